/**
 * The one base of every error the calculation core raises on purpose: an input the rules or the
 * tables cannot serve (a date outside a table, an impossible lunar date, a target before birth).
 * Each carries a stable machine `code` from the closed list below; the HTTP and GraphQL layers map
 * every code to a status and a text in one exhaustive table each, so the core knows nothing of
 * either and a new code cannot go unmapped.
 */

/** Every code a DomainError can carry. */
export const DOMAIN_ERROR_CODES = [
  // ── Dates, times and places ──
  'INVALID_DATE', // a date (or datetime) text that does not read as an existing date
  'INVALID_DATETIME', // a local date and time that does not exist (e.g. 1990-02-30T10:00)
  'INVALID_TIMEZONE', // a time zone name IANA does not know
  'INVALID_LOCATION', // a place the observer model cannot use (an elevation outside −500 … 100,000 m)
  'DATE_OUT_OF_RANGE', // a date outside a table the core computes from (calendar, solar terms, ephemerides)
  'NONEXISTENT_DATE', // a solar date that is not in the Gregorian calendar (e.g. 2023-02-30)
  'INVALID_LUNAR_DATE', // a Korean lunar date that does not exist (no such leap month, day past the month's end)
  'INVALID_BIRTH_CLOCK', // birth-time options that cannot be read (a birthplace without a zone, coordinates out of range)
  // ── Saju ──
  'LUCK_RANGE_TOO_LONG', // a luck timeline longer than its limit
  'LUCK_RANGE_REVERSED', // a luck timeline whose end is before its start
  'DATE_RANGE_TOO_LONG', // a date-selection span longer than its limit
  'DATE_RANGE_REVERSED', // a date-selection span whose end is before its start
  'TOO_MANY_PEOPLE', // a date selection for more people than it compares
  // ── Jami ──
  'INVALID_BIRTH_TIME', // a jami birth time that is not HH:MM 00:00–23:59
  'INVALID_TARGET_YEAR', // a target year that is not a Korean stem-branch name such as 갑진
  // ── Western techniques ──
  'TARGET_NOT_AFTER_BIRTH', // a progression target that is not after the birth
  'TARGET_MISSING', // a directions request with neither a target age nor a target date
  'TARGET_AMBIGUOUS', // a directions request with both a target age and a target date
  'TARGET_BEFORE_BIRTH', // a directions target date before the birth
  'TARGET_AGE_TOO_HIGH', // a directions target date past the maximum age
  'AGE_BEYOND_CYCLE', // an age past the end of the firdaria cycle
  'GENDER_REQUIRED', // a firdaria sequence by gender asked without a gender
  'AGE_RANGE_TOO_LONG', // a span of ages (lunations, releasing) longer than its limit
  'AGE_RANGE_REVERSED', // a span of ages whose end is not after its start
  'RELEASING_SPAN_TOO_LONG', // zodiacal releasing to levels 3–4 over more ages than those levels list
  'SPAN_TOO_LONG', // a void-of-course span longer than its limit
  'SPAN_REVERSED', // a void-of-course span whose end is not after its start
  'EVENTS_SPAN_TOO_LONG', // an event search over a span longer than its limit
  'EVENTS_SPAN_REVERSED', // an event search whose end is not after its start
  'UNKNOWN_BODY', // an event search for a body it does not follow
  'UNKNOWN_POINT', // an event search aimed at a natal point it does not know
  'UNSUPPORTED_ASPECT', // an event search for an aspect type it does not time
  // ── Failures of the calculation itself (not of the input) ──
  'PROFECTION_FAILED', // the house calculation of a profection failed or gave non-finite cusps
  'RETURN_NOT_FOUND', // a return instant not found within the required accuracy
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export class DomainError extends Error {
  constructor(
    /** Stable machine code, one of DOMAIN_ERROR_CODES. */
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
