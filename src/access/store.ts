/**
 * The access store: API keys and their usage. Two implementations share this interface and its
 * semantics: SQLite (one machine) and PostgreSQL (several service instances).
 *
 * Usage is recorded per key, UTC day and feature (requests, credits). The daily request count is the
 * sum over today's rows; the credits used are the sum over the tier's credit period (plans.ts).
 * A settings table holds the developer portal's admin token hash (src/portal/auth.ts).
 */
import { utcDay, type Feature, type Tier } from './plans.js';

/** A key as lists and look-ups show it: never its hash. */
export interface KeyRecord {
  /** The public part of the key. */
  id: string;
  name: string;
  tier: Tier;
  /** The key's own daily request limit; null: its tier's. */
  daily_limit: number | null;
  /** The key's own credit limit per period; null: its tier's. */
  credit_limit: number | null;
  active: boolean;
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601, to the minute: see lastUsedDue. */
  last_used_at: string | null;
}

export interface Usage {
  /** Requests today (UTC). */
  dailyUsed: number;
  dailyLimit: number;
  /** Credits used in the current credit period (month, or lifetime for free). */
  creditsUsed: number;
  creditLimit: number;
}

export type RefusalReason = 'daily_limit' | 'credits';

export interface ConsumeResult extends Usage {
  allowed: boolean;
  reason?: RefusalReason;
}

export interface DayUsage {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  requests: number;
  credits: number;
}

export interface NewKeyInput {
  name: string;
  tier: Tier;
  dailyLimit?: number;
  creditLimit?: number;
}

/** One line of a charge: a feature's requests (root operations) and credits. */
export interface ChargeItem {
  feature: Feature;
  requests: number;
  credits: number;
}

export interface ConsumeInput {
  keyId: string;
  items: readonly ChargeItem[];
  now?: Date;
  /**
   * The Idempotency-Key the request claimed (claimIdempotencyKey): an allowed charge marks its
   * record charged, and its refund unmarks it, in the same transaction as the usage.
   */
  idempotencyKey?: string;
}

/** A charge as consume recorded it: on its UTC day. */
export type RecordedCharge = ConsumeInput & { now: Date };

/** A response kept for an Idempotency-Key: what a retry of the same request gets again. */
export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** What claiming an Idempotency-Key found. */
export type IdempotencyClaim =
  /** Run the request. `charged`: an earlier attempt was charged and never answered; do not charge again. */
  | { state: 'claimed'; charged: boolean }
  /** The same request has been answered: send this again. */
  | { state: 'done'; response: StoredResponse }
  /** The key was used with a different request (method, path or body). */
  | { state: 'conflict' }
  /** The same request is running (here or on another instance). */
  | { state: 'running' };

/** How long Idempotency-Keys and their answers are kept, and how long a claim holds a running request. */
export const IDEMPOTENCY = {
  ttlMs: 24 * 3600_000,
  /** Longer than any request runs (its body within the request time-out, then ≤ 250 ms of CPU). */
  leaseMs: 30_000,
  /** Expired records are deleted at most this often per store. */
  purgeEveryMs: 60_000,
} as const;

