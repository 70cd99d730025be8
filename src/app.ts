/**
 * The Express app: the /v1 REST layer, /graphql (yoga, with a self-contained GraphiQL page) and
 * the MCP endpoint /mcp, all behind the same access middleware and executing the same Pothos schema.
 */
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import express, { type NextFunction, type Request, type Response } from 'express';
import { GraphQLError } from 'graphql';
import { createYoga, maskError } from 'graphql-yoga';
import type { AccessContext } from './access/context.js';
import { idempotency } from './access/idempotency.js';
import { accessMiddleware } from './access/middleware.js';
import type { AccessStore } from './access/store.js';
import { DomainError } from './core/errors.js';
import { ApiError, graphqlDomainError } from './errors.js';
import { httpHygiene } from './http-hygiene.js';
import type { Context } from './graphql/builder.js';
import { operationLimitPlugins } from './graphql/cost.js';
import { markPublicIntrospection } from './graphql/introspection.js';
import { schema } from './graphql/schema.js';
import { observabilityRoutes, observeRequests, routeLabel } from './observability/http.js';
import { defaultLogger, errorLogger, type ErrorLogger, type Logger } from './observability/logger.js';
import { defaultMetrics, type Metrics } from './observability/metrics.js';
import { TimedStore } from './observability/timed-store.js';
import { mcpRouter } from './mcp/http.js';
import { llmsRoutes } from './mcp/llms.js';
import { docsRoutes } from './openapi/http.js';
import { PORTAL_PATH, portalRouter } from './portal/router.js';
import { BODY_LIMIT, bodyError, restRouter } from './rest/router.js';
import { routes } from './rest/routes.js';

export interface AppOptions {
  store: AccessStore;
  /**
   * Where unexpected errors go (never request bodies or keys); `res`, when given, identifies the
   * request. Default: the logger, at level error with the request id.
   */
  logError?: ErrorLogger;
  /** The structured log (default: the process's pino logger, level from LOG_LEVEL). */
  logger?: Logger;
  /** The Prometheus metrics (default: the process's registry). */
  metrics?: Metrics;
  /** The developer portal's admin token (ADMIN_TOKEN); without it, the one whose hash the store holds. */
  adminToken?: string;
  /** Origins allowed to call /v1 and /graphql from a browser (CORS_ORIGINS); none by default. */
  corsOrigins?: readonly string[];
  /** Express's 'trust proxy' (TRUST_PROXY): which proxies' X-Forwarded-For to believe; none by default. */
  trustProxy?: boolean | number | string;
  /** True while the process drains (SIGTERM): answers close their connection. */
  draining?: () => boolean;
}

const EXAMPLE_QUERY = `# Schema and Docs: no key needed.
# To run this query, put your key
# in the Headers tab below:
#   {"X-API-Key": "sk_..."}
# then press run. Keys: /portal
query SunSign {
  natalChart(input: {
    datetime: "1990-05-15T14:30:00"
    location: { latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul" }
  }) {
    bodies { sun { sign dms house } moon { sign dms } }
    angles { asc { sign dms } }
  }
}
`;

