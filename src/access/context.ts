import type { ServerResponse } from 'node:http';
import { accessErrors, ApiError } from '../errors.js';
import { creditsRenewAt, hasFeature, nextUtcMidnight, type Feature } from './plans.js';
import { chargeTotals, StoreUnavailableError, type AccessStore, type ChargeItem, type KeyRecord, type Usage } from './store.js';

/** The usage_info of a response (spec §2.5): credits of the current period. */
export interface UsageInfo {
  feature: Feature;
  /** The key's name. */
  user: string;
  used: number;
  limit: number;
  remaining: number;
}

/** A recorded charge: when (its UTC day is where a refund goes), the usage after it and its usage_info. */
export interface Charge {
  now: Date;
  after: Usage;
  usage: UsageInfo;
}

function secondsUntil(ms: number, now: Date): number {
  return Math.max(1, Math.ceil((ms - now.getTime()) / 1000));
}

/** An expected failure as the ApiError it is answered with; undefined for a bug. */
export function knownApiError(err: unknown): ApiError | undefined {
  if (err instanceof ApiError) return err;
  if (err instanceof StoreUnavailableError) return accessErrors.unavailable(err.retryAfterSeconds);
  return undefined;
}

export const RATE_LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'] as const;

/** X-RateLimit-* (spec §5.5) describe the daily request limit, which resets at UTC midnight. */
export function setRateLimitHeaders(res: ServerResponse, usage: Usage, now: Date): void {
  res.setHeader('X-RateLimit-Limit', usage.dailyLimit);
  res.setHeader('X-RateLimit-Remaining', Math.max(0, usage.dailyLimit - usage.dailyUsed));
  res.setHeader('X-RateLimit-Reset', nextUtcMidnight(now));
}

/** Access for one request of an authenticated key (res.locals.access). */
export class AccessContext {
  constructor(
    private readonly store: AccessStore,
    readonly key: KeyRecord,
    private readonly res: ServerResponse,
  ) {}

  /**
   * Sets the X-RateLimit headers from the stored usage when no charge has set them (a request
   * refused by validation, an introspection query): every authenticated response carries them.
   */
  async ensureRateLimitHeaders(): Promise<void> {
    if (this.res.headersSent || this.res.hasHeader('X-RateLimit-Limit')) return;
    const now = new Date();
    setRateLimitHeaders(this.res, await this.store.usage(this.key.id, now), now);
  }

  /**
   * Charges a request once, before it runs: 403 when the plan lacks one of its features, 429 when
   * its requests do not fit today's limit or its credits the balance (then nothing is recorded).
   * `usage_info` names the first item's feature. A request that costs nothing is not recorded.
   */
  async charge(items: readonly ChargeItem[]): Promise<Charge | null> {
    for (const { feature } of items) {
      if (!hasFeature(this.key.tier, feature)) throw accessErrors.featureNotInPlan(feature, this.key.tier);
    }
    if (items.length === 0) return null;
    const now = new Date();
    const result = await this.store.consume({ keyId: this.key.id, items, now });
    setRateLimitHeaders(this.res, result, now);
    const { feature } = items[0];
    if (!result.allowed) {
      throw result.reason === 'daily_limit'
        ? accessErrors.rateLimited(feature, 'daily request limit', secondsUntil(nextUtcMidnight(now) * 1000, now))
        : accessErrors.rateLimited(feature, 'credits exhausted', secondsUntil(creditsRenewAt(this.key.tier, now), now));
    }
    return {
      now,
      after: result,
      usage: {
        feature,
        user: this.key.name,
        used: result.creditsUsed,
        limit: result.creditLimit,
        remaining: result.creditLimit - result.creditsUsed,
      },
    };
  }

  /** Takes back what `charge` recorded for `items` (a request, or some of its operations, that failed). */
  async refund(charge: Charge, items: readonly ChargeItem[]): Promise<void> {
    if (items.length === 0) return;
    await this.store.refund({ keyId: this.key.id, items, now: charge.now });
    const { requests, credits } = chargeTotals(items);
    const after = { ...charge.after, dailyUsed: charge.after.dailyUsed - requests, creditsUsed: charge.after.creditsUsed - credits };
    if (!this.res.headersSent) setRateLimitHeaders(this.res, after, charge.now);
  }
}
