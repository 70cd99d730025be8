/**
 * The access store in one SQLite file (WAL). better-sqlite3 runs each transaction synchronously,
 * so nothing else in this process interleaves with it; BEGIN IMMEDIATE takes the write lock at the
 * start, so transactions of other processes on the same file wait rather than interleave.
 *
 * Charges and refunds are group-committed: those arriving in the same turn of the event loop run in
 * one transaction, in arrival order (see consume), so a busy instance writes the WAL once per batch,
 * not once per request, and no write blocks the event loop waiting for another process's lock.
 */
import Database from 'better-sqlite3';
import { generateKey, hashSecret, parseKey, verifyKey } from './keys.js';
import { creditPeriod, limitsFor, TIERS, utcDay, type Tier } from './plans.js';
import {
  dayBefore,
  daySeries,
  ADMIN_TOKEN_HASH,
  chargeTotals,
  decide,
  IDEMPOTENCY,
  StoreUnavailableError,
  lastUsedDue,
  recordedItems,
  type AccessStore,
  type ConsumeInput,
  type ConsumeResult,
  type DayUsage,
  type IdempotencyClaim,
  type KeyRecord,
  type NewKeyInput,
  type RecordedCharge,
  type StoredResponse,
  type Usage,
} from './store.js';

/** A write waiting for the batch: a charge, or the refund of one. */
type PendingWrite = { charge: RecordedCharge; reject: (err: unknown) => void } & (
  | { kind: 'consume'; resolve(result: ConsumeResult): void }
  | { kind: 'refund'; resolve(): void }
);

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS api_keys (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    tier TEXT NOT NULL CHECK (tier IN (${TIERS.map((tier) => `'${tier}'`).join(', ')})),
    key_hash TEXT NOT NULL,
    daily_limit INTEGER CHECK (daily_limit >= 0),
    credit_limit INTEGER CHECK (credit_limit >= 0),
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    last_used_at TEXT
  );
  CREATE TABLE IF NOT EXISTS key_usage (
    key_id TEXT NOT NULL REFERENCES api_keys (id),
    day TEXT NOT NULL,
    feature TEXT NOT NULL,
    requests INTEGER NOT NULL,
    credits INTEGER NOT NULL,
    PRIMARY KEY (key_id, day, feature)
  );
  CREATE TABLE IF NOT EXISTS settings (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS idempotency_keys (
    key_id TEXT NOT NULL REFERENCES api_keys (id),
    idem_key TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    locked_until INTEGER,
    charged INTEGER NOT NULL DEFAULT 0,
    status INTEGER,
    headers TEXT,
    body BLOB,
    PRIMARY KEY (key_id, idem_key)
  );
  CREATE INDEX IF NOT EXISTS idempotency_keys_created_at ON idempotency_keys (created_at);
`;

interface KeyRow {
  id: string;
  name: string;
  tier: Tier;
  key_hash: string;
  daily_limit: number | null;
  credit_limit: number | null;
  active: number;
  created_at: string;
  last_used_at: string | null;
}

function toRecord({ key_hash: _hash, active, ...row }: KeyRow): KeyRecord {
  return { ...row, active: active === 1 };
}

/**
 * StoreUnavailableError when the file cannot serve the call now (another process held the write
 * lock past the time-out, an I/O error, a full disk), the error itself otherwise.
 */
function storeError(err: unknown): unknown {
  const code = (err as { code?: string }).code ?? '';
  return /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN)/.test(code) ? new StoreUnavailableError(err) : err;
}

/** How long a call waits for another process's write lock before the store counts as unavailable. */
const BUSY_WAIT_MS = 5_000;

export class SqliteStore implements AccessStore {
  private readonly db: Database.Database;
  private readonly sql;
  /** Applies a batch in one transaction; returns how to settle each write once it has committed. */
  private readonly writeInOrder: (writes: PendingWrite[]) => Array<() => void>;
  /** Writes waiting for the batch that runs at the end of this turn of the event loop. */
  private pending: PendingWrite[] = [];
  /** When the pending batch first found the write lock taken. */
  private busySince: number | undefined;
  /** When expired Idempotency-Keys were last deleted. */
  private purgedAt = 0;

  constructor(file: string) {
    // The timeout is how long a transaction waits for another process's write lock.
    this.db = new Database(file, { timeout: BUSY_WAIT_MS });
    this.db.pragma('journal_mode = WAL');
    // In WAL mode NORMAL syncs at checkpoints, not on every commit: a crash of the process loses
    // nothing, a power cut may lose the last few usage increments (SQLite docs, "WAL mode").
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
    this.sql = {
      insertKey: this.db.prepare(
        `INSERT INTO api_keys (id, name, tier, key_hash, daily_limit, credit_limit, active, created_at)
         VALUES (@id, @name, @tier, @key_hash, @daily_limit, @credit_limit, 1, @created_at)`,
      ),
      key: this.db.prepare('SELECT * FROM api_keys WHERE id = ?'),
      allKeys: this.db.prepare('SELECT * FROM api_keys ORDER BY created_at, id'),
      countKeys: this.db.prepare('SELECT COUNT(*) AS n FROM api_keys'),
      deactivate: this.db.prepare('UPDATE api_keys SET active = 0 WHERE id = ?'),
      touch: this.db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?'),
      // Only the rows of the credit period are read (the index range of the primary key); today is
      // inside it. Lifetime credits read the whole history, which a free key's 500 credits keep short.
      usage: this.db.prepare(
        `SELECT COALESCE(SUM(CASE WHEN day = @today THEN requests END), 0) AS dailyUsed,
                COALESCE(SUM(credits), 0) AS creditsUsed
         FROM key_usage WHERE key_id = @keyId AND day >= @start AND day < @end`,
      ),
      record: this.db.prepare(
        `INSERT INTO key_usage (key_id, day, feature, requests, credits) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (key_id, day, feature)
         DO UPDATE SET requests = requests + excluded.requests, credits = credits + excluded.credits`,
      ),
      unrecord: this.db.prepare(
        `UPDATE key_usage SET requests = MAX(0, requests - ?), credits = MAX(0, credits - ?)
         WHERE key_id = ? AND day = ? AND feature = ?`,
      ),
      setting: this.db.prepare('SELECT value FROM settings WHERE name = ?'),
      insertSetting: this.db.prepare('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING'),
      setCharged: this.db.prepare('UPDATE idempotency_keys SET charged = ? WHERE key_id = ? AND idem_key = ?'),
      dropExpired: this.db.prepare('DELETE FROM idempotency_keys WHERE key_id = ? AND idem_key = ? AND created_at < ?'),
      purgeExpired: this.db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?'),
      claim: this.db.prepare(
        `INSERT INTO idempotency_keys (key_id, idem_key, fingerprint, created_at, locked_until) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (key_id, idem_key) DO NOTHING`,
      ),
      resume: this.db.prepare(
        `UPDATE idempotency_keys SET locked_until = @lease WHERE key_id = @keyId AND idem_key = @key AND fingerprint = @fingerprint
           AND status IS NULL AND (locked_until IS NULL OR locked_until < @now) RETURNING charged`,
      ),
      idempotent: this.db.prepare('SELECT fingerprint, status, headers, body FROM idempotency_keys WHERE key_id = ? AND idem_key = ?'),
      saveResponse: this.db.prepare(
        'UPDATE idempotency_keys SET status = ?, headers = ?, body = ?, locked_until = NULL WHERE key_id = ? AND idem_key = ?',
      ),
      forget: this.db.prepare('DELETE FROM idempotency_keys WHERE key_id = ? AND idem_key = ? AND NOT charged AND status IS NULL'),
      unlock: this.db.prepare('UPDATE idempotency_keys SET locked_until = NULL WHERE key_id = ? AND idem_key = ? AND status IS NULL'),
      days: this.db.prepare(
        `SELECT day, SUM(requests) AS requests, SUM(credits) AS credits FROM key_usage
         WHERE key_id = ? AND day BETWEEN ? AND ? GROUP BY day`,
      ),
    };
    // One transaction applies a batch of writes in arrival order. Each charge is decided on the key's
    // usage including the earlier writes of the batch (kept here; re-read from the table when the UTC
    // day changes or after a refund); a charge of an unknown key fails alone.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- a better-sqlite3 transaction is a plain function, called unbound by design
    this.writeInOrder = this.db.transaction((writes: PendingWrite[]) => {
      const keys = new Map<string, { row: KeyRow; day: string; usage: Usage }>();
      return writes.map((write) => {
        const { keyId, items, now, idempotencyKey } = write.charge;
        const day = utcDay(now);
        if (write.kind === 'refund') {
          for (const item of items) this.sql.unrecord.run(item.requests, item.credits, keyId, day, item.feature);
          if (idempotencyKey) this.sql.setCharged.run(0, keyId, idempotencyKey);
          keys.delete(keyId);
          return () => write.resolve();
        }
        let key = keys.get(keyId);
        if (key?.day !== day) {
          const row = key?.row ?? (this.sql.key.get(keyId) as KeyRow | undefined);
          if (!row) return () => write.reject(new Error(`No API key with id ${keyId}`));
          key = { row, day, usage: this.currentUsage(row, now) };
          keys.set(keyId, key);
        }
        const { requests, credits } = chargeTotals(items);
        const result = decide(key.usage, requests, credits);
        const recorded = recordedItems(items);
        if (result.allowed && recorded.length > 0) {
          for (const item of recorded) this.sql.record.run(keyId, day, item.feature, item.requests, item.credits);
          if (idempotencyKey) this.sql.setCharged.run(1, keyId, idempotencyKey);
          const { allowed: _allowed, ...usage } = result;
          key.usage = usage;
          if (lastUsedDue(key.row.last_used_at, now)) {
            key.row = { ...key.row, last_used_at: now.toISOString() };
            this.sql.touch.run(key.row.last_used_at, keyId);
          }
        }
        return () => write.resolve(result);
      });
    }).immediate;
  }

  createKey({ name, tier, dailyLimit, creditLimit }: NewKeyInput): Promise<{ record: KeyRecord; key: string }> {
    return this.guard(() => {
      const { id, key } = generateKey();
      const row = {
        id,
        name,
        tier,
        key_hash: hashSecret(key),
        daily_limit: dailyLimit ?? null,
        credit_limit: creditLimit ?? null,
        active: 1,
        created_at: new Date().toISOString(),
        last_used_at: null,
      };
      this.sql.insertKey.run(row);
      return { record: toRecord(row), key };
    });
  }

  listKeys(now = new Date()): Promise<Array<KeyRecord & { usage: Usage }>> {
    return this.guard(() =>
      (this.sql.allKeys.all() as KeyRow[]).map((row) => ({ ...toRecord(row), usage: this.currentUsage(row, now) })),
    );
  }

  deactivateKey(id: string): Promise<boolean> {
    return this.guard(() => this.sql.deactivate.run(id).changes === 1);
  }

  findKey(id: string): Promise<KeyRecord | null> {
    return this.guard(() => {
      const row = this.sql.key.get(id) as KeyRow | undefined;
      return row ? toRecord(row) : null;
    });
  }

  authenticate(presentedKey: string): Promise<KeyRecord | null> {
    return this.guard(() => {
      const parsed = parseKey(presentedKey);
      const row = parsed && (this.sql.key.get(parsed.id) as KeyRow | undefined);
      return row && verifyKey(presentedKey, row.key_hash) ? toRecord(row) : null;
    });
  }

  /**
   * Group commit: the charge joins the batch that commits at the end of this turn of the event loop
   * (setImmediate), and its promise settles after that commit. Atomicity and durability are those
   * of one transaction per charge; the cost of BEGIN IMMEDIATE … COMMIT is shared by the batch.
   */
  consume({ now = new Date(), ...input }: ConsumeInput): Promise<ConsumeResult> {
    return new Promise((resolve, reject) => this.enqueue({ kind: 'consume', charge: { ...input, now }, resolve, reject }));
  }

  /**
   * Joins the batch like a charge (one write path, in arrival order with the charges, and no wait
   * for another process's lock that blocks the event loop). It always follows its own charge, which
   * has committed before the request could fail.
   */
  refund(charge: RecordedCharge): Promise<void> {
    return new Promise((resolve, reject) => this.enqueue({ kind: 'refund', charge, resolve, reject }));
  }

  private enqueue(write: PendingWrite): void {
    if (this.pending.push(write) === 1) setImmediate(this.commitPending);
  }

  private readonly commitPending = (): void => {
    const batch = this.pending;
    if (batch.length === 0) return;
    let settle: Array<() => void>;
    // Another process (a second worker) may hold the write lock. SQLite's busy handler would sleep
    // this process in steps of up to 100 ms; instead the batch tries without waiting and, if the
    // lock is taken, tries again on the next turn of the event loop, serving other work meanwhile
    // and taking in the writes that arrive (until BUSY_WAIT_MS, then the store is unavailable).
    this.db.pragma('busy_timeout = 0');
    try {
      settle = this.writeInOrder(batch);
    } catch (err) {
      const busy = (err as { code?: string }).code === 'SQLITE_BUSY';
      this.busySince ??= performance.now();
      if (busy && performance.now() - this.busySince < BUSY_WAIT_MS) {
        setImmediate(this.commitPending);
        return;
      }
      this.pending = [];
      this.busySince = undefined;
      for (const { reject } of batch) reject(storeError(err));
      return;
    } finally {
      this.db.pragma(`busy_timeout = ${BUSY_WAIT_MS}`);
    }
    this.pending = [];
    this.busySince = undefined;
    for (const settleOne of settle) settleOne();
  };

  usage(keyId: string, now = new Date()): Promise<Usage> {
    return this.guard(() => this.currentUsage(this.keyRow(keyId), now));
  }

  dailyUsage(keyId: string, days: number, now = new Date()): Promise<DayUsage[]> {
    return this.guard(() =>
      daySeries(days, now, this.sql.days.all(keyId, dayBefore(now, days - 1), utcDay(now)) as DayUsage[]),
    );
  }

  countKeys(): Promise<number> {
    return this.guard(() => (this.sql.countKeys.get() as { n: number }).n);
  }

  adminTokenHash(): Promise<string | null> {
    return this.guard(() => (this.sql.setting.get(ADMIN_TOKEN_HASH) as { value: string } | undefined)?.value ?? null);
  }

  initAdminTokenHash(hash: string): Promise<string> {
    return this.guard(() => {
      this.sql.insertSetting.run(ADMIN_TOKEN_HASH, hash);
      return (this.sql.setting.get(ADMIN_TOKEN_HASH) as { value: string }).value;
    });
  }

  claimIdempotencyKey(keyId: string, key: string, fingerprint: string, now = new Date()): Promise<IdempotencyClaim> {
    return this.guard(() => {
      const t = now.getTime();
      if (t - this.purgedAt >= IDEMPOTENCY.purgeEveryMs) {
        this.purgedAt = t;
        this.sql.purgeExpired.run(t - IDEMPOTENCY.ttlMs);
      }
      this.sql.dropExpired.run(keyId, key, t - IDEMPOTENCY.ttlMs);
      const lease = t + IDEMPOTENCY.leaseMs;
      if (this.sql.claim.run(keyId, key, fingerprint, t, lease).changes === 1) return { state: 'claimed', charged: false };
      const resumed = this.sql.resume.get({ keyId, key, fingerprint, lease, now: t }) as { charged: number } | undefined;
      if (resumed) return { state: 'claimed', charged: resumed.charged === 1 };
      const row = this.sql.idempotent.get(keyId, key) as { fingerprint: string; status: number | null; headers: string; body: Buffer };
      if (row.fingerprint !== fingerprint) return { state: 'conflict' };
      if (row.status === null) return { state: 'running' };
      return { state: 'done', response: { status: row.status, headers: JSON.parse(row.headers) as Record<string, string>, body: row.body } };
    });
  }

  saveIdempotentResponse(keyId: string, key: string, { status, headers, body }: StoredResponse): Promise<void> {
    return this.guard(() => void this.sql.saveResponse.run(status, JSON.stringify(headers), body, keyId, key));
  }

  releaseIdempotencyKey(keyId: string, key: string): Promise<void> {
    return this.guard(() => {
      // Uncharged: forgotten, so that any request may use the key; charged: kept for the retry.
      this.sql.forget.run(keyId, key);
      this.sql.unlock.run(keyId, key);
    });
  }

  ping(): Promise<void> {
    return this.guard(() => void this.db.prepare('SELECT 1').get());
  }

  async close(): Promise<void> {
    // The batch already scheduled (setImmediate) settles first, retries on a taken lock included.
    while (this.pending.length > 0) await new Promise((resolve) => setImmediate(resolve));
    this.db.close();
  }

  /** A call of the database as a promise, its failures mapped by storeError. */
  private guard<T>(work: () => T): Promise<T> {
    try {
      return Promise.resolve(work());
    } catch (err) {
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes on what the database threw, as storeError maps it
      return Promise.reject(storeError(err));
    }
  }

  private keyRow(keyId: string): KeyRow {
    const row = this.sql.key.get(keyId) as KeyRow | undefined;
    if (!row) throw new Error(`No API key with id ${keyId}`);
    return row;
  }

  private currentUsage(row: KeyRow, now: Date): Usage {
    const period = creditPeriod(row.tier, now);
    const used = this.sql.usage.get({
      keyId: row.id,
      today: utcDay(now),
      start: period?.start ?? '0000-01-01',
      end: period?.end ?? '9999-12-31',
    }) as { dailyUsed: number; creditsUsed: number };
    return { ...used, ...limitsFor(row) };
  }
}
