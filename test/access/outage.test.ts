/**
 * A PostgreSQL outage under load, on a cluster of its own (test/helpers/pg-cluster.ts): stopped with
 * `pg_ctl -m fast stop` as an administrator would, then started again. The process must not die
 * (an unhandled 'error' event would fail this test file), calls must fail fast with
 * StoreUnavailableError, the app must answer 503 in each route's style with Retry-After and /readyz
 * 503, and everything must work again on the same store object once the server is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStore } from '../../src/access/postgres-store.js';
import { StoreUnavailableError } from '../../src/access/store.js';
import { startServer, type TestServer } from '../helpers/app.js';
import { createCluster, type Cluster } from '../helpers/pg-cluster.js';

let cluster: Cluster;
let store: PostgresStore;
let server: TestServer;
beforeAll(async () => {
  cluster = await createCluster();
  store = await PostgresStore.open(cluster.url);
  server = await startServer(store);
});
afterAll(async () => {
  await server.close();
  cluster.remove();
});

const item = [{ feature: 'natal-chart-demo', requests: 1, credits: 1 }] as const;

describe('PostgreSQL stopped mid-load and started again', () => {
  it('no crash, 503 with Retry-After within 2 s in every style, /readyz 503, then recovery with exact usage', async () => {
    const key = await server.key('enterprise');
    const record = (await store.authenticate(key))!;
    let allowed = 0;
    let running = true;
    const failures: unknown[] = [];
    // Twelve clients charging in a loop, as the service's requests do.
    const clients = Array.from({ length: 12 }, async () => {
      while (running) {
        try {
          if ((await store.consume({ keyId: record.id, items: item })).allowed) allowed++;
        } catch (err) {
          failures.push(err);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(allowed).toBeGreaterThan(0);

    cluster.stop();
    const started = performance.now();
    await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.consume({ keyId: record.id, items: item })).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(performance.now() - started).toBeLessThan(2_000);

    const timed = async (request: Promise<Response>) => {
      const t0 = performance.now();
      const res = await request;
      expect(performance.now() - t0).toBeLessThan(2_000);
      return res;
    };
    const answers = [
      await timed(server.post('/v1/saju/basic', { name: 'x', birthdate: '1990-05-15', gender: 'M' }, key)),
      await timed(server.get('/v1/astrology/natal-chart/demo', key)),
      await timed(server.post('/v1/astrology/firdaria', { birth_date: '1990-05-15', gender: 'male', current_age: 30 }, key)),
      await timed(server.post('/graphql', { query: '{ natalChartDemo { info { name } } }' }, key, { Accept: 'application/json' })),
    ];
    for (const res of answers) {
      expect(res.status, res.url).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
    }
    expect(await answers[0].json()).toEqual({ detail: 'Service temporarily unavailable; retry later' });
    expect((await answers[1].json()).error.code).toBe('SERVICE_UNAVAILABLE');
    expect((await answers[2].json()).error_code).toBe(503);
    expect((await answers[3].json()).errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect((await timed(fetch(`${server.url}/readyz`))).status).toBe(503);
    expect(failures.every((err) => err instanceof StoreUnavailableError)).toBe(true);

    cluster.start();
    // The pool replaces its dead connections: the same store object works again.
    let back = false;
    for (let i = 0; i < 50 && !back; i++) {
      back = await store.ping().then(() => true, () => false);
      if (!back) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(back).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    running = false;
    await Promise.all(clients);
    expect((await server.get('/v1/astrology/natal-chart/demo', key)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    // Every allowed charge is recorded once; none of the failed ones is.
    expect((await store.usage(record.id)).dailyUsed).toBe(allowed + 1);
    expect(server.errors).toEqual([]);
  });
});
