/**
 * A Zi Wei Dou Shu (자미두수) chart: iztro's default placement (docs/jami.md decision 2) from the
 * rules in tables.ts, on the Korean lunar calendar (decision 1). Each part is computed the first time
 * it is asked for: the star positions need no twelve-god cycles, 대한 or annual view. Accessors return
 * domain types: English keys (or records over the closed sets of palaces, stars and stages, by their
 * ids), with branches as saju's ids (zi … hai). The spec's record (§2.4) is built from them in src/rest/.
 */
import { lazy } from '../lazy.js';
import { BRANCHES, STEMS, cycleIndex, mod, pillarKorean, type Element } from '../saju/ganzhi.js';
import { NAEUM } from '../saju/tables.js';
import type { ZasiConvention } from '../saju/pillars.js';
import { resolveBirthClock, type BirthClock, type BirthClockOptions } from '../saju/birth-clock.js';
import { resolveBirthDate, type BirthDate } from '../time/birth-date.js';
import { lunarMonthLength, lunarToSolar, solarToLunar, type LunarDate } from '../time/korean-calendar.js';
import {
  BOSHI_12, BRIGHTNESS_ROWS, BUREAU, BUREAU_NAMES, CHANGSHENG_12, CHANGSHENG_START, CHILDHOOD_PALACES, DAHAO, FROM_YIN,
  HONGYAN, JIANGQIAN_12, JIANGXING, JIESHA, LIUCHANG, LIUQU, LUCUN, SAHWA, STARS, STAR_INDEX, STAR_IDS,
  SUIQIAN_12, TIANKUI, TIANMA, TIANYUE, XIAOXIAN_START, bodyPalace, doujun, hongluan, lifePalace, nianjie, palaceStem,
  tianfuPalace, xunkong, ziweiPalace, type BoshiName, type Bureau, type ChangshengName, type JiangqianName,
  type PlacementBasis, type StarId, type SuiqianName,
} from './tables.js';
import {
  BRANCH_IDS, MUTAGENS, PALACE_IDS, type BranchId, type Brightness, type JamiFacts, type Mutagen, type PalaceId,
  type StarPlacement,
} from './types.js';
import { DomainError } from '../errors.js';
import { JAMI_DEFAULTS } from './defaults.js';
import { BRIGHTNESS_LABELS, idOfKorean } from './labels.js';

/** The brightness table (tables.ts, written in the spec's Korean marks; · = none) by star and branch. */
const brightnessOf = idOfKorean(BRIGHTNESS_LABELS);
const BRIGHTNESS: Partial<Record<StarId, readonly (Brightness | null)[]>> = Object.fromEntries(
  Object.entries(BRIGHTNESS_ROWS).map(([star, row]) => [star, [...row].map((c) => (c === '·' ? null : brightnessOf(c)))]),
);

export type Gender = 'M' | 'F';

export interface JamiInput {
  /** YYYY-MM-DD, solar or (isLunar) Korean lunar. */
  birthdate: string;
  isLunar: boolean;
  /** Meaningful only with isLunar. */
  isLeapMonth: boolean;
  /** HH:MM, 24-hour clock as given (no 30-minute shift, docs/jami.md §1). */
  birthTime: string;
  gender: Gender;
  /**
   * 23:00–23:59 (saju.md decision 4, docs/jami.md decision 5). Default JAMI_DEFAULTS.zasi ('split'), iztro's `dayDivide:
   * 'forward'`: the late 子 hour, date kept, lunar day + 1 for the day-based stars. 'jasi': the day
   * changes at 23:00, so the chart is that of the next day's 子 hour (its lunar date, month and year).
   * 'midnight': the same day's 子 hour, day unchanged (iztro's `dayDivide: 'current'`).
   */
  zasi?: ZasiConvention;
  /**
   * Birth-time options (docs/jami.md §1.1): when given, the chart reads the clock that decides saju's
   * day and hour pillars (the birthplace's standard time, or its local mean or true solar time)
   * instead of the clock as entered. Absent: the clock as entered, as before.
   */
  clock?: BirthClockOptions | null;
}

export type { ZasiConvention };

