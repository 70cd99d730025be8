/** The GraphQL schema: every domain file registers its types on the shared builder. */
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.js';
import './natal.js';
import './saju.js';

export const schema = builder.toSchema();

/** The SDL checked in as schema/schema.graphql (sorted, so the file is stable). */
export function printedSchema(): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}
