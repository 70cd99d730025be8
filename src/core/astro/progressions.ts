/**
 * Secondary progressions (spec §4.10; docs/techniques.md decision 4 and §4).
 *
 * - Progressed instant: t_p = t_birth + (t_target − t_birth)/365.24219 days, from the exact birth
 *   instant, in mean solar days of UT (one day of ephemeris per tropical year of life).
 * - Bodies: their apparent places at t_p.
 * - Angles by the solar arc in right ascension: RAMC′ = RAMC_natal + (α☉(t_p) − α☉(t_birth))
 *   + (λ_target − λ_birth); MC′ = cusp(RAMC′, 0), ASC′ = cusp(RAMC′ + 90°, φ_target), with the
 *   true obliquity at t_p. The progressed house cusps are the requested system's cusps for RAMC′.
 * - Sidereal: the bodies, angles and cusps in the zodiac of t_p (the frame the progressed
 *   obliquity and RAMC′ belong to; sidereal.ts: less the ayanamsa, or on the ecliptic of J2000);
 *   the solar arc in RA and the aspects do not change.
 */
import type { AspectType } from './aspects.js';
import { houseOf, type HouseSystem } from './houses.js';
import { zodiacHouses } from './sidereal.js';
import { cosd, norm360 } from './angle.js';
import { skyFrame } from './ephemeris.js';
import { lazy } from '../lazy.js';
import { epochMsFromJd } from '../time/julian.js';
import { resolveLocalTime, type ResolvedTime } from '../time/local-time.js';
import { Chart, chartPlace, natalChart, type BirthInput, type ChartLocation, type PlaceInput } from './chart.js';
import { ASTRO_DEFAULTS } from './defaults.js';
import {
  PREDICTIVE_ASPECTS,
  anglePoint,
  chartPoint,
  crossAspects,
  mutualAspects,
  type ChartPoint,
  type CrossAspect,
  type PointId,
} from './predictive.js';
import { DomainError } from '../errors.js';

/** Days of life per day of progression: the tropical year (docs/techniques.md §4). */
export const TROPICAL_YEAR_DAYS = 365.24219;

export const PROGRESSION_METHOD_TEXT =
  'Secondary progression, day for a year: progressed instant = exact birth instant + (target − birth)/365.24219 days ' +
  '(one mean solar day of UT per tropical year of life); bodies at the progressed instant; ' +
  'angles: solar arc in RA (RAMC + the Sun’s progressed motion in right ascension), house cusps from the progressed RAMC';

export const TARGET_NOT_AFTER_NATAL = 'Target datetime must be after natal datetime';

export class TargetNotAfterBirthError extends DomainError {
  constructor() {
    super('TARGET_NOT_AFTER_BIRTH', TARGET_NOT_AFTER_NATAL);
  }
}

/** JD(UT) of the progressed instant for a birth and a target instant (JD UT). */
export function progressedJd(birthJd: number, targetJd: number): number {
  return birthJd + (targetJd - birthJd) / TROPICAL_YEAR_DAYS;
}

export interface ProgressionsInput extends BirthInput {
  /** Wall-clock time in targetLocation's zone unless it carries an offset. */
  targetDatetime: string;
  /** The place the progressed angles are cast for (default: the birth place). */
  targetLocation?: PlaceInput | null;
  includeAspects?: boolean | null;
  /** Orb of the progressed aspects, degrees. */
  orb?: number | null;
}

/** A progression's input with every default applied. */
interface ProgressionSettings {
  name: string;
  natalDatetime: string;
  natalLocation: ChartLocation;
  targetDatetime: string;
  targetLocation: ChartLocation;
  houseSystem: HouseSystem;
  includeAspects: boolean;
  orb: number;
}

/** The natal and target instants, checking that the target comes after the birth. */
export function progressionInstants(
  natalDatetime: string,
  natalZone: string,
  targetDatetime: string,
  targetZone: string,
): { natal: ResolvedTime; target: ResolvedTime } {
  const natal = resolveLocalTime(natalDatetime, natalZone);
  const target = resolveLocalTime(targetDatetime, targetZone);
  if (!(target.utcMs > natal.utcMs)) throw new TargetNotAfterBirthError();
  return { natal, target };
}

/**
 * False only when both datetimes resolve and the target is not after the birth: a request check
 * that leaves format and zone errors to the fields' own validation. The target is read in the
 * target place's zone (default: the birth place's); a missing zone is detected from the coordinates.
 */
export function isTargetAfterNatal(
  natalDatetime: string,
  natalLocation: PlaceInput,
  targetDatetime: string,
  targetLocation?: PlaceInput | null,
): boolean {
  try {
    const zone = (place: PlaceInput) => chartPlace(place).timezone;
    progressionInstants(natalDatetime, zone(natalLocation), targetDatetime, zone(targetLocation ?? natalLocation));
    return true;
  } catch (err) {
    return !(err instanceof TargetNotAfterBirthError);
  }
}

export class Progressions {
  readonly natal: Chart;
  readonly input: ProgressionSettings;

