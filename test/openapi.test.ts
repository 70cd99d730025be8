/**
 * GET /openapi.json against the route table and the running app: a well-formed OpenAPI 3.1
 * document; every route with its request schema (route.body's fields), its error statuses in its
 * style, and examples; every documented example sent to the app and its answer validated against
 * the documented schema (ajv, JSON Schema 2020-12), the failing example requests (shown with their
 * error responses) answered with exactly their documented error; and the common errors (401, 403,
 * 429, malformed JSON) as documented.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { hasFeature } from '../src/access/plans.js';
import type { AnyRoute } from '../src/rest/route.js';
import { routes } from '../src/rest/routes.js';
import { startServer, type TestServer } from './helpers/app.js';

// CommonJS: the plugin is both the module and its `default`; the types know only the latter.
const addFormats = ajvFormats.default;

type Json = any;

const ERROR_SCHEMA = { detail: 'DetailError', object: 'ObjectError', flat: 'FlatError' } as const;

let server: TestServer;
let doc: Json;
let ajv: Ajv2020;
beforeAll(async () => {
  server = await startServer();
  const res = await fetch(`${server.url}/openapi.json`);
  expect(res.status).toBe(200);
  doc = await res.json();
  // OpenAPI 3.1 schemas are JSON Schema 2020-12 plus annotations such as `example` (strict: false).
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
});
afterAll(() => server.close());

const operationOf = (route: AnyRoute): Json => doc.paths[route.path]?.[route.method.toLowerCase()];
const mediaType = (route: AnyRoute) => route.produces ?? 'application/json';

/** A validator for a schema of the document; its $refs resolve into the document's components. */
const compiled = new Map<object, ValidateFunction>();
function validator(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile({ ...schema, components: doc.components })));
  return validate;
}
function expectValid(schema: object, value: unknown, what: string) {
  const validate = validator(schema);
  expect(validate(value), `${what}: ${ajv.errorsText(validate.errors, { separator: '\n' })}`).toBe(true);
}

const successSchema = (route: AnyRoute) => operationOf(route).responses['200'].content[mediaType(route)].schema;
const errorContent = (route: AnyRoute, status: number) => operationOf(route).responses[String(status)]?.content['application/json'];
const requestExamples = (route: AnyRoute): Record<string, { value: Record<string, unknown> }> =>
  operationOf(route).requestBody.content['application/json'].examples;

interface DocumentedFailure {
  name: string;
  status: number;
  request: Record<string, unknown>;
  error: Json;
}
/** The failing example requests: error examples whose description shows the request body (as JSON). */
function failures(route: AnyRoute): DocumentedFailure[] {
  return Object.entries<Json>(operationOf(route).responses).flatMap(([status, response]) =>
    Object.entries<Json>(response.content?.['application/json']?.examples ?? {}).flatMap(([name, example]) => {
      const json = /```json\n([\s\S]*)\n```/.exec(example.description ?? '')?.[1];
      return json ? [{ name, status: Number(status), request: JSON.parse(json), error: example.value }] : [];
    }),
  );
}

const send = (route: AnyRoute, body: unknown, key?: string | null) =>
  route.method === 'GET' ? server.get(route.path, key) : server.post(route.path, body, key);

/** Flat-style bodies carry the time of the response; everything else must match to the letter. */
const withoutTimestamp = ({ timestamp: _t, ...rest }: Json) => rest;

/** The documented example of `status` that the app's answer equals. */
async function expectDocumentedError(route: AnyRoute, res: Response, status: number) {
  expect(res.status, `${route.method} ${route.path}`).toBe(status);
  const body = await res.json();
  const content = errorContent(route, status);
  expectValid(content.schema, body, `${route.path} ${status}`);
  const documented = Object.values<Json>(content.examples).map((e) => withoutTimestamp(e.value));
  expect(documented).toContainEqual(withoutTimestamp(body));
  // A 401 carries the documented challenge, naming the X-API-Key header whatever the body's style.
  if (status === 401) {
    const ref = operationOf(route).responses['401'].headers['WWW-Authenticate'].$ref;
    expect(ref).toBe('#/components/headers/WWW-Authenticate');
    expect(res.headers.get('www-authenticate')).toBe(doc.components.headers['WWW-Authenticate'].schema.const);
    expect(res.headers.get('www-authenticate')).toBe('ApiKey header="X-API-Key"');
  }
}

