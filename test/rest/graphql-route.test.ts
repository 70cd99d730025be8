/**
 * The derived REST route of an addition (src/rest/graphql-route.ts), tried on an existing root
 * field: the body is the root field's input in snake_case, the answer its GraphQL shape in
 * snake_case with enum values in lower case, and both schemas agree with what the route does.
 */
import { execute, print, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/schema.js';
import { feature, operation } from '../../src/operations/types.js';
import { graphqlRoute } from '../../src/rest/graphql-route.js';

const structure = graphqlRoute(
  operation({
    name: 'sajuStructure',
    answer: 'graphql',
    feature: feature('saju-structure', 2),
    rest: { method: 'POST', path: '/v1/test/structure', style: 'detail' },
    contract: false,
    tag: 'Saju',
    summary: 'test',
    description: 'test',
  }),
);
const body = { name: '홍길동', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M', useful_god_method: 'johu' };

describe('a route derived from a GraphQL root field', () => {
  it('selects a valid document with every plain field and no priced one', () => {
    expect(validate(schema, structure.document)).toEqual([]);
    const text = print(structure.document);
    expect(text).toMatch(/sajuStructure\(input: \$input/);
    expect(text).not.toMatch(/\bsvg\b/);
  });

  it('reads a snake_case body into the input variables, enum values in upper case', () => {
    const parsed = structure.body!.parse(body);
    expect(structure.variables(parsed)).toEqual({
      input: { name: '홍길동', birthdate: '1990-05-15', birthTime: '14:30', gender: 'M' },
      usefulGodMethod: 'JOHU',
    });
  });

  it('refuses what the input type refuses, by field', () => {
    expect(structure.body!.safeParse({ ...body, useful_god_method: 'x' }).success).toBe(false);
    expect(structure.body!.safeParse({ name: 'a' }).success).toBe(false);
  });

  it('answers the GraphQL result in snake_case, valid against its own response schema', async () => {
    const variables = structure.variables(structure.body!.parse(body));
    const result = await execute({ schema, document: structure.document, variableValues: variables, contextValue: { access: null, usage: null } });
    expect(result.errors).toBeUndefined();
    const answer = structure.shape(result.data as Record<string, unknown>, null as never, []) as Record<string, unknown>;
    expect(Object.keys(answer).every((k) => /^[a-z0-9_]+$/.test(k))).toBe(true);
    expect(structure.response.safeParse(answer).success).toBe(true);
    // The useful god method comes back as it was sent.
    expect(JSON.stringify(answer)).toContain('"johu"');
  });
});
