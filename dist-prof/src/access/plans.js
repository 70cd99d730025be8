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
 * Free lacks transits, firdaria, profections, directions, progressions and synastry (403).
 *
 * Daily limits can be changed per tier with the env vars DAILY_LIMIT_FREE, DAILY_LIMIT_DEVELOPER,
 * DAILY_LIMIT_PROFESSIONAL and DAILY_LIMIT_ENTERPRISE. A key's own `daily_limit` and
 * `credit_limit`, when set, take precedence over its tier's.
 */
export const TIERS = ['free', 'developer', 'professional', 'enterprise'];
/** Credits per call of each operation; the ids appear in usage_info.feature and 429 texts. */
const FEATURE_CREDITS = {
    'saju-basic': 1,
    'saju-analysis': 2,
    'jami-analysis': 3,
    'natal-chart': 2,
    'natal-chart-demo': 1,
    transits: 3,
    firdaria: 2,
    profections: 2,
    directions: 4,
    progressions: 3,
    'solar-return': 4,
    synastry: 5,
    svg: 2,
};
export const FEATURES = Object.keys(FEATURE_CREDITS);
export const PLANS = {
    free: {
        credits: 500,
        creditPeriod: 'lifetime',
        dailyLimit: 100,
        excludedFeatures: ['transits', 'firdaria', 'profections', 'directions', 'progressions', 'synastry'],
    },
    developer: { credits: 30_000, creditPeriod: 'month', dailyLimit: 5_000, excludedFeatures: [] },
    professional: { credits: 150_000, creditPeriod: 'month', dailyLimit: 20_000, excludedFeatures: [] },
    enterprise: { credits: 1_000_000, creditPeriod: 'month', dailyLimit: 100_000, excludedFeatures: [] },
};
export function isTier(value) {
    return TIERS.includes(value);
}
export function isFeature(value) {
    return Object.hasOwn(FEATURE_CREDITS, value);
}
export function creditsFor(feature) {
    return FEATURE_CREDITS[feature];
}
export function hasFeature(tier, feature) {
    return !PLANS[tier].excludedFeatures.includes(feature);
}
/** The limits that apply to a key: its own when set, else its tier's (and the env's). */
export function limitsFor(key) {
    return {
        dailyLimit: key.daily_limit ?? tierDailyLimit(key.tier),
        creditLimit: key.credit_limit ?? PLANS[key.tier].credits,
    };
}
/** Read on every call so a changed environment (or a test) takes effect without a restart. */
function tierDailyLimit(tier) {
    const name = `DAILY_LIMIT_${tier.toUpperCase()}`;
    const raw = process.env[name];
    if (raw === undefined || raw === '')
        return PLANS[tier].dailyLimit;
    if (!/^\d+$/.test(raw))
        throw new Error(`${name} must be a non-negative integer`);
    return Number(raw);
}
/** A UTC calendar day as stored in the usage table, e.g. 2026-11-21. */
export function utcDay(at) {
    return at.toISOString().slice(0, 10);
}
/** Unix seconds of the next UTC midnight, when the daily limit resets (X-RateLimit-Reset). */
export function nextUtcMidnight(at) {
    return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1) / 1000;
}
/**
 * The days [start, end) whose usage counts against the tier's credits at `now`: the calendar
 * month (UTC), or null for lifetime credits, where all usage counts.
 */
export function creditPeriod(tier, now) {
    if (PLANS[tier].creditPeriod === 'lifetime')
        return null;
    const year = now.getUTCFullYear();
    const month = now.getUTCMonth();
    return { start: utcDay(new Date(Date.UTC(year, month, 1))), end: utcDay(new Date(Date.UTC(year, month + 1, 1))) };
}
