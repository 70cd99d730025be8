/**
 * 궁합, 택일 and 신년운세: additions in the GraphQL shape.
 */
import { z } from 'zod';

// ── 궁합, 택일, 신년운세 (additions in the GraphQL shape) ────────────────────────────────────────

/** An answer in the GraphQL shape: the root field's data, keys in snake_case, as the schema's type describes it. */
const graphqlShaped = (id: string, type: string, what: string) =>
  z.record(z.string(), z.unknown()).meta({
    id,
    description: `${what}: the GraphQL type ${type} (see /graphql's schema for every field and its description) with snake_case keys (no envelope)`,
  });
export const SajuCompatibilityResponse = graphqlShaped('SajuCompatibilityResponse', 'SajuCompatibility', '궁합 of two births');
export const SajuDateSelectionResponse = graphqlShaped('SajuDateSelectionResponse', 'SajuDateSelection', 'The days of the span ranked for the purpose');
export const SajuYearlyResponse = graphqlShaped('SajuYearlyResponse', 'SajuYearly', '신년운세 of a birth for a year');
