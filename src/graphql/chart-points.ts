/**
 * Fixed stars, midpoints, harmonic charts, antiscia and declinations as GraphQL types
 * (docs/techniques.md §12–§13), each over a natal chart; fixed-star conjunctions are also an
 * optional field of the natal chart. Resolvers only call the core.
 */
import { natalChart, type Chart } from '../core/astro/chart.js';
import { eclipticToEquatorial } from '../core/astro/predictive.js';
import { TRADITIONAL_DEFAULTS } from '../core/astro/traditional/defaults.js';
import {
  ANGLE_EVENTS,
  STAR_CATALOG,
  starConjunctions,
  starParans,
  starPlaces,
  type AngleEvent,
  type Paran,
  type StarContact,
  type StarPlace,
} from '../core/astro/traditional/fixed-stars.js';
import {
  antiscion,
  antisciaContacts,
  contraAntiscion,
  declinationContacts,
  harmonicChart,
  isOutOfBounds,
  MAX_HARMONIC,
  midpoints,
  MIN_HARMONIC,
  type ChartPoint,
  type DeclinationContact,
  type Midpoint,
  type Reflection,
} from '../core/astro/traditional/chart-points.js';
import { formatDms, signOf } from '../core/astro/zodiac.js';
import { bodyLabel } from '../core/labels.js';
import { boundedNumber } from '../validation.js';
import { builder, type InputFieldBuilder } from './builder.js';
import { langField, signLabelField } from './labels.js';
import { AspectObject, birthInputFields, houseSystemInputField, NatalChartObject, SignEnum, withZodiac, zodiacInputFields } from './natal.js';

/** The chart's bodies (with their declinations) and its ASC and MC, as the techniques' points. */
export function chartPoints(chart: Chart): ChartPoint[] {
  const { asc, mc } = chart.houses();
  const eps = chart.frame().obliquity;
  const eclipticDec = (lon: number) => {
    const place = chart.tropicalPlace(lon);
    return eclipticToEquatorial(place.lon, eps, place.lat).dec;
  };
  return [
    ...chart.bodyIds().map((id) => {
      const b = chart.body(id);
      return { id, lon: b.lon, dec: b.dec, lonSpeed: b.lonSpeed };
    }),
    { id: 'asc', lon: asc, dec: eclipticDec(asc), lonSpeed: null },
    { id: 'mc', lon: mc, dec: eclipticDec(mc), lonSpeed: null },
  ];
}

/** Fields shared by the inputs here: a birth with its zodiac and houses, and an orb. */
const chartInputFields = (t: InputFieldBuilder) => ({ ...birthInputFields(t), ...zodiacInputFields(t), houseSystem: houseSystemInputField(t) });
const orbField = (t: InputFieldBuilder, value: number, max: string, what: string) =>
  t.float({ required: false, defaultValue: value, description: `${what}, degrees (default ${value}; at most ${max}).`, validate: { schema: boundedNumber('0', max) } });

// ─── Fixed stars ─────────────────────────────────────────────────────────────────────────────

const AngleEventEnum = builder.enumType('WesternAngleEvent', {
  description: 'A body on one of the four angles as the sky turns.',
  values: Object.fromEntries(ANGLE_EVENTS.map((e) => [e, { value: e, description: { RISING: 'On the eastern horizon.', CULMINATING: 'On the upper meridian.', SETTING: 'On the western horizon.', ANTICULMINATING: 'On the lower meridian.' }[e] }])) as Record<AngleEvent, { value: AngleEvent; description: string }>,
});

