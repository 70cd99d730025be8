/**
 * Firdaria: the Persian time-lord periods (docs/techniques.md decision 2 and §2).
 *
 * Two tables:
 * - SPEC_74, the REST contract (interface-spec §4.7): seven planets, 74 years in both orders, keyed
 *   on gender (male → "Male Diurnal", female → "Female Nocturnal"), ages 0–74 with age 74 in the
 *   last period;
 * - TRADITIONAL_75: Sun 10, Venus 8, Mercury 13, Moon 9, Saturn 11, Jupiter 12, Mars 7, the nodes
 *   3 and 2 (75 years), diurnal or nocturnal by the chart's sect or by gender, with Abu Ma'shar's or
 *   Bonatti's nocturnal order; the cycle starts again after 75.
 *
 * Periods are [start, end) in years of life (birthday to birthday). A planetary period splits into
 * seven equal sub-periods, the first for the period lord, then the Chaldean order; node periods
 * have none.
 */
import { DomainError } from '../errors.js';
import { natalChart, type BirthInput, type Chart } from './chart.js';
import { ASTRO_DEFAULTS } from './defaults.js';
import { TEXT_LANG, type Lang } from '../lang.js';

export type FirdariaPlanet =
  | 'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'North Node' | 'South Node';
export type FirdariaTable = 'SPEC_74' | 'TRADITIONAL_75';
export type Sect = 'DIURNAL' | 'NOCTURNAL';
export type NocturnalOrder = 'ABU_MASHAR' | 'BONATTI';
export type Gender = 'male' | 'female';
/** How the sequence is chosen: by gender (male → diurnal; the interface spec's rule) or by the chart's sect. */
export type FirdariaSequenceBasis = 'GENDER' | 'SECT';

/** The spec's table (§4.7): both columns total 74 years. */
export const SPEC_SEQUENCES: Record<Sect, readonly (readonly [FirdariaPlanet, number])[]> = {
  DIURNAL: [['Sun', 10], ['Venus', 8], ['Mercury', 14], ['Moon', 9], ['Saturn', 14], ['Jupiter', 12], ['Mars', 7]],
  NOCTURNAL: [['Moon', 9], ['Saturn', 14], ['Jupiter', 12], ['Mars', 7], ['Sun', 10], ['Venus', 8], ['Mercury', 14]],
};

/** Traditional years of each lord (75 in all). */
export const TRADITIONAL_YEARS: Record<FirdariaPlanet, number> = {
  Sun: 10, Venus: 8, Mercury: 13, Moon: 9, Saturn: 11, Jupiter: 12, Mars: 7, 'North Node': 3, 'South Node': 2,
};

