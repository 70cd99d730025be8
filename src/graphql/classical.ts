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
  type ExactDirection,
} from '../core/astro/directions.js';
import {
  firdariaInterpretation,
  firdariaReading,
  parseGender,
  planetLabel,
  planetThemes,
  subPeriods,
  type FirdariaPeriod,
  type FirdariaReading,
  type FirdariaSubPeriod,
} from '../core/astro/firdaria.js';
import { natalChart } from '../core/astro/chart.js';
import { ASTRO_DEFAULTS } from '../core/astro/defaults.js';
import { houseTopics, MAX_PROFECTION_AGE, Profection, type ProfectedHouse } from '../core/astro/profections.js';
import { formatDms, signOf } from '../core/astro/zodiac.js';
import { bodyLabel } from '../core/labels.js';
import { boundedNumber, targetDateText } from '../validation.js';
import { builder } from './builder.js';
import { replacedBy, withFormerNames } from './renames.js';
import { langField, signLabelField, textField, textListField } from './labels.js';
import { birthInputFields, houseSystemInputField, NatalChartObject, SignEnum, withZodiac, zodiacInputFields } from './natal.js';

const genderText = z.string().refine((g) => parseGender(g) !== null, { message: 'gender must be male, female, m or f (any case)' });

// ─── Firdaria ────────────────────────────────────────────────────────────────────────────────

const FirdariaTableEnum = builder.enumType('FirdariaTable', {
  description: 'The table of firdaria periods (years per planetary lord).',
  values: {
    SPEC_74: { value: 'SPEC_74', description: 'The REST table (default): 7 planets, 74 years in either order, Mercury and Saturn 14; ages 0–74.' },
    TRADITIONAL_75: {
      value: 'TRADITIONAL_75',
      description: 'Sun 10, Venus 8, Mercury 13, Moon 9, Saturn 11, Jupiter 12, Mars 7, North Node 3, South Node 2 (75 years; repeats after 75).',
    },
  } as const,
});

const FirdariaBasisEnum = builder.enumType('FirdariaSequenceBasis', {
  description: 'What chooses the diurnal or the nocturnal sequence.',
  values: {
    GENDER: { value: 'GENDER', description: 'By gender (default, as REST): male → diurnal sequence, female → nocturnal.' },
    SECT: { value: 'SECT', description: 'The chart’s sect: day birth → diurnal, night birth → nocturnal (traditional).' },
  } as const,
});

const SectEnum = builder.enumType('Sect', {
  description: 'Day or night sequence of the firdaria.',
  values: {
    DIURNAL: { value: 'DIURNAL', description: 'The day sequence, starting with the Sun.' },
    NOCTURNAL: { value: 'NOCTURNAL', description: 'The night sequence, starting with the Moon.' },
  } as const,
});

const NocturnalOrderEnum = builder.enumType('FirdariaNocturnalOrder', {
  description: 'Where the nodes fall in the traditional nocturnal sequence.',
  values: {
    ABU_MASHAR: { value: 'ABU_MASHAR', description: 'Moon, Saturn, Jupiter, Mars, Sun, Venus, Mercury, then the nodes.' },
    BONATTI: { value: 'BONATTI', description: 'Moon, Saturn, Jupiter, Mars, the nodes, then Sun, Venus, Mercury.' },
  } as const,
});

const FirdariaInput = builder.inputType('FirdariaInput', {
  description: 'A birth, the age to read, and the table and sequence to use.',
  fields: (t) => ({
    ...birthInputFields(t),
    ...zodiacInputFields(t),
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
    planet: t.string({ description: 'The sub-period lord, Sun … Saturn.', resolve: (s) => s.sub.planet }),
    startAge: t.float({ description: 'Age in years at which it starts.', resolve: (s) => s.sub.startAge }),
    endAge: t.float({ description: 'Age in years at which it ends (exclusive).', resolve: (s) => s.sub.endAge }),
    years: t.float({ description: 'Its length in years (the period’s years / 7).', resolve: (s) => s.sub.years }),
    isCurrent: t.boolean({ description: 'currentAge falls in it.', resolve: (s) => s.age >= s.sub.startAge && s.age < s.sub.endAge }),
  }),
});

