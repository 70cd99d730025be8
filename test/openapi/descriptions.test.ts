/**
 * The OpenAPI document's texts: every property (components, request bodies, responses) and every
 * component has a description; no text points at documents the API's users do not have; info has
 * the licence and, as served, a contact; and the closed sets of the requests are enums whose every
 * value the route accepts, saying so where the route accepts them in any letter case.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildOpenApiDocumentWithExamples, servedFrom } from '../../src/openapi/document.js';
import { routes } from '../../src/rest/routes.js';

type Json = any;

// Built at collection: the letter-case tests are made from its schemas.
const doc: Json = JSON.parse(JSON.stringify(await buildOpenApiDocumentWithExamples(routes)));

/** Every object of the document with its JSON pointer, examples left out (they are data, not schema). */
function* nodes(value: Json, pointer = '#'): Generator<[string, Json]> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* nodes(item, `${pointer}/${i}`);
  } else if (value !== null && typeof value === 'object') {
    yield [pointer, value];
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'example' && key !== 'examples') yield* nodes(child, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
    }
  }
}

/** [pointer, schema] of every property of every schema in the document. */
function properties(): [string, Json][] {
  const found: [string, Json][] = [];
  for (const [pointer, node] of nodes(doc)) {
    // A `properties` object of a schema (not a property that happens to be called "properties").
    if (node.type !== 'object' && !Array.isArray(node.type) && !node.properties) continue;
    if (node.properties === null || typeof node.properties !== 'object') continue;
    for (const [name, schema] of Object.entries<Json>(node.properties)) found.push([`${pointer}/properties/${name}`, schema]);
  }
  return found;
}

describe('descriptions', () => {
  it('every property of every schema has one', () => {
    const all = properties();
    const missing = all.filter(([, schema]) => typeof schema.description !== 'string' || schema.description.trim() === '').map(([p]) => p);
    // The document has response, request and component properties: all of them are counted.
    expect(all.length).toBeGreaterThan(1000);
    expect(missing, `${missing.length} of ${all.length} properties without a description`).toEqual([]);
  });

  it('every request body field, response and component schema has one', () => {
    const missing = Object.entries<Json>(doc.components.schemas)
      .filter(([, schema]) => !schema.description)
      .map(([name]) => `#/components/schemas/${name}`);
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      for (const [method, op] of Object.entries<Json>(item)) {
        for (const [status, response] of Object.entries<Json>(op.responses)) {
          if (!response.description) missing.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('texts', () => {
  it('refer to no document the users do not have', () => {
    const texts: string[] = [];
    for (const [pointer, node] of nodes(doc)) {
      for (const key of ['description', 'summary', 'title']) if (typeof node[key] === 'string') texts.push(`${pointer}/${key}: ${node[key]}`);
    }
    // Example summaries and descriptions too (the failing requests' names).
    for (const item of Object.values<Json>(doc.paths)) {
      for (const op of Object.values<Json>(item)) {
        for (const response of Object.values<Json>(op.responses)) {
          for (const media of Object.values<Json>(response.content ?? {})) {
            for (const example of Object.values<Json>(media.examples ?? {})) texts.push(`${example.summary} ${example.description ?? ''}`);
          }
        }
      }
    }
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter((t) => /§|\bspec\b|interface-spec|\bnotes\b|reference service/i.test(t))).toEqual([]);
  });

  it('info has the licence, and the served document a contact by absolute URL', () => {
    expect(doc.info.license).toEqual({ name: 'MIT', identifier: 'MIT' });
    const served = servedFrom(doc, 'https://api.example.com');
    expect(served.info.contact).toEqual({ name: expect.any(String), url: 'https://api.example.com/portal' });
    expect(served.info.license).toEqual(doc.info.license);
  });
});

/** A zod field without its optional/nullable wrappers (to reach an object's shape). */
function unwrapped(field: z.ZodType): z.ZodType {
  let inner: Json = field;
  while (typeof inner.unwrap === 'function') inner = inner.unwrap();
  return inner;
}

/** [name, the route's zod field, its documented schema] of every request field documented with an enum, nested ones too. */
function enumFields(): [string, z.ZodType, Json][] {
  const found: [string, z.ZodType, Json][] = [];
  const visit = (prefix: string, shape: Record<string, z.ZodType>, schema: Json) => {
    for (const [name, field] of Object.entries<Json>(schema.properties ?? {})) {
      const zodField = shape[name];
      if (Array.isArray(field.enum)) found.push([`${prefix}.${name}`, zodField, field]);
      const inner: Json = unwrapped(zodField);
      if (field.properties && inner.shape) visit(`${prefix}.${name}`, inner.shape, field);
    }
  };
  for (const route of routes) {
    if (!route.body) continue;
    const schema = doc.paths[route.path][route.method.toLowerCase()].requestBody.content['application/json'].schema;
    visit(route.path, (route.body as z.ZodObject).shape, schema);
  }
  return found;
}

describe('closed sets of the requests', () => {
  const fields = enumFields();
  const variants = (v: string) => [v.toUpperCase(), v.toLowerCase(), [...v].map((c, i) => (i % 2 ? c.toLowerCase() : c.toUpperCase())).join('')];

  it('are enums on the fields that take them', () => {
    const names = new Set(fields.map(([name]) => name.split('.').at(-1)));
    for (const name of ['house_system', 'direction_method', 'direction_type', 'relationship_type', 'analysis_depth', 'compatibility_method', 'progression_type', 'lang', 'gender']) {
      expect(names, name).toContain(name);
    }
  });

  it.each(fields)('%s: every documented value is accepted, other letter cases as the description says', (_name, zodField, field) => {
    const values = (field.enum as (string | null)[]).filter((v): v is string => v !== null);
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(zodField.safeParse(value).success, `accepts ${value}`).toBe(true);
    expect(zodField.safeParse('zzz').success, 'refuses zzz').toBe(false);
    expect(field.enum.includes(null), 'null documented as the route takes it').toBe(zodField.safeParse(null).success);
    // A set the route also takes in other letter cases says so, and then takes every case of every value.
    const otherCases = values.flatMap(variants).filter((v) => !values.includes(v));
    const caseless = otherCases.some((v) => zodField.safeParse(v).success);
    expect(/any letter case/.test(field.description), `description: ${field.description}`).toBe(caseless);
    if (caseless) for (const v of otherCases) expect(zodField.safeParse(v).success, `accepts ${v}`).toBe(true);
  });
});
