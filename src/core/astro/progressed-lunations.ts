/**
 * The progressed lunation cycle (docs/techniques.md §4b).
 *
 * The progressed Moon's elongation from the progressed Sun, E(t) = λ☾(t) − λ☉(t) mod 360°, at the
 * progressed instant t_p = t_birth + age (days; progressions.ts) runs once round in a synodic month
 * of ephemeris, i.e. about 29.5 years of life. The progressed New Moon, First Quarter, Full Moon
 * and Last Quarter are the ephemeris instants where E = 0°, 90°, 180°, 270° (the almanacs'
 * definition of the phases, USNO), found by Newton's method on E (it always increases, 10–15° a
 * day), and mapped back to the dates of the life with the same year: t = t_birth + (t_p −
 * t_birth) · 365.24219. The eight phases of Rudhyar (The Lunation Cycle, 1967) are the eight
 * 45° sectors of E, from New (0°–45°) to Balsamic (315°–360°).
 */
import { norm360 } from './angle.js';
import { ayanamsaUT } from './ayanamsa.js';
import { zodiacPlace } from './sidereal.js';
import { bodyPosition } from './ephemeris.js';
import { lazy } from '../lazy.js';
import { DomainError } from '../errors.js';
import type { ResolvedTime } from '../time/local-time.js';
import { natalChart, type BirthInput, type Chart } from './chart.js';
import { ASTRO_DEFAULTS } from './defaults.js';
import { elongation, elongationInstant, quarterOf, type ElongationRoot, type LunarQuarter } from './lunar-phases.js';
import { TROPICAL_YEAR_DAYS, progressedJd, progressionInstants } from './progressions.js';


/** Rudhyar's eight phases, each 45° of elongation, in order from 0° (The Lunation Cycle, 1967). */
export const LUNATION_PHASES = [
  'NEW',
  'CRESCENT',
  'FIRST_QUARTER',
  'GIBBOUS',
  'FULL',
  'DISSEMINATING',
  'LAST_QUARTER',
  'BALSAMIC',
] as const;
export type LunationPhase = (typeof LUNATION_PHASES)[number];
const PHASE_WIDTH = 360 / LUNATION_PHASES.length;

/** The longest range of ages one request lists, years (about four progressed lunation cycles). */
export const MAX_LUNATION_SPAN_YEARS = 120;

/** Mean rate of the elongation, degrees per day: 360° per mean synodic month of 29.530589 days. */
const MEAN_ELONGATION_RATE = 360 / 29.530589;

export class LunationRangeTooLongError extends DomainError {
  constructor(span: number) {
    super('AGE_RANGE_TOO_LONG', `the age range spans ${+span.toFixed(2)} years, more than ${MAX_LUNATION_SPAN_YEARS}`);
  }
}

export class LunationRangeReversedError extends DomainError {
  constructor(fromAge: number, toAge: number) {
    super('AGE_RANGE_REVERSED', `the end age ${toAge} is not after the start age ${fromAge}`);
  }
}

/** The first instant at or after `fromJd` when the elongation equals `angle`. */
export function nextElongation(angle: number, fromJd: number): ElongationRoot {
  const ahead = norm360(angle - elongation(fromJd).angle);
  let root = elongationInstant(angle, fromJd + ahead / MEAN_ELONGATION_RATE);
  // A guess a few days off may converge on a neighbouring crossing: step a synodic month over.
  if (root.jdUT < fromJd) root = elongationInstant(angle, root.jdUT + 360 / MEAN_ELONGATION_RATE);
  return root;
}

/** The last instant at or before `toJd` when the elongation equals `angle`. */
export function previousElongation(angle: number, toJd: number): ElongationRoot {
  const behind = norm360(elongation(toJd).angle - angle);
  let root = elongationInstant(angle, toJd - behind / MEAN_ELONGATION_RATE);
  if (root.jdUT > toJd) root = elongationInstant(angle, root.jdUT - 360 / MEAN_ELONGATION_RATE);
  return root;
}

/** Rudhyar's phase of an elongation. */
export function lunationPhase(elongationDeg: number): LunationPhase {
  return LUNATION_PHASES[Math.floor(norm360(elongationDeg) / PHASE_WIDTH)];
}

/** A moment of the progressed cycle: the ephemeris instant and the date of the life it stands for. */
export interface ProgressedMoment {
  /** JD (UT) of the ephemeris instant (the progressed instant). */
  progressedJd: number;
  /** Age in tropical years = days of ephemeris after the birth (negative before it). */
  ageYears: number;
  /** The date of the life, epoch ms UTC: birth + age × 365.24219 days. */
  utcMs: number;
  /** The elongation's residual at the instant, arcseconds. */
  errorArcsec: number;
  /** The progressed Moon's longitude there, in the chart's zodiac (= the Sun's at a New Moon). */
  moonLon: number;
  sunLon: number;
}