const FirdariaPeriodObject = builder.objectRef<{ period: FirdariaPeriod; result: FirdariaReading }>('FirdariaPeriod').implement({
  description: 'A firdaria period: the years of life ruled by one lord.',
  fields: (t) => ({
    order: t.int({ description: '1-based position in the sequence.', resolve: (p) => p.period.order }),
    planet: t.string({ description: 'Sun … Saturn, North Node, South Node.', resolve: (p) => p.period.planet }),
    planetLabel: langField(t, 'western', 'The lord by name (태양 / Sun).', (p, lang) => planetLabel(p.period.planet, lang)),
    planetKo: t.string({ description: 'The lord in Korean, e.g. 태양.', ...replacedBy('planetLabel(lang: KO)', ['planetLabel']), resolve: (p) => planetLabel(p.period.planet, 'ko') }),
    startAge: t.float({ description: 'Age in years at which it starts (birthday to birthday).', resolve: (p) => p.period.startAge }),
    endAge: t.float({ description: 'Age in years at which it ends (exclusive).', resolve: (p) => p.period.endAge }),
    years: t.float({ description: 'Its length in years.', resolve: (p) => p.period.years }),
    isCurrent: t.boolean({ description: 'currentAge falls in it.', resolve: (p) => p.result.firdaria.isCurrent(p.period) }),
    themes: textListField(t, 'Themes of the lord.', (p, lang) => planetThemes(p.period.planet, lang)),
    subPeriods: t.field({
      type: [FirdariaSubPeriodObject],
      description: 'Seven equal parts in Chaldean order; empty for the nodes.',
      resolve: (p) => subPeriods(p.period).map((sub) => ({ sub, age: p.result.firdaria.age })),
    }),
  }),
});

const FirdariaObject = builder.objectRef<FirdariaReading>('Firdaria').implement({
  description: 'Firdaria: the Persian time-lord periods of life, with the period and sub-period at an age. The zodiac does not change them (only the natal chart’s positions and signs).',
  fields: (t) => ({
    table: t.field({ type: FirdariaTableEnum, description: 'The table used.', resolve: (r) => r.firdaria.options.table }),
    sequenceBasis: t.field({ type: FirdariaBasisEnum, description: 'What chose the sequence.', resolve: (r) => r.basis }),
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
    currentAge: t.float({ description: 'The age read, years.', resolve: (r) => r.firdaria.age }),
    cycleYears: t.int({ description: 'Length of the whole sequence, years (74 or 75).', resolve: (r) => r.firdaria.cycleYears }),
    cycle: t.int({ description: 'Completed cycles before the current one (traditional table after 75).', resolve: (r) => r.firdaria.cycle }),
    currentPeriod: t.field({ type: FirdariaPeriodObject, description: 'The period containing currentAge.', resolve: (r) => ({ period: r.firdaria.current, result: r }) }),
    yearsIntoPeriod: t.float({ description: 'Years since the current period began.', resolve: (r) => r.firdaria.yearsIntoPeriod }),
    yearsRemaining: t.float({ description: 'Years until the current period ends.', resolve: (r) => r.firdaria.yearsRemaining }),
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
    interpretation: textField(t, 'The current period: its lord, ages and themes.', (r, lang) => firdariaInterpretation(r.firdaria, lang)),
    natalChart: t.field({ type: NatalChartObject, description: 'The natal chart.', resolve: (r) => r.chart }),
  }),
});

// ─── Profections ─────────────────────────────────────────────────────────────────────────────

const ProfectionMethodEnum = builder.enumType('ProfectionMethod', {
  description: 'How the sign of the profected year is found.',
  values: {
    CUSP: { value: 'CUSP', description: 'Default, as REST: the sign on the cusp of house (age mod 12) + 1 in the requested house system.' },
    WHOLE_SIGN: { value: 'WHOLE_SIGN', description: 'Traditional: the ASC’s sign advanced one sign per year.' },
  } as const,
});

const ProfectionsInput = builder.inputType('ProfectionsInput', {
  description: 'A birth and the age of the year to profect.',
  fields: (t) => ({
    ...birthInputFields(t),
    ...zodiacInputFields(t),
    currentAge: t.int({ description: 'Whole years of life, 0–120.', validate: { schema: boundedNumber('0', String(MAX_PROFECTION_AGE), { int: true }) } }),
    houseSystem: houseSystemInputField(t),
    method: t.field({ type: ProfectionMethodEnum, required: false, defaultValue: ASTRO_DEFAULTS.profectionMethod, description: 'How the year’s sign is found.' }),
  }),
});

