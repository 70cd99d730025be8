/**
 * Idempotency-Key through the real service, on both stores: a retry gets the first answer and is
 * charged once; another request with the key is refused and charged nothing; concurrent retries
 * run once; the records outlive a restart and expire after 24 hours; a request charged but never
 * answered is run again on retry without a second charge. Also the IETF RateLimit fields.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PostgresStore } from '../../src/access/postgres-store.js';
import { SqliteStore } from '../../src/access/sqlite-store.js';
import { IDEMPOTENCY, type AccessStore } from '../../src/access/store.js';
import { startServer, type TestServer } from '../helpers/app.js';
import { freshPostgresDatabase } from '../helpers/postgres.js';

const seoul = { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' };
const chart = { datetime: '1990-05-15T14:30:00', location: seoul };
const NATAL = '/v1/astrology/natal-chart';

interface Backend {
  open(): Promise<AccessStore>;
  dispose(): Promise<void>;
}

const backends = [
  {
    name: 'SQLite',
    async create(): Promise<Backend> {
      const dir = mkdtempSync(join(tmpdir(), 'idem-'));
      return { open: async () => new SqliteStore(join(dir, 'access.db')), dispose: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'PostgreSQL',
    async create(): Promise<Backend> {
      const database = await freshPostgresDatabase();
      return { open: () => PostgresStore.open(database.url), dispose: database.dispose };
    },
  },
];

describe.each(backends)('Idempotency-Key on the $name store', (backendType) => {
  let backend: Backend;
  let server: TestServer | undefined;

  async function start(): Promise<TestServer> {
    server = await startServer(await backend.open());
    return server;
  }

  afterEach(async () => {
    await server?.close();
    server = undefined;
    await backend?.dispose();
  });

  async function used(s: TestServer, key: string): Promise<number> {
    return (await s.store.usage((await s.store.authenticate(key))!.id)).dailyUsed;
  }

  it('a retry gets the first answer again, charged once; another body with the key is 409, charged nothing', async () => {
    backend = await backendType.create();
    const s = await start();
    const key = await s.key();
    const first = await s.post(NATAL, chart, key, { 'Idempotency-Key': 'order-1' });
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    const again = await s.post(NATAL, chart, key, { 'Idempotency-Key': 'order-1' });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(again.headers.get('x-ratelimit-remaining')).toBe(first.headers.get('x-ratelimit-remaining'));
    // The envelope's timestamp too: the same answer, not a second computation.
    expect(await again.text()).toBe(firstBody);
    expect(await used(s, key)).toBe(1);

    const other = await s.post(NATAL, { ...chart, datetime: '1990-05-15T14:31:00' }, key, { 'Idempotency-Key': 'order-1' });
    expect(other.status).toBe(409);
    expect(((await other.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: expect.stringContaining('order-1'),
    });
    expect(await used(s, key)).toBe(1);

    // Keys belong to their API key: another API key's "order-1" is its own.
    const otherKey = await s.key();
    expect((await s.post(NATAL, chart, otherKey, { 'Idempotency-Key': 'order-1' })).headers.get('idempotent-replayed')).toBeNull();
    expect((await s.post(NATAL, chart, key, { 'Idempotency-Key': ' ' })).status).toBe(400);
  });

  it('concurrent requests with one key run once; GraphQL too', async () => {
    backend = await backendType.create();
    const s = await start();
    const key = await s.key();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => s.post(NATAL, chart, key, { 'Idempotency-Key': 'burst' })),
    );
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(bodies).size).toBe(1);
    expect(answers.filter((r) => r.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    expect(await used(s, key)).toBe(1);

    const query = { query: '{ westernNatalChart(input: {datetime: "1990-05-15T14:30:00", location: {latitude: 37.5, longitude: 127, timezone: "Asia/Seoul"}}) { bodies { sun { sign } } } }' };
    const graphql = await Promise.all(Array.from({ length: 4 }, () => s.post('/graphql', query, key, { 'Idempotency-Key': 'gql' })));
    expect(graphql.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(await Promise.all(graphql.map((r) => r.text()))).size).toBe(1);
    expect(await used(s, key)).toBe(2);
  });

  it('survives a restart; a request charged but never answered runs again on retry without a second charge', async () => {
    backend = await backendType.create();
    let s = await start();
    const key = await s.key();
    const first = await s.post(NATAL, chart, key, { 'Idempotency-Key': 'kept' });
    const firstBody = await first.text();
    // The answer was lost: claimed and charged, then given up (a store failure, a lost client).
    const id = (await s.store.authenticate(key))!.id;
    await s.close();
    s = await start();
    expect(await (await s.post(NATAL, chart, key, { 'Idempotency-Key': 'kept' })).text()).toBe(firstBody);

    const lostBody = { ...chart, datetime: '2000-01-01T00:00:00' };
    expect((await s.post(NATAL, lostBody, key, { 'Idempotency-Key': 'lost' })).status).toBe(200);
    expect(await used(s, key)).toBe(2);
    await forgetAnswer(s.store, id, 'lost');
    const retry = await s.post(NATAL, lostBody, key, { 'Idempotency-Key': 'lost' });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await used(s, key)).toBe(2);
    // And its answer is kept now.
    expect((await s.post(NATAL, lostBody, key, { 'Idempotency-Key': 'lost' })).headers.get('idempotent-replayed')).toBe('true');
    expect(await used(s, key)).toBe(2);
  });

  it('keys expire after 24 hours', async () => {
    backend = await backendType.create();
    const s = await start();
    const key = await s.key();
    const id = (await s.store.authenticate(key))!.id;
    const long = new Date(Date.now() - IDEMPOTENCY.ttlMs - 60_000);
    expect(await s.store.claimIdempotencyKey(id, 'old', 'fingerprint-a', long)).toEqual({ state: 'claimed', charged: false });
    await s.store.saveIdempotentResponse(id, 'old', { status: 200, headers: {}, body: Buffer.from('x') });
    expect((await s.store.claimIdempotencyKey(id, 'old', 'fingerprint-b', new Date(long.getTime() + 1000))).state).toBe('conflict');
    expect(await s.store.claimIdempotencyKey(id, 'old', 'fingerprint-b')).toEqual({ state: 'claimed', charged: false });
  });

  it('answers carry the IETF RateLimit fields beside X-RateLimit-*', async () => {
    backend = await backendType.create();
    const s = await start();
    const key = await s.key('developer', { dailyLimit: 7 });
    const res = await s.post(NATAL, chart, key);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('6');
    expect(res.headers.get('ratelimit-policy')).toBe('"daily";q=7;w=86400');
    const t = Number(/^"daily";r=6;t=(\d+)$/.exec(res.headers.get('ratelimit') ?? '')?.[1]);
    const untilReset = Number(res.headers.get('x-ratelimit-reset')) - Date.now() / 1000;
    expect(Math.abs(t - untilReset)).toBeLessThan(3);
    expect(t).toBeGreaterThan(0);
    expect(t).toBeLessThanOrEqual(86_400);
  });
});

/** Turns a kept answer back into a claim that lapsed, its charge kept: what a lost answer leaves. */
async function forgetAnswer(store: AccessStore, keyId: string, key: string): Promise<void> {
  if (store instanceof SqliteStore) {
    (store as unknown as { db: import('better-sqlite3').Database }).db
      .prepare('UPDATE idempotency_keys SET status = NULL, headers = NULL, body = NULL, locked_until = NULL WHERE key_id = ? AND idem_key = ?')
      .run(keyId, key);
  } else {
    await (store as unknown as { pool: import('pg').Pool }).pool.query(
      'UPDATE idempotency_keys SET status = NULL, headers = NULL, body = NULL, locked_until = NULL WHERE key_id = $1 AND idem_key = $2',
      [keyId, key],
    );
  }
}
