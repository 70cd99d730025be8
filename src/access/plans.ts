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
 * Free lacks transits, events, firdaria, profections, directions, progressions, solar-arc,
 * progressed-lunations and synastry (403).
 *
 * Daily limits can be changed per tier with the env vars DAILY_LIMIT_FREE, DAILY_LIMIT_DEVELOPER,
 * DAILY_LIMIT_PROFESSIONAL and DAILY_LIMIT_ENTERPRISE. A key's own `daily_limit` and
 * `credit_limit`, when set, take precedence over its tier's.
 */

export const TIERS = ['free', 'developer', 'professional', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

/** Credits per call of each operation; the ids appear in usage_info.feature and 429 texts. */
const FEATURE_CREDITS = {
  'saju-basic': 1,
  'saju-analysis': 2,
  'saju-luck': 2,
  'saju-structure': 2,
  // Two charts, their structures and ten years of 대운: priced against saju-analysis as synastry is
  // against natal-chart; left out of the free tier as synastry is.
  'saju-compatibility': 5,
  // Per 92 days of the span begun (src/graphql/cost.ts): a year for two people is 4 credits.
  'saju-date-selection': 1,
  'saju-yearly': 2,
  'jami-analysis': 3,
  'jami-horoscope': 3,
  'natal-chart': 2,
  'natal-chart-demo': 1,
  transits: 3,
  // Per year of the span begun (src/graphql/cost.ts): a year of ten bodies and every kind with its
  // answer is ≈ 50 ms of CPU, so the longest span (5 years, 120 credits) is one request's bound.
  events: 24,
  firdaria: 2,
  profections: 2,
  directions: 4,
  progressions: 3,
  'solar-arc': 3,
  'progressed-lunations': 3,
  'solar-return': 4,
  synastry: 5,
  svg: 2,
} as const;

export type Feature = keyof typeof FEATURE_CREDITS;
export const FEATURES = Object.keys(FEATURE_CREDITS) as Feature[];

export interface Plan {
  /** Credits per period, unless the key sets its own credit_limit. */
  credits: number;
  /** 'lifetime' credits are granted once and never reset. */
  creditPeriod: 'lifetime' | 'month';
  /** Requests per UTC day, unless the env var or the key's daily_limit says otherwise. */
  dailyLimit: number;
  /** Features the plan lacks (spec §5.4: 403). */
  excludedFeatures: readonly Feature[];
}

export const PLANS: Record<Tier, Plan> = {
  free: {
    credits: 500,
    creditPeriod: 'lifetime',
    dailyLimit: 100,
    excludedFeatures: ['transits', 'events', 'firdaria', 'profections', 'directions', 'progressions', 'solar-arc', 'progressed-lunations', 'synastry', 'saju-compatibility'],
  },
  developer: { credits: 30_000, creditPeriod: 'month', dailyLimit: 5_000, excludedFeatures: [] },
  professional: { credits: 150_000, creditPeriod: 'month', dailyLimit: 20_000, excludedFeatures: [] },
  enterprise: { credits: 1_000_000, creditPeriod: 'month', dailyLimit: 100_000, excludedFeatures: [] },
};

export function isTier(value: string): value is Tier {
  return (TIERS as readonly string[]).includes(value);
}

export function isFeature(value: string): value is Feature {
  return Object.hasOwn(FEATURE_CREDITS, value);
}

export function creditsFor(feature: Feature): number {
  return FEATURE_CREDITS[feature];
}

export function hasFeature(tier: Tier, feature: Feature): boolean {
  return !PLANS[tier].excludedFeatures.includes(feature);
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
