/**
 * Birth-time options (docs/saju.md §3.1, §4): the equation of time against astronomia (Meeus ch. 28,
 * VSOP87), births abroad, true solar time, and the day-and-hour 대운 count against lunar-javascript's
 * getYun(gender, 1).
 */
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { equationOfTimeMinutes } from '../../src/core/time/equation-of-time.js';
import { BirthClockError, resolveBirthClock } from '../../src/core/saju/birth-clock.js';
import { dayHourOffset } from '../../src/core/saju/daeun.js';
import { SajuChart } from '../../src/core/saju/pillars.js';
import { pillarHanja } from '../../src/core/saju/ganzhi.js';

const require = createRequire(import.meta.url);
const { Solar } = require('lunar-javascript');
const eqtime = require('astronomia/eqtime').default;
const julian = require('astronomia/julian').default;
const { Planet } = require('astronomia/planetposition').default;
const earth = new Planet(require('astronomia/data/vsop87Bearth').default);

describe('equation of time', () => {
  it('agrees with astronomia (VSOP87, Meeus 28.3) within 2 s over 1900–2100', () => {
    for (let i = 0; i < 200; i++) {
      const ms = Date.UTC(1900, 0, 1) + i * 366.1 * 86_400_000;
      const jde = julian.DateToJDE(new Date(ms));
      const theirs = (eqtime.e(jde, earth) * 180 / Math.PI) * 4; // radians of hour angle → minutes
      expect(Math.abs(equationOfTimeMinutes(ms) - theirs)).toBeLessThan(2 / 60);
    }
  });

  it('has its published extremes: about −14.2 min in mid-February and +16.4 min early in November', () => {
    const february = equationOfTimeMinutes(Date.UTC(2024, 1, 11, 12));
    const november = equationOfTimeMinutes(Date.UTC(2024, 10, 3, 12));
    expect(february).toBeGreaterThan(-14.35);
    expect(february).toBeLessThan(-14.05);
    expect(november).toBeGreaterThan(16.3);
    expect(november).toBeLessThan(16.6);
  });
});

describe('birth clock options', () => {
  it('a birth abroad is read on its zone; day and hour pillars on its standard clock (DST removed)', () => {
    // Los Angeles, 1990-07-04 00:30 PDT (−7) = 07:30 UTC; the standard clock (PST, −8) reads 07-03 23:30.
    const c = resolveBirthClock('1990-07-04', '00:30', { solarTime: 'standard', longitude: null, place: { zone: 'America/Los_Angeles' } });
    expect(new Date(c.utcMs).toISOString()).toBe('1990-07-04T07:30:00.000Z');
    expect(c.standardOffsetMinutes).toBe(-480);
    expect(new Date(c.pillarClockMs).toISOString().slice(0, 16)).toBe('1990-07-03T23:30');
    const chart = new SajuChart({ birthdate: '1990-07-04', birthTime: '00:30', gender: 'M', place: { zone: 'America/Los_Angeles' } });
    const lunar = Solar.fromYmdHms(1990, 7, 3, 23, 30, 0).getLunar().getEightChar();
    lunar.setSect(2);
    expect(pillarHanja(chart.pillars().day)).toBe(lunar.getDay());
    expect(pillarHanja(chart.pillars().hour!)).toBe(lunar.getTime());
  });

  it('coordinates find the zone (Sydney, southern-hemisphere daylight saving removed)', () => {
    const c = resolveBirthClock('2000-01-15', '12:00', { solarTime: 'standard', longitude: null, place: { latitude: -33.87, longitude: 151.21 } });
    expect(c.zone).toBe('Australia/Sydney');
    expect(c.zoneSource).toBe('coordinates');
    expect(c.offsetMinutes).toBe(660);
    expect(c.standardOffsetMinutes).toBe(600);
  });

  it('true solar time is local mean time plus the equation of time; the place’s longitude is used by default', () => {
    const options = { longitude: null, place: { latitude: 37.5665, longitude: 126.978 } };
    const lmt = resolveBirthClock('2024-11-03', '12:00', { ...options, solarTime: 'localMean' });
    const tst = resolveBirthClock('2024-11-03', '12:00', { ...options, solarTime: 'trueSolar' });
    expect(lmt.lmtMinutes).toBeCloseTo(-32.088, 3);
    expect(tst.pillarClockMs - lmt.pillarClockMs).toBeCloseTo(tst.eotMinutes! * 60_000, 0);
    expect(tst.eotMinutes).toBeGreaterThan(16.3);
  });

  it('refuses true solar time without a longitude, and an unknown zone', () => {
    expect(() => resolveBirthClock('2000-01-01', '12:00', { solarTime: 'trueSolar', longitude: null, place: null })).toThrow(BirthClockError);
    expect(() => resolveBirthClock('2000-01-01', '12:00', { solarTime: 'standard', longitude: null, place: { zone: 'Mars/Olympus' } })).toThrow(/Unknown IANA/);
  });

  it('leaves the instant, year and month unchanged under every clock option (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36_000 }), fc.double({ min: 124, max: 132, noNaN: true }), (day, longitude) => {
        const date = new Date(Date.UTC(1930, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
        const plain = new SajuChart({ birthdate: date, birthTime: '10:15', gender: 'F' });
        const solar = new SajuChart({ birthdate: date, birthTime: '10:15', gender: 'F', solarTime: 'trueSolar', lmtLongitude: longitude });
        expect(solar.clock().utcMs).toBe(plain.clock().utcMs);
        expect([solar.pillars().year, solar.pillars().month]).toEqual([plain.pillars().year, plain.pillars().month]);
      }),
      { numRuns: 200 },
    );
  });
});

