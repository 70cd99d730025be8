/**
 * Solar arc directions and the progressed lunation cycle as GraphQL root fields (src/core/astro/
 * solar-arc.ts, progressed-lunations.ts; docs/techniques.md §4a–§4b). Every field reads the core
 * objects' memoised parts: the aspects compute the natal houses only with their angles, the
 * lunation list is searched only when selected, the current phase only with a target.
 */
import { ASTRO_DEFAULTS } from '../core/astro/defaults.js';
import { pointKind, pointName, type PointId } from '../core/astro/predictive.js';
import {
  LUNATION_PHASES,
  MAX_LUNATION_SPAN_YEARS,
  ProgressedLunations,
  type CurrentLunationPhase,
  type LunationEvent,
  type LunationPhase,
  type ProgressedMoment,
} from '../core/astro/progressed-lunations.js';
import { TARGET_NOT_AFTER_NATAL, isTargetAfterNatal } from '../core/astro/progressions.js';
import { NAIBOD_RATE, SOLAR_ARC_METHODS, SolarArc, type DirectedPoint, type SolarArcMethod } from '../core/astro/solar-arc.js';
import { degreeInSign, formatArcDms, formatDms, signOf } from '../core/astro/zodiac.js';
import type { CrossAspect } from '../core/astro/predictive.js';
import { aspectLabel, bodyLabel } from '../core/labels.js';
import { epochMsFromJd } from '../core/time/julian.js';
import { instantInZone, utcIso } from '../core/time/local-time.js';
import { boundedNumber, isoDateTime } from '../validation.js';
import { builder } from './builder.js';
import { withFormerNames } from './renames.js';
import { langField, signLabelField } from './labels.js';
import { AspectTypeEnum, NatalChartObject, SignEnum, birthInputFields, houseSystemInputField, withZodiac, zodiacInputFields } from './natal.js';
import { LunarPhaseEnum } from './events.js';

const localInZone = (utcMs: number, zone: string) => instantInZone(utcMs, zone).localIso;

// ── Solar arc ────────────────────────────────────────────────────────────────────────────────

const SOLAR_ARC_METHOD_TEXT: Record<SolarArcMethod, string> = {
  TRUE_SOLAR_ARC: 'The progressed Sun’s longitude less the natal Sun’s (day for a year, as the progressions).',
  NAIBOD: `Naibod’s mean arc: ${NAIBOD_RATE.toFixed(7)}° (0°59′08.33″) per tropical year of life.`,
};

const SolarArcMethodEnum = builder.enumType('SolarArcMethod', {
  description: 'How the solar arc is measured.',
  values: Object.fromEntries(SOLAR_ARC_METHODS.map((m) => [m, { value: m, description: SOLAR_ARC_METHOD_TEXT[m] }])) as Record<
    SolarArcMethod,
    { value: SolarArcMethod; description: string }
  >,
});

const SolarArcInput = builder.inputType('SolarArcInput', {
  description: 'A birth and the date to direct it to.',
  fields: (t) => ({
    ...birthInputFields(t),
    targetDatetime: t.string({
      description: 'Wall-clock time at the birth place, or with an offset; must be after natalDatetime.',
      validate: { schema: isoDateTime },
    }),
    houseSystem: houseSystemInputField(t),
    ...zodiacInputFields(t),
    method: t.field({
      type: SolarArcMethodEnum,
      required: false,
      defaultValue: ASTRO_DEFAULTS.solarArc.method,
      description: 'The true solar arc (default) or Naibod’s mean arc.',
    }),
    orbDegrees: t.float({
      required: false,
      defaultValue: ASTRO_DEFAULTS.solarArc.orb,
      description: 'Orb of the directed-to-natal aspects, 0.1–5.0 degrees.',
      validate: { schema: boundedNumber('0.1', '5.0') },
    }),
  }),
  validate: [
    (input) => isTargetAfterNatal(input.natalDatetime, input.natalLocation, input.targetDatetime),
    { message: TARGET_NOT_AFTER_NATAL, path: ['targetDatetime'] },
  ],
});

