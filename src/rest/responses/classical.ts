/**
 * Firdaria, profections and primary directions, in the envelope.
 */
import { z } from 'zod';
import { DIRECTION_METHODS, DIRECTION_TYPES } from '../../core/astro/directions.js';
import { bool, envelope, int, num, recordOf, ref, sign, str, strings, warnings, fieldText } from './common.js';
import { ChartAngle, ChartInfo, ChartRecord } from './natal.js';

// ── Classical ────────────────────────────────────────────────────────────────────────────────

const period = {
  ruling_planet: str('Lord of the period: Sun … Saturn, North Node or South Node'),
  start_age: int(fieldText('FirdariaPeriod.startAge')),
  end_age: int(fieldText('FirdariaPeriod.endAge')),
};

export const FirdariaResponse = envelope(
  'FirdariaResponse',
  z
    .strictObject({
      firdaria_info: z
        .strictObject({
          gender: z.enum(['male', 'female']).meta({ description: 'The gender read' }),
          current_age: int('The age read, years'),
          sequence_type: z.enum(['Male Diurnal', 'Female Nocturnal']).meta({ description: 'The sequence used: male → Male Diurnal, female → Female Nocturnal' }),
        })
        .meta({ description: 'What was read' }),
      current_period: z
        .strictObject({
          ...period,
          years_into_period: num('Years since the period began'),
          years_remaining: num('Years until the period ends'),
          planet_themes: strings('Themes of the lord, in Korean'),
        })
        .meta({ description: 'The period containing current_age' }),
      all_periods: z
        .array(
          z.strictObject({
            order: int(fieldText('FirdariaPeriod.order')),
            ...period,
            duration_years: int('Its length in years'),
            is_current: bool('current_age falls in it'),
          }),
        )
        .meta({ description: 'The whole 74-year sequence, ages from birth' }),
      interpretation: str('The current period in Korean'),
    })
    .meta({ description: 'The firdaria periods and the current one' }),
  'Firdaria in the envelope',
);

export const ProfectionsResponse = envelope(
  'ProfectionsResponse',
  z
    .strictObject({
      profection_info: z
        .strictObject({
          current_age: int(fieldText('AnnualProfection.age')),
          profected_house_number: int('(current_age mod 12) + 1'),
          profected_sign: ref(sign, "Sign of the profected house's cusp"),
          profection_ruler: str('Lord of the year: the traditional ruler of that sign'),
          profected_cusp_longitude: num("Ecliptic longitude of the profected house's cusp, degrees 0–360"),
        })
        .meta({ description: 'The profected house, its sign and the lord of the year' }),
      natal_chart_info: ChartInfo.extend({
        ascendant: ref(ChartAngle, 'The natal ascendant'),
        midheaven: ref(ChartAngle, 'The natal midheaven'),
        warnings,
      }).meta({ description: 'Time, place and house system of the natal chart, its ASC and MC' }),
      houses: recordOf(
        'house_1 … house_12',
        z.strictObject({
          cusp_longitude: num(fieldText('SynastryHouse.cuspLongitude')),
          sign: ref(sign, 'Sign of the cusp'),
          ruler: str(fieldText('ProfectedHouse.ruler')),
          is_profected: bool(fieldText('ProfectedHouse.isProfected')),
        }),
        'The twelve natal houses',
      ),
      interpretation: z
        .strictObject({
          house_theme: str('Topics of the profected house, in Korean'),
          ruler_natal_sign: ref(sign, "The lord of the year's natal sign"),
          ruler_natal_house: int('Its natal house 1–12'),
          summary: str('The year in Korean'),
        })
        .meta({ description: 'The year read' }),
    })
    .meta({ description: 'The profection of the age, the natal houses and the reading' }),
  'Annual profections in the envelope',
);

const directedPoints = (description: string) =>
  recordOf(
    fieldText('DirectedPoint.point'),
    z.strictObject({
      natal_longitude: num(fieldText('DirectedPoint.natalLongitude')),
      directed_longitude: num(fieldText('DirectedPoint.directedLongitude')),
      arc: num('age × key, degrees, positive for both directions'),
      sign: ref(sign, fieldText('DirectedPoint.sign')),
    }),
    description,
  );

export const DirectionsResponse = envelope(
  'DirectionsResponse',
  z
    .strictObject({
      natal_chart: ref(ChartRecord, 'The natal chart'),
      direction_info: z
        .strictObject({
          method: z.string().meta({ description: 'The method used', enum: [...DIRECTION_METHODS] }),
          direction_type: z.enum(DIRECTION_TYPES).meta({ description: 'direct, converse or both' }),
          age: num('The age directed to, years (target_age, or from target_date)'),
          natal_date: str(fieldText('DirectionInfo.natalDate')),
          calculation_date: str('When this was calculated, UTC'),
          arc_per_year: num(fieldText('DirectionInfo.arcPerYear')),
        })
        .meta({ description: 'Method, key and dates' }),
      directed_points: directedPoints('The points directed by the arc (converse positions for direction_type converse)'),
      converse_directed_points: directedPoints('With direction_type both: the converse positions').optional(),
      active_directions: z
        .array(
          z.strictObject({
            directed_point: str('The directed point (significator): Sun … Pluto, ASC, MC'),
            natal_point: str('Lowercase id of the natal point (promissor), e.g. venus'),
            aspect_type: z.string().meta({ description: 'The aspect directed', enum: ['conjunction', 'sextile', 'square', 'trine', 'opposition'] }),
            arc: num(fieldText('ActiveDirection.arc')),
            orb: num("Distance of the directed longitude from the aspect point, degrees"),
            direction: z.enum(['direct', 'converse']).optional().meta({ description: 'With direction_type both: which the direction is' }),
          }),
        )
        .meta({ description: 'Natal aspect points within orb_degrees of a directed point, tightest first; empty with include_aspects false' }),
    })
    .meta({ description: 'The natal chart, the directed points and the active directions' }),
  'Primary directions in the envelope',
);
