/**
 * Transits, progressions and the solar return, in the envelope.
 */
import { z } from 'zod';
import { ASPECT_TYPES } from '../../core/astro/aspects.js';
import { DMS, bool, envelope, houseSystem, int, num, recordOf, ref, sign, str, warnings, fieldText } from './common.js';
import { ChartAspect, ChartInfo, ChartLocation, ChartRecord, ReturnChart } from './natal.js';

// ── Transits ─────────────────────────────────────────────────────────────────────────────────

const ChartMetadata = z
  .strictObject({
    calculation_type: z.enum(['NatalChart', 'TransitChart']).meta({ description: 'Which chart: NatalChart or TransitChart' }),
    datetime_utc: str(fieldText('ChartMetadata.datetimeUtc')),
    datetime_local: str("The instant as wall-clock time in the location's zone, with its UTC offset"),
    timezone_str: str(fieldText('ChartMetadata.timezone')),
    latitude: num(fieldText('ChartLocation.latitude')),
    longitude: num(fieldText('ChartLocation.longitude')),
    house_system: ref(houseSystem, 'House system as requested'),
    ephemeris_file: str(fieldText('ChartMetadata.ephemeris')),
  })
  .meta({ id: 'ChartMetadata', description: 'Time, place and houses of a chart' });

const CelestialBody = z
  .strictObject({
    id: str('Lowercase id: sun … pluto, true_node, the extra points asked for in points (mean_lilith, true_lilith, ceres, pallas, juno, vesta), asc, mc'),
    name: str(fieldText('ChartPoint.name')),
    type: z.string().meta({ description: 'Kind of point (Lilith is a Node, Ceres … Vesta are Asteroids)', enum: ['Planet', 'Asteroid', 'Node', 'Angle'] }),
    longitude_decimal: num(fieldText('Body.longitude')),
    latitude_decimal: num(fieldText('ChartPoint.latitude')),
    longitude_speed_decimal_per_day: num('Degrees of longitude per day'),
    latitude_speed_decimal_per_day: num('Degrees of latitude per day'),
    distance_au: z.number().nullable().meta({ description: 'Distance from the Earth, AU; null for true_node and the angles' }),
    declination_decimal: num(fieldText('ChartPoint.declination')),
    is_retrograde: bool(fieldText('Body.retrograde')),
    sign_name: ref(sign, 'Sign of the longitude'),
    sign_degree_decimal: num(fieldText('ChartPoint.degreeInSign')),
    sign_longitude_dms: str(DMS),
    house_number: int('The natal house 1–12 the point is in (for a transiting point: the natal house it transits)'),
    ra_hours: num('Right ascension, hours 0–24'),
  })
  .meta({ id: 'CelestialBody', description: 'A body or angle of a chart' });

export const TransitsResponse = envelope(
  'TransitsResponse',
  z
    .strictObject({
      natal_chart_metadata: ref(ChartMetadata, fieldText('Transits.natalMetadata')),
      transit_chart_metadata: ref(ChartMetadata, fieldText('Transits.transitMetadata')),
      natal_celestial_bodies: z.array(CelestialBody).meta({ description: fieldText('Transits.natalPoints') }),
      transit_celestial_bodies: z
        .array(CelestialBody)
        .meta({ description: 'Transiting bodies, and the ASC and MC at the transit place; house_number is the natal house they transit' }),
      transit_aspects: z
        .array(
          z.strictObject({
            body1_id: str('Id of the transiting body, e.g. mars'),
            body2_id: str('Id of the natal point: a body, asc or mc'),
            aspect_type: z.string().meta({ description: 'The aspect type', enum: ['conjunction', 'sextile', 'square', 'trine', 'quincunx', 'opposition'] }),
            orb_decimal: num('|separation − exact angle|, degrees, at most orb_degrees'),
            delta_decimal: num(fieldText('PredictiveAspect.separation')),
            is_applying: bool('The orb is shrinking (false when a speed is unknown)'),
            is_separating: bool('The orb is growing (false when a speed is unknown); both false when stationary'),
            is_exact: bool('Orb below 10′'),
          }),
        )
        .meta({ description: 'Transiting bodies to natal bodies, ASC and MC within orb_degrees' }),
      warnings,
    })
    .meta({ description: 'The natal and transit charts and the aspects between them' }),
  'Transits in the envelope',
);

// ── Progressions and solar return ────────────────────────────────────────────────────────────

