/**
 * The one place where the MCP server reads the service's operations: each declared operation
 * (src/operations) as a tool's raw material (name, texts, request schema, example, price, how to
 * run it). Everything else in src/mcp/ builds on McpOperation only, so a new operation becomes a
 * tool without further code.
 *
 * A call runs through the operation's REST route (src/rest/routes.ts) by its own path (runRoute:
 * validation, charge, execution, reshaping, refund of a failure), so that a tool answers, prices
 * and counts exactly as its route.
 */
import { z, ZodArray } from 'zod';
import type { Access } from '../access/context.js';
import { styledAccessError, type ApiError } from '../errors.js';
import { CostModel } from '../graphql/cost.js';
import { schema } from '../graphql/schema.js';
import { OPERATIONS, type Operation } from '../operations/index.js';
import type { AnyRoute } from '../rest/route.js';
import { prepareRoute, runRoute, type PreparedRoute } from '../rest/router.js';
import { routes } from '../rest/routes.js';

export type Family = 'saju' | 'jami' | 'astrology';

/** What a call of an operation gives: the REST answer (JSON value or SVG text), or its error as REST words it. */
export type OperationAnswer = { ok: true; body: unknown } | { ok: false; error: ApiError };

export interface McpOperation {
  /** The tool's name: the operation's name (its OpenAPI operationId). */
  name: string;
  /** GET or POST and the /v1 path. */
  method: 'GET' | 'POST';
  path: string;
  family: Family;
  /** One line (the OpenAPI summary). */
  title: string;
  /** What it computes and its conventions (the OpenAPI description). */
  description: string;
  /** The request body's schema (absent for GET operations). */
  body?: z.ZodType;
  /** A valid request body, as the API documentation shows it. */
  example?: Record<string, unknown>;
  /** Answers an SVG document instead of JSON. */
  picture: boolean;
  /**
   * The schema of the tool's result: the `data` of the astrology envelope, else the whole record
   * (saju, jami); absent for pictures.
   */
  result?: z.ZodType;
  /** The REST answer's part the tool returns (see `result`). */
  resultOf(answer: unknown): unknown;
  /** Price per call in words, and whether the free plan has it. */
  price: string;
  /** Runs one call as the REST route runs a request; `log` receives unexpected errors. */
  run(body: unknown, access: Access | null, request: { acceptLanguage?: string }, log: (err: unknown) => void): Promise<OperationAnswer>;
}

const isEnvelope = (route: AnyRoute) => 'usage_info' in ((route.response as { shape?: object }).shape ?? {});

function priceOf(op: Operation): string {
  const features = [op.feature, ...(op.alsoCharges ?? [])];
  const credits = features.reduce((sum, f) => sum + f.credits, 0);
  // A price that depends on the arguments says so in its note.
  const price = op.credits && op.costNote ? op.costNote : `${credits} credit${credits === 1 ? '' : 's'} a call${op.costNote ? ` (${op.costNote})` : ''}`;
  return features.every((f) => f.free) ? price : `${price}; not in the free plan`;
}

function toOperation(op: Operation, route: AnyRoute, prepared: () => PreparedRoute): McpOperation {
  const envelope = isEnvelope(route);
  const picture = op.rest.produces === 'image/svg+xml';
  const response = route.response as z.ZodType;
  const data: z.ZodType | undefined = picture ? undefined : envelope ? ((response as z.ZodObject).shape.data as z.ZodType) : response;
  // MCP's structured results are objects: a list (void-Moon windows, midpoints) comes as { items }.
  const list = data instanceof ZodArray;
  const dataOf = (answer: unknown) => (envelope ? (answer as { data: unknown }).data : answer);
  return {
    name: op.name,
    method: op.rest.method,
    path: op.rest.path,
    family: op.rest.path.split('/')[2] as Family,
    title: op.summary,
    description: op.description,
    body: route.body,
    example: op.example,
    picture,
    result: list ? z.strictObject({ items: data }).meta({ description: 'The answer’s list, as items' }) : data,
    resultOf: (answer) => (list ? { items: dataOf(answer) } : dataOf(answer)),
    price: priceOf(op),
    async run(body, access, request, log) {
      const answer = await runRoute(prepared(), body, access, request, log);
      if (answer.ok) return { ok: true, body: answer.body };
      // The route's error style words access errors its own way (detail-style 429: the code itself).
      return { ok: false, error: styledAccessError(route.style, answer.error, route.feature) };
    },
  };
}

let costs: CostModel | undefined;
const routeOf = new Map<string, AnyRoute>(routes.map((route) => [route.operation.name, route]));

/** Every declared operation, in their order; each compiles its GraphQL document on first use. */
export const mcpOperations: readonly McpOperation[] = OPERATIONS.map((op) => {
  const route = routeOf.get(op.name)!;
  let prepared: PreparedRoute | undefined;
  return toOperation(op, route, () => (prepared ??= prepareRoute(schema, route, (costs ??= new CostModel(schema)))));
});
