/**
 * Synastry as GraphQL types: the pair, their inter-aspects, house overlays and each analysis block,
 * plus the midpoint composite and the Davison chart. Every field resolves from the lazily memoised
 * core Synastry, so a query for the overall score computes the two charts and their aspects only:
 * no text, no overlay analysis, no composite.
 *
 * The types of each block are in synastry-*.ts (enums, charts, aspects, overlays, elements, scores).
 */
import { ASTRO_DEFAULTS } from '../core/astro/defaults.js';
import { Synastry } from '../core/astro/synastry.js';
import { synastrySvg } from '../render/synastry-svg.js';
import { boundedNumber, isoDateTime, personName } from '../validation.js';
import { builder } from './builder.js';
import { withFormerNames } from './renames.js';
import { svgField } from './labels.js';
import { HouseSystemEnum, LocationInput, NatalChartObject, pointsInputField, withZodiac, zodiacInputFields } from './natal.js';
import { SynastryAspectObject, aspectViews } from './synastry-aspects.js';
import { CompositeChartObject, SynastryChartObject } from './synastry-charts.js';
import { ElementModalityObject } from './synastry-elements.js';
import { AnalysisDepthEnum, CompatibilityMethodEnum, RelationshipTypeEnum } from './synastry-enums.js';
import { HouseOverlayAnalysisObject, HouseOverlayObject } from './synastry-overlays.js';
import { CompatibilityObject, ThemeSummaryObject } from './synastry-scores.js';

// ── Input ────────────────────────────────────────────────────────────────────────────────────

const SynastryPersonInput = builder.inputType('SynastryPersonInput', {
  description: 'One person of the pair: name, birth time and place.',
  fields: (t) => ({
    name: t.string({ required: false, description: 'Default: Person 1 / Person 2.', validate: { schema: personName } }),
    datetime: t.string({
      description: 'Local wall-clock time YYYY-MM-DDTHH:MM:SS in location.timezone, or with an explicit offset.',
      validate: { schema: isoDateTime },
    }),
    location: t.field({ type: LocationInput, description: 'The zone is detected from the coordinates when omitted.' }),
  }),
});

const D = ASTRO_DEFAULTS.synastry;

const SynastryInput = builder.inputType('SynastryInput', {
  description: 'Two births and how to compare them.',
  fields: (t) => ({
    person1: t.field({ type: SynastryPersonInput, description: 'The first person.' }),
    person2: t.field({ type: SynastryPersonInput, description: 'The second person.' }),
    relationshipType: t.field({ type: RelationshipTypeEnum, required: false, defaultValue: D.relationshipType, description: 'Kind of relationship (default GENERAL).' }),
    analysisDepth: t.field({
      type: AnalysisDepthEnum,
      required: false,
      defaultValue: D.analysisDepth,
      description: 'Echoed in info; it decides the REST blocks. GraphQL clients select the blocks they want.',
    }),
    houseSystem: t.field({ type: HouseSystemEnum, required: false, defaultValue: D.houseSystem, description: 'House system of both charts (default PLACIDUS).' }),
    orbDegrees: t.float({
      required: false,
      defaultValue: D.orbDegrees,
      description: 'Orb of the major aspects, 2.0–15.0° (default 8).',
      validate: { schema: boundedNumber('2.0', '15.0') },
    }),
    minorOrbDegrees: t.float({
      required: false,
      defaultValue: D.minorOrbDegrees,
      description: 'Orb of the minor aspects, 1.0–8.0° (default 2).',
      validate: { schema: boundedNumber('1.0', '8.0') },
    }),
    includeMinorAspects: t.boolean({
      required: false,
      defaultValue: D.includeMinorAspects,
      description: 'Adds quincunx, semisextile, semisquare, sesquiquadrate, quintile and biquintile.',
    }),
    compatibilityMethod: t.field({ type: CompatibilityMethodEnum, required: false, defaultValue: D.compatibilityMethod, description: 'How the overall score is computed (default WEIGHTED).' }),
    emphasisLuminaries: t.boolean({ required: false, defaultValue: D.emphasisLuminaries, description: 'Aspect weight ×1.25 per Sun or Moon.' }),
    emphasisPersonalPlanets: t.boolean({
      required: false,
      defaultValue: D.emphasisPersonalPlanets,
      description: 'Aspect weight ×1.1 per personal point (Sun, Moon, Mercury, Venus, Mars).',
    }),
    includeVertexPoints: t.boolean({
      required: false,
      defaultValue: D.includeVertexPoints,
      description: 'Adds each Vertex to the angles, aspects and overlays.',
    }),
    ...zodiacInputFields(t),
    ...pointsInputField(
      t,
      'Extra points (Lilith, Ceres … Vesta) listed in each person’s full natal chart (person1.natal, person2.natal) and in davison (bodies.all, houses, aspects); ' +
        'the synastry points, inter-aspects, overlays, scores and composite keep their fixed set. None when absent.',
    ),
  }),
});

type SynastryArgs = typeof SynastryInput.$inferInput;

