/**
 * Errors shared by the REST layer, GraphQL and access control.
 *
 * An ApiError carries an HTTP status, a machine code and a human message. Each REST route renders
 * it in one of the three body styles of the spec (§7).
 */
import { GraphQLError } from 'graphql';
import { assertNever } from './core/assert.js';
import type { DomainError, DomainErrorCode } from './core/errors.js';

import type { ErrorStyle } from './operations/index.js';

export type { ErrorStyle };

/**
 * An expected failure. It is a GraphQLError so that GraphQL responses carry its code and HTTP
 * status in `extensions` (yoga answers with that status) and do not mask it as unexpected.
 */
export class ApiError extends GraphQLError {
  constructor(
    readonly status: number,
    /** Machine code, e.g. UNAUTHORIZED, RATE_LIMIT_EXCEEDED, INVALID_LOCATION. */
    readonly code: string,
    message: string,
    /** Seconds after which a retry may succeed (429, 503): the Retry-After header. */
    readonly retryAfter?: number,
  ) {
    const http = retryAfter === undefined ? { status } : { status, headers: { 'Retry-After': String(retryAfter) } };
    super(message, { extensions: { code, http } });
    this.name = 'ApiError';
  }
}

/**
 * The HTTP status of every core error code (typed over the closed list, so a new code cannot go
 * unmapped): 400 for an input the core cannot serve, 500 for a failure of the calculation itself
 * (the spec's 500 of profections, §7).
 */
export const DOMAIN_STATUS: Readonly<Record<DomainErrorCode, 400 | 500>> = {
  INVALID_DATE: 400, INVALID_DATETIME: 400, INVALID_TIMEZONE: 400, INVALID_LOCATION: 400,
  DATE_OUT_OF_RANGE: 400, NONEXISTENT_DATE: 400, INVALID_LUNAR_DATE: 400, INVALID_BIRTH_CLOCK: 400,
  LUCK_RANGE_TOO_LONG: 400, LUCK_RANGE_REVERSED: 400,
  DATE_RANGE_TOO_LONG: 400, DATE_RANGE_REVERSED: 400, TOO_MANY_PEOPLE: 400,
  INVALID_BIRTH_TIME: 400, INVALID_TARGET_YEAR: 400,
  TARGET_NOT_AFTER_BIRTH: 400, TARGET_MISSING: 400, TARGET_AMBIGUOUS: 400, TARGET_BEFORE_BIRTH: 400, TARGET_AGE_TOO_HIGH: 400,
  AGE_BEYOND_CYCLE: 400, GENDER_REQUIRED: 400, AGE_RANGE_TOO_LONG: 400, AGE_RANGE_REVERSED: 400, RELEASING_SPAN_TOO_LONG: 400,
  SPAN_TOO_LONG: 400, SPAN_REVERSED: 400, EVENTS_SPAN_TOO_LONG: 400, EVENTS_SPAN_REVERSED: 400,
  UNKNOWN_BODY: 400, UNKNOWN_POINT: 400, UNSUPPORTED_ASPECT: 400,
  PROFECTION_FAILED: 500, RETURN_NOT_FOUND: 500,
};

/** The HTTP status of a core error. */
export function domainStatus(err: DomainError): 400 | 500 {
  return DOMAIN_STATUS[err.code];
}

/**
 * GraphQL's one mapping of the core's errors: the domain code and message, with its status (yoga
 * answers with it); REST renders them in src/rest/errors.ts with the spec's texts.
 */
export function graphqlDomainError(err: DomainError, located: GraphQLError): GraphQLError {
  return new GraphQLError(err.message, {
    // Nodes, or (an error revived from the execution pool) the source and positions.
    nodes: located.nodes,
    source: located.source,
    positions: located.positions,
    path: located.path,
    extensions: { code: err.code, http: { status: domainStatus(err) } },
  });
}

/** Flat-style timestamps are ISO 8601 without a zone (spec §7), e.g. 2026-11-21T06:02:03.123. */
export function zonelessTimestamp(now = new Date()): string {
  return now.toISOString().slice(0, -1);
}

/** The body of an error response in the given style (spec §7). */
export function errorBody(style: ErrorStyle, err: ApiError): Record<string, unknown> {
  switch (style) {
    case 'detail':
      return { detail: err.message };
    case 'object':
      return { success: false, error: { code: err.code, message: err.message } };
    case 'flat':
      return {
        success: false,
        error: err.message,
        error_code: err.status,
        details: null,
        timestamp: zonelessTimestamp(),
      };
    default:
      return assertNever(style);
  }
}

/**
 * The texts of the access errors per style. Detail- and object-style routes use the codes
 * UNAUTHORIZED and RATE_LIMIT_EXCEEDED as the spec says (§5.3, §7); flat-style routes have their own
 * 429 text naming the feature.
 */
export const accessErrors = {
  missingKey: () => new ApiError(401, 'UNAUTHORIZED', 'API key required in the X-API-Key header'),
  unknownKey: () => new ApiError(401, 'UNAUTHORIZED', 'Invalid API key'),
  deactivated: () => new ApiError(403, 'KEY_DEACTIVATED', 'API key is deactivated'),
  featureNotInPlan: (feature: string, tier: string) =>
    new ApiError(403, 'FEATURE_NOT_AVAILABLE', `The ${tier} plan does not include the feature: ${feature}`),
  rateLimited: (feature: string, reason: string, retryAfter: number) =>
    new ApiError(429, 'RATE_LIMIT_EXCEEDED', `Rate limit exceeded for feature: ${feature} (${reason})`, retryAfter),
  unavailable: (retryAfter: number) =>
    new ApiError(503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable; retry later', retryAfter),
} as const;

/**
 * The message a style shows for an access error: detail-style routes show the code itself
 * (the spec's "message or code is UNAUTHORIZED / RATE_LIMIT_EXCEEDED"), flat-style 429s show
 * "Rate limit exceeded for feature: <feature>".
 */
export function styledAccessError(style: ErrorStyle, err: ApiError, feature: string): ApiError {
  if (style === 'detail' && (err.code === 'UNAUTHORIZED' || err.code === 'RATE_LIMIT_EXCEEDED')) {
    return new ApiError(err.status, err.code, err.code, err.retryAfter);
  }
  if (style === 'flat' && err.code === 'RATE_LIMIT_EXCEEDED') {
    return new ApiError(err.status, err.code, `Rate limit exceeded for feature: ${feature}`, err.retryAfter);
  }
  return err;
}
