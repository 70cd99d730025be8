/**
 * A saju reading: the chart of a named person born on a (solar or lunar) date, with the analysis
 * blocks computed on first use. The pillars alone compute no analysis; the assessment reuses the
 * five elements and stars already computed.
 */
import type { BirthDate } from '../time/birthDate.js';
import { lazy } from '../lazy.js';
import {
  evilStars, fiveElements, hiddenStems, naeumElements, nobleStars, overallAssessment, twelveShinsal, twelveStages,
} from './analysis.js';
import { SajuChart, type SajuInput } from './pillars.js';

export class SajuReading {
  readonly chart: SajuChart;

  constructor(
    readonly name: string,
    readonly birthDate: BirthDate,
    options: Omit<SajuInput, 'birthdate'>,
  ) {
    this.chart = new SajuChart({ ...options, birthdate: birthDate.solar });
  }

  private readonly pillars = () => this.chart.pillars();

  readonly fiveElements = lazy(() => fiveElements(this.pillars()));
  readonly yearShinsal = lazy(() => twelveShinsal(this.pillars().year.branch));
  readonly dayShinsal = lazy(() => twelveShinsal(this.pillars().day.branch));
  readonly twelveStages = lazy(() => twelveStages(this.pillars()));
  readonly hiddenStems = lazy(() => hiddenStems(this.pillars()));
  readonly nobleStars = lazy(() => nobleStars(this.pillars()));
  readonly evilStars = lazy(() => evilStars(this.pillars()));
  readonly naeumElements = lazy(() => naeumElements(this.pillars()));
  readonly assessment = lazy(() =>
    overallAssessment(this.pillars(), this.fiveElements(), this.nobleStars(), this.evilStars()),
  );
}
