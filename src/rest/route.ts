/**
 * A REST route of the compatibility layer: the /v1 path, the GraphQL operation it runs, how the
 * request body becomes variables, how the result becomes the documented JSON, and its error style.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { z } from 'zod';
import type { UsageInfo } from '../access/context.js';
import type { Feature } from '../access/plans.js';
import { ApiError, type ErrorStyle } from '../errors.js';
import type { FieldError } from '../validation.js';

/** What a route may read of the request besides its body. */
export interface RequestInfo {
  /** The Accept-Language header as sent, if any. */
  acceptLanguage?: string;
}

export interface Route<Body, Vars, Data, Response extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  feature: Feature;
  /** Features the operation also charges (the synastry picture: the synastry, then its svg). */
  alsoCharges?: Feature[];
  style: ErrorStyle;
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
  /** The response's media type; default application/json. */
  produces?: 'application/json' | 'image/svg+xml';
  /**
   * Turns a body validation failure into the route's error. By default: 400 with the spec's
   * field-error text (§7); object-style routes map fields to their own codes.
   */
  invalidField?: (error: FieldError) => ApiError;
}

/** Keeps each route's type parameters while the table holds them side by side. */
export function defineRoute<Body, Vars, Data, Response extends z.ZodType>(
  route: Route<Body, Vars, Data, Response>,
): Route<Body, Vars, Data, Response> {
  return route;
}

// A route table holds routes of different types; the router treats them uniformly.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = Route<any, any, any, any>;

/** The astrology envelope (spec §2.5). */
export function envelope<Data>(data: Data, message: string, usage: UsageInfo) {
  return { success: true as const, data, message, timestamp: new Date().toISOString(), usage_info: usage };
}

/**
 * Narrows a GraphQL string to a documented closed set. GraphQL enum values cannot be Korean or
 * hanja, so such sets travel as strings; a value outside the set is a bug, not bad input.
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
