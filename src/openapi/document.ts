/**
 * The OpenAPI 3.1 document of the REST layer, generated from the route table: each route's request
 * schema is its own `route.body` (the zod schema that validates the requests), its 200 body
 * `route.response` (src/rest/responses.ts), its texts and example requests ./operations.ts, its 200
 * example the service's own answer to that request (./examples.ts). Error responses are rendered
 * by the same functions the router uses (errorBody, styledAccessError), in the route's style; an
 * operation's failing example requests are shown with the errors they get.
 */
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { RATE_LIMIT_HEADERS } from '../access/context.js';
import { IDEMPOTENCY_HEADER, idempotencyErrors } from '../access/idempotency.js';
import { CHALLENGE } from '../access/middleware.js';
import { creditsFor, hasFeature } from '../access/plans.js';
import { accessErrors, errorBody, styledAccessError, type ApiError } from '../errors.js';
import { asApiError, BODY_LIMIT, bodyError } from '../rest/router.js';
import type { AnyRoute, Failure } from '../rest/route.js';
import { exampleAnswers, type ExampleAnswers } from './examples.js';
import { TAGS } from '../operations/index.js';
import { ErrorBodies, PngImage, referencedComponents } from '../rest/responses.js';
import { IGNORED_FIELDS_HEADER, IGNORED_FIELDS_TEXT } from '../rest/ignored-fields.js';

const SECURITY_SCHEME = 'ApiKey';
/** The headers every answer of a key carries (src/access/context.ts sets them). */
const HEADER_TEXTS = {
  'X-RateLimit-Limit': { description: 'Requests per UTC day of the key', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left today', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Unix time of the next UTC midnight', schema: { type: 'integer' } },
  'RateLimit-Policy': {
    description: 'The same daily limit as an IETF policy (draft-ietf-httpapi-ratelimit-headers): "daily", q requests per w = 86400 s',
    schema: { type: 'string', example: '"daily";q=1000;w=86400' },
  },
  RateLimit: {
    description: 'The same limit as IETF fields: r requests remaining, t seconds until the UTC midnight that resets it',
    schema: { type: 'string', example: '"daily";r=999;t=3600' },
  },
} as const satisfies Record<(typeof RATE_LIMIT_HEADERS)[number], { description: string; schema: object }>;
const rateLimitHeaders = () => Object.fromEntries(RATE_LIMIT_HEADERS.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

/** The statuses answered with Retry-After (a 409 when the same key's request is still running). */
const RETRYABLE = new Set([409, 429, 503]);
const RETRY_AFTER = { description: 'Seconds after which a retry may succeed', schema: { type: 'integer' } };
/** Every 401 names the header the key goes in (src/access/middleware.ts; RFC 9110 §11.6.1). */
const CHALLENGE_HEADER = 'WWW-Authenticate';
const CHALLENGE_TEXT = {
  description: 'Where the key goes: the X-API-Key request header',
  schema: { type: 'string', const: CHALLENGE, example: CHALLENGE },
} as const;

/** POST routes take an Idempotency-Key (src/access/idempotency.ts). */
const IdempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/)
    .optional()
    .meta({
      description:
        'Makes a retry safe: the same key with the same body within 24 hours answers the first answer again (header ' +
        '`Idempotent-Replayed: true`) and is charged once; with another body, 409. Answers 429 and 5xx are not kept.',
      example: 'order-4711-natal',
    }),
});

/** Where a key's holder gets help: the service's own portal (keys, usage, plans), at the origin that serves the document. */
const CONTACT_NAME = 'API support (the key portal)';
const CONTACT_PATH = '/portal';

/**
 * The document as served from `origin` (e.g. https://api.example.com): info.contact names the
 * portal by an absolute URL, which the document's schema requires.
 */
export function servedFrom<T extends { info: object }>(document: T, origin: string): T {
  return { ...document, info: { ...document.info, contact: { name: CONTACT_NAME, url: `${origin}${CONTACT_PATH}` } } };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid request: malformed JSON, a body that is not a JSON object, or an invalid field',
  401: 'API key missing or invalid',
  403: 'Key deactivated, or the plan lacks the feature',
  409: `The ${IDEMPOTENCY_HEADER} was used for another request in the last 24 hours, or its request is still running`,
  413: `Body over ${BODY_LIMIT}`,
  415: 'Body not in UTF-8',
  422: 'Missing required fields',
  429: 'Daily request limit or credits exhausted',
  500: 'Internal error (details go to the log only)',
  503: 'The key store is unreachable for a moment; retry after the Retry-After seconds',
};

