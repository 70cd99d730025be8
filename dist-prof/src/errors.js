/**
 * Errors shared by the REST layer, GraphQL and access control.
 *
 * An ApiError carries an HTTP status, a machine code and a human message. Each REST route renders
 * it in one of the three body styles of the spec (§7).
 */
import { GraphQLError } from 'graphql';
/**
 * An expected failure. It is a GraphQLError so that GraphQL responses carry its code and HTTP
 * status in `extensions` (yoga answers with that status) and do not mask it as unexpected.
 */
export class ApiError extends GraphQLError {
    status;
    code;
    constructor(status, 
    /** Machine code, e.g. UNAUTHORIZED, RATE_LIMIT_EXCEEDED, INVALID_LOCATION. */
    code, message) {
        super(message, { extensions: { code, http: { status } } });
        this.status = status;
        this.code = code;
        this.name = 'ApiError';
    }
}
/** Flat-style timestamps are ISO 8601 without a zone (spec §7), e.g. 2026-11-21T06:02:03.123. */
export function zonelessTimestamp(now = new Date()) {
    return now.toISOString().slice(0, -1);
}
/** The body of an error response in the given style (spec §7). */
export function errorBody(style, err) {
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
    featureNotInPlan: (feature, tier) => new ApiError(403, 'FEATURE_NOT_AVAILABLE', `The ${tier} plan does not include the feature: ${feature}`),
    rateLimited: (feature, reason) => new ApiError(429, 'RATE_LIMIT_EXCEEDED', `Rate limit exceeded for feature: ${feature} (${reason})`),
};
/**
 * The message a style shows for an access error: detail-style routes show the code itself
 * (the spec's "message or code is UNAUTHORIZED / RATE_LIMIT_EXCEEDED"), flat-style 429s show
 * "Rate limit exceeded for feature: <feature>".
 */
export function styledAccessError(style, err, feature) {
    if (style === 'detail' && (err.code === 'UNAUTHORIZED' || err.code === 'RATE_LIMIT_EXCEEDED')) {
        return new ApiError(err.status, err.code, err.code);
    }
    if (style === 'flat' && err.code === 'RATE_LIMIT_EXCEEDED') {
        return new ApiError(err.status, err.code, `Rate limit exceeded for feature: ${feature}`);
    }
    return err;
}
