/**
 * Saju timelines (docs/saju.md §11): 세운 (yearly pillars, changing at 입춘 to the second), 월운 (the
 * twelve month pillars of a year, each from its 節 instant) and 일운 (the day pillars of a date
 * range). Each entry carries its ten gods against the day master, the day stem's 12운성 on its
 * branch, the 대운 in force at its start, and its interactions with the natal pillars and that 대운.
 */
import { DateTime } from 'luxon';
import { DomainError } from '../errors.js';
import { SOLAR_TERMS_FIRST_YEAR, SOLAR_TERMS_LAST_YEAR } from '../time/data/solar-terms.js';
import { civilDayMs, ianaZone, resolveLocalTime, utcIso } from '../time/local-time.js';
import { JIE, solarTermInstant } from '../time/solar-terms.js';
import { stageOf } from './analysis.js';
import { SAJU_ZONE, standardOffsetMinutes } from './birth-clock.js';
import type { Daeun } from './daeun.js';
import { pillarAt, pillarHanja, type FourPillars, type Pillar } from './ganzhi.js';
import { SajuChart, dayPillar, monthPillar } from './pillars.js';
import { findInteractions, natalSlots, type Interaction, type Slot } from './interactions.js';
import type { Stage } from './tables.js';
import { branchTenGod, tenGod, type TenGod } from './ten-gods.js';

/** A range a timeline cannot serve: too long, reversed, or outside the solar-term table. */
export class LuckRangeError extends DomainError {
  constructor(code: 'LUCK_RANGE_TOO_LONG' | 'LUCK_RANGE_REVERSED' | 'DATE_OUT_OF_RANGE' | 'INVALID_DATE', message: string) {
    super(code, message);
  }
}

/** At most 120 years of 세운 and 366 days of 일운; 10 years and 1 day by default. */
export const LUCK_LIMITS = { maxYears: 120, defaultYears: 10, maxDays: 366, defaultDays: 1 } as const;
/** 세운 of year Y runs from 입춘 Y to 입춘 Y + 1, both in the table (1899–2102). */
export const LUCK_FIRST_YEAR = SOLAR_TERMS_FIRST_YEAR;
export const LUCK_LAST_YEAR = SOLAR_TERMS_LAST_YEAR - 1;

/** The natal chart a timeline reads against: its pillars and, when known, its 대운. */
export interface LuckNatal {
  pillars: FourPillars;
  daeun: Daeun | null;
}

/** The 대운 cycle in force. */
export interface DaeunInForce {
  /** 0 = the first cycle of Daeun.list. */
  index: number;
  age: number;
  pillar: Pillar;
  /** Start of the cycle (the 대운 start plus 10·index years on the Seoul clock), ms UTC. */
  startUtcMs: number;
}

export interface LuckEntry {
  pillar: Pillar;
  /** e.g. 甲辰. */
  ganzi: string;
  startUtcMs: number;
  /** Exclusive end. */
  endUtcMs: number;
  /** ISO UTC of the start, to the second. */
  start: string;
  tenGods: { stem: TenGod; branch: TenGod };
  /** The 12운성 of the natal day stem on the entry's branch. */
  stage: Stage;
  /** The 대운 in force at the start; null before the first cycle or without a 대운. */
  daeun: DaeunInForce | null;
  /** Relations of the entry ('luck') with the natal pillars and the 대운 in force. */
  interactions: Interaction[];
}

export interface YearLuck extends LuckEntry {
  /** The Gregorian year whose 입춘 starts it. */
  year: number;
}
export interface MonthLuck extends LuckEntry {
  year: number;
  /** 1 = 寅 month (입춘) … 12 = 丑 month (소한 of the next calendar year). */
  month: number;
  /** The 節 that starts it, e.g. 경칩. */
  jie: string;
}
export interface DayLuck extends LuckEntry {
  /** Civil date, YYYY-MM-DD. */
  date: string;
}

const IPCHUN = 21; // λ☉ 315° = 15°·21
const MS_PER_DAY = 86_400_000;
const UNIX_EPOCH_JDN = 2440588;

/** Per-chart context, built once per call: the natal slots and the 대운 cycle starts. */
interface Context {
  dayStem: number;
  monthBranch: number;
  stems: Slot[];
  branches: Slot[];
  daeun: Daeun | null;
  cycleStarts: CycleStarts | null;
}

const DAY_MS = 86_400_000;
/** Ten Gregorian years, for a first guess of the cycle in force. */
const DECADE_MS = 10 * 365.2425 * DAY_MS;

