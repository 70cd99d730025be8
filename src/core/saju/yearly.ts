/**
 * 신년운세 (the yearly reading, docs/saju.md §14): for a target year, its pillar from 입춘 with its ten gods,
 * 12운성 and interactions against the natal chart and the 대운 in force (luck.ts 세운), the twelve months
 * from their 節 with the same, and texts for the year overall, work, money, relationships and health,
 * each written from a fact the reading lists (`basis`).
 */
import { TEXT_LANG, type Lang } from '../lang.js';
import { ELEMENT_LABELS, STAGE_LABELS, TEN_GOD_LABELS } from './labels.js';
import { STEMS } from './ganzhi.js';
import { stageEnergy } from './analysis.js';
import { monthlyLuck, yearlyLuck, type MonthLuck, type YearLuck } from './luck.js';
import type { SajuChart } from './pillars.js';
import { interactionText } from './interactions.js';
import { usefulGods, type UsefulGods } from './strength.js';
import { TEN_GODS } from './tables.js';
import { YEAR_GROUP_TEXT, YEAR_GROUP_TEXT_EN, YEARLY_DOMAINS, type YearlyDomain } from './yearly-tables.js';

export interface YearlyText {
  domain: 'overall' | YearlyDomain;
  text: string;
  /** The facts it is written from, e.g. "yearStem:편재", "stage:제왕", "interaction:육충". */
  basis: string[];
}

export interface YearlyReading {
  year: YearLuck;
  months: MonthLuck[];
  useful: UsefulGods;
  /** Whether the year stem's element is the 용신, the 희신, the 기신, or none of them. */
  yearElementRole: 'useful' | 'favorable' | 'unfavorable' | 'neutral';
}

export function yearlyReading(chart: SajuChart, year: number): YearlyReading {
  const [entry] = yearlyLuck(chart, { from: year, to: year });
  const useful = usefulGods(chart.pillars());
  const element = STEMS[entry.pillar.stem].element;
  const yearElementRole = element === useful.useful ? 'useful' : element === useful.favorable ? 'favorable' : element === useful.unfavorable ? 'unfavorable' : 'neutral';
  return { year: entry, months: monthlyLuck(chart, year), useful, yearElementRole };
}

const groupOf = (god: string) => TEN_GODS.findIndex((g) => (g.gods as readonly string[]).includes(god));

const ROLE_TEXT = {
  ko: {
    useful: (e: string) => `올해 천간의 ${e} 기운이 용신이라 전체적으로 힘을 얻는 해입니다.`,
    favorable: (e: string) => `올해 천간의 ${e} 기운이 용신을 돕는 희신이라 순조로운 편입니다.`,
    unfavorable: (e: string) => `올해 천간의 ${e} 기운이 용신을 누르는 기신이라 무리한 확장은 피하세요.`,
    neutral: (e: string) => `올해 천간의 ${e} 기운은 용신과 직접 관계가 없어 평이한 흐름입니다.`,
  },
  en: {
    useful: (e: string) => `This year's stem brings ${e}, your useful element: a year that lends you strength overall.`,
    favorable: (e: string) => `This year's stem brings ${e}, the favourable element that feeds your useful one: a smooth year on the whole.`,
    unfavorable: (e: string) => `This year's stem brings ${e}, the unfavourable element that checks your useful one: avoid overreaching.`,
    neutral: (e: string) => `This year's stem brings ${e}, which neither helps nor checks your useful element: an even year.`,
  },
} as const;

/** The reading's texts: overall (element role, 12운성, 대운), then work, money, relationships, health. */
export function yearlyTexts(r: YearlyReading, lang: Lang = TEXT_LANG): YearlyText[] {
  const y = r.year;
  const en = lang === 'en';
  const elementName = ELEMENT_LABELS[STEMS[y.pillar.stem].element][lang];
  const texts: YearlyText[] = [
    { domain: 'overall', text: ROLE_TEXT[lang][r.yearElementRole](elementName), basis: [`yearElement:${ELEMENT_LABELS[STEMS[y.pillar.stem].element].ko}`, `useful:${ELEMENT_LABELS[r.useful.useful].ko}`] },
    {
      domain: 'overall',
      text: en ? `On the year's branch your day master stands at the twelve-stage position (${STAGE_LABELS[y.stage].ko}) of ${stageEnergy(y.stage, 'en')}.` : `올해 지지에서 일간은 ${STAGE_LABELS[y.stage].ko}의 자리에 있습니다: ${stageEnergy(y.stage)}`,
      basis: [`stage:${STAGE_LABELS[y.stage].ko}`],
    },
  ];
  if (y.daeun) {
    texts.push({
      domain: 'overall',
      text: en ? `The luck period that began at age ${y.daeun.age} is in force.` : `${y.daeun.age}세에 시작된 대운이 진행 중입니다.`,
      basis: [`daeun:${y.daeun.index}`],
    });
  }
  const group = groupOf(y.tenGods.stem);
  const table = (en ? YEAR_GROUP_TEXT_EN : YEAR_GROUP_TEXT)[group];
  for (const domain of YEARLY_DOMAINS) {
    texts.push({ domain, text: table[domain], basis: [`yearStem:${TEN_GOD_LABELS[y.tenGods.stem].ko}`] });
  }
  for (const x of y.interactions) {
    const domain: YearlyDomain = x.places.includes('day') ? 'relationships' : x.kind === 'clash' || x.kind === 'punishment' ? 'health' : 'work';
    texts.push({ domain, text: interactionText(x, lang), basis: [`interaction:${x.name}`] });
  }
  return texts;
}
