/**
 * The access store in PostgreSQL, shared by several service instances. consume() runs in one
 * transaction that first locks the key's row (SELECT … FOR UPDATE): consumes of the same key, from
 * any instance, queue on that lock, and each one's sums see every earlier one's committed usage.
 */
import pg from 'pg';
import { defaultLogger } from '../observability/logger.js';
import { generateKey, hashSecret, parseKey, verifyKey } from './keys.js';
import { creditPeriod, limitsFor, TIERS, utcDay, type Tier } from './plans.js';
import {
  dayBefore,
  daySeries,
  ADMIN_TOKEN_HASH,
  chargeTotals,
  decide,
  lastUsedDue,
  recordedItems,
  StoreUnavailableError,
  type AccessStore,
  type ConsumeInput,
  type ConsumeResult,
  type DayUsage,
  type KeyRecord,
  type NewKeyInput,
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
 * How long a call may wait for the database before the request is answered 503: a connection
 * from the pool (or a new one) within 1 s, each query within 1.5 s. Chosen so that an outage is
 * answered within 2 s (the requests' own time-outs are far longer), and far above a healthy query.
 */
const CONNECT_TIMEOUT_MS = 1_000;
const QUERY_TIMEOUT_MS = 1_500;

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
  private constructor(private readonly pool: pg.Pool) {}

  /** Connects and creates the schema if missing. */
  static async open(connectionString: string): Promise<PostgresStore> {
    const pool = new pg.Pool({
      connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
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
    const row = parsed && (await this.keyRow(this, parsed.id));
    return row && verifyKey(presentedKey, row.key_hash) ? toRecord(row) : null;
  }

  async consume({ keyId, items, now = new Date() }: ConsumeInput): Promise<ConsumeResult> {
    return this.transaction(async (client) => {
      const row = await this.keyRow(client, keyId, 'FOR UPDATE');
      if (!row) throw new Error(`No API key with id ${keyId}`);
      const { requests, credits } = chargeTotals(items);
      const result = decide(await this.currentUsage(client, row, now), requests, credits);
      const recorded = recordedItems(items);
      if (result.allowed && recorded.length > 0) {
        for (const item of recorded) {
          await client.query(
            `INSERT INTO key_usage (key_id, day, feature, requests, credits) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (key_id, day, feature)
             DO UPDATE SET requests = key_usage.requests + excluded.requests, credits = key_usage.credits + excluded.credits`,
            [keyId, utcDay(now), item.feature, item.requests, item.credits],
          );
        }
        if (lastUsedDue(row.last_used_at, now)) {
          await client.query('UPDATE api_keys SET last_used_at = $2 WHERE id = $1', [keyId, now]);
        }
      }
      return result;
    });
  }

  async refund({ keyId, items, now }: Required<ConsumeInput>): Promise<void> {
    await this.transaction(async (client) => {
      // The key's row lock orders the refund with the charges of every instance.
      await this.keyRow(client, keyId, 'FOR UPDATE');
      for (const item of items) {
        await client.query(
          `UPDATE key_usage SET requests = GREATEST(0, requests - $4), credits = GREATEST(0, credits - $5)
           WHERE key_id = $1 AND day = $2 AND feature = $3`,
          [keyId, utcDay(now), item.feature, item.requests, item.credits],
        );
      }
    });
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

  async ping(): Promise<void> {
    await this.query('SELECT 1');
  }

  async close(): Promise<void> {
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

  private async keyRow(db: Queryable, id: string, lock: '' | 'FOR UPDATE' = ''): Promise<KeyRow | undefined> {
    const { rows } = await db.query<KeyRow>(`SELECT * FROM api_keys WHERE id = $1 ${lock}`, [id]);
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
