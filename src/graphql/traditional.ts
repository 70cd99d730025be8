/**
 * The Hellenistic and horary techniques as GraphQL types (docs/techniques.md §8–§11): lots (also an
 * optional field of the natal chart), zodiacal releasing, planetary hours and the void-of-course
 * Moon. Resolvers only call the core (src/core/astro/traditional/).
 */
import { z } from 'zod';
import { natalChart, chartPlace, type Chart } from '../core/astro/chart.js';
import { LOT_IDS, LOT_POINTS, Lots, type Lot, type LotFormula, type LotId, type LotPoint, type LotReversal } from '../core/astro/traditional/lots.js';
import { MAX_DEEP_RELEASING_YEARS, MAX_RELEASING_LEVEL, MAX_RELEASING_YEARS, YEAR_DAYS, zodiacalReleasing, type ReleasingPeriod } from '../core/astro/traditional/releasing.js';
import { planetaryHours, type PlanetaryDay, type PlanetaryHour } from '../core/astro/traditional/planetary-hours.js';
import { MODERN_PLANETS, TRADITIONAL_PLANETS, voidOfCourseMoon, voidSpan, type VoidWindow } from '../core/astro/traditional/void-moon.js';
import { degreeInSign, formatDms, SIGNS, signOf } from '../core/astro/zodiac.js';
import { bodyLabel } from '../core/labels.js';
import { epochMsFromJd } from '../core/time/julian.js';
import { boundedNumber, targetDateText } from '../validation.js';
import { builder } from './builder.js';
import { langField, signLabelField } from './labels.js';
import { birthInputFields, houseSystemInputField, LocationInput, NatalChartObject, SignEnum, withZodiac, zodiacInputFields } from './natal.js';
import { TRADITIONAL_DEFAULTS } from '../core/astro/traditional/defaults.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(Math.round(ms)).toISOString());

/** Names of the lots (Korean after the usual translations of the Greek: 행운 Fortune, 정신 Spirit …). */
const LOT_NAMES: Readonly<Record<LotId, { en: string; ko: string; rule: string }>> = {
  fortune: { en: 'Fortune', ko: '행운의 랏', rule: 'ASC + Moon − Sun by day, ASC + Sun − Moon by night (Paulus, ch. 23).' },
  spirit: { en: 'Spirit', ko: '정신의 랏', rule: 'ASC + Sun − Moon by day, reversed by night (Paulus, ch. 23).' },
  eros: { en: 'Eros', ko: '에로스의 랏', rule: 'ASC + Venus − Spirit by day, reversed by night (Paulus, ch. 23).' },
  necessity: { en: 'Necessity', ko: '필연의 랏', rule: 'ASC + Fortune − Mercury by day, reversed by night (Paulus, ch. 23).' },
  courage: { en: 'Courage', ko: '용기의 랏', rule: 'ASC + Fortune − Mars by day, reversed by night (Paulus, ch. 23).' },
  victory: { en: 'Victory', ko: '승리의 랏', rule: 'ASC + Jupiter − Spirit by day, reversed by night (Paulus, ch. 23).' },
  nemesis: { en: 'Nemesis', ko: '네메시스의 랏', rule: 'ASC + Fortune − Saturn by day, reversed by night (Paulus, ch. 23).' },
  basis: { en: 'Basis', ko: '기반의 랏', rule: 'ASC + the shorter arc between Fortune and Spirit (Valens, Anthology II).' },
  exaltation: { en: 'Exaltation', ko: '고양의 랏', rule: 'ASC + 19° Aries − Sun by day, ASC + 3° Taurus − Moon by night.' },
};

const LotIdEnum = builder.enumType('WesternLotId', {
  description: 'A Hellenistic lot of the service’s set.',
  values: Object.fromEntries(LOT_IDS.map((id) => [id.toUpperCase(), { value: id, description: LOT_NAMES[id].rule }])),
});

