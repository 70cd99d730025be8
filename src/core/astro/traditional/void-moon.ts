/**
 * The void-of-course Moon (docs/techniques.md §11): from the Moon's last exact Ptolemaic aspect
 * (conjunction, sextile, square, trine, opposition; Ptolemy, Tetrabiblos I.13) to a planet, Sun to
 * Saturn (optionally Uranus, Neptune, Pluto), until it leaves its sign (Lilly, Christian Astrology,
 * p. 112: "void of course … when she separates from a planet, and doth not apply to any other" while
 * in that sign). A sign the Moon crosses without any aspect is void from its ingress.
 * The longitudes and speeds are sampled on the ephemeris every 12 hours (the Moon gains 5–9° a
 * sample on any planet and never loses: each aspect angle is crossed at most once per bracket) and
 * each root is found on the cubic Hermite interpolant of value and rate between two samples (the
 * events search's scheme, docs/western.md §8a: within 0.04″ of the Moon, well under a second).
 */
import { DateTime } from 'luxon';
import { bodyPosition, type BodyPosition } from '../ephemeris.js';
import { wrap180 } from '../angle.js';
import { DomainError } from '../../errors.js';
import { jdFromEpochMs } from '../../time/julian.js';
import { TRADITIONAL_DEFAULTS } from './defaults.js';

export const TRADITIONAL_PLANETS = ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
export const MODERN_PLANETS = ['uranus', 'neptune', 'pluto'] as const;
export type VoidPlanet = (typeof TRADITIONAL_PLANETS)[number] | (typeof MODERN_PLANETS)[number];
/** Ptolemaic aspect angles, both sides of each. */
const ANGLES = [0, 60, 90, 120, 180, 240, 270, 300] as const;
const STEP_DAYS = 0.5;
const MAX_SPAN_DAYS = TRADITIONAL_DEFAULTS.voidMoonMaxSpanDays;

export interface VoidWindow {
  startJd: number;
  endJd: number;
  /** The aspect that began it, or null when the Moon made none in the sign. */
  lastAspect: { planet: VoidPlanet; angle: number } | null;
  /** Sign entered at the end, 0 = Aries. */
  nextSign: number;
}

/** A difference of longitudes (wrapped to ±180°) and its rate, degrees and degrees a day. */
interface Sample {
  value: number;
  rate: number;
}

/**
 * The root in [a, b] of the cubic Hermite interpolant of f (f(a) < 0 ≤ f(b), increasing): Newton
 * steps on the cubic from the linear interpolant, kept inside the bracket.
 */
function hermiteRoot(a: number, b: number, fa: Sample, fb: Sample): number {
  const h = b - a;
  const [p0, p1, m0, m1] = [fa.value, fb.value, fa.rate * h, fb.rate * h];
  let s = -p0 / (p1 - p0);
  for (let i = 0; i < 8; i++) {
    const s2 = s * s;
    const s3 = s2 * s;
    const value = (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * m0 + (-2 * s3 + 3 * s2) * p1 + (s3 - s2) * m1;
    const slope = (6 * s2 - 6 * s) * p0 + (3 * s2 - 4 * s + 1) * m0 + (-6 * s2 + 6 * s) * p1 + (3 * s2 - 2 * s) * m1;
    const next = Math.min(1, Math.max(0, s - value / slope));
    if (Math.abs(next - s) < 1e-9) break;
    s = next;
  }
  return a + s * h;
}

/** λ☾ − (λ_other + angle), wrapped, with its rate. */
const gap = (moon: BodyPosition, other: BodyPosition | null, angle: number): Sample => ({
  value: wrap180(moon.lon - (other?.lon ?? 0) - angle),
  rate: moon.lonSpeed - (other?.lonSpeed ?? 0),
});

/** A span bound as a UT Julian day: a date is 00:00 UTC (its end the end of that day), a datetime UTC unless it has an offset. */
function spanBoundJd(text: string, end: boolean): number {
  const t = DateTime.fromISO(text, { zone: 'utc', setZone: true });
  if (!t.isValid) throw new DomainError('INVALID_DATE', `cannot read ${text} as a date or datetime`);
  return jdFromEpochMs(/^\d{4}-\d{2}-\d{2}$/.test(text) && end ? t.plus({ days: 1 }).toMillis() : t.toMillis());
}

/** The span from … to (YYYY-MM-DD through that day, or ISO datetimes) as UT Julian days. */
export function voidSpan(from: string, to: string): { fromJd: number; toJd: number } {
  return { fromJd: spanBoundJd(from, false), toJd: spanBoundJd(to, true) };
}

/** The span's length in days, NaN when a bound is unreadable (for pricing before the search runs). */
export function voidSpanDays(from: string, to: string): number {
  try {
    const { fromJd, toJd } = voidSpan(from, to);
    return toJd - fromJd;
  } catch {
    return Number.NaN;
  }
}

/** Void windows that end inside [fromJd, toJd] (UT Julian days); a window may begin before fromJd. */
export function voidOfCourseMoon(fromJd: number, toJd: number, planets: readonly VoidPlanet[]): VoidWindow[] {
  if (toJd <= fromJd) throw new DomainError('SPAN_REVERSED', 'to must be after from');
  if (toJd - fromJd > MAX_SPAN_DAYS) throw new DomainError('SPAN_TOO_LONG', `at most ${MAX_SPAN_DAYS} days per request: split the span`);
  // Start early enough to see the sign in progress at fromJd whole (the Moon spends at most ≈ 2.7 days in a sign).
  const begin = fromJd - 3;
  type Event = { jd: number; planet?: VoidPlanet; angle?: number; sign?: number };
  const events: Event[] = [];
  const sample = (jd: number) => ({ jd, moon: bodyPosition('moon', jd), others: planets.map((p) => bodyPosition(p, jd)) });
  let prev = sample(begin);
  for (let jd = begin + STEP_DAYS; prev.jd < toJd; jd += STEP_DAYS) {
    const next = sample(jd);
    const sign = Math.floor(next.moon.lon / 30);
    if (sign !== Math.floor(prev.moon.lon / 30)) {
      events.push({ jd: hermiteRoot(prev.jd, jd, gap(prev.moon, null, sign * 30), gap(next.moon, null, sign * 30)), sign });
    }
    planets.forEach((planet, i) => {
      for (const angle of ANGLES) {
        const before = gap(prev.moon, prev.others[i], angle);
        const after = gap(next.moon, next.others[i], angle);
        if (before.value < 0 && after.value >= 0 && after.value - before.value < 90) {
          events.push({ jd: hermiteRoot(prev.jd, jd, before, after), planet, angle: angle > 180 ? 360 - angle : angle });
        }
      }
    });
    prev = next;
  }
  events.sort((a, b) => a.jd - b.jd);
  const windows: VoidWindow[] = [];
  let ingress: number | null = null;
  let last: Event | null = null;
  for (const e of events) {
    if (e.sign === undefined) {
      last = e;
      continue;
    }
    if (ingress !== null && e.jd >= fromJd && e.jd <= toJd) {
      const aspect = last && last.jd > ingress ? last : null;
      windows.push({
        startJd: aspect ? aspect.jd : ingress,
        endJd: e.jd,
        lastAspect: aspect ? { planet: aspect.planet!, angle: aspect.angle! } : null,
        nextSign: e.sign,
      });
    }
    ingress = e.jd;
  }
  return windows;
}
