/**
 * The REST operation documents select nothing their record leaves unused. Codegen types each
 * route's shaper by its document, so a field the record needs and the document lacks fails the
 * typecheck; this test closes the other direction: it runs every JSON route's document on its
 * bodies, hands the shaper the result through a proxy that records each field read, and requires
 * every leaf the document returned to have been read by the shaper on some body.
 */
import { execute } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { UsageInfo } from '../../src/access/context.js';
import { schema } from '../../src/graphql/schema.js';
import { routes } from '../../src/rest/routes.js';

const usage: UsageInfo = { feature: 'natal-chart', user: 'test', used: 1, limit: 10, remaining: 9 };
const context = () =>
  ({ access: { charge: async () => null, refund: async () => undefined }, usage: null, charge: null }) as never;

/** Field paths (response keys joined by '.', list positions left out) of every leaf in `value`. */
function leaves(value: unknown, path: string, out: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => leaves(v, path, out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) if (key !== '__typename') leaves(v, path ? `${path}.${key}` : key, out);
  } else if (path) out.add(path);
  return out;
}

/** `value` behind proxies that add the path of every field read to `read`. */
function recording(value: unknown, path: string, read: Set<string>): unknown {
  if (value === null || typeof value !== 'object') return value;
  const isList = Array.isArray(value);
  return new Proxy(value, {
    get(target, key, receiver) {
      const v = Reflect.get(target, key, receiver);
      if (typeof key !== 'string' || !Object.hasOwn(target, key)) return v;
      if (isList) return /^\d+$/.test(key) ? recording(v, path, read) : v;
      const at = path ? `${path}.${key}` : key;
      read.add(at);
      return recording(v, at, read);
    },
  });
}

const jsonRoutes = routes.filter((r) => r.produces === 'application/json' && r.body);

/** Bodies besides each route's example, for the fields a record reads only in some answers. */
const VARIANTS: Record<string, Record<string, unknown>[]> = {
  // Each active direction says which way it goes only with both.
  '/v1/astrology/directions': [{ direction_type: 'both' }],
  '/v1/astrology/solar-return': [{ include_lunar_return: true }],
};

describe('every leaf a REST document selects is read by its shaper', () => {
  it.each(jsonRoutes.map((r) => [r.path, r] as const))('%s', async (_path, route) => {
    const returned = new Set<string>();
    const read = new Set<string>();
    const example = route.operation.example as Record<string, unknown>;
    for (const body of [example, ...(VARIANTS[route.path] ?? []).map((v) => ({ ...example, ...v }))]) {
      const variables = route.variables(route.body!.parse(body)) as Record<string, unknown>;
      const result = await execute({ schema, document: route.document, variableValues: variables, contextValue: context() });
      expect(result.errors).toBeUndefined();
      leaves(result.data, '', returned);
      // Serialised as the router sends it: an object passed through whole is read here.
      JSON.stringify(route.shape(recording(result.data, '', read), usage, []));
    }
    const unread = [...returned].filter((leaf) => !read.has(leaf));
    expect(unread).toEqual([]);
  });
});
