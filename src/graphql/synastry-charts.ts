/**
 * The charts of a synastry: each person's points and houses, and the midpoint composite.
 */
import type { CompositeChart } from '../core/astro/composite.js';
import type { ChartPoint, PersonChart } from '../core/astro/synastry-points.js';
import { degreeInSign, SIGNS, signIndex, signOf, type SignName } from '../core/astro/zodiac.js';
import { bodyLabel } from '../core/labels.js';
import { builder } from './builder.js';
import { langField, signLabelField } from './labels.js';
import { replacedBy, withFormerNames } from './renames.js';
import { HouseSystemEnum, NatalChartObject, SignEnum } from './natal.js';
import { PointCategoryEnum, PointTypeEnum } from './synastry-enums.js';

// ── Charts ───────────────────────────────────────────────────────────────────────────────────

/**
 * A point as a plain record whose properties are the fields: exposed fields have no resolver, and
 * graphql-jit reads them directly (a full synastry has thousands of leaf fields).
 */
interface PointView {
  /** The point's id in src/core/labels.ts (sun, true_node, asc, vertex …). */
  key: string;
  name: string;
  nameKo: string;
  longitude: number;
  latitude: number;
  sign: SignName;
  signKo: string;
  degreeInSign: number;
  house: number;
  type: ChartPoint['def']['type'];
  category: ChartPoint['def']['category'];
  weight: number;
  retrograde: boolean;
  speed: number;
}

function pointView(p: ChartPoint): PointView {
  const sign = SIGNS[signIndex(p.lon)];
  return {
    key: p.def.key,
    name: p.def.name,
    nameKo: p.def.ko,
    longitude: p.lon,
    latitude: p.lat,
    sign: sign.en,
    signKo: sign.ko,
    degreeInSign: degreeInSign(p.lon),
    house: p.house,
    type: p.def.type,
    category: p.def.category,
    weight: p.def.weight,
    retrograde: p.retrograde,
    speed: p.speed,
  };
}
const pointViews = (list: readonly ChartPoint[]) => list.map(pointView);

const SynastryPointObject = builder.objectRef<PointView>('SynastryPoint').implement({
  description: 'A body or angle of a chart with its synastry classification and reference weight.',
  fields: (t) =>
    withFormerNames(
      {
        name: t.exposeString('name', { description: 'Capitalised name, e.g. Sun, True Node, ASC.' }),
        nameKo: t.exposeString('nameKo', { description: 'Korean name, e.g. 태양.', ...replacedBy('label(lang: KO)', ['label']) }),
        label: langField(t, 'western', 'The point by name (태양 / Sun).', (v, lang) => bodyLabel(v.key, lang)),
        longitude: t.exposeFloat('longitude', { description: 'Ecliptic longitude, degrees 0–360.' }),
        latitude: t.exposeFloat('latitude', { description: 'Ecliptic latitude, degrees; 0 for the angles.' }),
        sign: t.expose('sign', { type: SignEnum, description: 'Tropical sign of the longitude.' }),
        signLabel: signLabelField(t, (v) => v.sign),
        signKo: t.exposeString('signKo', { description: 'The sign in Korean, e.g. 양자리.', ...replacedBy('signLabel(lang: KO)', ['signLabel']) }),
        degreeInSign: t.exposeFloat('degreeInSign', { description: 'Degrees within the sign, 0–30.' }),
        house: t.exposeInt('house', { description: 'House in its own chart.' }),
        type: t.expose('type', { type: PointTypeEnum, description: 'Luminary, planet, node or angle.' }),
        category: t.expose('category', { type: PointCategoryEnum, description: 'Personal, social, transpersonal, point or angle.' }),
        weight: t.exposeInt('weight', {
          description: 'Sun, Moon 10; Venus 9; Mercury, Mars, ASC 8; MC 7; Jupiter, Saturn 6; True Node, Vertex 5; Uranus, Neptune, Pluto 4.',
        }),
        retrograde: t.exposeBoolean('retrograde', { description: 'True when speed is negative.' }),
        speed: t.exposeFloat('speed', { description: 'Degrees per day (angles: from the diurnal rotation).' }),
      },
      { name: 'nameEn', degreeInSign: 'signDegree' },
    ),
});

/** What the chart types need: the person charts and the composite both provide it. */
interface PointChartView {
  bodies(): ChartPoint[];
  angles(): ChartPoint[];
  cusps(): number[];
  bodiesByHouse(): string[][];
}

interface HouseView {
  number: number;
  cuspLongitude: number;
  sign: SignName;
  degreeInSign: number;
  bodies: string[];
}

function houseViews(chart: PointChartView): HouseView[] {
  const cusps = chart.cusps();
  const bodies = chart.bodiesByHouse();
  return cusps.map((cusp, i) => ({ number: i + 1, cuspLongitude: cusp, sign: signOf(cusp), degreeInSign: degreeInSign(cusp), bodies: bodies[i] }));
}

