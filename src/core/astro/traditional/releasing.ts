/**
 * Zodiacal releasing (Vettius Valens, Anthology IV; docs/techniques.md §9). From the sign
 * of a lot, each sign in zodiacal order rules a period of its ruler's minor years; level 2 divides
 * a level-1 period into the same numbers of months, level 3 into 2.5-day units and level 4 into
 * 5-hour units (each a twelfth of the level above). A sub-level starts in its parent's sign; when it
 * has run through all twelve signs and the parent is not over, the "loosing of the bond" sends it to
 * the sign opposite the one it would have come back to (Valens, Anthology IV). A year is 360 days, a month
 * 30 days (Valens's own reckoning; YEAR_DAYS names the alternative of the calendar year).
 */
import { DomainError } from '../../errors.js';
import { signIndex } from '../zodiac.js';

/** Minor years of each sign's ruler, Aries … Pisces (Valens, Anthology IV: Saturn 27 in Capricorn, 30 in Aquarius). */
export const MINOR_YEARS: readonly number[] = [15, 8, 20, 25, 19, 20, 8, 15, 12, 27, 30, 12];

/** Days in one "year" of the periods. */
export const YEAR_DAYS = { VALENS_360: 360, CALENDAR_365_25: 365.25 } as const;
export type ReleasingYear = keyof typeof YEAR_DAYS;

/** One unit of each level in "years" of the first: 1, 1/12, 1/144 (2.5 days), 1/1728 (5 hours). */
const LEVEL_UNIT = [1, 1 / 12, 1 / 144, 1 / 1728] as const;
export const MAX_RELEASING_LEVEL = 4;
export const MAX_RELEASING_YEARS = 120;
/** Levels 3 and 4 are listed over at most this many years of ages (a year has ≈ 150 level-4 periods). */
export const MAX_DEEP_RELEASING_YEARS = 10;

/** Angularity of a period's sign to the sign of Fortune: the peaks (10th the greatest). */
export type Angularity = 'FIRST' | 'TENTH' | 'SEVENTH' | 'FOURTH';
const ANGULAR: Readonly<Record<number, Angularity>> = { 0: 'FIRST', 9: 'TENTH', 6: 'SEVENTH', 3: 'FOURTH' };

export interface ReleasingPeriod {
  level: number;
  /** 0 = Aries … 11 = Pisces. */
  sign: number;
  /** Ages in years (of YEAR_DAYS) from birth: [start, end). */
  startYears: number;
  endYears: number;
  /** Start and end instants, epoch ms. */
  startMs: number;
  endMs: number;
  /** This period came after a loosing of the bond. */
  loosing: boolean;
  /** Its sign's angularity to Fortune's sign, or null. */
  angularity: Angularity | null;
  children: ReleasingPeriod[];
}

export interface ReleasingOptions {
  /** Longitude of the lot released from. */
  lotLongitude: number;
  /** Longitude of Fortune, for the peaks. */
  fortuneLongitude: number;
  birthMs: number;
  fromAge: number;
  toAge: number;
  /** Deepest level listed, 1–4. */
  levels: number;
  year: ReleasingYear;
}

/**
 * The periods overlapping [fromAge, toAge), to `levels` levels; a period is subdivided only where it
 * overlaps the span.
 */
export function zodiacalReleasing(o: ReleasingOptions): ReleasingPeriod[] {
  if (o.toAge <= o.fromAge) throw new DomainError('AGE_RANGE_REVERSED', 'toAge must be greater than fromAge');
  if (o.levels > 2 && o.toAge - o.fromAge > MAX_DEEP_RELEASING_YEARS) {
    throw new DomainError('RELEASING_SPAN_TOO_LONG', `levels 3 and 4 are listed for at most ${MAX_DEEP_RELEASING_YEARS} years of ages: narrow fromAge–toAge`);
  }
  if (o.toAge - o.fromAge > MAX_RELEASING_YEARS) {
    throw new DomainError('AGE_RANGE_TOO_LONG', `at most ${MAX_RELEASING_YEARS} years of ages per request`);
  }
  const yearMs = YEAR_DAYS[o.year] * 86_400_000;
  const fortuneSign = signIndex(o.fortuneLongitude);
  const sequence = (level: number, startSign: number, start: number, end: number): ReleasingPeriod[] => {
    const out: ReleasingPeriod[] = [];
    let sign = startSign;
    let t = start;
    let count = 0;
    let loosing = false;
    while (t < end - 1e-12 && t < o.toAge) {
      const length = MINOR_YEARS[sign] * LEVEL_UNIT[level - 1];
      const stop = Math.min(t + length, end);
      if (stop > o.fromAge) {
        const period: ReleasingPeriod = {
          level,
          sign,
          startYears: t,
          endYears: stop,
          startMs: o.birthMs + t * yearMs,
          endMs: o.birthMs + stop * yearMs,
          loosing,
          angularity: ANGULAR[(sign - fortuneSign + 12) % 12] ?? null,
          children: [],
        };
        if (level < o.levels) period.children = sequence(level + 1, sign, t, stop);
        out.push(period);
      }
      t = stop;
      count++;
      loosing = false;
      // Level 1 never completes the twelve signs in a life (211 years); the sub-levels can.
      if (count % 12 === 0 && level > 1) {
        sign = (startSign + 6) % 12;
        loosing = true;
      } else sign = (sign + 1) % 12;
    }
    return out;
  };
  return sequence(1, signIndex(o.lotLongitude), 0, Infinity);
}
