/**
 * A Zi Wei Dou Shu (자미두수) chart: iztro's default placement (notes/jami.md decision 2) from the
 * rules in tables.ts, on the Korean lunar calendar (decision 1). Each part is computed the first time
 * it is asked for: the star positions need no twelve-god cycles, 대한 or annual view. Accessors return
 * the spec's shapes (§2.4): Korean keys, branches as Korean names (자 … 해).
 */
import { lazy } from '../lazy.js';
import { BRANCHES, STEMS, cycleIndex, mod, pillarKorean } from '../saju/ganzhi.js';
import { NAEUM } from '../saju/tables.js';
import { resolveBirthDate, type BirthDate } from '../time/birth-date.js';
import { lunarMonthLength } from '../time/korean-calendar.js';
import {
  BOSHI_12, BRIGHTNESS, BUREAU, BUREAU_NAMES, CHANGSHENG_12, CHANGSHENG_START, CHILDHOOD_PALACES, DAHAO, FROM_YIN,
  HONGYAN, JIANGQIAN_12, JIANGXING, JIELU, JIESHA, KONGWANG, LIUCHANG, LIUQU, LUCUN, SAHWA, STARS, STAR_INDEX,
  SUIQIAN_12, TIANKUI, TIANMA, TIANYUE, XIAOXIAN_START, bodyPalace, doujun, hongluan, lifePalace, nianjie, palaceStem,
  tianfuPalace, xunkong, ziweiPalace, type Bureau, type PlacementBasis, type StarName,
} from './tables.js';
import { MUTAGENS, PALACE_NAMES, type Brightness, type JamiFacts, type StarPlacement } from './types.js';
import { DomainError } from '../errors.js';

export type Gender = 'M' | 'F';

export interface JamiInput {
  /** YYYY-MM-DD, solar or (isLunar) Korean lunar. */
  birthdate: string;
  isLunar: boolean;
  /** Meaningful only with isLunar. */
  isLeapMonth: boolean;
  /** HH:MM, 24-hour clock as given (no 30-minute shift, notes §1). */
  birthTime: string;
  gender: Gender;
}

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

/** Decision 6: the accepted spellings of gender. */
const GENDERS: Record<string, Gender> = {
  M: 'M', m: 'M', Male: 'M', male: 'M', yang: 'M',
  F: 'F', f: 'F', Female: 'F', female: 'F', yin: 'F',
};
export const parseGender = (text: string): Gender | null => (Object.hasOwn(GENDERS, text) ? GENDERS[text] : null);

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
  /** Born 23:00–23:59 (late 子). */
  lateZi: boolean;
  /** Month of the month-based stars: a leap month counts as the next month from day 16 (12 → 1). */
  chartMonth: number;
  /** Day of the day-based stars (三台 八座 恩光 天貴): day + 1 at late 子, not wrapped, as iztro. */
  chartDay: number;
  /** Day of 紫微: chartDay, wrapped to 1 past the month's last day. */
  ziweiDay: number;
}

interface ChartBasis extends PlacementBasis {
  bureau: Bureau;
  /** 陽男陰女 (yang year and male, or yin year and female) run forward. */
  forward: boolean;
}

const BRANCH_NAMES = BRANCHES.map((b) => b.korean);
/** '록', '권', '과', '기': 대한 and 유년 사화 keys. */
const SAHWA_KEYS = MUTAGENS.map((m) => m.slice(1));

export interface SahwaPosition {
  star: StarName;
  /** Branch of the transformed star. */
  palace: string;
}

export interface DaehanPeriod {
  palace_branch: string;
  /** 'N ~ M' in 虛歲, the first starting at 국수. */
  age_range: string;
  original_palace_name: string;
  /** The palace names counted from this period's palace as 명궁. */
  daehan_palaces_branches: Record<string, string>;
  /**
   * 사화 of the period's palace stem. `is_jin` (not an iztro concept) is the service's definition:
   * the transformed star sits in this 대한's 삼방사정 (its palace, the two 三合 palaces at ±4, and the
   * opposite palace at +6).
   */
  daehan_sahwa: Record<string, SahwaPosition & { is_jin: boolean }>;
}

