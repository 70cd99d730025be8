/**
 * Saju (four pillars) as GraphQL types. `sajuBasic` and `sajuAnalysis` share the chart fields through
 * the SajuChart interface; the analysis blocks exist only on SajuAnalysis, which is priced as the
 * analysis operation. Every field resolves from the reading's memoised parts: the four pillars alone
 * compute no 대운, no 신살 and no text.
 */
import type { SajuReading } from '../core/saju/reading.js';
import { sajuSvg } from '../render/saju-svg.js';
import { SAJU_DEFAULTS } from '../core/saju/defaults.js';
import { builder } from './builder.js';
import { pictureField, svgField } from './labels.js';
import { BirthClockObject } from './birth-time.js';
import { ComprehensiveObject, FiveElementsObject, ShinsalObject } from './saju-analysis.js';
import { LuckObject } from './saju-luck.js';
import { StructureObject, UsefulGodMethodEnum, structureOf } from './saju-structure.js';
import { DaeunObject, PillarsObject, SajuInput, SajuProvenanceObject, TenGodsObject, readingOf } from './saju.js';

// ── The chart types and root fields ──────────────────────────────────────────────────────────

const SajuChartInterface = builder.interfaceRef<SajuReading>('SajuChart').implement({
  description: 'A saju (four pillars) chart: pillars, 대운, ten gods and how they were computed.',
  fields: (t) => ({
    name: t.string({ description: 'The name given in the input.', resolve: (r) => r.name }),
    pillars: t.field({ type: PillarsObject, description: 'The four pillars.', resolve: (r) => r }),
    daeun: t.field({ type: DaeunObject, description: 'The ten-year luck periods.', resolve: (r) => r }),
    tenGods: t.field({ type: TenGodsObject, description: 'The ten gods of the eight characters.', resolve: (r) => r }),
    provenance: t.field({ type: SajuProvenanceObject, description: 'Calendar conversion, clock and conventions used.', resolve: (r) => r }),
    birthClock: t.field({ type: BirthClockObject, description: 'The time actually used (zone, corrections, the clock of the day and hour).', resolve: (r) => ({ ...r.chart.clock(), zasi: r.chart.zasi }) }),
    // Each selection draws a picture: priced as svg in src/graphql/cost.ts.
    svg: svgField(t, 'korean', 'The four pillars, 12운성, 대운 and the five elements as an SVG document (image/svg+xml), labels in lang, in theme.', sajuSvg),
  }),
});

const SajuBasicObject = builder.objectRef<SajuReading>('SajuBasic').implement({
  description: 'The chart of sajuBasic: pillars, 대운 and ten gods.',
  interfaces: [SajuChartInterface],
  isTypeOf: () => true,
});

const SajuAnalysisObject = builder.objectRef<SajuReading>('SajuAnalysis').implement({
  description: 'The chart of sajuAnalysis: the basic chart with five elements, 12신살 and the detailed analysis.',
  interfaces: [SajuChartInterface],
  isTypeOf: () => true,
  fields: (t) => ({
    fiveElements: t.field({ type: FiveElementsObject, description: 'The five-element (오행) balance.', resolve: (r) => r }),
    shinsal: t.field({ type: ShinsalObject, description: 'The 12신살 from the year and the day branch.', resolve: (r) => r }),
    comprehensive: t.field({ type: ComprehensiveObject, description: '12운성, hidden stems, stars, 납음 and the assessment.', resolve: (r) => r }),
    structure: t.field({
      type: StructureObject,
      description: 'The natal structure: interactions, strength, 용신, 격국, 태원·명궁·신궁 and texts (docs/saju.md §10).',
      args: {
        usefulGodMethod: t.arg({
          type: UsefulGodMethodEnum,
          required: false,
          defaultValue: SAJU_DEFAULTS.usefulGodMethod,
          description: 'How the 용신 is chosen; default EOKBU.',
        }),
      },
      resolve: (r, { usefulGodMethod }) => structureOf(r, usefulGodMethod ?? SAJU_DEFAULTS.usefulGodMethod),
    }),
    luck: t.field({ type: LuckObject, description: '세운, 월운 and 일운 timelines read against this chart (docs/saju.md §11).', resolve: (r) => r }),
  }),
});

builder.queryFields((t) => ({
  sajuBasic: t.field({
    type: SajuBasicObject,
    description: 'Four pillars, 대운 and ten gods (POST /v1/saju/basic).',
    args: { input: t.arg({ type: SajuInput, required: true, description: 'The birth.' }) },
    resolve: (_root, { input }) => readingOf(input),
  }),
  sajuSvg: pictureField(
    t, SajuInput, 'korean', 'Only the four pillars as an SVG document (POST /v1/saju/svg).', readingOf, sajuSvg,
  ),
  sajuAnalysis: t.field({
    type: SajuAnalysisObject,
    description: 'The basic chart with five elements, 신살 and the comprehensive analysis (POST /v1/saju/analysis).',
    args: { input: t.arg({ type: SajuInput, required: true, description: 'The birth.' }) },
    resolve: (_root, { input }) => readingOf(input),
  }),
}));