describe('대운 day-and-hour count (lunar-javascript sect 1)', () => {
  it('equals getYun(gender, 1) on 500 random births, counted on the same clocks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 * 365 }), fc.integer({ min: 0, max: 1439 }), fc.boolean(), (day, minute, male) => {
        const ms = Date.UTC(1901, 0, 1) + day * 86_400_000 + minute * 60_000;
        const d = new Date(ms);
        const solar = Solar.fromYmdHms(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), 0);
        const lunar = solar.getLunar();
        const yun = lunar.getEightChar().getYun(male ? 1 : 0, 1);
        const forward = yun.isForward();
        const jie = (forward ? lunar.getNextJie() : lunar.getPrevJie()).getSolar();
        const jieMs = Date.UTC(jie.getYear(), jie.getMonth() - 1, jie.getDay(), jie.getHour(), jie.getMinute(), jie.getSecond());
        const o = forward ? dayHourOffset(ms, jieMs) : dayHourOffset(jieMs, ms);
        expect([o.years, o.months, o.days]).toEqual([yun.getStartYear(), yun.getStartMonth(), yun.getStartDay()]);
      }),
      { numRuns: 500 },
    );
  });

  it('is an option of the chart: a winter birth in China (UTC+8, the clock of lunar-javascript) gives its getYun(1, 1)', () => {
    for (const [date, time] of [['1990-01-15', '14:30'], ['1975-11-30', '03:10'], ['2003-12-24', '23:20']]) {
      const options = { birthdate: date, birthTime: time, gender: 'M' as const, place: { zone: 'Asia/Shanghai' } };
      const days = new SajuChart({ ...options, daeunCount: 'dayHour' }).daeun();
      const exact = new SajuChart(options).daeun();
      const [y, m, d] = date.split('-').map(Number);
      const [h, mi] = time.split(':').map(Number);
      const yun = Solar.fromYmdHms(y, m, d, h, mi, 0).getLunar().getEightChar().getYun(1, 1);
      expect([days.offset.years, days.offset.months, days.offset.days]).toEqual([yun.getStartYear(), yun.getStartMonth(), yun.getStartDay()]);
      expect(days.count).toBe('dayHour');
      expect(days.list.map((p) => p.pillar)).toEqual(exact.list.map((p) => p.pillar));
    }
  });
});
