/**
 * The jami horoscope (運限) of a date and hour on a natal chart: 대한, 소한, 유년, 유월, 유일 and 유시,
 * each with the palace it starts from, the twelve palace names as they fall for it, its stem's 사화
 * and where they land, and (all but 소한) its moving stars (流曜). The rules are iztro 2.6.1's
 * `horoscope()` (FunctionalAstrolabe.js `_getHoroscopeBySolarDate`, star/horoscopeStar.js,
 * star/decorativeStar.js `getYearly12`) with `horoscopeDivide: 'normal'`, on the Korean lunar
 * calendar (docs/jami.md decision 1); test/core/jami-horoscope.test.ts compares them with iztro.
 *
 * - 虛歲 = target lunar year − birth lunar year + 1 (설 to 설).
 * - 대한: the period holding 虛歲 (chart.ts, §2.8); before the first, the 童限 palace
 *   (一命二財三疾厄，四歲夫妻五福德，六歲事業); null before birth and past the twelfth period.
 * - 소한: §2.9, continued round the palaces past 虛歲 120 as the chart's 유년 view does (iztro stops).
 * - 유년: the palace on the target year's branch (§2.10).
 * - 유월: from 流年命宮 back to the birth month, forward to the birth hour (斗君, §2.11), then one
 *   palace a month: 流月 = 斗君 + (target month − 1); both months count a leap month as the next month
 *   from day 16 ("流年地支逆數到生月…再從該宮順數到生時為正月", iztro).
 * - 유일: 流月 + (target lunar day − 1). 유시: 流日 + the hour branch.
 * - Pillars: year = the lunar year's; month = the lunar month's (寅 for month 1, 五虎遁 stem; from day
 *   16 of a leap month the next month's), not the 節 month; day and hour as saju's (docs/saju.md §2).
 * - 23:00–23:59 (time index 12) follows the chart's zasi: 'split' (default) as iztro's `dayDivide:
 *   'forward'`: the palaces stay on the date's lunar day, the 유일 and 유시 pillars are the next day's
 *   day and 子 hour (lunar-lite's getDayGanExact); 'jasi': the next date at its 子 hour; 'midnight':
 *   the same date's 子 hour (iztro's `dayDivide: 'current'`).
 * - Moving stars from the scope's stem and branch with the natal tables (tables.ts): 魁鉞, 昌曲 by
 *   stem (流昌流曲 table), 祿存/擎羊/陀羅 by stem, 天馬 by the branch's 三合, 紅鸞/天喜 by branch;
 *   유년 adds 年解 and the year's 세전·장전 twelve gods.
 */
import { lazy } from '../lazy.js';
import { mod, pillarKorean, type Pillar } from '../saju/ganzhi.js';
import { dayPillar, hourPillar } from '../saju/pillars.js';
import { InvalidDateTimeError } from '../time/local-time.js';
import { solarToLunar, type LunarDate } from '../time/korean-calendar.js';
import type { JamiChart, ZasiConvention } from './chart.js';
import {
  CHILDHOOD_PALACES, JIANGQIAN_12, JIANGXING, LIUCHANG, LIUQU, LUCUN, SAHWA, SUIQIAN_12, TIANKUI, TIANMA, TIANYUE,
  XIAOXIAN_START, hongluan, nianjie, palaceStem, type JiangqianName, type StarId, type SuiqianName,
} from './tables.js';
import { BRANCH_IDS, MUTAGENS, PALACE_IDS, type BranchId, type Mutagen, type PalaceId } from './types.js';
import { assertNever } from '../assert.js';
import { JAMI_DEFAULTS } from './defaults.js';

export const HOROSCOPE_SCOPES = ['decadal', 'minor', 'yearly', 'monthly', 'daily', 'hourly'] as const;
export type HoroscopeScope = (typeof HOROSCOPE_SCOPES)[number];
/** The scopes' Korean names. */
export const SCOPE_NAMES: Record<HoroscopeScope, string> = {
  decadal: '대한', minor: '소한', yearly: '유년', monthly: '유월', daily: '유일', hourly: '유시',
};

