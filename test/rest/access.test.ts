/** Access control through the real app: keys, styles of the access errors, limits and headers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStore } from '../../src/access/postgres-store.js';
import { startServer, type TestServer } from '../helpers/app.js';
import { freshPostgresDatabase } from '../helpers/postgres.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const chart = { datetime: '2000-01-01T12:00:00', location: { latitude: 0, longitude: 0 } };
const SUN_QUERY = '{ westernNatalChart(input: {datetime: "2000-01-01T12:00:00", location: {latitude: 0, longitude: 0}}) { bodies { sun { sign } } } }';
const graphql = (key: string | null, query = SUN_QUERY) =>
  server.post('/graphql', { query }, key, { Accept: 'application/json' });

describe('authentication (spec §5)', () => {
  it('401 UNAUTHORIZED without a key, in the object style', async () => {
    const res = await server.post('/v1/astrology/natal-chart', chart, null);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
  });

  it('401 for an unknown key, and the key is not echoed', async () => {
    const fake = 'sk_nosuchkey_' + 'A'.repeat(43);
    const res = await server.post('/v1/astrology/natal-chart', chart, fake);
    expect(res.status).toBe(401);
    const text = await res.text();
    expect(text).not.toContain(fake);
    expect(JSON.parse(text).error.code).toBe('UNAUTHORIZED');
  });

  it('401 for a known id with a wrong secret', async () => {
    const key = await server.key();
    const tampered = key.slice(0, -4) + (key.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await server.post('/v1/astrology/natal-chart', chart, tampered)).status).toBe(401);
  });

  it('403 for a deactivated key', async () => {
    const key = await server.key();
    const record = await server.store.authenticate(key);
    await server.store.deactivateKey(record!.id);
    const res = await server.post('/v1/astrology/natal-chart', chart, key);
    expect(res.status).toBe(403);
    expect((await res.json()).success).toBe(false);
  });

  it('every 401 names the X-API-Key header in WWW-Authenticate, in every error style; a 403 has no challenge', async () => {
    const CHALLENGE = 'ApiKey header="X-API-Key"';
    const requests: [string, unknown][] = [
      ['/v1/saju/basic', {}], // detail style: the body stays the spec's UNAUTHORIZED
      ['/v1/jami/analysis', {}],
      ['/v1/astrology/natal-chart', chart], // object style
      ['/v1/astrology/transits', {}], // flat style
      ['/graphql', { query: SUN_QUERY }],
      ['/mcp', { jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }],
    ];
    for (const [path, body] of requests) {
      for (const key of [null, 'sk_nosuchkey_' + 'A'.repeat(43)]) {
        const res = await server.post(path, body, key, { Accept: 'application/json, text/event-stream' });
        expect(res.status, `${path} ${key}`).toBe(401);
        expect(res.headers.get('www-authenticate'), `${path} ${key}`).toBe(CHALLENGE);
      }
    }
    expect(await (await server.post('/v1/saju/basic', {}, null)).json()).toEqual({ detail: 'UNAUTHORIZED' });
    const key = await server.key();
    await server.store.deactivateKey((await server.store.authenticate(key))!.id);
    const deactivated = await server.post('/v1/astrology/natal-chart', chart, key);
    expect(deactivated.status).toBe(403);
    expect(deactivated.headers.get('www-authenticate')).toBeNull();
  });

  it('GraphQL needs a key too; the GraphiQL page does not', async () => {
    const res = await graphql(null);
    expect(res.status).toBe(401);
    expect((await res.json()).errors[0].extensions.code).toBe('UNAUTHORIZED');
    const page = await fetch(server.url + '/graphql', { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('GraphiQL');
    // Self-contained: no script or stylesheet from another host.
    expect(html).not.toMatch(/<script[^>]+src="https?:\/\//);
    expect(html).not.toMatch(/<link[^>]+href="https?:\/\//);
  });
});

describe('usage and limits (spec §8)', () => {
  it('charges credits per operation and reports them in usage_info and headers', async () => {
    const key = await server.key('developer');
    const first = await server.post('/v1/astrology/natal-chart', chart, key);
    expect(first.headers.get('x-ratelimit-limit')).toBe('5000');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('4999');
    const reset = Number(first.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThan(Date.now() / 1000);
    expect(reset - Date.now() / 1000).toBeLessThanOrEqual(86_400);
    expect((await first.json()).usage_info).toEqual({ feature: 'natal-chart', user: 'test-developer', used: 2, limit: 30000, remaining: 29998 });
    const demo = await server.get('/v1/astrology/natal-chart/demo', key);
    expect((await demo.json()).usage_info).toMatchObject({ feature: 'natal-chart-demo', used: 3, remaining: 29997 });
    expect(demo.headers.get('x-ratelimit-remaining')).toBe('4998');
  });

  it('GraphQL charges the same way and sets the headers', async () => {
    const key = await server.key('developer');
    const res = await graphql(key);
    expect(res.status).toBe(200);
    expect((await res.json()).data.westernNatalChart.bodies.sun.sign).toBe('CAPRICORN');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('4999');
    const record = await server.store.authenticate(key);
    expect((await server.store.usage(record!.id)).creditsUsed).toBe(2);
  });

  it('an invalid GraphQL argument is not charged', async () => {
    const key = await server.key('developer');
    const res = await graphql(key, SUN_QUERY.replace('latitude: 0', 'latitude: 95'));
    const json = await res.json();
    expect(json.errors[0].message).toBe("Invalid value for input.location.latitude: ensure this value is less than or equal to 90");
    expect(res.headers.get('x-ratelimit-remaining')).toBe('5000');
    const record = await server.store.authenticate(key);
    expect((await server.store.usage(record!.id)).creditsUsed).toBe(0);
  });

  it('429 RATE_LIMIT_EXCEEDED past the daily limit, exactly at the limit under concurrency', async () => {
    const key = await server.key('professional', { dailyLimit: 100 });
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => server.get('/v1/astrology/natal-chart/demo', key)),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100);
    const refused = responses.find((r) => r.status === 429)!;
    expect(await refused.json()).toEqual({ success: false, error: { code: 'RATE_LIMIT_EXCEEDED', message: expect.any(String) } });
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('429 when a key has used up its credits', async () => {
    const key = await server.key('free', { creditLimit: 3 });
    expect((await server.post('/v1/astrology/natal-chart', chart, key)).status).toBe(200);
    const res = await server.post('/v1/astrology/natal-chart', chart, key);
    expect(res.status).toBe(429);
    expect((await res.json()).error.code).toBe('RATE_LIMIT_EXCEEDED');
  });

  it('never answers with a stack trace', async () => {
    const res = await server.post('/v1/astrology/natal-chart', '\u0000', undefined);
    expect(res.status).toBe(400);
    expect(await res.text()).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(server.errors).toEqual([]);
  });
});

describe('two service instances sharing one PostgreSQL store', () => {
  it('200 concurrent requests split over both, limit 100: exactly 100 succeed and 100 get 429', async () => {
    const database = await freshPostgresDatabase();
    const [a, b] = await Promise.all([startServer(await PostgresStore.open(database.url)), startServer(await PostgresStore.open(database.url))]);
    try {
      const key = await a.key('professional', { dailyLimit: 100 });
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).get('/v1/astrology/natal-chart/demo', key)),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(100);
      expect(statuses.filter((s) => s === 429)).toHaveLength(100);
      // The other instance sees the same usage.
      const record = await b.store.authenticate(key);
      expect(await b.store.usage(record!.id)).toMatchObject({ dailyUsed: 100, creditsUsed: 100 });
    } finally {
      await Promise.all([a.close(), b.close()]);
      await database.dispose();
    }
  });
});