const ProfectedHouseObject = builder.objectRef<ProfectedHouse>('ProfectedHouse').implement({
  description: 'A house as the profection method draws it.',
  fields: (t) => ({
    number: t.exposeInt('number', { description: 'House number 1–12.' }),
    cuspLongitude: t.exposeFloat('cuspLongitude', { description: 'Ecliptic longitude of the cusp, degrees 0–360 (WHOLE_SIGN: 0° of the sign).' }),
    sign: t.field({ type: SignEnum, description: 'Sign of the cusp.', resolve: (h) => h.sign }),
    signLabel: signLabelField(t, (h) => h.sign),
    dms: t.string({ description: "The cusp as DD° Sign MM' SS''.", resolve: (h) => formatDms(h.cuspLongitude) }),
    ruler: t.string({ description: 'Traditional ruler of the sign.', resolve: (h) => h.ruler }),
    isProfected: t.exposeBoolean('isProfected', { description: 'This is the house of the year.' }),
  }),
});

const RulerNatalObject = builder.objectRef<ReturnType<Profection['rulerNatal']>>('ProfectionRulerNatal').implement({
  description: 'Where the lord of the year stands in the natal chart.',
  fields: (t) => ({
    planet: t.string({ description: 'The lord of the year, Sun … Saturn.', resolve: (r) => r.ruler }),
    longitude: t.exposeFloat('longitude', { description: 'Its natal ecliptic longitude, degrees 0–360.' }),
    sign: t.field({ type: SignEnum, description: 'Its natal sign.', resolve: (r) => r.sign }),
    signLabel: signLabelField(t, (r) => r.sign),
    house: t.exposeInt('house', { description: 'Its natal house 1–12 in the chart’s own house system.' }),
  }),
});

const ProfectionObject = builder.objectRef<Profection>('AnnualProfection').implement({
  description: 'Annual profection: one house (and sign) per year of life from the ASC, and its ruler as lord of the year; in the sidereal zodiac the signs (and so the lords) are the sidereal ones.',
  fields: (t) =>
    withFormerNames(
      {
        age: t.exposeInt('age', { description: 'The age profected, whole years.' }),
        method: t.field({ type: ProfectionMethodEnum, description: 'The method used.', resolve: (p) => p.method }),
        house: t.exposeInt('houseNumber', { description: '(age mod 12) + 1.' }),
        sign: t.field({ type: SignEnum, description: 'Sign of the profected house’s cusp.', resolve: (p) => p.profected.sign }),
        signLabel: signLabelField(t, (p) => p.profected.sign),
        ruler: t.string({ description: 'Lord of the year: the traditional ruler of the sign.', resolve: (p) => p.profected.ruler }),
        cuspLongitude: t.float({ description: 'Ecliptic longitude of the profected house’s cusp, degrees 0–360.', resolve: (p) => p.profected.cuspLongitude }),
        houses: t.field({ type: [ProfectedHouseObject], description: 'The twelve houses of the method, 1 to 12.', resolve: (p) => p.houses() }),
        rulerNatal: t.field({ type: RulerNatalObject, description: 'The lord of the year in the natal chart.', resolve: (p) => p.rulerNatal() }),
        yearStart: t.string({ description: 'The birthday that opens the year, local date YYYY-MM-DD.', resolve: (p) => p.year().start }),
        yearEnd: t.string({ description: 'The next birthday, local date YYYY-MM-DD.', resolve: (p) => p.year().end }),
        houseTheme: textField(t, 'Topics of the profected house.', (p, lang) => houseTopics(p.houseNumber, lang)),
        interpretation: textField(t, 'The year: the house, its sign, the lord of the year and its natal place.', (p, lang) => p.interpretation(lang)),
        natalChart: t.field({ type: NatalChartObject, description: 'The natal chart.', resolve: (p) => p.chart }),
      },
      { house: 'houseNumber' },
    ),
});

// ─── Primary directions ──────────────────────────────────────────────────────────────────────

const DirectionMethodEnum = builder.enumType('DirectionMethod', {
  description: 'Construction and key of the primary directions.',
  values: {
    PTOLEMY: { value: 'ptolemy', description: 'Default: semi-arc proportions, Ptolemy key 1°/year (unless keyRate).' },
    PLACIDUS: { value: 'placidus', description: 'Placidus under the pole (key 1°/year unless keyRate).' },
    REGIOMONTANUS: { value: 'regiomontanus', description: 'Regiomontanus under the pole (key 1°/year unless keyRate).' },
    NAIBOD: { value: 'naibod', description: 'Semi-arc proportions, Naibod key 0.98564733°/year (unless keyRate).' },
  } as const,
});

