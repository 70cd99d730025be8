/**
 * The access store in PostgreSQL, shared by several service instances. Charges and refunds are
 * group-committed (consume): a batch runs in one transaction that first locks its keys' rows in id
 * order (SELECT … ORDER BY id FOR UPDATE), so batches of every instance touching a key queue on
 * its lock, each sees every earlier one's committed usage, and no two batches can deadlock.
 */
import pg from 'pg';
import { defaultLogger } from '../observability/logger.js';
import { Batcher } from './batcher.js';
import { generateKey, hashSecret, parseKey, verifyKey } from './keys.js';
import { calendarMonth, creditPeriod, limitsFor, TIERS, utcDay, type Tier } from './plans.js';
import {
  dayBefore,
  daySeries,
  ADMIN_TOKEN_HASH,
  IDEMPOTENCY,
  StoreUnavailableError,
  type AccessStore,
  type IdempotencyClaim,
  type StoredResponse,
  type ConsumeInput,
  type ConsumeResult,
  type DayUsage,
  type KeyRecord,
  type NewKeyInput,
  type RecordedCharge,
  type RefusalReason,
  type Usage,
} from './store.js';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS api_keys (
    id text PRIMARY KEY,
    name text NOT NULL,
    tier text NOT NULL CHECK (tier IN (${TIERS.map((tier) => `'${tier}'`).join(', ')})),
    key_hash text NOT NULL,
    daily_limit integer CHECK (daily_limit >= 0),
    credit_limit integer CHECK (credit_limit >= 0),
    active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL,
    last_used_at timestamptz
  );
  CREATE TABLE IF NOT EXISTS key_usage (
    key_id text NOT NULL REFERENCES api_keys (id),
    day date NOT NULL,
    feature text NOT NULL,
    requests integer NOT NULL,
    credits integer NOT NULL,
    PRIMARY KEY (key_id, day, feature)
  );
  CREATE TABLE IF NOT EXISTS settings (
    name text PRIMARY KEY,
    value text NOT NULL
  );
  CREATE TABLE IF NOT EXISTS idempotency_keys (
    key_id text NOT NULL REFERENCES api_keys (id),
    idem_key text NOT NULL,
    fingerprint text NOT NULL,
    created_at timestamptz NOT NULL,
    locked_until timestamptz,
    charged boolean NOT NULL DEFAULT false,
    status integer,
    headers text,
    body bytea,
    PRIMARY KEY (key_id, idem_key)
  );
  CREATE INDEX IF NOT EXISTS idempotency_keys_created_at ON idempotency_keys (created_at);

  -- A batch of charges and refunds, in one statement (so in one transaction and one round trip):
  -- the keys' rows locked in id order (batches of several instances cannot deadlock); each write
  -- decided in arrival order on the usage including the batch's earlier writes, as store.ts's
  -- decide does (requests against the daily limit first, then credits against the period's); an
  -- allowed charge records its items (one row per key, day and feature; 0 and 0 records nothing,
  -- and touches no last_used_at, updated at most once a minute) and marks its Idempotency-Key
  -- charged; a refund takes its items back (never below zero) and unmarks it. One row per write:
  -- allowed | daily_limit | credits | refunded | unknown_key, with the usage after (refused: before).
  CREATE OR REPLACE FUNCTION access_charge_batch(
    plans jsonb, refunds boolean[], key_ids text[], days date[], month_starts date[], month_ends date[],
    ats timestamptz[], idem_keys text[], item_writes int[], item_features text[], item_requests int[], item_credits int[]
  ) RETURNS TABLE (outcome text, daily_used int, credits_used int, daily_limit int, credit_limit int)
  LANGUAGE plpgsql AS $fn$
  DECLARE
    used jsonb := '{}';
    k api_keys;
    plan jsonb;
    slot text;
    req int;
    cred int;
    recorded int;
  BEGIN
    PERFORM 1 FROM api_keys WHERE id = ANY(key_ids) ORDER BY id FOR UPDATE;
    FOR w IN 1 .. coalesce(array_length(key_ids, 1), 0) LOOP
      SELECT * INTO k FROM api_keys WHERE id = key_ids[w];
      IF NOT FOUND THEN
        outcome := 'unknown_key'; daily_used := 0; credits_used := 0; daily_limit := 0; credit_limit := 0;
        RETURN NEXT;
        CONTINUE;
      END IF;
      plan := plans -> k.tier;
      daily_limit := COALESCE(k.daily_limit, (plan ->> 'daily')::int);
      credit_limit := COALESCE(k.credit_limit, (plan ->> 'credits')::int);
      slot := k.id || ' ' || days[w];
      IF NOT used ? slot THEN
        SELECT COALESCE(SUM(CASE WHEN u.day = days[w] THEN u.requests END), 0), COALESCE(SUM(u.credits), 0)
          INTO daily_used, credits_used FROM key_usage u
          WHERE u.key_id = k.id
            AND (NOT (plan ->> 'monthly')::boolean OR (u.day >= month_starts[w] AND u.day < month_ends[w]));
        used := used || jsonb_build_object(slot, jsonb_build_array(daily_used, credits_used));
      END IF;
      daily_used := (used -> slot ->> 0)::int;
      credits_used := (used -> slot ->> 1)::int;
      SELECT COALESCE(SUM(t.r), 0), COALESCE(SUM(t.c), 0), COUNT(*) FILTER (WHERE t.r <> 0 OR t.c <> 0)
        INTO req, cred, recorded FROM unnest(item_writes, item_requests, item_credits) AS t(i, r, c) WHERE t.i = w;
      IF refunds[w] THEN
        UPDATE key_usage u SET requests = GREATEST(0, u.requests - t.r), credits = GREATEST(0, u.credits - t.c)
          FROM unnest(item_writes, item_features, item_requests, item_credits) AS t(i, f, r, c)
          WHERE t.i = w AND u.key_id = k.id AND u.day = days[w] AND u.feature = t.f;
        IF idem_keys[w] IS NOT NULL THEN
          UPDATE idempotency_keys SET charged = false WHERE key_id = k.id AND idem_key = idem_keys[w];
        END IF;
        outcome := 'refunded';
        daily_used := GREATEST(0, daily_used - req);
        credits_used := GREATEST(0, credits_used - cred);
      ELSIF daily_used + req > daily_limit THEN
        outcome := 'daily_limit';
      ELSIF credits_used + cred > credit_limit THEN
        outcome := 'credits';
      ELSE
        outcome := 'allowed';
        daily_used := daily_used + req;
        credits_used := credits_used + cred;
        IF recorded > 0 THEN
          INSERT INTO key_usage (key_id, day, feature, requests, credits)
            SELECT k.id, days[w], t.f, SUM(t.r), SUM(t.c)
            FROM unnest(item_writes, item_features, item_requests, item_credits) AS t(i, f, r, c)
            WHERE t.i = w AND (t.r <> 0 OR t.c <> 0) GROUP BY t.f
            ON CONFLICT (key_id, day, feature)
            DO UPDATE SET requests = key_usage.requests + excluded.requests, credits = key_usage.credits + excluded.credits;
          IF k.last_used_at IS NULL OR ats[w] - k.last_used_at >= interval '60 seconds' THEN
            UPDATE api_keys SET last_used_at = ats[w] WHERE id = k.id;
          END IF;
          IF idem_keys[w] IS NOT NULL THEN
            UPDATE idempotency_keys SET charged = true WHERE key_id = k.id AND idem_key = idem_keys[w];
          END IF;
        END IF;
      END IF;
      used := jsonb_set(used, ARRAY[slot], jsonb_build_array(daily_used, credits_used));
      RETURN NEXT;
    END LOOP;
  END
  $fn$;
`;

interface KeyRow {
  id: string;
  name: string;
  tier: Tier;
  key_hash: string;
  daily_limit: number | null;
  credit_limit: number | null;
  active: boolean;
  created_at: Date;
  last_used_at: Date | null;
}

function toRecord({ key_hash: _hash, created_at, last_used_at, ...row }: KeyRow): KeyRecord {
  return { ...row, created_at: created_at.toISOString(), last_used_at: last_used_at?.toISOString() ?? null };
}

/** Anything that runs a query: the store itself (errors mapped) or a client inside a transaction. */
interface Queryable {
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
}

/**
 * How long a call may wait for the database before the request is answered 503: a new connection
 * within 3 s, each query within 3 s. An outage is answered within 3 s; a healthy database on a
 * machine whose cores are saturated (a load average of 12 on 2 cores) was seen to take over 1 s to
 * open a connection in a burst, which 1 s / 1.5 s answered as a false outage. Waiting for a
 * connection of the pool is bounded separately (PoolOptions).
 */
const CONNECT_TIMEOUT_MS = 3_000;
const QUERY_TIMEOUT_MS = 3_000;

export interface PoolOptions {
  /** Connections of this instance (PG_POOL_SIZE). */
  size?: number;
  /** How long a call may queue for a connection of the pool: the request time-out. */
  acquireTimeoutMs?: number;
}

/**
 * Batches (of charges, of key look-ups) one process has under way at once: the next batch is sent
 * while one commits (it then waits for the keys' locks in the database rather than for a round
 * trip here).
 */
const BATCHES_IN_FLIGHT = 2;

export const DEFAULT_POOL = { size: 10, acquireTimeoutMs: 15_000 } as const;

/** A client whose connection attempt alone times out after CONNECT_TIMEOUT_MS (the pool's bound is the queue's). */
class ConnectingClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

/** A key look-up waiting for its batch. */
interface PendingLookup {
  id: string;
  resolve: (row: KeyRow | undefined) => void;
  reject: (err: unknown) => void;
}

/** A write waiting for the batch: a charge, or the refund of one. */
type PendingWrite = { charge: RecordedCharge; reject: (err: unknown) => void } & (
  | { kind: 'consume'; resolve(result: ConsumeResult): void }
  | { kind: 'refund'; resolve(): void }
);

/**
 * One batch in one statement (access_charge_batch, below): each write's arrays, its items'
 * arrays (flattened, by write number), and each tier's limits from plans.ts. Returns how to
 * settle each write after the statement has committed.
 */
async function writeInOrder(client: pg.Pool, batch: PendingWrite[]): Promise<Array<() => void>> {
  const items = batch.flatMap((write, w) => write.charge.items.map((item) => ({ w: w + 1, ...item })));
  const months = batch.map((write) => calendarMonth(write.charge.now));
  const plans = Object.fromEntries(
    TIERS.map((tier) => {
      const { dailyLimit, creditLimit } = limitsFor({ tier, daily_limit: null, credit_limit: null });
      return [tier, { daily: dailyLimit, credits: creditLimit, monthly: creditPeriod(tier, new Date()) !== null }];
    }),
  );
  const { rows } = await client.query<{ outcome: string; daily_used: number; credits_used: number; daily_limit: number; credit_limit: number }>(
    'SELECT * FROM access_charge_batch($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)',
    [
      plans,
      batch.map((write) => write.kind === 'refund'),
      batch.map((write) => write.charge.keyId),
      batch.map((write) => utcDay(write.charge.now)),
      months.map((month) => month.start),
      months.map((month) => month.end),
      batch.map((write) => write.charge.now),
      batch.map((write) => write.charge.idempotencyKey ?? null),
      items.map((item) => item.w),
      items.map((item) => item.feature),
      items.map((item) => item.requests),
      items.map((item) => item.credits),
    ],
  );
  return batch.map((write, i) => {
    const row = rows[i];
    if (write.kind === 'refund') return () => write.resolve();
    if (row.outcome === 'unknown_key') return () => write.reject(new Error(`No API key with id ${write.charge.keyId}`));
    const usage = { dailyUsed: row.daily_used, creditsUsed: row.credits_used, dailyLimit: row.daily_limit, creditLimit: row.credit_limit };
    const result: ConsumeResult =
      row.outcome === 'allowed' ? { ...usage, allowed: true } : { ...usage, allowed: false, reason: row.outcome as RefusalReason };
    return () => write.resolve(result);
  });
}

/**
 * Errors that mean the database cannot be reached, as opposed to a bug: socket errors, pg's own
 * time-outs and lost connections, SQLSTATE class 08 (connection exception), 57P01–57P03 (admin
 * shutdown, crash shutdown, cannot connect now) and 53300 (too many connections).
 */
function isUnavailable(err: unknown): boolean {
  const { code, message } = err as { code?: string; message?: string };
  if (code && (/^(E[A-Z]+|08...|57P0[123]|53300)$/.test(code))) return true;
  return /timeout|Connection terminated|Client has encountered a connection error|not queryable/i.test(message ?? '');
}

/** StoreUnavailableError for an outage, the error itself otherwise. */
function storeError(err: unknown): unknown {
  return isUnavailable(err) ? new StoreUnavailableError(err) : err;
}

export class PostgresStore implements AccessStore {
  /** Charges and refunds, group-committed (consume). */
  private readonly writes = new Batcher<PendingWrite>((batch) => this.commit(batch), BATCHES_IN_FLIGHT);
  /**
   * The key look-ups of authenticate, one statement per batch: each request's look-up is still
   * sent after the request arrived, so a key deactivated before is refused at once, on every instance.
   */
  private readonly lookups = new Batcher<PendingLookup>((batch) => this.lookUp(batch), BATCHES_IN_FLIGHT);
  /** When expired Idempotency-Keys were last deleted. */
  private purgedAt = 0;

  private constructor(private readonly pool: pg.Pool) {}

  /** Connects and creates the schema if missing. */
  static async open(connectionString: string, options: PoolOptions = {}): Promise<PostgresStore> {
    const { size = DEFAULT_POOL.size, acquireTimeoutMs = DEFAULT_POOL.acquireTimeoutMs } = options;
    const pool = new pg.Pool({
      connectionString,
      max: size,
      // A call waits for a free connection of the pool up to acquireTimeoutMs (a queue is no
      // outage); opening a connection has its own short time-out (ConnectingClient).
      connectionTimeoutMillis: acquireTimeoutMs,
      Client: ConnectingClient,
      query_timeout: QUERY_TIMEOUT_MS,
      keepAlive: true,
    });
    // Without listeners, a client losing its connection (idle in the pool, or checked out in a
    // transaction) emits an unhandled 'error' and ends the process; the pool replaces it instead.
    const lost = (err: Error) => defaultLogger().warn({ err }, 'access store: PostgreSQL connection lost');
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    const store = new PostgresStore(pool);
    try {
      await store.transaction(async (client) => {
        // Instances starting together would otherwise race on CREATE TABLE IF NOT EXISTS.
        await client.query("SELECT pg_advisory_xact_lock(hashtext('access-store-schema'))");
        await client.query(SCHEMA);
      });
    } catch (err) {
      await pool.end();
      throw err;
    }
    return store;
  }

  async createKey({ name, tier, dailyLimit, creditLimit }: NewKeyInput): Promise<{ record: KeyRecord; key: string }> {
    const { id, key } = generateKey();
    const { rows } = await this.query<KeyRow>(
      `INSERT INTO api_keys (id, name, tier, key_hash, daily_limit, credit_limit, active, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, true, $7) RETURNING *`,
      [id, name, tier, hashSecret(key), dailyLimit ?? null, creditLimit ?? null, new Date()],
    );
    return { record: toRecord(rows[0]), key };
  }

  async listKeys(now = new Date()): Promise<Array<KeyRecord & { usage: Usage }>> {
    const { rows } = await this.query<KeyRow>('SELECT * FROM api_keys ORDER BY created_at, id');
    return Promise.all(
      rows.map(async (row) => ({ ...toRecord(row), usage: await this.currentUsage(this, row, now) })),
    );
  }

  async deactivateKey(id: string): Promise<boolean> {
    const { rowCount } = await this.query('UPDATE api_keys SET active = false WHERE id = $1', [id]);
    return rowCount === 1;
  }

  async findKey(id: string): Promise<KeyRecord | null> {
    const row = await this.keyRow(this, id);
    return row ? toRecord(row) : null;
  }

  async authenticate(presentedKey: string): Promise<KeyRecord | null> {
    const parsed = parseKey(presentedKey);
    const row = parsed && (await new Promise<KeyRow | undefined>((resolve, reject) => this.lookups.add({ id: parsed.id, resolve, reject })));
    return row && verifyKey(presentedKey, row.key_hash) ? toRecord(row) : null;
  }

  private async lookUp(batch: PendingLookup[]): Promise<void> {
    try {
      const { rows } = await this.query<KeyRow>('SELECT * FROM api_keys WHERE id = ANY($1)', [[...new Set(batch.map((call) => call.id))]]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const { id, resolve } of batch) resolve(byId.get(id));
    } catch (err) {
      for (const { reject } of batch) reject(err);
    }
  }

  /**
   * Group commit: the charge joins the batch that commits next (at most BATCHES_IN_FLIGHT at a time,
   * so a batch gathers the charges and refunds that arrived while the ones before it committed), and its
   * promise settles after that commit. Atomicity and exactness are those of one transaction per
   * charge; the round trip, the row locks and the COMMIT are shared by the batch.
   */
  consume({ now = new Date(), ...input }: ConsumeInput): Promise<ConsumeResult> {
    return new Promise((resolve, reject) => this.writes.add({ kind: 'consume', charge: { ...input, now }, resolve, reject }));
  }

  /** Joins the batch like a charge, in arrival order with the charges (see consume). */
  refund(charge: RecordedCharge): Promise<void> {
    return new Promise((resolve, reject) => this.writes.add({ kind: 'refund', charge, resolve, reject }));
  }

  private async commit(batch: PendingWrite[]): Promise<void> {
    let settle: Array<() => void>;
    try {
      settle = await writeInOrder(this.pool, batch);
    } catch (err) {
      for (const { reject } of batch) reject(storeError(err));
      return;
    }
    for (const settleOne of settle) settleOne();
  }

  async usage(keyId: string, now = new Date()): Promise<Usage> {
    const row = await this.keyRow(this, keyId);
    if (!row) throw new Error(`No API key with id ${keyId}`);
    return this.currentUsage(this, row, now);
  }

  async dailyUsage(keyId: string, days: number, now = new Date()): Promise<DayUsage[]> {
    const { rows } = await this.query<DayUsage>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, SUM(requests)::int AS requests, SUM(credits)::int AS credits
       FROM key_usage WHERE key_id = $1 AND day BETWEEN $2 AND $3 GROUP BY day`,
      [keyId, dayBefore(now, days - 1), utcDay(now)],
    );
    return daySeries(days, now, rows);
  }

  async countKeys(): Promise<number> {
    const { rows } = await this.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM api_keys');
    return rows[0].n;
  }

  async adminTokenHash(): Promise<string | null> {
    const { rows } = await this.query<{ value: string }>('SELECT value FROM settings WHERE name = $1', [
      ADMIN_TOKEN_HASH,
    ]);
    return rows[0]?.value ?? null;
  }

  async initAdminTokenHash(hash: string): Promise<string> {
    // A concurrent insert of the same name waits for the first one's commit, then does nothing;
    // the SELECT (a new statement, so a new snapshot) then reads the winner's value.
    await this.query('INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      ADMIN_TOKEN_HASH,
      hash,
    ]);
    return (await this.adminTokenHash())!;
  }

  async claimIdempotencyKey(keyId: string, key: string, fingerprint: string, now = new Date()): Promise<IdempotencyClaim> {
    await this.purgeIdempotencyKeys(now);
    const expired = new Date(now.getTime() - IDEMPOTENCY.ttlMs);
    const lease = new Date(now.getTime() + IDEMPOTENCY.leaseMs);
    const args = [keyId, key];
    await this.query('DELETE FROM idempotency_keys WHERE key_id = $1 AND idem_key = $2 AND created_at < $3', [...args, expired]);
    const inserted = await this.query(
      `INSERT INTO idempotency_keys (key_id, idem_key, fingerprint, created_at, locked_until) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (key_id, idem_key) DO NOTHING`,
      [...args, fingerprint, now, lease],
    );
    if (inserted.rowCount === 1) return { state: 'claimed', charged: false };
    // A claim that lapsed unanswered (its instance failed or gave it up) is taken over atomically.
    const { rows: resumed } = await this.query<{ charged: boolean }>(
      `UPDATE idempotency_keys SET locked_until = $4 WHERE key_id = $1 AND idem_key = $2 AND fingerprint = $3
         AND status IS NULL AND (locked_until IS NULL OR locked_until < $5) RETURNING charged`,
      [...args, fingerprint, lease, now],
    );
    if (resumed[0]) return { state: 'claimed', charged: resumed[0].charged };
    const { rows } = await this.query<{ fingerprint: string; status: number | null; headers: string | null; body: Buffer | null }>(
      'SELECT fingerprint, status, headers, body FROM idempotency_keys WHERE key_id = $1 AND idem_key = $2',
      args,
    );
    const row = rows[0];
    if (!row) return this.claimIdempotencyKey(keyId, key, fingerprint, now); // deleted meanwhile
    if (row.fingerprint !== fingerprint) return { state: 'conflict' };
    if (row.status === null) return { state: 'running' };
    return { state: 'done', response: { status: row.status, headers: JSON.parse(row.headers ?? '{}') as Record<string, string>, body: row.body ?? Buffer.alloc(0) } };
  }

  async saveIdempotentResponse(keyId: string, key: string, response: StoredResponse): Promise<void> {
    await this.query(
      'UPDATE idempotency_keys SET status = $3, headers = $4, body = $5, locked_until = NULL WHERE key_id = $1 AND idem_key = $2',
      [keyId, key, response.status, JSON.stringify(response.headers), response.body],
    );
  }

  async releaseIdempotencyKey(keyId: string, key: string): Promise<void> {
    // Uncharged: forgotten, so that any request may use the key; charged: kept for the retry.
    await this.query(
      `WITH gone AS (DELETE FROM idempotency_keys WHERE key_id = $1 AND idem_key = $2 AND NOT charged AND status IS NULL)
       UPDATE idempotency_keys SET locked_until = NULL WHERE key_id = $1 AND idem_key = $2 AND charged AND status IS NULL`,
      [keyId, key],
    );
  }

  /** Deletes the expired Idempotency-Keys, at most once per IDEMPOTENCY.purgeEveryMs. */
  private async purgeIdempotencyKeys(now: Date): Promise<void> {
    if (now.getTime() - this.purgedAt < IDEMPOTENCY.purgeEveryMs) return;
    this.purgedAt = now.getTime();
    await this.query('DELETE FROM idempotency_keys WHERE created_at < $1', [new Date(now.getTime() - IDEMPOTENCY.ttlMs)]);
  }

  async ping(): Promise<void> {
    await this.query('SELECT 1');
  }

  async close(): Promise<void> {
    // The batches under way commit first.
    await Promise.all([this.writes.idle(), this.lookups.idle()]);
    await this.pool.end();
  }

  /** A query outside a transaction; an outage becomes StoreUnavailableError. */
  async query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>> {
    try {
      return await this.pool.query<R>(text, values);
    } catch (err) {
      throw storeError(err);
    }
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (err) {
      throw storeError(err);
    }
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      client.release();
      return result;
    } catch (err) {
      // A broken connection is destroyed (release(err)) rather than returned to the pool; a failed
      // ROLLBACK must not hide the error that caused it.
      const broken = isUnavailable(err) || !(await client.query('ROLLBACK').then(() => true, () => false));
      client.release(broken ? (err as Error) : undefined);
      throw storeError(err);
    }
  }

  private async keyRow(db: Queryable, id: string): Promise<KeyRow | undefined> {
    const { rows } = await db.query<KeyRow>('SELECT * FROM api_keys WHERE id = $1', [id]);
    return rows[0];
  }

  private async currentUsage(db: Queryable, row: KeyRow, now: Date): Promise<Usage> {
    const period = creditPeriod(row.tier, now);
    const { rows } = await db.query<{ dailyUsed: number; creditsUsed: number }>(
      // Only the rows of the credit period (today is inside it); lifetime credits read all rows.
      `SELECT COALESCE(SUM(CASE WHEN day = $2::date THEN requests END), 0)::int AS "dailyUsed",
              COALESCE(SUM(credits), 0)::int AS "creditsUsed"
       FROM key_usage
       WHERE key_id = $1 AND day >= COALESCE($3::date, '-infinity') AND day < COALESCE($4::date, 'infinity')`,
      [row.id, utcDay(now), period?.start ?? null, period?.end ?? null],
    );
    return { ...rows[0], ...limitsFor(row) };
  }
}