interface DirectedRef {
  sa: SolarArc;
  point: DirectedPoint;
}

const SolarArcPointObject = builder.objectRef<DirectedRef>('SolarArcPoint').implement({
  description: 'A natal body or angle moved forward by the solar arc.',
  fields: (t) => ({
    id: t.string({ description: 'Lowercase id: sun … pluto, true_node, asc, mc.', resolve: (r) => r.point.id }),
    name: t.string({ description: 'English name, e.g. Sun, Ascendant.', resolve: (r) => pointName(r.point.id as PointId) }),
    label: langField(t, 'western', 'The point by name (태양 / Sun).', (r, lang) => bodyLabel(r.point.id as PointId, lang)),
    isAngle: t.boolean({ description: 'True for the ascendant and the midheaven.', resolve: (r) => pointKind(r.point.id as PointId) === 'Angle' }),
    natalLongitude: t.float({ description: 'The natal longitude, degrees 0–360.', resolve: (r) => r.point.natalLon }),
    longitude: t.float({ description: 'The directed longitude: natal + arc, degrees 0–360.', resolve: (r) => r.point.lon }),
    sign: t.field({ type: SignEnum, description: 'The sign of the directed longitude.', resolve: (r) => signOf(r.point.lon) }),
    signLabel: signLabelField(t, (r) => signOf(r.point.lon)),
    degreeInSign: t.float({ description: 'Degrees of the directed longitude within its sign, 0–30.', resolve: (r) => degreeInSign(r.point.lon) }),
    dms: t.string({ description: "The directed longitude as DD° Sign MM' SS''.", resolve: (r) => formatDms(r.point.lon) }),
    natalHouse: t.int({ description: 'The natal house (1–12) the directed point falls in.', resolve: (r) => r.sa.natal.houseOf(r.point.lon) }),
  }),
});

const SolarArcCuspObject = builder.objectRef<DirectedRef>('SolarArcCusp').implement({
  description: 'A natal house cusp moved forward by the solar arc.',
  fields: (t) =>
    withFormerNames(
      {
        number: t.int({ description: 'House number 1–12.', resolve: (r) => Number(r.point.id.slice(4)) }),
        natalLongitude: t.float({ description: 'The natal cusp, degrees 0–360.', resolve: (r) => r.point.natalLon }),
        cuspLongitude: t.float({ description: 'The directed cusp: natal + arc, degrees 0–360.', resolve: (r) => r.point.lon }),
        sign: t.field({ type: SignEnum, description: 'The sign of the directed cusp.', resolve: (r) => signOf(r.point.lon) }),
        signLabel: signLabelField(t, (r) => signOf(r.point.lon)),
        dms: t.string({ description: "The directed cusp as DD° Sign MM' SS''.", resolve: (r) => formatDms(r.point.lon) }),
      },
      { cuspLongitude: 'longitude' },
    ),
});

const DirectedAspectObject = builder.objectRef<CrossAspect>('DirectedAspect').implement({
  description: 'An aspect from a directed point (body1) to a natal point (body2).',
  fields: (t) => ({
    body1: t.exposeString('body1', { description: 'Id of the directed point, e.g. mars.' }),
    body2: t.exposeString('body2', { description: 'Id of the natal point aspected, e.g. sun or asc.' }),
    type: t.field({ type: AspectTypeEnum, description: 'Conjunction, sextile, square, trine, quincunx or opposition.', resolve: (a) => a.aspectType }),
    label: langField(t, 'western', 'The aspect type by name (트라인 / Trine).', (a, lang) => aspectLabel(a.aspectType, lang)),
    angle: t.exposeFloat('angle', { description: 'The exact angle of the aspect type, degrees.' }),
    separation: t.exposeFloat('separation', { description: 'Angular distance between the directed and the natal point, degrees 0–180.' }),
    orb: t.exposeFloat('orb', { description: '|separation − angle|, degrees, at most orbDegrees.' }),
    exact: t.exposeBoolean('exact', { description: 'Orb below 0.1°.' }),
    applying: t.boolean({ nullable: true, description: 'The orb is shrinking as the arc grows.', resolve: (a) => a.applying }),
    separating: t.boolean({ nullable: true, description: 'The orb is growing as the arc grows.', resolve: (a) => a.separating }),
  }),
});

