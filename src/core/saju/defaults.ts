/**
 * What a saju request's optional inputs mean when left out (docs/saju.md decisions 4 and 6): one
 * home, applied by the core (pillars.ts, strength.ts, reading.ts) and shown by GraphQL as its
 * inputs' default values.
 *
 * Plain literals: this module imports nothing (the chart modules import it), and the code applying
 * a default checks it against its type.
 */
export const SAJU_DEFAULTS = {
  isLunar: false,
  isLeapMonth: false,
  /** Unknown birth time: no hour pillar, 대운 from 12:00. */
  birthTime: null,
  /** 야자시: at 23:xx the day stays and the hour is the next day's 子. */
  zasi: 'split',
  /** No local-mean-time correction. */
  localMeanTimeLongitude: null,
  /** A Korean birth, read on Asia/Seoul. */
  place: null,
  /** The 대운 counted to the minute. */
  daeunCount: 'exact',
  /** 용신 by 억부 (抑扶): drain a strong day master, help a weak one. */
  usefulGodMethod: 'eokbu',
} as const;
