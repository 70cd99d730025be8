/**
 * Solar terms (節氣) from the generated table (docs/saju.md decision 2): the instant of any of the 24
 * terms in 1899–2102, and the 12 節 that start the saju months (docs/saju.md §2). The table spans every
 * birth the Korean calendar table converts (solar 1899-02-10 … 2102-02-16) with the 節 on both sides
 * that its year and month pillars and its 대운 count to (입춘 1899-02-04 … 경칩 2102-03-06).
 */
import { SOLAR_TERMS_FIRST_YEAR, SOLAR_TERMS_LAST_YEAR, SOLAR_TERM_SECONDS } from './data/solar-terms.js';
import { DomainError } from '../errors.js';

/** An instant outside the solar-term table (1899–2102). */
export class SolarTermRangeError extends DomainError {
  constructor(message: string) {
    super('DATE_OUT_OF_RANGE', message);
  }
}

/** A 節: month-starting term, λ☉ = 315° + 30°·i starts the month of branch 寅 + i (docs/saju.md §2 table). */
export interface Jie {
  name: string;
  hanja: string;
  /** Apparent solar longitude, degrees. */
  longitude: number;
}

export const JIE: readonly Jie[] = [
  { name: '입춘', hanja: '立春', longitude: 315 },
  { name: '경칩', hanja: '驚蟄', longitude: 345 },
  { name: '청명', hanja: '淸明', longitude: 15 },
  { name: '입하', hanja: '立夏', longitude: 45 },
  { name: '망종', hanja: '芒種', longitude: 75 },
  { name: '소서', hanja: '小暑', longitude: 105 },
  { name: '입추', hanja: '立秋', longitude: 135 },
  { name: '백로', hanja: '白露', longitude: 165 },
  { name: '한로', hanja: '寒露', longitude: 195 },
  { name: '입동', hanja: '立冬', longitude: 225 },
  { name: '대설', hanja: '大雪', longitude: 255 },
  { name: '소한', hanja: '小寒', longitude: 285 },
];

export interface JieInstant extends Jie {
  utcMs: number;
}

/** Instant (Unix ms) at which λ☉ = 15°·k (k = 0…23) in the Gregorian year `year` (UTC). */
export function solarTermInstant(year: number, k: number): number {
  if (!Number.isInteger(k) || k < 0 || k > 23) throw new RangeError(`Solar term index must be 0…23, got ${k}`);
  if (!Number.isInteger(year) || year < SOLAR_TERMS_FIRST_YEAR || year > SOLAR_TERMS_LAST_YEAR) {
    throw new SolarTermRangeError(`Solar terms are tabulated for ${SOLAR_TERMS_FIRST_YEAR}–${SOLAR_TERMS_LAST_YEAR}, not ${year}`);
  }
  return SOLAR_TERM_SECONDS[(year - SOLAR_TERMS_FIRST_YEAR) * 24 + k] * 1000;
}

/** Every tabulated 節 in time order: 소한 (early January), then 입춘 … 대설 of each year. */
const JIE_TIMELINE: readonly JieInstant[] = (() => {
  const inYearOrder = [JIE[11], ...JIE.slice(0, 11)];
  const timeline: JieInstant[] = [];
  for (let year = SOLAR_TERMS_FIRST_YEAR; year <= SOLAR_TERMS_LAST_YEAR; year++) {
    for (const jie of inYearOrder) timeline.push({ ...jie, utcMs: solarTermInstant(year, jie.longitude / 15) });
  }
  return timeline;
})();

/** Index of the last 節 at or before utcMs; the table must hold a 節 on both sides. */
function lastJieIndex(utcMs: number): number {
  const first = JIE_TIMELINE[0].utcMs;
  const last = JIE_TIMELINE[JIE_TIMELINE.length - 1].utcMs;
  if (!(utcMs >= first && utcMs < last)) {
    throw new SolarTermRangeError(
      `${new Date(utcMs).toISOString()} is outside the solar-term table ` +
        `(${new Date(first).toISOString()} – ${new Date(last).toISOString()})`,
    );
  }
  let lo = 0;
  let hi = JIE_TIMELINE.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (JIE_TIMELINE[mid].utcMs <= utcMs) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** The 節 in force at utcMs: the last one at or before it (a month starts at its 節 instant). */
export function previousJie(utcMs: number): JieInstant {
  return JIE_TIMELINE[lastJieIndex(utcMs)];
}

/** The first 節 after utcMs. */
export function nextJie(utcMs: number): JieInstant {
  return JIE_TIMELINE[lastJieIndex(utcMs) + 1];
}