const DESCRIPTION = `Saju (four pillars), Zi Wei Dou Shu (jami) and Western astrology calculations.

Every operation needs an API key in the \`X-API-Key\` header (use **Authorize**). Errors come in three
body styles: detail \`{detail}\` (saju, jami), object \`{success, error: {code, message}}\` (natal-chart)
and flat \`{success, error, error_code, details, timestamp}\` (the other astrology operations).

The same calculations are available through **GraphQL at \`/graphql\`** (open it in a browser for GraphiQL;
put \`{"X-API-Key": "sk_..."}\` in its headers tab). A GraphQL query computes only the fields it selects.`;

// Errors of the examples are never logged.
const noLog = () => {};

/** The failures every route can have, from the code that raises them. */
function commonErrors(route: AnyRoute): ApiError[] {
  const bodyErrors = ['entity.parse.failed', 'entity.too.large', 'encoding.unsupported'].map((type) => bodyError({ type }, noLog));
  return [
    ...(route.body ? bodyErrors : []),
    ...(route.method === 'POST' ? [idempotencyErrors.invalid(), idempotencyErrors.reused('order-4711-natal'), idempotencyErrors.inUse('order-4711-natal')] : []),
    accessErrors.missingKey(),
    accessErrors.unknownKey(),
    accessErrors.deactivated(),
    ...(hasFeature('free', route.feature) ? [] : [accessErrors.featureNotInPlan(route.feature, 'free')]),
    accessErrors.rateLimited(route.feature, 'daily request limit', 3600),
    accessErrors.unavailable(5),
    asApiError(new Error('example'), noLog),
  ];
}

/** How a failing example request is shown with its error: the request body, as JSON. */
export const failureDescription = (request: Failure['request']) => `The request body:\n\n\`\`\`json\n${JSON.stringify(request, null, 2)}\n\`\`\``;

/**
 * One response per error status, in the route's style, with every documented error as a named
 * example: first the operation's failing example requests (each error with the request that gets it
 * in its description), then the errors every route can have.
 */
function errorResponses(route: AnyRoute) {
  const named = [
    ...(route.failures ?? []).map((f) => ({ name: f.summary, error: f.error, description: failureDescription(f.request) })),
    // Named by their text; detail style shows both 401s as the bare code, so they merge into one example.
    ...commonErrors(route)
      .map((error) => styledAccessError(route.style, error, route.feature))
      .map((error) => ({ name: error.message, error, description: undefined })),
  ];
  const byStatus = new Map<number, Record<string, { summary: string; description?: string; value: unknown }>>();
  for (const { name, error, description } of named) {
    const examples = byStatus.get(error.status) ?? {};
    examples[name] = { summary: name, ...(description && { description }), value: errorBody(route.style, error) };
    byStatus.set(error.status, examples);
  }
  return Object.fromEntries(
    [...byStatus].sort(([a], [b]) => a - b).map(([status, examples]) => [
      status,
      {
        description: STATUS_TEXT[status],
        ...(RETRYABLE.has(status) && { headers: { ...(status === 429 && rateLimitHeaders()), 'Retry-After': RETRY_AFTER } }),
        ...(status === 401 && { headers: { [CHALLENGE_HEADER]: { $ref: `#/components/headers/${CHALLENGE_HEADER}` } } }),
        content: { 'application/json': { schema: ErrorBodies[route.style], examples } },
      },
    ]),
  );
}

/** The request body: the route's own zod schema and its valid example (the failing ones go with their errors). */
function requestBody(route: AnyRoute) {
  const { example } = route.operation;
  if (!route.body) return undefined;
  if (!example) throw new Error(`${route.operation.name}: a route with a body needs an example request (src/operations)`);
  const examples = { valid: { summary: 'A valid request', value: example } };
  return { body: { required: true, content: { 'application/json': { schema: route.body, examples } } } };
}

/** The document with the service's answers to the example requests as the 200 examples (what /openapi.json serves). */
export async function buildOpenApiDocumentWithExamples(table: readonly AnyRoute[]) {
  return buildOpenApiDocument(table, await exampleAnswers(table));
}

