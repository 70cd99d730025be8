/**
 * What every response of the app gets, whatever route answers it: compression (br or gzip, as the
 * client accepts), security headers (helmet), a Content-Security-Policy per kind of page, CORS
 * for the configured origins only, and `Connection: close` while the process drains.
 */
import compression from 'compression';
import cors from 'cors';
import type { Express, RequestHandler } from 'express';
import helmet from 'helmet';
import { RATE_LIMIT_HEADERS } from './access/context.js';
import { REQUEST_ID_HEADER } from './observability/logger.js';
import { IGNORED_FIELDS_HEADER } from './rest/ignored-fields.js';

export interface HygieneOptions {
  /** Origins allowed to call /v1 and /graphql from a browser (CORS_ORIGINS); none by default. */
  corsOrigins?: readonly string[];
  /** True while the process drains (SIGTERM): answers close their connection. */
  draining?: () => boolean;
}

/**
 * The CSP of each kind of answer. API answers and pictures load nothing; /docs (Swagger UI, local
 * files) runs its own scripts and inline styles; GraphiQL's page is one self-contained document
 * with inline scripts and styles. The portal sets its own, stricter one.
 */
const CSP = {
  none: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  docs: "default-src 'self'; img-src 'self' data:; font-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  graphiql:
    "default-src 'self'; img-src 'self' data:; font-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self' 'unsafe-inline'; worker-src 'self' blob:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
} as const;

/**
 * helmet's headers (nosniff, no-referrer, frame denial, cross-origin policies …; the CSP is set
 * per page below), worked out once by running helmet on a recording response: they are the same
 * for every answer, and one loop of setHeader is cheaper than helmet's chain on every request.
 */
const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = (() => {
  const headers: Array<[string, string]> = [];
  const recorder = { setHeader: (name: string, value: unknown) => headers.push([name, String(value)]), removeHeader: () => {} };
  helmet({ contentSecurityPolicy: false, frameguard: { action: 'deny' } })({} as never, recorder as never, () => {});
  return headers;
})();

export function httpHygiene(app: Express, options: HygieneOptions): void {
  const policy: RequestHandler = (req, res, next) => {
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    const csp = req.path.startsWith('/docs') ? CSP.docs : req.path === '/graphql' && req.method === 'GET' ? CSP.graphiql : CSP.none;
    res.setHeader('Content-Security-Policy', csp);
    if (options.draining?.()) res.setHeader('Connection', 'close');
    next();
  };
  app.use(policy);
  if (options.corsOrigins?.length) {
    app.use(
      ['/v1', '/graphql'],
      cors({
        origin: [...options.corsOrigins],
        methods: ['GET', 'POST'],
        allowedHeaders: ['X-API-Key', 'Content-Type', 'Accept', 'Idempotency-Key', REQUEST_ID_HEADER],
        exposedHeaders: [...RATE_LIMIT_HEADERS, 'Retry-After', REQUEST_ID_HEADER, IGNORED_FIELDS_HEADER, 'Idempotent-Replayed'],
        maxAge: 600,
      }),
    );
  }
  // Answers of 1 KB or more, in the encoding the client prefers (br, gzip, deflate); a client that
  // accepts none skips the middleware.
  const compress = compression({ threshold: 1024 });
  app.use((req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next()));
}
