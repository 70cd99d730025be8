/**
 * Transits (spec §4.6): the sky at a transit instant against a natal chart. Everything is lazy:
 * the natal houses are computed only when a natal angle, a house number or the natal metadata's
 * houses are asked for, the transit chart's houses only for the transit angles.
 */
import type { AspectType } from './aspects.js';
import { lazy } from '../lazy.js';
import { Chart, chartPlace, natalChart, type BirthInput, type PlaceInput } from './chart.js';
import { ASTRO_DEFAULTS } from './defaults.js';
import {
  PREDICTIVE_ASPECTS,
  chartPoint,
  crossAspects,
  type ChartPoint,
  type CrossAspect,
  type PointId,
} from './predictive.js';

export interface TransitsInput extends BirthInput {
  /** Wall-clock time in transitLocation's zone unless it carries an offset. */
  transitDatetime: string;
  /** Default: the birth place. */
  transitLocation?: PlaceInput | null;
  /** One orb for the six aspect types, degrees (default ASTRO_DEFAULTS.transits.orb). */
  orb?: number | null;
}

export class Transits {
  readonly natal: Chart;
  readonly transit: Chart;
  private readonly aspectCache = new Map<string, CrossAspect[]>();

  readonly orb: number;

  constructor(input: TransitsInput) {
    this.natal = natalChart({ ...input, includeAsteroids: false });
    const { name, houseSystem } = this.natal.input;
    this.transit = new Chart({
      name: `${name}: transits`,
      datetime: input.transitDatetime,
      location: input.transitLocation ? chartPlace(input.transitLocation) : this.natal.input.location,
      houseSystem,
      includeAsteroids: false,
      ...(this.natal.input.points ? { points: this.natal.input.points } : {}),
      // The sky in the natal chart's zodiac: aspects are unchanged, positions and signs sidereal.
      ayanamsa: this.natal.input.ayanamsa,
    });
    this.orb = input.orb ?? ASTRO_DEFAULTS.transits.orb;
  }

  /** The natal chart's bodies (no asteroids here) and its input's extra points, then the ASC and MC. */
  private readonly ids = lazy((): readonly PointId[] => [...this.natal.bodyIds(), 'asc', 'mc']);

  /** The bodies, the input's extra points (if any), the ASC and MC, in output order. */
  pointIds(): readonly PointId[] {
    return this.ids();
  }

  natalPoint(id: PointId): ChartPoint {
    return chartPoint(this.natal, id);
  }

  /** A transiting body (or the transit chart's own ASC/MC at the transit place). */
  transitPoint(id: PointId): ChartPoint {
    return chartPoint(this.transit, id);
  }

  /** The natal house a longitude falls in (for natal and transiting points alike). */
  natalHouseOf(lon: number): number {
    return this.natal.houseOf(lon);
  }

  /**
   * Transiting bodies (not the transit angles) to natal bodies, and to the natal ASC and MC when
   * `includeAngles`. The natal points stand still: applying/separating follow the transit's speed.
   */
  aspects(options: { includeAngles?: boolean; types?: readonly AspectType[] } = {}): CrossAspect[] {
    const includeAngles = options.includeAngles ?? true;
    const key = `${includeAngles}|${options.types?.join(',') ?? ''}`;
    let aspects = this.aspectCache.get(key);
    if (!aspects) {
      const bodies = this.natal.bodyIds();
      const movers = bodies.map((id) => {
        const p = this.transitPoint(id);
        return { id, lon: p.lon, lonSpeed: p.lonSpeed };
      });
      const targets = (includeAngles ? this.pointIds() : bodies).map((id) => ({
        id,
        lon: this.natalPoint(id).lon,
        lonSpeed: 0,
      }));
      aspects = crossAspects(movers, targets, {
        orb: this.orb,
        types: options.types ?? PREDICTIVE_ASPECTS.map((a) => a.type),
      });
      this.aspectCache.set(key, aspects);
    }
    return aspects;
  }

  readonly warnings = lazy(() => [...new Set([...this.natal.warnings(), ...this.transit.warnings()])]);
}
