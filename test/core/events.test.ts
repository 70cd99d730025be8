/**
 * Events over a span (src/core/astro/events): published almanac instants, and properties that hold
 * at every event (separation equals the aspect angle at an exact pass, the orb at an entry or exit,
 * entries and exits alternate, the events come sorted), the interpolation against the ephemeris,
 * the span limits, and laziness (spies on the sampling and the eclipse search).
 */
import * as Astronomy from 'astronomy-engine';
import { describe, expect, it, vi } from 'vitest';
import { separation, wrap180 } from '../../src/core/astro/angle.js';
import { ayanamsaUT } from '../../src/core/astro/ayanamsa.js';
import { bodyPosition, skyFrame } from '../../src/core/astro/ephemeris.js';
import { findLongitudeReturn } from '../../src/core/astro/returns.js';
import { EVENTS_DEFAULTS, EventSearch, eventInstant, type EventSearchInput, type TransitEvent } from '../../src/core/astro/events/index.js';
import { nutationLongitude, sampleTracks, tropicalZodiac } from '../../src/core/astro/events/search.js';
import * as eclipses from '../../src/core/astro/events/eclipses.js';
import * as search from '../../src/core/astro/events/search.js';
import { astroTime, epochMsFromJd, jdFromEpochMs } from '../../src/core/time/julian.js';

vi.mock('../../src/core/astro/events/eclipses.js', async (original) => {
  const real = await original<typeof import('../../src/core/astro/events/eclipses.js')>();
  return { ...real, eclipseEvents: vi.fn(real.eclipseEvents) };
});
vi.mock('../../src/core/astro/events/search.js', async (original) => {
  const real = await original<typeof import('../../src/core/astro/events/search.js')>();
  return { ...real, sampleTracks: vi.fn(real.sampleTracks) };
});

