/**
 * A PostgreSQL outage under load, on a cluster of its own (test/helpers/pg-cluster.ts): stopped with
 * `pg_ctl -m fast stop` as an administrator would, then started again. The process must not die
 * (an unhandled 'error' event would fail this test file), calls must fail fast with
 * StoreUnavailableError, the app must answer 503 in each route's style with Retry-After and /readyz
 * 503, and everything must work again on the same store object once the server is back. Then a
 * network partition (a relay that stops carrying bytes, no connection closed): the store's own
 * time-outs must answer within 5 s (3 s and the scheduling of a loaded machine).
 */
import { createServer, connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { PostgresStore } from '../../src/access/postgres-store.js';
import { StoreUnavailableError } from '../../src/access/store.js';
import { startServer, type TestServer } from '../helpers/app.js';
import { createCluster, type Cluster } from '../helpers/pg-cluster.js';

let cluster: Cluster;
let store: PostgresStore;
/** A second service instance on the same database, as in the reported outage. */
let second: PostgresStore;
let server: TestServer;
beforeAll(async () => {
  cluster = await createCluster();
  store = await PostgresStore.open(cluster.url);
  second = await PostgresStore.open(cluster.url);
  server = await startServer(store);
});
afterAll(async () => {
  await server.close();
  await second.close();
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
    // Twelve clients on each instance charging in a loop, as the service's requests do.
    const clients = Array.from({ length: 24 }, async (_, i) => {
      const instance = i % 2 ? second : store;
      while (running) {
        try {
          if ((await instance.consume({ keyId: record.id, items: item })).allowed) allowed++;
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
    // Each kind of call, on both instances, rejects with StoreUnavailableError within 2 s of its start.
    const calls = [store, second].flatMap((instance) => [
      instance.ping(),
      instance.consume({ keyId: record.id, items: item }),
      instance.refund({ keyId: record.id, items: item, now: new Date() }),
      instance.authenticate(key),
      instance.usage(record.id),
    ]);
    const outcomes = await Promise.all(calls.map((call) => call.then(() => 'resolved', (err: unknown) => err)));
    expect(performance.now() - started).toBeLessThan(2_000);
    for (const outcome of outcomes) expect(outcome).toBeInstanceOf(StoreUnavailableError);

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
      await timed(server.post('/graphql', { query: '{ westernNatalChartDemo { info { name } } }' }, key, { Accept: 'application/json' })),
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
    await second.ping();
    expect((await second.usage(record.id)).dailyUsed).toBe(allowed + 1);
    expect(server.errors).toEqual([]);
  });
});

/**
 * A TCP relay to the cluster that can be cut like a network partition: while cut, its sockets stay
 * open but nothing is read from them (bytes wait in the kernel, as TCP retransmits them); healed,
 * they flow again.
 */
async function relay(port: number): Promise<{ url: string; cut(): void; heal(): void; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let cut = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
    if (cut) socket.pause();
  };
  const server = createServer((inbound) => {
    const outbound = connect(port, '127.0.0.1');
    for (const [from, to] of [[inbound, outbound], [outbound, inbound]]) {
      track(from);
      from.on('data', (chunk) => to.write(chunk));
      from.on('close', () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `postgresql://postgres@127.0.0.1:${(server.address() as { port: number }).port}/postgres`,
    cut() {
      cut = true;
      for (const socket of sockets) socket.pause();
    },
    heal() {
      cut = false;
      for (const socket of sockets) socket.resume();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('PostgreSQL behind a network partition', () => {
  it('every kind of call rejects with StoreUnavailableError after the 3 s time-outs, and works again once healed', async () => {
    const link = await relay(Number(new URL(cluster.url).port));
    const partitioned = await PostgresStore.open(link.url);
    onTestFinished(async () => {
      await partitioned.close();
      await link.close();
    });
    const { record, key } = await partitioned.createKey({ name: 'Alice', tier: 'developer' });
    const now = new Date();
    for (let i = 0; i < 3; i++) await partitioned.consume({ keyId: record.id, items: item, now });

    link.cut();
    // Pooled connections wait for the query time-out (3 s), new ones for the connect time-out (3 s).
    const started = performance.now();
    const outcomes = await Promise.all(
      [
        partitioned.ping(),
        partitioned.consume({ keyId: record.id, items: item, now }),
        partitioned.refund({ keyId: record.id, items: item, now }),
        partitioned.authenticate(key),
        partitioned.usage(record.id, now),
      ].map((call) => call.then(() => 'resolved', (err: unknown) => err)),
    );
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(3_000);
    expect(elapsed).toBeLessThan(5_000);
    for (const outcome of outcomes) expect(outcome).toBeInstanceOf(StoreUnavailableError);

    link.heal();
    // The timed-out connections were destroyed, not returned to the pool: the same store works.
    expect(await partitioned.consume({ keyId: record.id, items: item, now })).toMatchObject({ allowed: true, dailyUsed: 4 });
    expect(await partitioned.usage(record.id, now)).toMatchObject({ dailyUsed: 4, creditsUsed: 4 });
  });
});