const LotPointEnum = builder.enumType('WesternLotPoint', {
  description: 'A point a lot formula can use.',
  values: Object.fromEntries(LOT_POINTS.map((p) => [p.toUpperCase(), { value: p, description: `The chart’s ${p === 'asc' || p === 'mc' || p === 'dsc' || p === 'ic' ? p.toUpperCase() : bodyLabel(p, 'en')}.` }])),
});

const LotReversalEnum = builder.enumType('WesternLotReversal', {
  description: 'Whether a formula changes in a night chart.',
  values: {
    REVERSE_AT_NIGHT: { value: 'REVERSE_AT_NIGHT', description: 'By night B and C swap (A + C − B), as the Hellenistic lots do.' },
    NONE: { value: 'NONE', description: 'The same formula by day and by night.' },
  } as const,
});

const CustomLotInput = builder.inputType('WesternCustomLotInput', {
  description: 'A lot A + B − C of the user’s own.',
  fields: (t) => ({
    name: t.string({ description: 'A name to return it under (1–40 characters).', validate: { schema: z.string().min(1).max(40) } }),
    a: t.field({ type: LotPointEnum, required: false, defaultValue: TRADITIONAL_DEFAULTS.customLot.a, description: 'The point counted from (default ASC).' }),
    b: t.field({ type: LotPointEnum, description: 'The point added.' }),
    c: t.field({ type: LotPointEnum, description: 'The point subtracted.' }),
    reversal: t.field({ type: LotReversalEnum, required: false, defaultValue: TRADITIONAL_DEFAULTS.customLot.reversal, description: 'The night rule (default: reverse).' }),
  }),
});

const LotObject = builder.objectRef<Lot & { name?: string }>('WesternLot').implement({
  description: 'A lot: its place, sign, house and ruler.',
  fields: (t) => ({
    id: t.string({ description: 'fortune … exaltation, or custom.', resolve: (l) => l.id }),
    label: langField(t, 'western', 'The lot by name (행운의 랏 / Fortune; a custom lot by its own name).', (l, lang) =>
      l.id === 'custom' ? (l.name ?? 'custom') : LOT_NAMES[l.id][lang]),
    longitude: t.exposeFloat('longitude', { description: 'Ecliptic longitude, degrees 0–360, in the chart’s zodiac.' }),
    sign: t.field({ type: SignEnum, description: 'Its sign.', resolve: (l) => signOf(l.longitude) }),
    signLabel: signLabelField(t, (l) => signOf(l.longitude)),
    degreeInSign: t.float({ description: 'Degrees within the sign, 0–30.', resolve: (l) => degreeInSign(l.longitude) }),
    dms: t.string({ description: "The longitude as DD° Sign MM' SS''.", resolve: (l) => formatDms(l.longitude) }),
    house: t.exposeInt('house', { description: 'House 1–12 in the chart’s house system.' }),
    wholeSignHouse: t.exposeInt('wholeSignHouse', { description: 'House 1–12 counted by whole signs from the ASC’s sign (the Hellenistic count).' }),
    ruler: t.exposeString('ruler', { description: 'Domicile ruler of its sign, Sun … Saturn.' }),
    reversed: t.exposeBoolean('reversed', { description: 'The night formula was used (B and C swapped).' }),
    formula: t.string({
      description: 'The formula as applied, e.g. asc + moon - sun (a number is a degree of the zodiac).',
      resolve: (l) => `${l.applied.a} + ${l.applied.b} - ${l.applied.c}`,
    }),
  }),
});

const LotsInput = builder.inputType('WesternLotsInput', {
  description: 'A birth, and any lots of the user’s own.',
  fields: (t) => ({
    ...birthInputFields(t),
    ...zodiacInputFields(t),
    houseSystem: houseSystemInputField(t),
    custom: t.field({ type: [CustomLotInput], required: false, description: 'Up to 12 formulas A + B − C.', validate: { schema: z.array(z.any()).max(12) } }),
  }),
});

