/**
 * Astrocartography (Jim Lewis's A*C*G; docs/techniques.md §14): for the birth instant, the places on
 * Earth where a body is on an angle. With the Greenwich apparent sidereal time GAST of the instant
 * (docs/western.md §6), a place of east longitude L has local sidereal time GAST + L, so the body
 * (right ascension α, declination δ of date, its own ecliptic latitude included) culminates along
 * the meridian L = α − GAST (MC line), anticulminates along L = α + 180° − GAST (IC line), and rises
 * or sets where GAST + L = α ∓ H₀(φ), cos H₀ = −tan φ·tan δ (ASC and DSC lines, geometric horizon).
 * Paran latitudes are where two bodies reach angles at the same sidereal time.
 */
import { Chart, type ChartLocation } from '../chart.js';
import { wrap180 } from '../angle.js';
import { ANGLE_EVENTS, angleSiderealTime, type AngleEvent } from '../traditional/fixed-stars.js';

export type MapAngle = 'MC' | 'IC' | 'ASC' | 'DSC';
const EVENT_OF: Readonly<Record<MapAngle, AngleEvent>> = { MC: 'CULMINATING', IC: 'ANTICULMINATING', ASC: 'RISING', DSC: 'SETTING' };
export const MAP_ANGLES: readonly MapAngle[] = ['MC', 'IC', 'ASC', 'DSC'];

/** Latitudes drawn, degrees (the map's own limit), and the step of the lines' points (each point exact). */
export const MAP_LATITUDE_LIMIT = 85;
const LATITUDE_STEP = 1;
/** GeoJSON coordinates are rounded to 10⁻⁴° (about 10 m). */
const GEOJSON_DIGITS = 1e4;

export interface MapBody {
  id: string;
  ra: number;
  dec: number;
}

export interface AngleLine {
  body: string;
  angle: MapAngle;
  /** Polylines [longitude, latitude] (GeoJSON order), split at the antimeridian and where the body never rises. */
  segments: [number, number][][];
}

export interface ParanLatitude {
  a: string;
  aEvent: AngleEvent;
  b: string;
  bEvent: AngleEvent;
  latitude: number;
  /** Where the two lines cross, east longitude. */
  longitude: number;
}

/** The east longitude where a body is on an angle at latitude φ, or null. */
export function lineLongitude(body: MapBody, angle: MapAngle, latitude: number, gast: number): number | null {
  const theta = angleSiderealTime(body.ra, body.dec, latitude, EVENT_OF[angle]);
  return theta === null ? null : wrap180(theta - gast);
}

export function angleLines(bodies: readonly MapBody[], gast: number): AngleLine[] {
  const lats: number[] = [];
  for (let lat = -MAP_LATITUDE_LIMIT; lat <= MAP_LATITUDE_LIMIT + 1e-9; lat += LATITUDE_STEP) lats.push(lat);
  return bodies.flatMap((body) =>
    MAP_ANGLES.map((angle) => {
      const segments: [number, number][][] = [];
      let current: [number, number][] = [];
      for (const lat of lats) {
        const lon = lineLongitude(body, angle, lat, gast);
        const prev = current[current.length - 1];
        if (lon === null || (prev && Math.abs(lon - prev[0]) > 180)) {
          if (current.length > 1) segments.push(current);
          current = [];
        }
        if (lon !== null) current.push([lon, lat]);
      }
      if (current.length > 1) segments.push(current);
      return { body: body.id, angle, segments };
    }),
  );
}

/** GeoJSON FeatureCollection of the lines (MultiLineString per body and angle). */
export function linesGeoJson(lines: readonly AngleLine[]) {
  return {
    type: 'FeatureCollection' as const,
    features: lines
      .filter((l) => l.segments.length > 0)
      .map((l) => ({
        type: 'Feature' as const,
        properties: { body: l.body, angle: l.angle },
        geometry: {
          type: 'MultiLineString' as const,
          coordinates: l.segments.map((seg) => seg.map(([lon, lat]) => [Math.round(lon * GEOJSON_DIGITS) / GEOJSON_DIGITS, Math.round(lat * GEOJSON_DIGITS) / GEOJSON_DIGITS])),
        },
      })),
  };
}

/**
 * Latitudes where two bodies are on angles at the same sidereal time (both on the meridian never
 * cross): each body's angle times are tabulated once on the 1° latitude grid, every sign change of a
 * difference is bisected to 10⁻⁹° of latitude.
 */
export function paranLatitudes(bodies: readonly MapBody[], gast: number): ParanLatitude[] {
  const lats: number[] = [];
  for (let lat = -MAP_LATITUDE_LIMIT; lat <= MAP_LATITUDE_LIMIT + 1e-9; lat += LATITUDE_STEP) lats.push(lat);
  // NaN where the body never reaches the angle at that latitude.
  const table = bodies.map((b) => ANGLE_EVENTS.map((e) => Float64Array.from(lats, (lat) => angleSiderealTime(b.ra, b.dec, lat, e) ?? Number.NaN)));
  const horizon = (e: number) => ANGLE_EVENTS[e] === 'RISING' || ANGLE_EVENTS[e] === 'SETTING';
  const out: ParanLatitude[] = [];
  for (let i = 0; i < bodies.length; i++) {
    for (let j = i + 1; j < bodies.length; j++) {
      for (let ea = 0; ea < 4; ea++) {
        for (let eb = 0; eb < 4; eb++) {
          if (!horizon(ea) && !horizon(eb)) continue;
          const gap = (lat: number) =>
            wrap180(angleSiderealTime(bodies[i].ra, bodies[i].dec, lat, ANGLE_EVENTS[ea])! - angleSiderealTime(bodies[j].ra, bodies[j].dec, lat, ANGLE_EVENTS[eb])!);
          const ta = table[i][ea];
          const tb = table[j][eb];
          for (let k = 0; k + 1 < lats.length; k++) {
            let glo = wrap180(ta[k] - tb[k]);
            const ghi = wrap180(ta[k + 1] - tb[k + 1]);
            // A sign change (NaN compares false), not the ±180° wrap.
            if (!(glo * ghi <= 0) || Math.abs(glo - ghi) > 90) continue;
            let lo = lats[k];
            let hi = lats[k + 1];
            for (let n = 0; n < 30; n++) {
              const mid = (lo + hi) / 2;
              const gm = gap(mid);
              if (Math.sign(gm) === Math.sign(glo)) [lo, glo] = [mid, gm];
              else hi = mid;
            }
            const latitude = (lo + hi) / 2;
            const theta = angleSiderealTime(bodies[i].ra, bodies[i].dec, latitude, ANGLE_EVENTS[ea])!;
            out.push({ a: bodies[i].id, aEvent: ANGLE_EVENTS[ea], b: bodies[j].id, bEvent: ANGLE_EVENTS[eb], latitude, longitude: wrap180(theta - gast) });
          }
        }
      }
    }
  }
  return out.sort((x, y) => x.latitude - y.latitude);
}

/** The chart of the same instant at another place (the relocated chart). */
export function relocatedChart(chart: Chart, location: ChartLocation, name?: string): Chart {
  const { datetime: _datetime, instantMs: _instant, ...rest } = chart.input;
  return Chart.atInstant(chart.time().utcMs, { ...rest, location, name: name ?? chart.input.name });
}
