/**
 * The classical techniques as GraphQL types: firdaria, annual profections and primary directions
 * (interface-spec §4.7–§4.9, docs/techniques.md §1–§3). Root resolvers validate and return the
 * lazily computed core object; every field resolves from it, so a query computes only what it
 * selects (firdaria by gender computes no chart at all).
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import {
  DIRECTION_ASPECTS,
  MAX_DIRECTION_AGE,
  PrimaryDirections,
  pointName,
  primaryDirections,
  type ActiveDirection,
  type DirectedPoint,
  type Direction,
  type DirectionAspectType,
  type ExactDirection,
} from '../core/astro/directions.js';
import {
  firdariaInterpretation,
  firdariaReading,
  parseGender,
  PLANET_THEMES,
  subPeriods,
  type FirdariaPeriod,
  type FirdariaReading,
  type FirdariaSubPeriod,
} from '../core/astro/firdaria.js';
import { natalChart } from '../core/astro/chart.js';
import { ASTRO_DEFAULTS } from '../core/astro/defaults.js';
import { MAX_PROFECTION_AGE, Profection, type ProfectedHouse } from '../core/astro/profections.js';
import { formatDms, signOf } from '../core/astro/zodiac.js';
import { bodyLabel } from '../core/labels.js';
import { boundedNumber, targetDateText } from '../validation.js';
import { builder } from './builder.js';
import { langField, signLabelField } from './labels.js';
import { birthInputFields, houseSystemInputField, NatalChartObject, SignEnum } from './natal.js';

const genderText = z.string().refine((g) => parseGender(g) !== null, { message: 'gender must be male, female, m or f (any case)' });

// ─── Firdaria ────────────────────────────────────────────────────────────────────────────────

const FirdariaTableEnum = builder.enumType('FirdariaTable', {
  values: {
    SPEC_74: { value: 'SPEC_74', description: 'The REST table (7 planets, 74 years both ways; ages 0–74).' },
    TRADITIONAL_75: {
      value: 'TRADITIONAL_75',
      description: 'Sun 10, Venus 8, Mercury 13, Moon 9, Saturn 11, Jupiter 12, Mars 7, North Node 3, South Node 2 (75 years; repeats after 75).',
    },
  } as const,
});

const FirdariaBasisEnum = builder.enumType('FirdariaSequenceBasis', {
  values: {
    GENDER: { value: 'GENDER', description: 'male → diurnal sequence, female → nocturnal (the REST rule).' },
    SECT: { value: 'SECT', description: 'The chart’s sect: day birth → diurnal, night birth → nocturnal (traditional).' },
  } as const,
});

const SectEnum = builder.enumType('Sect', { values: { DIURNAL: { value: 'DIURNAL' }, NOCTURNAL: { value: 'NOCTURNAL' } } as const });

const NocturnalOrderEnum = builder.enumType('FirdariaNocturnalOrder', {
  values: {
    ABU_MASHAR: { value: 'ABU_MASHAR', description: 'Moon, Saturn, Jupiter, Mars, Sun, Venus, Mercury, then the nodes.' },
    BONATTI: { value: 'BONATTI', description: 'Moon, Saturn, Jupiter, Mars, the nodes, then Sun, Venus, Mercury.' },
  } as const,
});

const FirdariaInput = builder.inputType('FirdariaInput', {
  fields: (t) => ({
    ...birthInputFields(t),
    currentAge: t.float({
      description: 'Years of life (decimals allowed). SPEC_74: 0–74; TRADITIONAL_75: any age, the cycle repeating after 75.',
      validate: { schema: boundedNumber('0', '1000') },
    }),
    gender: t.string({
      required: false,
      description: "male, female, m or f (any case). Required when sequenceBasis is GENDER.",
      validate: { schema: genderText },
    }),
    table: t.field({ type: FirdariaTableEnum, required: false, defaultValue: ASTRO_DEFAULTS.firdaria.table, description: 'The table of periods.' }),
    sequenceBasis: t.field({
      type: FirdariaBasisEnum,
      required: false,
      defaultValue: ASTRO_DEFAULTS.firdaria.sequenceBasis,
      description: 'How the diurnal or nocturnal sequence is chosen.',
    }),
    nocturnalOrder: t.field({
      type: NocturnalOrderEnum,
      required: false,
      defaultValue: ASTRO_DEFAULTS.firdaria.nocturnalOrder,
      description: 'Order of the traditional nocturnal sequence (ignored by SPEC_74 and diurnal sequences).',
    }),
  }),
});

const FirdariaSubPeriodObject = builder.objectRef<{ sub: FirdariaSubPeriod; age: number }>('FirdariaSubPeriod').implement({
  description: 'One seventh of a planetary period; lords in Chaldean order from the period lord.',
  fields: (t) => ({
    planet: t.string({ resolve: (s) => s.sub.planet }),
    startAge: t.float({ resolve: (s) => s.sub.startAge }),
    endAge: t.float({ resolve: (s) => s.sub.endAge }),
    years: t.float({ resolve: (s) => s.sub.years }),
    isCurrent: t.boolean({ resolve: (s) => s.age >= s.sub.startAge && s.age < s.sub.endAge }),
  }),
});

const FirdariaPeriodObject = builder.objectRef<{ period: FirdariaPeriod; result: FirdariaReading }>('FirdariaPeriod').implement({
  fields: (t) => ({
    order: t.int({ description: '1-based position in the sequence.', resolve: (p) => p.period.order }),
    planet: t.string({ description: 'Sun … Saturn, North Node, South Node.', resolve: (p) => p.period.planet }),
    planetKo: t.string({ resolve: (p) => PLANET_THEMES[p.period.planet].ko }),
    startAge: t.float({ resolve: (p) => p.period.startAge }),
    endAge: t.float({ resolve: (p) => p.period.endAge }),
    years: t.float({ resolve: (p) => p.period.years }),
    isCurrent: t.boolean({ resolve: (p) => p.result.firdaria.isCurrent(p.period) }),
    themes: t.stringList({ description: 'Themes of the lord (Korean).', resolve: (p) => PLANET_THEMES[p.period.planet].themes }),
    subPeriods: t.field({
      type: [FirdariaSubPeriodObject],
      description: 'Seven equal parts in Chaldean order; empty for the nodes.',
      resolve: (p) => subPeriods(p.period).map((sub) => ({ sub, age: p.result.firdaria.age })),
    }),
  }),
});

const FirdariaObject = builder.objectRef<FirdariaReading>('Firdaria').implement({
  fields: (t) => ({
    table: t.field({ type: FirdariaTableEnum, description: 'The table used.', resolve: (r) => r.firdaria.options.table }),
    sequenceBasis: t.field({ type: FirdariaBasisEnum, resolve: (r) => r.basis }),
    sect: t.field({ type: SectEnum, description: 'The sequence used (diurnal or nocturnal).', resolve: (r) => r.firdaria.options.sect }),
    nocturnalOrder: t.field({
      type: NocturnalOrderEnum,
      nullable: true,
      description: 'The nocturnal order used: only for the traditional nocturnal sequence.',
      resolve: (r) =>
        r.firdaria.options.table === 'TRADITIONAL_75' && r.firdaria.options.sect === 'NOCTURNAL' ? r.firdaria.options.nocturnalOrder : null,
    }),
    sequenceType: t.string({
      description: 'Male Diurnal / Female Nocturnal (SPEC_74 by gender), else Diurnal / Nocturnal (order).',
      resolve: (r) => r.firdaria.sequenceType(r.basis === 'GENDER' ? r.gender : null),
    }),
    gender: t.string({ nullable: true, description: 'male or female, when given.', resolve: (r) => r.gender }),
    currentAge: t.float({ resolve: (r) => r.firdaria.age }),
    cycleYears: t.int({ resolve: (r) => r.firdaria.cycleYears }),
    cycle: t.int({ description: 'Completed cycles before the current one (traditional table after 75).', resolve: (r) => r.firdaria.cycle }),
    currentPeriod: t.field({ type: FirdariaPeriodObject, resolve: (r) => ({ period: r.firdaria.current, result: r }) }),
    yearsIntoPeriod: t.float({ resolve: (r) => r.firdaria.yearsIntoPeriod }),
    yearsRemaining: t.float({ resolve: (r) => r.firdaria.yearsRemaining }),
    currentSubPeriod: t.field({
      type: FirdariaSubPeriodObject,
      nullable: true,
      description: 'Null in a node period.',
      resolve: (r) => {
        const sub = r.firdaria.currentSubPeriod;
        return sub && { sub, age: r.firdaria.age };
      },
    }),
    periods: t.field({
      type: [FirdariaPeriodObject],
      description: 'The whole sequence of the current cycle, ages from birth.',
      resolve: (r) => r.firdaria.periods.map((period) => ({ period, result: r })),
    }),
    interpretation: t.string({ description: 'The current period in Korean.', resolve: (r) => firdariaInterpretation(r.firdaria) }),
    natalChart: t.field({ type: NatalChartObject, resolve: (r) => r.chart }),
  }),
});

// ─── Profections ─────────────────────────────────────────────────────────────────────────────

const ProfectionMethodEnum = builder.enumType('ProfectionMethod', {
  values: {
    CUSP: { value: 'CUSP', description: 'The spec rule: the sign on the cusp of house (age mod 12) + 1 in the requested system.' },
    WHOLE_SIGN: { value: 'WHOLE_SIGN', description: 'Traditional: the ASC’s sign advanced one sign per year.' },
  } as const,
});

const ProfectionsInput = builder.inputType('ProfectionsInput', {
  fields: (t) => ({
    ...birthInputFields(t),
    currentAge: t.int({ description: 'Whole years of life.', validate: { schema: boundedNumber('0', String(MAX_PROFECTION_AGE), { int: true }) } }),
    houseSystem: houseSystemInputField(t),
    method: t.field({ type: ProfectionMethodEnum, required: false, defaultValue: ASTRO_DEFAULTS.profectionMethod, description: 'How the year’s sign is found.' }),
  }),
});

const ProfectedHouseObject = builder.objectRef<ProfectedHouse>('ProfectedHouse').implement({
  fields: (t) => ({
    number: t.exposeInt('number'),
    cuspLongitude: t.exposeFloat('cuspLongitude'),
    sign: t.field({ type: SignEnum, resolve: (h) => h.sign }),
    signLabel: signLabelField(t, (h) => h.sign),
    dms: t.string({ resolve: (h) => formatDms(h.cuspLongitude) }),
    ruler: t.string({ description: 'Traditional ruler of the sign.', resolve: (h) => h.ruler }),
    isProfected: t.exposeBoolean('isProfected'),
  }),
});

const RulerNatalObject = builder.objectRef<ReturnType<Profection['rulerNatal']>>('ProfectionRulerNatal').implement({
  description: 'Where the lord of the year stands in the natal chart.',
  fields: (t) => ({
    planet: t.string({ resolve: (r) => r.ruler }),
    longitude: t.exposeFloat('longitude'),
    sign: t.field({ type: SignEnum, resolve: (r) => r.sign }),
    signLabel: signLabelField(t, (r) => r.sign),
    house: t.exposeInt('house'),
  }),
});

const ProfectionObject = builder.objectRef<Profection>('AnnualProfection').implement({
  fields: (t) => ({
    age: t.exposeInt('age'),
    method: t.field({ type: ProfectionMethodEnum, resolve: (p) => p.method }),
    houseNumber: t.exposeInt('houseNumber', { description: '(age mod 12) + 1.' }),
    sign: t.field({ type: SignEnum, resolve: (p) => p.profected.sign }),
    signLabel: signLabelField(t, (p) => p.profected.sign),
    ruler: t.string({ description: 'Lord of the year: the traditional ruler of the sign.', resolve: (p) => p.profected.ruler }),
    cuspLongitude: t.float({ resolve: (p) => p.profected.cuspLongitude }),
    houses: t.field({ type: [ProfectedHouseObject], resolve: (p) => p.houses() }),
    rulerNatal: t.field({ type: RulerNatalObject, resolve: (p) => p.rulerNatal() }),
    yearStart: t.string({ description: 'The birthday that opens the year (local date).', resolve: (p) => p.year().start }),
    yearEnd: t.string({ description: 'The next birthday.', resolve: (p) => p.year().end }),
    houseTheme: t.string({ description: 'Topics of the profected house (Korean).', resolve: (p) => p.houseTheme }),
    interpretation: t.string({ description: 'The year in Korean.', resolve: (p) => p.summary() }),
    natalChart: t.field({ type: NatalChartObject, resolve: (p) => p.chart }),
  }),
});

// ─── Primary directions ──────────────────────────────────────────────────────────────────────

const DirectionMethodEnum = builder.enumType('DirectionMethod', {
  values: {
    PTOLEMY: { value: 'ptolemy', description: 'Semi-arc proportions, Ptolemy key 1°/year.' },
    PLACIDUS: { value: 'placidus', description: 'Placidus under the pole (key 1°/year unless keyRate).' },
    REGIOMONTANUS: { value: 'regiomontanus', description: 'Regiomontanus under the pole (key 1°/year unless keyRate).' },
    NAIBOD: { value: 'naibod', description: 'Semi-arc proportions, Naibod key 0.98564733°/year.' },
  } as const,
});

const DirectionTypeEnum = builder.enumType('DirectionType', {
  values: { DIRECT: { value: 'direct' }, CONVERSE: { value: 'converse' }, BOTH: { value: 'both' } } as const,
});

const DirectionEnum = builder.enumType('Direction', {
  values: { DIRECT: { value: 'direct' }, CONVERSE: { value: 'converse' } } as const,
});

const DirectionFrameEnum = builder.enumType('DirectionFrame', {
  values: {
    ZODIACAL: { value: 'ZODIACAL', description: 'In zodiaco: every point at ecliptic latitude 0 (the REST contract).' },
    MUNDANE: { value: 'MUNDANE', description: 'In mundo: bodies keep their ecliptic latitude; aspect points stay on the ecliptic.' },
  } as const,
});

const ConstructionEnum = builder.enumType('DirectionConstruction', {
  values: { SEMI_ARC: { value: 'SEMI_ARC' }, PLACIDUS_POLE: { value: 'PLACIDUS_POLE' }, REGIOMONTANUS_POLE: { value: 'REGIOMONTANUS_POLE' } } as const,
});

const DirectionAspectEnum = builder.enumType('DirectionAspect', {
  values: Object.fromEntries(DIRECTION_ASPECTS.map((a) => [a.type.toUpperCase(), { value: a.type }])) as Record<
    string,
    { value: DirectionAspectType }
  >,
});

const PrimaryDirectionsInput = builder.inputType('PrimaryDirectionsInput', {
  description: 'A birth and exactly one of targetAge and targetDate (otherwise TARGET_MISSING or TARGET_AMBIGUOUS).',
  fields: (t) => ({
    ...birthInputFields(t),
    targetAge: t.float({
      required: false,
      description: 'Years of life (decimals allowed).',
      validate: { schema: boundedNumber('0', String(MAX_DIRECTION_AGE)) },
    }),
    targetDate: t.string({
      required: false,
      description: 'YYYY-MM-DD (at the birth’s clock time) or an ISO datetime, in the natal time zone unless it has an offset.',
      validate: { schema: targetDateText },
    }),
    method: t.field({ type: DirectionMethodEnum, required: false, defaultValue: ASTRO_DEFAULTS.directions.method, description: 'The construction and key.' }),
    directionType: t.field({ type: DirectionTypeEnum, required: false, defaultValue: ASTRO_DEFAULTS.directions.type, description: 'Direct, converse or both.' }),
    keyRate: t.float({
      required: false,
      description: 'Degrees per year, overriding the method’s key.',
      validate: { schema: boundedNumber('0.8', '1.2') },
    }),
    houseSystem: houseSystemInputField(t),
    includeAspects: t.boolean({ required: false, defaultValue: ASTRO_DEFAULTS.directions.includeAspects, description: 'false: activeDirections is empty.' }),
    orbDegrees: t.float({
      required: false,
      defaultValue: ASTRO_DEFAULTS.directions.orb,
      description: 'Orb of the active directions, 0.5–5.0 degrees.',
      validate: { schema: boundedNumber('0.5', '5.0') },
    }),
    includeMcAsc: t.boolean({ required: false, defaultValue: ASTRO_DEFAULTS.directions.includeAngles, description: 'Directs the MC and ASC too.' }),
    frame: t.field({ type: DirectionFrameEnum, required: false, defaultValue: ASTRO_DEFAULTS.directions.frame, description: 'Zodiacal (β = 0) or mundane positions.' }),
  }),
});

/** The local date YYYY-MM-DD of an instant in the natal time zone. */
function localDate(pd: PrimaryDirections, ms: number): string {
  return DateTime.fromMillis(Math.round(ms), { zone: pd.chart.input.location.timezone }).toISODate() ?? '';
}