interface LotsResult {
  lots: Lots;
  custom: { name: string; lot: Lot }[];
}

const LotsObject = builder.objectRef<LotsResult>('WesternLots').implement({
  description: 'The lots of a chart, by its sect.',
  fields: (t) => ({
    diurnal: t.boolean({ description: 'Day chart: the Sun above the horizon (exactly on the ASC counts as night, on the DSC as day).', resolve: (r) => r.lots.diurnal }),
    lots: t.field({ type: [LotObject], description: 'Fortune, Spirit, Eros, Necessity, Courage, Victory, Nemesis, Basis, Exaltation.', resolve: (r) => r.lots.all() }),
    custom: t.field({ type: [LotObject], description: 'The user’s lots, in the order given.', resolve: (r) => r.custom.map((c) => ({ ...c.lot, name: c.name })) }),
    natalChart: t.field({ type: NatalChartObject, description: 'The natal chart.', resolve: (r) => r.lots.chart }),
  }),
});

builder.objectField(NatalChartObject, 'lots', (t) =>
  t.field({ type: [LotObject], description: 'The nine lots of the service’s set (docs/techniques.md §8); computed only when selected.', resolve: (c: Chart) => new Lots(c).all() }),
);

// ─── Zodiacal releasing ──────────────────────────────────────────────────────────────────────

const ReleasingYearEnum = builder.enumType('WesternReleasingYear', {
  description: 'The length of one year of the periods.',
  values: {
    VALENS_360: { value: 'VALENS_360', description: 'Default: Valens’s year of 360 days (months of 30 days).' },
    CALENDAR_365_25: { value: 'CALENDAR_365_25', description: 'The Julian year of 365.25 days (the modern alternative).' },
  } as const,
});

const AngularityEnum = builder.enumType('WesternReleasingAngularity', {
  description: 'A period’s sign counted from the sign of Fortune: the angular ones are the peaks.',
  values: {
    FIRST: { value: 'FIRST', description: 'Fortune’s own sign.' },
    TENTH: { value: 'TENTH', description: 'The 10th sign from Fortune: the major peak.' },
    SEVENTH: { value: 'SEVENTH', description: 'The 7th sign from Fortune.' },
    FOURTH: { value: 'FOURTH', description: 'The 4th sign from Fortune.' },
  } as const,
});

const ReleasingPeriodObject = builder.objectRef<ReleasingPeriod>('WesternReleasingPeriod');
ReleasingPeriodObject.implement({
  description: 'A period of zodiacal releasing.',
  fields: (t) => ({
    level: t.exposeInt('level', { description: '1 (years) to 4 (hours).' }),
    sign: t.field({ type: SignEnum, description: 'The sign ruling the period.', resolve: (p) => SIGNS[p.sign].en }),
    signLabel: signLabelField(t, (p) => SIGNS[p.sign].en),
    startAge: t.float({ description: 'Age at the start, years of the chosen length.', resolve: (p) => p.startYears }),
    endAge: t.float({ description: 'Age at the end (exclusive).', resolve: (p) => p.endYears }),
    start: t.string({ description: 'Start, UTC ISO 8601.', resolve: (p) => iso(p.startMs)! }),
    end: t.string({ description: 'End, UTC ISO 8601.', resolve: (p) => iso(p.endMs)! }),
    loosingOfTheBond: t.boolean({ description: 'The period follows a loosing of the bond (the jump to the opposite sign).', resolve: (p) => p.loosing }),
    angularity: t.field({ type: AngularityEnum, nullable: true, description: 'Angular to Fortune (a peak), or null.', resolve: (p) => p.angularity }),
    subPeriods: t.field({ type: [ReleasingPeriodObject], description: 'The next level within it (empty at the deepest level asked for).', resolve: (p) => p.children }),
  }),
});