export class InvalidBirthTimeError extends DomainError {
  constructor(text: string) {
    super('INVALID_BIRTH_TIME', `Invalid birth_time: ${text}. Use HH:MM (00:00–23:59)`);
  }
}

export class InvalidTargetYearGanjiError extends DomainError {
  constructor(text: string) {
    super('INVALID_TARGET_YEAR', `Invalid target_year_ganji: ${text}. Use a Korean stem-branch name such as 갑진`);
  }
}

/** Decision 6: the accepted spellings of gender, in the order the API lists them. */
export const GENDER_SPELLINGS = ['M', 'F', 'm', 'f', 'Male', 'Female', 'male', 'female', 'yang', 'yin'] as const;
const GENDERS: Record<(typeof GENDER_SPELLINGS)[number], Gender> = {
  M: 'M', m: 'M', Male: 'M', male: 'M', yang: 'M',
  F: 'F', f: 'F', Female: 'F', female: 'F', yin: 'F',
};
export const parseGender = (text: string): Gender | null => (Object.hasOwn(GENDERS, text) ? GENDERS[text as keyof typeof GENDERS] : null);

/**
 * A target_year_ganji names one year in every 60; the service takes the one nearest to this year
 * (ties to the later), i.e. 1997–2056. The test reference maps into 1984–2043 instead: the two agree
 * for every name of 1997–2043 (all the reference's cases), and differ for the 13 names of 1984–1996.
 */
export const PRESENT_YEAR = 2026;

/** The year of a Korean stem-branch name (갑진 → 2024) nearest to PRESENT_YEAR. */
export function yearOfGanji(text: string): number {
  const stem = STEMS.findIndex((s) => s.korean === text[0]);
  const branch = BRANCHES.findIndex((b) => b.korean === text[1]);
  if (text.length !== 2 || stem < 0 || branch < 0 || stem % 2 !== branch % 2) throw new InvalidTargetYearGanjiError(text);
  const ahead = mod(cycleIndex({ stem, branch }) - (PRESENT_YEAR - 4), 60);
  return PRESENT_YEAR + (ahead > 30 ? ahead - 60 : ahead);
}

/** The lunar date the chart uses (decision 5), with the raw Korean lunar date it comes from. */
export interface JamiLunar {
  year: number;
  month: number;
  day: number;
  isLeapMonth: boolean;
  /** Born 23:00–23:59 (late 子); under zasi 'jasi' year, month and day are then the next day's. */
  lateZi: boolean;
  /** Month of the month-based stars: a leap month counts as the next month from day 16 (12 → 1). */
  chartMonth: number;
  /** Day of the day-based stars (三台 八座 恩光 天貴): day + 1 at late 子 under 'split', not wrapped, as iztro. */
  chartDay: number;
  /** Day of 紫微: chartDay, wrapped to 1 past the month's last day. */
  ziweiDay: number;
}

interface ChartBasis extends PlacementBasis {
  bureau: Bureau;
  /** 陽男陰女 (yang year and male, or yin year and female) run forward. */
  forward: boolean;
}

export interface SahwaPosition {
  mutagen: Mutagen;
  star: StarId;
  /** Branch of the transformed star. */
  branch: BranchId;
}

/** A 대한 사화 with `inField`: the transformed star sits in the period palace's 삼방사정. */
export interface PeriodTransformation extends SahwaPosition {
  /**
   * Not an iztro concept (the spec's is_jin): the service's definition is the star sitting in this
   * 대한's 삼방사정 (its palace, the two 三合 palaces at ±4, and the opposite palace at +6).
   */
  inField: boolean;
}

/** 대한: a ten-year period on a palace, its ages and the 사화 of the palace's stem. */
export interface DaehanPeriod {
  /** The period palace's stem-branch, e.g. 병술. */
  ganji: string;
  branch: BranchId;
  /** 虛歲 ages; the first period starts at 국수. */
  ageRange: { from: number; to: number };
  /** The natal palace the period stands on. */
  palace: PalaceId;
  /** The palaces counted from this period's palace as 명궁: palace → branch. */
  palaces: Record<PalaceId, BranchId>;
  /** 사화 of the period palace's stem, in the order 화록 화권 화과 화기. */
  transformations: PeriodTransformation[];
}