/** The 유년 blocks of spec §2.4, as the reference's `유년` shows them. */
export interface JamiAnnual {
  year: number;
  ganji: string;
  /** 流年命宮: the palace on the target year's branch. */
  명궁: string;
  유년십이궁: { ganji: string; original_palace_name: string; annual_palace_name: string; branch: string }[];
  두군: string;
  유년천괴천월: { 유괴: string; 유월: string };
  유년녹존타라경양: { 유록존: string; 유타라: string; 유경양: string };
  유년문창문곡: { 유창: string; 유곡: string };
  유년천마: string;
  유년홍란천희: { 유홍란: string; 유천희: string };
  유년해신: string;
  유년사화: Record<string, SahwaPosition>;
  /** The 대한 (or, before the first, the 童限 palace) holding the year's 虛歲; null outside the twelve periods. */
  대한: { ganji: string; 명궁: string } | null;
  /** 小限 (§2.9); null for a year before the birth year. */
  소한: { 명궁: string; 허세: number } | null;
}

const ko = (branch: number) => BRANCHES[mod(branch, 12)].korean;

/** Object.fromEntries over keys, without its cost (several times slower in V8 for these small records). */
function keyed<K extends string, V>(keys: readonly K[], value: (key: K, i: number) => V): Record<K, V> {
  const record = {} as Record<K, V>;
  for (let i = 0; i < keys.length; i++) record[keys[i]] = value(keys[i], i);
  return record;
}

export class JamiChart {
  readonly gender: Gender;
  readonly birthDate: BirthDate;
  /** Clock hour 0–23. */
  private readonly hour: number;

  /** Throws InvalidBirthTimeError, and resolveBirthDate's calendar errors. */
  constructor(input: JamiInput) {
    const time = /^([01]\d|2[0-3]):[0-5]\d$/.exec(input.birthTime);
    if (!time) throw new InvalidBirthTimeError(input.birthTime);
    this.hour = Number(time[1]);
    this.birthDate = resolveBirthDate(input);
    this.gender = input.gender;
  }