const ReleasingInput = builder.inputType('WesternReleasingInput', {
  description: 'A birth, the lot released from and the span of ages.',
  fields: (t) => ({
    ...birthInputFields(t),
    ...zodiacInputFields(t),
    lot: t.field({ type: LotIdEnum, required: false, defaultValue: TRADITIONAL_DEFAULTS.releasing.lot, description: 'The lot released from (default Spirit; Fortune for the body and health).' }),
    customLot: t.field({ type: CustomLotInput, required: false, description: 'Release from a lot of the user’s own instead of `lot`.' }),
    fromAge: t.float({ required: false, defaultValue: TRADITIONAL_DEFAULTS.releasing.fromAge, description: 'First age, years.', validate: { schema: boundedNumber('0', '150') } }),
    toAge: t.float({
      required: false,
      defaultValue: TRADITIONAL_DEFAULTS.releasing.toAge,
      description: `Last age, years, at most ${MAX_RELEASING_YEARS} after fromAge.`,
      validate: { schema: boundedNumber('0', '150') },
    }),
    levels: t.int({
      required: false,
      defaultValue: TRADITIONAL_DEFAULTS.releasing.levels,
      description: `Deepest level, 1–${MAX_RELEASING_LEVEL} (levels 3 and 4 only within a span of at most ${MAX_DEEP_RELEASING_YEARS} years).`,
      validate: { schema: boundedNumber('1', String(MAX_RELEASING_LEVEL), { int: true }) },
    }),
    year: t.field({ type: ReleasingYearEnum, required: false, defaultValue: TRADITIONAL_DEFAULTS.releasing.year, description: 'Year length (default 360 days).' }),
  }),
});

interface ReleasingResult {
  lot: Lot & { name?: string };
  fortune: Lot;
  year: keyof typeof YEAR_DAYS;
  periods: ReleasingPeriod[];
  chart: Chart;
}

const ReleasingObject = builder.objectRef<ReleasingResult>('WesternReleasing').implement({
  description: 'Zodiacal releasing from a lot (Valens, Anthology IV).',
  fields: (t) => ({
    lot: t.field({ type: LotObject, description: 'The lot released from.', resolve: (r) => r.lot }),
    fortune: t.field({ type: LotObject, description: 'Fortune, whose angles mark the peaks.', resolve: (r) => r.fortune }),
    year: t.field({ type: ReleasingYearEnum, description: 'The year length used.', resolve: (r) => r.year }),
    yearDays: t.float({ description: 'Days in that year.', resolve: (r) => YEAR_DAYS[r.year] }),
    periods: t.field({ type: [ReleasingPeriodObject], description: 'Level-1 periods overlapping the span, with their sub-periods.', resolve: (r) => r.periods }),
    natalChart: t.field({ type: NatalChartObject, description: 'The natal chart.', resolve: (r) => r.chart }),
  }),
});

// ─── Planetary hours ─────────────────────────────────────────────────────────────────────────

const PlanetEnum = builder.enumType('WesternClassicalPlanet', {
  description: 'A planet of the Chaldean order.',
  values: Object.fromEntries(['saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon'].map((p) => [p.toUpperCase(), { value: p, description: bodyLabel(p, 'en') }])),
});

const DayKindEnum = builder.enumType('WesternPlanetaryDayKind', {
  description: 'Whether the Sun rose and set that day.',
  values: {
    NORMAL: { value: 'NORMAL', description: 'Twelve day hours from sunrise, twelve night hours from sunset.' },
    POLAR_DAY: { value: 'POLAR_DAY', description: 'The Sun does not set: 24 equal hours from local midnight.' },
    POLAR_NIGHT: { value: 'POLAR_NIGHT', description: 'The Sun does not rise: 24 equal hours from local midnight.' },
  } as const,
});