const SynastryHouseObject = builder.objectRef<HouseView>('SynastryHouse').implement({
  description: 'A house of a person’s chart or of the composite.',
  fields: (t) =>
    withFormerNames(
      {
        number: t.exposeInt('number', { description: 'House number 1–12.' }),
        cuspLongitude: t.exposeFloat('cuspLongitude', { description: 'Ecliptic longitude of the cusp, degrees 0–360.' }),
        sign: t.expose('sign', { type: SignEnum, description: 'Sign of the cusp.' }),
        signLabel: signLabelField(t, (h) => h.sign),
        degreeInSign: t.exposeFloat('degreeInSign', { description: 'Degrees of the cusp within its sign, 0–30.' }),
        bodies: t.exposeStringList('bodies', { description: 'Names of the bodies in the house.' }),
      },
      { degreeInSign: 'signDegree', bodies: 'bodiesInHouse' },
    ),
});

const SynastryChartInfoObject = builder.objectRef<PersonChart>('SynastryChartInfo').implement({
  description: 'Name, time and houses of one person’s chart.',
  fields: (t) => ({
    name: t.string({ description: 'The name given, or Person 1 / Person 2.', resolve: (c) => c.name }),
    datetime: t.string({ description: 'Local time with the UTC offset applied.', resolve: (c) => c.chart.time().localIso }),
    timezone: t.string({ description: 'IANA zone of the birth place.', resolve: (c) => c.chart.input.location.timezone }),
    houseSystem: t.field({ type: HouseSystemEnum, description: 'As requested.', resolve: (c) => c.chart.input.houseSystem }),
    houseSystemUsed: t.field({ type: HouseSystemEnum, description: 'After the polar fallback.', resolve: (c) => c.chart.houses().used }),
  }),
});

export const SynastryChartObject = builder.objectRef<PersonChart>('SynastryChart').implement({
  description: 'One person of the pair.',
  fields: (t) => ({
    info: t.field({ type: SynastryChartInfoObject, description: 'Name, time and houses.', resolve: (c) => c }),
    bodies: t.field({ type: [SynastryPointObject], description: 'Sun … Pluto and the true node.', resolve: (c) => pointViews(c.bodies()) }),
    angles: t.field({ type: [SynastryPointObject], description: 'ASC and MC (and the Vertex when asked for).', resolve: (c) => pointViews(c.angles()) }),
    houses: t.field({ type: [SynastryHouseObject], description: 'The twelve houses, 1 to 12.', resolve: (c) => houseViews(c) }),
    natal: t.field({ type: NatalChartObject, description: 'The full natal chart of this person.', resolve: (c) => c.chart }),
    warnings: t.stringList({ description: 'Time-zone gaps and folds, and the polar house fallback.', resolve: (c) => c.chart.warnings() }),
  }),
});

const CompositeChartInfoObject = builder.objectRef<CompositeChart>('CompositeChartInfo').implement({
  description: 'How the composite chart was built.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The two names, e.g. Person 1 & Person 2 Composite.' }),
    datetime: t.string({
      description: 'The mean UT instant of the two births (a midpoint chart has no moment of its own).',
      resolve: (c) => new Date(Math.round(c.meanUtcMs)).toISOString().slice(0, 19) + 'Z',
    }),
    houseSystem: t.field({ type: HouseSystemEnum, description: 'As requested.', resolve: (c) => c.houseSystem }),
    houseSystemUsed: t.field({ type: HouseSystemEnum, description: 'After the polar fallback.', resolve: (c) => c.houses.used }),
    latitude: t.float({ description: 'Mean geographic latitude used for the houses, degrees.', resolve: (c) => c.latitude }),
    obliquity: t.float({ description: 'True obliquity of the ecliptic at the mean instant, degrees.', resolve: (c) => c.obliquity }),
    armc: t.float({ description: 'Right ascension of the composite MC (midpoint of the MCs), degrees 0–360.', resolve: (c) => c.armc }),
  }),
});

const compositeView = (c: CompositeChart): PointChartView => ({
  bodies: () => c.bodies,
  angles: () => c.angles,
  cusps: () => c.houses.cusps,
  bodiesByHouse: () => c.bodiesByHouse,
});

export const CompositeChartObject = builder.objectRef<CompositeChart>('CompositeChart').implement({
  description:
    'Midpoint composite: near midpoints (exactly 180° apart: the smaller longitude); houses from the composite MC ' +
    '(midpoint of the MCs) at the mean latitude with the obliquity of the mean instant. Sidereal: midpoints of the sidereal ' +
    'longitudes, cusps less the ayanamsa of the mean instant.',
  fields: (t) => ({
    info: t.field({ type: CompositeChartInfoObject, description: 'How the composite was built.', resolve: (c) => c }),
    bodies: t.field({ type: [SynastryPointObject], description: 'Midpoints of the two people’s bodies.', resolve: (c) => pointViews(c.bodies) }),
    angles: t.field({ type: [SynastryPointObject], description: 'The composite ASC and MC (and Vertex when asked for).', resolve: (c) => pointViews(c.angles) }),
    houses: t.field({ type: [SynastryHouseObject], description: 'The twelve composite houses.', resolve: (c) => houseViews(compositeView(c)) }),
  }),
});
