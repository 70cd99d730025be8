/**
 * A REST route of the compatibility layer, attached to its operation's declaration (src/operations:
 * path, method, error style, feature, texts): the GraphQL document it runs, how the request body
 * becomes variables, how the result becomes the documented JSON, and its failing examples.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { z } from 'zod';
import type { UsageInfo } from '../access/context.js';
import { ApiError } from '../errors.js';
import type { ErrorStyle, FeatureId as Feature, Operation } from '../operations/index.js';
import { fieldErrorText, type FieldError } from '../validation.js';

/** What a route may read of the request besides its body. */
export interface RequestInfo {
  /** The Accept-Language header as sent, if any. */
  acceptLanguage?: string;
  /** The Accept header prefers image/png to SVG (the pictures answer PNG then). */
  prefersPng?: boolean;
}

/** A request that fails, with the error it gets: the OpenAPI document shows both, test/openapi.test.ts sends each. */
export interface Failure {
  /** Names the request example and the error example. */
  summary: string;
  request: Record<string, unknown>;
  error: ApiError;
}

export interface Route<Body, Vars, Data, Response extends z.ZodType = z.ZodType, Name extends string = string> {
  operation: Operation<Name>;
  document: TypedDocumentNode<Data, Vars>;
  /** The request body (absent for GET routes). */
  body?: z.ZodType<Body>;
  /**
   * The body as the operation's variables; `request` is what a route may read of the request
   * besides its body (absent when a route reuses another's variables, e.g. the pictures).
   */
  variables: (body: Body, request?: RequestInfo) => Vars;
  /**
   * The documented 200 body (src/rest/responses.ts), which the OpenAPI document shows: `shape`
   * must return its input type, so a shaper that drifts from the documentation does not compile.
   */
  response: Response;
  /**
   * The result's JSON (default), or an SVG document's text for `image/svg+xml` routes. `notices`
   * are the request's own warnings (ignored fields, `notices` below), for records with warnings.
   */
  shape: (data: Data, usage: UsageInfo, notices: readonly string[]) => z.input<Response>;
  /** Warnings about how the request was read, e.g. natal-chart's datetime taken as UTC. */
  notices?: (body: Body) => string[];
  /** Requests this route refuses, with their errors (documented examples). */
  failures?: readonly Failure[];
  /**
   * Turns a body validation failure into the route's error. By default: 400 with the spec's
   * field-error text (§7); object-style routes map fields to their own codes.
   */
  invalidField?: (error: FieldError) => ApiError;
}

/**
 * A declared route with what its operation says about it, read where the router, the OpenAPI
 * document and the tests need it: method, path, error style, media type and the features it charges.
 */
export interface RestRoute<Body, Vars, Data, Response extends z.ZodType = z.ZodType, Name extends string = string>
  extends Route<Body, Vars, Data, Response, Name> {
  method: Operation['rest']['method'];
  path: string;
  style: ErrorStyle;
  produces: 'application/json' | 'image/svg+xml';
  feature: Feature;
  /** Features charged besides `feature` (the synastry picture: its picture). */
  alsoCharges: Feature[];
}

/** Keeps each route's type parameters while the table holds them side by side. */
export function defineRoute<Body, Vars, Data, Response extends z.ZodType, Name extends string>(
  route: Route<Body, Vars, Data, Response, Name>,
): RestRoute<Body, Vars, Data, Response, Name> {
  const { rest, feature, alsoCharges = [] } = route.operation;
  return {
    ...route,
    method: rest.method,
    path: rest.path,
    style: rest.style,
    produces: rest.produces ?? 'application/json',
    feature: feature.id as Feature,
    alsoCharges: alsoCharges.map((f) => f.id as Feature),
  };
}

// A route table holds routes of different types; the router treats them uniformly.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute<Name extends string = string> = RestRoute<any, any, any, any, Name>;

/** The astrology envelope (spec §2.5). */
export function envelope<Data>(data: Data, message: string, usage: UsageInfo) {
  return { success: true as const, data, message, timestamp: new Date().toISOString(), usage_info: usage };
}

/**
 * Narrows a GraphQL value to the part of its set a REST record documents, where GraphQL offers more
 * than the route can produce (the four further house systems a REST body cannot ask for; firdaria's
 * sequence labels beyond the two chosen by gender), or checks a list's key against the record's fixed
 * keys (the jami record's relations and twelve-god cycles). A value outside is a bug, not bad input.
 */
export function member<T extends string>(values: readonly T[], value: string): T {
  if (!(values as readonly string[]).includes(value)) throw new Error(`Unexpected value: ${value}`);
  return value as T;
}

/** A field the operation document selects and the core always fills for this record (null would be a bug). */
export function required<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('Missing value');
  return value;
}

/** A failing example: the request and the error it gets. */
export const fail = (summary: string, request: Record<string, unknown>, status: number, code: string, message: string): Failure => ({
  summary,
  request,
  error: new ApiError(status, code, message),
});
/** A flat-style field error example. */
export const fieldFail = (summary: string, request: Record<string, unknown>, field: string, reason: string) =>
  fail(summary, request, 400, 'INVALID_REQUEST', fieldErrorText({ path: [field], reason }));
/** The bound's field-error reason, as the spec words it. */
export const above = (max: string) => `ensure this value is less than or equal to ${max}`;

/** A GraphQL enum value in the documented lower case, typed as such (PLACIDUS → placidus). */
export const lower = <T extends string>(value: T) => value.toLowerCase() as Lowercase<T>;