  constructor(input: ProgressionsInput) {
    this.natal = natalChart({ ...input, includeAsteroids: false });
    const { name, location, houseSystem } = this.natal.input;
    const D = ASTRO_DEFAULTS.progressions;
    this.input = {
      name,
      natalDatetime: input.natalDatetime,
      natalLocation: location,
      targetDatetime: input.targetDatetime,
      targetLocation: input.targetLocation ? chartPlace(input.targetLocation) : location,
      houseSystem,
      includeAspects: input.includeAspects ?? D.includeAspects,
      orb: input.orb ?? D.orb,
    };
  }

  readonly targetTime = lazy(() => {
    const { target } = progressionInstants(
      this.input.natalDatetime,
      this.input.natalLocation.timezone,
      this.input.targetDatetime,
      this.input.targetLocation.timezone,
    );
    return target;
  });

  /** Age at the target in tropical years = days of progression. */
  readonly ageYears = lazy(() => (this.targetTime().jdUT - this.natal.time().jdUT) / TROPICAL_YEAR_DAYS);

  readonly jdUT = lazy(() => progressedJd(this.natal.time().jdUT, this.targetTime().jdUT));

  /** The progressed instant at the target place; used for its bodies (its own houses are not the progressed ones). */
  readonly sky = lazy(() =>
    Chart.atInstant(epochMsFromJd(this.jdUT()), {
      name: `${this.input.name}: progressed`,
      location: this.input.targetLocation,
      houseSystem: this.input.houseSystem,
      includeAsteroids: false,
      ayanamsa: this.natal.input.ayanamsa,
      ...(this.natal.input.points ? { points: this.natal.input.points } : {}),
    }),
  );

  readonly obliquity = lazy(() => skyFrame(this.jdUT()).obliquity);

  /** The Sun's progressed motion in right ascension, degrees (≥ 0). */
  readonly solarArcRA = lazy(() => norm360(this.sky().body('sun').ra - this.natal.body('sun').ra));

  readonly armc = lazy(() =>
    norm360(
      this.natal.armc() + this.solarArcRA() + (this.input.targetLocation.longitude - this.input.natalLocation.longitude),
    ),
  );

  /** The houses of the progressed ARMC in the natal zodiac at the progressed instant (sidereal.ts). */
  readonly houses = lazy(() => {
    const input = { armc: this.armc(), obliquity: this.obliquity(), latitude: this.input.targetLocation.latitude };
    return zodiacHouses(this.input.houseSystem, input, this.natal.input.ayanamsa, this.sky().time().jdUT);
  });

  houseOf(lon: number): number {
    return houseOf(lon, this.houses().cusps);
  }

  /** The natal chart's bodies (no asteroids here) and its input's extra points, then the ASC and MC. */
  private readonly ids = lazy((): readonly PointId[] => [...this.natal.bodyIds(), 'asc', 'mc']);

  /** The bodies, the input's extra points (if any), the ASC and MC, in output order. */
  pointIds(): readonly PointId[] {
    return this.ids();
  }

  /**
   * A progressed body, or the progressed ASC/MC. Speeds are per day of progression, i.e. per year
   * of life; the angles move with the Sun's speed in RA (dα/dt = λ′·cos ε / cos²δ for β = 0).
   */
  point(id: PointId): ChartPoint {
    if (id === 'asc' || id === 'mc') {
      const houses = this.houses();
      const sun = this.sky().body('sun');
      const raRate = (sun.lonSpeed * cosd(this.obliquity())) / cosd(sun.dec) ** 2;
      return anglePoint(id, id === 'asc' ? houses.asc : houses.mc, {
        armc: this.armc(),
        obliquity: this.obliquity(),
        latitude: this.input.targetLocation.latitude,
        armcRate: raRate,
        zodiac: this.sky(),
      });
    }
    return chartPoint(this.sky(), id);
  }

  private readonly types = (): readonly AspectType[] => PREDICTIVE_ASPECTS.map((a) => a.type);

  /** Aspects among the progressed points (bodies, ASC, MC) within the orb; empty without includeAspects. */
  readonly aspects = lazy((): CrossAspect[] => {
    if (!this.input.includeAspects) return [];
    const points = this.pointIds().map((id) => {
      const p = this.point(id);
      return { id, lon: p.lon, lonSpeed: p.lonSpeed };
    });
    return mutualAspects(points, { orb: this.input.orb, types: this.types() });
  });

  private readonly toNatalCache = new Map<boolean, CrossAspect[]>();

  /**
   * Progressed points to natal points within the orb (the natal chart stands still). Without
   * `includeAngles` only bodies on both sides, so neither chart's houses are computed.
   */
  aspectsToNatal(includeAngles = true): CrossAspect[] {
    if (!this.input.includeAspects) return [];
    let aspects = this.toNatalCache.get(includeAngles);
    if (!aspects) {
      const ids = includeAngles ? this.pointIds() : this.natal.bodyIds();
      const movers = ids.map((id) => {
        const p = this.point(id);
        return { id, lon: p.lon, lonSpeed: p.lonSpeed };
      });
      const natal = ids.map((id) => ({ id, lon: chartPoint(this.natal, id).lon, lonSpeed: 0 }));
      aspects = crossAspects(movers, natal, { orb: this.input.orb, types: this.types() });
      this.toNatalCache.set(includeAngles, aspects);
    }
    return aspects;
  }

  readonly warnings = lazy(() => [
    ...new Set([...this.natal.warnings(), ...this.targetTime().warnings, ...this.houses().warnings]),
  ]);
}
