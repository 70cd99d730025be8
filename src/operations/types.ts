/**
 * What an operation is, declared once: its name (the OpenAPI operationId, the MCP tool name), the
 * GraphQL root field it runs, the feature its usage is recorded under with the feature's price and
 * tiers, its REST route and error style, its texts and a working example. The price table, the cost
 * of GraphQL root fields, the OpenAPI operations, the MCP tools, /llms.txt and the README's tables
 * are derived from these declarations; a REST route attaches its body and record to one of them
 * (src/rest/route.ts).
 */

/** The three error-body styles of the contract: detail {detail}, object {success, error{code, message}}, flat {success, error, error_code, …}. */
export type ErrorStyle = 'detail' | 'flat' | 'object';

/** The families an operation is listed under (OpenAPI tags, README sections). */
export const TAGS = [
  { name: 'Saju', description: 'Korean four pillars (사주): pillars, 대운, ten gods, five elements, 신살' },
  { name: 'Jami', description: 'Zi Wei Dou Shu (자미두수): palaces, stars, transformations, 대한 and the annual view' },
  { name: 'Natal chart', description: 'Western natal chart: bodies, angles, houses, aspects, dignities' },
  { name: 'Predictive', description: 'Transits, secondary progressions, solar arc directions, the progressed lunation cycle, solar return' },
  { name: 'Classical', description: 'Firdaria, annual profections, primary directions' },
  { name: 'Relationship', description: 'Synastry' },
] as const;
export type Tag = (typeof TAGS)[number]['name'];

/**
 * A priced feature: the name usage is recorded under (usage_info.feature, the 429 texts) and what
 * one call costs. `free` says whether the free tier has it; the paid tiers have every feature.
 */
export interface Feature<Id extends string = string> {
  readonly id: Id;
  readonly credits: number;
  readonly free: boolean;
}

export const feature = <const Id extends string>(id: Id, credits: number, { free = true } = {}): Feature<Id> => ({ id, credits, free });

export interface Operation<Name extends string = string, FeatureId extends string = string> {
  /** operationId, MCP tool name; by default also the GraphQL root field. */
  readonly name: Name;
  /** The GraphQL root field the operation runs; null when it runs a nested field (the synastry picture). */
  readonly graphql: string | null;
  readonly feature: Feature<FeatureId>;
  /** Features the operation also charges (the synastry picture: the synastry, then its picture). */
  readonly alsoCharges?: readonly Feature[];
  /** Credits of one call when they depend on the root field's arguments (default: the feature's). */
  readonly credits?: (args: Record<string, unknown>) => number;
  /** Why the operation costs what it does, when that is not one flat price (README's cost table). */
  readonly costNote?: string;
  readonly rest: {
    readonly method: 'GET' | 'POST';
    readonly path: string;
    readonly style: ErrorStyle;
    /** The answer's media type; default application/json. */
    readonly produces?: 'application/json' | 'image/svg+xml';
  };
  /**
   * `graphql`: the REST answer is the GraphQL root field's own shape in snake_case
   * (src/rest/graphql-route.ts) — for additions with no legacy record, which then need no REST code.
   * Absent: a hand-written route in src/rest reshapes the result into a documented record.
   */
  readonly answer?: 'graphql';
  /**
   * With answer `graphql`: fields (`Type.field`) the REST answer leaves out — e.g. a nested natal
   * chart the client sent, or a picture GraphQL offers beside the data.
   */
  readonly restOmits?: readonly string[];
  /**
   * With answer `graphql` and no `lang` argument on the root field: the REST body takes `lang` (ko or
   * en, else Accept-Language, else ko) for every nested `lang` argument, as the saju and jami texts do.
   */
  readonly restTextLang?: boolean;
  /** One of the twelve operations of the contract, or an addition beyond it. */
  readonly contract: boolean;
  readonly tag: Tag;
  readonly summary: string;
  /** What it computes and the conventions it follows, for people and for models alike. */
  readonly description: string;
  /** A valid REST body (POST routes): the OpenAPI example, the MCP example, the README's. */
  readonly example?: Readonly<Record<string, unknown>>;
}

/** Declares an operation, keeping its literal name, feature id and answer kind. */
export const operation = <
  const Name extends string,
  const FeatureId extends string,
  const Declared extends Omit<Operation<Name, FeatureId>, 'graphql'> & { graphql?: string | null },
>(
  op: Declared & Omit<Operation<Name, FeatureId>, 'graphql'>,
): Operation<Name, FeatureId> & Pick<Declared, 'answer'> => ({ ...op, graphql: op.graphql === undefined ? op.name : op.graphql });
