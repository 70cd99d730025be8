/**
 * Annual profections (docs/techniques.md §3, interface-spec §4.8).
 *
 * CUSP (the spec's rule): profected house = (age mod 12) + 1; the profected sign is the sign on that
 * house's cusp in the requested house system, the lord of the year that sign's traditional ruler.
 * WHOLE_SIGN (traditional): the ASC's sign advanced by one sign per year. The two differ under
 * quadrant houses where signs are intercepted or repeated on successive cusps.
 *
 * The profected year runs from one birthday to the next.
 */
import { DomainError } from '../errors.js';
import { lazy } from '../lazy.js';
import { wallClockIso } from '../time/local-time.js';
import { norm360 } from './angle.js';
import type { Chart } from './chart.js';
import { SIGNS, signIndex, type SignName } from './zodiac.js';
import { TEXT_LANG, type Lang } from '../lang.js';

export type ProfectionMethod = 'CUSP' | 'WHOLE_SIGN';
export type TraditionalRuler = 'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn';

/** Traditional domicile rulers, Aries … Pisces. */
export const SIGN_RULERS: readonly TraditionalRuler[] = [
  'Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter',
];

export const MAX_PROFECTION_AGE = 120;

export function rulerOf(lon: number): TraditionalRuler {
  return SIGN_RULERS[signIndex(lon)];
}

/** The profected house of an age: (age mod 12) + 1. */
export function profectedHouse(age: number): number {
  return (age % 12) + 1;
}

/** A house calculation that failed or gave non-finite cusps (the API answers with the spec's 500, §7). */
export class ProfectionError extends DomainError {
  constructor(cause?: unknown) {
    super('PROFECTION_FAILED', 'Failed to calculate Annual Profections. Please try again.');
    this.cause = cause;
  }
}

/** Topics of the twelve houses (Korean), for the interpretation. */
export const HOUSE_TOPICS: readonly string[] = [
  '자아, 몸과 건강, 삶의 방향',
  '재물, 소득, 소유',
  '형제, 소통, 학습, 가까운 이동',
  '가정, 부모, 부동산, 뿌리',
  '자녀, 연애, 창작, 즐거움',
  '일상 업무, 건강 관리, 봉사',
  '배우자, 동업, 계약, 공개적 관계',
  '공동 재산, 부채, 변화와 위기',
  '여행, 고등 교육, 신념, 해외',
  '직업, 명예, 사회적 지위',
  '친구, 후원자, 단체, 희망',
  '고립, 숨은 적, 휴식, 내면',
];

/** The same topics in English, written from the Korean. */
export const HOUSE_TOPICS_EN: readonly string[] = [
  'self, body and health, direction in life',
  'money, income, possessions',
  'siblings, communication, learning, short journeys',
  'home, parents, property, roots',
  'children, romance, creativity, pleasure',
  'daily work, health care, service',
  'spouse, partnerships, contracts, public dealings',
  'shared resources, debts, change and crisis',
  'travel, higher education, beliefs, foreign lands',
  'career, honour, social standing',
  'friends, patrons, groups, hopes',
  'seclusion, hidden enemies, rest, the inner life',
];