const SolarArcObject = builder.objectRef<SolarArc>('SolarArc').implement({
  description: 'Solar arc directions: every natal point moved forward by the Sun’s progressed arc.',
  fields: (t) => ({
    natalChart: t.field({ type: NatalChartObject, description: 'The natal chart.', resolve: (s) => s.natal }),
    method: t.field({ type: SolarArcMethodEnum, description: 'The arc used.', resolve: (s) => s.method }),
    arc: t.float({ description: 'The arc of the method, degrees.', resolve: (s) => s.arc() }),
    arcDms: t.string({ description: "The arc as D° MM' SS''.", resolve: (s) => formatArcDms(s.arc()) }),
    trueArc: t.float({ description: 'The true solar arc: progressed Sun − natal Sun, degrees.', resolve: (s) => s.trueArc() }),
    naibodArc: t.float({ description: 'Naibod’s arc: age × 0°59′08.33″, degrees.', resolve: (s) => s.naibodArc() }),
    ageYears: t.float({ description: 'Tropical years from birth to target = days of progression.', resolve: (s) => s.ageYears() }),
    natalDate: t.string({ description: 'The birth instant in the birth place’s zone, ISO 8601 with offset.', resolve: (s) => s.natal.time().localIso }),
    targetDate: t.string({
      description: 'The target instant in the birth place’s zone, ISO 8601 with offset.',
      resolve: (s) => localInZone(s.targetTime().utcMs, s.natal.input.location.timezone),
    }),
    progressedDatetime: t.string({ description: 'The progressed instant (the Sun’s), UTC ISO 8601.', resolve: (s) => utcIso(epochMsFromJd(s.progressedJd())) }),
    points: t.field({
      type: [SolarArcPointObject],
      description: 'The natal bodies, ASC and MC, directed.',
      resolve: (s) => s.points().map((point) => ({ sa: s, point })),
    }),
    houseCusps: t.field({
      type: [SolarArcCuspObject],
      description: 'The twelve natal house cusps, directed.',
      resolve: (s) => s.cusps().map((point) => ({ sa: s, point })),
    }),
    aspectsToNatal: t.field({
      type: [DirectedAspectObject],
      description: 'Directed bodies, ASC and MC to the natal ones within orbDegrees (the six transit types).',
      args: { includeAngles: t.arg.boolean({ required: false, defaultValue: true, description: 'Include the ASC and MC on both sides (default true); false computes no houses.' }) },
      resolve: (s, args) => s.aspectsToNatal(args.includeAngles ?? true),
    }),
    orbDegrees: t.float({ description: 'The orb used, degrees.', resolve: (s) => s.orb }),
    warnings: t.stringList({ description: 'Time-zone gaps and folds, and the polar house fallback.', resolve: (s) => s.warnings() }),
  }),
});

// ── Progressed lunations ─────────────────────────────────────────────────────────────────────

const LunationPhaseEnum = builder.enumType('LunationPhase', {
  description: 'Rudhyar’s eight lunation phases, each 45° of the Moon’s elongation from the Sun.',
  values: Object.fromEntries(
    LUNATION_PHASES.map((phase, i) => [phase, { value: phase, description: `Elongation ${i * 45}°–${(i + 1) * 45}°.` }]),
  ) as Record<LunationPhase, { value: LunationPhase; description: string }>,
});

