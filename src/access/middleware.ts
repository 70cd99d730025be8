import type { Request, RequestHandler, Response } from 'express';
import { accessErrors, type ApiError } from '../errors.js';
import { AccessContext } from './context.js';
import type { AccessStore } from './store.js';

export interface AccessMiddlewareOptions {
  /** Renders an access error (401/403) in the route's error style. */
  onError(req: Request, res: Response, err: ApiError): void;
  /** Requests that need no key. */
  isPublic?(req: Request, res: Response): boolean;
  /** Also take the key from `Authorization: Bearer <key>` when X-API-Key is absent (the MCP endpoint). */
  bearer?: boolean;
}

/** The presented key: X-API-Key, else (when allowed) the bearer token. */
function presentedKey(req: Request, bearer: boolean): string | undefined {
  const header = req.get('X-API-Key');
  if (header || !bearer) return header;
  return /^Bearer\s+(\S+)\s*$/i.exec(req.get('Authorization') ?? '')?.[1];
}

/** The challenge of a 401: the key goes in the X-API-Key header. */
export const CHALLENGE = 'ApiKey header="X-API-Key"';

/**
 * Authenticates the X-API-Key header (spec §5) and puts an AccessContext in res.locals.access
 * (undefined on public requests). Responses get their X-RateLimit headers from the AccessContext.
 * The key itself is never logged nor echoed in an error.
 */
export function accessMiddleware(store: AccessStore, options: AccessMiddlewareOptions): RequestHandler {
  return async (req, res, next) => {
    if (options.isPublic?.(req, res)) return next();
    // A 401 names the header in every error style, even where the body shows only UNAUTHORIZED (RFC 9110 §11.6.1).
    const unauthorized = (err: ApiError) => {
      res.setHeader('WWW-Authenticate', CHALLENGE);
      options.onError(req, res, err);
    };
    const presented = presentedKey(req, options.bearer ?? false);
    if (!presented) return unauthorized(accessErrors.missingKey());
    const key = await store.authenticate(presented);
    if (!key) return unauthorized(accessErrors.unknownKey());
    if (!key.active) return options.onError(req, res, accessErrors.deactivated());
    // The X-RateLimit headers come from the charge, or from AccessContext.ensureRateLimitHeaders.
    res.locals.access = new AccessContext(store, key, res);
    next();
  };
}