const PlanetaryHourObject = builder.objectRef<PlanetaryHour>('WesternPlanetaryHour').implement({
  description: 'One planetary hour.',
  fields: (t) => ({
    number: t.exposeInt('number', { description: '1–12 day hours, 13–24 night hours.' }),
    ruler: t.field({ type: PlanetEnum, description: 'Its planet.', resolve: (h) => h.ruler }),
    rulerLabel: langField(t, 'western', 'Its planet by name (토성 / Saturn).', (h, lang) => bodyLabel(h.ruler, lang)),
    isDay: t.exposeBoolean('isDay', { description: 'A day hour.' }),
    start: t.string({ description: 'Start, UTC ISO 8601.', resolve: (h) => iso(h.startMs)! }),
    end: t.string({ description: 'End, UTC ISO 8601.', resolve: (h) => iso(h.endMs)! }),
    minutes: t.float({ description: 'Its length, minutes.', resolve: (h) => (h.endMs - h.startMs) / 60_000 }),
  }),
});

const PlanetaryHoursObject = builder.objectRef<PlanetaryDay>('WesternPlanetaryHours').implement({
  description: 'The planetary hours of a date and place.',
  fields: (t) => ({
    kind: t.field({ type: DayKindEnum, description: 'Normal day, or polar day or night.', resolve: (d) => d.kind }),
    dayRuler: t.field({ type: PlanetEnum, description: 'The planet of the weekday (and of the first hour).', resolve: (d) => d.dayRuler }),
    sunrise: t.string({ nullable: true, description: 'Sunrise (upper limb, refraction), UTC ISO 8601; null in polar day or night.', resolve: (d) => iso(d.sunriseMs) }),
    sunset: t.string({ nullable: true, description: 'Sunset, UTC ISO 8601.', resolve: (d) => iso(d.sunsetMs) }),
    nextSunrise: t.string({ nullable: true, description: 'The next sunrise, which ends the night.', resolve: (d) => iso(d.nextSunriseMs) }),
    hours: t.field({ type: [PlanetaryHourObject], description: 'The 24 hours in order.', resolve: (d) => d.hours }),
  }),
});

