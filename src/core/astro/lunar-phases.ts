/**
 * The four principal phases of the Moon, by the Moon's elongation from the Sun (λ☾ − λ☉, the same
 * in either zodiac): the almanacs' definition (USNO, Astronomical Almanac). One table, one
 * elongation and one root finder for the phases of the sky (events/phases.ts) and of the
 * progressed chart (progressed-lunations.ts).
 */
import { norm360, wrap180 } from './angle.js';
import { bodyPosition } from './ephemeris.js';

export const LUNAR_QUARTERS = [
  { phase: 'new', elongation: 0 },
  { phase: 'first_quarter', elongation: 90 },
  { phase: 'full', elongation: 180 },
  { phase: 'last_quarter', elongation: 270 },
] as const;
export type LunarQuarter = (typeof LUNAR_QUARTERS)[number]['phase'];

/** The quarter reached when the elongation, counted without wrapping, is k·90°. */
export const quarterOf = (k: number) => LUNAR_QUARTERS[((k % 4) + 4) % 4];

/** The Moon's elongation from the Sun at a JD (UT), degrees [0, 360), and its rate, degrees per day. */
export function elongation(jdUT: number): { angle: number; rate: number } {
  const moon = bodyPosition('moon', jdUT);
  const sun = bodyPosition('sun', jdUT);
  return { angle: norm360(moon.lon - sun.lon), rate: moon.lonSpeed - sun.lonSpeed };
}

export interface ElongationRoot {
  jdUT: number;
  /** wrap180(E(jdUT) − angle), arcseconds. */
  errorArcsec: number;
}

const MAX_STEPS = 20;
/** Stop when a Newton step is below this, days (≈ 0.01 s: the elongation then errs by < 0.01″). */
const STEP_TOLERANCE_DAYS = 1e-7;

/**
 * The instant near `jdGuess` when the elongation equals `angle` (Newton's method: the elongation
 * always grows, 11–15° a day, so a guess within a few days of it converges on it).
 */
export function elongationInstant(angle: number, jdGuess: number): ElongationRoot {
  let jd = jdGuess;
  for (let i = 0; i < MAX_STEPS; i++) {
    const e = elongation(jd);
    const step = wrap180(e.angle - angle) / e.rate;
    jd -= step;
    if (Math.abs(step) < STEP_TOLERANCE_DAYS) break;
  }
  return { jdUT: jd, errorArcsec: wrap180(elongation(jd).angle - angle) * 3600 };
}