  readonly lunar = lazy((): JamiLunar => {
    const { year, month, day, isLeapMonth } = this.birthDate.lunar;
    const lateZi = this.hour === 23;
    const chartDay = lateZi ? day + 1 : day;
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
    // 子 0:00–0:59, then 2-hour bands 丑 … 亥; 23:xx is the late 子 (notes §1)
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

  /** Branch index (子 = 0) of a placed star. */
  branchOf(star: StarName): number {
    return this.positions()[STAR_INDEX[star]];
  }

  /** The placed stars in iztro's order, with brightness and birth-year transformation. */
  readonly stars = lazy((): StarPlacement[] => {
    const positions = this.positions();
    const mutagens = SAHWA[this.basis().ys];
    return STARS.map(({ name, kind }, i) => {
      const branch = positions[i];
      const mutagen = mutagens.indexOf(name);
      return {
        name, branch, kind,
        brightness: BRIGHTNESS[name]?.[branch] ?? null,
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
      palaces: PALACE_NAMES.map((name, k) => {
        const branch = mod(life - k, 12);
        return { name, branch, stem: palaceStem(ys, branch) };
      }),
      stars: this.stars(),
      sahwa: keyed(MUTAGENS, (_, i) => stars[i]),
    };
  });

  // ── Spec §2.4 key groups ─────────────────────────────────────────────────────────────────

  /** 납음오행 (the year pillar's nayin, e.g. 노방토) and its element 납음오행_원소. */
  readonly naeum = lazy(() => {
    const { ys, yb } = this.basis();
    const naeum = NAEUM[cycleIndex({ stem: ys, branch: yb }) >> 1];
    return { 납음오행: naeum.name, 납음오행_원소: naeum.element };
  });

  /** 국수 (2–6), 오행국, 명궁, 신궁, 십이궁 (palace name → its stem-branch, e.g. 병술). */
  readonly palaces = lazy(() => {
    const { bureau, life, body } = this.basis();
    return {
      국수: bureau,
      오행국: BUREAU_NAMES[bureau],
      명궁: ko(life),
      신궁: ko(body),
      십이궁: keyed(PALACE_NAMES, (_, k) => this.ganji(life - k)),
    };
  });

  /** 자미 and 14정성 및 보좌성 (the fourteen main stars, 좌보 and 우필). */
  readonly mainStars = lazy(() => ({
    자미: this.at('자미'),
    '14정성 및 보좌성': this.pick(
      '자미', '천기', '태양', '무곡', '천동', '염정', '천부', '태음', '탐랑', '거문', '천상', '천량', '칠살', '파군', '좌보', '우필',
    ),
  }));

  /** 문창문곡, 녹존타라경양, 천마, 화성영성지공지겁, 천월 ([천괴, 천월(天鉞)]). */
  readonly auxiliaryStars = lazy(() => ({
    문창문곡: [this.at('문창'), this.at('문곡')],
    녹존타라경양: this.pick('녹존', '타라', '경양'),
    천마: this.at('천마'),
    화성영성지공지겁: this.pick('화성', '영성', '지공', '지겁'),
    천월: [this.at('천괴'), this.at('천월')],
  }));

  /** 사화 (transformation → star) and 사화_위치 (transformation → that star's branch). */
  readonly sahwa = lazy(() => {
    const stars = SAHWA[this.basis().ys];
    return {
      사화: keyed(MUTAGENS, (_, i) => stars[i]),
      사화_위치: keyed(MUTAGENS, (_, i) => this.at(stars[i])),
    };
  });

  /**
   * 천형천요천공, 순공 and 절공 (both branches), the single-branch stars 삼태 … 파쇄 (with 홍염, and 대모
   * and 겁살, which iztro's default school computes but does not place), 천관천복, 천주, 홍란천희,
   * 천곡천허, 고신과수, 겁살화개, 천상천사 (palace names), and the reference's 천수, 천덕.
   */
  readonly minorStars = lazy(() => {
    const { ys, yb } = this.basis();
    return {
      천형천요천공: this.pick('천형', '천요', '천공'),
      순공: xunkong(ys, yb).map(ko),
      절공: [ko(JIELU[ys % 5]), ko(KONGWANG[ys % 5])],
      ...this.pick('삼태', '팔좌', '은광', '천귀', '태보', '봉고', '용지', '봉각', '천재', '천무', '해신(월)', '해신(년)', '월덕'),
      대모: ko(DAHAO[yb]),
      항지: this.at('함지'),
      홍염: ko(HONGYAN[ys]),
      ...this.pick('음살', '비렴', '파쇄', '천수', '천덕'),
      천관천복: [this.at('천관'), this.at('천복')],
      천주: [this.at('천주')],
      홍란천희: [this.at('홍란'), this.at('천희')],
      천곡천허: [this.at('천곡'), this.at('천허')],
      고신과수: [this.at('고신'), this.at('과수')],
      겁살화개: [ko(JIESHA[yb % 4]), this.at('화개')],
      천상천사: [this.palaceName(this.branchOf('천상(天傷)')), this.palaceName(this.branchOf('천사'))],
    };
  });

  /** 장생십이신, 박사십이신, 세전십이신, 장전십이신: stage name → branch (notes §4). */
  readonly twelveGods = lazy(() => {
    const { ys, yb, bureau, forward } = this.basis();
    const along = forward ? 1 : -1;
    const cycle = (names: readonly string[], start: number, step: number) => keyed(names, (_, i) => ko(start + step * i));
    return {
      장생십이신: cycle(CHANGSHENG_12, CHANGSHENG_START[bureau], along),
      박사십이신: cycle(BOSHI_12, LUCUN[ys], along),
      세전십이신: cycle(SUIQIAN_12, yb, 1),
      장전십이신: cycle(JIANGQIAN_12, JIANGXING[yb % 4], 1),
    };
  });

  /** 궁별_성_배치: branch → the stars there in iztro's order, a birth-year transformation as 거문(화록). */
  readonly starsByBranch = lazy(() => {
    const lists = BRANCH_NAMES.map((): string[] => []);
    for (const { name, branch, mutagen } of this.stars()) lists[branch].push(mutagen ? `${name}(${mutagen})` : name);
    return keyed(BRANCH_NAMES, (_, i) => lists[i]);
  });

  /** 성_밝기: every star with a brightness → {위치, 밝기}. */
  readonly brightness = lazy(() => {
    const brightness: Record<string, { 위치: string; 밝기: Brightness }> = {};
    for (const s of this.stars()) if (s.brightness) brightness[s.name] = { 위치: ko(s.branch), 밝기: s.brightness };
    return brightness;
  });

  /** 대한: the twelve ten-year periods in age order, keyed by their palace's stem-branch name. */
  readonly daehan = lazy(() => {
    const { ys, bureau } = this.basis();
    const periods: Record<string, DaehanPeriod> = {};
    for (let i = 0; i < 12; i++) {
      const branch = this.periodPalace(i);
      const field = [0, 4, 6, 8].map((k) => mod(branch + k, 12));
      const sahwa = SAHWA[palaceStem(ys, branch)];
      const start = bureau + 10 * i;
      periods[this.ganji(branch)] = {
        palace_branch: ko(branch),
        age_range: `${start} ~ ${start + 9}`,
        original_palace_name: this.palaceName(branch),
        daehan_palaces_branches: keyed(PALACE_NAMES, (_, k) => ko(branch - k)),
        daehan_sahwa: keyed(SAHWA_KEYS, (_, j) => {
          const star = this.branchOf(sahwa[j]);
          return { star: sahwa[j], palace: ko(star), is_jin: field.includes(star) };
        }),
      };
    }
    return periods;
  });

  /**
   * Every §2.4 key this chart computes (all but the interpretive ones), with the reference's extras.
   * Object.assign, not a spread literal: spreading these ~70 keys costs ~100 µs in V8.
   */
  record(): JamiRecord {
    return Object.assign(
      {},
      this.naeum(), this.palaces(), this.mainStars(), this.auxiliaryStars(), this.sahwa(), this.minorStars(), this.twelveGods(),
      { 궁별_성_배치: this.starsByBranch(), 성_밝기: this.brightness(), 대한: this.daehan() },
    );
  }

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
      명궁: ko(tb),
      유년십이궁: FROM_YIN.map((branch) => ({
        ganji: this.ganji(branch),
        original_palace_name: this.palaceName(branch),
        annual_palace_name: PALACE_NAMES[mod(tb - branch, 12)],
        branch: ko(branch),
      })),
      두군: ko(doujun(tb, m, h)),
      유년천괴천월: { 유괴: ko(TIANKUI[ts]), 유월: ko(TIANYUE[ts]) },
      유년녹존타라경양: { 유록존: ko(lucun), 유타라: ko(lucun - 1), 유경양: ko(lucun + 1) },
      유년문창문곡: { 유창: ko(LIUCHANG[ts]), 유곡: ko(LIUQU[ts]) },
      유년천마: ko(TIANMA[tb % 4]),
      유년홍란천희: { 유홍란: ko(hongluan(tb)), 유천희: ko(hongluan(tb) + 6) },
      유년해신: ko(nianjie(tb)),
      유년사화: keyed(SAHWA_KEYS, (_, j) => ({ star: SAHWA[ts][j], palace: this.at(SAHWA[ts][j]) })),
      대한: this.periodAtAge(age),
      소한: age < 1 ? null : { 명궁: ko(XIAOXIAN_START[yb % 4] + (this.gender === 'M' ? 1 : -1) * (age - 1)), 허세: age },
    };
  }

  /** The 대한 holding 虛歲 age; before the first one, iztro's 童限 palace. */
  private periodAtAge(age: number) {
    const { bureau, life } = this.basis();
    const i = Math.floor((age - bureau) / 10);
    if (age < 1 || i > 11) return null;
    const branch = age < bureau ? life - PALACE_NAMES.indexOf(CHILDHOOD_PALACES[age - 1]) : this.periodPalace(i);
    return { ganji: this.ganji(branch), 명궁: ko(branch) };
  }

  // ── Helpers ──────────────────────────────────────────────────────────────────────────────

  /** The palace of the i-th 대한: from 명궁, forward for 陽男陰女, else backward (§2.8). */
  private periodPalace(i: number) {
    const { life, forward } = this.basis();
    return mod(life + (forward ? i : -i), 12);
  }

  private palaceName(branch: number) {
    return PALACE_NAMES[mod(this.basis().life - branch, 12)];
  }

  /** A palace's stem-branch name in Korean, e.g. 병술. */
  private ganji(branch: number) {
    const b = mod(branch, 12);
    return pillarKorean({ stem: palaceStem(this.basis().ys, b), branch: b });
  }

  private at(star: StarName) {
    return ko(this.branchOf(star));
  }

  private pick<S extends StarName>(...stars: S[]) {
    return keyed(stars, (s) => this.at(s));
  }
}

type Part<K extends keyof JamiChart> = JamiChart[K] extends () => infer R ? R : never;

/** JamiChart.record(): the spec's natal keys and 대한. */
export type JamiRecord = Part<'naeum'> & Part<'palaces'> & Part<'mainStars'> & Part<'auxiliaryStars'> & Part<'sahwa'> &
  Part<'minorStars'> & Part<'twelveGods'> & {
    궁별_성_배치: Part<'starsByBranch'>;
    성_밝기: Part<'brightness'>;
    대한: Part<'daehan'>;
  };