const StarObject = builder.objectRef<StarPlace>('WesternFixedStar').implement({
  description: 'A named star at its apparent place of date (Yale Bright Star Catalogue with Hipparcos astrometry: space motion, parallax, light deflection, aberration, precession, nutation).',
  fields: (t) => ({
    name: t.string({ description: 'Proper name, e.g. Regulus.', resolve: (s) => s.star.name }),
    designation: t.string({ description: 'Bayer or Flamsteed designation, e.g. α Leo.', resolve: (s) => s.star.designation }),
    hr: t.int({ description: 'Bright Star (Harvard Revised) number.', resolve: (s) => s.star.hr }),
    magnitude: t.float({ description: 'Visual magnitude V.', resolve: (s) => s.star.magnitude }),
    longitude: t.float({ description: 'Ecliptic longitude of date, degrees 0–360 (tropical; less the ayanamsa when sidereal).', resolve: (s) => s.lon }),
    latitude: t.float({ description: 'Ecliptic latitude, degrees.', resolve: (s) => s.lat }),
    rightAscension: t.float({ description: 'Right ascension of date, degrees.', resolve: (s) => s.ra }),
    declination: t.float({ description: 'Declination of date, degrees.', resolve: (s) => s.dec }),
    sign: t.field({ type: SignEnum, description: 'Sign of the longitude.', resolve: (s) => signOf(s.lon) }),
    signLabel: signLabelField(t, (s) => signOf(s.lon)),
    dms: t.string({ description: "The longitude as DD° Sign MM' SS''.", resolve: (s) => formatDms(s.lon) }),
  }),
});

const StarContactObject = builder.objectRef<StarContact>('WesternStarConjunction').implement({
  description: 'A star conjunct a natal point by ecliptic longitude.',
  fields: (t) => ({
    star: t.field({ type: StarObject, description: 'The star.', resolve: (c) => c.star }),
    point: t.exposeString('point', { description: 'The natal point: sun … pluto, true_node, asc, mc.' }),
    pointLabel: langField(t, 'western', 'The point by name.', (c, lang) => bodyLabel(c.point, lang)),
    orb: t.exposeFloat('orb', { description: 'Distance in longitude, degrees.' }),
  }),
});

const ParanObject = builder.objectRef<Paran>('WesternStarParan').implement({
  description: 'A star and a natal point on angles at the same moment of the birth day, at the birth latitude.',
  fields: (t) => ({
    star: t.field({ type: StarObject, description: 'The star.', resolve: (p) => p.star }),
    starEvent: t.field({ type: AngleEventEnum, description: 'The star’s angle.', resolve: (p) => p.starEvent }),
    point: t.exposeString('point', { description: 'The natal point.' }),
    pointEvent: t.field({ type: AngleEventEnum, description: 'The point’s angle.', resolve: (p) => p.pointEvent }),
    orb: t.exposeFloat('orb', { description: 'Difference in sidereal time, degrees (1° = 4 minutes).' }),
  }),
});

/** Places of the catalog in the chart's zodiac. */
function chartStars(chart: Chart): StarPlace[] {
  if (!chart.input.ayanamsa) return starPlaces(chart.time().jdUT);
  return starPlaces(chart.time().jdUT).map((s) => {
    const { lon, lat } = chart.zodiacPlace({ lon: s.lon, lat: s.lat, lonSpeed: 0, latSpeed: 0 });
    return { ...s, lon, lat };
  });
}

interface StarsResult {
  chart: Chart;
  places: StarPlace[];
  orb: number;
  paranOrb: number;
  maxMagnitude: number;
}

const StarsObject = builder.objectRef<StarsResult>('WesternFixedStars').implement({
  description: `The catalog’s ${STAR_CATALOG.length} named stars at the birth, their conjunctions and parans with the natal points.`,
  fields: (t) => ({
    stars: t.field({ type: [StarObject], description: 'Every star brighter than maxMagnitude, by longitude.', resolve: (r) => r.places.slice().sort((a, b) => a.lon - b.lon) }),
    conjunctions: t.field({ type: [StarContactObject], description: 'Stars within orb of a natal body, ASC or MC, tightest first.', resolve: (r) => starConjunctions(r.places, chartPoints(r.chart), r.orb) }),
    parans: t.field({
      type: [ParanObject],
      description: 'Parans at the birth latitude within paranOrb, tightest first.',
      resolve: (r) => starParans(r.places, r.chart.bodyIds().map((id) => ({ id, ra: r.chart.body(id).ra, dec: r.chart.body(id).dec })), r.chart.input.location.latitude, r.paranOrb),
    }),
    natalChart: t.field({ type: NatalChartObject, description: 'The natal chart.', resolve: (r) => r.chart }),
  }),
});