/**
 * An instant on the Seoul clock: where the zone's offset is the same a day either side, the wall
 * time less that offset; across a transition, resolveLocalTime's rule (a gap moves forward, a fold
 * takes the earlier instant).
 */
function seoulInstant(clock: string): number {
  const wallMs = Date.parse(`${clock}Z`);
  const zone = ianaZone(SAJU_ZONE);
  const before = zone.offset(wallMs - DAY_MS);
  return before === zone.offset(wallMs + DAY_MS) ? wallMs - before * 60_000 : resolveLocalTime(clock, SAJU_ZONE).utcMs;
}

/** The 대운 cycles' start instants (start_date + 10·i years on the Seoul clock), each worked out on first use. */
class CycleStarts {
  private readonly known: number[] = [];
  private readonly year: number;
  private readonly rest: string;

  constructor(private readonly count: number, startDate: string) {
    this.year = Number(startDate.slice(0, 4));
    this.rest = startDate.slice(4, 19);
  }

  at(i: number): number {
    let ms = this.known[i];
    if (ms === undefined) {
      // The same clock time 10·i years on; 29 February falls back to the 28th in common years.
      const y = this.year + 10 * i;
      const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
      const rest = !leap && this.rest.startsWith('-02-29') ? `-02-28${this.rest.slice(6)}` : this.rest;
      ms = seoulInstant(`${String(y).padStart(4, '0')}${rest}`);
      this.known[i] = ms;
    }
    return ms;
  }

  /** The cycle in force at an instant; −1 before the first. */
  indexAt(utcMs: number): number {
    if (this.count === 0 || utcMs < this.at(0)) return -1;
    let i = Math.min(this.count - 1, Math.floor((utcMs - this.at(0)) / DECADE_MS));
    while (i > 0 && this.at(i) > utcMs) i--;
    while (i + 1 < this.count && this.at(i + 1) <= utcMs) i++;
    return i;
  }
}

const cycleStartsCache = new WeakMap<Daeun, CycleStarts>();

function cycleStarts(daeun: Daeun): CycleStarts {
  let starts = cycleStartsCache.get(daeun);
  if (!starts) {
    starts = new CycleStarts(daeun.list.length, daeun.startDate);
    cycleStartsCache.set(daeun, starts);
  }
  return starts;
}

function context(natal: SajuChart | LuckNatal): Context {
  const pillars = natal instanceof SajuChart ? natal.pillars() : natal.pillars;
  const daeun = natal instanceof SajuChart ? natal.daeun() : natal.daeun;
  const { stems, branches } = natalSlots(pillars);
  // Two more slots, filled per entry: the 대운 (when in force) and the entry itself.
  return {
    dayStem: pillars.day.stem,
    monthBranch: pillars.month.branch,
    stems,
    branches,
    daeun,
    cycleStarts: daeun ? cycleStarts(daeun) : null,
  };
}

function daeunAt(c: Context, utcMs: number): DaeunInForce | null {
  if (!c.daeun || !c.cycleStarts) return null;
  const i = c.cycleStarts.indexAt(utcMs);
  if (i < 0) return null;
  const cycle = c.daeun.list[i];
  return { index: i, age: cycle.age, pillar: cycle.pillar, startUtcMs: c.cycleStarts.at(i) };
}

function entry(c: Context, pillar: Pillar, startUtcMs: number, endUtcMs: number): LuckEntry {
  const daeun = daeunAt(c, startUtcMs);
  const stems = c.stems.slice();
  const branches = c.branches.slice();
  if (daeun) {
    stems.push({ place: 'daeun', value: daeun.pillar.stem });
    branches.push({ place: 'daeun', value: daeun.pillar.branch });
  }
  stems.push({ place: 'luck', value: pillar.stem });
  branches.push({ place: 'luck', value: pillar.branch });
  return {
    pillar,
    ganzi: pillarHanja(pillar),
    startUtcMs,
    endUtcMs,
    start: utcIso(startUtcMs),
    tenGods: { stem: tenGod(c.dayStem, pillar.stem), branch: branchTenGod(c.dayStem, pillar.branch) },
    stage: stageOf(c.dayStem, pillar.branch),
    daeun,
    interactions: findInteractions(stems, branches, { focus: 'luck', monthBranch: c.monthBranch, transformRule: 'luck' }),
  };
}

