/**
 * 택일 (date selection, docs/saju.md §13): every civil date of a span (at most a year) read for a purpose
 * and one or two people, ranked by the points of its reasons for and against. A day is a civil date of
 * the Korean standard clock; its month is the 節 month in force at its end (the 節 day belongs to the
 * new month, as in the almanacs), its year the 입춘 year in force at its end.
 */
import { DomainError } from '../errors.js';
import { civilDayMs } from '../time/local-time.js';
import { solarToLunar, type LunarDate } from '../time/korean-calendar.js';
import { previousJie } from '../time/solar-terms.js';
import { standardOffsetMinutes } from './birth-clock.js';
import { cycleIndex, mod, pillarAt, type Pillar } from './ganzhi.js';
import { yearPillar } from './pillars.js';
import {
  AZURE_DRAGON_DAY, BRANCH_TRIGRAM, DIRECTION_PURPOSES, FEMALE_AGE_RING, GREAT_GENERAL, MALE_AGE_RING, OFFICERS,
  SELECTION_POINTS, SON_BY_LUNAR_DAY, SON_PURPOSES, SPIRITS, THREE_KILLINGS, TRIGRAMS, WANDERING_YEAR,
  type Direction, type OfficerId, type Purpose, type SaenggiId, type SpiritId, type Trigram,
} from './date-selection-tables.js';
import {
  BRANCH_CHARS, BRANCH_JI, DAY_SPIRITS, GRADE_RULES, OFFICER_YIJI, STEM_CHARS, TRADE_PARDONERS, TRADE_PURPOSES, VIRTUES, type DaySpirit, type Placement,
} from './almanac-rules.js';

export class DateSelectionError extends DomainError {
  constructor(code: 'DATE_RANGE_TOO_LONG' | 'DATE_RANGE_REVERSED' | 'INVALID_DATE' | 'TOO_MANY_PEOPLE', message: string) {
    super(code, message);
  }
}

/** What a 택일 request's options mean when left out. */
export const DATE_SELECTION_DEFAULTS = { maxDays: 366, maxPeople: 2, direction: null, limit: null } as const;

/** A person of a 택일: the natal day and year branches, the lunar birth year and gender (생기복덕). */
export interface SelectionPerson {
  dayBranch: number;
  yearBranch: number;
  lunarBirthYear: number;
  gender: 'M' | 'F';
}

export interface DateSelectionRequest {
  /** First and last civil dates, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  purpose: Purpose;
  people: readonly SelectionPerson[];
  /** The direction of a move, for 三殺, 大將軍 and 손. */
  direction?: Direction | null;
}

export type ReasonFactor =
  | 'almanacYi' | 'almanacJi' | 'goodOfficer' | 'badOfficer' | 'monthBreak' | 'yearBreak' | 'yellowPath' | 'blackPath'
  | 'sonFree' | 'sonDirection' | 'clashDayBranch' | 'clashYearBranch' | 'threeKillings' | 'greatGeneral' | 'saenggi';

/** One reason for (points > 0) or against (points < 0) a day; `person` is 0 or 1 for a person's reason. */
export interface SelectionReason {
  factor: ReasonFactor;
  points: number;
  person: number | null;
  /** 생기복덕 star of a 'saenggi' reason. */
  saenggi: SaenggiId | null;
}

export interface PersonDay {
  /** The Korean (lunar-year) age used for 생기복덕. */
  age: number;
  saenggi: SaenggiId;
  clashesDayBranch: boolean;
  clashesYearBranch: boolean;
}

export interface SelectionDay {
  date: string;
  pillar: Pillar;
  lunar: LunarDate;
  monthBranch: number;
  yearPillar: Pillar;
  officer: OfficerId;
  spirit: SpiritId;
  yellowPath: boolean;
  /** The day's 손 direction; null on a 손 없는 날. */
  son: Direction | null;
  monthBreak: boolean;
  yearBreak: boolean;
  /** The purpose's 宜/忌 by 協紀辨方書's rules (almanac-rules.ts). */
  almanac: { yi: boolean; ji: boolean };
  people: PersonDay[];
  reasons: SelectionReason[];
  score: number;
}