interface DirectionsResult {
  directions: PrimaryDirections;
  /** The target instant as given (targetDate), or derived from targetAge. */
  targetMs: number;
  calculatedAt: string;
}

const DirectionInfoObject = builder.objectRef<DirectionsResult>('DirectionInfo').implement({
  fields: (t) => ({
    method: t.field({ type: DirectionMethodEnum, resolve: (r) => r.directions.options.method }),
    construction: t.field({ type: ConstructionEnum, resolve: (r) => r.directions.construction }),
    key: t.string({ description: 'ptolemy, naibod, or custom (keyRate given).', resolve: (r) => r.directions.key }),
    arcPerYear: t.float({ description: 'The key in degrees per year.', resolve: (r) => r.directions.rate }),
    directionType: t.field({ type: DirectionTypeEnum, resolve: (r) => r.directions.options.type }),
    frame: t.field({ type: DirectionFrameEnum, resolve: (r) => r.directions.options.frame }),
    age: t.float({ resolve: (r) => r.directions.options.age }),
    arc: t.float({ description: 'age × arcPerYear.', resolve: (r) => r.directions.arc }),
    natalDate: t.string({ description: 'The birth, local time with its UTC offset.', resolve: (r) => r.directions.chart.time().localIso }),
    targetDate: t.string({ description: 'The instant the age stands for (UTC).', resolve: (r) => new Date(r.targetMs).toISOString() }),
    calculationDate: t.string({ description: 'When this was calculated (UTC).', resolve: (r) => r.calculatedAt }),
  }),
});

