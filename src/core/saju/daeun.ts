/** 대운 (great luck cycles): direction, start and the ten pillars (saju.md decision 5 and §4). */
import { DateTime } from 'luxon';
import { STEMS, cycleIndex, mod, pillarAt, type Pillar } from './ganzhi.js';
import { nextJie, previousJie, type JieInstant } from '../time/solar-terms.js';

// "3 days = 1 year" (decision 5): of real time, 4320 min (3 days) = 1 year, 360 min = 1 month,
// 12 min = 1 day and 1 min = 2 hours.
const MINUTES_PER_YEAR = 4320;
const MINUTES_PER_MONTH = 360;
const MINUTES_PER_DAY = 12;
const CYCLES = 10;
const MS_PER_DAY = 86_400_000;

/**
 * How the span from birth to the 節 becomes the 대운 offset (docs/saju.md §4): `exact` counts minutes
 * (4320 min = 1 year, the default); `dayHour` counts calendar days and two-hour 時辰 on the birth's
 * clock (3 days = 1 year, 1 時辰 = 10 days), lunar-javascript's `getYun(gender, 1)`.
 */
export const DAEUN_COUNTS = ['exact', 'dayHour'] as const;
export type DaeunCount = (typeof DAEUN_COUNTS)[number];

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
  count: DaeunCount;
  jie: JieInstant;
  /** Ten pillars stepping ±1 from the month pillar, at ages years, years + 10, …. */
  list: { age: number; pillar: Pillar }[];
}

export interface DaeunOptions {
  count: DaeunCount;
  /** The zone of the start date's clock (the birthplace's). */
  zone: string;
  /** Birth clock minus the instant, ms: the clock on which `dayHour` reads dates and 時辰. */
  clockOffsetMs: number;
}

/** 時辰 of a clock as lunar-javascript's day-and-hour count reads it: 子 = 0 … 亥 = 11, 23:xx = 11 (still that day). */
function shichen(clockMs: number): number {
  const hour = new Date(clockMs).getUTCHours();
  return hour === 23 ? 11 : Math.floor((hour + 1) / 2);
}

/**
 * The day-and-hour count between two clock readings (lunar-javascript's sect 1): whole calendar days
 * and 時辰 between them, a negative 時辰 difference borrowing a day; 1 day = 4 months, 1 時辰 = 10 days.
 */
export function dayHourOffset(startClockMs: number, endClockMs: number): DaeunOffset & { totalDays: number } {
  let days = Math.floor(endClockMs / MS_PER_DAY) - Math.floor(startClockMs / MS_PER_DAY);
  let hours = shichen(endClockMs) - shichen(startClockMs);
  if (hours < 0) {
    hours += 12;
    days -= 1;
  }
  const extraMonths = Math.floor((hours * 10) / 30);
  const months = days * 4 + extraMonths;
  return { years: Math.floor(months / 12), months: mod(months, 12), days: hours * 10 - extraMonths * 30, hours: 0, totalDays: days + hours / 12 };
}

function exactOffset(minutes: number): DaeunOffset {
  return {
    years: Math.floor(minutes / MINUTES_PER_YEAR),
    months: Math.floor((minutes % MINUTES_PER_YEAR) / MINUTES_PER_MONTH),
    days: Math.floor((minutes % MINUTES_PER_MONTH) / MINUTES_PER_DAY),
    hours: (minutes % MINUTES_PER_DAY) * 2,
  };
}

export function computeDaeun(
  birthUtcMs: number, yearStem: number, month: Pillar, gender: 'M' | 'F', options: DaeunOptions,
): Daeun {
  const isForward = STEMS[yearStem].yang === (gender === 'M');
  const jie = isForward ? nextJie(birthUtcMs) : previousJie(birthUtcMs);
  // Counted to the minute by default, not by whole days (§4).
  const minutes = Math.floor(Math.abs(jie.utcMs - birthUtcMs) / 60_000);
  let offset: DaeunOffset;
  let years: number;
  if (options.count === 'dayHour') {
    const [from, to] = isForward ? [birthUtcMs, jie.utcMs] : [jie.utcMs, birthUtcMs];
    const { totalDays, ...counted } = dayHourOffset(from + options.clockOffsetMs, to + options.clockOffsetMs);
    offset = counted;
    years = Math.max(1, Math.round(totalDays / 3));
  } else {
    offset = exactOffset(minutes);
    years = Math.max(1, Math.round(minutes / MINUTES_PER_YEAR));
  }
  const startDate = DateTime.fromMillis(birthUtcMs, { zone: options.zone }).plus(offset).toFormat("yyyy-LL-dd'T'HH:mm:ss");
  const step = isForward ? 1 : -1;
  const list = Array.from({ length: CYCLES }, (_, i) => ({
    age: years + 10 * i,
    pillar: pillarAt(cycleIndex(month) + step * (i + 1)),
  }));
  return { isForward, years, startDate, offset, minutes, count: options.count, jie, list };
}
