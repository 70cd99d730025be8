/**
 * Solar arc and progressed lunations, in the envelope (additions).
 */
import { z } from 'zod';
import { ASPECT_TYPES } from '../../core/astro/aspects.js';
import { LUNAR_QUARTERS, type LunarQuarter } from '../../core/astro/lunar-phases.js';
import { DMS, bool, envelope, int, num, recordOf, ref, sign, str, warnings, fieldText } from './common.js';
import { ChartRecord } from './natal.js';

// ── Solar arc and progressed lunations (additions) ─────────────────────────────────────────────

export const SolarArcResponse = envelope(
  'SolarArcResponse',
  z
    .strictObject({
      natal_chart: ref(ChartRecord, 'The natal chart'),
      solar_arc_info: z
        .strictObject({
          method: z.string().meta({ description: 'The arc used: true_solar_arc or naibod', enum: ['true_solar_arc', 'naibod'] }),
          arc_degrees: num(fieldText('SolarArc.arc')),
          arc_dms: str(fieldText('SolarArc.arcDms')),
          true_arc_degrees: num('Progressed Sun − natal Sun (day for a year), degrees'),
          naibod_arc_degrees: num('age × 0°59′08.33″ (Naibod), degrees'),
          age_years: num(fieldText('SolarArc.ageYears')),
          natal_date: str("The birth instant in the birth place's zone, ISO 8601 with offset"),
          target_date: str("The target instant in the birth place's zone, ISO 8601 with offset"),
          progressed_datetime: str('The progressed instant whose Sun gives the true arc, UTC ISO 8601'),
          orb_degrees: num('The orb of aspects_to_natal, degrees'),
        })
        .meta({ description: 'The arc, its method and the dates' }),
      directed_points: recordOf(
        'lowercase body id, asc and mc',
        z.strictObject({
          natal_longitude: num(fieldText('DirectedPoint.natalLongitude')),
          longitude: num('Directed longitude: natal + arc, degrees 0–360'),
          sign: ref(sign, fieldText('DirectedPoint.sign')),
          dms: str(DMS),
          natal_house: int('The natal house 1–12 the directed point falls in'),
        }),
        'Natal bodies, ASC and MC moved forward by the arc',
      ),
      directed_house_cusps: z
        .array(
          z.strictObject({
            house: int('House number 1–12'),
            natal_longitude: num(fieldText('SolarArcCusp.natalLongitude')),
            longitude: num(fieldText('SolarArcCusp.cuspLongitude')),
            sign: ref(sign, 'Sign of the directed cusp'),
            dms: str(DMS),
          }),
        )
        .meta({ description: 'The twelve natal house cusps moved forward by the arc' }),
      aspects_to_natal: z
        .array(
          z.strictObject({
            directed_point: str(fieldText('DirectedAspect.body1')),
            natal_point: str('Id of the natal point, e.g. sun or asc'),
            aspect_type: z.enum(ASPECT_TYPES).meta({ description: 'Conjunction, Sextile, Square, Trine, Quincunx or Opposition' }),
            orb: num('|separation − exact angle|, degrees, at most orb_degrees'),
            is_applying: bool('The orb shrinks as the arc grows'),
            is_exact: bool('Orb below 0.1°'),
          }),
        )
        .meta({ description: 'Directed bodies, ASC and MC to the natal ones within orb_degrees' }),
      warnings,
    })
    .meta({ description: 'The natal chart, the arc, the directed points and cusps, and their aspects to the natal chart' }),
  'Solar arc directions in the envelope',
);

export const QUARTERS = LUNAR_QUARTERS.map((q) => q.phase) as [LunarQuarter, ...LunarQuarter[]];
const PHASES = ['new', 'crescent', 'first_quarter', 'gibbous', 'full', 'disseminating', 'last_quarter', 'balsamic'] as const;

const ProgressedMoment = z
  .strictObject({
    age_years: num(fieldText('ProgressedMoment.ageYears')),
    date: str("The date of the life, birth + age × 365.24219 days, in the birth place's zone, ISO 8601 with offset"),
    progressed_datetime: str(fieldText('ProgressedMoment.progressedDatetime')),
    moon_longitude: num("The progressed Moon's longitude there, degrees 0–360"),
    moon_sign: ref(sign, 'Sign of the progressed Moon there'),
  })
  .meta({ id: 'ProgressedMoment', description: 'A moment of the progressed cycle: the age, the date of the life and the ephemeris instant' });

export const ProgressedLunationsResponse = envelope(
  'ProgressedLunationsResponse',
  z
    .strictObject({
      lunation_info: z
        .strictObject({
          natal_date: str("The birth instant in the birth place's zone, ISO 8601 with offset"),
          from_age: num(fieldText('ProgressedLunations.fromAge')),
          to_age: num(fieldText('ProgressedLunations.toAge')),
          method: str('How the quarters are found, in words'),
        })
        .meta({ description: 'The birth, the ages and the method' }),
      lunations: z
        .array(
          z.strictObject({
            phase: z.enum(QUARTERS).meta({ description: 'new, first_quarter, full or last_quarter' }),
            elongation: num(fieldText('ProgressedLunation.elongation')),
            age_years: num('Age in tropical years = days of ephemeris after the birth'),
            date: str("The date of the life in the birth place's zone, ISO 8601 with offset"),
            date_utc: str(fieldText('ProgressedMoment.dateUtc')),
            progressed_datetime: str('The ephemeris instant where Moon − Sun equals the elongation, UTC ISO 8601'),
            moon_longitude: num("The progressed Moon's longitude there, degrees 0–360"),
            moon_sign: ref(sign, 'Sign of the progressed Moon there'),
            moon_dms: str(DMS),
          }),
        )
        .meta({ description: 'The progressed quarters from from_age to to_age, in order' }),
      current_phase: z
        .strictObject({
          phase: z.enum(PHASES).meta({ description: "Rudhyar's phase: each 45° of elongation from new (0°–45°) to balsamic (315°–360°)" }),
          elongation: num('Progressed Moon − progressed Sun at the target, degrees 0–360'),
          age_years: num(fieldText('CurrentLunationPhase.ageYears')),
          target_date: str("The target instant in the birth place's zone, ISO 8601 with offset"),
          phase_start: ref(ProgressedMoment, fieldText('CurrentLunationPhase.start')),
          phase_end: ref(ProgressedMoment, fieldText('CurrentLunationPhase.end')),
          lunation_start: ref(ProgressedMoment, fieldText('CurrentLunationPhase.lunationStart')),
        })
        .nullable()
        .meta({ description: 'The phase at target_datetime; null without target_datetime' }),
      warnings,
    })
    .meta({ description: 'The progressed quarters over the ages and the phase at the target' }),
  'The progressed lunation cycle in the envelope',
);
