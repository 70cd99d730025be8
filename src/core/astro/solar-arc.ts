/**
 * Solar arc directions (docs/techniques.md §4a).
 *
 * The solar arc at a target moment is the secondary-progressed Sun's longitude less the natal
 * Sun's, with the progressed instant of progressions.ts (one day of ephemeris per tropical year of
 * life). Every natal point — the bodies, the ASC and MC, and the twelve house cusps — is moved
 * forward by that one arc, so the chart turns as a rigid wheel (the natal angles between points are
 * kept). The Naibod variant replaces the true arc by the Sun's mean motion, 360°/365.24219 ≈
 * 0°59′08.33″ per year of life (astro.com Astrowiki, "Solar Arc").
 */
import { norm360 } from './angle.js';
import type { HouseSystem } from './houses.js';
import { lazy } from '../lazy.js';
import { epochMsFromJd } from '../time/julian.js';
import { CHART_BODIES, Chart, natalChart, type BirthInput } from './chart.js';
import { ASTRO_DEFAULTS } from './defaults.js';
import { CHART_POINTS, PREDICTIVE_ASPECTS, chartPoint, crossAspects, type CrossAspect, type PointId } from './predictive.js';
import { TROPICAL_YEAR_DAYS, progressedJd, progressionInstants } from './progressions.js';

/** How the arc is measured: the progressed Sun's true motion, or its mean motion (Naibod). */
export const SOLAR_ARC_METHODS = ['TRUE_SOLAR_ARC', 'NAIBOD'] as const;
export type SolarArcMethod = (typeof SOLAR_ARC_METHODS)[number];

/** The Sun's mean motion in longitude per tropical year of life: 0°59′08.33″ (Naibod's key). */
export const NAIBOD_RATE = 360 / TROPICAL_YEAR_DAYS;

export interface SolarArcInput extends BirthInput {
  /** Wall-clock time at the birth place unless it carries an offset; must be after the birth. */
  targetDatetime: string;
  method?: SolarArcMethod | null;
  /** Orb of the directed-to-natal aspects, degrees. */
  orb?: number | null;
}

/** A directed point: its natal longitude and that longitude plus the arc. */
export interface DirectedPoint {
  id: PointId | `cusp${number}`;
  natalLon: number;
  lon: number;
}

export class SolarArc {
  readonly natal: Chart;
  readonly method: SolarArcMethod;
  readonly orb: number;
  readonly houseSystem: HouseSystem;

  constructor(readonly request: SolarArcInput) {
    this.natal = natalChart({ ...request, includeAsteroids: false });
    const D = ASTRO_DEFAULTS.solarArc;
    this.method = request.method ?? D.method;
    this.orb = request.orb ?? D.orb;
    this.houseSystem = this.natal.input.houseSystem;
  }

  readonly targetTime = lazy(() => {
    const zone = this.natal.input.location.timezone;
    return progressionInstants(this.request.natalDatetime, zone, this.request.targetDatetime, zone).target;
  });

  /** Age at the target in tropical years = days of progression. */
  readonly ageYears = lazy(() => (this.targetTime().jdUT - this.natal.time().jdUT) / TROPICAL_YEAR_DAYS);

  readonly progressedJd = lazy(() => progressedJd(this.natal.time().jdUT, this.targetTime().jdUT));

  /** The progressed Sun in the natal chart's zodiac (tropical, or sidereal with the same ayanamsa). */
  readonly progressedSun = lazy(() =>
    Chart.atInstant(epochMsFromJd(this.progressedJd()), {
      name: `${this.natal.input.name}: progressed`,
      location: this.natal.input.location,
      houseSystem: this.houseSystem,
      includeAsteroids: false,
      ayanamsa: this.natal.input.ayanamsa,
    }).body('sun'),
  );

  /** The true solar arc (progressed − natal Sun, the Sun never retrogrades) and Naibod's mean arc. */
  readonly trueArc = lazy(() => norm360(this.progressedSun().lon - this.natal.body('sun').lon));
  readonly naibodArc = lazy(() => this.ageYears() * NAIBOD_RATE);

  /** The arc of the chosen method, degrees. */
  readonly arc = lazy(() => (this.method === 'NAIBOD' ? this.naibodArc() : this.trueArc()));

  /** The arc's rate, degrees per year of life: the progressed Sun's speed, or Naibod's key. */
  readonly arcRate = lazy(() => (this.method === 'NAIBOD' ? NAIBOD_RATE : this.progressedSun().lonSpeed));

  private direct(id: DirectedPoint['id'], natalLon: number): DirectedPoint {
    return { id, natalLon, lon: norm360(natalLon + this.arc()) };
  }

  /** The natal bodies, ASC and MC, directed. */
  readonly points = lazy((): DirectedPoint[] => CHART_POINTS.map((id) => this.direct(id, chartPoint(this.natal, id).lon)));

  /** The twelve natal house cusps, directed. */
  readonly cusps = lazy((): DirectedPoint[] => this.natal.houses().cusps.map((lon, i) => this.direct(`cusp${i + 1}`, lon)));

  private readonly toNatalCache = new Map<boolean, CrossAspect[]>();

  /**
   * Directed points to natal points within the orb (the six aspects of transits). Without
   * `includeAngles`, bodies only on both sides, and the natal houses are not computed.
   */
  aspectsToNatal(includeAngles = true): CrossAspect[] {
    let aspects = this.toNatalCache.get(includeAngles);
    if (!aspects) {
      const ids: readonly PointId[] = includeAngles ? CHART_POINTS : CHART_BODIES;
      const natal = ids.map((id) => ({ id, lon: chartPoint(this.natal, id).lon, lonSpeed: 0 }));
      const movers = natal.map((p) => ({ id: p.id, lon: norm360(p.lon + this.arc()), lonSpeed: this.arcRate() }));
      aspects = crossAspects(movers, natal, { orb: this.orb, types: PREDICTIVE_ASPECTS.map((a) => a.type) });
      this.toNatalCache.set(includeAngles, aspects);
    }
    return aspects;
  }

  readonly warnings = lazy(() => [...new Set([...this.natal.warnings(), ...this.targetTime().warnings])]);
}
