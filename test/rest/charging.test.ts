/**
 * Cost before work, one charge per request (src/graphql/cost.ts, src/access/context.ts), through the
 * real app: the reported abuses are refused before anything runs and charge nothing; a request pays
 * exactly its price once; what fails is refunded; every 429 says when to retry; bodies of every
 * media type are read within the limit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../src/access/sqlite-store.js';
import { StoreUnavailableError } from '../../src/access/store.js';
import { OPERATION_LIMITS } from '../../src/graphql/cost.js';
import { operationByName } from '../../src/operations/index.js';
import { startServer, type TestServer } from '../helpers/app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const graphql = (key: string | null, query: string, headers: Record<string, string> = {}) =>
  server.post('/graphql', { query }, key, { Accept: 'application/json', ...headers });

async function usageOf(key: string) {
  const record = await server.store.authenticate(key);
  const { dailyUsed, creditsUsed } = await server.store.usage(record!.id);
  return { requests: dailyUsed, credits: creditsUsed };
}

const NATAL_INPUT = '{datetime: "1990-05-15T14:30:00", location: {latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul"}}';

describe('the reported abuses are refused before execution and charge nothing', () => {
  it('105 aliased root fields on a free key (100 requests a day): 429 with Retry-After, nothing charged', async () => {
    const key = await server.key('free');
    const query = `{ ${Array.from({ length: 105 }, (_, i) => `a${i}: sajuBasic(input: {name: "x", birthdate: "1990-05-15", gender: M}) { name }`).join(' ')} }`;
    const refused = await graphql(key, query);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('100');
    const body = await refused.json();
    expect(body.data ?? null).toBeNull();
    expect(body.errors[0].extensions.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
    // 100 of them fit, in one request.
    const fits = await graphql(key, query.replace(/ a10[0-4]: sajuBasic\([^)]*\) \{ name \}/g, ''));
    expect(fits.status).toBe(200);
    expect(await usageOf(key)).toEqual({ requests: 100, credits: 100 });
  });

  it('a daily limit a multi-root request does not fit: 429, nothing charged, the earlier usage intact', async () => {
    const key = await server.key('developer', { dailyLimit: 10 });
    const roots = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: westernNatalChartDemo { info { name } }`).join(' ')} }`;
    expect((await graphql(key, roots(8))).status).toBe(200);
    const refused = await graphql(key, roots(3));
    expect(refused.status).toBe(429);
    expect(await usageOf(key)).toEqual({ requests: 8, credits: 8 });
    expect((await graphql(key, roots(2))).status).toBe(200);
    expect(await usageOf(key)).toEqual({ requests: 10, credits: 10 });
  });

  it('5,000 aliases of svg under one chart (49 KB): 400 before execution, fast, nothing charged; /healthz unaffected', async () => {
    const key = await server.key();
    const query = `{ westernNatalChartDemo { ${Array.from({ length: 5000 }, (_, i) => `s${i}: svg`).join(' ')} } }`;
    expect(query.length).toBeGreaterThan(40_000);
    const started = performance.now();
    const [res, health] = await Promise.all([graphql(key, query), fetch(`${server.url}/healthz`)]);
    expect(res.status).toBe(400);
    expect(health.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect((await res.json()).errors[0]).toEqual({
      message: `Syntax Error: Token limit of ${OPERATION_LIMITS.tokens} exceeded.`,
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
    // Fewer aliases, within the token limit: the alias limit refuses it.
    const aliases = `{ westernNatalChartDemo { ${Array.from({ length: 200 }, (_, i) => `s${i}: svg`).join(' ')} } }`;
    const refused = await graphql(key, aliases);
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors[0].message).toBe(`Syntax Error: Aliases limit of ${OPERATION_LIMITS.aliases} exceeded, found 200.`);
    expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
  });

  it('a document over the credit limit: 400 QUERY_TOO_EXPENSIVE naming its cost, nothing charged', async () => {
    const key = await server.key();
    // 18 synastries with their bi-wheel: 18 × (5 + 2) credits, within the alias limit.
    const query = `{ ${Array.from({ length: 18 }, (_, i) => `c${i}: westernSynastry(input: {person1: ${NATAL_INPUT}, person2: ${NATAL_INPUT}}) { svg }`).join(' ')} }`;
    const res = await graphql(key, query);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0].extensions.code).toBe('QUERY_TOO_EXPENSIVE');
    expect(body.errors[0].message).toBe(`The request costs ${18 * 7} credits; one request may cost at most ${OPERATION_LIMITS.credits}`);
    expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
  });

  it('a document drawing more pictures than the limit: 400 naming the count, nothing charged', async () => {
    const key = await server.key();
    const n = OPERATION_LIMITS.pictures + 1;
    // Within the credit limit (n × 2 credits): the picture count refuses it.
    const query = `{ westernNatalChart(input: ${NATAL_INPUT}) { ${Array.from({ length: n }, (_, i) => `p${i}: svg`).join(' ')} } }`;
    const res = await graphql(key, query);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0].extensions.code).toBe('QUERY_TOO_EXPENSIVE');
    expect(body.errors[0].message).toBe(
      `The request draws ${n} pictures; one request may draw at most ${OPERATION_LIMITS.pictures}: send the others in further requests`,
    );
    expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
    const atLimit = await graphql(key, `{ westernNatalChart(input: ${NATAL_INPUT}) { ${Array.from({ length: n - 1 }, (_, i) => `p${i}: svg`).join(' ')} } }`);
    expect(atLimit.status).toBe(200);
    expect(await usageOf(key)).toEqual({ requests: 1, credits: 2 + 2 * (n - 1) });
  });

  it('an argument nested 3,000 levels deep and a selection nested 6,000 levels: 400, not 500', async () => {
    const key = await server.key();
    const deepValue = `{ westernNatalChartDemo { info { name(x: ${'['.repeat(3000)}"x"${']'.repeat(3000)}) } } }`;
    const deepSelection = `{ ${'a { '.repeat(6000)}b${' }'.repeat(6000)} }`;
    for (const query of [deepValue, deepSelection]) {
      const res = await graphql(key, query);
      expect(res.status).toBe(400);
      expect((await res.json()).errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    }
    expect(server.errors).toEqual([]);
  });
});

describe('one charge per request, exactly its price', () => {
  it('a chart with two pictures costs the chart plus 2 credits per picture, in one charge', async () => {
    const key = await server.key('developer');
    const res = await graphql(key, `{ westernNatalChart(input: ${NATAL_INPUT}) { svg ko: svg(lang: KO) info { name } } }`);
    expect(res.status).toBe(200);
    expect(await usageOf(key)).toEqual({ requests: 1, credits: 2 + 2 * 2 });
    expect(res.headers.get('x-ratelimit-remaining')).toBe('4999');
  });

  it('a request whose operation fails is refunded in the same store, headers included', async () => {
    const key = await server.key('developer');
    const res = await graphql(key, `{ ok: westernNatalChartDemo { info { name } } bad: westernNatalChart(input: {datetime: "1990-05-15T14:30:00", location: {latitude: 95, longitude: 0}}) { info { name } } }`);
    const body = await res.json();
    expect(body.errors[0].message).toContain('latitude');
    expect(body.data ?? null).toBeNull();
    expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
    expect(res.headers.get('x-ratelimit-remaining')).toBe('5000');
  });

  it('introspection costs nothing', async () => {
    const key = await server.key('free');
    const res = await graphql(key, '{ __schema { queryType { name } } __typename }');
    expect(res.status).toBe(200);
    expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
  });

  it('every 429 carries Retry-After: until the next UTC midnight for the daily limit, in every style', async () => {
    const key = await server.key('developer', { dailyLimit: 0 });
    const untilMidnight = (Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1) - Date.now()) / 1000;
    const answers = [
      await server.post('/v1/saju/basic', { name: 'x', birthdate: '1990-05-15', gender: 'M' }, key),
      await server.get('/v1/astrology/natal-chart/demo', key),
      await server.post('/v1/astrology/transits', operationByName.transits.example, key),
      await graphql(key, '{ westernNatalChartDemo { info { name } } }'),
    ];
    for (const res of answers) {
      expect(res.status, res.url).toBe(429);
      expect(Math.abs(Number(res.headers.get('retry-after')) - untilMidnight)).toBeLessThan(5);
    }
  });

  it('credits exhausted: Retry-After names the start of the next month for a monthly plan', async () => {
    const key = await server.key('developer', { creditLimit: 1 });
    const res = await server.get('/v1/astrology/natal-chart/demo', key);
    expect(res.status).toBe(200);
    const refused = await server.get('/v1/astrology/natal-chart/demo', key);
    expect(refused.status).toBe(429);
    const now = new Date();
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    expect(Math.abs(Number(refused.headers.get('retry-after')) - (nextMonth - Date.now()) / 1000)).toBeLessThan(5);
  });
});

describe('request bodies: read within the limit whatever their media type', () => {
  it('Content-Encoding: gzip with bytes that are not gzip: 400 in the route style, and on /graphql', async () => {
    const key = await server.key();
    const notGzip = { 'Content-Encoding': 'gzip' };
    const saju = await server.post('/v1/saju/basic', JSON.stringify({ name: 'x', birthdate: '1990-05-15', gender: 'M' }), key, notGzip);
    expect(saju.status).toBe(400);
    expect(await saju.json()).toEqual({ detail: expect.stringContaining('could not be read') });
    const natal = await server.post('/v1/astrology/natal-chart', '{}', key, notGzip);
    expect(natal.status).toBe(400);
    expect((await natal.json()).success).toBe(false);
    const gql = await server.post('/graphql', '{"query":"{ __typename }"}', key, notGzip);
    expect(gql.status).toBe(400);
    expect((await gql.json()).errors[0].extensions.code).toBe('INVALID_BODY');
    expect(server.errors).toEqual([]);
  });

  it('a real gzip body is read', async () => {
    const key = await server.key();
    const res = await fetch(`${server.url}/v1/saju/basic`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'X-API-Key': key },
      body: gzipSync(JSON.stringify({ name: 'x', birthdate: '1990-05-15', gender: 'M' })),
    });
    expect(res.status).toBe(200);
  });

  it('application/graphql is read as the query, within the limit (130 KB: 413); other media types 415', async () => {
    const key = await server.key();
    const post = (body: string, type: string) =>
      fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'Content-Type': type, 'X-API-Key': key, Accept: 'application/json' }, body });
    const small = await post('{ westernNatalChartDemo { info { name } } }', 'application/graphql');
    expect(small.status).toBe(200);
    expect((await small.json()).data.westernNatalChartDemo.info.name).toBeTypeOf('string');
    const large = await post(`{ ${'__typename '.repeat(12_000)}}`, 'application/graphql');
    expect(large.status).toBe(413);
    const form = await post(`query=${encodeURIComponent('{ __typename }')}&pad=${'x'.repeat(1_000_000)}`, 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    const empty = await post('{}', 'application/json');
    expect(empty.status).toBe(400);
    expect(await usageOf(key)).toEqual({ requests: 1, credits: 1 });
  });
});

describe('an access store that cannot be reached', () => {
  it('503 with Retry-After in each route style and on /graphql; answers again when it returns', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outage-'));
    const inner = new SqliteStore(join(dir, 'access.db'));
    let down = false;
    // Every call fails the way a store reports an outage while `down`.
    const store = new Proxy(inner, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver);
        if (typeof value !== 'function' || name === 'close') return value;
        return (...args: unknown[]) => (down ? Promise.reject(new StoreUnavailableError()) : value.apply(target, args));
      },
    });
    const outage = await startServer(store);
    try {
      const key = await outage.key();
      down = true;
      const answers = {
        detail: await outage.post('/v1/saju/basic', { name: 'x', birthdate: '1990-05-15', gender: 'M' }, key),
        object: await outage.get('/v1/astrology/natal-chart/demo', key),
        flat: await outage.post('/v1/astrology/transits', operationByName.transits.example, key),
        graphql: await outage.post('/graphql', { query: '{ westernNatalChartDemo { info { name } } }' }, key, { Accept: 'application/json' }),
      };
      for (const [style, res] of Object.entries(answers)) {
        expect(res.status, style).toBe(503);
        expect(res.headers.get('retry-after'), style).toBe('5');
      }
      expect(await answers.detail.json()).toEqual({ detail: 'Service temporarily unavailable; retry later' });
      expect((await answers.object.json()).error.code).toBe('SERVICE_UNAVAILABLE');
      expect((await answers.flat.json()).error_code).toBe(503);
      expect((await answers.graphql.json()).errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect((await fetch(`${outage.url}/readyz`)).status).toBe(503);
      down = false;
      expect((await outage.get('/v1/astrology/natal-chart/demo', key)).status).toBe(200);
      expect((await fetch(`${outage.url}/readyz`)).status).toBe(200);
      expect(outage.errors).toEqual([]);
    } finally {
      await outage.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
