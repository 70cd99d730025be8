/**
 * A jami reading: the placed chart (chart.ts) with the interpretive blocks (interpret.ts), each
 * computed on first use, once per language of its texts (the caller names it; TEXT_LANG of lang.ts by default).
 */
import { STEMS } from '../saju/ganzhi.js';
import { lazy } from '../lazy.js';
import { JamiChart, yearOfGanji, type DaehanPeriod, type JamiAnnual, type JamiInput } from './chart.js';
import {
  annualDetails, daehanDetails, fireBellRelation, fortune, patterns, relations, voidRelation, type AnnualDetails,
  type DaehanDetails,
} from './interpret.js';
import { BRANCH_IDS } from './types.js';
import type { Lang } from '../labels.js';

/** A 대한 with the palace rules and texts of interpret.ts. */
export type DaehanEntry = DaehanPeriod & DaehanDetails;
/** The 유년 view with its interpretive blocks. */
export type AnnualEntry = JamiAnnual & AnnualDetails;

/** Memoise a computation per language: each language's result is computed on first use. */
function perLang<T>(compute: (lang: Lang) => T): (lang: Lang) => T {
  const ko = lazy(() => compute('ko'));
  const en = lazy(() => compute('en'));
  return (lang) => (lang === 'en' ? en() : ko());
}

export class JamiReading {
  readonly chart: JamiChart;

  constructor(
    readonly name: string,
    input: JamiInput,
  ) {
    this.chart = new JamiChart(input);
  }

  readonly relations = lazy(() => relations(this.chart.facts()));
  readonly patterns = perLang((lang) => patterns(this.chart.facts(), lang));
  readonly fortune = perLang((lang) => fortune(this.chart.facts(), lang));
  readonly fireBellRelation = perLang((lang) => fireBellRelation(this.chart.facts(), lang));
  readonly voidRelation = perLang((lang) => voidRelation(this.chart.facts(), lang));

  /** 대한 in age order, each with the palace rules and texts of interpret.ts. */
  readonly daehan = perLang((lang): DaehanEntry[] => {
    const facts = this.chart.facts();
    // Object.assign onto the fresh details: a spread of both costs more for these 12 × 13 keys.
    return this.chart.daehan().map((period) =>
      Object.assign(daehanDetails(facts, BRANCH_IDS.indexOf(period.branch), STEMS.findIndex((s) => s.korean === period.ganji[0]), lang), period));
  });

  /** The 유년 view and its interpretive blocks for a year named like 갑진 (the nearest such year). */
  annual(targetYearGanji: string, lang: Lang): AnnualEntry {
    const year = yearOfGanji(targetYearGanji);
    const view = this.chart.annualForYear(year);
    const details = annualDetails(this.chart.facts(), ((year - 4) % 10 + 10) % 10, ((year - 4) % 12 + 12) % 12, lang);
    return Object.assign(details, view);
  }
}
