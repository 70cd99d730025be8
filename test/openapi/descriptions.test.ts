/**
 * The OpenAPI document's texts: every property (components, request bodies, responses) and every
 * component has a description; no text points at documents the API's users do not have; info has
 * the licence and, as served, a contact; and the closed sets accepted in any letter case are
 * documented so that the schema accepts exactly what the route's own validation accepts.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildOpenApiDocumentWithExamples, servedFrom } from '../../src/openapi/document.js';
import { routes } from '../../src/rest/routes.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- the document is plain JSON */
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

describe('closed sets in any letter case', () => {
  const ajv = new Ajv2020({ strict: false });
  const caseless = routes.flatMap((route) => {
    if (!route.body) return [];
    const schema = doc.paths[route.path][route.method.toLowerCase()].requestBody.content['application/json'].schema;
    return Object.entries<Json>(schema.properties)
      .filter(([, field]) => field.anyOf?.some((form: Json) => form.pattern))
      .map(([name, field]) => [`${route.path} ${name}`, (route.body as z.ZodObject).shape[name] as z.ZodType, field] as const);
  });

  it('are documented on the routes that take them', () => {
    const names = new Set(caseless.map(([name]) => name.split(' ')[1]));
    for (const name of ['house_system', 'direction_method', 'direction_type', 'relationship_type', 'analysis_depth', 'compatibility_method', 'lang', 'gender']) {
      expect(names, name).toContain(name);
    }
  });

  it.each(caseless)('%s: the schema accepts what the route accepts', (_name, zodField, field) => {
    const validate = ajv.compile(field);
    const values: string[] = field.anyOf.find((form: Json) => form.enum).enum;
    expect(values.length).toBeGreaterThan(0);
    const mixed = (v: string) => [...v].map((c, i) => (i % 2 ? c.toLowerCase() : c.toUpperCase())).join('');
    for (const value of values.flatMap((v) => [v, v.toUpperCase(), v.toLowerCase(), mixed(v)])) {
      expect(zodField.safeParse(value).success, `route accepts ${value}`).toBe(true);
      expect(validate(value), `document accepts ${value}`).toBe(true);
    }
    for (const value of ['zzz', `${values[0]}x`, '']) {
      expect(zodField.safeParse(value).success, `route refuses ${value}`).toBe(false);
      expect(validate(value), `document refuses ${value}`).toBe(false);
    }
    expect(validate(null), 'null as the route takes it').toBe(zodField.safeParse(null).success);
  });

  it('exact sets are enums the route takes as they are', () => {
    const exact = routes.flatMap((route) => {
      if (!route.body) return [];
      const schema = doc.paths[route.path][route.method.toLowerCase()].requestBody.content['application/json'].schema;
      return Object.entries<Json>(schema.properties)
        .filter(([, field]) => Array.isArray(field.enum))
        .map(([name, field]) => [name, (route.body as z.ZodObject).shape[name] as z.ZodType, field.enum as string[]] as const);
    });
    expect(exact.map(([name]) => name)).toContain('gender');
    for (const [name, zodField, values] of exact) {
      for (const value of values) expect(zodField.safeParse(value).success, `${name} ${value}`).toBe(true);
      expect(zodField.safeParse('zzz').success, `${name} zzz`).toBe(false);
    }
  });
});
