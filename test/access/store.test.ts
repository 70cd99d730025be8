/**
 * The access store contract, written once and run against SQLite and PostgreSQL (real databases;
 * PostgreSQL comes from test/setup/postgres.ts), plus AccessContext and the middleware on top.
 */
import { execFile } from 'node:child_process';
import { IncomingMessage, ServerResponse, type Server } from 'node:http';
import { Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import express from 'express';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { AccessContext } from '../../src/access/context.js';
import { hashSecret } from '../../src/access/keys.js';
import { accessMiddleware } from '../../src/access/middleware.js';
import { creditsFor, isFeature, nextUtcMidnight, type Feature } from '../../src/access/plans.js';
import { PostgresStore } from '../../src/access/postgres-store.js';
import { freshPostgresDatabase } from '../helpers/postgres.js';
import { SqliteStore } from '../../src/access/sqlite-store.js';
import { StoreUnavailableError, type AccessStore, type ChargeItem } from '../../src/access/store.js';
import { ApiError } from '../../src/errors.js';
import { createAdminToken } from '../../src/portal/auth.js';

/** One call of `feature`, as a request of one operation is charged; its usage_info. */
const chargeOne = (access: AccessContext, feature: Feature) =>
  access.charge([{ feature, requests: 1, credits: creditsFor(feature) }]).then((charge) => charge!.usage);

/** Fresh, empty storage that stores can be opened on, several at once (like service instances). */
interface Backend {
  open(): Promise<AccessStore>;
  /** Every row of the access tables, as text. */
  dump(): Promise<string>;
  dispose(): Promise<void>;
}

const sqlite = {
  name: 'SQLite',
  async create(): Promise<Backend> {
    const dir = mkdtempSync(join(tmpdir(), 'access-test-'));
    const file = join(dir, 'access.db');
    return {
      open: async () => new SqliteStore(file),
      async dump() {
        const db = new Database(file, { readonly: true });
        try {
          const tables = ['api_keys', 'key_usage', 'settings'].map((table) => db.prepare(`SELECT * FROM ${table}`).all());
          return JSON.stringify(tables);
        } finally {
          db.close();
        }
      },
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
};

const postgres = {
  name: 'PostgreSQL',
  async create(): Promise<Backend> {
    const database = await freshPostgresDatabase();
    return {
      open: () => PostgresStore.open(database.url),
      async dump() {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          const keys = await client.query('SELECT * FROM api_keys');
          const usage = await client.query('SELECT * FROM key_usage');
          const settings = await client.query('SELECT * FROM settings');
          return JSON.stringify([keys.rows, usage.rows, settings.rows]);
        } finally {
          await client.end();
        }
      },
      dispose: database.dispose,
    };
  },
};

/** A real response object for AccessContext to set headers on. */
function response(): ServerResponse {
  return new ServerResponse(new IncomingMessage(new Socket()));
}

const at = (iso: string) => new Date(iso);

describe.each([sqlite, postgres])('$name access store', (backendType) => {
  let backend: Backend | undefined;
  const open = new Set<AccessStore>();
  let store: AccessStore;

  async function openStore(): Promise<AccessStore> {
    const opened = await backend!.open();
    open.add(opened);
    return opened;
  }

  async function closeStore(closing: AccessStore): Promise<void> {
    open.delete(closing);
    await closing.close();
  }

  beforeEach(async () => {
    backend = await backendType.create();
    store = await openStore();
  });

  afterEach(async () => {
    vi.unstubAllEnvs();
    await Promise.all([...open].map(closeStore));
    await backend?.dispose();
    backend = undefined;
  });

  it('creates, finds, lists and deactivates keys', async () => {
    const { record, key } = await store.createKey({ name: 'Alice', tier: 'developer' });
    expect(record).toEqual({
      id: expect.stringMatching(/^[a-z2-7]{12}$/),
      name: 'Alice',
      tier: 'developer',
      daily_limit: null,
      credit_limit: null,
      active: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      last_used_at: null,
    });
    expect(key).toMatch(new RegExp(`^sk_${record.id}_[A-Za-z0-9_-]{43}$`));
    const other = await store.createKey({ name: 'Bob', tier: 'enterprise', dailyLimit: 10, creditLimit: 2_500 });

    expect(await store.findKey(record.id)).toEqual(record);
    expect(await store.findKey('nosuchkey234')).toBeNull();
    expect(await store.countKeys()).toBe(2);
    expect(await store.listKeys()).toEqual([
      { ...record, usage: { dailyUsed: 0, dailyLimit: 5_000, creditsUsed: 0, creditLimit: 30_000 } },
      { ...other.record, usage: { dailyUsed: 0, dailyLimit: 10, creditsUsed: 0, creditLimit: 2_500 } },
    ]);

    expect(await store.deactivateKey(record.id)).toBe(true);
    expect(await store.findKey(record.id)).toEqual({ ...record, active: false });
    expect(await store.deactivateKey('nosuchkey234')).toBe(false);
  });

  it('authenticates only the exact key, and tells deactivated keys apart', async () => {
    const { record, key } = await store.createKey({ name: 'Alice', tier: 'free' });
    const other = await store.createKey({ name: 'Bob', tier: 'free' });
    const secret = key.slice(`sk_${record.id}_`.length);

    expect(await store.authenticate(key)).toEqual(record);
    expect(await store.authenticate(`sk_${record.id}_${'A'.repeat(43)}`)).toBeNull(); // wrong secret
    expect(await store.authenticate(`sk_${other.record.id}_${secret}`)).toBeNull(); // secret of another id
    expect(await store.authenticate(`sk_nosuchkey234_${secret}`)).toBeNull(); // unknown id
    for (const malformed of ['', 'sk_', `${key}x`, key.slice(0, -1), record.id]) {
      expect(await store.authenticate(malformed)).toBeNull();
    }

    await store.deactivateKey(record.id);
    expect(await store.authenticate(key)).toEqual({ ...record, active: false });
  });

  it('answers concurrent look-ups each on its own key, and sees a deactivation by another instance at once', async () => {
    const alice = await store.createKey({ name: 'Alice', tier: 'free' });
    const bob = await store.createKey({ name: 'Bob', tier: 'developer' });
    const secret = alice.key.slice(`sk_${alice.record.id}_`.length);
    const presented = [alice.key, bob.key, `sk_${bob.record.id}_${secret}`, `sk_nosuchkey234_${secret}`, alice.key, 'sk_'];
    const expected = [alice.record, bob.record, null, null, alice.record, null];
    // Issued in one turn of the event loop: PostgreSQL looks them up in one batch.
    expect(await Promise.all(presented.map((key) => store.authenticate(key)))).toEqual(expected);

    const other = await openStore();
    await other.deactivateKey(alice.record.id);
    expect(await Promise.all([alice.key, bob.key].map((key) => store.authenticate(key)))).toEqual([
      { ...alice.record, active: false },
      bob.record,
    ]);
  });

  it('stores only a hash of the key', async () => {
    const { record, key } = await store.createKey({ name: 'Alice', tier: 'developer' });
    await store.consume({ keyId: record.id, items: [{ feature: 'saju-basic', requests: 1, credits: 1 }] });
    const secret = key.slice(`sk_${record.id}_`.length);

    const stored = await backend!.dump();
    expect(stored).toContain(hashSecret(key));
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(secret);
  });

  it('gives each tier its credits, and free its 500 once', async () => {
    const limitOf = async (input: Parameters<AccessStore['createKey']>[0]) =>
      (await store.usage((await store.createKey(input)).record.id)).creditLimit;
    expect(await limitOf({ name: 'f', tier: 'free' })).toBe(500);
    expect(await limitOf({ name: 'd', tier: 'developer' })).toBe(30_000);
    expect(await limitOf({ name: 'p', tier: 'professional' })).toBe(150_000);
    expect(await limitOf({ name: 'e', tier: 'enterprise' })).toBe(1_000_000);
    expect(await limitOf({ name: 'e2', tier: 'enterprise', creditLimit: 2_500 })).toBe(2_500);

    // Free credits are spent across months and never come back.
    const { record } = await store.createKey({ name: 'Alice', tier: 'free' });
    const consume = (now: string) =>
      store.consume({ keyId: record.id, items: [{ feature: 'saju-basic', requests: 1, credits: 100 }], now: at(now) });
    for (const month of ['01', '02', '03', '04', '05']) {
      expect(await consume(`2026-${month}-15T12:00:00Z`)).toMatchObject({ allowed: true });
    }
    expect(await consume('2026-06-15T12:00:00Z')).toEqual({
      allowed: false,
      reason: 'credits',
      dailyUsed: 0,
      dailyLimit: 100,
      creditsUsed: 500,
      creditLimit: 500,
    });
    expect(await consume('2031-01-01T00:00:00Z')).toMatchObject({ allowed: false, reason: 'credits' });
  });

  it('resets monthly credits at the start of the UTC month', async () => {
    const { record } = await store.createKey({ name: 'Alice', tier: 'developer', creditLimit: 10 });
    const consume = (now: string) => store.consume({ keyId: record.id, items: [{ feature: 'synastry', requests: 1, credits: 5 }], now: at(now) });

    expect(await consume('2026-01-01T00:00:00Z')).toMatchObject({ allowed: true, creditsUsed: 5 });
    expect(await consume('2026-01-31T23:59:59Z')).toMatchObject({ allowed: true, creditsUsed: 10 });
    expect(await consume('2026-01-31T23:59:59Z')).toMatchObject({ allowed: false, reason: 'credits', creditsUsed: 10 });
    expect(await consume('2026-02-01T00:00:00Z')).toMatchObject({ allowed: true, creditsUsed: 5, creditLimit: 10 });
    expect((await store.usage(record.id, at('2026-01-20T00:00:00Z'))).creditsUsed).toBe(10);
  });

  it('resets the daily limit at UTC midnight and records nothing for refused calls', async () => {
    const { record } = await store.createKey({ name: 'Alice', tier: 'developer', dailyLimit: 2 });
    const consume = (now: string) => store.consume({ keyId: record.id, items: [{ feature: 'transits', requests: 1, credits: 3 }], now: at(now) });

    expect(await consume('2026-03-10T00:00:00Z')).toMatchObject({ allowed: true, dailyUsed: 1, dailyLimit: 2 });
    expect(await consume('2026-03-10T23:59:59Z')).toMatchObject({ allowed: true, dailyUsed: 2, creditsUsed: 6 });
    expect(await consume('2026-03-10T23:59:59Z')).toEqual({
      allowed: false,
      reason: 'daily_limit',
      dailyUsed: 2,
      dailyLimit: 2,
      creditsUsed: 6,
      creditLimit: 30_000,
    });
    expect(await store.usage(record.id, at('2026-03-10T12:00:00Z'))).toMatchObject({ dailyUsed: 2, creditsUsed: 6 });
    expect(await consume('2026-03-11T00:00:00Z')).toMatchObject({ allowed: true, dailyUsed: 1, creditsUsed: 9 });
    // last_used_at is kept to the minute: one second later it is not rewritten, a minute later it is.
    expect((await store.findKey(record.id))?.last_used_at).toBe('2026-03-10T23:59:59.000Z');
    await consume('2026-03-11T00:00:59Z');
    expect((await store.findKey(record.id))?.last_used_at).toBe('2026-03-11T00:00:59.000Z');
  });

  it('takes the daily limit from the key, else the environment, else the tier', async () => {
    const free = (await store.createKey({ name: 'Alice', tier: 'free' })).record;
    const own = (await store.createKey({ name: 'Bob', tier: 'free', dailyLimit: 7 })).record;
    expect((await store.usage(free.id)).dailyLimit).toBe(100);

    vi.stubEnv('DAILY_LIMIT_FREE', '3');
    expect((await store.usage(free.id)).dailyLimit).toBe(3);
    expect((await store.usage(own.id)).dailyLimit).toBe(7);
    const now = at('2026-05-05T10:00:00Z');
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await store.consume({ keyId: free.id, items: [{ feature: 'svg', requests: 1, credits: 2 }], now }));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
  });

  it('reports usage per UTC day', async () => {
    const { record } = await store.createKey({ name: 'Alice', tier: 'professional' });
    await store.consume({ keyId: record.id, items: [{ feature: 'saju-basic', requests: 1, credits: 1 }], now: at('2026-04-28T08:00:00Z') });
    await store.consume({ keyId: record.id, items: [{ feature: 'directions', requests: 1, credits: 4 }], now: at('2026-04-30T08:00:00Z') });
    await store.consume({ keyId: record.id, items: [{ feature: 'saju-basic', requests: 1, credits: 1 }], now: at('2026-04-30T23:00:00Z') });
    await store.consume({ keyId: record.id, items: [{ feature: 'saju-basic', requests: 1, credits: 1 }], now: at('2026-05-01T00:00:00Z') });

    expect(await store.dailyUsage(record.id, 3, at('2026-04-30T23:59:59Z'))).toEqual([
      { day: '2026-04-28', requests: 1, credits: 1 },
      { day: '2026-04-29', requests: 0, credits: 0 },
      { day: '2026-04-30', requests: 2, credits: 5 },
    ]);
  });

  it('AccessContext gates features, charges each call and sets the rate-limit headers', async () => {
    const { record } = await store.createKey({ name: 'Alice', tier: 'free', dailyLimit: 3 });
    const res = response();
    const access = new AccessContext(store, record, res);

    await expect(chargeOne(access, 'transits')).rejects.toMatchObject({ status: 403, code: 'FEATURE_NOT_AVAILABLE' });
    expect((await store.usage(record.id)).dailyUsed).toBe(0);

    expect(await chargeOne(access, 'saju-basic')).toEqual({
      feature: 'saju-basic',
      user: 'Alice',
      used: 1,
      limit: 500,
      remaining: 499,
    });
    expect(await chargeOne(access, 'natal-chart')).toMatchObject({ feature: 'natal-chart', used: 3, remaining: 497 });
    expect(res.getHeader('X-RateLimit-Limit')).toBe(3);
    expect(res.getHeader('X-RateLimit-Remaining')).toBe(1);
    expect(res.getHeader('X-RateLimit-Reset')).toBe(nextUtcMidnight(new Date()));

    await chargeOne(access, 'svg');
    const refused = await chargeOne(access, 'svg').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED' });
    expect(res.getHeader('X-RateLimit-Remaining')).toBe(0);

    const developer = (await store.createKey({ name: 'Bob', tier: 'developer' })).record;
    const developerAccess = new AccessContext(store, developer, response());
    expect(await chargeOne(developerAccess, 'transits')).toMatchObject({ used: 3, limit: 30_000 });
  });

  it('allows exactly the daily limit under 200 concurrent calls', async () => {
    const { record } = await store.createKey({ name: 'Alice', tier: 'developer', dailyLimit: 100 });
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 200 }, () => store.consume({ keyId: record.id, items: [{ feature: 'saju-analysis', requests: 1, credits: 2 }], now })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(100);
    expect(results.filter((r) => r.reason === 'daily_limit')).toHaveLength(100);
    expect(await store.usage(record.id, now)).toMatchObject({ dailyUsed: 100, creditsUsed: 200 });
  });

  it('charges several items at once, all or nothing, requests counted against the daily limit', async () => {
    const { record } = await store.createKey({ name: 'Alice', tier: 'developer', dailyLimit: 100, creditLimit: 50 });
    const now = new Date('2026-08-10T10:00:00Z');
    const items = [
      { feature: 'natal-chart', requests: 3, credits: 6 },
      { feature: 'svg', requests: 0, credits: 4 },
    ] as const;
    expect(await store.consume({ keyId: record.id, items, now })).toMatchObject({ allowed: true, dailyUsed: 3, creditsUsed: 10 });
    expect(await store.dailyUsage(record.id, 1, now)).toEqual([{ day: '2026-08-10', requests: 3, credits: 10 }]);
    // 105 requests do not fit a limit of 100: refused, nothing recorded.
    expect(await store.consume({ keyId: record.id, items: [{ feature: 'saju-basic', requests: 105, credits: 1 }], now })).toMatchObject({
      allowed: false,
      reason: 'daily_limit',
      dailyUsed: 3,
    });
    // Requests that fit with credits that do not: refused whole.
    expect(await store.consume({ keyId: record.id, items: [{ feature: 'saju-basic', requests: 1, credits: 1 }, { feature: 'svg', requests: 0, credits: 40 }], now })).toMatchObject({
      allowed: false,
      reason: 'credits',
    });
    expect(await store.usage(record.id, now)).toMatchObject({ dailyUsed: 3, creditsUsed: 10 });
  });

  it('allows a charge of nothing without recording anything, last_used_at included', async () => {
    const { record } = await store.createKey({ name: 'Alice', tier: 'free', dailyLimit: 1, creditLimit: 0 });
    const before = await backend!.dump();
    for (const items of [[], [{ feature: 'saju-basic', requests: 0, credits: 0 }]] as const) {
      expect(await store.consume({ keyId: record.id, items })).toEqual({
        allowed: true,
        dailyUsed: 0,
        dailyLimit: 1,
        creditsUsed: 0,
        creditLimit: 0,
      });
    }
    expect(await backend!.dump()).toBe(before);
  });

  it('allows exactly the daily limit under 200 concurrent charges of mixed shapes, and records each allowed one whole', async () => {
    const { record } = await store.createKey({ name: 'Alice', tier: 'developer', dailyLimit: 100 });
    const now = new Date();
    // One request each (so exactly 100 fit), of one to three items, several features and credits.
    const shapes: ReadonlyArray<readonly ChargeItem[]> = [
      [{ feature: 'natal-chart', requests: 1, credits: 2 }],
      [{ feature: 'synastry', requests: 1, credits: 5 }, { feature: 'svg', requests: 0, credits: 2 }],
      [{ feature: 'saju-basic', requests: 1, credits: 1 }, { feature: 'svg', requests: 0, credits: 2 }, { feature: 'svg', requests: 0, credits: 2 }],
      [{ feature: 'transits', requests: 1, credits: 3 }],
    ];
    const charges = Array.from({ length: 200 }, (_, i) => shapes[(i * 7) % shapes.length]);
    const results = await Promise.all(charges.map((items) => store.consume({ keyId: record.id, items, now })));
    expect(results.filter((r) => r.allowed)).toHaveLength(100);
    const credits = charges
      .filter((_, i) => results[i].allowed)
      .flat()
      .reduce((sum, item) => sum + item.credits, 0);
    expect(await store.usage(record.id, now)).toMatchObject({ dailyUsed: 100, creditsUsed: credits });
  });

  it('a refund takes back exactly what its charge recorded, on the charge’s own day, never below zero', async () => {
    const { record } = await store.createKey({ name: 'Alice', tier: 'developer', dailyLimit: 10 });
    const monday = new Date('2026-08-10T23:59:59Z');
    const tuesday = new Date('2026-08-11T00:00:01Z');
    const items = [{ feature: 'synastry', requests: 2, credits: 10 }, { feature: 'svg', requests: 0, credits: 2 }] as const;
    await store.consume({ keyId: record.id, items, now: monday });
    await store.consume({ keyId: record.id, items: [{ feature: 'synastry', requests: 1, credits: 5 }], now: tuesday });
    await store.refund({ keyId: record.id, items, now: monday });
    expect(await store.dailyUsage(record.id, 2, tuesday)).toEqual([
      { day: '2026-08-10', requests: 0, credits: 0 },
      { day: '2026-08-11', requests: 1, credits: 5 },
    ]);
    await store.refund({ keyId: record.id, items, now: monday });
    expect(await store.usage(record.id, monday)).toMatchObject({ dailyUsed: 0, creditsUsed: 5 });
  });

  it('charges and refunds racing: the limit holds and the usage is what the allowed, unrefunded charges add to', async () => {
    const { record } = await store.createKey({ name: 'Alice', tier: 'developer', dailyLimit: 100 });
    const now = new Date();
    const item = [{ feature: 'transits', requests: 1, credits: 3 }] as const;
    const results = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const result = await store.consume({ keyId: record.id, items: item, now });
        // Every fourth allowed one fails and is refunded, while the others race on.
        if (result.allowed && i % 4 === 0) {
          await store.refund({ keyId: record.id, items: item, now });
          return 'refunded';
        }
        return result.allowed ? 'kept' : 'refused';
      }),
    );
    const kept = results.filter((r) => r === 'kept').length;
    expect(kept).toBeLessThanOrEqual(100);
    expect(results.filter((r) => r !== 'refused').length).toBeGreaterThanOrEqual(100);
    expect(await store.usage(record.id, now)).toMatchObject({ dailyUsed: kept, creditsUsed: 3 * kept });
  });

  it('allows exactly the daily limit when two instances race', async () => {
    const { record } = await store.createKey({ name: 'Alice', tier: 'developer', dailyLimit: 100 });
    const instances = [store, await openStore()];
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        instances[i % 2].consume({ keyId: record.id, items: [{ feature: 'jami-analysis', requests: 1, credits: 3 }], now }),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(100);
    expect(await instances[1].usage(record.id, now)).toMatchObject({ dailyUsed: 100, creditsUsed: 300 });
  });

  it('keeps keys and counts when closed and reopened', async () => {
    const { record, key } = await store.createKey({ name: 'Alice', tier: 'professional' });
    const now = new Date();
    for (let i = 0; i < 3; i++) await store.consume({ keyId: record.id, items: [{ feature: 'directions', requests: 1, credits: 4 }], now });
    await closeStore(store);

    const reopened = await openStore();
    expect(await reopened.authenticate(key)).toMatchObject({ id: record.id, last_used_at: now.toISOString() });
    expect(await reopened.usage(record.id, now)).toMatchObject({ dailyUsed: 3, creditsUsed: 12 });
    await reopened.ping();
  });

  it('stores the admin token hash once: of instances racing, the first insert wins', async () => {
    const other = await openStore();
    expect(await store.adminTokenHash()).toBeNull();
    const [first, second] = [hashSecret('first token'), hashSecret('second token')];
    const results = await Promise.all([store.initAdminTokenHash(first), other.initAdminTokenHash(second)]);
    expect([first, second]).toContain(results[0]);
    expect(results[1]).toBe(results[0]);
    expect(await other.adminTokenHash()).toBe(results[0]);
    expect(await store.initAdminTokenHash(hashSecret('third token'))).toBe(results[0]);
  });

  it('creates the portal admin token on one of several instances starting together, once', async () => {
    const instances = [store, await openStore(), await openStore()];
    const tokens = await Promise.all(instances.map(createAdminToken));
    const created = tokens.filter((token) => token !== null);
    expect(created).toHaveLength(1);
    const [token] = created;
    expect(token).toMatch(/^adm_[A-Za-z0-9_-]{43}$/);
    expect(await instances[2].adminTokenHash()).toBe(hashSecret(token));
    // A restart finds the hash and prints nothing.
    expect(await createAdminToken(await openStore())).toBeNull();

    const stored = await backend!.dump();
    expect(stored).toContain(hashSecret(token));
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(token.slice(4));
  });

  describe('accessMiddleware', () => {
    let server: Server | undefined;
    let base: string;

    beforeEach(async () => {
      const app = express();
      app.use(
        accessMiddleware(store, {
          onError: (_req, res, err) => void res.status(err.status).json({ code: err.code, message: err.message }),
          isPublic: (req) => req.path === '/health',
        }),
      );
      app.get('/health', (_req, res) => void res.json({ access: res.locals.access ?? null }));
      app.get('/charge/:feature', async (req, res) => {
        const feature = String(req.params.feature);
        if (!isFeature(feature)) return void res.sendStatus(404);
        try {
          res.json(await chargeOne(res.locals.access as AccessContext, feature));
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          res.status(err.status).json({ code: err.code, message: err.message });
        }
      });
      const listening = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => listening.once('listening', resolve));
      server = listening;
      base = `http://127.0.0.1:${(listening.address() as { port: number }).port}`;
    });

    afterEach(async () => {
      // No server when the store could not be opened.
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
      server = undefined;
    });

    const get = (url: string, key?: string) => fetch(url, { headers: key === undefined ? {} : { 'X-API-Key': key } });

    it('answers 401 without a key or with an unknown one, 403 when deactivated, without echoing the key', async () => {
      const { record, key } = await store.createKey({ name: 'Alice', tier: 'free' });
      const missing = await get(`${base}/charge/saju-basic`);
      expect(missing.status).toBe(401);
      expect(missing.headers.get('www-authenticate')).toBe('ApiKey header="X-API-Key"');
      expect(await missing.json()).toMatchObject({ code: 'UNAUTHORIZED' });

      const wrong = `sk_${record.id}_${'B'.repeat(43)}`;
      const unknown = await get(`${base}/charge/saju-basic`, wrong);
      expect(unknown.status).toBe(401);
      expect(unknown.headers.get('www-authenticate')).toBe('ApiKey header="X-API-Key"');
      expect(await unknown.text()).not.toContain(wrong);

      await store.deactivateKey(record.id);
      const deactivated = await get(`${base}/charge/saju-basic`, key);
      expect(deactivated.status).toBe(403);
      expect(await deactivated.text()).not.toContain(key);
      expect((await store.usage(record.id)).dailyUsed).toBe(0);
    });

    it('lets a valid key through with the rate-limit headers, and public paths without a key', async () => {
      const { key } = await store.createKey({ name: 'Alice', tier: 'free', dailyLimit: 1 });
      const first = await get(`${base}/charge/saju-basic`, key);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ feature: 'saju-basic', user: 'Alice', used: 1, limit: 500, remaining: 499 });
      expect(first.headers.get('X-RateLimit-Limit')).toBe('1');
      expect(first.headers.get('X-RateLimit-Remaining')).toBe('0');
      expect(first.headers.get('X-RateLimit-Reset')).toMatch(/^\d+$/);

      const second = await get(`${base}/charge/saju-basic`, key);
      expect(second.status).toBe(429);
      expect(second.headers.get('X-RateLimit-Remaining')).toBe('0');

      const health = await get(`${base}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ access: null });
    });
  });
});

describe('SQLite store: group commit and several processes', () => {
  it('decides the charges of one turn of the event loop in arrival order, each on the usage before it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'access-test-'));
    const store = new SqliteStore(join(dir, 'access.db'));
    onTestFinished(async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    });
    const alice = (await store.createKey({ name: 'Alice', tier: 'developer', dailyLimit: 2 })).record;
    const bob = (await store.createKey({ name: 'Bob', tier: 'developer', creditLimit: 10 })).record;
    const now = new Date('2026-07-01T23:59:59Z');
    const tomorrow = new Date('2026-07-02T00:00:00Z');
    const charge = (keyId: string, credits: number, at = now) =>
      store.consume({ keyId, items: [{ feature: 'transits', requests: 1, credits }], now: at }).then(
        (result) => (result.allowed ? `${result.dailyUsed}/${result.creditsUsed}` : result.reason),
        (err: Error) => err.message,
      );
    // One batch (one transaction): an unknown key fails alone, the others go on.
    const results = await Promise.all([
      charge(alice.id, 3),
      charge(bob.id, 4),
      charge('nosuchkey', 1),
      charge(alice.id, 3),
      charge(bob.id, 4),
      charge(alice.id, 3),
      charge(bob.id, 4),
      charge(alice.id, 3, tomorrow),
      charge(bob.id, 2),
    ]);
    expect(results).toEqual([
      '1/3',
      '1/4',
      'No API key with id nosuchkey',
      '2/6',
      '2/8',
      'daily_limit',
      'credits',
      // A new UTC day: the daily count starts again, the month's credits go on.
      '1/9',
      '3/10',
    ]);
    expect(await store.usage(alice.id, tomorrow)).toMatchObject({ dailyUsed: 1, creditsUsed: 9 });
    expect(await store.usage(bob.id, now)).toMatchObject({ dailyUsed: 3, creditsUsed: 10 });
  });

  it('a write lock held by another process past the time-out is StoreUnavailableError; the event loop keeps serving meanwhile', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'access-test-'));
    const file = join(dir, 'access.db');
    const store = new SqliteStore(file);
    const other = new Database(file);
    onTestFinished(async () => {
      other.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    });
    const { record } = await store.createKey({ name: 'Alice', tier: 'developer' });
    const now = new Date();
    const items = [{ feature: 'svg', requests: 1, credits: 2 }] as const;
    await store.consume({ keyId: record.id, items, now });

    other.exec('BEGIN IMMEDIATE');
    const started = performance.now();
    const failures = Promise.all(
      [store.consume({ keyId: record.id, items, now }), store.refund({ keyId: record.id, items, now })].map((write) =>
        write.then(
          () => 'settled',
          (err: unknown) => err,
        ),
      ),
    );
    // Timers fire on time while the batch waits for the lock.
    const lateness = await new Promise<number>((resolve) => {
      const t0 = performance.now();
      setTimeout(() => resolve(performance.now() - t0 - 100), 100);
    });
    expect(lateness).toBeLessThan(50);
    for (const failure of await failures) {
      expect(failure).toBeInstanceOf(StoreUnavailableError);
      expect(failure).toMatchObject({ message: 'Access store unavailable', retryAfterSeconds: 5 });
    }
    // The time-out is 5 s, and reads (WAL) were never blocked.
    expect(performance.now() - started).toBeGreaterThanOrEqual(5_000);
    expect(performance.now() - started).toBeLessThan(6_000);
    expect(await store.usage(record.id, now)).toMatchObject({ dailyUsed: 1, creditsUsed: 2 });

    other.exec('COMMIT');
    expect(await store.consume({ keyId: record.id, items, now })).toMatchObject({ allowed: true, dailyUsed: 2, creditsUsed: 4 });
  });

  it('commits the pending charges when closed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'access-test-'));
    const file = join(dir, 'access.db');
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const store = new SqliteStore(file);
    const { record } = await store.createKey({ name: 'Alice', tier: 'developer' });
    const charged = store.consume({ keyId: record.id, items: [{ feature: 'svg', requests: 1, credits: 2 }] });
    await store.close();
    expect(await charged).toMatchObject({ allowed: true, dailyUsed: 1 });
    const reopened = new SqliteStore(file);
    expect(await reopened.usage(record.id)).toMatchObject({ dailyUsed: 1, creditsUsed: 2 });
    await reopened.close();
  });


  it('allows exactly the daily limit when two processes race on one file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'access-test-'));
    const file = join(dir, 'access.db');
    const store = new SqliteStore(file);
    try {
      const { record } = await store.createKey({ name: 'Alice', tier: 'developer', dailyLimit: 100 });
      const storeModule = new URL('../../src/access/sqlite-store.ts', import.meta.url).href;
      const script = `
        const { SqliteStore } = await import(${JSON.stringify(storeModule)});
        const store = new SqliteStore(${JSON.stringify(file)});
        await new Promise((resolve) => setTimeout(resolve, Number(process.argv[1]) - Date.now()));
        let allowed = 0;
        for (let i = 0; i < 100; i++) {
          const result = await store.consume({ keyId: ${JSON.stringify(record.id)}, items: [{ feature: 'svg', requests: 1, credits: 2 }] });
          if (result.allowed) allowed++;
        }
        await store.close();
        console.log(allowed);`;
      // Both processes start consuming at the same moment, after their start-up.
      const startAt = String(Date.now() + 3_000);
      const run = () =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, startAt]);
      const outputs = await Promise.all([run(), run()]);
      expect(outputs.reduce((sum, { stdout }) => sum + Number(stdout), 0)).toBe(100);
      expect(await store.usage(record.id)).toMatchObject({ dailyUsed: 100, creditsUsed: 200 });
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