const ProgressedLunationsInput = builder.inputType('ProgressedLunationsInput', {
  description: 'A birth, the ages whose progressed quarters are listed, and optionally the date of the current phase.',
  fields: (t) => ({
    ...birthInputFields(t),
    targetDatetime: t.string({
      required: false,
      description: 'The date of currentPhase: wall-clock time at the birth place, or with an offset; after natalDatetime. None: no current phase.',
      validate: { schema: isoDateTime },
    }),
    fromAge: t.float({
      required: false,
      defaultValue: ASTRO_DEFAULTS.progressedLunations.fromAge,
      description: 'First age of the list, 0–150 years.',
      validate: { schema: boundedNumber('0', '150') },
    }),
    toAge: t.float({
      required: false,
      defaultValue: ASTRO_DEFAULTS.progressedLunations.toAge,
      description: `Last age of the list, 0–150 years; after fromAge and at most ${MAX_LUNATION_SPAN_YEARS} years on.`,
      validate: { schema: boundedNumber('0', '150') },
    }),
    ...zodiacInputFields(t),
  }),
  validate: [
    (input) => !input.targetDatetime || isTargetAfterNatal(input.natalDatetime, input.natalLocation, input.targetDatetime),
    { message: TARGET_NOT_AFTER_NATAL, path: ['targetDatetime'] },
  ],
});

interface MomentRef {
  pl: ProgressedLunations;
  moment: ProgressedMoment;
}

const ProgressedMomentObject = builder.objectRef<MomentRef>('ProgressedMoment').implement({
  description: 'A moment of the progressed cycle: the ephemeris instant and the date of the life it stands for.',
  fields: (t) => ({
    ageYears: t.float({ description: 'Age in tropical years = days of ephemeris after the birth (negative before it).', resolve: (r) => r.moment.ageYears }),
    date: t.string({ description: 'The date of the life: birth + age × 365.24219 days, in the birth place’s zone, ISO 8601 with offset.', resolve: (r) => localInZone(r.moment.utcMs, r.pl.natal.input.location.timezone) }),
    dateUtc: t.string({ description: 'The date of the life, UTC ISO 8601.', resolve: (r) => utcIso(r.moment.utcMs) }),
    progressedDatetime: t.string({ description: 'The ephemeris (progressed) instant, UTC ISO 8601.', resolve: (r) => utcIso(epochMsFromJd(r.moment.progressedJd)) }),
    progressedJulianDayUT: t.float({ description: 'Julian day of the ephemeris instant, Universal Time.', resolve: (r) => r.moment.progressedJd }),
    moonLongitude: t.float({ description: 'The progressed Moon’s longitude there, degrees 0–360 (in the chart’s zodiac).', resolve: (r) => r.moment.moonLon }),
    sunLongitude: t.float({ description: 'The progressed Sun’s longitude there, degrees 0–360 (in the chart’s zodiac).', resolve: (r) => r.moment.sunLon }),
    moonSign: t.field({ type: SignEnum, description: 'The sign of the progressed Moon there.', resolve: (r) => signOf(r.moment.moonLon) }),
    moonSignLabel: signLabelField(t, (r) => signOf(r.moment.moonLon)),
    moonDms: t.string({ description: "The progressed Moon's longitude as DD° Sign MM' SS''.", resolve: (r) => formatDms(r.moment.moonLon) }),
    errorArcsec: t.float({ description: 'Moon − Sun less the defining elongation at the instant, arcseconds.', resolve: (r) => r.moment.errorArcsec }),
  }),
});

interface LunationRef {
  pl: ProgressedLunations;
  event: LunationEvent;
}

const ProgressedLunationObject = builder.objectRef<LunationRef>('ProgressedLunation').implement({
  description: 'A progressed New Moon, First Quarter, Full Moon or Last Quarter.',
  fields: (t) => ({
    quarter: t.field({ type: LunarPhaseEnum, description: 'Which quarter.', resolve: (r) => r.event.quarter }),
    elongation: t.float({ description: 'The elongation that defines it: 0, 90, 180 or 270 degrees.', resolve: (r) => r.event.angle }),
    moment: t.field({ type: ProgressedMomentObject, description: 'When: the age, the date of the life and the ephemeris instant.', resolve: (r) => ({ pl: r.pl, moment: r.event }) }),
  }),
});

