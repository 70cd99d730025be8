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

export interface Route<Body, Vars, Data> {
  method: 'GET' | 'POST';
  path: string;
  feature: Feature;
  style: ErrorStyle;
  document: TypedDocumentNode<Data, Vars>;
  /** The request body (absent for GET routes). */
  body?: z.ZodType<Body>;
  variables: (body: Body) => Vars;
  /** The result's JSON (default), or an SVG document's text for `image/svg+xml` routes. */
  shape: (data: Data, usage: UsageInfo) => unknown;
  /** The response's media type; default application/json. */
  produces?: 'application/json' | 'image/svg+xml';
  /**
   * Turns a body validation failure into the route's error. By default: 400 with the spec's
   * field-error text (§7); object-style routes map fields to their own codes.
   */
  invalidField?: (error: FieldError) => ApiError;
}

/** Keeps each route's type parameters while the table holds them side by side. */
export function defineRoute<Body, Vars, Data>(route: Route<Body, Vars, Data>): Route<Body, Vars, Data> {
  return route;
}

// A route table holds routes of different types; the router treats them uniformly.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = Route<any, any, any>;

/** The astrology envelope (spec §2.5). */
export function envelope(data: unknown, message: string, usage: UsageInfo) {
  return { success: true, data, message, timestamp: new Date().toISOString(), usage_info: usage };
}
