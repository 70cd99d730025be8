import type { ServerResponse } from 'node:http';
import { accessErrors, ApiError } from '../errors.js';
import { creditsRenewAt, hasFeature, nextUtcMidnight, type Feature } from './plans.js';
import { chargeTotals, StoreUnavailableError, type AccessStore, type ChargeItem, type ConsumeResult, type KeyRecord, type Usage } from './store.js';

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

export const RATE_LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'RateLimit-Policy', 'RateLimit'] as const;

/**
 * X-RateLimit-* (spec §5.5) describe the daily request limit, which resets at UTC midnight; the
 * same limit in the IETF fields (draft-ietf-httpapi-ratelimit-headers: a policy "daily" of q
 * requests per w = 86400 s, and r remaining for t more seconds).
 */
export function setRateLimitHeaders(res: ServerResponse, usage: Usage, now: Date): void {
  const remaining = Math.max(0, usage.dailyLimit - usage.dailyUsed);
  const reset = nextUtcMidnight(now);
  res.setHeader('X-RateLimit-Limit', usage.dailyLimit);
  res.setHeader('X-RateLimit-Remaining', remaining);
  res.setHeader('X-RateLimit-Reset', reset);
  res.setHeader('RateLimit-Policy', `"daily";q=${usage.dailyLimit};w=86400`);
  res.setHeader('RateLimit', `"daily";r=${remaining};t=${secondsUntil(reset * 1000, now)}`);
}

/**
 * What running an operation needs of its caller's access: the charge before the work and the
 * refund of a failure. AccessContext meters a key against the store; a local server without keys
 * (the MCP stdio server) has its own.
 */
export type Access = Pick<AccessContext, 'charge' | 'refund'>;

/** Access for one request of an authenticated key (res.locals.access). */
export class AccessContext {
  /** The request's claimed Idempotency-Key (idempotency.ts); `charged`: an earlier attempt's charge holds. */
  idempotency?: { key: string; charged: boolean };

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
    const idempotencyKey = this.idempotency?.key;
    // A retry of a request whose charge held (its answer was lost) is not charged again.
    const result: ConsumeResult = this.idempotency?.charged
      ? { ...(await this.store.usage(this.key.id, now)), allowed: true }
      : await this.store.consume({ keyId: this.key.id, items, now, idempotencyKey });
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
    await this.store.refund({ keyId: this.key.id, items, now: charge.now, idempotencyKey: this.idempotency?.key });
    const { requests, credits } = chargeTotals(items);
    const after = { ...charge.after, dailyUsed: charge.after.dailyUsed - requests, creditsUsed: charge.after.creditsUsed - credits };
    if (!this.res.headersSent) setRateLimitHeaders(this.res, after, charge.now);
  }
}
