/**
 * The chart record of natal-chart, and the return chart of solar-return (the chart without dignities).
 */
import { z } from 'zod';
import { ASPECT_TYPES } from '../../core/astro/aspects.js';
import { DMS, bool, envelope, fixedKeys, houseSystem, int, num, recordOf, ref, sign, str, strings, warnings, fieldText } from './common.js';

// ── Chart record ─────────────────────────────────────────────────────────────────────────────

export const ChartLocation = z
  .strictObject({
    latitude: num(fieldText('ChartLocation.latitude')),
    longitude: num(fieldText('ChartLocation.longitude')),
    elevation: num(fieldText('ChartLocation.elevation')),
  })
  .meta({ id: 'ChartLocation', description: 'The place of the chart' });

export const ChartInfo = z
  .strictObject({
    name: str("The chart's name (default Natal Chart)"),
    datetime: str('The local time used, ISO 8601 with its UTC offset (moved forward in a clock gap)'),
    location: ref(ChartLocation, 'The place'),
    house_system: ref(houseSystem, 'House system as requested (above the polar circle Placidus and Koch fall back to Porphyry, see warnings)'),
    timezone: str('IANA zone of the local time (given, or found from the coordinates)'),
  })
  .meta({ id: 'ChartInfo', description: 'Time, place and house system of the chart' });

export const ChartAngle = z
  .strictObject({
    longitude: num(fieldText('Body.longitude')),
    sign: ref(sign, 'Sign of the longitude'),
    dms: z.string().meta({ description: DMS, example: "14° Virgo 05' 09''" }),
  })
  .meta({ id: 'ChartAngle', description: 'An angle of the chart: where it falls on the ecliptic' });

const ChartBody = z
  .strictObject({
    longitude: num('Ecliptic longitude, degrees 0–360 (apparent geocentric, true equinox of date)'),
    latitude: num(fieldText('Body.latitude')),
    distance: z.number().nullable().meta({ description: 'Distance from the Earth, AU; null for the nodes' }),
    sign: ref(sign, 'Sign of the longitude'),
    house: int('The house 1–12 it falls in'),
    retrograde: bool(fieldText('Body.retrograde')),
    dms: str(DMS),
    speed: num('Degrees of longitude per day, negative when retrograde'),
  })
  .meta({ id: 'ChartBody', description: 'A body of the chart' });

const ChartHouse = z
  .strictObject({
    cusp_longitude: num(fieldText('House.cuspLongitude')),
    sign: ref(sign, 'Sign of the cusp'),
    bodies: strings(fieldText('House.bodies')),
  })
  .meta({ id: 'ChartHouse', description: 'A house of the chart' });

export const ChartAspect = z
  .strictObject({
    body1: str(fieldText('Aspect.body1')),
    body2: str(fieldText('Aspect.body2')),
    aspect_type: z.enum(ASPECT_TYPES).meta({ description: 'The aspect type' }),
    orb: num('|separation − exact angle|, degrees'),
    exact: bool("Orb below 10′"),
    applying: z.boolean().nullable().meta({ description: 'The orb is shrinking (from the relative speeds); null for angles and declination aspects' }),
  })
  .meta({ id: 'ChartAspect', description: 'An aspect between two points of the chart' });

const ESSENTIAL_DIGNITIES = {
  rulership: fieldText('EssentialDignities.rulership'),
  exaltation: fieldText('EssentialDignities.exaltation'),
  triplicity: "Dorothean triplicity lord of the chart's sect (day or night)",
  term: fieldText('EssentialDignities.term'),
  face: fieldText('EssentialDignities.face'),
  detriment: fieldText('EssentialDignities.detriment'),
  fall: fieldText('EssentialDignities.fall'),
} as const;
const Dignity = z
  .strictObject({
    essential_dignities: fixedKeys(Object.keys(ESSENTIAL_DIGNITIES) as (keyof typeof ESSENTIAL_DIGNITIES)[], (k) =>
      z.string().nullable().meta({ description: ESSENTIAL_DIGNITIES[k] }),
    ).meta({ description: "Who holds each dignity at the planet's degree" }),
    is_peregrine: bool(fieldText('Dignity.isPeregrine')),
    classical_score: num(fieldText('Dignity.classicalScore')),
  })
  .meta({ id: 'Dignity', description: "A classical planet's essential dignities" });

const ANGLES = {
  asc: fieldText('Angles.asc'),
  mc: fieldText('Angles.mc'),
  dsc: fieldText('Angles.dsc'),
  ic: fieldText('Angles.ic'),
} as const;

/** The chart without dignities: the return charts of solar-return. */
const chartFields = {
  chart_info: ref(ChartInfo, 'Time, place and house system'),
  angles: fixedKeys(Object.keys(ANGLES) as (keyof typeof ANGLES)[], (k) => ref(ChartAngle, ANGLES[k])).meta({
    description: 'ASC, MC, DSC and IC',
  }),
  bodies: recordOf(
    'lowercase body id (sun … pluto, true_node; chiron, north_node, south_node with asteroids; mean_lilith, true_lilith, ceres, pallas, juno, vesta when named in points)',
    ChartBody,
    'The bodies',
  ),
  houses: recordOf('house_1 … house_12', ChartHouse, 'The twelve houses'),
  aspects: z.array(ChartAspect).meta({
    description: 'Aspects among the bodies, ASC and MC (none between two nodes); orbs by type, wider with the Sun or Moon',
  }),
  warnings,
};

export const ChartRecord = z
  .strictObject({
    ...chartFields,
    dignities: recordOf('the seven classical planets (sun … saturn)', Dignity, 'Essential dignities'),
  })
  .meta({ id: 'ChartRecord', description: 'A natal chart: time and place, angles, bodies, houses, aspects and dignities' });

export const ReturnChart = z.strictObject(chartFields).meta({
  id: 'ReturnChart',
  description: 'A chart record without dignities; minor bodies use name_(number) ids, e.g. chiron_(2060)',
});

export const NatalChartResponse = envelope('NatalChartResponse', ref(ChartRecord, 'The natal chart'), 'The natal chart in the envelope');
