/**
 * Structured JSON logs (pino): one line per request and the app's unexpected errors, both with the
 * request id. No header, body or query string is ever logged, so neither the X-API-Key header nor a
 * key can reach a log line; a request is identified by its key's public id only.
 *
 * LOG_LEVEL (default info) sets the level; NODE_ENV=test or LOG_LEVEL=silent logs nothing. The
 * default destination is pino's: asynchronous writes to stdout, flushed at exit.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Unexpected errors; `res` (when known) supplies the request id. */
export type ErrorLogger = (err: unknown, res?: ServerResponse) => void;

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** An incoming X-Request-Id is kept only when it is a short token of safe characters. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The level from the environment: silent under NODE_ENV=test, else LOG_LEVEL, else info. */
export function levelFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  if (env.NODE_ENV === 'test') return 'silent';
  return env.LOG_LEVEL?.trim() || 'info';
}

/** A logger at `level` writing to `destination` (default: pino's asynchronous stdout destination). */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  const config = {
    level: options.level ?? levelFromEnv(),
    // Level names instead of numbers; pid and hostname stay in every line.
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return options.destination ? pino(config, options.destination) : pino(config);
}

let processLogger: Logger | undefined;
/** The process's logger, created on first use (so a silent test run opens no destination). */
export function defaultLogger(): Logger {
  return (processLogger ??= createLogger(levelFromEnv() === 'silent' ? { level: 'silent', destination: { write() {} } } : {}));
}

/** The request id of a response (set by requestId below), if any. */
export function requestIdOf(res: ServerResponse | undefined): string | undefined {
  return (res as Response | undefined)?.locals?.requestId as string | undefined;
}

/** The id of the request: the incoming X-Request-Id when it is safe, else a new UUID; echoed on the response. */
export function assignRequestId(req: Request, res: Response): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** logError for the app: unexpected errors at level error, with the request id when known. */
export function errorLogger(logger: Logger): ErrorLogger {
  return (err, res) => {
    const reqId = requestIdOf(res);
    if (err instanceof Error) logger.error({ err, reqId }, 'unexpected error');
    else logger.error({ reqId, detail: String(err) }, 'unexpected error');
  };
}

/**
 * The request line. Fields: reqId, method, route (the route pattern, never the raw URL), status,
 * ms (duration), keyId (the key's public id, when authenticated), aborted (only when the client
 * went away before the response was complete).
 */
export function logRequest(
  logger: Logger,
  level: 'info' | 'debug',
  res: Response,
  method: string,
  route: string,
  ms: number,
) {
  // The AccessContext of an authenticated request (src/access/context.ts; not imported: access logs here).
  const access = res.locals.access as { key: { id: string } } | undefined;
  logger[level](
    {
      reqId: res.locals.requestId as string,
      method,
      route,
      status: res.statusCode,
      ms: Math.round(ms * 1000) / 1000,
      keyId: access?.key.id,
      aborted: res.writableFinished ? undefined : true,
    },
    'request',
  );
}
