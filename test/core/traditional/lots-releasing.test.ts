/**
 * Lots and zodiacal releasing against a published worked example — Emperor Akihito (23 Dec 1933,
 * 06:39 JST, Tokyo; a night birth), as set out in "Zodiacal Releasing – example 1" (Winds of the
 * Planets, 15 Aug 2016): Fortune in Libra, Spirit in Pisces; from Spirit, level 1 Leo
 * 28 Oct 2012 – 21 Jul 2031, level 2 Libra from 11 Jan 2016 and Scorpio 7 Sep 2016 – 1 Dec 2017,
 * level 3 Aquarius 14 Jun – 27 Aug 2016, level 4 Scorpio on 8 Aug 2016 (after a loosing of the
 * bond) — and the lots' own identities (docs/techniques.md §8–§9).
 */
import { describe, expect, it } from 'vitest';
import { norm360, separation } from '../../../src/core/astro/angle.js';
import { natalChart } from '../../../src/core/astro/chart.js';
import { Lots, PAULUS_LOTS } from '../../../src/core/astro/traditional/lots.js';
import { MINOR_YEARS, zodiacalReleasing, type ReleasingPeriod } from '../../../src/core/astro/traditional/releasing.js';
import { signIndex } from '../../../src/core/astro/zodiac.js';

const AKIHITO = natalChart({ natalDatetime: '1933-12-23T06:39:00', natalLocation: { latitude: 35.6838, longitude: 139.754, timezone: 'Asia/Tokyo' } });
const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The page gives a period's last day, some as the day the next begins (Scorpio), some the day before. */
const endsOn = (ms: number, last: string) => day(ms) === last || day(ms - DAY_MS) === last;
const SIGN = { Aries: 0, Leo: 4, Libra: 6, Scorpio: 7, Aquarius: 10, Pisces: 11 } as const;

describe('lots', () => {
  const lots = new Lots(AKIHITO);

  it('puts Fortune in Libra and Spirit in Pisces for Akihito (night chart), as published', () => {
    expect(lots.diurnal).toBe(false);
    expect(signIndex(lots.lot('fortune').longitude)).toBe(SIGN.Libra);
    expect(signIndex(lots.lot('spirit').longitude)).toBe(SIGN.Pisces);
    expect(lots.lot('fortune').ruler).toBe('Venus');
    expect(lots.lot('fortune').reversed).toBe(true);
  });

  it('Fortune and Spirit are mirror images about the ASC, by day and by night', () => {
    for (const l of [lots, new Lots(natalChart({ natalDatetime: '1990-06-01T12:00:00', natalLocation: { latitude: 48.85, longitude: 2.35 } }))]) {
      const asc = l.point('asc');
      expect(separation(norm360(l.point('fortune') + l.point('spirit')), norm360(2 * asc))).toBeLessThan(1e-9);
    }
  });

  it('follows Paulus: by night B and C swap; Basis is the shorter Fortune–Spirit arc from the ASC; Exaltation by the Moon at night', () => {
    const p = (id: Parameters<Lots['point']>[0]) => lots.point(id);
    for (const [id, f] of Object.entries(PAULUS_LOTS)) {
      expect(separation(lots.lot(id as keyof typeof PAULUS_LOTS).longitude, norm360(p(f.a) + p(f.c) - p(f.b)))).toBeLessThan(1e-9);
    }
    const arc = separation(p('fortune'), p('spirit'));
    expect(separation(lots.lot('basis').longitude, norm360(p('asc') + arc))).toBeLessThan(1e-9);
    expect(separation(lots.lot('exaltation').longitude, norm360(p('asc') + 33 - p('moon')))).toBeLessThan(1e-9);
  });

  it('a user formula with reversal equals the built-in lot; without reversal it keeps the day formula', () => {
    const custom = lots.custom({ a: 'asc', b: 'moon', c: 'sun', reversal: 'REVERSE_AT_NIGHT' });
    expect(custom.longitude).toBeCloseTo(lots.lot('fortune').longitude, 12);
    const fixed = lots.custom({ a: 'asc', b: 'moon', c: 'sun', reversal: 'NONE' });
    expect(separation(fixed.longitude, lots.lot('spirit').longitude)).toBeLessThan(1e-9);
  });

  it('houses: whole-sign house counts signs from the ASC', () => {
    for (const lot of lots.all()) {
      expect(lot.wholeSignHouse).toBe(((signIndex(lot.longitude) - signIndex(lots.point('asc')) + 12) % 12) + 1);
    }
  });
});