const StarsInput = builder.inputType('WesternFixedStarsInput', {
  description: 'A birth and the orbs.',
  fields: (t) => ({
    ...chartInputFields(t),
    orbDegrees: orbField(t, TRADITIONAL_DEFAULTS.starOrb, '5', 'Orb of a conjunction'),
    paranOrbDegrees: orbField(t, TRADITIONAL_DEFAULTS.paranOrb, '5', 'Orb of a paran in sidereal time'),
    maxMagnitude: t.float({ required: false, defaultValue: TRADITIONAL_DEFAULTS.starMaxMagnitude, description: 'Only stars at least this bright (smaller V), default all.', validate: { schema: boundedNumber('-2', '7') } }),
  }),
});

builder.objectField(NatalChartObject, 'fixedStars', (t) =>
  t.field({
    type: [StarContactObject],
    description: 'Named stars conjunct the bodies, ASC or MC (docs/techniques.md §12); computed only when selected.',
    args: { orbDegrees: t.arg.float({ required: false, defaultValue: TRADITIONAL_DEFAULTS.starOrb, description: 'Orb, degrees (default 1, at most 5).', validate: { schema: boundedNumber('0', '5') } }) },
    resolve: (c: Chart, { orbDegrees }) => starConjunctions(chartStars(c), chartPoints(c), orbDegrees ?? TRADITIONAL_DEFAULTS.starOrb),
  }),
);

// ─── Midpoints, harmonics, antiscia, declinations ────────────────────────────────────────────

const MidpointObject = builder.objectRef<Midpoint>('WesternMidpoint').implement({
  description: 'The nearer midpoint of two points, with the points on it on the 90° dial.',
  fields: (t) => ({
    a: t.exposeString('a', { description: 'First point id.' }),
    b: t.exposeString('b', { description: 'Second point id.' }),
    longitude: t.exposeFloat('lon', { description: 'The midpoint, degrees 0–360.' }),
    dial: t.exposeFloat('dial', { description: 'Its place on the 90° dial, 0–90.' }),
    dms: t.string({ description: "The midpoint as DD° Sign MM' SS''.", resolve: (m) => formatDms(m.lon) }),
    occupants: t.stringList({ description: 'Points within orb on the dial (conjunct, square or opposite the midpoint), tightest first.', resolve: (m) => m.occupants.map((o) => o.id) }),
    occupantOrbs: t.floatList({ description: 'Their distances on the dial, degrees, in the same order.', resolve: (m) => m.occupants.map((o) => o.orb) }),
  }),
});

const HarmonicPointObject = builder.objectRef<ChartPoint>('WesternHarmonicPoint').implement({
  description: 'A point of a harmonic chart.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'Point id.' }),
    longitude: t.exposeFloat('lon', { description: 'Harmonic longitude: n × λ mod 360°.' }),
    sign: t.field({ type: SignEnum, description: 'Its sign.', resolve: (p) => signOf(p.lon) }),
    signLabel: signLabelField(t, (p) => signOf(p.lon)),
    dms: t.string({ description: "DD° Sign MM' SS''.", resolve: (p) => formatDms(p.lon) }),
  }),
});

const HarmonicObject = builder.objectRef<{ n: number; points: ChartPoint[]; aspects: ReturnType<typeof harmonicChart>['aspects'] }>('WesternHarmonicChart').implement({
  description: 'A harmonic chart (Addey): every longitude multiplied by n.',
  fields: (t) => ({
    harmonic: t.exposeInt('n', { description: 'The harmonic number n.' }),
    points: t.field({ type: [HarmonicPointObject], description: 'The harmonic positions.', resolve: (h) => h.points }),
    aspects: t.field({ type: [AspectObject], description: 'Major aspects among the harmonic positions within the orb.', resolve: (h) => h.aspects }),
  }),
});

const ReflectionKindEnum = builder.enumType('WesternReflectionKind', {
  description: 'Antiscion or contra-antiscion.',
  values: {
    ANTISCION: { value: 'ANTISCION', description: 'Mirrored in the solstitial axis (0° Cancer–Capricorn): 180° − λ.' },
    CONTRA_ANTISCION: { value: 'CONTRA_ANTISCION', description: 'Mirrored in the equinoctial axis (0° Aries–Libra): 360° − λ.' },
  } as const,
});