const PlanetaryHoursInput = builder.inputType('WesternPlanetaryHoursInput', {
  description: 'A local date and a place.',
  fields: (t) => ({
    date: t.string({ description: 'Local date YYYY-MM-DD at the place.', validate: { schema: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD') } }),
    location: t.field({ type: LocationInput, description: 'The place (its zone detected when omitted).' }),
  }),
});

// ─── Void-of-course Moon ─────────────────────────────────────────────────────────────────────

const VoidWindowObject = builder.objectRef<VoidWindow>('WesternVoidMoonWindow').implement({
  description: 'A void-of-course Moon: from its last Ptolemaic aspect in a sign until it leaves the sign.',
  fields: (t) => ({
    start: t.string({ description: 'Start (the last aspect, or the ingress when the sign had none), UTC ISO 8601.', resolve: (w) => iso(epochMsFromJd(w.startJd))! }),
    end: t.string({ description: 'End: the Moon enters the next sign, UTC ISO 8601.', resolve: (w) => iso(epochMsFromJd(w.endJd))! }),
    hours: t.float({ description: 'Its length, hours.', resolve: (w) => (w.endJd - w.startJd) * 24 }),
    lastAspectPlanet: t.string({ nullable: true, description: 'Planet of the last aspect (sun … pluto), or null.', resolve: (w) => w.lastAspect?.planet ?? null }),
    lastAspectAngle: t.int({ nullable: true, description: 'Its angle: 0, 60, 90, 120 or 180.', resolve: (w) => w.lastAspect?.angle ?? null }),
    nextSign: t.field({ type: SignEnum, description: 'The sign entered at the end (tropical).', resolve: (w) => SIGNS[w.nextSign].en }),
    nextSignLabel: signLabelField(t, (w) => SIGNS[w.nextSign].en),
  }),
});

const VoidMoonInput = builder.inputType('WesternVoidMoonInput', {
  description: `A span of at most ${TRADITIONAL_DEFAULTS.voidMoonMaxSpanDays} days, priced by the months it begins.`,
  fields: (t) => ({
    from: t.string({ description: 'Start: YYYY-MM-DD (00:00 UTC) or an ISO datetime (UTC unless it carries an offset).', validate: { schema: targetDateText } }),
    to: t.string({ description: `End: YYYY-MM-DD (end of that UTC day) or an ISO datetime; at most ${TRADITIONAL_DEFAULTS.voidMoonMaxSpanDays} days after from.`, validate: { schema: targetDateText } }),
    includeModern: t.boolean({ required: false, defaultValue: false, description: 'Count aspects to Uranus, Neptune and Pluto too (default: Sun to Saturn only).' }),
  }),
});

/** A custom lot's formula, its absent A and night rule taken from TRADITIONAL_DEFAULTS. */
const customFormula = (c: { a?: LotPoint | null; b: LotPoint; c: LotPoint; reversal?: LotReversal | null }): LotFormula => ({
  a: c.a ?? TRADITIONAL_DEFAULTS.customLot.a,
  b: c.b,
  c: c.c,
  reversal: c.reversal ?? TRADITIONAL_DEFAULTS.customLot.reversal,
});

// ─── Root fields ─────────────────────────────────────────────────────────────────────────────

builder.queryFields((t) => ({
  westernLots: t.field({
    type: LotsObject,
    description: 'The Hellenistic lots of a birth, and lots of the user’s own formulas.',
    args: { input: t.arg({ type: LotsInput, required: true, description: 'The birth and any formulas.' }) },
    resolve: (_root, { input }) => {
      const lots = new Lots(natalChart(withZodiac(input)));
      const custom = (input.custom ?? []).map((c) => ({ name: c.name, lot: lots.custom(customFormula(c)) }));
      return { lots, custom };
    },
  }),
  westernReleasing: t.field({
    type: ReleasingObject,
    description: 'Zodiacal releasing from a lot over a span of ages.',
    args: { input: t.arg({ type: ReleasingInput, required: true, description: 'The birth, the lot and the span.' }) },
    resolve: (_root, { input }) => {
      const chart = natalChart(withZodiac(input));
      const lots = new Lots(chart);
      const custom = input.customLot;
      const lot = custom
        ? { ...lots.custom(customFormula(custom)), name: custom.name }
        : lots.lot(input.lot ?? TRADITIONAL_DEFAULTS.releasing.lot);
      const fortune = lots.lot('fortune');
      const year = input.year ?? TRADITIONAL_DEFAULTS.releasing.year;
      const fromAge = input.fromAge ?? TRADITIONAL_DEFAULTS.releasing.fromAge;
      const toAge = input.toAge ?? TRADITIONAL_DEFAULTS.releasing.toAge;
      const levels = input.levels ?? TRADITIONAL_DEFAULTS.releasing.levels;
      const periods = zodiacalReleasing({ lotLongitude: lot.longitude, fortuneLongitude: fortune.longitude, birthMs: chart.time().utcMs, fromAge, toAge, levels, year });
      return { lot, fortune, year, periods, chart };
    },
  }),
  westernPlanetaryHours: t.field({
    type: PlanetaryHoursObject,
    description: 'The planetary hours of a local date at a place (Chaldean order).',
    args: { input: t.arg({ type: PlanetaryHoursInput, required: true, description: 'The date and place.' }) },
    resolve: (_root, { input }) => {
      const place = chartPlace(input.location);
      return planetaryHours(input.date, place.latitude, place.longitude, place.timezone, place.elevation);
    },
  }),
  westernVoidMoon: t.field({
    type: [VoidWindowObject],
    description: 'Void-of-course Moon windows that end within a span.',
    args: { input: t.arg({ type: VoidMoonInput, required: true, description: 'The span.' }) },
    resolve: (_root, { input }) => {
      const { fromJd, toJd } = voidSpan(input.from, input.to);
      return voidOfCourseMoon(fromJd, toJd, [...TRADITIONAL_PLANETS, ...(input.includeModern ? MODERN_PLANETS : [])]);
    },
  }),
}));
