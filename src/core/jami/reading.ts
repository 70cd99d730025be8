/**
 * A jami reading: the placed chart (chart.ts) with the interpretive blocks (interpret.ts), each
 * computed on first use, and the spec's Korean record (interface-spec §2.4) assembled from them.
 */
import { BRANCHES, STEMS } from '../saju/ganzhi.js';
import { lazy } from '../lazy.js';
import { JamiChart, yearOfGanji, type DaehanPeriod, type JamiInput } from './chart.js';
import {
  annualDetails, daehanDetails, fireBellRelation, fortune, patterns, relations, voidRelation, type DaehanDetails,
} from './interpret.js';

const branchIndex = (korean: string) => BRANCHES.findIndex((b) => b.korean === korean);
const stemIndex = (korean: string) => STEMS.findIndex((s) => s.korean === korean);

export type DaehanEntry = DaehanPeriod & DaehanDetails;

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

  /** 대한 keyed by the period's stem-branch, with the palace rules and 대한_해석 of interpret.ts. */
  readonly daehan = lazy((): Record<string, DaehanEntry> => {
    const facts = this.chart.facts();
    const entries: Record<string, DaehanEntry> = {};
    for (const [ganji, period] of Object.entries(this.chart.daehan())) {
      entries[ganji] = { ...period, ...daehanDetails(facts, branchIndex(period.palace_branch), stemIndex(ganji[0])) };
    }
    return entries;
  });

  /** The 유년 view and its interpretive blocks for a year named like 갑진 (the nearest such year). */
  annual(targetYearGanji: string) {
    const year = yearOfGanji(targetYearGanji);
    const view = this.chart.annualForYear(year);
    const details = annualDetails(this.chart.facts(), ((year - 4) % 10 + 10) % 10, ((year - 4) % 12 + 12) % 12);
    return { ...view, ...details };
  }

  /** The result object of spec §2.4, in its key order; the annual keys only with a target year. */
  specRecord(targetYearGanji: string | null) {
    const c = this.chart;
    const { 납음오행 } = c.naeum();
    const { 국수, 명궁, 십이궁 } = c.palaces();
    const { 사화 } = c.sahwa();
    const { 천수: _tianshou, 천덕: _tiande, ...minor } = c.minorStars();
    const record: Record<string, unknown> = {
      납음오행,
      국수,
      명궁,
      십이궁,
      ...c.mainStars(),
      ...c.auxiliaryStars(),
      화성영성관계: this.fireBellRelation(),
      지공지겁관계: this.voidRelation(),
      사화,
      ...minor,
      ...c.twelveGods(),
      궁별_성_배치: c.starsByBranch(),
      성_밝기: c.brightness(),
      형충관계: this.relations(),
      격국: this.patterns(),
      운세_평가: this.fortune(),
      대한: this.daehan(),
    };
    if (targetYearGanji !== null) {
      const a = this.annual(targetYearGanji);
      Object.assign(record, {
        유년십이궁: a.유년십이궁,
        두군: a.두군,
        유년천괴천월: a.유년천괴천월,
        유년녹존타라경양: a.유년녹존타라경양,
        유년문창문곡: a.유년문창문곡,
        유년사화: a.유년사화,
        유년천마: a.유년천마,
        유년이차발생궁: a.유년이차발생궁,
        유년문제궁위: a.유년문제궁위,
        유년_주요사항: a.유년_주요사항,
      });
    }
    return record;
  }
}