const AntisciaPointObject = builder.objectRef<ChartPoint>('WesternAntisciaPoint').implement({
  description: 'A point with its antiscion and contra-antiscion.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'Point id.' }),
    longitude: t.exposeFloat('lon', { description: 'Its longitude, degrees.' }),
    antiscion: t.float({ description: '180° − λ.', resolve: (p) => antiscion(p.lon) }),
    contraAntiscion: t.float({ description: '360° − λ.', resolve: (p) => contraAntiscion(p.lon) }),
    antiscionDms: t.string({ description: "The antiscion as DD° Sign MM' SS''.", resolve: (p) => formatDms(antiscion(p.lon)) }),
  }),
});

const ReflectionObject = builder.objectRef<Reflection>('WesternAntisciaContact').implement({
  description: 'One point’s antiscion or contra-antiscion on another.',
  fields: (t) => ({
    from: t.exposeString('from', { description: 'The point reflected.' }),
    on: t.exposeString('on', { description: 'The point it falls on.' }),
    kind: t.field({ type: ReflectionKindEnum, description: 'Which reflection.', resolve: (r) => r.kind }),
    orb: t.exposeFloat('orb', { description: 'Distance, degrees.' }),
  }),
});

const DeclinationKindEnum = builder.enumType('WesternDeclinationKind', {
  description: 'Parallel or contra-parallel.',
  values: {
    PARALLEL: { value: 'PARALLEL', description: 'The same declination on the same side of the equator.' },
    CONTRA_PARALLEL: { value: 'CONTRA_PARALLEL', description: 'The same declination on opposite sides.' },
  } as const,
});

const DeclinationPointObject = builder.objectRef<ChartPoint & { obliquity: number }>('WesternDeclinationPoint').implement({
  description: 'A point’s declination.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'Point id.' }),
    declination: t.float({ description: 'Degrees, north positive.', resolve: (p) => p.dec ?? 0 }),
    outOfBounds: t.boolean({ description: 'Beyond the Sun’s greatest declination (the true obliquity of date).', resolve: (p) => isOutOfBounds(p.dec ?? 0, p.obliquity) }),
  }),
});

const DeclinationContactObject = builder.objectRef<DeclinationContact>('WesternDeclinationContact').implement({
  description: 'A parallel or contra-parallel.',
  fields: (t) => ({
    a: t.exposeString('a', { description: 'First point.' }),
    b: t.exposeString('b', { description: 'Second point.' }),
    kind: t.field({ type: DeclinationKindEnum, description: 'Which.', resolve: (d) => d.kind }),
    orb: t.exposeFloat('orb', { description: 'Difference (or sum) of the declinations, degrees.' }),
  }),
});

const DeclinationsObject = builder.objectRef<{ chart: Chart; orb: number }>('WesternDeclinations').implement({
  description: 'Declinations, parallels, contra-parallels and out-of-bounds bodies.',
  fields: (t) => ({
    obliquity: t.float({ description: 'True obliquity of date, degrees: the out-of-bounds limit.', resolve: (r) => r.chart.frame().obliquity }),
    points: t.field({ type: [DeclinationPointObject], description: 'Each body, ASC and MC.', resolve: (r) => chartPoints(r.chart).map((p) => ({ ...p, obliquity: r.chart.frame().obliquity })) }),
    contacts: t.field({ type: [DeclinationContactObject], description: 'Parallels and contra-parallels within the orb, tightest first.', resolve: (r) => declinationContacts(chartPoints(r.chart), r.orb) }),
  }),
});

const AntisciaObject = builder.objectRef<{ chart: Chart; orb: number }>('WesternAntiscia').implement({
  description: 'Antiscia and contra-antiscia of the points and where they fall on others.',
  fields: (t) => ({
    points: t.field({ type: [AntisciaPointObject], description: 'Each body, ASC and MC.', resolve: (r) => chartPoints(r.chart) }),
    contacts: t.field({ type: [ReflectionObject], description: 'Reflections within the orb of another point, tightest first.', resolve: (r) => antisciaContacts(chartPoints(r.chart), r.orb) }),
  }),
});