const DirectedPointObject = builder.objectRef<DirectedPoint>('DirectedPoint').implement({
  fields: (t) => ({
    point: t.exposeString('name', { description: 'Sun … Pluto, ASC, MC.' }),
    id: t.exposeString('id'),
    label: langField(t, 'en', 'The point by name (태양 / Sun).', (p, lang) => bodyLabel(p.id, lang)),
    direction: t.field({ type: DirectionEnum, resolve: (p) => p.direction }),
    natalLongitude: t.exposeFloat('natalLongitude'),
    directedLongitude: t.exposeFloat('directedLongitude'),
    arc: t.exposeFloat('arc', { description: 'age × key, positive for both directions.' }),
    sign: t.field({ type: SignEnum, description: 'Sign of the directed longitude.', resolve: (p) => signOf(p.directedLongitude) }),
    signLabel: signLabelField(t, (p) => signOf(p.directedLongitude)),
    dms: t.string({ resolve: (p) => formatDms(p.directedLongitude) }),
  }),
});

const ActiveDirectionObject = builder
  .objectRef<{ active: ActiveDirection; pd: PrimaryDirections }>('ActiveDirection')
  .implement({
    description: 'Natal point Y whose aspect has been carried to directed point X within the orb.',
    fields: (t) => {
      const exact = (r: { active: ActiveDirection; pd: PrimaryDirections }) => r.pd.exactArcNear(r.active);
      return {
        directedPoint: t.string({ resolve: (r) => pointName(r.active.directed) }),
        natalPoint: t.string({ description: 'Lowercase id.', resolve: (r) => r.active.natal }),
        aspectType: t.field({ type: DirectionAspectEnum, resolve: (r) => r.active.aspectType }),
        aspectAngle: t.float({ description: 'k of the aspect point λ + k.', resolve: (r) => r.active.aspectAngle }),
        direction: t.field({ type: DirectionEnum, resolve: (r) => r.active.direction }),
        arc: t.float({ resolve: (r) => r.active.arc }),
        orb: t.float({ resolve: (r) => r.active.orb }),
        exactArc: t.float({ description: 'The arc at which the direction is exact (§1.2).', resolve: exact }),
        exactAge: t.float({ resolve: (r) => exact(r) / r.pd.rate }),
        exactDate: t.string({
          description: 'Local date of the exact arc (birth + arc / key tropical years).',
          resolve: (r) => localDate(r.pd, r.pd.dateOfAge(exact(r) / r.pd.rate)),
        }),
      };
    },
  });

