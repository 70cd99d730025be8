/**
 * Builds the /v1 Express router from the route table. Each route's operation document is validated
 * against the schema and compiled (graphql-jit) once, here, and then executed directly (no HTTP or
 * yoga round trip) with the request's access context, so REST and GraphQL share one set of
 * resolvers, checks and charges. A compiled query runs the same resolvers as graphql-js, without
 * its per-field interpretation of the document (a chart record has about 700 fields).
 */
import { svgToPng } from '../render/png.js';
import express, { type NextFunction, type Request, type Response } from 'express';
import { print, validate, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { knownApiError, type Access, type AccessContext } from '../access/context.js';
import { idempotency } from '../access/idempotency.js';
import { accessMiddleware } from '../access/middleware.js';
import type { AccessStore } from '../access/store.js';
import type { Context } from '../graphql/builder.js';
import { chargeItems, chargeOperation, CostModel, OPERATION_LIMITS, responseTooLarge } from '../graphql/cost.js';
import { executeOffThread, offloads } from '../graphql/pool.js';
import { ApiError, errorBody, styledAccessError } from '../errors.js';
import { fieldErrorText, toFieldError } from '../validation.js';
import { DomainError } from '../core/errors.js';
import { restDomainError } from './errors.js';
import { IGNORED_FIELDS_HEADER, ignoredFields, ignoredFieldsHeader, inertFields } from './ignored-fields.js';
import type { AnyRoute, RequestInfo } from './route.js';

/** Request bodies are small JSON objects; anything larger is refused with 413. */
export const BODY_LIMIT = '64kb';

/** A route with its operation document validated and compiled, ready to run. */
export interface PreparedRoute {
  route: AnyRoute;
  query: CompiledQuery;
  /** The document's text, for a request that runs on the execution pool. */
  source: string;
  costs: CostModel;
}

/** Logs an unexpected error; `res` identifies the request (its request id). */
export type LogError = (err: unknown, res?: Response) => void;

export function restRouter(schema: GraphQLSchema, routes: readonly AnyRoute[], store: AccessStore, log: LogError) {
  const router = express.Router();
  const costs = new CostModel(schema);
  const json = express.json({ limit: BODY_LIMIT, strict: false, type: () => true });

  for (const route of routes) {
    const prepared = prepareRoute(schema, route, costs);

    const send = async (res: Response, err: ApiError) => {
      await (res.locals.access as AccessContext | undefined)?.ensureRateLimitHeaders().catch(() => {});
      if (err.retryAfter !== undefined) res.setHeader('Retry-After', err.retryAfter);
      res.status(err.status).json(errorBody(route.style, styledAccessError(route.style, err, route.feature)));
    };
    const handlers = [
      accessMiddleware(store, { onError: (_req, res, err) => void send(res, err) }),
      ...(route.method === 'POST' ? [json, idempotency(store, { onError: (_req, res, err) => void send(res, err) })] : []),
      async (req: Request, res: Response) => {
        const access = res.locals.access as AccessContext;
        const prefersPng = req.accepts(['image/svg+xml', 'image/png']) === 'image/png';
        const answer = await runRoute(prepared, req.body, access, { acceptLanguage: req.get('accept-language'), prefersPng }, (e) => log(e, res));
        if (answer.ignored.length > 0) res.setHeader(IGNORED_FIELDS_HEADER, ignoredFieldsHeader(answer.ignored));
        if (!answer.ok) return send(res, answer.error);
        if (answer.png) res.type('image/png').send(answer.png);
        else if (route.produces === 'image/svg+xml') res.type('image/svg+xml').send(answer.text);
        else sendJson(res, answer.text);
      },
      // Body-parser failures (malformed JSON, oversize bodies) in the route's style.
      (err: unknown, _req: Request, res: Response, _next: NextFunction) => send(res, bodyError(err, log, res)),
    ];
    if (route.method === 'GET') router.get(route.path, ...handlers);
    else router.post(route.path, ...handlers);
    // Any other method on a known path: 405 naming the one it takes (HEAD comes with GET).
    router.all(route.path, (_req, res) => {
      res.setHeader('Allow', route.method === 'GET' ? 'GET, HEAD' : route.method);
      void send(res, new ApiError(405, 'METHOD_NOT_ALLOWED', `Method not allowed; use ${route.method}`));
    });
  }
  return router;
}

/** Validates, compiles and checks a route's operation document once, at start-up. */
export function prepareRoute(schema: GraphQLSchema, route: AnyRoute, costs: CostModel): PreparedRoute {
  const errors = validate(schema, route.document);
  if (errors.length > 0) throw new Error(`${route.path}: operation document is invalid: ${errors[0].message}`);
  const query = compileQuery(schema, route.document);
  if (!isCompiledQuery(query)) throw new Error(`${route.path}: ${(query as ExecutionResult).errors?.[0]?.message}`);
  return { route, query, source: print(route.document), costs };
}

/**
 * A route's answer: the documented body (a JSON value, or an SVG document's text) and its text, or
 * the error it is answered with; `ignored` are the body's unknown and inert fields (X-Ignored-Fields).
 */
export type RouteAnswer =
  | { ok: true; body: unknown; text: string; png?: Buffer; ignored: string[] }
  | { ok: false; error: ApiError; ignored: string[] };

/**
 * Runs one request of a route, independent of its transport (REST, MCP): validation of the body,
 * the charge (once, before the work, for what the document costs with these variables), execution,
 * reshaping, and the refund of a request that fails. `log` receives unexpected errors.
 */
export async function runRoute(
  { route, query, source, costs }: PreparedRoute,
  requestBody: unknown,
  access: Access | null,
  request: RequestInfo,
  log: (err: unknown) => void,
): Promise<RouteAnswer> {
  let variables: Record<string, unknown> | undefined;
  let notices: string[] = [];
  let ignored: string[] = [];
  const fail = (error: ApiError): RouteAnswer => ({ ok: false, error, ignored });
  // A picture as PNG: asked by `format: "png"` or by an Accept that prefers image/png to SVG.
  let png = route.produces === 'image/svg+xml' && request.prefersPng === true;
  if (route.body) {
    if (requestBody === null || typeof requestBody !== 'object' || Array.isArray(requestBody)) {
      return fail(new ApiError(400, 'INVALID_REQUEST', 'Request body must be a JSON object'));
    }
    const parsed = route.body.safeParse(requestBody);
    if (!parsed.success) {
      const field = toFieldError(parsed.error, requestBody);
      if (field.domainError) return fail(restDomainError(field.domainError, route.path));
      return fail(route.invalidField?.(field) ?? new ApiError(400, 'INVALID_REQUEST', fieldErrorText(field)));
    }
    variables = route.variables(parsed.data, request) as Record<string, unknown>;
    const format = (parsed.data as { format?: unknown }).format;
    if (route.produces === 'image/svg+xml' && format !== undefined) png = format === 'png';
    const unknown = ignoredFields(route.body, requestBody);
    const inert = inertFields(route.body, requestBody);
    ignored = [...unknown, ...inert];
    notices = [
      ...unknown.map((f) => `unknown field ignored: ${f}`),
      ...inert.map((f) => `${f} ignored: it applies to lunar dates only (is_lunar: true)`),
      ...(route.notices?.(parsed.data) ?? []),
    ];
  }
  const context: Context = { access, usage: null };
  const cost = costs.cost(route.document, undefined, variables);
  try {
    await chargeOperation(context, cost);
    const result = offloads(cost.credits)
      ? await executeOffThread({ source, variables: variables ?? {}, compiled: true })
      : await query.query(undefined, context, variables ?? {});
    if (result.errors?.length) throw result.errors[0].originalError ?? result.errors[0];
    const body: unknown = route.shape(result.data, context.usage!, notices);
    if (png) return { ok: true, body, text: body as string, png: await svgToPng(body as string), ignored };
    if (route.produces === 'image/svg+xml') return { ok: true, body, text: body as string, ignored };
    const text = JSON.stringify(body);
    if (text.length > OPERATION_LIMITS.responseChars) throw responseTooLarge();
    return { ok: true, body, text, ignored };
  } catch (err) {
    // A request answers all or nothing: what failed is not paid for.
    if (context.charge) await context.access?.refund(context.charge, chargeItems(cost.roots.values())).catch(log);
    return fail(err instanceof DomainError ? restDomainError(err, route.path) : asApiError(err, log));
  }
}

/**
 * res.json with one pass over the text instead of two: Express's Buffer.from first measures the
 * UTF-8 length, then encodes, and both are slow for text with Korean in it (a comprehensive
 * synastry record is ~95 KB: 185 µs against 60 µs). The UTF-8 goes into a buffer of the largest
 * size it can take, 3 bytes per UTF-16 unit.
 */
function sendJson(res: Response, text: string) {
  const utf8 = Buffer.allocUnsafe(text.length * 3);
  res.type('application/json').send(utf8.subarray(0, utf8.write(text)));
}

/** Known failures keep their status; anything else is logged and answered with a bare 500. */
export function asApiError(err: unknown, log: LogError, res?: Response): ApiError {
  const known = knownApiError(err);
  if (known) return known;
  log(err, res);
  return new ApiError(500, 'INTERNAL_ERROR', 'Internal server error');
}

/** Body-parser failures as ApiErrors. */
export function bodyError(err: unknown, log: LogError, res?: Response): ApiError {
  if (err instanceof ApiError) return err;
  const { type, status } = err as { type?: string; status?: number };
  if (type === 'entity.too.large') return new ApiError(413, 'PAYLOAD_TOO_LARGE', `Request body exceeds ${BODY_LIMIT}`);
  if (type === 'entity.parse.failed') return new ApiError(400, 'INVALID_JSON', 'Request body is not valid JSON');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new ApiError(415, 'UNSUPPORTED_ENCODING', 'Request body must be UTF-8 JSON');
  }
  // Any other failure to read the body is the client's: a Content-Encoding the bytes do not match
  // (zlib's "incorrect header check"), a length that does not match, an aborted upload.
  if (status === 400) return new ApiError(400, 'INVALID_BODY', 'Request body could not be read (check Content-Encoding and Content-Length)');
  return asApiError(err, log, res);
}

