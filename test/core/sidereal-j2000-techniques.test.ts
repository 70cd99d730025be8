/**
 * The techniques in the J2000 sidereal zodiac use the chart's own J2000 places (the apparent place on
 * the ecliptic of J2000, as Swiss projects this mode: sidereal-j2000.test.ts checks them against
 * Swiss), not the tropical longitude less the ayanamsa. Properties:
 * - a return (solar, lunar, an event search's return or ingress) is an instant where the J2000-mode
 *   chart's body is at the target, and there the subtraction would be arcseconds off;
 * - composite houses are those of a J2000-mode chart with the composite ARMC at the mean instant;
 * - Gauquelin sectors 1 and 10 are the J2000-mode ASC and MC, and sectors 7, 4, 34, 31 its Placidus
 *   cusps 11, 12, 2, 3 (swehouse.c case 'G').
 * The births are in the 19th century and the returns in the 22nd, where the ecliptic has tilted
 * 1–2′ from J2000's and the two methods differ measurably for the Moon (β up to 5°).
 */
import { describe, expect, it } from 'vitest';
import { norm360, wrap180 } from '../../src/core/astro/angle.js';
import { ayanamsaUT } from '../../src/core/astro/ayanamsa.js';
import { Chart, natalChart, type BirthInput } from '../../src/core/astro/chart.js';
import { bodyPosition, skyFrame } from '../../src/core/astro/ephemeris.js';
import { EventSearch } from '../../src/core/astro/events/index.js';
import { SolarReturn } from '../../src/core/astro/returns.js';
import { Synastry } from '../../src/core/astro/synastry.js';
import { epochMsFromJd } from '../../src/core/time/julian.js';

const arcsec = (a: number, b: number) => Math.abs(wrap180(a - b)) * 3600;
const PARIS = { latitude: 48.85, longitude: 2.35, timezone: 'UTC' };
const birth: BirthInput = { name: 'J2000', natalDatetime: '1820-11-11T07:00:00', natalLocation: PARIS, ayanamsa: 'J2000' };
const natal = natalChart({ ...birth, includeAsteroids: false });

/** The J2000-mode chart of a UT instant at Paris. */
const chartAt = (jdUT: number) =>
  Chart.atInstant(epochMsFromJd(jdUT), { name: 'at', location: { ...PARIS, elevation: 0 }, houseSystem: 'PLACIDUS', includeAsteroids: false, ayanamsa: 'J2000' });
/** A body's tropical longitude less the J2000 ayanamsa: the method the J2000 mode does not use. */
const subtracted = (body: 'sun' | 'moon', jdUT: number) => norm360(bodyPosition(body, jdUT).lon - ayanamsaUT('J2000', jdUT));

describe('J2000 sidereal returns and transit searches', () => {
  it('solar and lunar returns: the J2000-mode Sun and Moon at the instant are the natal ones (< 0.01″)', () => {
    const ret = new SolarReturn({ ...birth, returnYear: 2190 });
    for (const root of [ret.root(), ret.lunarRoot()]) {
      expect(arcsec(chartAt(root.jdUT).body(root.body).lon, natal.body(root.body).lon), root.body).toBeLessThan(0.01);
    }
    // By the subtraction, the Moon at that instant is 7″ from its natal place.
    const moon = ret.lunarRoot();
    expect(arcsec(subtracted('moon', moon.jdUT), subtracted('moon', natal.time().jdUT))).toBeGreaterThan(5);
  });

  it('event search: at each Moon return and ingress the J2000-mode Moon is at the target (< 0.1″)', () => {
    const search = new EventSearch({ ...birth, bodies: ['moon'], from: '2190-01-01', to: '2190-12-31' });
    const returns = search.returns('moon');
    const ingresses = search.ingresses();
    expect(returns.length).toBeGreaterThanOrEqual(13);
    expect(ingresses.length).toBeGreaterThanOrEqual(160);
    let largestShift = 0;
    for (const e of [...returns, ...ingresses]) {
      const lon = chartAt(e.jdUT).body('moon').lon;
      const target = e.kind === 'return' ? natal.body('moon').lon : e.lon;
      expect(arcsec(lon, target), `${e.kind} ${e.jdUT}`).toBeLessThan(0.1);
      largestShift = Math.max(largestShift, arcsec(lon, subtracted('moon', e.jdUT)));
    }
    // The subtraction's Moon is up to 7″ from the J2000-mode one over that year.
    expect(largestShift).toBeGreaterThan(5);
  });
});

describe('J2000 sidereal composite and Gauquelin sectors', () => {
  it('composite houses are a J2000-mode chart’s for the composite ARMC at the mean instant (< 0.01″)', () => {
    const person = (datetime: string, latitude: number, longitude: number) => ({ datetime, location: { latitude, longitude, timezone: 'UTC' } });
    const synastry = new Synastry({ person1: person('1820-11-11T07:00:00', 48.85, 2.35), person2: person('1850-04-02T21:30:00', 40.71, -74.0), ayanamsa: 'J2000' });
    const composite = synastry.composite();
    const jdMean = (synastry.person1.chart.time().jdUT + synastry.person2.chart.time().jdUT) / 2;
    const chart = Chart.atInstant(epochMsFromJd(jdMean), {
      name: 'composite frame',
      location: { latitude: composite.latitude, longitude: wrap180(composite.armc - skyFrame(jdMean).gastDeg), elevation: 0, timezone: 'UTC' },
      houseSystem: composite.houseSystem,
      includeAsteroids: false,
      ayanamsa: 'J2000',
    });
    const houses = chart.houses();
    expect(arcsec(houses.mc, composite.houses.mc)).toBeLessThan(0.01);
    expect(arcsec(houses.asc, composite.houses.asc)).toBeLessThan(0.01);
    houses.cusps.forEach((c, i) => expect(arcsec(c, composite.houses.cusps[i]), `cusp ${i + 1}`).toBeLessThan(0.01));
  });

  it('sectors 1, 10 are the J2000-mode ASC and MC, sectors 7, 4, 34, 31 its Placidus cusps 11, 12, 2, 3 (< 0.01″)', () => {
    const { cusps, used } = natal.gauquelin();
    const houses = natal.houses();
    expect(used).toBe('GAUQUELIN');
    expect(arcsec(cusps[0], houses.asc)).toBeLessThan(0.01);
    expect(arcsec(cusps[9], houses.mc)).toBeLessThan(0.01);
    for (const [sector, cusp] of [[7, 11], [4, 12], [34, 2], [31, 3]]) {
      expect(arcsec(cusps[sector - 1], houses.cusps[cusp - 1]), `sector ${sector}`).toBeLessThan(0.01);
    }
    // The tropical ASC less the ayanamsa is not the J2000 ecliptic's ASC.
    const tropical = natalChart({ ...birth, ayanamsa: null, includeAsteroids: false }).houses().asc;
    expect(arcsec(norm360(tropical - natal.zodiacOffset().degrees), houses.asc)).toBeGreaterThan(1);
  });
});