describe('zodiacal releasing', () => {
  const lots = new Lots(AKIHITO);
  const birth = AKIHITO.time().utcMs;
  const age = (iso: string) => (Date.parse(iso) - birth) / (360 * DAY_MS);
  const periods = zodiacalReleasing({
    lotLongitude: lots.lot('spirit').longitude,
    fortuneLongitude: lots.lot('fortune').longitude,
    birthMs: birth,
    fromAge: age('2016-01-01'),
    toAge: age('2018-01-01'),
    levels: 4,
    year: 'VALENS_360',
  });
  const at = (list: ReleasingPeriod[], iso: string) => list.find((p) => p.startMs <= Date.parse(iso) && Date.parse(iso) < p.endMs)!;

  it('level 1: Leo from 28 Oct 2012 to 21 Jul 2031 (Pisces, Aries, Taurus, Gemini, Cancer before it)', () => {
    const leo = at(periods, '2016-08-08');
    expect(leo.sign).toBe(SIGN.Leo);
    expect(day(leo.startMs)).toBe('2012-10-28');
    expect(day(leo.endMs)).toBe('2031-07-21');
    expect(leo.startYears).toBe(12 + 15 + 8 + 20 + 25);
  });

  it('level 2: Libra 11 Jan – 6 Sep 2016, Scorpio 7 Sep 2016 – 1 Dec 2017 (published end dates inclusive)', () => {
    const leo = at(periods, '2016-08-08');
    const libra = at(leo.children, '2016-08-08');
    expect(libra.sign).toBe(SIGN.Libra);
    expect(day(libra.startMs)).toBe('2016-01-11');
    const scorpio = at(leo.children, '2016-10-01');
    expect(scorpio.sign).toBe(SIGN.Scorpio);
    expect(day(scorpio.startMs)).toBe('2016-09-07');
    expect(endsOn(libra.endMs, '2016-09-06')).toBe(true);
    expect(endsOn(scorpio.endMs, '2017-12-01')).toBe(true);
    expect(libra.angularity).toBe('FIRST');
  });

  it('level 3: Aquarius 14 Jun – 27 Aug 2016; level 4: Scorpio on 8 Aug 2016, after the loosing of the bond', () => {
    const libra = at(at(periods, '2016-08-08').children, '2016-08-08');
    const aquarius = at(libra.children, '2016-08-08');
    expect(aquarius.sign).toBe(SIGN.Aquarius);
    expect(day(aquarius.startMs)).toBe('2016-06-14');
    expect(endsOn(aquarius.endMs, '2016-08-27')).toBe(true);
    const l4 = at(aquarius.children, '2016-08-08T06:00:00Z');
    expect(l4.sign).toBe(SIGN.Scorpio);
    // Twelve level-4 signs from Aquarius fill 211 × 5 hours; then the sequence resumes in Leo.
    const loosed = aquarius.children.find((p) => p.loosing)!;
    expect(loosed.sign).toBe(SIGN.Leo);
    expect(loosed.startMs - aquarius.startMs).toBeCloseTo(211 * 5 * 3_600_000, -3);
  });

  it('each level fills its parent exactly; lengths are the minor years in the level’s unit', () => {
    const check = (p: ReleasingPeriod, unit: number) => {
      if (p.children.length && p.children[0].startMs <= p.startMs && p.children[p.children.length - 1].endMs >= p.endMs) {
        expect(p.children[p.children.length - 1].endMs).toBeCloseTo(p.endMs, -1);
      }
      for (const c of p.children) {
        const whole = MINOR_YEARS[c.sign] * unit;
        expect(c.endYears - c.startYears).toBeLessThanOrEqual(whole + 1e-9);
        check(c, unit / 12);
      }
    };
    for (const p of periods) check(p, 1 / 12);
  });

  it('rejects a reversed or over-long span', () => {
    const base = { lotLongitude: 0, fortuneLongitude: 0, birthMs: 0, levels: 1, year: 'VALENS_360' as const };
    expect(() => zodiacalReleasing({ ...base, fromAge: 10, toAge: 5 })).toThrow(/greater/);
    expect(() => zodiacalReleasing({ ...base, fromAge: 0, toAge: 130 })).toThrow(/at most/);
  });

  it('lists levels 3 and 4 over at most 10 years of ages (the rule is the core’s)', () => {
    const base = { lotLongitude: 0, fortuneLongitude: 0, birthMs: 0, levels: 3, year: 'VALENS_360' as const };
    expect(() => zodiacalReleasing({ ...base, fromAge: 20, toAge: 30.5 })).toThrow(expect.objectContaining({ code: 'RELEASING_SPAN_TOO_LONG' }));
    expect(zodiacalReleasing({ ...base, fromAge: 20, toAge: 30 }).length).toBeGreaterThan(0);
    expect(zodiacalReleasing({ ...base, levels: 2, fromAge: 0, toAge: 90 }).length).toBeGreaterThan(0);
  });
});
