/**
 * Errors shared by the REST layer, GraphQL and access control.
 *
 * An ApiError carries an HTTP status, a machine code and a human message. Each REST route renders
 * it in one of the three body styles of the spec (§7).
 */
import { GraphQLError } from 'graphql';
import { assertNever } from './core/assert.js';
import { DomainError } from './core/errors.js';

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

/** Domain error codes answered with a status other than 400: failures of the calculation itself. */
const DOMAIN_STATUS: Readonly<Record<string, number>> = { PROFECTION_FAILED: 500, RETURN_NOT_FOUND: 500 };

/** The HTTP status of a core error: 400 (the input cannot be served) unless listed above. */
export function domainStatus(err: DomainError): number {
  return DOMAIN_STATUS[err.code] ?? 400;
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
