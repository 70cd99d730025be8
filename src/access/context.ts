import type { ServerResponse } from 'node:http';
import { accessErrors } from '../errors.js';
import { creditsFor, hasFeature, nextUtcMidnight, type Feature } from './plans.js';
import type { AccessStore, KeyRecord, Usage } from './store.js';

/** The usage_info of a response (spec §2.5): credits of the current period. */
export interface UsageInfo {
  feature: Feature;
  /** The key's name. */
  user: string;
  used: number;
  limit: number;
  remaining: number;
}

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
   * Charges one call of `feature`: 403 when the plan lacks it, 429 when the daily limit or the
   * credits would be exceeded. Every call charges, so an operation that runs two features pays both.
   */
  async charge(feature: Feature): Promise<UsageInfo> {
    if (!hasFeature(this.key.tier, feature)) throw accessErrors.featureNotInPlan(feature, this.key.tier);
    const now = new Date();
    const result = await this.store.consume({ keyId: this.key.id, feature, credits: creditsFor(feature), now });
    setRateLimitHeaders(this.res, result, now);
    if (!result.allowed) {
      const reason = result.reason === 'daily_limit' ? 'daily request limit' : 'credits exhausted';
      throw accessErrors.rateLimited(feature, reason);
    }
    return {
      feature,
      user: this.key.name,
      used: result.creditsUsed,
      limit: result.creditLimit,
      remaining: result.creditLimit - result.creditsUsed,
    };
  }
}