/** The topics of a house 1–12 in a language. */
export function houseTopics(house: number, lang: Lang = TEXT_LANG): string {
  return (lang === 'en' ? HOUSE_TOPICS_EN : HOUSE_TOPICS)[house - 1];
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th. */
export const ordinalEn = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;

const RULER_KO: Record<TraditionalRuler, string> = {
  Sun: '태양', Moon: '달', Mercury: '수성', Venus: '금성', Mars: '화성', Jupiter: '목성', Saturn: '토성',
};

export interface ProfectedHouse {
  number: number;
  cuspLongitude: number;
  sign: SignName;
  ruler: TraditionalRuler;
  isProfected: boolean;
}

/** One year's profection of a natal chart; the houses are computed on first use. */
export class Profection {
  readonly houseNumber: number;

  constructor(
    readonly chart: Chart,
    readonly age: number,
    readonly method: ProfectionMethod = 'CUSP',
  ) {
    if (!Number.isInteger(age) || age < 0) throw new RangeError(`Age must be a whole number of years, got ${age}`);
    this.houseNumber = profectedHouse(age);
  }

  /**
   * Cusps 1–12 of the method: the chart's cusps (requested system, with its polar fallback) or whole
   * signs from the ASC's sign. A failed or non-finite house calculation is the spec's 500.
   */
  readonly cusps = lazy((): number[] => {
    let cusps: number[];
    try {
      const houses = this.chart.houses();
      cusps =
        this.method === 'CUSP'
          ? houses.cusps
          : Array.from({ length: 12 }, (_, i) => norm360(30 * (signIndex(houses.asc) + i)));
    } catch (err) {
      throw new ProfectionError(err);
    }
    if (cusps.length !== 12 || !cusps.every(Number.isFinite)) throw new ProfectionError();
    return cusps;
  });

  readonly houses = lazy((): ProfectedHouse[] =>
    this.cusps().map((lon, i) => ({
      number: i + 1,
      cuspLongitude: lon,
      sign: SIGNS[signIndex(lon)].en,
      ruler: rulerOf(lon),
      isProfected: i + 1 === this.houseNumber,
    })),
  );

  get profected(): ProfectedHouse {
    return this.houses()[this.houseNumber - 1];
  }

  /** The lord of the year's natal place: its sign and house in the chart's own houses. */
  readonly rulerNatal = lazy(() => {
    const ruler = this.profected.ruler;
    const body = this.chart.body(ruler.toLowerCase() as Lowercase<TraditionalRuler>);
    return { ruler, longitude: body.lon, sign: SIGNS[signIndex(body.lon)].en, house: this.chart.houseOf(body.lon) };
  });

  /** The birthdays that open and close the profected year, as local dates YYYY-MM-DD. */
  readonly year = lazy(() => {
    const local = wallClockIso(this.chart.time()).slice(0, 10);
    const [y, m, d] = local.split('-').map(Number);
    return { start: birthday(y + this.age, m, d), end: birthday(y + this.age + 1, m, d) };
  });

  /** A Korean reading of the year: house topics, sign, lord of the year and its natal place. */
  readonly summary = lazy(() => {
    const p = this.profected;
    const n = this.rulerNatal();
    const signKo = SIGNS[signIndex(p.cuspLongitude)].ko;
    return (
      `${this.age}세의 연간 프로펙션은 ${p.number}하우스(${HOUSE_TOPICS[p.number - 1]})를 활성화합니다. ` +
      `이 하우스의 커스프는 ${signKo}(${p.sign})에 있어 올해의 주관 행성(연주)은 ${RULER_KO[p.ruler]}(${p.ruler})입니다. ` +
      `${RULER_KO[p.ruler]}은 출생 차트에서 ${SIGNS[signIndex(n.longitude)].ko} ${n.house}하우스` +
      `(${HOUSE_TOPICS[n.house - 1]})에 있으므로, 올해는 ${HOUSE_TOPICS[p.number - 1]}의 주제가 ` +
      `${HOUSE_TOPICS[n.house - 1]}의 영역을 통해 드러나기 쉽습니다.`
    );
  });

  get houseTheme(): string {
    return HOUSE_TOPICS[this.houseNumber - 1];
  }

  /** The reading of the year in a language (Korean: `summary`). */
  interpretation(lang: Lang = TEXT_LANG): string {
    if (lang === 'ko') return this.summary();
    const p = this.profected;
    const n = this.rulerNatal();
    return (
      `At age ${this.age}, the annual profection activates the ${ordinalEn(p.number)} house (${HOUSE_TOPICS_EN[p.number - 1]}). ` +
      `The cusp of this house is in ${p.sign}, so the lord of the year is ${p.ruler}. ` +
      `In the natal chart ${p.ruler} is in ${n.sign} in the ${ordinalEn(n.house)} house (${HOUSE_TOPICS_EN[n.house - 1]}), ` +
      `so this year the matters of the ${ordinalEn(p.number)} house tend to show themselves through those of the ${ordinalEn(n.house)}.`
    );
  }
}

/** YYYY-MM-DD of a birthday; 29 February becomes 28 February in common years. */
function birthday(y: number, m: number, d: number): string {
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