export interface AccessStore {
  /** Creates a key; `key` is the plaintext, which is not stored and cannot be shown again. */
  createKey(input: NewKeyInput): Promise<{ record: KeyRecord; key: string }>;
  listKeys(now?: Date): Promise<Array<KeyRecord & { usage: Usage }>>;
  /** False when no key has this id. */
  deactivateKey(id: string): Promise<boolean>;
  findKey(id: string): Promise<KeyRecord | null>;
  /**
   * The key the presented plaintext belongs to (active or not), or null. Looks the row up by the
   * key's public id, then compares hashes in constant time, so timing reveals at most whether an id
   * exists, and ids are not secret.
   */
  authenticate(presentedKey: string): Promise<KeyRecord | null>;
  /**
   * Atomically: when today's requests plus the items' requests fit the daily limit and the period's
   * credits plus the items' credits fit the credit limit, records every item (one row per key, UTC
   * day of `now` and feature; items of one feature add up) and allows; otherwise records nothing
   * and refuses, with reason daily_limit checked before credits (decide). Items of 0 requests and
   * 0 credits record nothing, and a charge of only such items does not touch last_used_at.
   * Throws for an unknown key.
   */
  consume(input: ConsumeInput): Promise<ConsumeResult>;
  /**
   * Takes back exactly what an allowed consume with the same input recorded (on the UTC day of
   * `input.now`, the consume's own), never leaving a count below zero: a request that failed.
   */
  refund(input: RecordedCharge): Promise<void>;
  usage(keyId: string, now?: Date): Promise<Usage>;
  /** Requests and credits of each of the last `days` UTC days up to `now`, oldest first. */
  dailyUsage(keyId: string, days: number, now?: Date): Promise<DayUsage[]>;
  countKeys(): Promise<number>;
  /** The stored SHA-256 (hex) of the portal's admin token, or null when none is stored yet. */
  adminTokenHash(): Promise<string | null>;
  /**
   * Stores `hash` as the admin token hash unless one is stored already (insert-if-absent, safe when
   * several instances start together), and returns the stored one: `hash` only if this call won.
   */
  initAdminTokenHash(hash: string): Promise<string>;
  /**
   * Claims the Idempotency-Key `key` of API key `keyId` for a request with this `fingerprint`
   * (method, path and body), atomically among instances: the first claim, or that of a request
   * whose claim lapsed unanswered, runs; a record older than IDEMPOTENCY.ttlMs counts as absent.
   */
  claimIdempotencyKey(keyId: string, key: string, fingerprint: string, now?: Date): Promise<IdempotencyClaim>;
  /** Keeps the answer of a claimed request, for the retries within IDEMPOTENCY.ttlMs. */
  saveIdempotentResponse(keyId: string, key: string, response: StoredResponse): Promise<void>;
  /**
   * Gives a claim up without an answer to keep (the request failed on the server's side): a retry
   * runs again at once, charged again only when this attempt's charge did not hold.
   */
  releaseIdempotencyKey(keyId: string, key: string): Promise<void>;
  /** Rejects when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The store cannot be reached (a database outage, a lock held past the time-out): the request is
 * answered 503 with Retry-After in its route's style, and may be retried.
 */
export class StoreUnavailableError extends Error {
  constructor(
    readonly cause?: unknown,
    /** Seconds after which a retry may succeed. */
    readonly retryAfterSeconds = 5,
  ) {
    super('Access store unavailable');
    this.name = 'StoreUnavailableError';
  }
}

/** The settings row holding the portal's admin token hash. */
export const ADMIN_TOKEN_HASH = 'admin_token_hash';

/**
 * The one rule both stores apply inside their transaction to the usage before the call: the
 * requests must fit today's limit and the credits the period's balance. Returns the usage after it.
 */
export function decide(usage: Usage, requests: number, credits: number): ConsumeResult {
  if (usage.dailyUsed + requests > usage.dailyLimit) return { ...usage, allowed: false, reason: 'daily_limit' };
  if (usage.creditsUsed + credits > usage.creditLimit) return { ...usage, allowed: false, reason: 'credits' };
  return { ...usage, dailyUsed: usage.dailyUsed + requests, creditsUsed: usage.creditsUsed + credits, allowed: true };
}

/** The requests and credits of a charge's items. */
export function chargeTotals(items: readonly ChargeItem[]): { requests: number; credits: number } {
  let requests = 0;
  let credits = 0;
  for (const item of items) {
    requests += item.requests;
    credits += item.credits;
  }
  return { requests, credits };
}

/** The items a charge records: those of some requests or credits (0 and 0 records no row). */
export function recordedItems(items: readonly ChargeItem[]): ChargeItem[] {
  return items.filter((item) => item.requests !== 0 || item.credits !== 0);
}

/**
 * Whether a request at `now` updates last_used_at: at most once a minute, so that a busy key's row
 * is not rewritten (and its page not committed) on every request.
 */
export function lastUsedDue(lastUsed: string | Date | null, now: Date): boolean {
  return lastUsed === null || now.getTime() - new Date(lastUsed).getTime() >= 60_000;
}

/** The UTC day `n` days before `now`. */
export function dayBefore(now: Date, n: number): string {
  return utcDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - n)));
}

/** One entry per day of the last `days` UTC days up to `now`, oldest first, zero where `rows` has none. */
export function daySeries(days: number, now: Date, rows: DayUsage[]): DayUsage[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: days }, (_, i) => {
    const day = dayBefore(now, days - 1 - i);
    return byDay.get(day) ?? { day, requests: 0, credits: 0 };
  });
}
