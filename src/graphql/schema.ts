/** The GraphQL schema: every domain file registers its types on the shared builder. */
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.js';
import './saju.js';
import './saju-analysis.js';
import './saju-structure.js';
import './saju-luck.js';
import './saju-chart.js';
import './saju-korean.js';
import './jami.js';
import './natal.js';
import './predictive.js';
import './events.js';
import './progressed.js';
import './classical.js';
import './synastry-enums.js';
import './synastry-charts.js';
import './synastry-aspects.js';
import './synastry-overlays.js';
import './synastry-elements.js';
import './synastry-scores.js';
import './synastry.js';
import './traditional.js';
import './chart-points.js';
import './locational.js';

export const schema = builder.toSchema();

/** The SDL checked in as schema/schema.graphql (sorted, so the file is stable). */
export function printedSchema(): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}