const MidpointsInput = builder.inputType('WesternMidpointsInput', {
  description: 'A birth and the dial orb.',
  fields: (t) => ({ ...chartInputFields(t), orbDegrees: orbField(t, TRADITIONAL_DEFAULTS.midpointOrb, '5', 'Orb on the 90° dial') }),
});
const HarmonicInput = builder.inputType('WesternHarmonicInput', {
  description: 'A birth, the harmonic number and the aspect orb.',
  fields: (t) => ({
    ...chartInputFields(t),
    harmonic: t.int({ description: `n, ${MIN_HARMONIC}–${MAX_HARMONIC}.`, validate: { schema: boundedNumber(String(MIN_HARMONIC), String(MAX_HARMONIC), { int: true }) } }),
    orbDegrees: orbField(t, TRADITIONAL_DEFAULTS.harmonicOrb, '10', 'Orb of the harmonic aspects'),
  }),
});
const AntisciaInput = builder.inputType('WesternAntisciaInput', {
  description: 'A birth and the orb.',
  fields: (t) => ({ ...chartInputFields(t), orbDegrees: orbField(t, TRADITIONAL_DEFAULTS.antisciaOrb, '5', 'Orb of a reflection') }),
});
const DeclinationsInput = builder.inputType('WesternDeclinationsInput', {
  description: 'A birth and the orb.',
  fields: (t) => ({ ...chartInputFields(t), orbDegrees: orbField(t, TRADITIONAL_DEFAULTS.declinationOrb, '5', 'Orb of a parallel') }),
});

const chartOf = (input: typeof MidpointsInput.$inferInput) => natalChart(withZodiac(input));

builder.queryFields((t) => ({
  westernFixedStars: t.field({
    type: StarsObject,
    description: 'The named fixed stars at a birth, their conjunctions and parans.',
    args: { input: t.arg({ type: StarsInput, required: true, description: 'The birth and orbs.' }) },
    resolve: (_root, { input }) => {
      const chart = chartOf(input);
      const maxMagnitude = input.maxMagnitude ?? TRADITIONAL_DEFAULTS.starMaxMagnitude;
      const places = chartStars(chart).filter((s) => s.star.magnitude <= maxMagnitude);
      return { chart, places, orb: input.orbDegrees ?? TRADITIONAL_DEFAULTS.starOrb, paranOrb: input.paranOrbDegrees ?? TRADITIONAL_DEFAULTS.paranOrb, maxMagnitude };
    },
  }),
  westernMidpoints: t.field({
    type: [MidpointObject],
    description: 'Every midpoint of the bodies, ASC and MC, sorted on the 90° dial.',
    args: { input: t.arg({ type: MidpointsInput, required: true, description: 'The birth and orb.' }) },
    resolve: (_root, { input }) => midpoints(chartPoints(chartOf(input)), input.orbDegrees ?? TRADITIONAL_DEFAULTS.midpointOrb),
  }),
  westernHarmonic: t.field({
    type: HarmonicObject,
    description: 'The harmonic chart of order n (2–180) and its aspects.',
    args: { input: t.arg({ type: HarmonicInput, required: true, description: 'The birth and n.' }) },
    resolve: (_root, { input }) => ({ n: input.harmonic, ...harmonicChart(chartPoints(chartOf(input)), input.harmonic, input.orbDegrees ?? TRADITIONAL_DEFAULTS.harmonicOrb) }),
  }),
  westernAntiscia: t.field({
    type: AntisciaObject,
    description: 'Antiscia and contra-antiscia of a birth’s points.',
    args: { input: t.arg({ type: AntisciaInput, required: true, description: 'The birth and orb.' }) },
    resolve: (_root, { input }) => ({ chart: chartOf(input), orb: input.orbDegrees ?? TRADITIONAL_DEFAULTS.antisciaOrb }),
  }),
  westernDeclinations: t.field({
    type: DeclinationsObject,
    description: 'Declinations, parallels, contra-parallels and out-of-bounds bodies of a birth.',
    args: { input: t.arg({ type: DeclinationsInput, required: true, description: 'The birth and orb.' }) },
    resolve: (_root, { input }) => ({ chart: chartOf(input), orb: input.orbDegrees ?? TRADITIONAL_DEFAULTS.declinationOrb }),
  }),
}));