/** Traditional orders (docs/techniques.md §2). */
export const TRADITIONAL_ORDERS = {
  DIURNAL: ['Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars', 'North Node', 'South Node'],
  NOCTURNAL_ABU_MASHAR: ['Moon', 'Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'North Node', 'South Node'],
  NOCTURNAL_BONATTI: ['Moon', 'Saturn', 'Jupiter', 'Mars', 'North Node', 'South Node', 'Sun', 'Venus', 'Mercury'],
} as const satisfies Record<string, readonly FirdariaPlanet[]>;

/** The Chaldean order, slowest to fastest; sub-periods follow it cyclically from the period lord. */
export const CHALDEAN_ORDER = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'] as const;

export const SPEC_MAX_AGE = 74;
const EPS = 1e-9;

export interface FirdariaSubPeriod {
  planet: FirdariaPlanet;
  startAge: number;
  endAge: number;
  years: number;
}

export interface FirdariaPeriod {
  /** 1-based position in the sequence. */
  order: number;
  planet: FirdariaPlanet;
  startAge: number;
  endAge: number;
  years: number;
}

export interface FirdariaOptions {
  table: FirdariaTable;
  sect: Sect;
  /** Only used by the traditional nocturnal sequence. */
  nocturnalOrder: NocturnalOrder;
}

/** The sequence (lord, years) for a table, sect and nocturnal order. */
export function firdariaSequence({ table, sect, nocturnalOrder }: FirdariaOptions): [FirdariaPlanet, number][] {
  if (table === 'SPEC_74') return SPEC_SEQUENCES[sect].map(([p, y]) => [p, y]);
  const order =
    sect === 'DIURNAL'
      ? TRADITIONAL_ORDERS.DIURNAL
      : nocturnalOrder === 'BONATTI'
        ? TRADITIONAL_ORDERS.NOCTURNAL_BONATTI
        : TRADITIONAL_ORDERS.NOCTURNAL_ABU_MASHAR;
  return order.map((p) => [p, TRADITIONAL_YEARS[p]]);
}

/** The contiguous periods of one cycle from `offset` (the cycle's first age). */
export function firdariaPeriods(options: FirdariaOptions, offset = 0): FirdariaPeriod[] {
  let start = offset;
  return firdariaSequence(options).map(([planet, years], i) => {
    const period = { order: i + 1, planet, startAge: start, endAge: start + years, years };
    start += years;
    return period;
  });
}

/** Seven equal sub-periods of a planetary period in Chaldean order from its lord; none for the nodes. */
export function subPeriods(period: Pick<FirdariaPeriod, 'planet' | 'startAge' | 'years'>): FirdariaSubPeriod[] {
  const first = (CHALDEAN_ORDER as readonly string[]).indexOf(period.planet);
  if (first < 0) return [];
  const years = period.years / 7;
  return Array.from({ length: 7 }, (_, i) => ({
    planet: CHALDEAN_ORDER[(first + i) % 7],
    startAge: period.startAge + i * years,
    endAge: period.startAge + (i + 1) * years,
    years,
  }));
}

/** 'male', 'm', 'female', 'f' in any case → male / female; anything else → null. */
export function parseGender(text: string): Gender | null {
  const g = text.trim().toLowerCase();
  if (g === 'male' || g === 'm') return 'male';
  if (g === 'female' || g === 'f') return 'female';
  return null;
}

export class AgeBeyondCycleError extends DomainError {
  constructor(readonly age: number) {
    super('AGE_BEYOND_CYCLE', `Age ${age} is beyond the Firdaria cycle. Firdaria covers ages 0-74 years.`);
  }
}

/** The firdaria of one age under one variant. */
export class Firdaria {
  readonly cycleYears: number;
  /** Completed 75-year cycles (traditional table only; the spec table has one cycle). */
  readonly cycle: number;
  readonly periods: FirdariaPeriod[];
  readonly current: FirdariaPeriod;

  constructor(
    readonly age: number,
    readonly options: FirdariaOptions,
  ) {
    if (!(age >= 0)) throw new RangeError(`Age must be 0 or more, got ${age}`);
    const sequence = firdariaSequence(options);
    this.cycleYears = sequence.reduce((sum, [, y]) => sum + y, 0);
    if (options.table === 'SPEC_74') {
      if (age > SPEC_MAX_AGE) throw new AgeBeyondCycleError(age);
      this.cycle = 0;
    } else {
      this.cycle = Math.floor(age / this.cycleYears + EPS);
    }
    this.periods = firdariaPeriods(options, this.cycle * this.cycleYears);
    // [start, end); the spec table's age 74 (its end) falls in the last period.
    this.current = this.periods.find((p) => age < p.endAge) ?? this.periods[this.periods.length - 1];
  }

  isCurrent(period: FirdariaPeriod): boolean {
    return period.order === this.current.order;
  }

  get yearsIntoPeriod(): number {
    return this.age - this.current.startAge;
  }

  get yearsRemaining(): number {
    return this.current.endAge - this.age;
  }

  /** The current sub-period, or null in a node period. */
  get currentSubPeriod(): FirdariaSubPeriod | null {
    const subs = subPeriods(this.current);
    if (subs.length === 0) return null;
    return subs.find((s) => this.age < s.endAge - EPS) ?? subs[subs.length - 1];
  }

  /**
   * "Male Diurnal" / "Female Nocturnal" when the sequence was chosen by gender, else "Diurnal" /
   * "Nocturnal"; the traditional nocturnal sequence adds its order, e.g. "Nocturnal (Bonatti)".
   */
  sequenceType(gender: Gender | null): string {
    const sect = this.options.sect === 'DIURNAL' ? 'Diurnal' : 'Nocturnal';
    const base = gender ? `${gender === 'male' ? 'Male' : 'Female'} ${sect}` : sect;
    if (this.options.table === 'TRADITIONAL_75' && this.options.sect === 'NOCTURNAL') {
      return `${base} (${this.options.nocturnalOrder === 'BONATTI' ? 'Bonatti' : "Abu Ma'shar"})`;
    }
    return base;
  }
}

/** The sequence is chosen by gender and none was given. */
export class GenderRequiredError extends DomainError {
  constructor() {
    super('GENDER_REQUIRED', 'A gender is needed to choose the firdaria sequence by gender');
  }
}

/** A firdaria request (defaults: ASTRO_DEFAULTS.firdaria). */
export interface FirdariaRequest extends BirthInput {
  currentAge: number;
  /** male, female, m or f in any case; needed when the sequence is chosen by gender. */
  gender?: string | null;
  table?: FirdariaTable | null;
  sequenceBasis?: FirdariaSequenceBasis | null;
  nocturnalOrder?: NocturnalOrder | null;
}

export interface FirdariaReading {
  firdaria: Firdaria;
  gender: Gender | null;
  basis: FirdariaSequenceBasis;
  /** The natal chart (computed only when the sect is asked for). */
  chart: Chart;
}

/**
 * The firdaria of a request. By gender (the interface spec's rule) a man follows the diurnal
 * sequence and a woman the nocturnal one; by sect (the tradition, docs/techniques.md §1) a day
 * birth follows the diurnal sequence and a night birth the nocturnal one.
 */
export function firdariaReading(request: FirdariaRequest): FirdariaReading {
  const D = ASTRO_DEFAULTS.firdaria;
  const basis = request.sequenceBasis ?? D.sequenceBasis;
  const gender = request.gender ? parseGender(request.gender) : null;
  if (basis === 'GENDER' && !gender) throw new GenderRequiredError();
  const chart = natalChart(request);
  const sect: Sect = basis === 'SECT' ? (chart.diurnal() ? 'DIURNAL' : 'NOCTURNAL') : gender === 'male' ? 'DIURNAL' : 'NOCTURNAL';
  const firdaria = new Firdaria(request.currentAge, {
    table: request.table ?? D.table,
    sect,
    nocturnalOrder: request.nocturnalOrder ?? D.nocturnalOrder,
  });
  return { firdaria, gender, basis, chart };
}

/** Themes of each lord (Korean), used for planet_themes and the interpretation. */
export const PLANET_THEMES: Record<FirdariaPlanet, { ko: string; themes: string[]; text: string }> = {
  Sun: {
    ko: '태양',
    themes: ['명예', '권위', '아버지', '자기 표현', '사회적 인정'],
    text: '자기 정체성과 사회적 위치가 전면에 나서는 시기로, 리더십을 발휘하고 인정을 얻을 기회가 커집니다. 윗사람이나 아버지와의 관계, 자존심 문제에 주의하세요.',
  },
  Moon: {
    ko: '달',
    themes: ['감정', '가정', '어머니', '변화', '대중과의 관계'],
    text: '감정과 생활 기반, 가족이 삶의 중심이 되는 시기입니다. 거처나 환경의 변화가 잦을 수 있으며 대중과의 관계와 정서적 안정이 중요해집니다.',
  },
  Mercury: {
    ko: '수성',
    themes: ['학업', '소통', '상업', '기술', '형제·동료'],
    text: '배움과 소통, 거래가 활발해지는 시기입니다. 공부, 글쓰기, 기술 습득과 상업 활동에 유리하며 형제나 동료와의 교류가 늘어납니다.',
  },
  Venus: {
    ko: '금성',
    themes: ['사랑', '결혼', '예술', '즐거움', '조화'],
    text: '사랑과 관계, 아름다움과 즐거움이 강조되는 시기입니다. 연애와 결혼, 예술적 활동, 사교에 좋은 흐름이며 지나친 향락은 경계해야 합니다.',
  },
  Mars: {
    ko: '화성',
    themes: ['행동', '경쟁', '용기', '갈등', '추진력'],
    text: '행동력과 추진력이 커지는 시기입니다. 도전과 경쟁에서 성과를 낼 수 있지만 다툼, 성급함, 사고와 건강 문제에 주의가 필요합니다.',
  },
  Jupiter: {
    ko: '목성',
    themes: ['확장', '행운', '교육', '신념', '후원'],
    text: '성장과 확장의 시기로 배움, 신앙과 철학, 후원자의 도움이 따릅니다. 사회적 지위와 재정이 넓어질 기회가 많으나 과욕은 삼가세요.',
  },
  Saturn: {
    ko: '토성',
    themes: ['책임', '인내', '구조', '제한', '장기적 성취'],
    text: '책임과 인내가 요구되는 시기입니다. 제약과 시련 속에서 기반을 다지고 꾸준한 노력으로 오래가는 성취를 이룰 수 있습니다.',
  },
  'North Node': {
    ko: '북교점',
    themes: ['성장', '새로운 기회', '이득'],
    text: '새로운 방향과 기회가 열리는 짧은 시기로, 얻는 것이 많고 앞으로 나아가는 힘이 강해집니다.',
  },
  'South Node': {
    ko: '남교점',
    themes: ['정리', '내려놓음', '손실'],
    text: '지난 것을 정리하고 내려놓는 짧은 시기로, 소모와 손실에 주의하며 다음 주기를 준비합니다.',
  },
};

/** The same themes and text in English, written from the Korean (not translated at run time). */
export const PLANET_THEMES_EN: Record<FirdariaPlanet, { themes: string[]; text: string }> = {
  Sun: {
    themes: ['honour', 'authority', 'the father', 'self-expression', 'public recognition'],
    text: 'Identity and social standing come to the fore, and the chances to lead and to be recognised grow. Watch relations with superiors and with the father, and matters of pride.',
  },
  Moon: {
    themes: ['emotions', 'home', 'the mother', 'change', 'dealings with the public'],
    text: 'Feelings, the basis of daily life and the family move to the centre. Moves and changes of surroundings may be frequent, and relations with the public and emotional stability gain importance.',
  },
  Mercury: {
    themes: ['study', 'communication', 'commerce', 'skills', 'siblings and colleagues'],
    text: 'Learning, communication and trade pick up. A good time for study, writing, acquiring skills and business, with more contact with siblings and colleagues.',
  },
  Venus: {
    themes: ['love', 'marriage', 'the arts', 'pleasure', 'harmony'],
    text: 'Love and relationships, beauty and pleasure are emphasised. The tide favours romance and marriage, artistic work and social life; beware of overindulgence.',
  },
  Mars: {
    themes: ['action', 'competition', 'courage', 'conflict', 'drive'],
    text: 'Energy and drive increase. Challenges and competition can bring results, but quarrels, haste, accidents and health problems call for care.',
  },
  Jupiter: {
    themes: ['expansion', 'good fortune', 'education', 'beliefs', 'patronage'],
    text: 'A period of growth and expansion, supported by learning, faith and philosophy, and the help of patrons. There are many chances to raise one’s standing and widen one’s means, but avoid overreaching.',
  },
  Saturn: {
    themes: ['responsibility', 'patience', 'structure', 'limitation', 'long-term achievement'],
    text: 'Responsibility and patience are demanded. Amid constraints and trials, foundations are laid, and steady effort can bring lasting achievement.',
  },
  'North Node': {
    themes: ['growth', 'new opportunities', 'gain'],
    text: 'A short period in which new directions and opportunities open up; much is gained and the momentum to move forward grows.',
  },
  'South Node': {
    themes: ['clearing out', 'letting go', 'loss'],
    text: 'A short period for putting the past in order and letting go; guard against depletion and loss while preparing for the next cycle.',
  },
};

/** A lord by name: 태양 / Sun (its English name is the FirdariaPlanet itself). */
export const planetLabel = (planet: FirdariaPlanet, lang: Lang): string => (lang === 'ko' ? PLANET_THEMES[planet].ko : planet);

/** The themes of a lord in a language. */
export function planetThemes(planet: FirdariaPlanet, lang: Lang = TEXT_LANG): string[] {
  return lang === 'en' ? PLANET_THEMES_EN[planet].themes : PLANET_THEMES[planet].themes;
}

const years = (n: number) => `${+n.toFixed(2)}`;
/** "1 year", "2.5 years". */
const yearsEn = (n: number) => `${years(n)} ${years(n) === '1' ? 'year' : 'years'}`;
/** The lord in running text: the Sun, the Moon, the North Node; the planets by name alone. */
const lordEn = (p: FirdariaPlanet) => (p === 'Sun' || p === 'Moon' || p.endsWith('Node') ? `the ${p}` : p);

/** An interpretation of the current period (Korean by default): the lord, the ages, how far in, and its themes. */
export function firdariaInterpretation(f: Firdaria, lang: Lang = TEXT_LANG): string {
  if (lang === 'en') return firdariaInterpretationEn(f);
  const p = f.current;
  const t = PLANET_THEMES[p.planet];
  const into = f.yearsIntoPeriod;
  const remaining = f.yearsRemaining;
  const where =
    remaining <= EPS
      ? '이 시기의 끝에 이르렀습니다'
      : `${years(into)}년이 지났고 ${years(remaining)}년이 남았습니다`;
  const sub = f.currentSubPeriod;
  const subText =
    f.options.table === 'TRADITIONAL_75' && sub
      ? ` 현재 부기간의 주관 행성은 ${PLANET_THEMES[sub.planet].ko}(${sub.planet})입니다.`
      : '';
  return (
    `${years(f.age)}세는 ${t.ko}(${p.planet})이 다스리는 피르다리아 기간(${years(p.startAge)}–${years(p.endAge)}세, ` +
    `${years(p.years)}년)으로, ${where}. 주요 주제: ${t.themes.join(', ')}. ${t.text}${subText}`
  );
}

function firdariaInterpretationEn(f: Firdaria): string {
  const p = f.current;
  const t = PLANET_THEMES_EN[p.planet];
  const remaining = f.yearsRemaining;
  const where =
    remaining <= EPS
      ? 'the period has reached its end'
      : `${yearsEn(f.yearsIntoPeriod)} of it ${years(f.yearsIntoPeriod) === '1' ? 'has' : 'have'} passed and ${yearsEn(remaining)} ${years(remaining) === '1' ? 'remains' : 'remain'}`;
  const sub = f.currentSubPeriod;
  const subText =
    f.options.table === 'TRADITIONAL_75' && sub ? ` The current sub-period is ruled by ${lordEn(sub.planet)}.` : '';
  return (
    `Age ${years(f.age)} falls in the firdaria period ruled by ${lordEn(p.planet)} (ages ${years(p.startAge)}–${years(p.endAge)}, ` +
    `${yearsEn(p.years)}); ${where}. Key themes: ${t.themes.join(', ')}. ${t.text}${subText}`
  );
}
