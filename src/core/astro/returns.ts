/**
 * Solar and lunar returns (spec §4.11; docs/techniques.md decision 3 and §5).
 *
 * The solar return is the instant in `returnYear` when the Sun's apparent tropical longitude
 * (the service's own Sun, docs/western.md §1) equals the natal one; the lunar return is the first instant
 * after the solar return when the Moon's apparent longitude equals the natal Moon's. Both are found
 * by Newton's method on wrap180(λ(t) − λ_natal) with the body's own speed as the derivative; it
 * converges in three or four steps to far below a millisecond (the Sun moves 0.04″ per second).
 *
 * The return chart is cast for that instant at the return location (default: the birth place),
 * which changes only the ARMC-dependent values (houses, ASC, MC), never the body longitudes.
 *
 * In the sidereal zodiac the body returns to its natal SIDEREAL longitude, the place of the chart
 * in that zodiac (sidereal.ts): λ(t) − ayanamsa(t) = λ_natal − ayanamsa(t_birth), or in the J2000
 * mode the places on the ecliptic of J2000. The ayanamsa grows by precession (≈ 50.3″ a year), so
 * the Sun needs that much more arc: the sidereal solar return falls ≈ 20 minutes per year of age
 * after the tropical one (50.3″ / 3548″ a day ≈ 0.0142 d). The ayanamsa's rate (≈ 3.8e-5 °/day) is
 * left out of Newton's derivative: it changes only the convergence factor, by 4e-5.
 */
import { DomainError } from '../errors.js';
import type { AspectOptions } from './aspects.js';
import { wrap180 } from './angle.js';
import { zodiacPlace } from './sidereal.js';
import { ayanamsaUT, type Ayanamsa } from './ayanamsa.js';
import { bodyPosition } from './ephemeris.js';
import type { HouseSystem } from './houses.js';
import { lazy } from '../lazy.js';
import { epochMsFromJd, jdFromEpochMs } from '../time/julian.js';
import { Chart, chartPlace, natalChart, type BirthInput, type ChartLocation, type PlaceInput } from './chart.js';
import { ASTRO_DEFAULTS } from './defaults.js';
import { MAJOR_ASPECT_TYPES } from './predictive.js';

export const MEAN_MOON_SPEED = 360 / 27.321582; // tropical month, degrees per day
const MAX_STEPS = 30;
/** Stop when a Newton step is below this, seconds. */
const STEP_TOLERANCE_S = 1e-4;

export interface ReturnRoot {
  body: 'sun' | 'moon';
  jdUT: number;
  /** Epoch ms UTC (fractional). */
  utcMs: number;
  targetLon: number;
  /** The body's apparent longitude at jdUT (sidereal when an ayanamsa is given). */
  lon: number;
  /** wrap180(lon − targetLon), arcseconds. */
  errorArcsec: number;
  /** Size of the last Newton step, seconds: a bound on the instant's error. */
  precisionSeconds: number;
  iterations: number;
}

/** The body's apparent longitude at a JD (UT) in the zodiac of `ayanamsa`, and its speed (Newton's derivative). */
function zodiacPosition(body: 'sun' | 'moon', jd: number, ayanamsa: Ayanamsa | null): { lon: number; lonSpeed: number } {
  const p = bodyPosition(body, jd);
  return ayanamsa ? zodiacPlace(ayanamsa, jd, p, { degrees: ayanamsaUT(ayanamsa, jd), rate: 0 }) : p;
}

/**
 * The instant near `jdGuess` when `body`'s apparent longitude (sidereal with `ayanamsa`) equals
 * `targetLon` (Newton).
 */
export function findLongitudeReturn(body: 'sun' | 'moon', targetLon: number, jdGuess: number, ayanamsa: Ayanamsa | null = null): ReturnRoot {
  let jd = jdGuess;
  let step = Infinity;
  let iterations = 0;
  while (iterations < MAX_STEPS && Math.abs(step) * 86_400 >= STEP_TOLERANCE_S) {
    const p = zodiacPosition(body, jd, ayanamsa);
    step = wrap180(p.lon - targetLon) / p.lonSpeed;
    jd -= step;
    iterations++;
  }
  const lon = zodiacPosition(body, jd, ayanamsa).lon;
  return {
    body,
    jdUT: jd,
    utcMs: epochMsFromJd(jd),
    targetLon,
    lon,
    errorArcsec: wrap180(lon - targetLon) * 3600,
    precisionSeconds: Math.abs(step) * 86_400,
    iterations,
  };
}

/**
 * The birthday in `year`: the birth instant's UTC month, day and clock time. 29 February becomes
 * 28 February in a common year, where the Sun reaches its 29-February longitude.
 */
