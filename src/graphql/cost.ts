/**
 * What a GraphQL operation costs, computed from its document before anything executes, and the
 * limits an operation must stay within. REST routes run GraphQL documents too, so this one table
 * prices both: a request is charged exactly the credits computed here, once (src/access/context.ts).
 *
 * Every root field is an operation: one request against the daily limit and its feature's credits
 * (src/access/plans.ts). Nested fields that do work the root's price does not cover (a picture, a
 * time line whose length the client chooses) add their own credits, once per selection: an alias
 * is a second picture. Fields the root's record already includes cost nothing extra.
 */
import type { ServerResponse } from 'node:http';
import {
  getArgumentValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  isCompositeType,
  isObjectType,
  Kind,
  Lexer,
  OperationTypeNode,
  print,
  Source,
  TokenKind,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLCompositeType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationContext,
} from 'graphql';
// Execution's own field collection: merging, fragments and @skip/@include exactly as executed.
import { collectFields, collectSubfields } from 'graphql/execution/collectFields.js';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { creditsFor, type Feature } from '../access/plans.js';
import type { ChargeItem } from '../access/store.js';
import { knownApiError } from '../access/context.js';
import { LUCK_LIMITS } from '../core/saju/luck.js';
import { accessErrors, ApiError } from '../errors.js';
import { operationOfRootField } from '../operations/index.js';
import { DIRECTIONS } from '../operations/classical.js';
import { JAMI_ANALYSIS } from '../operations/jami.js';
import { SVG } from '../operations/pictures.js';
import { SAJU_LUCK } from '../operations/saju.js';
import type { Context } from './builder.js';
import { canonicalCoordinate } from './renames.js';
import { executeOffThread, offloads, type TextResult } from './pool.js';

/** How a field is priced: under which feature its usage is recorded, and its credits. */
export interface FieldCost {
  feature: Feature;
  /** Credits for one selection; default the feature's credits. */
  credits?: (args: Record<string, unknown>) => number;
  /** Selections under one parent that its own price already covers (the first ones are free). */
  included?: number;
  /** Why the field is priced this way (printed in the README's cost table). */
  note?: string;
}

/** Years of a primary-direction time line covered by one credit. */
const TIMELINE_YEARS_PER_CREDIT = 50;
/** Days of a saju 일운 time line covered by one credit (≈ 1 ms of CPU: 366 days take ≈ 2 ms). */
const LUCK_DAYS_PER_CREDIT = 183;

/**
 * The one cost table: `Type.field` → cost. Root fields are operations (one request each); every
 * other entry is a nested field that adds credits per selection (no request).
 */
export const FIELD_COSTS: Readonly<Record<string, FieldCost>> = {
  // The operations' root fields, as src/operations declares them.
  ...Object.fromEntries(
    [...operationOfRootField].map(([field, op]) => [`Query.${field}`, { feature: op.feature.id, credits: op.credits, note: op.costNote }]),
  ),
  // Pictures drawn beside a chart: each selection draws one (≈ 1–3 ms).
  'NatalChart.svg': { feature: SVG.id },
  'SajuBasic.svg': { feature: SVG.id },
  'SajuAnalysis.svg': { feature: SVG.id },
  'JamiChart.svg': { feature: SVG.id },
  'Synastry.svg': { feature: SVG.id },
  'WesternAstrocartography.svg': { feature: SVG.id },
  // The 유년 (annual) overlay of a target year: the chart's price covers one; each further year is
  // computed again (≈ 0.2 ms with its record).
  'JamiChart.annual': { feature: JAMI_ANALYSIS.id, credits: () => 1, included: 1, note: 'the first is in the chart’s price; 1 credit each further' },
  // A search over every pair of points for each age in the range: priced by its span.
  'PrimaryDirections.timeline': {
    feature: DIRECTIONS.id,
    credits: ({ fromAge, toAge }) =>
      Math.max(1, Math.ceil(Math.abs(Number(toAge) - Number(fromAge)) / TIMELINE_YEARS_PER_CREDIT)),
    note: `1 credit per ${TIMELINE_YEARS_PER_CREDIT} years of the range`,
  },
  // 일운: a day pillar with its interactions per date, the count chosen by the client (at most
  // LUCK_LIMITS.maxDays; a longer count is priced as the maximum and answers LUCK_RANGE_TOO_LONG).
  // 세운 and 월운 (≈ 1.5 µs a year) stay in the root's price. Recorded as saju-luck, the time lines'
  // feature, under sajuAnalysis too.
  'SajuLuck.days': {
    feature: SAJU_LUCK.id,
    credits: ({ count }) => Math.max(1, Math.ceil(Math.min(Number(count ?? LUCK_LIMITS.defaultDays), LUCK_LIMITS.maxDays) / LUCK_DAYS_PER_CREDIT)),
    note: `1 credit per ${LUCK_DAYS_PER_CREDIT} days of the range`,
  },
};

