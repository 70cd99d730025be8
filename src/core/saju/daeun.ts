/** 대운 (great luck cycles): direction, start and the ten pillars (saju.md decision 5 and §4). */
import { DateTime } from 'luxon';
import { STEMS, cycleIndex, pillarAt, type Pillar } from './ganzhi.js';
import { SAJU_ZONE } from './birth-clock.js';
import { nextJie, previousJie, type JieInstant } from '../time/solar-terms.js';

// "3 days = 1 year" (decision 5): of real time, 4320 min (3 days) = 1 year, 360 min = 1 month,
// 12 min = 1 day and 1 min = 2 hours.
const MINUTES_PER_YEAR = 4320;
const MINUTES_PER_MONTH = 360;
const MINUTES_PER_DAY = 12;
const CYCLES = 10;

export interface DaeunOffset {
  years: number;
  months: number;
  days: number;
  hours: number;
}

export interface Daeun {
  /** Yang year stem + male or yin year stem + female runs forward (§4). */
  isForward: boolean;
  /** 대운수: round(days / 3), at least 1 ("나머지 1일 버림, 2일 올림"). */
  years: number;
  /** Birth instant + the exact offset, Seoul clock without zone (YYYY-MM-DDTHH:MM:SS). */
  startDate: string;
  offset: DaeunOffset;
  /** Whole minutes from birth to the next 節 (forward) or from the previous 節 (backward). */
  minutes: number;
  jie: JieInstant;
  /** Ten pillars stepping ±1 from the month pillar, at ages years, years + 10, …. */
  list: { age: number; pillar: Pillar }[];
}

export function computeDaeun(birthUtcMs: number, yearStem: number, month: Pillar, gender: 'M' | 'F'): Daeun {
  const isForward = STEMS[yearStem].yang === (gender === 'M');
  const jie = isForward ? nextJie(birthUtcMs) : previousJie(birthUtcMs);
  // Counted to the minute, not by whole days (§4).
  const minutes = Math.floor(Math.abs(jie.utcMs - birthUtcMs) / 60_000);
  const offset: DaeunOffset = {
    years: Math.floor(minutes / MINUTES_PER_YEAR),
    months: Math.floor((minutes % MINUTES_PER_YEAR) / MINUTES_PER_MONTH),
    days: Math.floor((minutes % MINUTES_PER_MONTH) / MINUTES_PER_DAY),
    hours: (minutes % MINUTES_PER_DAY) * 2,
  };
  const years = Math.max(1, Math.round(minutes / MINUTES_PER_YEAR));
  const startDate = DateTime.fromMillis(birthUtcMs, { zone: SAJU_ZONE }).plus(offset).toFormat("yyyy-LL-dd'T'HH:mm:ss");
  const step = isForward ? 1 : -1;
  const list = Array.from({ length: CYCLES }, (_, i) => ({
    age: years + 10 * i,
    pillar: pillarAt(cycleIndex(month) + step * (i + 1)),
  }));
  return { isForward, years, startDate, offset, minutes, jie, list };
}