const BIRTH = {
  natalDatetime: '1990-05-15T14:30:00',
  natalLocation: { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' },
};
const YEAR_2024: EventSearchInput = { ...BIRTH, from: '2024-01-01', to: '2024-12-31' };
const search2024 = new EventSearch(YEAR_2024);

const minutesFrom = (jdUT: number, iso: string) => Math.abs(epochMsFromJd(jdUT) - Date.parse(iso)) / 60_000;
const ARCSEC = 1 / 3600;

describe('published instants', () => {
  it('finds the 2024 new and full moons of the US Naval Observatory within a minute', () => {
    // USNO Astronomical Applications Dept., "Phases of the Moon 2024" (UT, rounded to the minute).
    const NEW = ['01-11T11:57', '02-09T22:59', '03-10T09:00', '04-08T18:21', '05-08T03:22', '06-06T12:38', '07-05T22:57', '08-04T11:13', '09-03T01:55', '10-02T18:49', '11-01T12:47', '12-01T06:21', '12-30T22:27'];
    const FULL = ['01-25T17:54', '02-24T12:30', '03-25T07:00', '04-23T23:49', '05-23T13:53', '06-22T01:08', '07-21T10:17', '08-19T18:26', '09-18T02:34', '10-17T11:26', '11-15T21:28', '12-15T09:02'];
    const phases = search2024.lunarPhases();
    const news = phases.filter((p) => p.phase === 'new');
    const fulls = phases.filter((p) => p.phase === 'full');
    expect(news).toHaveLength(NEW.length);
    expect(fulls).toHaveLength(FULL.length);
    news.forEach((p, i) => expect(minutesFrom(p.jdUT, `2024-${NEW[i]}Z`)).toBeLessThan(1));
    fulls.forEach((p, i) => expect(minutesFrom(p.jdUT, `2024-${FULL[i]}Z`)).toBeLessThan(1));
  });

  it('puts every phase of five years at its elongation within 0.01″ of the ephemeris, four a synodic month, in order', () => {
    const decade = new EventSearch({ ...BIRTH, bodies: ['sun'], from: '2024-01-01', to: '2028-12-31' }).lunarPhases();
    // 1,827 days / 29.530589 = 61.9 synodic months: 247 or 248 quarters.
    expect(decade.length).toBeGreaterThanOrEqual(247);
    expect(decade.length).toBeLessThanOrEqual(248);
    decade.forEach((p, i) => {
      const e = bodyPosition('moon', p.jdUT).lon - bodyPosition('sun', p.jdUT).lon;
      expect(Math.abs(wrap180(e - p.elongation))).toBeLessThan(0.01 * ARCSEC);
      if (i > 0) expect(p.elongation).toBe((decade[i - 1].elongation + 90) % 360);
    });
  });

  it('agrees with astronomy-engine’s SearchMoonPhase within a minute for every phase', () => {
    // SearchMoonPhase compares geometric longitudes; the service's Sun is apparent (aberration
    // −20.5″, ≈ 40 s of the Moon's elongation), as the almanacs' phases are.
    for (const p of search2024.lunarPhases()) {
      const found = Astronomy.SearchMoonPhase(p.elongation, astroTime(p.jdUT - 1), 2)!;
      const seconds = (found.ut - astroTime(p.jdUT).ut) * 86_400;
      expect(seconds).toBeGreaterThan(20);
      expect(seconds).toBeLessThan(60);
    }
  });

  it('puts the Sun’s 2024 ingresses into the cardinal signs at the USNO equinoxes and solstices', () => {
    // USNO, "Earth's Seasons 2024" (UT): equinoxes and solstices.
    const SEASONS: [string, string][] = [
      ['Aries', '2024-03-20T03:06Z'],
      ['Cancer', '2024-06-20T20:51Z'],
      ['Libra', '2024-09-22T12:44Z'],
      ['Capricorn', '2024-12-21T09:21Z'],
    ];
    const sun = search2024.ingresses().filter((e) => e.body === 'sun');
    expect(sun).toHaveLength(12);
    for (const [sign, iso] of SEASONS) {
      const ingress = sun.find((e) => e.toSign === sign)!;
      expect(minutesFrom(ingress.jdUT, iso)).toBeLessThan(1);
    }
  });

  it('finds Mercury’s April 2024 stations at the published times and degrees', () => {
    // Cafe Astrology, "Mercury turns retrograde in Aries" (2024): retrograde station 1 April 2024,
    // 6:14 pm EDT (22:14 UT) at 27°13′ Aries; direct station 25 April 2024 at 15°59′ Aries.
    const mercury = search2024.stations().filter((s) => s.body === 'mercury');
    const retro = mercury.find((s) => eventInstant(s.jdUT).startsWith('2024-04-01'))!;
    expect(retro.station).toBe('retrograde');
    expect(minutesFrom(retro.jdUT, '2024-04-01T22:14Z')).toBeLessThan(5);
    expect(Math.abs(retro.lon - (27 + 13 / 60))).toBeLessThan(1 / 60);
    const direct = mercury.find((s) => eventInstant(s.jdUT).startsWith('2024-04-25'))!;
    expect(direct.station).toBe('direct');
    expect(Math.abs(direct.lon - (15 + 59 / 60))).toBeLessThan(1 / 60);
    // Four retrograde periods touch 2024: the direct station of 2 January, then three full loops.
    expect(mercury.map((s) => s.station)).toEqual(['direct', 'retrograde', 'direct', 'retrograde', 'direct', 'retrograde', 'direct']);
  });

  it('finds the 2024 eclipses with the Five Millennium Canon’s kinds, instants and places', () => {
    // Espenak & Meeus, Five Millennium Canon of Solar Eclipses (NASA TP-2006-214141), catalog
    // 09561: 2024 Apr 08 18:18:29 TD, total, greatest at 25.3°N 104.1°W; 09562: 2024 Oct 02
    // 18:46:13 TD, annular, 22.0°S 114.5°W. Lunar: penumbral 25 March, partial 18 September.
    const found = search2024.eclipses();
    expect(found.map((e) => [eventInstant(e.jdUT).slice(0, 10), e.eclipsed, e.eclipseKind])).toEqual([
      ['2024-03-25', 'moon', 'penumbral'],
      ['2024-04-08', 'sun', 'total'],
      ['2024-09-18', 'moon', 'partial'],
      ['2024-10-02', 'sun', 'annular'],
    ]);
    const tt = (jdUT: number) => (astroTime(jdUT).tt - astroTime(jdUT).ut) * 86_400_000 + epochMsFromJd(jdUT);
    const total = found[1];
    expect(Math.abs(tt(total.jdUT) - Date.parse('2024-04-08T18:18:29Z')) / 1000).toBeLessThan(30);
    expect(Math.abs(total.latitude! - 25.3)).toBeLessThan(0.3);
    expect(Math.abs(total.longitude! + 104.1)).toBeLessThan(0.3);
    const annular = found[3];
    expect(Math.abs(tt(annular.jdUT) - Date.parse('2024-10-02T18:46:13Z')) / 1000).toBeLessThan(30);
    expect(Math.abs(annular.latitude! + 22.0)).toBeLessThan(0.3);
    expect(Math.abs(annular.longitude! + 114.5)).toBeLessThan(0.3);
    expect(found.every((e) => e.local === null)).toBe(true);
  });

  it('sees the April 2024 eclipse as total from Dallas and the October one not at all', () => {
    // NASA, "2024 Total Solar Eclipse: Where & When": Dallas, totality begins 1:40 pm CDT (18:40 UT), lasts ≈ 3m51s.
    const dallas = new EventSearch({ ...YEAR_2024, location: { latitude: 32.7767, longitude: -96.797 } }).eclipses();
    const april = dallas.find((e) => e.eclipsed === 'sun' && e.eclipseKind === 'total')!.local!;
    expect(april.visible).toBe(true);
    expect(april.eclipseKind).toBe('total');
    const begin = april.contacts.find((c) => c.contact === 'total_begin')!;
    const end = april.contacts.find((c) => c.contact === 'total_end')!;
    expect(minutesFrom(begin.jdUT, '2024-04-08T18:40:30Z')).toBeLessThan(1.5);
    expect((end.jdUT - begin.jdUT) * 1440).toBeGreaterThan(3.5);
    expect((end.jdUT - begin.jdUT) * 1440).toBeLessThan(4.1);
    const october = dallas.find((e) => e.eclipseKind === 'annular')!.local!;
    expect(october.visible).toBe(false);
  });
});

describe('properties', () => {
  it('puts every exact transit at the aspect angle within 0.1″, entries and exits at the orb', () => {
    const transits = search2024.transits();
    expect(transits.length).toBeGreaterThan(5000);
    for (const e of transits) {
      const lon = bodyPosition(e.body, e.jdUT).lon;
      const sep = separation(lon, e.natalLon);
      const off = Math.abs(sep - e.angle);
      if (e.phase === 'exact') expect(off).toBeLessThan(0.1 * ARCSEC);
      else expect(Math.abs(off - search2024.orb)).toBeLessThan(0.1 * ARCSEC);
    }
  });

  it('alternates entries and exits per aspect, numbering the exact passes between them', () => {
    const visits = new Map<string, TransitEvent[]>();
    for (const e of search2024.transits()) {
      const side = Math.sign(wrap180(e.lon - e.natalLon));
      const key = `${e.body}|${e.natalPoint}|${e.aspect}|${e.angle === 0 || e.angle === 180 ? 0 : side}`;
      visits.set(key, [...(visits.get(key) ?? []), e]);
    }
    for (const events of visits.values()) {
      let previous: TransitEvent | undefined;
      for (const e of events) {
        if (e.phase === 'entry') expect(previous?.phase ?? 'exit').toBe('exit');
        if (e.phase === 'exit' && previous) expect(previous.phase).not.toBe('exit');
        if (e.phase === 'exact') expect(e.pass).toBe(previous?.phase === 'exact' ? previous.pass! + 1 : previous?.phase === 'entry' ? 1 : e.pass);
        previous = e;
      }
    }
    // Retrograde loops make triple passes every year (a slow planet's visit can hold several loops).
    expect(search2024.transits().some((e) => e.pass! >= 3 && !e.retrograde)).toBe(true);
    expect(search2024.transits().some((e) => e.phase === 'exact' && e.retrograde)).toBe(true);
  });

  it('returns every kind sorted by time and inside the span', () => {
    for (const list of [search2024.transits(), search2024.ingresses(), search2024.stations(), search2024.lunarPhases(), search2024.eclipses(), search2024.returns('moon')]) {
      for (let i = 1; i < list.length; i++) expect(list[i].jdUT).toBeGreaterThanOrEqual(list[i - 1].jdUT);
      for (const e of list) {
        expect(e.jdUT).toBeGreaterThanOrEqual(search2024.from);
        expect(e.jdUT).toBeLessThanOrEqual(search2024.to);
      }
    }
  });

  it('puts every ingress on its cusp and every station at zero speed', () => {
    for (const e of search2024.ingresses()) {
      expect(Math.abs(wrap180(bodyPosition(e.body, e.jdUT).lon - e.lon))).toBeLessThan(0.1 * ARCSEC);
      expect(e.retrograde).toBe(bodyPosition(e.body, e.jdUT).lonSpeed < 0);
    }
    for (const e of search2024.stations()) {
      // bodyPosition's speed leaves out the nutation rate (≤ 0.2″ a day).
      expect(Math.abs(bodyPosition(e.body, e.jdUT).lonSpeed)).toBeLessThan(1e-4);
    }
  });

  it('finds the solar return of the returns series where returns.ts finds it, and thirteen lunar returns', () => {
    const [solar] = search2024.returns('sun');
    const root = findLongitudeReturn('sun', search2024.natal.body('sun').lon, solar.jdUT);
    expect(Math.abs(root.jdUT - solar.jdUT) * 86_400).toBeLessThan(0.5);
    expect(solar.pass).toBe(1);
    const lunar = search2024.returns('moon');
    expect(lunar.length).toBeGreaterThanOrEqual(13);
    for (let i = 1; i < lunar.length; i++) {
      // The Moon's return to a longitude takes a tropical month (27.32 d), give or take its anomaly.
      expect(lunar[i].jdUT - lunar[i - 1].jdUT).toBeGreaterThan(26.5);
      expect(lunar[i].jdUT - lunar[i - 1].jdUT).toBeLessThan(28.2);
    }
  });

  it('numbers a planet’s returns 1, 2, 3 across its retrograde loop, also from inside the loop', () => {
    // Saturn at 27°58′ Capricorn (20 January 1991); in 2020 it stationed at 1°57′ Aquarius (11 May)
    // and at 25°20′ Capricorn (29 September), crossing that degree three times.
    const birth = { natalDatetime: '1991-01-20T12:00:00', natalLocation: { latitude: 51.5, longitude: 0, timezone: 'UTC' } };
    const saturn = new EventSearch({ ...birth, from: '2019-01-01', to: '2021-12-31', bodies: ['saturn'] }).returns('saturn');
    expect(saturn.map((r) => [eventInstant(r.jdUT).slice(0, 7), r.pass, r.retrograde])).toEqual([
      ['2020-02', 1, false],
      ['2020-07', 2, true],
      ['2020-11', 3, false],
    ]);
    const late = new EventSearch({ ...birth, from: '2020-09-01', to: '2020-12-31', bodies: ['saturn'] }).returns('saturn');
    expect(late.map((r) => r.pass)).toEqual([3]);
  });

  it('numbers the passes of a visit under way at the start from its entry, however long ago (wide orb, slow planets)', () => {
    const slow = { ...BIRTH, bodies: ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as EventSearchInput['bodies'], orb: 10 };
    const decade = new EventSearch({ ...slow, from: '2021-01-01', to: '2025-12-31' }).transits().filter((e) => e.phase === 'exact');
    const late = new EventSearch({ ...slow, from: '2024-01-01', to: '2025-12-31' }).transits().filter((e) => e.phase === 'exact');
    expect(late.length).toBeGreaterThan(20);
    // Brute force on bodyPosition every 6 hours since 2014: Neptune's visit of the sextile to natal Saturn (orb 3°)
    // began about 2022-02-25 and passes exactly for the fifth time about 2024-01-11. Here, with orb 10°, visits are longer still.
    expect(late.some((e) => e.pass! >= 3)).toBe(true);
    const sextile = new EventSearch({ ...BIRTH, bodies: ['neptune'], from: '2024-01-01', to: '2024-01-31' }).transits();
    expect(sextile.find((e) => e.natalPoint === 'saturn' && e.aspect === 'Sextile' && e.phase === 'exact')).toMatchObject({ pass: 5 });
    for (const e of late) {
      // The two searches sample at other instants: a slow planet's root moves by the interpolant's 0.04″ (minutes for Neptune).
      const same = decade.find((d) => d.body === e.body && d.natalPoint === e.natalPoint && d.aspect === e.aspect && Math.abs(d.jdUT - e.jdUT) < 0.01);
      expect(same, `${e.body} ${e.aspect} ${e.natalPoint}`).toBeDefined();
      expect(e.pass, `${e.body} ${e.aspect} ${e.natalPoint} ${e.jdUT}`).toBe(same!.pass);
    }
  });

  it('times the true node and Chiron on their own ephemeris: exact within 0.03″ over five years', () => {
    // The true node's interpolant strays up to 0.1″ (47 s near a station); its roots are polished on bodyPosition.
    const decade = new EventSearch({ ...BIRTH, from: '2020-01-01', to: '2024-12-31', bodies: ['true_node', 'chiron'] });
    const exact = decade.transits().filter((e) => e.phase === 'exact');
    expect(new Set(exact.map((e) => e.body))).toEqual(new Set(['true_node', 'chiron']));
    for (const e of exact) {
      expect(Math.abs(separation(bodyPosition(e.body, e.jdUT).lon, e.natalLon) - e.angle), `${e.body} ${e.jdUT}`).toBeLessThan(0.03 * ARCSEC);
    }
    for (const e of decade.ingresses()) {
      const lon = bodyPosition(e.body, e.jdUT).lon;
      expect(Math.abs(wrap180(lon - Math.round(lon / 30) * 30))).toBeLessThan(0.03 * ARCSEC);
    }
  });

  it('aims at the extra natal points too (Lilith, Ceres), exact within 0.1″', () => {
    const s = new EventSearch({ ...YEAR_2024, bodies: ['sun', 'mars'], natalPoints: ['mean_lilith', 'ceres', 'north_node'] });
    const natalLon = { mean_lilith: s.natal.body('mean_lilith').lon, ceres: s.natal.body('ceres').lon, north_node: s.natal.body('north_node').lon };
    const exact = s.transits().filter((e) => e.phase === 'exact');
    expect(new Set(exact.map((e) => e.natalPoint))).toEqual(new Set(['mean_lilith', 'ceres', 'north_node']));
    for (const e of exact) {
      expect(e.natalLon).toBe(natalLon[e.natalPoint as keyof typeof natalLon]);
      expect(Math.abs(separation(bodyPosition(e.body, e.jdUT).lon, e.natalLon) - e.angle)).toBeLessThan(0.1 * ARCSEC);
    }
  });

  it('finds sidereal ingresses where tropical longitude − ayanamsa crosses a multiple of 30°', () => {
    const sidereal = new EventSearch({ ...YEAR_2024, ayanamsa: 'LAHIRI', bodies: ['sun', 'mars'] });
    const ingresses = sidereal.ingresses();
    expect(ingresses.filter((e) => e.body === 'sun')).toHaveLength(12);
    for (const e of ingresses) {
      const lon = bodyPosition(e.body, e.jdUT).lon - ayanamsaUT('LAHIRI', e.jdUT);
      expect(Math.abs(wrap180(lon - e.lon))).toBeLessThan(0.1 * ARCSEC);
    }
    // Mesha sankranti 2024 (Lahiri): 13 April.
    expect(eventInstant(ingresses.find((e) => e.body === 'sun' && e.toSign === 'Aries')!.jdUT).slice(0, 10)).toBe('2024-04-13');
  });
});

describe('the search', () => {
  it('interpolates every body within 0.05″ of the ephemeris', () => {
    for (const year of [1955, 1990, 2024, 2049]) {
      const from = jdFromEpochMs(Date.UTC(year, 0, 1));
      const tracks = sampleTracks(EVENTS_DEFAULTS.bodies, from, from + 366, tropicalZodiac(from));
      for (const [body, track] of tracks) {
        for (let t = from + 0.123; t < from + 366; t += 1.37) {
          expect(Math.abs(wrap180(track.lon(t) - bodyPosition(body, t).lon))).toBeLessThan(0.05 * ARCSEC);
        }
      }
    }
  });

  it('has the ephemeris’s nutation in longitude and its rate', () => {
    for (let jd = 2433282.5; jd < 2470000; jd += 731.3) {
      const tt = astroTime(jd).tt;
      const { value, rate } = nutationLongitude(tt);
      expect(Math.abs(value - skyFrame(jd).nutationLon)).toBeLessThan(1e-6 * ARCSEC);
      const numeric = (nutationLongitude(tt + 0.01).value - nutationLongitude(tt - 0.01).value) / 0.02;
      expect(Math.abs(rate - numeric)).toBeLessThan(1e-4 * ARCSEC);
    }
  });

  it('refuses a span over five years, a reversed span and an unknown body', () => {
    expect(() => new EventSearch({ ...BIRTH, from: '2024-01-01', to: '2029-01-01' })).toThrow(expect.objectContaining({ code: 'EVENTS_SPAN_TOO_LONG' }));
    expect(() => new EventSearch({ ...BIRTH, from: '2024-01-01', to: '2028-12-31' })).not.toThrow();
    expect(() => new EventSearch({ ...BIRTH, from: '2024-02-01', to: '2024-01-01' })).toThrow(expect.objectContaining({ code: 'EVENTS_SPAN_REVERSED' }));
    expect(() => new EventSearch({ ...YEAR_2024, bodies: ['vulcan' as never] })).toThrow(expect.objectContaining({ code: 'UNKNOWN_BODY' }));
    expect(() => search2024.returns('ceres' as never)).toThrow(expect.objectContaining({ code: 'UNKNOWN_BODY' }));
    expect(() => new EventSearch({ ...YEAR_2024, natalPoints: ['vertex' as never] })).toThrow(expect.objectContaining({ code: 'UNKNOWN_POINT' }));
  });

  it("refuses the Moon's transits over more than two years before any sampling; its other kinds and other bodies may span ten", () => {
    const sampled = vi.mocked(search.sampleTracks);
    sampled.mockClear();
    const long = new EventSearch({ ...BIRTH, from: '2024-01-01', to: '2026-01-02' });
    expect(() => long.transits()).toThrow(expect.objectContaining({ code: 'EVENTS_SPAN_TOO_LONG' }));
    expect(sampled).not.toHaveBeenCalled();
    expect(() => new EventSearch({ ...BIRTH, from: '2024-01-01', to: '2025-12-31' }).transits()).not.toThrow();
    expect(long.lunarPhases().length).toBeGreaterThan(4 * 24);
    const withoutMoon = new EventSearch({ ...BIRTH, from: '2024-01-01', to: '2026-01-02', bodies: ['saturn', 'pluto'] });
    expect(withoutMoon.transits().length).toBeGreaterThan(0);
  });

  it('computes only the kinds asked for, once', () => {
    const sampled = vi.mocked(search.sampleTracks);
    const eclipseSearch = vi.mocked(eclipses.eclipseEvents);
    sampled.mockClear();
    eclipseSearch.mockClear();
    const s = new EventSearch(YEAR_2024);
    s.eclipses();
    expect(sampled).not.toHaveBeenCalled();
    s.ingresses();
    s.ingresses();
    s.transits();
    // One shared sampling of the span; the transits’ looks further back (lookback true) come on top.
    expect(sampled.mock.calls.filter((call) => call[4] !== true)).toHaveLength(1);
    expect(eclipseSearch).toHaveBeenCalledTimes(1);
    const only = new EventSearch(YEAR_2024);
    only.ingresses();
    expect(eclipseSearch).toHaveBeenCalledTimes(1);
  });
});
