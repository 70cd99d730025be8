/**
 * Relationship charts of two natal charts (docs/techniques.md §6).
 *
 * Midpoint composite: each body at the near midpoint of its two longitudes, λ1 + wrap(λ2 − λ1)/2
 * with wrap to (−180°, 180°]. Exactly 180° apart both midpoints are equally near; the one with the
 * smaller longitude in [0°, 360°) is taken, so the composite does not depend on who is person 1.
 * Houses: the composite MC is the midpoint of the two MCs; its right ascension is the composite
 * ARMC, and ASC and cusps follow from it in the requested system at the mean geographic latitude,
 * with the true obliquity of the mean instant (cusp midpoints could come out non-monotonic).
 *
 * Davison: a real chart for the mean UT instant at the great-circle midpoint of the two places.
 *
 * Sidereal (both charts in the same zodiac): the midpoints are those of the sidereal longitudes;
 * the composite ARMC is that of the composite MC in the zodiac's houses at the mean instant
 * (sidereal.ts armcOfMc: back to the tropical frame with the ayanamsa, or for J2000 on the ecliptic
 * of J2000), and the cusps are that zodiac's (so the composite MC stays the midpoint).
 */
import { asind, atan2d, cosd, norm360, sind, wrap180 } from './angle.js';
import { skyFrame } from './ephemeris.js';
import { houseOf, type HouseSystem, type Houses } from './houses.js';
import { armcOfMc, zodiacHouses } from './sidereal.js';
import { Chart } from './chart.js';
import { ASC_POINT, BODY_POINTS, MC_POINT, VERTEX_POINT, type PointDef } from './synastry-tables.js';
import type { ChartPoint, PersonChart } from './synastry-points.js';
import { epochMsFromJd } from '../time/julian.js';
import { zoneFromCoordinates } from '../time/local-time.js';

/** The near midpoint of two longitudes; at exactly 180° apart, the smaller of the two candidates. */
export function midpoint(a: number, b: number): number {
  if (a > b) [a, b] = [b, a]; // the same floating-point result whichever person comes first
  const d = wrap180(b - a);
  if (d === 180) return Math.min(norm360(a + 90), norm360(a + 270));
  return norm360(a + d / 2);
}

export interface CompositeChart {
  name: string;
  /** The mean UT instant of the two births (for reference: a midpoint chart has no moment). */
  meanUtcMs: number;
  houseSystem: HouseSystem;
  /** Mean geographic latitude, degrees. */
  latitude: number;
  /** True obliquity at the mean instant. */
  obliquity: number;
  /** Right ascension of the composite MC. */
  armc: number;
  houses: Houses;
  /** Bodies in spec order, then ASC, MC (and the Vertex when the persons have it). */
  points: ChartPoint[];
  bodies: ChartPoint[];
  angles: ChartPoint[];
  /** Body names per house 1–12. */
  bodiesByHouse: string[][];
}

export function compositeChart(p1: PersonChart, p2: PersonChart, houseSystem: HouseSystem, name: string): CompositeChart {
  const a = p1.points();
  const b = p2.points();
  const jdMean = (p1.chart.time().jdUT + p2.chart.time().jdUT) / 2;
  const obliquity = skyFrame(jdMean).obliquity;
  const pointOf = (list: ChartPoint[], def: PointDef) => list.find((p) => p.def === def)!;
  const mode = p1.chart.input.ayanamsa;
  const mcLon = midpoint(pointOf(a, MC_POINT).lon, pointOf(b, MC_POINT).lon);
  const armc = armcOfMc(mode, jdMean, mcLon, obliquity);
  const latitude = (p1.chart.input.location.latitude + p2.chart.input.location.latitude) / 2;
  const houses: Houses = zodiacHouses(houseSystem, { armc, obliquity, latitude }, mode, jdMean);
  const place = (def: PointDef, lon: number, lat: number, speed: number): ChartPoint => ({
    def, lon, lat, speed, retrograde: speed < 0, house: houseOf(lon, houses.cusps),
  });

  const bodies = BODY_POINTS.map((def, i) =>
    place(def, midpoint(a[i].lon, b[i].lon), (a[i].lat + b[i].lat) / 2, (a[i].speed + b[i].speed) / 2),
  );
  const meanSpeed = (def: PointDef) => (pointOf(a, def).speed + pointOf(b, def).speed) / 2;
  const angles = [place(ASC_POINT, houses.asc, 0, meanSpeed(ASC_POINT)), place(MC_POINT, houses.mc, 0, meanSpeed(MC_POINT))];
  if (a.some((p) => p.def === VERTEX_POINT)) angles.push(place(VERTEX_POINT, houses.vertex, 0, meanSpeed(VERTEX_POINT)));
  const bodiesByHouse: string[][] = Array.from({ length: 12 }, () => []);
  for (const p of bodies) bodiesByHouse[p.house - 1].push(p.def.name);

  return {
    name,
    meanUtcMs: epochMsFromJd(jdMean),
    houseSystem,
    latitude,
    obliquity,
    armc,
    houses,
    points: [...bodies, ...angles],
    bodies,
    angles,
    bodiesByHouse,
  };
}

/**
 * The great-circle midpoint of two places (the normalised sum of their unit vectors). Antipodal
 * places have no unique midpoint: the equator point 90° east of the first place is taken.
 */
export function geographicMidpoint(lat1: number, lon1: number, lat2: number, lon2: number): { latitude: number; longitude: number } {
  const v = (lat: number, lon: number) => [cosd(lat) * cosd(lon), cosd(lat) * sind(lon), sind(lat)];
  const a = v(lat1, lon1);
  const b = v(lat2, lon2);
  const s = [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
  const r = Math.hypot(s[0], s[1], s[2]);
  if (r < 1e-12) return { latitude: 0, longitude: wrap180(lon1 + 90) };
  return { latitude: asind(s[2] / r), longitude: wrap180(atan2d(s[1], s[0])) };
}

/** The Davison chart: the mean UT instant at the great-circle midpoint, as an ordinary natal chart (with the persons' extra points). */
export function davisonChart(p1: PersonChart, p2: PersonChart, houseSystem: HouseSystem, name: string): Chart {
  const ms = (p1.chart.time().utcMs + p2.chart.time().utcMs) / 2;
  const l1 = p1.chart.input.location;
  const l2 = p2.chart.input.location;
  const place = geographicMidpoint(l1.latitude, l1.longitude, l2.latitude, l2.longitude);
  return Chart.atInstant(ms, {
    name,
    location: { ...place, elevation: 0, timezone: zoneFromCoordinates(place.latitude, place.longitude) },
    houseSystem,
    includeAsteroids: false,
    ayanamsa: p1.chart.input.ayanamsa,
    ...(p1.chart.input.points ? { points: p1.chart.input.points } : {}),
  });
}
