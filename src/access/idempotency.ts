/**
 * Idempotency-Key on POST /v1/… and /graphql, with Stripe's semantics: a request sent again with
 * the same key and the same method, path and body within 24 hours gets the first answer again
 * (status, the headers below, body; with Idempotent-Replayed: true) and is charged once; the same
 * key with another request is refused (409 IDEMPOTENCY_KEY_REUSED), charged nothing; a retry while
 * the first is still running waits for its answer (one execution), up to WAIT_MS, then 409
 * IDEMPOTENCY_KEY_IN_USE. Keys are per API key, kept in the access store (so every instance sees
 * them and they survive a restart), and expire after 24 hours.
 *
 * Answers are kept unless they are 429 or 5xx: a refused or failed request is charged nothing (or
 * refunded) and may be retried with the same key. A request whose answer was lost (the client gave
 * up, the store failed while committing) is run again on retry, charged only if its first charge
 * did not hold: the charge marks the key charged in the same transaction (ConsumeInput).
 */
import { createHash } from 'node:crypto';
import type { RequestHandler, Request, Response } from 'express';
import { ApiError } from '../errors.js';
import { knownApiError, type AccessContext } from './context.js';
import type { AccessStore, IdempotencyClaim, StoredResponse } from './store.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The refusals of a request's Idempotency-Key, in one place (the middleware and the OpenAPI document). */
export const idempotencyErrors = {
  invalid: () => new ApiError(400, 'INVALID_IDEMPOTENCY_KEY', `${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters`),
  reused: (key: string) =>
    new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', `${IDEMPOTENCY_HEADER} "${key}" was used in the last 24 hours for a different request (method, path or body); send a new key`),
  inUse: (key: string) => new ApiError(409, 'IDEMPOTENCY_KEY_IN_USE', `A request with ${IDEMPOTENCY_HEADER} "${key}" is still running; retry later`, 1),
};

/** The headers an answer is replayed with (others, like Date or X-Request-Id, are the retry's own). */
const KEPT_HEADERS = [
  'content-type',
  'x-ignored-fields',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'ratelimit',
  'ratelimit-policy',
];

/** How long a retry waits for the same request running elsewhere, and how often it looks. */
const WAIT_MS = 10_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface IdempotencyOptions {
  /** Renders an error in the route's style. */
  onError: (req: Request, res: Response, err: ApiError) => void;
}

/** After the access middleware and the body parser: needs the key and the parsed body. */
export function idempotency(store: AccessStore, { onError }: IdempotencyOptions): RequestHandler {
  return async (req, res, next) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    const access = res.locals.access as AccessContext | undefined;
    if (key === undefined || req.method !== 'POST' || !access) return next();
    if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
      return onError(req, res, idempotencyErrors.invalid());
    }
    const fingerprint = createHash('sha256')
      .update(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`)
      .digest('hex');
    let claim: IdempotencyClaim;
    try {
      const deadline = performance.now() + WAIT_MS;
      claim = await store.claimIdempotencyKey(access.key.id, key, fingerprint);
      while (claim.state === 'running' && performance.now() < deadline) {
        await sleep(POLL_MS);
        claim = await store.claimIdempotencyKey(access.key.id, key, fingerprint);
      }
    } catch (err) {
      const known = knownApiError(err);
      return known ? onError(req, res, known) : next(err);
    }
    switch (claim.state) {
      case 'done':
        return replay(res, claim.response);
      case 'conflict':
        return onError(req, res, idempotencyErrors.reused(key));
      case 'running':
        return onError(req, res, idempotencyErrors.inUse(key));
      case 'claimed':
        access.idempotency = { key, charged: claim.charged };
        keepAnswer(res, store, access.key.id, key);
        return next();
    }
  };
}

function replay(res: Response, { status, headers, body }: StoredResponse): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Idempotent-Replayed', 'true');
  res.status(status).end(body);
}

/**
 * Records the answer as it is written (before compression, which wraps the response earlier) and
 * keeps it when it ends; gives the claim up when the answer is not kept or never ends.
 */
function keepAnswer(res: Response, store: AccessStore, keyId: string, key: string): void {
  const chunks: Buffer[] = [];
  const headers: Record<string, string> = {};
  const take = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array));
  };
  let settled = false;
  const settle = (work: () => Promise<void>) => {
    if (settled) return;
    settled = true;
    // The answer is not held back: a store that fails here leaves a claim that lapses (leaseMs).
    void work().catch(() => {});
  };
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the originals are called with .call(this) below
  const { write, end, writeHead } = res;
  res.writeHead = function (this: Response, status: number, ...rest: unknown[]) {
    const given = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (given && !Array.isArray(given)) {
      for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = String(value);
    }
    return (writeHead as (...args: unknown[]) => Response).call(this, status, ...rest);
  } as Response['writeHead'];
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    take(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response['write'];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    take(chunk, rest[0]);
    const status = res.statusCode;
    if (status >= 500 || status === 429) settle(() => store.releaseIdempotencyKey(keyId, key));
    else {
      for (const name of KEPT_HEADERS) {
        const value = res.getHeader(name) ?? headers[name];
        if (value !== undefined) headers[name] = String(value);
      }
      const kept = Object.fromEntries(KEPT_HEADERS.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]]));
      settle(() => store.saveIdempotentResponse(keyId, key, { status, headers: kept, body: Buffer.concat(chunks) }));
    }
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response['end'];
  res.once('close', () => settle(() => store.releaseIdempotencyKey(keyId, key)));
}
