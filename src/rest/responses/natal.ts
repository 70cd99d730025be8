/**
 * The chart record of natal-chart, and the return chart of solar-return (the chart without dignities).
 */
import { z } from 'zod';
import { ASPECT_TYPES } from '../../core/astro/aspects.js';
import { DMS, bool, envelope, fixedKeys, houseSystem, int, num, recordOf, ref, sign, str, strings, warnings } from './common.js';

// ── Chart record ─────────────────────────────────────────────────────────────────────────────

export const ChartLocation = z
  .strictObject({
    latitude: num('Geographic latitude, degrees, north positive'),
    longitude: num('Geographic longitude, degrees, east positive'),
    elevation: num('Metres above sea level (0 when not given)'),
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
    longitude: num('Ecliptic longitude, degrees 0–360'),
    sign: ref(sign, 'Sign of the longitude'),
    dms: z.string().meta({ description: DMS, example: "14° Virgo 05' 09''" }),
  })
  .meta({ id: 'ChartAngle', description: 'An angle of the chart: where it falls on the ecliptic' });

const ChartBody = z
  .strictObject({
    longitude: num('Ecliptic longitude, degrees 0–360 (apparent geocentric, true equinox of date)'),
    latitude: num('Ecliptic latitude, degrees'),
    distance: z.number().nullable().meta({ description: 'Distance from the Earth, AU; null for the nodes' }),
    sign: ref(sign, 'Sign of the longitude'),
    house: int('The house 1–12 it falls in'),
    retrograde: bool('True when the longitude speed is negative'),
    dms: str(DMS),
    speed: num('Degrees of longitude per day, negative when retrograde'),
  })
  .meta({ id: 'ChartBody', description: 'A body of the chart' });

const ChartHouse = z
  .strictObject({
    cusp_longitude: num('Ecliptic longitude of the cusp (where the house begins), degrees 0–360'),
    sign: ref(sign, 'Sign of the cusp'),
    bodies: strings('Ids of the bodies in this house, and asc / mc where they fall in it'),
  })
  .meta({ id: 'ChartHouse', description: 'A house of the chart' });

export const ChartAspect = z
  .strictObject({
    body1: str('Id of the first point (earlier in body order), e.g. sun'),
    body2: str('Id of the second point, e.g. asc'),
    aspect_type: z.enum(ASPECT_TYPES).meta({ description: 'The aspect type' }),
    orb: num('|separation − exact angle|, degrees'),
    exact: bool("Orb below 10′"),
    applying: z.boolean().nullable().meta({ description: 'The orb is shrinking (from the relative speeds); null for angles and declination aspects' }),
  })
  .meta({ id: 'ChartAspect', description: 'An aspect between two points of the chart' });

const ESSENTIAL_DIGNITIES = {
  rulership: 'Ruler (domicile lord) of the sign, e.g. Mars',
  exaltation: 'Planet exalted in the sign; null for signs without one',
  triplicity: "Dorothean triplicity lord of the chart's sect (day or night)",
  term: 'Lord of the Egyptian term (bound) at the degree',
  face: 'Lord of the Chaldean face (decan), 10° each',
  detriment: 'Planet in detriment in the sign (ruler of the opposite sign)',
  fall: 'Planet in fall in the sign; null for signs without one',
} as const;
const Dignity = z
  .strictObject({
    essential_dignities: fixedKeys(Object.keys(ESSENTIAL_DIGNITIES) as (keyof typeof ESSENTIAL_DIGNITIES)[], (k) =>
      z.string().nullable().meta({ description: ESSENTIAL_DIGNITIES[k] }),
    ).meta({ description: "Who holds each dignity at the planet's degree" }),
    is_peregrine: bool('Holds none of rulership, exaltation, triplicity, term and face itself'),
    classical_score: num('Domicile +5, exaltation +4, triplicity +3, term +2, face +1, detriment −5, fall −4, peregrine −5'),
  })
  .meta({ id: 'Dignity', description: "A classical planet's essential dignities" });

const ANGLES = {
  asc: 'Ascendant: the ecliptic rising on the eastern horizon',
  mc: 'Midheaven: the ecliptic on the upper meridian',
  dsc: 'Descendant: opposite the ASC',
  ic: 'Imum coeli: opposite the MC',
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