/** The moving stars (流曜) every scope but 소한 places, in iztro's order. */
export const MOVING_STARS = ['kui', 'yue', 'wenchang', 'wenqu', 'lucun', 'qingyang', 'tuoluo', 'tianma', 'hongluan', 'tianxi'] as const;
export type MovingStar = (typeof MOVING_STARS)[number];
export type MovingStars = Record<MovingStar, BranchId>;
export type StarScope = Exclude<HoroscopeScope, 'minor'>;

/** Korean names of the moving stars: 運 (대한), 流 (유년), 月, 日, 時 before the natal star's name. */
const STAR_STEMS: Record<MovingStar, string> = {
  kui: '괴', yue: '월', wenchang: '창', wenqu: '곡', lucun: '록존', qingyang: '경양', tuoluo: '타라', tianma: '천마',
  hongluan: '홍란', tianxi: '천희',
};
const SCOPE_PREFIX: Record<StarScope, string> = { decadal: '운', yearly: '유', monthly: '월', daily: '일', hourly: '시' };
export const MOVING_STAR_NAMES: Record<StarScope, Record<MovingStar, string>> = {
  decadal: starNames('decadal'), yearly: starNames('yearly'), monthly: starNames('monthly'), daily: starNames('daily'),
  hourly: starNames('hourly'),
};
function starNames(scope: StarScope): Record<MovingStar, string> {
  return keyed(MOVING_STARS, (star) => SCOPE_PREFIX[scope] + STAR_STEMS[star]);
}

/** A transformation of a scope's stem and the natal star it falls on. */
export interface ScopeTransformation {
  mutagen: Mutagen;
  star: StarId;
  branch: BranchId;
  /** The natal palace on that branch. */
  natalPalace: PalaceId;
  /** The scope's palace on that branch. */
  scopePalace: PalaceId;
}

export interface ScopeView {
  scope: HoroscopeScope;
  /** The scope's stem-branch: its palace's for 대한 and 소한, else the year, month, day or hour pillar. */
  ganji: string;
  /** The branch of the scope's 명궁, the palace the scope starts from. */
  branch: BranchId;
  /** The natal palace on that branch. */
  natalPalace: PalaceId;
  /** The scope's twelve palaces counted from its 명궁: palace → branch. */
  palaces: Record<PalaceId, BranchId>;
  /** The scope stem's 사화, 화록 … 화기. */
  transformations: ScopeTransformation[];
}

export interface DecadalView extends ScopeView {
  scope: 'decadal';
  /** Before the first 대한: the 童限 palace of this 虛歲. */
  childhood: boolean;
  /** 虛歲 of the period (the childhood year's age twice before the first 대한). */
  ageRange: { from: number; to: number };
  stars: MovingStars;
}

export interface MinorView extends ScopeView {
  scope: 'minor';
  age: number;
}

export interface YearlyView extends ScopeView {
  scope: 'yearly';
  /** The lunar year. */
  year: number;
  stars: MovingStars & { jieshen: BranchId };
  /** The year's 세전십이신 and 장전십이신 (iztro's yearlyDecStar). */
  suiqian: Record<SuiqianName, BranchId>;
  jiangqian: Record<JiangqianName, BranchId>;
}

export interface PillarView extends ScopeView {
  scope: 'monthly' | 'daily' | 'hourly';
  stars: MovingStars;
}

/** The target as the horoscope reads it. */
export interface HoroscopeTarget {
  /** The solar date asked for, YYYY-MM-DD. */
  date: string;
  /** Time index 0–12 asked for (12 = 23:00–23:59). */
  timeIndex: number;
  zasi: ZasiConvention;
  /** The Korean lunar date the palaces count from (the next day's under 'jasi' at index 12). */
  lunar: LunarDate;
  /** Hour branch index 0–11 (子 = 0). */
  hour: number;
  /** 虛歲. */
  age: number;
  year: Pillar;
  month: Pillar;
  day: Pillar;
  /** The hour pillar of the time index (index 12 under 'split': the next day's 子). */
  hourPillar: Pillar;
}

const branchId = (branch: number): BranchId => BRANCH_IDS[mod(branch, 12)];

function keyed<K extends string, V>(keys: readonly K[], value: (key: K, i: number) => V): Record<K, V> {
  const record = {} as Record<K, V>;
  for (let i = 0; i < keys.length; i++) record[keys[i]] = value(keys[i], i);
  return record;
}