export interface DateSelection {
  purpose: Purpose;
  direction: Direction | null;
  /** 三殺 and 大將軍 of each 입춘 year the span touches. */
  years: { year: number; pillar: Pillar; threeKillings: Direction; greatGeneral: Direction }[];
  /** Every day of the span, best first (ties by date). */
  days: SelectionDay[];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;
const UNIX_EPOCH_JDN = 2440588;

function dateMs(text: string, what: string): number {
  const m = DATE.exec(text);
  const ms = m ? civilDayMs(+m[1], +m[2], +m[3]) : NaN;
  if (Number.isNaN(ms)) throw new DateSelectionError('INVALID_DATE', `${what} must be an existing date YYYY-MM-DD, got ${text}`);
  return ms;
}

/** The person's trigram at a Korean age (men from 離, women from 坎, round the ring; §13.1). */
export function ageTrigram(age: number, gender: 'M' | 'F'): Trigram {
  const ring = gender === 'M' ? MALE_AGE_RING : FEMALE_AGE_RING;
  return ring[mod(age - 1, 8)];
}

/** The 生氣福德 star of a day branch for a person's trigram (the 遊年 verse). */
export function saenggiOf(person: Trigram, dayBranch: number): SaenggiId {
  const target = TRIGRAMS[BRANCH_TRIGRAM[dayBranch]].lines;
  let lines: number = TRIGRAMS[person].lines;
  for (const star of WANDERING_YEAR) {
    lines ^= star.flip;
    if (lines === target) return star.id;
  }
  throw new Error('unreachable: the eight changes visit every trigram');
}

/** The officer (建除) of a day branch in a month branch. */
export const officerOf = (dayBranch: number, monthBranch: number) => OFFICERS[mod(dayBranch - monthBranch, 12)];
/** The 黃道/黑道 spirit of a day branch in a month branch. */
export const spiritOf = (dayBranch: number, monthBranch: number) => SPIRITS[mod(dayBranch - AZURE_DRAGON_DAY[monthBranch], 12)];
const SAENGGI_POINTS = Object.fromEntries(WANDERING_YEAR.map((s) => [s.id, s.points])) as Record<SaenggiId, number>;

const SEASON_OF_MONTH = (monthBranch: number) => Math.floor(mod(monthBranch - 2, 12) / 3);
/** Whether a list of pillars written side by side (甲子乙丑 …) holds this one. */
function holdsPillar(pillars: string, pillar: string): boolean {
  for (let i = 0; i < pillars.length; i += 2) if (pillars[i] === pillar[0] && pillars[i + 1] === pillar[1]) return true;
  return false;
}

/** The day as the placements name it, read once per day. */
interface DayChars {
  monthBranch: number;
  season: number;
  day: Pillar;
  branch: string;
  stem: string;
  pillar: string;
}

function falls(p: Placement, d: DayChars): boolean {
  switch (p.by) {
    case 'month':
      return p.days[d.monthBranch] === (p.on === 'branch' ? d.branch : d.stem);
    case 'monthPillar':
      return p.days[d.monthBranch] === d.pillar;
    case 'season': {
      const days = p.days[d.season];
      return p.on === 'pillar' ? holdsPillar(days, d.pillar) : days.includes(p.on === 'branch' ? d.branch : d.stem);
    }
    case 'fixed':
      return p.on === 'pillar' ? holdsPillar(p.days, d.pillar) : p.days.includes(d.branch);
    case 'threeHarmony':
      return d.day.branch !== d.monthBranch && mod(d.day.branch - d.monthBranch, 4) === 0;
    case 'noGeneral':
      // 月厭 is on branch −m (子 in 子, 亥 in 丑 …); the five branches after it.
      return p.stems[d.monthBranch].includes(d.stem) && mod(d.day.branch + d.monthBranch - 1, 12) < 5;
  }
}

/** What a day follows when its 宜 and 忌 meet (卷十一 宜忌等第, with or without a 德). */
type Follows = 'yi' | 'both' | 'ji' | 'nothing';
const FOLLOWS_BY_GRADE: Record<number, [withVirtue: Follows, without: Follows]> = {
  [-1]: ['both', 'both'], 0: ['yi', 'yi'], 1: ['yi', 'both'], 2: ['yi', 'ji'], 3: ['both', 'ji'], 4: ['ji', 'nothing'], 5: ['nothing', 'nothing'],
};

/** The names on a day: its spirits and its officer (建日 … 閉日). */
export function dayNames(monthBranch: number, day: Pillar): Set<string> {
  const branch = BRANCH_CHARS[day.branch];
  const stem = STEM_CHARS[day.stem];
  const chars: DayChars = { monthBranch, season: SEASON_OF_MONTH(monthBranch), day, branch, stem, pillar: stem + branch };
  const names = new Set<string>();
  for (const s of DAY_SPIRITS) if (falls(s.placement, chars)) names.add(s.hanja);
  names.add(`${officerOf(day.branch, monthBranch).hanja}日`);
  return names;
}

/** What a cell (a month branch and a day pillar) holds for every purpose: its names, spirits and grade. */
interface AlmanacCell {
  names: Set<string>;
  spirits: readonly DaySpirit[];
  follows: Follows;
  results: Map<Purpose, { yi: boolean; ji: boolean }>;
}
/** 協紀辨方書's 宜/忌 depend on the month branch and the day pillar alone: each of the 720 cells is read once. */
const ALMANAC_CELLS = new Array<AlmanacCell | undefined>(720);

function almanacCell(monthBranch: number, day: Pillar): AlmanacCell {
  const names = dayNames(monthBranch, day);
  const monthChar = BRANCH_CHARS[monthBranch];
  const grade = GRADE_RULES.reduce(
    (g, r) => (r.grade > g && names.has(r.bad) && r.months.includes(monthChar) && r.with.some((w) => names.has(w)) ? r.grade : g),
    -1,
  );
  const follows = FOLLOWS_BY_GRADE[grade][VIRTUES.some((v) => names.has(v)) ? 0 : 1];
  return { names, spirits: DAY_SPIRITS.filter((s) => names.has(s.hanja)), follows, results: new Map() };
}

/** 協紀辨方書's 宜/忌 for a purpose on a day pillar in a month, by its rules (almanac-rules.ts). */
export function almanacOf(purpose: Purpose, monthBranch: number, day: Pillar): { yi: boolean; ji: boolean } {
  const cell = (ALMANAC_CELLS[monthBranch * 60 + cycleIndex(day)] ??= almanacCell(monthBranch, day));
  let result = cell.results.get(purpose);
  if (!result) cell.results.set(purpose, (result = almanacByRules(purpose, monthBranch, day, cell)));
  return result;
}

function almanacByRules(purpose: Purpose, monthBranch: number, day: Pillar, { names, spirits, follows }: AlmanacCell): { yi: boolean; ji: boolean } {
  const officer = OFFICER_YIJI[mod(day.branch - monthBranch, 12)];
  const branchJi = BRANCH_JI[BRANCH_CHARS[day.branch]] === purpose;
  let yi = officer.yi.includes(purpose) || spirits.some((s) => s.yi.includes(purpose));
  let ji = officer.ji.includes(purpose) || spirits.some((s) => s.ji.includes(purpose)) || branchJi;
  if (follows === 'nothing') return { yi: false, ji: true };
  if (yi && ji) {
    if (follows === 'yi') ji = false;
    else if (follows === 'ji') yi = false;
    else yi = ji = false;
  }
  if (ji && follows !== 'ji' && TRADE_PURPOSES.includes(purpose) && TRADE_PARDONERS.some((n) => names.has(n))) ji = false;
  if (branchJi) ji = true;
  return { yi: yi && !ji, ji };
}

const clash = (a: number, b: number) => mod(a - b, 12) === 6;

export function selectDates(request: DateSelectionRequest): DateSelection {
  const first = dateMs(request.from, 'from');
  const last = dateMs(request.to, 'to');
  if (last < first) throw new DateSelectionError('DATE_RANGE_REVERSED', `to (${request.to}) is before from (${request.from})`);
  const count = (last - first) / MS_PER_DAY + 1;
  if (count > DATE_SELECTION_DEFAULTS.maxDays) {
    throw new DateSelectionError('DATE_RANGE_TOO_LONG', `At most ${DATE_SELECTION_DEFAULTS.maxDays} days per request, asked for ${count}`);
  }
  if (request.people.length < 1 || request.people.length > DATE_SELECTION_DEFAULTS.maxPeople) {
    throw new DateSelectionError('TOO_MANY_PEOPLE', `Give one or two people, got ${request.people.length}`);
  }
  const { purpose } = request;
  const direction = request.direction ?? null;
  const usesSon = SON_PURPOSES.includes(purpose);
  const usesDirection = DIRECTION_PURPOSES.includes(purpose) && direction !== null;
  const P = SELECTION_POINTS;
  const years = new Map<number, DateSelection['years'][number]>();
  const days: SelectionDay[] = [];
  // Korea's standard offset changed only in 1908, 1912, 1954 and 1961: read it per day only across a change.
  const offsetAt = (clock: number) => standardOffsetMinutes(clock - 9 * 3_600_000) * 60_000;
  const sameOffset = offsetAt(first) === offsetAt(last) ? offsetAt(first) : null;
  for (let clock = first; clock <= last; clock += MS_PER_DAY) {
    // The end of the civil day on the Korean standard clock, as an instant.
    const endUtc = clock + MS_PER_DAY - 1 - (sameOffset ?? offsetAt(clock));
    const date = new Date(clock).toISOString().slice(0, 10);
    const pillar = pillarAt(clock / MS_PER_DAY + UNIX_EPOCH_JDN + 49);
    const jie = previousJie(endUtc);
    const monthBranch = (2 + mod((jie.longitude - 315) / 30, 12)) % 12;
    const year = yearPillar(endUtc);
    const lunar = solarToLunar(+date.slice(0, 4), +date.slice(5, 7), +date.slice(8, 10));
    const officer = officerOf(pillar.branch, monthBranch);
    const spirit = spiritOf(pillar.branch, monthBranch);
    const yellowPath = spirit.yellow;
    const son = SON_BY_LUNAR_DAY[(lunar.day - 1) % 10];
    const monthBreak = clash(pillar.branch, monthBranch);
    const yearBreak = clash(pillar.branch, year.branch);
    const almanac = almanacOf(purpose, monthBranch, pillar);
    const reasons: SelectionReason[] = [];
    const add = (factor: Exclude<ReasonFactor, 'saenggi'>, person: number | null = null) =>
      reasons.push({ factor, points: P[factor], person, saenggi: null });
    if (almanac.yi) add('almanacYi');
    if (almanac.ji) add('almanacJi');
    if (monthBreak) add('monthBreak');
    else add(officer.good ? 'goodOfficer' : 'badOfficer');
    if (yearBreak) add('yearBreak');
    add(yellowPath ? 'yellowPath' : 'blackPath');
    if (usesSon && son === null) add('sonFree');
    if (usesDirection && son === direction) add('sonDirection');
    const calendarYear = year.stem === mod(+date.slice(0, 4) - 4, 10) ? +date.slice(0, 4) : +date.slice(0, 4) - 1;
    if (usesDirection && THREE_KILLINGS[year.branch] === direction) add('threeKillings');
    if (usesDirection && GREAT_GENERAL[year.branch] === direction) add('greatGeneral');
    if (!years.has(calendarYear)) {
      years.set(calendarYear, { year: calendarYear, pillar: year, threeKillings: THREE_KILLINGS[year.branch], greatGeneral: GREAT_GENERAL[year.branch] });
    }
    const people = request.people.map((person, i): PersonDay => {
      const age = lunar.year - person.lunarBirthYear + 1;
      const saenggi = saenggiOf(ageTrigram(age, person.gender), pillar.branch);
      const points = SAENGGI_POINTS[saenggi];
      if (points !== 0) reasons.push({ factor: 'saenggi', points, person: i, saenggi });
      const clashesDayBranch = clash(pillar.branch, person.dayBranch);
      const clashesYearBranch = clash(pillar.branch, person.yearBranch);
      if (clashesDayBranch) add('clashDayBranch', i);
      if (clashesYearBranch) add('clashYearBranch', i);
      return { age, saenggi, clashesDayBranch, clashesYearBranch };
    });
    const score = reasons.reduce((sum, r) => sum + r.points, 0);
    days.push({ date, pillar, lunar, monthBranch, yearPillar: year, officer: officer.id, spirit: spirit.id, yellowPath, son, monthBreak, yearBreak, almanac, people, reasons, score });
  }
  days.sort((a, b) => b.score - a.score || (a.date < b.date ? -1 : 1));
  return { purpose, direction, years: [...years.values()], days };
}
