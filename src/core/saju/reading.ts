/**
 * A saju reading: the chart of a named person born on a (solar or lunar) date, with the analysis
 * blocks computed on first use. The pillars alone compute no analysis; the assessment reuses the
 * five elements and stars already computed.
 */
import { resolveBirthDate, type BirthDate } from '../time/birth-date.js';
import { lazy } from '../lazy.js';
import {
  evilStars, fiveElements, hiddenStems, naeumElements, nobleStars, overallAssessment, twelveShinsal, twelveStages,
} from './analysis.js';
import { SajuChart, type SajuInput, type ZasiConvention } from './pillars.js';
import type { BirthPlace, SolarTime } from './birth-clock.js';
import type { DaeunCount } from './daeun.js';
import { SAJU_DEFAULTS } from './defaults.js';
import { TEXT_LANG, type Lang } from '../lang.js';

// Re-exported with the request it completes.
export { SAJU_DEFAULTS };

/** A saju request: absent options take SAJU_DEFAULTS. */
export interface SajuRequest {
  name: string;
  birthdate: string;
  isLunar?: boolean | null;
  isLeapMonth?: boolean | null;
  birthTime?: string | null;
  gender: 'M' | 'F';
  zasi?: ZasiConvention | null;
  localMeanTimeLongitude?: number | null;
  /** Default: standard time, or local mean time when localMeanTimeLongitude is given. */
  solarTime?: SolarTime | null;
  place?: BirthPlace | null;
  daeunCount?: DaeunCount | null;
}

/** The reading of a request; the clock is resolved at once, so calendar failures are raised here. */
export function sajuReading(input: SajuRequest): SajuReading {
  const D = SAJU_DEFAULTS;
  const birthDate = resolveBirthDate({
    birthdate: input.birthdate,
    isLunar: input.isLunar ?? D.isLunar,
    isLeapMonth: input.isLeapMonth ?? D.isLeapMonth,
  });
  const reading = new SajuReading(input.name, birthDate, {
    birthTime: input.birthTime ?? D.birthTime,
    gender: input.gender,
    zasi: input.zasi ?? D.zasi,
    lmtLongitude: input.localMeanTimeLongitude ?? D.localMeanTimeLongitude,
    solarTime: input.solarTime ?? undefined,
    place: input.place ?? D.place,
    daeunCount: input.daeunCount ?? D.daeunCount,
  });
  reading.chart.clock();
  return reading;
}

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
  private readonly assessments = {
    ko: lazy(() => overallAssessment(this.pillars(), this.fiveElements(), this.nobleStars(), this.evilStars())),
    en: lazy(() => overallAssessment(this.pillars(), this.fiveElements(), this.nobleStars(), this.evilStars(), 'en')),
  };
  /** The overall assessment, its texts in Korean (default) or English; each language computed once. */
  readonly assessment = (lang: Lang = TEXT_LANG) => this.assessments[lang]();
}