/** The year pillar's nayin. */
export interface Naeum {
  /** E.g. 노방토. */
  name: string;
  element: Element;
}

/** The bureau and where 명궁 and 신궁 fall. */
export interface ChartPalaces {
  /** 국수 2–6. */
  bureau: Bureau;
  /** 오행국, e.g. 토오국. */
  bureauName: string;
  lifeBranch: BranchId;
  bodyBranch: BranchId;
  /** Palace → its stem-branch (五虎遁), e.g. 명궁 → 병술. */
  ganji: Record<PalaceId, string>;
}

/** Positions the spec names that iztro's default school does not place as stars. */
export interface UnplacedPositions {
  /** 旬空: both void branches of the year's 旬 (the star 순공 is the one with the year branch's parity). */
  xunkong: BranchId[];
  /** 大耗 by year branch (placed only by the zhongzhou school). */
  dahao: BranchId;
  /** 紅艷 by year stem (not in iztro). */
  hongyan: BranchId;
  /** 劫殺 by the year's 三合. */
  jiesha: BranchId;
}

/** The four twelve-god cycles (docs/jami.md §4): each stage → its branch, in cycle order. */
export interface TwelveGods {
  /** 장생십이신, from the bureau's 長生 branch. */
  changsheng: Record<ChangshengName, BranchId>;
  /** 박사십이신, from 祿存. */
  boshi: Record<BoshiName, BranchId>;
  /** 세전십이신, from the year branch. */
  suiqian: Record<SuiqianName, BranchId>;
  /** 장전십이신, from 將星. */
  jiangqian: Record<JiangqianName, BranchId>;
}

/** A star that has a brightness where it sits. */
export interface StarBrightness {
  star: StarId;
  branch: BranchId;
  brightness: Brightness;
}

/** A palace of the 유년 view. */
export interface AnnualPalace {
  /** The natal palace's stem-branch. */
  ganji: string;
  /** The natal palace on this branch. */
  palace: PalaceId;
  /** The palace it is in the target year (counted from the year branch as 명궁). */
  annualPalace: PalaceId;
  branch: BranchId;
}

/** The 유년 view of a target year. */
export interface JamiAnnual {
  year: number;
  ganji: string;
  /** 流年命宮: the palace on the target year's branch. */
  lifeBranch: BranchId;
  /** The twelve palaces in iztro's order, 寅 first. */
  palaces: AnnualPalace[];
  /** 斗君. */
  doujun: BranchId;
  /** 流魁, 流鉞. */
  kui: BranchId;
  yue: BranchId;
  /** 流祿存, 流陀羅, 流擎羊. */
  lucun: BranchId;
  tuoluo: BranchId;
  qingyang: BranchId;
  /** 流昌, 流曲. */
  wenchang: BranchId;
  wenqu: BranchId;
  /** 流馬. */
  tianma: BranchId;
  /** 流鸞, 流喜. */
  hongluan: BranchId;
  tianxi: BranchId;
  /** 流年解. */
  jieshen: BranchId;
  /** The year stem's 사화, 화록 … 화기. */
  transformations: SahwaPosition[];
  /** The 대한 (or, before the first, the 童限 palace) holding the year's 虛歲; null outside the twelve periods. */
  period: { ganji: string; lifeBranch: BranchId } | null;
  /** 小限 (§2.9); null for a year before the birth year. */
  minorPeriod: { lifeBranch: BranchId; age: number } | null;
}

