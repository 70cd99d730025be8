/**
 * The plans: tiers, their credits and daily request limits, and what each feature costs.
 *
 * | tier         | credits                                      | requests per UTC day |
 * |--------------|----------------------------------------------|----------------------|
 * | free         | 500 once (lifetime, never reset)             | 100                  |
 * | developer    | 30,000 per calendar month (UTC)              | 5,000                |
 * | professional | 150,000 per calendar month (UTC)             | 20,000               |
 * | enterprise   | custom per key, default 1,000,000 per month  | 100,000              |
 *
 * Free lacks the features src/operations declares paid (403).
 *
 * Daily limits can be changed per tier with the env vars DAILY_LIMIT_FREE, DAILY_LIMIT_DEVELOPER,
 * DAILY_LIMIT_PROFESSIONAL and DAILY_LIMIT_ENTERPRISE. A key's own `daily_limit` and
 * `credit_limit`, when set, take precedence over its tier's.
 */
import { FEATURES, type FeatureId as Feature } from '../operations/index.js';

/** A feature's id: what usage is recorded under (src/operations declares each with its price and tiers). */
export { isFeature, type FeatureId as Feature } from '../operations/index.js';

export const TIERS = ['free', 'developer', 'professional', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

export interface Plan {
  /** Credits per period, unless the key sets its own credit_limit. */
  credits: number;
  /** 'lifetime' credits are granted once and never reset. */
  creditPeriod: 'lifetime' | 'month';
  /** Requests per UTC day, unless the env var or the key's daily_limit says otherwise. */
  dailyLimit: number;
}

export const PLANS: Record<Tier, Plan> = {
  free: {
    credits: 500,
    creditPeriod: 'lifetime',
    dailyLimit: 100,
  },
  developer: { credits: 30_000, creditPeriod: 'month', dailyLimit: 5_000 },
  professional: { credits: 150_000, creditPeriod: 'month', dailyLimit: 20_000 },
  enterprise: { credits: 1_000_000, creditPeriod: 'month', dailyLimit: 100_000 },
};

export function isTier(value: string): value is Tier {
  return (TIERS as readonly string[]).includes(value);
}

export function creditsFor(feature: Feature): number {
  return FEATURES.get(feature)!.credits;
}

/** The paid tiers have every feature; the free tier those declared free (spec §5.4: else 403). */
export function hasFeature(tier: Tier, feature: Feature): boolean {
  return tier !== 'free' || FEATURES.get(feature)!.free;
}

/** The limits that apply to a key: its own when set, else its tier's (and the env's). */
export function limitsFor(key: { tier: Tier; daily_limit: number | null; credit_limit: number | null }): {
  dailyLimit: number;
  creditLimit: number;
} {
  return {
    dailyLimit: key.daily_limit ?? tierDailyLimit(key.tier),
    creditLimit: key.credit_limit ?? PLANS[key.tier].credits,
  };
}

/** Read on every call so a changed environment (or a test) takes effect without a restart. */
function tierDailyLimit(tier: Tier): number {
  const name = `DAILY_LIMIT_${tier.toUpperCase()}`;
  const raw = process.env[name];
  if (raw === undefined || raw === '') return PLANS[tier].dailyLimit;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a non-negative integer`);
  return Number(raw);
}

/** A UTC calendar day as stored in the usage table, e.g. 2026-11-21. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Unix seconds of the next UTC midnight, when the daily limit resets (X-RateLimit-Reset). */
export function nextUtcMidnight(at: Date): number {
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1) / 1000;
}

/**
 * When the credits of the tier's period renew (Unix ms): the next calendar month (UTC). Lifetime
 * credits never renew; for them this is the next UTC midnight, the earliest a retry could differ.
 */
export function creditsRenewAt(tier: Tier, now: Date): number {
  const period = creditPeriod(tier, now);
  return period ? Date.parse(`${period.end}T00:00:00Z`) : nextUtcMidnight(now) * 1000;
}

/**
 * The days [start, end) whose usage counts against the tier's credits at `now`: the calendar
 * month (UTC), or null for lifetime credits, where all usage counts.
 */
export function creditPeriod(tier: Tier, now: Date): { start: string; end: string } | null {
  if (PLANS[tier].creditPeriod === 'lifetime') return null;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { start: utcDay(new Date(Date.UTC(year, month, 1))), end: utcDay(new Date(Date.UTC(year, month + 1, 1))) };
}