export const ProgressionsResponse = envelope(
  'ProgressionsResponse',
  z
    .strictObject({
      natal_chart: ref(ChartRecord, 'The natal chart'),
      progressed_chart: z
        .strictObject({
          chart_info: ref(ChartInfo, "The progressed chart's name, instant (UTC), target place, house system and the target place's zone"),
          bodies: recordOf(
            'lowercase body id, asc and mc',
            z.strictObject({
              longitude: num('Progressed ecliptic longitude, degrees 0–360'),
              sign: ref(sign, 'Sign of the progressed longitude'),
              house: int('The progressed house 1–12 it falls in'),
              dms: str(DMS),
            }),
            'Progressed bodies, ASC and MC',
          ),
          aspects: z.array(ChartAspect).meta({ description: 'Aspects among the progressed points within orb_degrees (empty with include_aspects false)' }),
        })
        .meta({ description: 'The progressed chart: the day-for-a-year positions and houses from the progressed RAMC' }),
      progression_info: z
        .strictObject({
          progression_type: z.string().meta({ description: 'The kind of progression (always secondary)', enum: ['secondary'] }),
          natal_date: str("The birth instant in the birth place's zone, ISO 8601 with offset"),
          target_date: str("The target instant in the target place's zone, ISO 8601 with offset"),
          progression_method: z.string().meta({ description: 'How the chart was progressed, in words' }),
          calculation_date: str(fieldText('ProgressionInfo.calculationDate')),
        })
        .meta({ description: 'Method and dates' }),
      progression_aspects: z
        .strictObject({
          to_natal: z
            .array(
              z.strictObject({
                body1: str('Id of the progressed point, e.g. mars'),
                body2: str('Id of the natal point, e.g. sun or asc'),
                aspect_type: z.enum(ASPECT_TYPES).meta({ description: 'Conjunction, Sextile, Square, Trine, Quincunx or Opposition' }),
                orb: num('|separation − exact angle|, degrees, at most orb_degrees'),
              }),
            )
            .meta({ description: 'Progressed points to natal points within orb_degrees (empty with include_aspects false)' }),
        })
        .meta({ description: 'Aspects of the progressed chart to the natal chart' }),
      warnings,
    })
    .meta({ description: 'The natal chart, the progressed chart and their aspects' }),
  'Secondary progressions in the envelope',
);

/** The instant of a return; `body` is sun or moon. */
const returnInfoFields = (body: 'sun' | 'moon') => {
  const name = body === 'sun' ? 'Sun' : 'Moon';
  return {
    return_datetime: str("The return instant with the UTC offset of the chart's zone"),
    return_datetime_utc: str(fieldText('ReturnInfo.datetimeUtc')),
    julian_day_ut: num(fieldText('ReturnInfo.julianDayUT')),
    [`natal_${body}_longitude`]: num(`The ${name}'s natal ecliptic longitude, degrees 0–360`),
    [`return_${body}_longitude`]: num(`The ${name}'s apparent ecliptic longitude at the return instant, degrees 0–360`),
    [`${body}_longitude_difference_arcsec`]: num('Return longitude − natal longitude, arcseconds (signed)'),
    precision_seconds: num(fieldText('ReturnInfo.precisionSeconds')),
  };
};

export const SolarReturnResponse = envelope(
  'SolarReturnResponse',
  z
    .strictObject({
      natal_chart: ref(ChartRecord, 'The natal chart'),
      solar_return_chart: ref(ReturnChart, 'The return chart at the return location, with chiron and the mean nodes'),
      solar_return_info: z
        .strictObject({
          return_year: int('The year asked for'),
          ...returnInfoFields('sun'),
          tolerance_minutes: num(fieldText('SolarReturn.toleranceMinutes')),
          days_from_birthday: num("Return instant minus the birthday (the birth's UTC date and time) in the return year, days"),
          return_location: ChartLocation.extend({ timezone: str("IANA zone of the return chart") }).meta({
            description: 'The place of the return chart',
          }),
        })
        .meta({ description: "The Sun's return instant" }),
      relocated_chart: ref(ReturnChart, 'With include_relocated: the same instant at relocated_location').optional(),
      lunar_return: z
        .strictObject({
          return_info: z
            .strictObject({
              ...returnInfoFields('moon'),
              days_after_solar_return: num(fieldText('LunarReturn.daysAfterSolarReturn')),
            })
            .meta({ description: "The Moon's return instant" }),
          chart: ref(ReturnChart, 'The lunar return chart at the return location'),
        })
        .optional()
        .meta({ description: 'With include_lunar_return: the first lunar return after the solar return' }),
    })
    .meta({ description: 'The natal chart, the solar return chart and its instant' }),
  'The solar return in the envelope',
);