/** The Korean lunar date of the solar day after a lunar date. */
function nextDay({ year, month, day, isLeapMonth }: LunarDate): LunarDate {
  const solar = lunarToSolar(year, month, day, isLeapMonth);
  const next = new Date(Date.UTC(solar.year, solar.month - 1, solar.day + 1));
  return solarToLunar(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

const branchId = (branch: number): BranchId => BRANCH_IDS[mod(branch, 12)];

/** Object.fromEntries over keys, without its cost (several times slower in V8 for these small records). */
function keyed<K extends string, V>(keys: readonly K[], value: (key: K, i: number) => V): Record<K, V> {
  const record = {} as Record<K, V>;
  for (let i = 0; i < keys.length; i++) record[keys[i]] = value(keys[i], i);
  return record;
}

export class JamiChart {
  readonly gender: Gender;
  readonly birthDate: BirthDate;
  /** The 23:00 convention (JamiInput.zasi), for the answer's provenance. */
  readonly zasi: ZasiConvention;
  /** Clock hour 0–23. */
  private readonly hour: number;
  /** The clock read when birth-time options were given; null for the clock as entered. */
  readonly birthClock: BirthClock | null;

  /** Throws InvalidBirthTimeError, and resolveBirthDate's calendar errors. */
  constructor(input: JamiInput) {
    const time = /^([01]\d|2[0-3]):[0-5]\d$/.exec(input.birthTime);
    if (!time) throw new InvalidBirthTimeError(input.birthTime);
    const entered = resolveBirthDate(input);
    this.birthClock = input.clock ? resolveBirthClock(entered.solar, input.birthTime, input.clock) : null;
    if (this.birthClock) {
      const clock = new Date(this.birthClock.pillarClockMs).toISOString();
      this.hour = Number(clock.slice(11, 13));
      this.birthDate = resolveBirthDate({ birthdate: clock.slice(0, 10), isLunar: false, isLeapMonth: false });
    } else {
      this.hour = Number(time[1]);
      this.birthDate = entered;
    }
    this.gender = input.gender;
    this.zasi = input.zasi ?? JAMI_DEFAULTS.zasi;
  }

  readonly lunar = lazy((): JamiLunar => {
    const lateZi = this.hour === 23;
    const { year, month, day, isLeapMonth } = lateZi && this.zasi === 'jasi' ? nextDay(this.birthDate.lunar) : this.birthDate.lunar;
    const chartDay = lateZi && this.zasi === 'split' ? day + 1 : day;
    const length = lunarMonthLength(year, month, isLeapMonth);
    return {
      year, month, day, isLeapMonth, lateZi,
      chartMonth: isLeapMonth && day > 15 ? (month % 12) + 1 : month,
      chartDay,
      ziweiDay: chartDay > length ? chartDay - length : chartDay,
    };
  });

  private readonly basis = lazy((): ChartBasis => {
    const { year, chartMonth: m, chartDay: d, ziweiDay } = this.lunar();
    const ys = mod(year - 4, 10);
    const yb = mod(year - 4, 12);
    // 子 0:00–0:59, then 2-hour bands 丑 … 亥; 23:xx is the late 子 (docs/jami.md §1)
    const h = Math.floor((this.hour + 1) / 2) % 12;
    const life = mod(lifePalace(m, h), 12);
    const bureau = BUREAU[NAEUM[cycleIndex({ stem: palaceStem(ys, life), branch: life }) >> 1].element];
    const ziwei = mod(ziweiPalace(ziweiDay, bureau), 12);
    return {
      ys, yb, m, d, h, life, bureau, ziwei,
      body: mod(bodyPalace(m, h), 12),
      tianfu: mod(tianfuPalace(ziwei), 12),
      forward: (yb % 2 === 0) === (this.gender === 'M'),
    };
  });

  /** Branch index of each star iztro places, in STARS order (an array: an object of 66 keys is slower to build). */
  private readonly positions = lazy(() => {
    const basis = this.basis();
    return STARS.map((star) => mod(star.at(basis), 12));
  });

  /** Branch index of the birth hour the palaces are counted from (子 = 0: 23:00–00:59 … 亥 = 11). */
  hourBranch(): number {
    return this.basis().h;
  }

  /** Branch index (子 = 0) of a placed star. */
  branchOf(star: StarId): number {
    return this.positions()[STAR_INDEX[star]];
  }

  /** The placed stars in iztro's order, with brightness and birth-year transformation. */
  readonly stars = lazy((): StarPlacement[] => {
    const positions = this.positions();
    const mutagens = SAHWA[this.basis().ys];
    return STARS.map(({ id, kind }, i) => {
      const branch = positions[i];
      const mutagen = mutagens.indexOf(id);
      return {
        id, branch, kind,
        brightness: BRIGHTNESS[id]?.[branch] ?? null,
        mutagen: mutagen < 0 ? null : MUTAGENS[mutagen],
      };
    });
  });

  readonly facts = lazy((): JamiFacts => {
    const { ys, yb, forward, bureau, life, body } = this.basis();
    const stars = SAHWA[ys];
    return {
      gender: this.gender,
      yearStem: ys,
      yearBranch: yb,
      forward,
      bureau,
      lifeBranch: life,
      bodyBranch: body,
      palaces: PALACE_IDS.map((id, k) => {
        const branch = mod(life - k, 12);
        return { id, branch, stem: palaceStem(ys, branch) };
      }),
      stars: this.stars(),
      sahwa: keyed(MUTAGENS, (_, i) => stars[i]),
    };
  });

  // ── Placements ───────────────────────────────────────────────────────────────────────────

  /** The year pillar's nayin (e.g. 노방토) and its element. */
  readonly naeum = lazy((): Naeum => {
    const { ys, yb } = this.basis();
    const naeum = NAEUM[cycleIndex({ stem: ys, branch: yb }) >> 1];
    return { name: naeum.name, element: naeum.element };
  });

  /** The bureau, 명궁 and 신궁, and each palace's stem-branch. */
  readonly palaces = lazy((): ChartPalaces => {
    const { bureau, life, body } = this.basis();
    return {
      bureau,
      bureauName: BUREAU_NAMES[bureau],
      lifeBranch: branchId(life),
      bodyBranch: branchId(body),
      ganji: keyed(PALACE_IDS, (_, k) => this.ganji(life - k)),
    };
  });

  /** Every placed star → its branch. */
  readonly starBranches = lazy((): Record<StarId, BranchId> => {
    const positions = this.positions();
    return keyed(STAR_IDS, (_, i) => branchId(positions[i]));
  });

  /** The spec's positions that are not placed stars (旬空's two branches, 大耗, 紅艷, 劫殺). */
  readonly unplaced = lazy((): UnplacedPositions => {
    const { ys, yb } = this.basis();
    return { xunkong: xunkong(ys, yb).map(branchId), dahao: branchId(DAHAO[yb]), hongyan: branchId(HONGYAN[ys]), jiesha: branchId(JIESHA[yb % 4]) };
  });

  /** The birth-year 사화: each transformation with its star and that star's branch. */
  readonly sahwa = lazy((): SahwaPosition[] => {
    const stars = SAHWA[this.basis().ys];
    return MUTAGENS.map((mutagen, i) => ({ mutagen, star: stars[i], branch: this.at(stars[i]) }));
  });

  /** 장생십이신, 박사십이신, 세전십이신, 장전십이신: stage name → branch (docs/jami.md §4). */
  readonly twelveGods = lazy((): TwelveGods => {
    const { ys, yb, bureau, forward } = this.basis();
    const along = forward ? 1 : -1;
    const cycle = <K extends string>(names: readonly K[], start: number, step: number) => keyed(names, (_, i) => branchId(start + step * i));
    return {
      changsheng: cycle(CHANGSHENG_12, CHANGSHENG_START[bureau], along),
      boshi: cycle(BOSHI_12, LUCUN[ys], along),
      suiqian: cycle(SUIQIAN_12, yb, 1),
      jiangqian: cycle(JIANGQIAN_12, JIANGXING[yb % 4], 1),
    };
  });

  /** Branch → the stars there in iztro's order. */
  readonly starsByBranch = lazy((): Record<BranchId, StarPlacement[]> => {
    const lists = BRANCH_IDS.map((): StarPlacement[] => []);
    for (const star of this.stars()) lists[star.branch].push(star);
    return keyed(BRANCH_IDS, (_, i) => lists[i]);
  });

  /** Every star with a brightness where it sits, in iztro's order. */
  readonly brightness = lazy((): StarBrightness[] => {
    const list: StarBrightness[] = [];
    for (const s of this.stars()) if (s.brightness) list.push({ star: s.id, branch: branchId(s.branch), brightness: s.brightness });
    return list;
  });

  /** 대한: the twelve ten-year periods in age order. */
  readonly daehan = lazy((): DaehanPeriod[] => {
    const { ys, bureau } = this.basis();
    const periods: DaehanPeriod[] = [];
    for (let i = 0; i < 12; i++) {
      const branch = this.periodPalace(i);
      const field = [0, 4, 6, 8].map((k) => mod(branch + k, 12));
      const sahwa = SAHWA[palaceStem(ys, branch)];
      const start = bureau + 10 * i;
      periods.push({
        ganji: this.ganji(branch),
        branch: branchId(branch),
        ageRange: { from: start, to: start + 9 },
        palace: this.palaceName(branch),
        palaces: keyed(PALACE_IDS, (_, k) => branchId(branch - k)),
        transformations: MUTAGENS.map((mutagen, j) => {
          const star = this.branchOf(sahwa[j]);
          return { mutagen, star: sahwa[j], branch: branchId(star), inField: field.includes(star) };
        }),
      });
    }
    return periods;
  });

  // ── 유년 ─────────────────────────────────────────────────────────────────────────────────

  private readonly annuals = new Map<number, JamiAnnual>();

  /** The 유년 view of the year named by target_year_ganji (see yearOfGanji); throws InvalidTargetYearGanjiError. */
  annual(targetYearGanji: string): JamiAnnual {
    return this.annualForYear(yearOfGanji(targetYearGanji));
  }

  annualForYear(year: number): JamiAnnual {
    let annual = this.annuals.get(year);
    if (!annual) this.annuals.set(year, (annual = this.computeAnnual(year)));
    return annual;
  }

  private computeAnnual(year: number): JamiAnnual {
    const { yb, m, h } = this.basis();
    const ts = mod(year - 4, 10);
    const tb = mod(year - 4, 12);
    const lucun = LUCUN[ts];
    const age = year - this.lunar().year + 1; // 虛歲
    return {
      year,
      ganji: pillarKorean({ stem: ts, branch: tb }),
      lifeBranch: branchId(tb),
      palaces: FROM_YIN.map((branch) => ({
        ganji: this.ganji(branch),
        palace: this.palaceName(branch),
        annualPalace: PALACE_IDS[mod(tb - branch, 12)],
        branch: branchId(branch),
      })),
      doujun: branchId(doujun(tb, m, h)),
      kui: branchId(TIANKUI[ts]),
      yue: branchId(TIANYUE[ts]),
      lucun: branchId(lucun),
      tuoluo: branchId(lucun - 1),
      qingyang: branchId(lucun + 1),
      wenchang: branchId(LIUCHANG[ts]),
      wenqu: branchId(LIUQU[ts]),
      tianma: branchId(TIANMA[tb % 4]),
      hongluan: branchId(hongluan(tb)),
      tianxi: branchId(hongluan(tb) + 6),
      jieshen: branchId(nianjie(tb)),
      transformations: MUTAGENS.map((mutagen, j) => ({ mutagen, star: SAHWA[ts][j], branch: this.at(SAHWA[ts][j]) })),
      period: this.periodAtAge(age),
      minorPeriod: age < 1 ? null : { lifeBranch: branchId(XIAOXIAN_START[yb % 4] + (this.gender === 'M' ? 1 : -1) * (age - 1)), age },
    };
  }

  /** The 대한 holding 虛歲 age; before the first one, iztro's 童限 palace. */
  private periodAtAge(age: number) {
    const { bureau, life } = this.basis();
    const i = Math.floor((age - bureau) / 10);
    if (age < 1 || i > 11) return null;
    const branch = age < bureau ? life - PALACE_IDS.indexOf(CHILDHOOD_PALACES[age - 1]) : this.periodPalace(i);
    return { ganji: this.ganji(branch), lifeBranch: branchId(branch) };
  }

  // ── Helpers ──────────────────────────────────────────────────────────────────────────────

  /** The palace of the i-th 대한: from 명궁, forward for 陽男陰女, else backward (§2.8). */
  private periodPalace(i: number) {
    const { life, forward } = this.basis();
    return mod(life + (forward ? i : -i), 12);
  }

  private palaceName(branch: number): PalaceId {
    return PALACE_IDS[mod(this.basis().life - branch, 12)];
  }

  /** A palace's stem-branch name in Korean, e.g. 병술. */
  private ganji(branch: number) {
    const b = mod(branch, 12);
    return pillarKorean({ stem: palaceStem(this.basis().ys, b), branch: b });
  }

  private at(star: StarId) {
    return branchId(this.branchOf(star));
  }

}