const DirectionTypeEnum = builder.enumType('DirectionType', {
  description: 'Which directions to compute.',
  values: {
    DIRECT: { value: 'direct', description: 'Default: the sphere turned forward (with the diurnal motion).' },
    CONVERSE: { value: 'converse', description: 'The sphere turned backward.' },
    BOTH: { value: 'both', description: 'Direct and converse.' },
  } as const,
});

const DirectionEnum = builder.enumType('Direction', {
  description: 'The direction of one result.',
  values: {
    DIRECT: { value: 'direct', description: 'The sphere turned forward by the arc.' },
    CONVERSE: { value: 'converse', description: 'The sphere turned backward by the arc.' },
  } as const,
});

const DirectionFrameEnum = builder.enumType('DirectionFrame', {
  description: 'Whether the bodies keep their ecliptic latitude.',
  values: {
    ZODIACAL: { value: 'ZODIACAL', description: 'Default, as REST: in zodiaco, every point at ecliptic latitude 0.' },
    MUNDANE: { value: 'MUNDANE', description: 'In mundo: bodies keep their ecliptic latitude; aspect points stay on the ecliptic.' },
  } as const,
});

const ConstructionEnum = builder.enumType('DirectionConstruction', {
  description: 'The geometric construction of the directions, set by the method.',
  values: {
    SEMI_ARC: { value: 'SEMI_ARC', description: 'Semi-arc proportions (Ptolemy’s method): ptolemy and naibod.' },
    PLACIDUS_POLE: { value: 'PLACIDUS_POLE', description: 'Under the Placidus pole of the significator: placidus.' },
    REGIOMONTANUS_POLE: { value: 'REGIOMONTANUS_POLE', description: 'Under the Regiomontanus pole of the significator: regiomontanus.' },
  } as const,
});

const DirectionAspectEnum = builder.enumType('DirectionAspect', {
  description: 'A Ptolemaic aspect carried by a direction.',
  values: Object.fromEntries(
    DIRECTION_ASPECTS.map((a) => [
      a.type.toUpperCase(),
      { value: a.type, description: `Aspect points at ${a.offsets.map((k) => (k > 0 ? `+${k}°` : `${k}°`)).join(' and ')} from the natal point.` },
    ]),
  ),
});

