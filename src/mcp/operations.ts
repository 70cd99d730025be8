/**
 * The one place where the MCP server reads the service's operations: each /v1 operation as a tool's
 * raw material (name, texts, request schema, example, price, how to run it). Everything else in
 * src/mcp/ builds on McpOperation only, so a new operation becomes a tool without further code.
 *
 * Today the operations are the REST route table (src/rest/routes.ts) with their OpenAPI texts and
 * examples (src/openapi/operations.ts); a call runs through the REST route's own path (runRoute:
 * validation, charge, execution, reshaping, refund of a failure) so that a tool answers, prices
 * and counts exactly as its route.
 */
import type { z } from 'zod';
import type { Access } from '../access/context.js';
import { creditsFor, PLANS, type Feature } from '../access/plans.js';
import { styledAccessError, type ApiError } from '../errors.js';
import { CostModel } from '../graphql/cost.js';
import { schema } from '../graphql/schema.js';
import { operations as operationDocs } from '../openapi/operations.js';
import type { AnyRoute } from '../rest/route.js';
import { prepareRoute, runRoute, type PreparedRoute } from '../rest/router.js';
import { routes } from '../rest/routes.js';

export type Family = 'saju' | 'jami' | 'astrology';

/** What a call of an operation gives: the REST answer (JSON value or SVG text), or its error as REST words it. */
export type OperationAnswer = { ok: true; body: unknown } | { ok: false; error: ApiError };

export interface McpOperation {
  /** The tool's name: the /v1 path's words (saju_basic, natal_chart_svg; astrology's prefix left out). */
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

function priceOf(route: AnyRoute): string {
  const features: Feature[] = [route.feature, ...(route.alsoCharges ?? [])];
  const credits = features.reduce((sum, f) => sum + creditsFor(f), 0);
  const free = features.every((f) => !PLANS.free.excludedFeatures.includes(f));
  const priced = route.feature === 'events' ? `${creditsFor('events')} credits per year of the span begun` : `${credits} credits a call`;
  return `${priced}${free ? '' : '; not in the free plan'}`;
}

function toOperation(route: AnyRoute, prepared: () => PreparedRoute): McpOperation {
  const doc = operationDocs[`${route.method} ${route.path}`];
  const words = route.path.split('/').slice(2).filter((w) => w !== 'astrology');
  const envelope = isEnvelope(route);
  const picture = route.produces === 'image/svg+xml';
  return {
    name: words.join('_').replaceAll('-', '_'),
    method: route.method,
    path: route.path,
    family: route.path.split('/')[2] as Family,
    title: doc.summary,
    description: doc.description,
    body: route.body,
    example: doc.example,
    picture,
    result: picture ? undefined : envelope ? (route.response as z.ZodObject).shape.data : route.response,
    resultOf: (answer) => (envelope ? (answer as { data: unknown }).data : answer),
    price: priceOf(route),
    async run(body, access, request, log) {
      const answer = await runRoute(prepared(), body, access, request, log);
      if (answer.ok) return { ok: true, body: answer.body };
      // The route's error style words access errors its own way (detail-style 429: the code itself).
      return { ok: false, error: styledAccessError(route.style, answer.error, route.feature) };
    },
  };
}

let costs: CostModel | undefined;

/** Every /v1 operation, in the API's order; each compiles its GraphQL document on first use. */
export const mcpOperations: readonly McpOperation[] = routes.map((route) => {
  let prepared: PreparedRoute | undefined;
  return toOperation(route, () => (prepared ??= prepareRoute(schema, route, (costs ??= new CostModel(schema)))));
});