const ExactDirectionObject = builder
  .objectRef<{ exact: ExactDirection; pd: PrimaryDirections }>('ExactDirection')
  .implement({
    fields: (t) => ({
      promissor: t.string({ description: 'Lowercase id of the natal point whose aspect is directed.', resolve: (r) => r.exact.promissor }),
      significator: t.string({ resolve: (r) => pointName(r.exact.significator) }),
      aspectType: t.field({ type: DirectionAspectEnum, resolve: (r) => r.exact.aspectType }),
      aspectAngle: t.float({ resolve: (r) => r.exact.aspectAngle }),
      direction: t.field({ type: DirectionEnum, resolve: (r) => r.exact.direction }),
      arc: t.float({ resolve: (r) => r.exact.arc }),
      age: t.float({ resolve: (r) => r.exact.age }),
      date: t.string({ resolve: (r) => localDate(r.pd, r.pd.dateOfAge(r.exact.age)) }),
    }),
  });

const PrimaryDirectionsObject = builder.objectRef<DirectionsResult>('PrimaryDirections').implement({
  fields: (t) => ({
    info: t.field({ type: DirectionInfoObject, resolve: (r) => r }),
    natalChart: t.field({ type: NatalChartObject, resolve: (r) => r.directions.chart }),
    directedPoints: t.field({
      type: [DirectedPointObject],
      args: { direction: t.arg({ type: DirectionEnum, required: false }) },
      description: 'Each point directed by the arc; both directions when directionType is BOTH.',
      resolve: (r, args) => r.directions.directedPoints((args.direction as Direction | null | undefined) ?? undefined),
    }),
    activeDirections: t.field({
      type: [ActiveDirectionObject],
      description: 'Tightest first.',
      resolve: (r) => r.directions.activeDirections().map((active) => ({ active, pd: r.directions })),
    }),
    timeline: t.field({
      type: [ExactDirectionObject],
      description: 'Every direction of the points (and their aspects) to one another with an exact age in the range, by arc.',
      args: {
        fromAge: t.arg.float({ required: false, defaultValue: 0, validate: { schema: boundedNumber('0', String(MAX_DIRECTION_AGE)) } }),
        toAge: t.arg.float({ required: false, defaultValue: 100, validate: { schema: boundedNumber('0', String(MAX_DIRECTION_AGE)) } }),
      },
      resolve: (r, args) =>
        r.directions.timeline(args.fromAge ?? 0, args.toAge ?? 100).map((exact) => ({ exact, pd: r.directions })),
    }),
  }),
});

// ─── Root fields ─────────────────────────────────────────────────────────────────────────────

builder.queryFields((t) => ({
  firdaria: t.field({
    type: FirdariaObject,
    args: { input: t.arg({ type: FirdariaInput, required: true }) },
    resolve: (_root, { input }) => firdariaReading(input),
  }),
  annualProfection: t.field({
    type: ProfectionObject,
    args: { input: t.arg({ type: ProfectionsInput, required: true }) },
    resolve: (_root, { input }) => {
      const profection = new Profection(natalChart(input), input.currentAge, input.method ?? ASTRO_DEFAULTS.profectionMethod);
      // The cusps decide everything else: a failed house calculation fails the operation here.
      profection.cusps();
      return profection;
    },
  }),
  primaryDirections: t.field({
    type: PrimaryDirectionsObject,
    args: { input: t.arg({ type: PrimaryDirectionsInput, required: true }) },
    resolve: (_root, { input }) => ({
      ...primaryDirections({ ...input, type: input.directionType, includeAngles: input.includeMcAsc, orb: input.orbDegrees }),
      calculatedAt: new Date().toISOString(),
    }),
  }),
}));

