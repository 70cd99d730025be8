/**
 * One person's chart as the points synastry compares (interface-spec §4.12): the bodies, then ASC,
 * MC and the Vertex, each with its speed and house. Used by synastry.ts and composite.ts.
 */
import { wrap180 } from './angle.js';
import type { Chart } from './chart.js';
import { computeHouses } from './houses.js';
import { ASC_POINT, BODY_POINTS, MC_POINT, VERTEX_POINT, type PointDef, type PointName } from './synastry-tables.js';
import { lazy } from '../lazy.js';

export interface ChartPoint {
  def: PointDef;
  lon: number;
  lat: number;
  /** Degrees of longitude per day (angles: from the diurnal rotation). */
  speed: number;
  retrograde: boolean;
  /** House in the point's own chart. */
  house: number;
}

/** ARMC advances 360.9856°/day of UT; the angles' rates come from a central difference of ±0.01° ARMC. */
const SIDEREAL_DEG_PER_DAY = 360.98564736629;
const ANGLE_STEP = 0.01;

/** One person's chart as synastry points: the bodies of spec §4.12, then ASC, MC (and the Vertex). */
export class PersonChart {
  constructor(
    readonly name: string,
    readonly chart: Chart,
    private readonly includeVertex: boolean,
  ) {}

  /** All points, computed together (one instant of the ephemeris at a time). */
  readonly points = lazy((): ChartPoint[] => {
    const chart = this.chart;
    const houses = chart.houses();
    const out: ChartPoint[] = BODY_POINTS.map((def) => {
      const b = chart.body(def.body!);
      return { def, lon: b.lon, lat: b.lat, speed: b.lonSpeed, retrograde: b.retrograde, house: chart.houseOf(b.lon) };
    });
    const rates = this.angleRates();
    const angle = (def: PointDef, lon: number, speed: number): ChartPoint =>
      ({ def, lon, lat: 0, speed, retrograde: speed < 0, house: chart.houseOf(lon) });
    out.push(angle(ASC_POINT, houses.asc, rates.asc), angle(MC_POINT, houses.mc, rates.mc));
    if (this.includeVertex) out.push(angle(VERTEX_POINT, houses.vertex, rates.vertex));
    return out;
  });

  bodies(): ChartPoint[] {
    return this.points().slice(0, BODY_POINTS.length);
  }

  angles(): ChartPoint[] {
    return this.points().slice(BODY_POINTS.length);
  }

  point(name: PointName): ChartPoint | undefined {
    return this.points().find((p) => p.def.name === name);
  }

  cusps(): number[] {
    return this.chart.houses().cusps;
  }

  houseOf(lon: number): number {
    return this.chart.houseOf(lon);
  }

  /** Names of the bodies in each house 1–12 (bodies only; the angles define the cusps). */
  readonly bodiesByHouse = lazy((): string[][] => {
    const byHouse: string[][] = Array.from({ length: 12 }, () => []);
    for (const p of this.bodies()) byHouse[p.house - 1].push(p.def.name);
    return byHouse;
  });

  private angleRates(): { asc: number; mc: number; vertex: number } {
    const armc = this.chart.armc();
    const base = { obliquity: this.chart.frame().obliquity, latitude: this.chart.input.location.latitude };
    // Equal houses: the same angles as every system, without the cusp work.
    const ahead = computeHouses('EQUAL', { ...base, armc: armc + ANGLE_STEP });
    const behind = computeHouses('EQUAL', { ...base, armc: armc - ANGLE_STEP });
    const rate = (a: number, b: number) => (wrap180(a - b) / (2 * ANGLE_STEP)) * SIDEREAL_DEG_PER_DAY;
    return { asc: rate(ahead.asc, behind.asc), mc: rate(ahead.mc, behind.mc), vertex: rate(ahead.vertex, behind.vertex) };
  }
}
