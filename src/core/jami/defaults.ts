/**
 * What a jami request's optional inputs mean when left out (docs/jami.md decisions 5 and §7): one
 * home, applied by the core (chart.ts, horoscope.ts) and shown by GraphQL as its inputs' defaults.
 *
 * Plain literals: this module imports nothing (the chart modules import it), and the code applying
 * a default checks it against its type.
 */
export const JAMI_DEFAULTS = {
  isLunar: false,
  isLeapMonth: false,
  /** 23:xx as iztro's `dayDivide: 'forward'`: the date kept, lunar day + 1 for the day-based stars. */
  zasi: 'split',
  /** A horoscope without a clock time reads 00:00, the 子 hour (time index 0). */
  horoscopeTimeIndex: 0,
} as const;