function checkYear(year: number, what: string) {
  if (!Number.isInteger(year) || year < LUCK_FIRST_YEAR || year > LUCK_LAST_YEAR) {
    throw new LuckRangeError('DATE_OUT_OF_RANGE', `${what} must be a year in ${LUCK_FIRST_YEAR}–${LUCK_LAST_YEAR}, got ${year}`);
  }
}

/** The current Gregorian year on the Seoul clock. */
const seoulYear = (nowMs: number) => DateTime.fromMillis(nowMs, { zone: SAJU_ZONE }).year;

export interface YearRange {
  /** First year; default the current year (Seoul). */
  from?: number;
  /** Last year, inclusive; default from + 9. */
  to?: number;
  /** "Now" for the default, ms UTC; default Date.now(). */
  nowMs?: number;
}

/** 세운: one entry per year, from 입춘 of the year (to the second) to the next 입춘; at most 120 years. */
export function yearlyLuck(natal: SajuChart | LuckNatal, range: YearRange = {}): YearLuck[] {
  const from = range.from ?? seoulYear(range.nowMs ?? Date.now());
  const to = range.to ?? from + LUCK_LIMITS.defaultYears - 1;
  checkYear(from, 'from');
  checkYear(to, 'to');
  if (to < from) throw new LuckRangeError('LUCK_RANGE_REVERSED', `to (${to}) is before from (${from})`);
  if (to - from + 1 > LUCK_LIMITS.maxYears) {
    throw new LuckRangeError('LUCK_RANGE_TOO_LONG', `At most ${LUCK_LIMITS.maxYears} years of 세운, asked for ${to - from + 1}`);
  }
  const c = context(natal);
  const out: YearLuck[] = [];
  let start = solarTermInstant(from, IPCHUN);
  for (let year = from; year <= to; year++) {
    const end = solarTermInstant(year + 1, IPCHUN);
    const e = entry(c, pillarAt(year - 4), start, end) as YearLuck;
    e.year = year;
    out.push(e);
    start = end;
  }
  return out;
}

/** 월운: the twelve months of the saju year that starts at 입춘 `year`, each from its 節 instant. */
export function monthlyLuck(natal: SajuChart | LuckNatal, year: number): MonthLuck[] {
  checkYear(year, 'year');
  const c = context(natal);
  const yearStem = pillarAt(year - 4).stem;
  // 입춘 … 대설 in `year`, 소한 in year + 1, then 입춘 of year + 1 ends the last month.
  const instants = JIE.map((j, i) => solarTermInstant(i === 11 ? year + 1 : year, j.longitude / 15));
  instants.push(solarTermInstant(year + 1, IPCHUN));
  return JIE.map((j, i) => {
    const e = entry(c, monthPillar(yearStem, { ...j, utcMs: instants[i] }), instants[i], instants[i + 1]) as MonthLuck;
    e.year = year;
    e.month = i + 1;
    e.jie = j.name;
    return e;
  });
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateMs(text: string, what: string): number {
  const m = DATE.exec(text);
  const ms = m ? civilDayMs(+m[1], +m[2], +m[3]) : NaN;
  if (Number.isNaN(ms)) throw new LuckRangeError('INVALID_DATE', `${what} must be an existing date YYYY-MM-DD, got ${text}`);
  return ms;
}

/**
 * 일운: the day pillar of each civil date from `from` to `to` inclusive (at most 366 days). A day runs
 * from 00:00 to 24:00 of the Korean standard clock (decision 3: no daylight saving), which also picks
 * the 대운 in force.
 */
export function dailyLuck(natal: SajuChart | LuckNatal, from: string, to: string): DayLuck[] {
  const first = dateMs(from, 'from');
  const last = dateMs(to, 'to');
  if (last < first) throw new LuckRangeError('LUCK_RANGE_REVERSED', `to (${to}) is before from (${from})`);
  const days = (last - first) / MS_PER_DAY + 1;
  if (days > LUCK_LIMITS.maxDays) {
    throw new LuckRangeError('LUCK_RANGE_TOO_LONG', `At most ${LUCK_LIMITS.maxDays} days of 일운, asked for ${days}`);
  }
  const c = context(natal);
  const out: DayLuck[] = [];
  for (let clock = first; clock <= last; clock += MS_PER_DAY) {
    const offset = standardOffsetMinutes(clock - 9 * 3_600_000) * 60_000;
    const e = entry(c, dayPillar(clock / MS_PER_DAY + UNIX_EPOCH_JDN), clock - offset, clock + MS_PER_DAY - offset) as DayLuck;
    e.date = new Date(clock).toISOString().slice(0, 10);
    out.push(e);
  }
  return out;
}