const PrimaryDirectionsInput = builder.inputType('PrimaryDirectionsInput', {
  description: 'A birth and exactly one of targetAge and targetDate (otherwise TARGET_MISSING or TARGET_AMBIGUOUS).',
  fields: (t) => ({
    ...birthInputFields(t),
    ...zodiacInputFields(t),
    targetAge: t.float({
      required: false,
      description: 'Years of life, 0–150 (decimals allowed).',
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
      description: 'Degrees of arc per year, 0.8–1.2, overriding the method’s key.',
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
  description: 'How and for which age the directions were computed.',
  fields: (t) => ({
    method: t.field({ type: DirectionMethodEnum, description: 'The method used.', resolve: (r) => r.directions.options.method }),
    construction: t.field({ type: ConstructionEnum, description: 'The construction of that method.', resolve: (r) => r.directions.construction }),
    key: t.string({ description: 'ptolemy, naibod, or custom (keyRate given).', resolve: (r) => r.directions.key }),
    arcPerYear: t.float({ description: 'The key in degrees per year.', resolve: (r) => r.directions.rate }),
    directionType: t.field({ type: DirectionTypeEnum, description: 'Direct, converse or both.', resolve: (r) => r.directions.options.type }),
    frame: t.field({ type: DirectionFrameEnum, description: 'Zodiacal or mundane.', resolve: (r) => r.directions.options.frame }),
    age: t.float({ description: 'The age directed to, years (targetAge, or from targetDate).', resolve: (r) => r.directions.options.age }),
    arc: t.float({ description: 'The arc of direction, degrees: age × arcPerYear.', resolve: (r) => r.directions.arc }),
    natalDate: t.string({ description: 'The birth, local time with its UTC offset.', resolve: (r) => r.directions.chart.time().localIso }),
    targetDate: t.string({ description: 'The instant the age stands for (UTC).', resolve: (r) => new Date(r.targetMs).toISOString() }),
    calculationDate: t.string({ description: 'When this was calculated (UTC).', resolve: (r) => r.calculatedAt }),
  }),
});

const DirectedPointObject = builder.objectRef<DirectedPoint>('DirectedPoint').implement({
  description: 'A natal point moved by the arc of direction.',
  fields: (t) => ({
    point: t.exposeString('name', { description: 'Sun … Pluto, ASC, MC.' }),
    id: t.exposeString('id', { description: 'Lowercase id: sun … pluto, asc, mc.' }),
    label: langField(t, 'western', 'The point by name (태양 / Sun).', (p, lang) => bodyLabel(p.id, lang)),
    direction: t.field({ type: DirectionEnum, description: 'Direct or converse.', resolve: (p) => p.direction }),
    natalLongitude: t.exposeFloat('natalLongitude', { description: 'Natal ecliptic longitude, degrees 0–360.' }),
    directedLongitude: t.exposeFloat('directedLongitude', { description: 'Directed ecliptic longitude, degrees 0–360.' }),
    arc: t.exposeFloat('arc', { description: 'age × key, positive for both directions.' }),
    sign: t.field({ type: SignEnum, description: 'Sign of the directed longitude.', resolve: (p) => signOf(p.directedLongitude) }),
    signLabel: signLabelField(t, (p) => signOf(p.directedLongitude)),
    dms: t.string({ description: "The directed longitude as DD° Sign MM' SS''.", resolve: (p) => formatDms(p.directedLongitude) }),
  }),
});

const ActiveDirectionObject = builder
  .objectRef<{ active: ActiveDirection; pd: PrimaryDirections }>('ActiveDirection')
  .implement({
    description: 'Natal point Y whose aspect has been carried to directed point X within the orb.',
    fields: (t) => {
      const exact = (r: { active: ActiveDirection; pd: PrimaryDirections }) => r.pd.exactArcNear(r.active);
      return {
        directedPoint: t.string({ description: 'The directed point (significator) X: Sun … Pluto, ASC, MC.', resolve: (r) => pointName(r.active.directed) }),
        natalPoint: t.string({ description: 'Lowercase id of the natal point (promissor) Y, e.g. venus.', resolve: (r) => r.active.natal }),
        aspectType: t.field({ type: DirectionAspectEnum, description: 'The aspect of Y reached.', resolve: (r) => r.active.aspectType }),
        aspectAngle: t.float({ description: 'Offset k of the aspect point λ(Y) + k, degrees (e.g. −90 or 90 for a square).', resolve: (r) => r.active.aspectAngle }),
        direction: t.field({ type: DirectionEnum, description: 'Direct or converse.', resolve: (r) => r.active.direction }),
        arc: t.float({ description: 'The arc of direction, degrees.', resolve: (r) => r.active.arc }),
        orb: t.float({ description: 'Distance of X’s directed longitude from the aspect point, degrees.', resolve: (r) => r.active.orb }),
        exactArc: t.float({ description: 'The arc at which the direction is exact, degrees (the value nearest the current arc).', resolve: exact }),
        exactAge: t.float({ description: 'Age at the exact arc: exactArc / arcPerYear, years.', resolve: (r) => exact(r) / r.pd.rate }),
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
    description: 'A direction that is exact at some age: a natal aspect point reached by a directed significator.',
    fields: (t) => ({
      promissor: t.string({ description: 'Lowercase id of the natal point whose aspect is directed.', resolve: (r) => r.exact.promissor }),
      significator: t.string({ description: 'The directed point: Sun … Pluto, ASC, MC.', resolve: (r) => pointName(r.exact.significator) }),
      aspectType: t.field({ type: DirectionAspectEnum, description: 'The aspect directed.', resolve: (r) => r.exact.aspectType }),
      aspectAngle: t.float({ description: 'Offset k of the aspect point λ + k, degrees.', resolve: (r) => r.exact.aspectAngle }),
      direction: t.field({ type: DirectionEnum, description: 'Direct or converse.', resolve: (r) => r.exact.direction }),
      arc: t.float({ description: 'The exact arc, degrees.', resolve: (r) => r.exact.arc }),
      age: t.float({ description: 'arc / key, years of life.', resolve: (r) => r.exact.age }),
      date: t.string({ description: 'Local date YYYY-MM-DD in the natal zone (birth + age tropical years).', resolve: (r) => localDate(r.pd, r.pd.dateOfAge(r.exact.age)) }),
    }),
  });

const PrimaryDirectionsObject = builder.objectRef<DirectionsResult>('PrimaryDirections').implement({
  description: 'Primary directions: natal points carried by the daily rotation of the sky, the arc turned into years of life by the key. The zodiac does not change the arcs, ages or aspects; sidereal longitudes and signs are reported less the natal ayanamsa.',
  fields: (t) => ({
    info: t.field({ type: DirectionInfoObject, description: 'Method, key, arc and dates.', resolve: (r) => r }),
    natalChart: t.field({ type: NatalChartObject, description: 'The natal chart.', resolve: (r) => r.directions.chart }),
    directedPoints: t.field({
      type: [DirectedPointObject],
      args: { direction: t.arg({ type: DirectionEnum, required: false, description: 'Only this direction (default: those of directionType).' }) },
      description: 'Each point directed by the arc; both directions when directionType is BOTH.',
      resolve: (r, args) => r.directions.directedPoints((args.direction) ?? undefined),
    }),
    activeDirections: t.field({
      type: [ActiveDirectionObject],
      description: 'Natal aspect points within orbDegrees of a directed point, tightest first; empty without includeAspects.',
      resolve: (r) => r.directions.activeDirections().map((active) => ({ active, pd: r.directions })),
    }),
    timeline: t.field({
      type: [ExactDirectionObject],
      description: 'Every direction of the points (and their aspects) to one another with an exact age in the range, by arc.',
      args: {
        fromAge: t.arg.float({ required: false, defaultValue: ASTRO_DEFAULTS.directions.timelineFromAge, description: `Youngest age, years 0–150 (default ${ASTRO_DEFAULTS.directions.timelineFromAge}).`, validate: { schema: boundedNumber('0', String(MAX_DIRECTION_AGE)) } }),
        toAge: t.arg.float({ required: false, defaultValue: ASTRO_DEFAULTS.directions.timelineToAge, description: `Oldest age, years 0–150 (default ${ASTRO_DEFAULTS.directions.timelineToAge}); 1 credit per 50 years of range.`, validate: { schema: boundedNumber('0', String(MAX_DIRECTION_AGE)) } }),
      },
      resolve: (r, args) =>
        r.directions.timeline(args.fromAge ?? ASTRO_DEFAULTS.directions.timelineFromAge, args.toAge ?? ASTRO_DEFAULTS.directions.timelineToAge).map((exact) => ({ exact, pd: r.directions })),
    }),
  }),
});

// ─── Root fields ─────────────────────────────────────────────────────────────────────────────

builder.queryFields((t) =>
  withFormerNames(
    {
      westernFirdaria: t.field({
        type: FirdariaObject,
        description: 'Firdaria periods at an age (POST /v1/astrology/firdaria).',
        args: { input: t.arg({ type: FirdariaInput, required: true, description: 'The birth, age and table.' }) },
        resolve: (_root, { input }) => firdariaReading(withZodiac(input)),
      }),
      westernAnnualProfection: t.field({
        type: ProfectionObject,
        description: 'The annual profection of an age (POST /v1/astrology/profections).',
        args: { input: t.arg({ type: ProfectionsInput, required: true, description: 'The birth and the age.' }) },
        resolve: (_root, { input }) => {
          const profection = new Profection(natalChart(withZodiac(input)), input.currentAge, input.method ?? ASTRO_DEFAULTS.profectionMethod);
          // The cusps decide everything else: a failed house calculation fails the operation here.
          profection.cusps();
          return profection;
        },
      }),
      westernPrimaryDirections: t.field({
        type: PrimaryDirectionsObject,
        description: 'Primary directions for an age or a date (POST /v1/astrology/directions).',
        args: { input: t.arg({ type: PrimaryDirectionsInput, required: true, description: 'The birth, the target and the method.' }) },
        resolve: (_root, { input }) => ({
          ...primaryDirections({ ...withZodiac(input), type: input.directionType, includeAngles: input.includeMcAsc, orb: input.orbDegrees }),
          calculatedAt: new Date().toISOString(),
        }),
      }),
    },
    { westernFirdaria: 'firdaria', westernAnnualProfection: 'annualProfection', westernPrimaryDirections: 'primaryDirections' },
  ),
);