interface PhaseRef {
  pl: ProgressedLunations;
  phase: CurrentLunationPhase;
}

const CurrentLunationPhaseObject = builder.objectRef<PhaseRef>('CurrentLunationPhase').implement({
  description: 'The progressed lunation phase at the target date.',
  fields: (t) => ({
    phase: t.field({ type: LunationPhaseEnum, description: 'Rudhyar’s phase of the progressed elongation.', resolve: (r) => r.phase.phase }),
    elongation: t.float({ description: 'Progressed Moon − progressed Sun, degrees 0–360.', resolve: (r) => r.phase.elongation }),
    ageYears: t.float({ description: 'Age at the target, tropical years.', resolve: (r) => r.pl.ageYears() ?? 0 }),
    targetDate: t.string({
      description: 'The target instant in the birth place’s zone, ISO 8601 with offset.',
      resolve: (r) => localInZone(r.pl.targetTime()!.utcMs, r.pl.natal.input.location.timezone),
    }),
    start: t.field({ type: ProgressedMomentObject, description: 'Where this phase began.', resolve: (r) => ({ pl: r.pl, moment: r.phase.start }) }),
    end: t.field({ type: ProgressedMomentObject, description: 'Where the next phase begins.', resolve: (r) => ({ pl: r.pl, moment: r.phase.end }) }),
    lunationStart: t.field({
      type: ProgressedMomentObject,
      description: 'The progressed New Moon that opened the cycle in force (before the birth for a prenatal one).',
      resolve: (r) => ({ pl: r.pl, moment: r.phase.lunationStart }),
    }),
  }),
});

const ProgressedLunationsObject = builder.objectRef<ProgressedLunations>('ProgressedLunations').implement({
  description: 'The progressed lunation cycle: the progressed Moon’s phase relative to the progressed Sun through the life.',
  fields: (t) => ({
    natalChart: t.field({ type: NatalChartObject, description: 'The natal chart.', resolve: (p) => p.natal }),
    fromAge: t.float({ description: 'First age of the list, years.', resolve: (p) => p.fromAge }),
    toAge: t.float({ description: 'Last age of the list, years.', resolve: (p) => p.toAge }),
    lunations: t.field({
      type: [ProgressedLunationObject],
      description: 'The progressed quarters from fromAge to toAge, in order (about 7.4 years apart).',
      resolve: (p) => p.lunations().map((event) => ({ pl: p, event })),
    }),
    currentPhase: t.field({
      type: CurrentLunationPhaseObject,
      nullable: true,
      description: 'The phase at targetDatetime; null without one.',
      resolve: (p) => {
        const phase = p.currentPhase();
        return phase ? { pl: p, phase } : null;
      },
    }),
    warnings: t.stringList({ description: 'Time-zone gaps and folds.', resolve: (p) => p.warnings() }),
  }),
});

// ── Root fields ──────────────────────────────────────────────────────────────────────────────

builder.queryFields((t) =>
  withFormerNames(
    {
      westernSolarArc: t.field({
        type: SolarArcObject,
        description: 'Solar arc directions of a natal chart to a target date (POST /v1/astrology/solar-arc).',
        args: { input: t.arg({ type: SolarArcInput, required: true, description: 'The birth, the target and the options.' }) },
        resolve: (_root, { input }) => new SolarArc(withZodiac(input)),
      }),
      westernProgressedLunations: t.field({
        type: ProgressedLunationsObject,
        description: 'The progressed New, First Quarter, Full and Last Quarter Moons of a life, and the current phase (POST /v1/astrology/progressed-lunations).',
        args: { input: t.arg({ type: ProgressedLunationsInput, required: true, description: 'The birth, the ages and the target.' }) },
        resolve: (_root, { input }) => new ProgressedLunations(withZodiac(input)),
      }),
    },
    { westernSolarArc: 'solarArc', westernProgressedLunations: 'progressedLunations' },
  ),
);
