/**
 * The 200 examples of GET /openapi.json are the service's answers: each operation's example request
 * sent to the running app, with a fresh key like the one the examples are computed for
 * (EXAMPLE_KEY), gets exactly the documented example back — apart from the times of the answer
 * (the envelope's `timestamp` and the `calculation_date` of the records that carry one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_KEY } from '../../src/openapi/examples.js';
import type { AnyRoute } from '../../src/rest/route.js';
import { routes } from '../../src/rest/routes.js';
import { startServer, type TestServer } from '../helpers/app.js';

type Json = any;

let server: TestServer;
let doc: Json;
beforeAll(async () => {
  server = await startServer();
  const res = await fetch(`${server.url}/openapi.json`);
  expect(res.status, JSON.stringify(server.errors.map(String))).toBe(200);
  doc = await res.json();
});
afterAll(() => server.close());

const mediaType = (route: AnyRoute) => route.produces ?? 'application/json';
const operationOf = (route: AnyRoute): Json => doc.paths[route.path][route.method.toLowerCase()];

/** The times of an answer: when it was made, not what was asked. */
const TIMES = new Set(['timestamp', 'calculation_date']);
function withoutTimes(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutTimes);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => !TIMES.has(k)).map(([k, v]) => [k, withoutTimes(v)]));
}

describe('every 200 example is the answer to the example request', () => {
  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, route) => {
    const documented = operationOf(route).responses['200'].content[mediaType(route)].example;
    expect(documented, 'the 200 response has an example').toBeDefined();

    const key = (await server.store.createKey({ name: EXAMPLE_KEY.name, tier: EXAMPLE_KEY.tier })).key;
    const request = route.body ? operationOf(route).requestBody.content['application/json'].examples.valid.value : undefined;
    const res = route.method === 'GET' ? await server.get(route.path, key) : await server.post(route.path, request, key);
    expect(res.status).toBe(200);
    if (mediaType(route) === 'image/svg+xml') {
      expect(typeof documented).toBe('string');
      expect(await res.text()).toBe(documented);
    } else {
      const body = await res.json();
      expect(withoutTimes(body)).toEqual(withoutTimes(documented));
      // The times are there, in the documented form.
      if ('timestamp' in documented) expect(typeof body.timestamp).toBe('string');
    }
  });
});
