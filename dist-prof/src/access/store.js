/**
 * The access store: API keys and their usage. Two implementations share this interface and its
 * semantics: SQLite (one machine) and PostgreSQL (several service instances).
 *
 * Usage is recorded per key, UTC day and feature (requests, credits). The daily request count is the
 * sum over today's rows; the credits used are the sum over the tier's credit period (plans.ts).
 */
import { utcDay } from './plans.js';
/**
 * The one rule both stores apply inside their transaction to the usage before the call: one more
 * request must fit today's limit and the credits the period's balance. Returns the usage after it.
 */
export function decide(usage, credits) {
    if (usage.dailyUsed + 1 > usage.dailyLimit)
        return { ...usage, allowed: false, reason: 'daily_limit' };
    if (usage.creditsUsed + credits > usage.creditLimit)
        return { ...usage, allowed: false, reason: 'credits' };
    return { ...usage, dailyUsed: usage.dailyUsed + 1, creditsUsed: usage.creditsUsed + credits, allowed: true };
}
/** The UTC day `n` days before `now`. */
export function dayBefore(now, n) {
    return utcDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - n)));
}
/** One entry per day of the last `days` UTC days up to `now`, oldest first, zero where `rows` has none. */
export function daySeries(days, now, rows) {
    const byDay = new Map(rows.map((row) => [row.day, row]));
    return Array.from({ length: days }, (_, i) => {
        const day = dayBefore(now, days - 1 - i);
        return byDay.get(day) ?? { day, requests: 0, credits: 0 };
    });
}