describe('the document', () => {
  it('is OpenAPI 3.1 with the API-key scheme, the GraphQL note and well-formed operations', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBe('1');
    expect(doc.info.description).toContain('/graphql');
    expect(doc.servers).toEqual([{ url: '/' }]);
    expect(doc.components.securitySchemes).toEqual({ ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } });
    expect(doc.security).toEqual([{ ApiKey: [] }]);
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['DetailError', 'ObjectError', 'FlatError', 'UsageInfo', 'ChartRecord']));

    const tags = doc.tags.map((t: Json) => t.name);
    const operationIds = new Set<string>();
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      expect(path).toMatch(/^\/v1\//);
      for (const [method, op] of Object.entries<Json>(item)) {
        expect(['get', 'post']).toContain(method);
        expect(op.summary && op.description, `${method} ${path}`).toBeTruthy();
        expect(tags).toEqual(expect.arrayContaining(op.tags));
        expect(operationIds.has(op.operationId), op.operationId).toBe(false);
        operationIds.add(op.operationId);
        expect(op.responses['200'].headers['X-RateLimit-Remaining']).toEqual({ $ref: '#/components/headers/X-RateLimit-Remaining' });
        // Every $ref points at a component that exists.
        for (const ref of JSON.stringify(op).match(/"\$ref":"[^"]+"/g) ?? []) {
          const [, kind, name] = /#\/components\/(\w+)\/([^"]+)/.exec(ref)!;
          expect(doc.components[kind]?.[name], ref).toBeDefined();
        }
      }
    }
    expect(Object.values<Json>(doc.paths).flatMap((item) => Object.keys(item))).toHaveLength(routes.length);
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('documents %s from its route', (_name, route) => {
    const op = operationOf(route);
    expect(op).toBeDefined();
    // The pictures answer PNG too (format: "png" or Accept: image/png).
    expect(Object.keys(op.responses['200'].content)).toEqual(route.produces === 'image/svg+xml' ? [mediaType(route), 'image/png'] : [mediaType(route)]);

    if (route.body) {
      // The request schema is route.body's: the same fields, the same required ones.
      const shape = (route.body as z.ZodObject).shape;
      const schema = op.requestBody.content['application/json'].schema;
      expect(op.requestBody.required).toBe(true);
      expect(schema.type).toBe('object');
      expect(Object.keys(schema.properties)).toEqual(Object.keys(shape));
      expect(schema.required ?? []).toEqual(Object.keys(shape).filter((k) => !shape[k].isOptional()));
      // The request examples are valid ones only: the failing ones go with their error responses.
      expect(Object.keys(requestExamples(route))).toEqual(['valid']);
      expect(requestExamples(route).valid.value).toBeInstanceOf(Object);
    } else {
      expect(op.requestBody).toBeUndefined();
    }

    // Error statuses, each in the route's style with examples that fit the schema.
    const failureStatuses = failures(route).map((f) => f.status);
    expect(failureStatuses.length, 'every failing example request of the route is shown').toBe(
      route.failures?.length ?? 0,
    );
    // POST routes take an Idempotency-Key, whose reuse with another body is 409.
    const expected = new Set([...(route.body ? [400, 413, 415] : []), ...(route.method === 'POST' ? [409] : []), 401, 403, 429, 500, 503, ...failureStatuses]);
    expect(Object.keys(op.responses).map(Number)).toEqual([200, ...[...expected].sort((a, b) => a - b)]);
    for (const status of expected) {
      const content = errorContent(route, status);
      expect(content.schema).toEqual({ $ref: `#/components/schemas/${ERROR_SCHEMA[route.style]}` });
      for (const [name, example] of Object.entries<Json>(content.examples)) expectValid(content.schema, example.value, `${route.path} ${status} ${name}`);
    }
    // A feature missing from the free plan says so in its 403.
    const planExample = `The free plan does not include the feature: ${route.feature}`;
    const messages = JSON.stringify(errorContent(route, 403).examples);
    expect(messages.includes(planExample)).toBe(!hasFeature('free', route.feature));
  });
});

describe('the examples against the app', () => {
  // The document tests above run synchronously for seconds in the server's process: let the server's
  // overdue keep-alive time-outs close the idle sockets before a request would reuse one (ECONNRESET).
  beforeAll(() => new Promise((resolve) => setTimeout(resolve, 50)));
  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s answers its example as documented', async (_name, route) => {
    const examples = route.body ? requestExamples(route) : {};
    if (route.body) expectValid(operationOf(route).requestBody.content['application/json'].schema, examples.valid.value, 'request');

    const res = await send(route, examples.valid?.value);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(mediaType(route));
    const body = mediaType(route) === 'application/json' ? await res.json() : await res.text();
    expectValid(successSchema(route), body, `${route.path} 200`);
    expectValid(successSchema(route), operationOf(route).responses['200'].content[mediaType(route)].example, `${route.path} 200 example`);

    for (const { name, status, request, error: documented } of failures(route)) {
      const answer = await send(route, request);
      expect(answer.status, name).toBe(status);
      const error = await answer.json();
      expectValid(errorContent(route, status).schema, error, name);
      expect(withoutTimestamp(error)).toEqual(withoutTimestamp(documented));
    }
  });
});

describe('the common errors as documented, in each route style', () => {
  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: 401, 403, 429 and malformed JSON', async (_name, route) => {
    const example = route.body ? requestExamples(route).valid.value : undefined;
    await expectDocumentedError(route, await send(route, example, null), 401);
    await expectDocumentedError(route, await send(route, example, 'sk_unknown_key'), 401);
    await expectDocumentedError(route, await send(route, example, await server.key('professional', { dailyLimit: 0 })), 429);
    if (!hasFeature('free', route.feature)) await expectDocumentedError(route, await send(route, example, await server.key('free')), 403);
    if (route.body) await expectDocumentedError(route, await server.post(route.path, '{"name":'), 400);
  });
});