/** The limits a GraphQL document must stay within (checked before execution; 400 otherwise). */
export const OPERATION_LIMITS = {
  /**
   * Credits of one request: with the pictures' limit below, this bounds a request's CPU (about
   * 2 ms per credit at most: a five-year event search, 120 credits); the largest admissible
   * requests are measured by `npm run bench` (README). It admits a day's worth of a free key's
   * requests in one document.
   */
  credits: 120,
  /**
   * Pictures drawn by one request (REST draws one; a GraphQL document may alias more). A chart
   * wheel with its answer takes several times the CPU of its 2 credits' other work, so the count,
   * not the price, keeps a request of pictures within the bound (bench/largest-request.ts).
   */
  pictures: 8,
  /** Aliases in the whole document: priced fields pay per alias; the others are cheap and memoised. */
  aliases: 120,
  /** Selection depth (the chart records nest 6 deep; a synastry's Davison chart a few more). */
  depth: 14,
  /** Lexical tokens: refuses oversized documents before parsing. */
  tokens: 4000,
  /** Nesting of braces, brackets and parentheses: checked before parsing. */
  nesting: 32,
  /** Directives in the whole document. */
  directives: 30,
  /**
   * Characters of a JSON answer: a guard behind the limits above, which keep every admissible
   * answer far below it (bench/largest-request.ts reports the largest answers' sizes).
   */
  responseChars: 8_000_000,
} as const;

export interface OperationCost {
  /** The charge of each root field, by response key (a root that failed is refunded alone). */
  roots: Map<string, ChargeItem[]>;
  /** Credits of the whole request. */
  credits: number;
  /** Pictures the request draws (selections priced as the svg feature). */
  pictures: number;
}

const NO_COST: OperationCost = { roots: new Map(), credits: 0, pictures: 0 };

/** Prices documents of one schema; the types that can reach a priced field are found once. */
export class CostModel {
  /** Types from which some selection reaches a priced nested field: only these are walked. */
  private readonly priced = new Set<GraphQLNamedType>();

  constructor(private readonly schema: GraphQLSchema) {
    const types = Object.values(schema.getTypeMap()).filter(isCompositeType);
    const reaches = (type: GraphQLCompositeType): boolean => {
      if (!isObjectType(type)) return schema.getPossibleTypes(type).some((t) => this.priced.has(t));
      return Object.values(type.getFields()).some(
        (field) => canonicalCoordinate(type, field) in FIELD_COSTS || this.priced.has(getNamedType(field.type)),
      );
    };
    // A fixed point: a type is priced when one of its fields is, or leads to a priced type.
    for (let changed = true; changed; ) {
      changed = false;
      for (const type of types) {
        if (!this.priced.has(type) && reaches(type)) {
          this.priced.add(type);
          changed = true;
        }
      }
    }
  }