/** The core synastry of a request; bad dates or zones fail here, in the root field. */
function synastryOf(input: SynastryArgs): Synastry {
  const synastry = new Synastry(withZodiac(input));
  synastry.resolveTimes();
  return synastry;
}
// ── The synastry ─────────────────────────────────────────────────────────────────────────────

const SynastryInfoObject = builder.objectRef<Synastry>('SynastryInfo').implement({
  description: 'The two people and the options used, defaults filled in.',
  fields: (t) => ({
    person1Name: t.string({ description: 'Person 1’s name (default Person 1).', resolve: (s) => s.person1.name }),
    person2Name: t.string({ description: 'Person 2’s name (default Person 2).', resolve: (s) => s.person2.name }),
    person1Datetime: t.string({ description: 'Person 1’s birth, local time with its UTC offset.', resolve: (s) => s.person1.chart.time().localIso }),
    person2Datetime: t.string({ description: 'Person 2’s birth, local time with its UTC offset.', resolve: (s) => s.person2.chart.time().localIso }),
    relationshipType: t.field({ type: RelationshipTypeEnum, description: 'As used.', resolve: (s) => s.input.relationshipType }),
    analysisDepth: t.field({ type: AnalysisDepthEnum, description: 'As given.', resolve: (s) => s.input.analysisDepth }),
    houseSystem: t.field({ type: HouseSystemEnum, description: 'As used.', resolve: (s) => s.input.houseSystem }),
    orbDegrees: t.float({ description: 'Orb of the major aspects, degrees.', resolve: (s) => s.input.orbDegrees }),
    minorOrbDegrees: t.float({ description: 'Orb of the minor aspects, degrees.', resolve: (s) => s.input.minorOrbDegrees }),
    includeMinorAspects: t.boolean({ description: 'Minor aspects were included.', resolve: (s) => s.input.includeMinorAspects }),
    compatibilityMethod: t.field({ type: CompatibilityMethodEnum, description: 'As used.', resolve: (s) => s.input.compatibilityMethod }),
    emphasisLuminaries: t.boolean({ description: 'Sun and Moon aspects weighted ×1.25.', resolve: (s) => s.input.emphasisLuminaries }),
    emphasisPersonalPlanets: t.boolean({ description: 'Personal-point aspects weighted ×1.1.', resolve: (s) => s.input.emphasisPersonalPlanets }),
    includeVertexPoints: t.boolean({ description: 'The Vertex was included.', resolve: (s) => s.input.includeVertexPoints }),
    calculationDate: t.string({ description: 'When the synastry was computed (ISO 8601, UTC).', resolve: (s) => s.calculatedAt.toISOString() }),
  }),
});

const SynastryObject = builder.objectRef<Synastry>('Synastry').implement({
  description: 'Two natal charts compared (POST /v1/astrology/synastry).',
  fields: (t) => ({
    info: t.field({ type: SynastryInfoObject, description: 'People and options.', resolve: (s) => s }),
    person1: t.field({ type: SynastryChartObject, description: 'Person 1’s chart.', resolve: (s) => s.person1 }),
    person2: t.field({ type: SynastryChartObject, description: 'Person 2’s chart.', resolve: (s) => s.person2 }),
    aspects: t.field({ type: [SynastryAspectObject], description: 'Heaviest first.', resolve: (s) => aspectViews(s, s.aspects()) }),
    houseOverlay: t.field({ type: HouseOverlayObject, description: 'Each person’s points in the other’s houses.', resolve: (s) => s }),
    elementModality: t.field({ type: ElementModalityObject, description: 'Elements and modalities compared.', resolve: (s) => s }),
    compatibility: t.field({ type: CompatibilityObject, description: 'The overall compatibility score and its parts.', resolve: (s) => s }),
    houseOverlayAnalysis: t.field({ type: HouseOverlayAnalysisObject, description: 'The overlays read by life area.', resolve: (s) => s }),
    themes: t.field({ type: ThemeSummaryObject, description: 'The relationship themes.', resolve: (s) => s }),
    composite: t.field({
      type: CompositeChartObject,
      description: 'The midpoint composite chart.',
      resolve: (s) => s.composite(),
    }),
    davison: t.field({
      type: NatalChartObject,
      description: 'The chart of the mean UT instant at the great-circle midpoint of the two places.',
      resolve: (s) => s.davison(),
    }),
    // Each selection draws a picture: priced as svg in src/graphql/cost.ts.
    svg: svgField(t, 'western', 'The bi-wheel (person 1 inside, person 2 outside, inter-aspects) as an SVG document (image/svg+xml), labels in lang, in theme, with layout.', synastrySvg, true),
  }),
});

builder.queryFields((t) =>
  withFormerNames(
    {
      westernSynastry: t.field({
        type: SynastryObject,
        description: 'Two charts compared: aspects, overlays, scores, composite and Davison (POST /v1/astrology/synastry).',
        args: { input: t.arg({ type: SynastryInput, required: true, description: 'The two births and the options.' }) },
        resolve: (_root, { input }) => synastryOf(input),
      }),
    },
    { westernSynastry: 'synastry' },
  ),
);