/**
 * The document; `answers` (./examples.ts) are the 200 examples. Without them the 200 responses
 * have no example (for tools that read only the schemas, such as the client's type generator).
 */
export function buildOpenApiDocument(table: readonly AnyRoute[], answers?: ExampleAnswers) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', SECURITY_SCHEME, { type: 'apiKey', in: 'header', name: 'X-API-Key' });
  for (const [name, header] of Object.entries(HEADER_TEXTS)) registry.registerComponent('headers', name, header);
  registry.registerComponent('headers', CHALLENGE_HEADER, CHALLENGE_TEXT);
  registry.registerComponent('headers', IGNORED_FIELDS_HEADER, IGNORED_FIELDS_TEXT);

  for (const route of table) {
    const doc = route.operation;
    const credits = creditsFor(route.feature);
    const plan = hasFeature('free', route.feature) ? '' : ' Not in the free plan.';
    registry.registerPath({
      method: route.method === 'GET' ? 'get' : 'post',
      path: route.path,
      operationId: doc.name,
      summary: doc.summary,
      description: `${doc.description}\n\nCosts ${credits} credit${credits === 1 ? '' : 's'} (feature \`${route.feature}\`).${plan}`,
      tags: [doc.tag],
      request: { ...requestBody(route), ...(route.method === 'POST' && { headers: IdempotencyHeaders }) },
      responses: {
        200: {
          description: 'The result',
          headers: { ...rateLimitHeaders(), [IGNORED_FIELDS_HEADER]: { $ref: `#/components/headers/${IGNORED_FIELDS_HEADER}` } },
          content: {
            [route.produces]: { schema: route.response as z.ZodType, ...(answers?.has(route) && { example: answers.get(route) }) },
            // The pictures as PNG too (format: "png" or Accept: image/png), priced as the SVG.
            ...(route.produces === 'image/svg+xml' && { 'image/png': { schema: PngImage } }),
          },
        },
        ...errorResponses(route),
      },
    });
  }

  // The components used with a description of their own (responses.ts `ref`) are generated first, from themselves.
  const document = new OpenApiGeneratorV31([
    ...[...referencedComponents].map((schema) => ({ type: 'schema' as const, schema })),
    ...registry.definitions,
  ]).generateDocument({
    openapi: '3.1.0',
    // The document's version follows the API's path prefix /v1.
    info: {
      title: 'Saju · Jami · Western astrology API',
      version: '1',
      description: DESCRIPTION,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/' }],
    security: [{ [SECURITY_SCHEME]: [] }],
    tags: [...TAGS],
  });
  walkSchemas(document, (node) => {
    nullableEnum(node);
    describedRef(node);
  });
  return document;
}

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Calls `visit` on every object of the document below `value` (schemas among them), depth first. */
function walkSchemas(value: unknown, visit: (node: JsonObject) => void): void {
  if (Array.isArray(value)) for (const item of value) walkSchemas(item, visit);
  else if (isObject(value)) {
    visit(value);
    for (const [key, child] of Object.entries(value)) if (key !== 'example' && key !== 'examples') walkSchemas(child, visit);
  }
}

/**
 * A component used with a description of its own comes out as allOf [$ref, {description}]; OpenAPI
 * 3.1 allows the description beside the $ref, which every reader shows as the property's.
 */
function describedRef(node: JsonObject): void {
  for (const [key, value] of Object.entries(node)) {
    if (!isObject(value) || !Array.isArray(value.allOf) || value.allOf.length !== 2 || Object.keys(value).length !== 1) continue;
    const [target, extra] = value.allOf as unknown[];
    if (!isObject(target) || typeof target.$ref !== 'string' || Object.keys(target).length !== 1) continue;
    if (!isObject(extra) || Object.keys(extra).some((k) => k !== 'description')) continue;
    node[key] = { $ref: target.$ref, ...extra };
  }
}

/**
 * A nullable field whose values are declared as an enum in its meta (the closed sets of
 * src/rest/*.ts): the generator puts null in `type` only, and an enum without null would refuse it.
 */
function nullableEnum(node: JsonObject): void {
  const { type, enum: values } = node;
  // A new array: the generator shares one enum array among the uses of a field schema.
  if (Array.isArray(type) && type.includes('null') && Array.isArray(values) && !values.includes(null)) node.enum = [...(values as unknown[]), null];
}