  /**
   * The cost of running `document`'s operation with `variables`. A document that cannot run (no such
   * operation, variables that do not coerce) costs nothing: execution answers its error, uncharged.
   */
  cost(document: DocumentNode, operationName?: string | null, rawVariables?: Record<string, unknown> | null): OperationCost {
    const operation = getOperationAST(document, operationName);
    const queryType = this.schema.getQueryType();
    if (!operation || operation.operation !== OperationTypeNode.QUERY || !queryType) return NO_COST;
    const coerced = getVariableValues(this.schema, operation.variableDefinitions ?? [], rawVariables ?? {});
    if (coerced.errors) return NO_COST;
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    }
    const request: Request = { fragments, variables: coerced.coerced };

    const roots = new Map<string, ChargeItem[]>();
    let credits = 0;
    let pictures = 0;
    for (const [key, nodes] of collectFields(this.schema, fragments, request.variables, queryType, operation.selectionSet)) {
      const field = queryType.getFields()[nodes[0].name.value];
      if (!field) continue;
      const items: ChargeItem[] = [];
      this.price(request, queryType, field, nodes, items);
      if (items.length === 0) continue;
      roots.set(key, items);
      for (const item of items) {
        credits += item.credits;
        if (item.feature === SVG.id) pictures++;
      }
    }
    return { roots, credits, pictures };
  }

  /** Adds the price of one field (merged over `nodes`) and of the priced fields under it to `items`. */
  private price(
    request: Request,
    parent: GraphQLObjectType,
    field: GraphQLField<unknown, unknown>,
    nodes: readonly FieldNode[],
    items: ChargeItem[],
    /** How many earlier selections of this field the same parent has (aliases). */
    earlier = 0,
  ): void {
    // A deprecated alias costs what the field it was renamed to costs, under the same feature and tier.
    const price = FIELD_COSTS[canonicalCoordinate(parent, field)];
    if (price && earlier >= (price.included ?? 0)) {
      const credits = price.credits?.(getArgumentValues(field, nodes[0], request.variables)) ?? creditsFor(price.feature);
      items.push({ feature: price.feature, requests: parent === this.schema.getQueryType() ? 1 : 0, credits });
    }
    const named = getNamedType(field.type);
    if (!isCompositeType(named) || !this.priced.has(named)) return;
    // An abstract type is priced as its dearest possible type.
    let dearest: ChargeItem[] = [];
    for (const runtime of isObjectType(named) ? [named] : this.schema.getPossibleTypes(named)) {
      const sub: ChargeItem[] = [];
      const selections = new Map<string, number>();
      for (const [, subNodes] of collectSubfields(this.schema, request.fragments, request.variables, runtime, nodes)) {
        const subField = runtime.getFields()[subNodes[0].name.value];
        if (!subField) continue;
        const earlier = selections.get(subField.name) ?? 0;
        selections.set(subField.name, earlier + 1);
        this.price(request, runtime, subField, subNodes, sub, earlier);
      }
      if (totalCredits(sub) > totalCredits(dearest)) dearest = sub;
    }
    items.push(...dearest);
  }
}

interface Request {
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

function totalCredits(items: readonly ChargeItem[]): number {
  let sum = 0;
  for (const item of items) sum += item.credits;
  return sum;
}

/** An error of graphql itself (no code; no original error, or only graphql's own inside). */
function isRequestError(error: GraphQLError): boolean {
  return !error.extensions.code && (!error.originalError || error.originalError instanceof GraphQLError);
}

/** Such an error as BAD_USER_INPUT, 400. */
function withRequestCode(error: GraphQLError): GraphQLError {
  if (!isRequestError(error)) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    path: error.path,
    extensions: { ...error.extensions, code: 'BAD_USER_INPUT', http: { status: 400, spec: false } },
  });
}

/** An answer over OPERATION_LIMITS.responseChars: nothing of it is sent, and nothing charged. */
export function responseTooLarge(): ApiError {
  return new ApiError(400, 'RESPONSE_TOO_LARGE', `The answer exceeds ${OPERATION_LIMITS.responseChars} characters; select fewer fields or aliases`);
}

/**
 * A document over a limit: 400 for every client. (Yoga marks plain validation errors as the
 * GraphQL-over-HTTP spec's, which it answers with 200 to clients that accept application/json.)
 */
