/**
 * Builds the /v1 Express router from the route table. Each route's operation document is validated
 * against the schema and compiled (graphql-jit) once, here, and then executed directly (no HTTP or
 * yoga round trip) with the request's access context, so REST and GraphQL share one set of
 * resolvers, checks and charges. A compiled query runs the same resolvers as graphql-js, without
 * its per-field interpretation of the document (a chart record has about 700 fields).
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { validate, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { knownApiError, type AccessContext } from '../access/context.js';
import { accessMiddleware } from '../access/middleware.js';
import type { AccessStore } from '../access/store.js';
import type { Context } from '../graphql/builder.js';
import { chargeItems, chargeOperation, CostModel, OPERATION_LIMITS, responseTooLarge } from '../graphql/cost.js';
import { ApiError, errorBody, styledAccessError } from '../errors.js';
import { fieldErrorText, toFieldError } from '../validation.js';
import { DomainError } from '../core/errors.js';
import { restDomainError } from './errors.js';
import { ignoredFields, ignoredFieldsHeader } from './ignored-fields.js';
import type { AnyRoute } from './route.js';

/** Request bodies are small JSON objects; anything larger is refused with 413. */
export const BODY_LIMIT = '64kb';

interface Prepared {
  route: AnyRoute;
  query: CompiledQuery;
  costs: CostModel;
}

/** Logs an unexpected error; `res` identifies the request (its request id). */
export type LogError = (err: unknown, res?: Response) => void;

export function restRouter(schema: GraphQLSchema, routes: AnyRoute[], store: AccessStore, log: LogError) {
  const router = express.Router();
  const costs = new CostModel(schema);
  const json = express.json({ limit: BODY_LIMIT, strict: false, type: () => true });

  for (const route of routes) {
    const errors = validate(schema, route.document);
    if (errors.length > 0) throw new Error(`${route.path}: operation document is invalid: ${errors[0].message}`);
    const query = compileQuery(schema, route.document);
    if (!isCompiledQuery(query)) throw new Error(`${route.path}: ${(query as ExecutionResult).errors?.[0]?.message}`);
    const prepared: Prepared = { route, query, costs };

    const send = async (res: Response, err: ApiError) => {
      await (res.locals.access as AccessContext | undefined)?.ensureRateLimitHeaders().catch(() => {});
      if (err.retryAfter !== undefined) res.setHeader('Retry-After', err.retryAfter);
      res.status(err.status).json(errorBody(route.style, styledAccessError(route.style, err, route.feature)));
    };
    const handlers = [
      accessMiddleware(store, { onError: (_req, res, err) => send(res, err) }),
      ...(route.method === 'POST' ? [json] : []),
      (req: Request, res: Response) => run(prepared, req, res, send, log),
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

async function run(
  { route, query, costs }: Prepared,
  req: Request,
  res: Response,
  send: (res: Response, err: ApiError) => Promise<void>,
  log: LogError,
) {
  let variables: Record<string, unknown> | undefined;
  let notices: string[] = [];
  if (route.body) {
    if (req.body === null || typeof req.body !== 'object' || Array.isArray(req.body)) {
      return send(res, new ApiError(400, 'INVALID_REQUEST', 'Request body must be a JSON object'));
    }
    const parsed = route.body.safeParse(req.body);
    if (!parsed.success) {
      const field = toFieldError(parsed.error, req.body);
      if (field.domainError) return send(res, restDomainError(field.domainError, route.path));
      return send(res, route.invalidField?.(field) ?? new ApiError(400, 'INVALID_REQUEST', fieldErrorText(field)));
    }
    variables = route.variables(parsed.data, { acceptLanguage: req.get('accept-language') });
    const ignored = ignoredFields(route.body, req.body);
    if (ignored.length > 0) res.setHeader('X-Ignored-Fields', ignoredFieldsHeader(ignored));
    notices = [...ignored.map((f) => `unknown field ignored: ${f}`), ...(route.notices?.(parsed.data) ?? [])];
  }
  const context: Context = { access: res.locals.access as AccessContext, usage: null };
  // Charged once, before the work, for what the document costs with these variables.
  const cost = costs.cost(route.document, undefined, variables);
  try {
    await chargeOperation(context, cost);
    const result = await query.query(undefined, context, variables ?? {});
    if (result.errors?.length) throw result.errors[0].originalError ?? result.errors[0];
    const body = route.shape(result.data, context.usage!, notices);
    if (route.produces === 'image/svg+xml') res.type('image/svg+xml').send(body);
    else sendJson(res, body);
  } catch (err) {
    // A REST request answers all or nothing: what failed is not paid for.
    if (context.charge) await context.access?.refund(context.charge, chargeItems(cost.roots.values())).catch((e) => log(e, res));
    send(res, err instanceof DomainError ? restDomainError(err, route.path) : asApiError(err, log, res));
  }
}

/**
 * res.json with one pass over the text instead of two: Express's Buffer.from first measures the
 * UTF-8 length, then encodes, and both are slow for text with Korean in it (a comprehensive
 * synastry record is ~95 KB: 185 µs against 60 µs). The UTF-8 goes into a buffer of the largest
 * size it can take, 3 bytes per UTF-16 unit.
 */
function sendJson(res: Response, body: unknown) {
  const text = JSON.stringify(body);
  if (text.length > OPERATION_LIMITS.responseChars) throw responseTooLarge();
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

