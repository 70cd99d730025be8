/**
 * The GraphQL schema is public, as /openapi.json is: introspection needs no key and costs nothing;
 * any other operation still needs a key.
 */
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const graphql = (query: string, key: string | null = null) => server.post('/graphql', { query }, key, { Accept: 'application/json' });

describe('introspection without a key', () => {
  it("answers GraphiQL's full introspection query", async () => {
    const res = await graphql(getIntrospectionQuery());
    expect(res.status).toBe(200);
    const { data, errors } = await res.json();
    expect(errors).toBeUndefined();
    const names = data.__schema.types.map((t: { name: string }) => t.name);
    expect(names).toEqual(expect.arrayContaining(['NatalChart', 'SajuAnalysis', 'JamiChart', 'Synastry']));
  });

  it('answers __type and __typename, by POST and by GET', async () => {
    const post = await graphql('{ __type(name: "Sign") { enumValues { name } } __typename }');
    expect(post.status).toBe(200);
    expect((await post.json()).data.__type.enumValues).toHaveLength(12);
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __schema { queryType { name } } }')}`, {
      headers: { Accept: 'application/json' },
    });
    expect(get.status).toBe(200);
    expect((await get.json()).data.__schema.queryType.name).toBe('Query');
  });

  it('refuses anything else without a key: a priced field, a mix, a fragment at the root, a bad document', async () => {
    for (const query of [
      '{ westernNatalChartDemo { warnings } }',
      '{ __typename westernNatalChartDemo { warnings } }',
      'query A { __typename } query B { westernNatalChartDemo { warnings } }',
      '{ ...F } fragment F on Query { __typename }',
      '{ __schema { ',
    ]) {
      const res = await graphql(query);
      expect(res.status, query).toBe(401);
      expect((await res.json()).errors[0].extensions.code).toBe('UNAUTHORIZED');
    }
    const malformed = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"query": ' });
    expect(malformed.status).toBe(401);
  });

  it('costs a key nothing', async () => {
    const key = await server.key('developer');
    const before = await server.store.authenticate(key);
    const res = await graphql(getIntrospectionQuery(), key);
    expect(res.status).toBe(200);
    const charged = await graphql('{ westernNatalChartDemo { warnings } }', key);
    // The first priced request is the key's first: the introspection before it was not counted.
    expect(charged.headers.get('x-ratelimit-remaining')).toBe('4999');
    expect(before).not.toBeNull();
  });
});