/** 五虎遁: the 寅 month's stem by year stem mod 5. */
const TIGER_STEM = [2, 4, 6, 8, 0];
const UNIX_EPOCH_JDN = 2440588;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The moving stars of a stem and branch (iztro getHoroscopeStar). */
function movingStars(stem: number, branch: number): MovingStars {
  const lucun = LUCUN[stem];
  const luan = hongluan(branch);
  return {
    kui: branchId(TIANKUI[stem]), yue: branchId(TIANYUE[stem]), wenchang: branchId(LIUCHANG[stem]), wenqu: branchId(LIUQU[stem]),
    lucun: branchId(lucun), qingyang: branchId(lucun + 1), tuoluo: branchId(lucun - 1), tianma: branchId(TIANMA[branch % 4]),
    hongluan: branchId(luan), tianxi: branchId(luan + 6),
  };
}

/** The time index of a clock time HH:MM: 0 = 00:00–00:59 (子), 1 = 01:00–02:59 (丑) … 11 = 亥, 12 = 23:00–23:59. */
export function timeIndexOf(time: string): number {
  const hour = Number(time.slice(0, 2));
  return hour === 23 ? 12 : Math.floor((hour + 1) / 2);
}

/**
 * The horoscope of a solar date (YYYY-MM-DD, Korean calendar range) and time index (0 = 子 00:00–00:59,
 * 1 … 11 = 丑 … 亥, 12 = 23:00–23:59; default 0) on a chart. Each scope is computed when first asked for.
 * Throws InvalidDateTimeError for a malformed date or time index, and the calendar's range errors.
 */
export function horoscope(chart: JamiChart, date: string, timeIndex: number = JAMI_DEFAULTS.horoscopeTimeIndex): JamiHoroscope {
  return new JamiHoroscope(chart, date, timeIndex);
}

export class JamiHoroscope {
  readonly target: HoroscopeTarget;
  private readonly life: number;
  private readonly yearStem: number;

  constructor(
    readonly chart: JamiChart,
    date: string,
    timeIndex: number = JAMI_DEFAULTS.horoscopeTimeIndex,
  ) {
    const m = DATE.exec(date);
    if (!m) throw new InvalidDateTimeError(`Invalid date: ${date}. Use YYYY-MM-DD`);
    if (!Number.isInteger(timeIndex) || timeIndex < 0 || timeIndex > 12) {
      throw new InvalidDateTimeError(`Invalid time index: ${timeIndex}. Use 0–12`);
    }
    const zasi = chart.zasi;
    let [y, mo, d] = [+m[1], +m[2], +m[3]];
    let slot = timeIndex;
    let dayShift = 0;
    if (slot === 12) {
      switch (zasi) {
        case 'split':
          dayShift = 1; // the day pillar turns at 23:00, the palaces keep the date's lunar day
          break;
        case 'jasi':
          ({ y, mo, d } = next(y, mo, d));
          slot = 0;
          break;
        case 'midnight':
          slot = 0;
          break;
        default:
          assertNever(zasi);
      }
    }
    const lunar = solarToLunar(y, mo, d);
    const jdn = Math.floor(Date.UTC(y, mo - 1, d) / 86_400_000) + UNIX_EPOCH_JDN;
    const ys = mod(lunar.year - 4, 10);
    const lunarMonth = lunar.month + (lunar.isLeapMonth && lunar.day > 15 ? 1 : 0);
    const day = dayPillar(jdn + dayShift);
    const facts = chart.facts();
    this.life = facts.lifeBranch;
    this.yearStem = facts.yearStem;
    this.target = {
      date, timeIndex, zasi, lunar,
      hour: slot % 12,
      age: lunar.year - chart.lunar().year + 1,
      year: { stem: ys, branch: mod(lunar.year - 4, 12) },
      month: { stem: (TIGER_STEM[ys % 5] + lunarMonth - 1) % 10, branch: (lunarMonth + 1) % 12 },
      day,
      hourPillar: hourPillar(day.stem, slot % 12),
    };
  }

