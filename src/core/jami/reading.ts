/**
 * A jami reading: the placed chart (chart.ts) with the interpretive blocks (interpret.ts), each
 * computed on first use.
 */
import { STEMS } from '../saju/ganzhi.js';
import { lazy } from '../lazy.js';
import { JamiChart, yearOfGanji, type DaehanPeriod, type JamiAnnual, type JamiInput } from './chart.js';
import {
  annualDetails, daehanDetails, fireBellRelation, fortune, patterns, relations, voidRelation, type AnnualDetails,
  type DaehanDetails,
} from './interpret.js';
import { BRANCH_NAMES } from './types.js';

/** A 대한 with the palace rules and texts of interpret.ts. */
export type DaehanEntry = DaehanPeriod & DaehanDetails;
/** The 유년 view with its interpretive blocks. */
export type AnnualEntry = JamiAnnual & AnnualDetails;

export class JamiReading {
  readonly chart: JamiChart;

  constructor(
    readonly name: string,
    input: JamiInput,
  ) {
    this.chart = new JamiChart(input);
  }

  readonly relations = lazy(() => relations(this.chart.facts()));
  readonly patterns = lazy(() => patterns(this.chart.facts()));
  readonly fortune = lazy(() => fortune(this.chart.facts()));
  readonly fireBellRelation = lazy(() => fireBellRelation(this.chart.facts()));
  readonly voidRelation = lazy(() => voidRelation(this.chart.facts()));

  /** 대한 in age order, each with the palace rules and texts of interpret.ts. */
  readonly daehan = lazy((): DaehanEntry[] => {
    const facts = this.chart.facts();
    // Object.assign onto the fresh details: a spread of both costs more for these 12 × 13 keys.
    return this.chart.daehan().map((period) =>
      Object.assign(daehanDetails(facts, BRANCH_NAMES.indexOf(period.branch), STEMS.findIndex((s) => s.korean === period.ganji[0])), period));
  });

  /** The 유년 view and its interpretive blocks for a year named like 갑진 (the nearest such year). */
  annual(targetYearGanji: string): AnnualEntry {
    const year = yearOfGanji(targetYearGanji);
    const view = this.chart.annualForYear(year);
    const details = annualDetails(this.chart.facts(), ((year - 4) % 10 + 10) % 10, ((year - 4) % 12 + 12) % 12);
    return Object.assign(details, view);
  }
}
