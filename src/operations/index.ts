/**
 * Every operation, declared once (./types.ts), and what is derived from the declarations: the
 * features with their prices and tiers, and lookups by name. Adding an operation: its core module,
 * its GraphQL file, its declaration in one of the family lists below, its REST route, its tests.
 */
import { classicalOperations } from './classical.js';
import { jamiOperations } from './jami.js';
import { pictureOperations } from './pictures.js';
import { relationshipOperations } from './relationship.js';
import { sajuOperations } from './saju.js';
import type { Feature, Operation } from './types.js';
import { westernOperations } from './western.js';

export { TAGS, type ErrorStyle, type Feature, type Operation, type Tag } from './types.js';

/** In the order of the contract's sections, additions beside their family. */
export const OPERATIONS = [
  ...sajuOperations,
  ...jamiOperations,
  ...westernOperations,
  ...classicalOperations,
  ...relationshipOperations,
  ...pictureOperations,
] as const;

export type OperationName = (typeof OPERATIONS)[number]['name'];
export type FeatureId = (typeof OPERATIONS)[number]['feature']['id'];

export const operationByName = Object.fromEntries(OPERATIONS.map((op) => [op.name, op])) as {
  readonly [N in OperationName]: Extract<(typeof OPERATIONS)[number], { name: N }>;
};

/** The features, each once: operations that share one (the pictures) share its declaration. */
export const FEATURES: ReadonlyMap<FeatureId, Feature<FeatureId>> = (() => {
  const features = new Map<FeatureId, Feature<FeatureId>>();
  for (const { feature } of OPERATIONS) {
    const seen = features.get(feature.id);
    if (seen && seen !== feature) throw new Error(`Feature ${feature.id} is declared twice`);
    features.set(feature.id, feature);
  }
  return features;
})();

export function isFeature(id: string): id is FeatureId {
  return FEATURES.has(id as FeatureId);
}

/** The operation a GraphQL root field runs, if it is one. */
export const operationOfRootField: ReadonlyMap<string, Operation> = new Map(
  OPERATIONS.filter((op) => op.graphql !== null).map((op) => [op.graphql as string, op]),
);