  /** 대한 (or the 童限 palace); null before birth and past the twelfth period. */
  readonly decadal = lazy((): DecadalView | null => {
    const { age } = this.target;
    const { bureau, forward } = this.chart.facts();
    if (age < 1 || age >= bureau + 120) return null;
    const childhood = age < bureau;
    const i = Math.floor((age - bureau) / 10);
    const branch = childhood ? this.life - PALACE_IDS.indexOf(CHILDHOOD_PALACES[age - 1]) : this.life + (forward ? i : -i);
    const stem = palaceStem(this.yearStem, mod(branch, 12));
    const from = childhood ? age : bureau + 10 * i;
    return {
      scope: 'decadal', ...this.view(stem, branch, mod(branch, 12)),
      childhood, ageRange: { from, to: childhood ? age : from + 9 }, stars: movingStars(stem, mod(branch, 12)),
    };
  });

  /** 소한; null before birth. */
  readonly minor = lazy((): MinorView | null => {
    const { age } = this.target;
    if (age < 1) return null;
    const { yearBranch, gender } = this.chart.facts();
    const branch = mod(XIAOXIAN_START[yearBranch % 4] + (gender === 'M' ? 1 : -1) * (age - 1), 12);
    const stem = palaceStem(this.yearStem, branch);
    return { scope: 'minor', ...this.view(stem, branch, branch), age };
  });

  readonly yearly = lazy((): YearlyView => {
    const { year, lunar } = this.target;
    const jiang = JIANGXING[year.branch % 4];
    return {
      scope: 'yearly', ...this.view(year.stem, year.branch, year.branch), year: lunar.year,
      stars: { ...movingStars(year.stem, year.branch), jieshen: branchId(nianjie(year.branch)) },
      suiqian: keyed(SUIQIAN_12, (_, i) => branchId(year.branch + i)),
      jiangqian: keyed(JIANGQIAN_12, (_, i) => branchId(jiang + i)),
    };
  });

  /** 斗君 + (month − 1) (§2.11). */
  private readonly monthBranch = lazy(() => {
    const { chartMonth } = this.chart.lunar();
    const { year, month } = this.target;
    // 명궁 = 寅 + (m − 1) − h (§2.1), so the birth hour h = 寅 + (m − 1) − 명궁
    const h = 2 + chartMonth - 1 - this.life;
    // month.branch = 寅 + (target month − 1)
    return mod(year.branch - (chartMonth - 1) + h + (month.branch - 2), 12);
  });

  readonly monthly = lazy((): PillarView => this.pillarView('monthly', this.target.month, this.monthBranch()));

  readonly daily = lazy((): PillarView => this.pillarView('daily', this.target.day, this.monthBranch() + this.target.lunar.day - 1));

  readonly hourly = lazy((): PillarView =>
    this.pillarView('hourly', this.target.hourPillar, this.monthBranch() + this.target.lunar.day - 1 + this.target.hour));

  /** Every scope, in the order 대한 소한 유년 유월 유일 유시. */
  all() {
    return {
      decadal: this.decadal(), minor: this.minor(), yearly: this.yearly(), monthly: this.monthly(), daily: this.daily(),
      hourly: this.hourly(),
    };
  }

  private pillarView(scope: 'monthly' | 'daily' | 'hourly', pillar: Pillar, branch: number): PillarView {
    return { scope, ...this.view(pillar.stem, branch, pillar.branch), stars: movingStars(pillar.stem, pillar.branch) };
  }

  /** The parts every scope has: `branch` is the scope's 명궁, `ganjiBranch` the branch of its stem-branch. */
  private view(stem: number, branch: number, ganjiBranch: number): Omit<ScopeView, 'scope'> {
    const life = mod(branch, 12);
    const natal = (b: number) => PALACE_IDS[mod(this.life - b, 12)];
    const stars = SAHWA[stem];
    return {
      ganji: pillarKorean({ stem, branch: ganjiBranch }),
      branch: BRANCH_IDS[life],
      natalPalace: natal(life),
      palaces: keyed(PALACE_IDS, (_, k) => branchId(life - k)),
      transformations: MUTAGENS.map((mutagen, j) => {
        const at = this.chart.branchOf(stars[j]);
        return { mutagen, star: stars[j], branch: BRANCH_IDS[at], natalPalace: natal(at), scopePalace: PALACE_IDS[mod(life - at, 12)] };
      }),
    };
  }
}

function next(y: number, mo: number, d: number) {
  const t = new Date(Date.UTC(y, mo - 1, d + 1));
  return { y: t.getUTCFullYear(), mo: t.getUTCMonth() + 1, d: t.getUTCDate() };
}