function limitError(message: string): ApiError {
  const error = new ApiError(400, 'QUERY_TOO_COMPLEX', message);
  (error.extensions.http as { spec?: boolean }).spec = false;
  return error;
}

/**
 * The tokens of a GraphQL source and how deeply `{`, `[` and `(` nest in it, read with graphql-js's
 * own lexer (iterative; it skips strings and comments); stops counting past either limit.
 */
export function lexicalSize(source: string): { tokens: number; nesting: number } {
  const lexer = new Lexer(new Source(source));
  let tokens = 0;
  let depth = 0;
  let nesting = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (++tokens > OPERATION_LIMITS.tokens || nesting > OPERATION_LIMITS.nesting) break;
      if (token.kind === TokenKind.BRACE_L || token.kind === TokenKind.BRACKET_L || token.kind === TokenKind.PAREN_L) {
        nesting = Math.max(nesting, ++depth);
      } else if (token.kind === TokenKind.BRACE_R || token.kind === TokenKind.BRACKET_R || token.kind === TokenKind.PAREN_R) {
        depth--;
      }
    }
  } catch {
    // A lexical error: the parser reports it.
  }
  return { tokens, nesting };
}

/** The items of `roots` as one charge: one line per feature. */
export function chargeItems(roots: Iterable<ChargeItem[]>): ChargeItem[] {
  const byFeature = new Map<Feature, ChargeItem>();
  for (const items of roots) {
    for (const { feature, requests, credits } of items) {
      const line = byFeature.get(feature);
      if (line) {
        line.requests += requests;
        line.credits += credits;
      } else byFeature.set(feature, { feature, requests, credits });
    }
  }
  return [...byFeature.values()];
}

/**
 * Charges a request for `cost` before it executes (once, atomically: src/access/context.ts):
 * 400 when it is over the credit or picture limit, 401 without a key, then 403/429 from the plan.
 */
export async function chargeOperation(ctx: Context, cost: OperationCost): Promise<void> {
  if (cost.credits > OPERATION_LIMITS.credits) {
    throw new ApiError(
      400,
      'QUERY_TOO_EXPENSIVE',
      `The request costs ${cost.credits} credits; one request may cost at most ${OPERATION_LIMITS.credits}`,
    );
  }
  if (cost.pictures > OPERATION_LIMITS.pictures) {
    throw new ApiError(
      400,
      'QUERY_TOO_EXPENSIVE',
      `The request draws ${cost.pictures} pictures; one request may draw at most ${OPERATION_LIMITS.pictures}: send the others in further requests`,
    );
  }
  if (cost.roots.size === 0) return;
  if (!ctx.access) throw accessErrors.missingKey();
  ctx.charge = await ctx.access.charge(chargeItems(cost.roots.values()));
  ctx.usage = ctx.charge?.usage ?? null;
}

/**
 * Refunds the root operations that produced no data (a domain error, a bug): their key is null
 * in `data`, or `data` is null altogether. Operations that answered stay charged.
 */
async function refundFailures(ctx: Context, cost: OperationCost, result: ExecutionResult): Promise<void> {
  if (!ctx.charge || !ctx.access || !result.errors?.length) return;
  const failed = [...cost.roots].filter(([key]) => result.data?.[key] == null).map(([, items]) => items);
  await ctx.access.refund(ctx.charge, chargeItems(failed));
}

// Reported as validation errors (the rules throw by default, which would end validation as a 200).
const report = { propagateOnRejection: false, onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)] };

/** The validation rules of the alias, depth and directive limits (graphql-armor). */
export const LIMIT_RULES = [
  maxAliasesRule({ n: OPERATION_LIMITS.aliases, ...report }),
  maxDepthRule({ n: OPERATION_LIMITS.depth, flattenFragments: true, ...report }),
  maxDirectivesRule({ n: OPERATION_LIMITS.directives, ...report }),
];