export function createApp(options: AppOptions) {
  const logger = options.logger ?? defaultLogger();
  const metrics = options.metrics ?? defaultMetrics();
  const logError = options.logError ?? errorLogger(logger);
  // Every store call is timed (access_store_duration_seconds).
  const store = new TimedStore(options.store, metrics.storeDuration);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  if (options.trustProxy !== undefined) app.set('trust proxy', options.trustProxy);

  // Request id, request log line and HTTP metrics for every request (REST, /graphql, 404s).
  app.use(observeRequests(logger, metrics));
  // Security headers, CORS, compression, Connection: close while draining.
  httpHygiene(app, options);

  // Unexpected errors of GraphQL execution are logged here, with the request id, before yoga masks
  // them; yoga's own error log then skips them.
  const loggedErrors = new WeakSet<object>();
  const yogaLogError = (err: unknown) => {
    if (typeof err === 'object' && err !== null && loggedErrors.has(err)) return;
    logError(err);
  };

  const yoga = createYoga<{ req: Request; res: Response }, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    cors: false,
    graphiql: { title: 'Saju · Jami · Astrology GraphQL', defaultQuery: EXAMPLE_QUERY, headers: '{"X-API-Key": ""}' },
    renderGraphiQL,
    context: ({ res }) => ({ access: res.locals.access as Context['access'], usage: null }),
    plugins: [
      ...operationLimitPlugins(schema, logError),
      {
        // Responses that charged nothing still carry the key's X-RateLimit headers.
        onResponse: async ({ serverContext }) => {
          const { res } = serverContext as unknown as { res: Response };
          // Headers only: a store that fails here has already answered the request's own calls.
          await (res.locals.access as AccessContext | undefined)?.ensureRateLimitHeaders().catch(() => {});
        },
        onExecute: () => logUnexpectedErrors,
      },
    ],
    // The core's errors get their code and status (one mapping, graphqlDomainError); other unexpected
    // errors are masked ("Unexpected error.") and logged; ApiErrors pass with their code.
    maskedErrors: {
      maskError: (error, message, isDev) => {
        const original = (error as GraphQLError).originalError;
        if (!(original instanceof DomainError)) return maskError(error, message, isDev);
        loggedErrors.add(error as GraphQLError); // expected: yoga's log of the replaced error skips it
        return graphqlDomainError(original, error as GraphQLError);
      },
    },
    logging: { debug() {}, info() {}, warn: yogaLogError, error: yogaLogError },
  });
  const logUnexpectedErrors = {
    onExecuteDone({ args, result }: { args: { contextValue: unknown }; result: unknown }) {
      const errors = (result as { errors?: readonly GraphQLError[] }).errors;
      if (!errors) return;
      const { res } = args.contextValue as { res?: Response };
      for (const error of errors) {
        if (isExpected(error) || loggedErrors.has(error)) continue;
        loggedErrors.add(error);
        logError(error.originalError ?? error, res);
      }
    },
  };
  const graphqlError = (res: Response, err: ApiError) => {
    if (err.retryAfter !== undefined) res.setHeader('Retry-After', err.retryAfter);
    res.status(err.status).json({ errors: [{ message: err.message, extensions: { code: err.code } }] });
  };
  app.use(
    '/graphql',
    routeLabel('/graphql'),
    markPublicIntrospection(BODY_LIMIT),
    accessMiddleware(store, {
      // The GraphiQL page and introspection are public; every other operation needs a key.
      isPublic: (req, res) =>
        (req.method === 'GET' && !req.query.query && Boolean(req.accepts('html'))) || res.locals.publicIntrospection === true,
      onError: (_req, res, err) => graphqlError(res, err),
    }),
    // Every body is read here, within BODY_LIMIT, before yoga sees it: JSON as it is, and a bare
    // application/graphql document as {query}. Yoga takes a parsed object without re-reading the
    // stream; other media types are refused, so none is read without the limit.
    express.json({ limit: BODY_LIMIT }),
    express.text({ limit: BODY_LIMIT, type: 'application/graphql' }),
    graphqlBody,
    idempotency(store, { onError: (_req, res, err) => graphqlError(res, err) }),
    yoga.requestListener,
    (err: unknown, _req: Request, res: Response, _next: NextFunction) => graphqlError(res, bodyError(err, logError, res)),
  );

  app.use(restRouter(schema, routes, store, logError));
  app.use(mcpRouter(store, logError));
  // The other paths come after the API's own (/graphql, /v1), so that API requests pass fewer layers.
  // /healthz, /readyz and /metrics: no API key (operator's probes and scraper).
  observabilityRoutes(app, store, metrics, logger);
  // /openapi.json and /docs: no API key (the requests the docs page sends carry one).
  docsRoutes(app);
  // /llms.txt and /llms-full.txt: no API key.
  llmsRoutes(app);
  app.use(PORTAL_PATH, portalRouter(store, { adminToken: options.adminToken, logError }));

  app.get('/', (_req, res) => res.redirect(302, '/docs'));
  app.use((_req, res) => {
    res.status(404).json({ detail: 'Not Found' });
  });
  return app;
}

/** What /graphql answers in: GraphQL over HTTP's two JSON types and its streams (and GET, GraphiQL's page). */
const GRAPHQL_MEDIA_TYPES = ['application/graphql-response+json', 'application/json', 'text/event-stream', 'multipart/mixed'];

/**
 * /graphql requests as yoga takes them (after the parsers above): an answer the client accepts
 * (else 406 with a JSON error, rather than yoga's empty one), and a POST body that is a non-empty
 * JSON object.
 */
function graphqlBody(req: Request, _res: Response, next: NextFunction) {
  const types = req.method === 'GET' ? [...GRAPHQL_MEDIA_TYPES, 'text/html'] : GRAPHQL_MEDIA_TYPES;
  if (!req.accepts(types)) return next(new ApiError(406, 'NOT_ACCEPTABLE', `/graphql answers in ${types.join(', ')}`));
  if (req.method !== 'POST') return next();
  if (typeof req.body === 'string') req.body = { query: req.body };
  if (!req.is('application/json') && !req.is('application/graphql')) {
    return next(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'POST /graphql takes application/json (or application/graphql)'));
  }
  if (req.body === null || typeof req.body !== 'object' || Array.isArray(req.body) || Object.keys(req.body as object).length === 0) {
    return next(new ApiError(400, 'INVALID_REQUEST', 'POST body must be a JSON object with a "query"'));
  }
  next();
}

/**
 * A GraphQL error that is no bug: one without an original error, wrapping a GraphQLError
 * (ApiError), or a core error raised on purpose (DomainError).
 */
function isExpected(error: GraphQLError): boolean {
  let e: unknown = error;
  while (e instanceof GraphQLError) {
    if (e.originalError == null) return true;
    e = e.originalError;
  }
  return e instanceof DomainError;
}
