/**
 * The progressed lunation cycle: the progressed quarters against published phase times, the roots'
 * residuals, the order and spacing of the phases, the elongation at a target against Swiss
 * Ephemeris, and the age-range errors.
 *
 * Published times (UT, to the minute): "The Sun and Moon: 1996", TIME Almanac 1995 (USNO data),
 * http://diskmaster.textfiles.com/view/2272/TIME%20Almanac%201995.iso/time/charts/space/celestia.7 —
 * lunation 903: Last Quarter 1996-01-13 20:45; lunation 904: New Moon 1996-01-20 12:50, First
 * Quarter 1996-01-27 11:14. A birth on 1996-01-10 12:00 UT therefore has its first progressed Last
 * Quarter at age 3.3646 (3 days 8 h 45 min after birth), its progressed New Moon at age 10.035.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { norm360, wrap180 } from '../../src/core/astro/angle.js';
import {
  LUNATION_PHASES,
  LunationRangeReversedError,
  LunationRangeTooLongError,
  ProgressedLunations,
  lunationPhase,
} from '../../src/core/astro/progressed-lunations.js';
import { elongation } from '../../src/core/astro/lunar-phases.js';
import { TROPICAL_YEAR_DAYS } from '../../src/core/astro/progressions.js';
import { jdFromEpochMs } from '../../src/core/time/julian.js';

const UTC = { latitude: 0, longitude: 0, timezone: 'UTC' };
const BIRTH = '1996-01-10T12:00:00Z';
const birthMs = Date.parse(BIRTH);
const MINUTE = 60_000;

const PUBLISHED: { quarter: string; utc: string }[] = [
  { quarter: 'last_quarter', utc: '1996-01-13T20:45:00Z' },
  { quarter: 'new', utc: '1996-01-20T12:50:00Z' },
  { quarter: 'first_quarter', utc: '1996-01-27T11:14:00Z' },
];

describe('progressed quarters of a birth on 1996-01-10 12:00 UT', () => {
  const pl = new ProgressedLunations({ natalDatetime: BIRTH, natalLocation: UTC });
  const events = pl.lunations();

  it.each(PUBLISHED)('$quarter: the ephemeris instant is the published $utc (within a minute)', ({ quarter, utc }) => {
    const e = events.find((x) => x.quarter === quarter)!;
    const published = Date.parse(utc);
    const instantMs = birthMs + e.ageYears * 86_400_000;
    expect(Math.abs(instantMs - published)).toBeLessThan(MINUTE);
    // The age is the days after birth, and the date of the life is that many tropical years later.
    const days = (published - birthMs) / 86_400_000;
    expect(Math.abs(e.ageYears - days)).toBeLessThan(1 / 1440);
    expect(Math.abs(e.utcMs - (birthMs + days * TROPICAL_YEAR_DAYS * 86_400_000))).toBeLessThan(366 * MINUTE);
  });

  it('the progressed New Moon: at about age 10.035, in January 2006', () => {
    const nm = events.find((x) => x.quarter === 'new')!;
    expect(nm.ageYears).toBeCloseTo((Date.parse('1996-01-20T12:50:00Z') - birthMs) / 86_400_000, 3);
    expect(new Date(nm.utcMs).toISOString().slice(0, 10)).toBe('2006-01-22');
  });

  it('each root: Moon − Sun within 0.1″ of its angle, by the service’s own ephemeris', () => {
    for (const e of events) {
      expect(Math.abs(e.errorArcsec)).toBeLessThan(0.1);
      const { angle } = elongation(e.progressedJd);
      expect(Math.abs(wrap180(angle - e.angle)) * 3600).toBeLessThan(0.1);
      expect(Math.abs(wrap180(e.moonLon - e.sunLon - e.angle)) * 3600).toBeLessThan(0.1);
    }
  });

  it('ages 0–90: the quarters in order, each a quarter of a synodic month on, same quarters ≈ 29.5 years apart', () => {
    expect(events[0].ageYears).toBeGreaterThanOrEqual(0);
    expect(events.at(-1)!.ageYears).toBeLessThanOrEqual(90);
    // 90 years of life are 90 days of ephemeris: 3.05 synodic months, 12 or 13 quarters.
    expect(events.length).toBeGreaterThanOrEqual(12);
    expect(events.length).toBeLessThanOrEqual(13);
    const order = ['new', 'first_quarter', 'full', 'last_quarter'];
    for (let i = 1; i < events.length; i++) {
      expect(order.indexOf(events[i].quarter)).toBe((order.indexOf(events[i - 1].quarter) + 1) % 4);
      const gap = events[i].ageYears - events[i - 1].ageYears;
      // Quarters of the synodic month vary 6.5–8.3 days (its length 29.27–29.83 days, uneven through the orbit).
      expect(gap).toBeGreaterThan(6.3);
      expect(gap).toBeLessThan(8.4);
    }
    for (let i = 4; i < events.length; i++) {
      const cycle = events[i].ageYears - events[i - 4].ageYears;
      expect(cycle).toBeGreaterThan(29.2);
      expect(cycle).toBeLessThan(29.9);
    }
  });

  it('a range of ages lists only the quarters inside it', () => {
    const part = new ProgressedLunations({ natalDatetime: BIRTH, natalLocation: UTC, fromAge: 10, toAge: 40 }).lunations();
    expect(part.map((e) => e.ageYears)).toEqual(events.filter((e) => e.ageYears >= 10 && e.ageYears <= 40).map((e) => e.ageYears));
  });
});

describe('the current phase', () => {
  it('Rudhyar’s eight phases are the 45° sectors of the elongation', () => {
    expect(LUNATION_PHASES.map((_, i) => lunationPhase(i * 45 + 22.5))).toEqual([...LUNATION_PHASES]);
    expect(lunationPhase(0)).toBe('NEW');
    expect(lunationPhase(359.99)).toBe('BALSAMIC');
    expect(lunationPhase(180)).toBe('FULL');
  });

  it('at age 30: the phase brackets the target, and the New Moon in force is the progressed New Moon at 10.035', () => {
    const pl = new ProgressedLunations({ natalDatetime: BIRTH, natalLocation: UTC, targetDatetime: '2026-01-10T12:00:00Z' });
    const c = pl.currentPhase()!;
    const age = pl.ageYears()!;
    expect(age).toBeCloseTo(10958 / TROPICAL_YEAR_DAYS, 9);
    expect(c.start.ageYears).toBeLessThan(age);
    expect(c.end.ageYears).toBeGreaterThan(age);
    expect(c.phase).toBe(lunationPhase(c.elongation));
    const index = LUNATION_PHASES.indexOf(c.phase);
    expect(Math.abs(wrap180(elongation(c.start.progressedJd).angle - index * 45)) * 3600).toBeLessThan(0.1);
    expect(Math.abs(wrap180(elongation(c.end.progressedJd).angle - (index + 1) * 45)) * 3600).toBeLessThan(0.1);
    expect(c.lunationStart.ageYears).toBeCloseTo((Date.parse('1996-01-20T12:50:00Z') - birthMs) / 86_400_000, 3);
  });

  it('the progressed elongation is Swiss Ephemeris’ Moon − Sun at the progressed instant (within 5″)', () => {
    interface SwissResult { input: { utc: string }; jd_ut: number; bodies: Record<string, { lon: number }> }
    const swiss: SwissResult[] = JSON.parse(readFileSync(new URL('../fixtures/western/swiss-natal.json', import.meta.url), 'utf8')).results;
    const at = (utc: string) => swiss.find((r) => r.input.utc === utc)!;
    for (const [b, l] of [['1969-10-16T00:41:00Z', '1969-11-29T20:31:00Z'], ['1979-05-19T18:34:00Z', '1979-07-31T11:56:00Z']]) {
      const birth = at(b);
      const later = at(l);
      const targetMs = Date.parse(b) + (later.jd_ut - birth.jd_ut) * TROPICAL_YEAR_DAYS * 86_400_000;
      const pl = new ProgressedLunations({ natalDatetime: b, natalLocation: UTC, targetDatetime: new Date(Math.round(targetMs)).toISOString() });
      const expected = norm360(later.bodies.moon.lon - later.bodies.sun.lon);
      expect(Math.abs(wrap180(pl.currentPhase()!.elongation - expected)) * 3600).toBeLessThan(5);
      expect(jdFromEpochMs(Date.parse(b))).toBeCloseTo(birth.jd_ut, 8);
    }
  });

  it('no target: no current phase', () => {
    const pl = new ProgressedLunations({ natalDatetime: BIRTH, natalLocation: UTC });
    expect(pl.currentPhase()).toBeNull();
    expect(pl.ageYears()).toBeNull();
  });
});

describe('age ranges', () => {
  it('more than 120 years is AGE_RANGE_TOO_LONG; an end not after the start is AGE_RANGE_REVERSED', () => {
    const base = { natalDatetime: BIRTH, natalLocation: UTC };
    expect(() => new ProgressedLunations({ ...base, fromAge: 0, toAge: 121 })).toThrow(LunationRangeTooLongError);
    expect(() => new ProgressedLunations({ ...base, fromAge: 0, toAge: 120 })).not.toThrow();
    expect(() => new ProgressedLunations({ ...base, fromAge: 40, toAge: 40 })).toThrow(LunationRangeReversedError);
    try {
      new ProgressedLunations({ ...base, fromAge: 0, toAge: 200 });
    } catch (err) {
      expect((err as LunationRangeTooLongError).code).toBe('AGE_RANGE_TOO_LONG');
    }
  });
});