/**
 * The schema has only a query type: a mutation or subscription is refused with the validation
 * errors (graphql-js 16 would otherwise fail it at execution, without a code).
 */
const queriesOnly = (context: ValidationContext) => ({
  OperationDefinition(node: OperationDefinitionNode) {
    if (node.operation !== OperationTypeNode.QUERY) {
      context.reportError(new GraphQLError(`The schema has no ${node.operation} type: only queries are served`, { nodes: node }));
    }
  },
});

/**
 * The yoga plugins that hold a GraphQL request to its limits before it runs: tokens and bracket
 * nesting before parsing (a 3,000-level nested value never reaches the recursive parser), aliases,
 * depth and directives while validating (graphql-armor's rules), then its price: over the credit limit 400, else charged once;
 * after execution the root operations that failed are refunded.
 */
export function operationLimitPlugins(
  schema: GraphQLSchema,
  logError: (err: unknown, res?: ServerResponse) => void,
): Plugin<Context>[] {
  const model = new CostModel(schema);
  return [
    {
      // Before the parser, whose recursion a value nested a few thousand levels deep overflows.
      onParse({ params }) {
        const source = params.source as string | Source;
        const { tokens, nesting } = lexicalSize(typeof source === 'string' ? source : source.body);
        if (tokens > OPERATION_LIMITS.tokens) throw limitError(`Syntax Error: Token limit of ${OPERATION_LIMITS.tokens} exceeded.`);
        if (nesting > OPERATION_LIMITS.nesting) {
          throw limitError(`Syntax Error: brackets nested deeper than ${OPERATION_LIMITS.nesting}`);
        }
      },
    },
    {
      // The limits first, alone: a document over one is refused with 400 and not validated further.
      onValidate({ params, setResult, addValidationRule }) {
        const { schema, documentAST } = params as { schema: GraphQLSchema; documentAST: DocumentNode };
        const errors = validate(schema, documentAST, LIMIT_RULES);
        if (errors.length > 0) setResult(errors.map((error) => limitError(error.message)));
        addValidationRule(queriesOnly);
      },
    },
    {
      async onExecute({ args, setResultAndStopExecution, setExecuteFn }) {
        const ctx = args.contextValue;
        const { document, operationName, variableValues } = args as ExecutionArgs;
        const cost = model.cost(document, operationName, variableValues);
        try {
          await chargeOperation(ctx, cost);
        } catch (err) {
          const known = knownApiError(err);
          // A bug: logged with the request, answered as yoga masks the others.
          if (!known) logError(err, (ctx as { res?: ServerResponse }).res);
          setResultAndStopExecution({ errors: [known ?? new ApiError(500, 'INTERNAL_SERVER_ERROR', 'Unexpected error.')] });
          return;
        }
        if (offloads(cost.credits)) {
          setExecuteFn(({ document, operationName, variableValues }: ExecutionArgs) =>
            executeOffThread({ source: document.loc?.source.body ?? print(document), operationName, variables: variableValues ?? {}, asText: true }),
          );
        }
        return {
          onExecuteDone: async ({ result, setResult }) => {
            if (isAsyncIterable(result)) return;
            // graphql-js's own refusals at execution (variables that do not coerce, an operation
            // type the schema lacks) carry no code: they are the request's fault, 400.
            if (result.errors?.some(isRequestError)) {
              result = { ...result, errors: result.errors.map(withRequestCode) };
              setResult(result);
            }
            // Serialised once here (yoga reuses the text) to hold the answer to its size.
            if (!result.errors) {
              // An answer from the execution pool comes as its text already.
              const text = (result as Partial<TextResult>).stringify?.() ?? JSON.stringify(result);
              if (text.length <= OPERATION_LIMITS.responseChars) return setResult({ ...result, stringify: () => text } as ExecutionResult);
              result = { errors: [responseTooLarge()] };
              setResult(result);
            }
            // A refund that fails (the store went away) leaves the charge: logged, the answer unchanged.
            await refundFailures(ctx, cost, result).catch(logError);
          },
        };
      },
    },
  ];
}