export function birthdayInYear(birthUtcMs: number, year: number): number {
  const d = new Date(birthUtcMs);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = d.getUTCMonth() === 1 && d.getUTCDate() === 29 && !leap ? 28 : d.getUTCDate();
  const date = new Date(0);
  date.setUTCFullYear(year, d.getUTCMonth(), day);
  date.setUTCHours(d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
  return date.getTime();
}

/**
 * The solar return of a natal Sun longitude (in the zodiac of `ayanamsa`) in `year`, searched from
 * the birthday (it may fall a day either side).
 */
export function solarReturn(natalSunLon: number, birthUtcMs: number, year: number, ayanamsa: Ayanamsa | null = null): ReturnRoot {
  return findLongitudeReturn('sun', natalSunLon, jdFromEpochMs(birthdayInYear(birthUtcMs, year)), ayanamsa);
}

/** The first lunar return after `afterJd`: the Moon back at `natalMoonLon` (in the zodiac of `ayanamsa`). */
export function lunarReturnAfter(natalMoonLon: number, afterJd: number, ayanamsa: Ayanamsa | null = null): ReturnRoot {
  let from = afterJd;
  for (let attempt = 0; attempt < 3; attempt++) {
    const moon = zodiacPosition('moon', from, ayanamsa);
    const ahead = ((natalMoonLon - moon.lon) % 360 + 360) % 360;
    const root = findLongitudeReturn('moon', natalMoonLon, from + ahead / MEAN_MOON_SPEED, ayanamsa);
    if (root.jdUT > afterJd) return root;
    from = root.jdUT + 1; // converged onto the previous return: search from just after it
  }
  throw new Error('lunar return search did not converge');
}

export interface SolarReturnInput extends BirthInput {
  returnYear: number;
  /** Houses and angles of the return chart (default: the birth place). */
  returnLocation?: PlaceInput | null;
  /** Required accuracy of the return instant, minutes (the achieved one is far better). */
  toleranceMinutes?: number | null;
  includeAspects?: boolean | null;
  /** Orb of the return charts' aspects (the five major types), degrees. */
  orb?: number | null;
  /** A relocated return: the same instant cast for this place; none when absent. */
  relocatedLocation?: PlaceInput | null;
}

/** A solar return's input with every default applied. */
interface SolarReturnSettings {
  returnYear: number;
  returnLocation: ChartLocation;
  houseSystem: HouseSystem;
  toleranceMinutes: number;
  includeAspects: boolean;
  orb: number;
  relocatedLocation: ChartLocation | null;
}

/** The return search missed its tolerance (not seen in practice: the search converges to µs). */
export class ReturnAccuracyError extends DomainError {
  constructor(message: string) {
    super('RETURN_NOT_FOUND', message);
  }
}

export class SolarReturn {
  readonly natal: Chart;
  readonly input: SolarReturnSettings;

  constructor(input: SolarReturnInput) {
    this.natal = natalChart({ ...input, includeAsteroids: false });
    const D = ASTRO_DEFAULTS.solarReturn;
    this.input = {
      returnYear: input.returnYear,
      returnLocation: input.returnLocation ? chartPlace(input.returnLocation) : this.natal.input.location,
      houseSystem: this.natal.input.houseSystem,
      toleranceMinutes: input.toleranceMinutes ?? D.toleranceMinutes,
      includeAspects: input.includeAspects ?? D.includeAspects,
      orb: input.orb ?? D.orb,
      relocatedLocation: input.relocatedLocation ? chartPlace(input.relocatedLocation) : null,
    };
  }

  readonly aspectOptions = (): AspectOptions =>
    this.input.includeAspects ? { types: MAJOR_ASPECT_TYPES, orb: this.input.orb } : { types: [] };

  /** The birthday in the return year (UTC date and clock time of the birth). */
  readonly birthdayMs = lazy(() => birthdayInYear(this.natal.time().utcMs, this.input.returnYear));

  readonly root = lazy(() => {
    const root = solarReturn(this.natal.body('sun').lon, this.natal.time().utcMs, this.input.returnYear, this.natal.input.ayanamsa ?? null);
    if (root.precisionSeconds > this.input.toleranceMinutes * 60) {
      throw new ReturnAccuracyError(`Solar return not found within ${this.input.toleranceMinutes} minutes`);
    }
    return root;
  });

  /** A chart for the return instant at `location`, with the return charts' aspect options and the natal input's extra points. */
  private chartAt(instantMs: number, location: ChartLocation, name: string, includeAsteroids: boolean): Chart {
    return Chart.atInstant(instantMs, {
      name,
      location,
      houseSystem: this.input.houseSystem,
      includeAsteroids,
      aspectOptions: this.aspectOptions(),
      ayanamsa: this.natal.input.ayanamsa,
      ...(this.natal.input.points ? { points: this.natal.input.points } : {}),
    });
  }

  /** The solar return chart with the extra bodies (chiron, mean north and south node). */
  readonly chart = lazy(() =>
    this.chartAt(this.root().utcMs, this.input.returnLocation, `${this.natal.input.name}: solar return ${this.input.returnYear}`, true),
  );

  readonly relocatedChart = lazy(() =>
    this.input.relocatedLocation
      ? this.chartAt(
          this.root().utcMs,
          this.input.relocatedLocation,
          `${this.natal.input.name}: relocated solar return ${this.input.returnYear}`,
          true,
        )
      : null,
  );

  readonly lunarRoot = lazy(() => lunarReturnAfter(this.natal.body('moon').lon, this.root().jdUT, this.natal.input.ayanamsa ?? null));

  /** The first lunar return after the solar return, at the return location (standard bodies only). */
  readonly lunarChart = lazy(() =>
    this.chartAt(this.lunarRoot().utcMs, this.input.returnLocation, `${this.natal.input.name}: lunar return`, false),
  );
}
