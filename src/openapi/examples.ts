/**
 * The 200 examples of the OpenAPI document: each operation's example request (src/operations) run
 * through the route's own path when the document is built — route.body validates it, route.variables
 * maps it, the route's GraphQL document runs against the service's schema (graphql-js's execute, as
 * the GraphQL endpoint runs it: the same resolvers the router's compiled queries run, and for one
 * run cheaper than compiling) and route.shape reshapes the result — so every example is a real
 * answer of the service, not text typed by hand. Nothing is charged: the context has no key, and only the
 * router and the GraphQL endpoint charge. usage_info is what a fresh key of EXAMPLE_KEY gets for
 * the request (test/openapi/examples.test.ts sends each example with such a key).
 */
import { execute, validate } from 'graphql';
import type { UsageInfo } from '../access/context.js';
import { PLANS, type Tier } from '../access/plans.js';
import { chargeTotals } from '../access/store.js';
import type { Context } from '../graphql/builder.js';
import { chargeItems, CostModel } from '../graphql/cost.js';
import { schema } from '../graphql/schema.js';
import { ignoredFields } from '../rest/ignored-fields.js';
import type { AnyRoute } from '../rest/route.js';

/** The key whose first request the examples show in usage_info. */
export const EXAMPLE_KEY = { name: 'example', tier: 'developer' } as const satisfies { name: string; tier: Tier };

/** A route's answer to its example request: JSON, or the SVG text of image/svg+xml routes. */
export type ExampleAnswers = ReadonlyMap<AnyRoute, unknown>;

const operationKey = (route: AnyRoute) => `${route.method} ${route.path}`;

/** Runs every route's example request through the route, in order; a failure is a bug of the example. */
export async function exampleAnswers(table: readonly AnyRoute[]): Promise<ExampleAnswers> {
  const costs = new CostModel(schema);
  const answers = new Map<AnyRoute, unknown>();
  for (const route of table) answers.set(route, await answer(route, costs));
  return answers;
}

async function answer(route: AnyRoute, costs: CostModel): Promise<unknown> {
  const key = operationKey(route);
  let variables: Record<string, unknown> = {};
  let notices: string[] = [];
  if (route.body) {
    const request = route.operation.example;
    const parsed = route.body.safeParse(request);
    if (!parsed.success) throw new Error(`${key}: the example request is invalid: ${parsed.error.message}`);
    variables = route.variables(parsed.data) as Record<string, unknown>;
    notices = [...ignoredFields(route.body, request).map((f) => `unknown field ignored: ${f}`), ...(route.notices?.(parsed.data) ?? [])];
  }
  const errors = validate(schema, route.document);
  if (errors.length > 0) throw new Error(`${key}: operation document is invalid: ${errors[0].message}`);
  const context: Context = { access: null, usage: null };
  const result = await execute({ schema, document: route.document, contextValue: context, variableValues: variables });
  if (result.errors?.length) throw new Error(`${key}: the example request failed: ${result.errors[0].message}`);
  return route.shape(result.data, exampleUsage(route, costs, variables), notices);
}

/** usage_info of EXAMPLE_KEY's first request: what the router charges for these variables. */
function exampleUsage(route: AnyRoute, costs: CostModel, variables: Record<string, unknown>): UsageInfo {
  const items = chargeItems(costs.cost(route.document, undefined, variables).roots.values());
  const used = chargeTotals(items).credits;
  const limit = PLANS[EXAMPLE_KEY.tier].credits;
  return { feature: items[0]?.feature ?? route.feature, user: EXAMPLE_KEY.name, used, limit, remaining: limit - used };
}