export interface LunationEvent extends ProgressedMoment {
  quarter: LunarQuarter;
  /** The elongation that defines it, degrees. */
  angle: number;
}

export interface CurrentLunationPhase {
  phase: LunationPhase;
  /** The progressed elongation at the target, degrees [0, 360). */
  elongation: number;
  /** Where this phase began and where the next begins (its elongation a multiple of 45°). */
  start: ProgressedMoment;
  end: ProgressedMoment;
  /** The progressed New Moon that began the cycle in force (before the birth for a prenatal one). */
  lunationStart: ProgressedMoment;
}

export interface ProgressedLunationsInput extends BirthInput {
  /** The moment of the current phase (wall clock at the birth place unless it has an offset); none when absent. */
  targetDatetime?: string | null;
  /** The ages whose quarters are listed, tropical years. */
  fromAge?: number | null;
  toAge?: number | null;
}

export class ProgressedLunations {
  readonly natal: Chart;
  readonly fromAge: number;
  readonly toAge: number;

  constructor(readonly request: ProgressedLunationsInput) {
    this.natal = natalChart({ ...request, includeAsteroids: false });
    const D = ASTRO_DEFAULTS.progressedLunations;
    this.fromAge = request.fromAge ?? D.fromAge;
    this.toAge = request.toAge ?? D.toAge;
    if (!(this.toAge > this.fromAge)) throw new LunationRangeReversedError(this.fromAge, this.toAge);
    if (this.toAge - this.fromAge > MAX_LUNATION_SPAN_YEARS) throw new LunationRangeTooLongError(this.toAge - this.fromAge);
  }

  private birthJd(): number {
    return this.natal.time().jdUT;
  }

  /** The progressed moment of an ephemeris root, with the date of the life it stands for. */
  moment(root: ElongationRoot): ProgressedMoment {
    const ageYears = root.jdUT - this.birthJd();
    const mode = this.natal.input.ayanamsa;
    const offset = { degrees: mode ? ayanamsaUT(mode, root.jdUT) : 0, rate: 0 };
    const lon = (id: 'moon' | 'sun') => zodiacPlace(mode, root.jdUT, bodyPosition(id, root.jdUT), offset).lon;
    return {
      progressedJd: root.jdUT,
      ageYears,
      utcMs: this.natal.time().utcMs + ageYears * TROPICAL_YEAR_DAYS * 86_400_000,
      errorArcsec: root.errorArcsec,
      moonLon: lon('moon'),
      sunLon: lon('sun'),
    };
  }

  /** The progressed quarters from fromAge to toAge, in order. */
  readonly lunations = lazy((): LunationEvent[] => {
    const end = this.birthJd() + this.toAge;
    const out: LunationEvent[] = [];
    let cursor = this.birthJd() + this.fromAge;
    let next = Math.floor(elongation(cursor).angle / 90) + 1;
    for (;;) {
      const { phase: quarter, elongation: angle } = quarterOf(next);
      const root = nextElongation(angle, cursor);
      if (root.jdUT > end) break;
      out.push({ quarter, angle, ...this.moment(root) });
      cursor = root.jdUT + 1e-6;
      next++;
    }
    return out;
  });

  readonly targetTime = lazy((): ResolvedTime | null => {
    if (!this.request.targetDatetime) return null;
    const zone = this.natal.input.location.timezone;
    return progressionInstants(this.request.natalDatetime, zone, this.request.targetDatetime, zone).target;
  });

  /** Age at the target in tropical years; null without a target. */
  readonly ageYears = lazy(() => {
    const target = this.targetTime();
    return target ? (target.jdUT - this.birthJd()) / TROPICAL_YEAR_DAYS : null;
  });

  /** Rudhyar's phase at the target, with its bounds and the New Moon in force; null without a target. */
  readonly currentPhase = lazy((): CurrentLunationPhase | null => {
    const target = this.targetTime();
    if (!target) return null;
    const jd = progressedJd(this.birthJd(), target.jdUT);
    const e = elongation(jd).angle;
    const index = Math.floor(e / PHASE_WIDTH);
    return {
      phase: LUNATION_PHASES[index],
      elongation: e,
      start: this.moment(previousElongation(index * PHASE_WIDTH, jd)),
      end: this.moment(nextElongation(norm360((index + 1) * PHASE_WIDTH), jd)),
      lunationStart: this.moment(previousElongation(0, jd)),
    };
  });

  readonly warnings = lazy(() => [...new Set([...this.natal.warnings(), ...(this.targetTime()?.warnings ?? [])])]);
}
