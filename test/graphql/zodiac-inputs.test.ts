/**
 * zodiac and ayanamsa on every Western operation's input: absent → tropical (the natal chart says
 * TROPICAL); SIDEREAL → every chart of the answer (natal, transit, progressed, return, composite,
 * Davison) is sidereal with the ayanamsa asked for (Lahiri by default), its longitudes the tropical
 * ones less the ayanamsa it reports.
 */
import { execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/schema.js';

const BIRTH = 'name: "z", natalDatetime: "1990-05-15T14:30:00", natalLocation: { latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul" }';
const PERSON2 = '{ datetime: "1992-11-03T06:10:00", location: { latitude: 35.1796, longitude: 129.0756, timezone: "Asia/Seoul" } }';
const PERSON1 = '{ datetime: "1990-05-15T14:30:00", location: { latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul" } }';
const CHART = '{ zodiac ayanamsa ayanamsaDegrees bodies { sun { longitude sign } } angles { asc { longitude } } }';

const run = async (query: string) => {
  const result = await execute({ schema, document: parse(query), contextValue: { access: undefined, usage: null } });
  expect(result.errors).toBeUndefined();
  return result.data as any;
};

const arcsec = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;

/** Each operation with the chart(s) it answers, given the zodiac arguments. */
const OPERATIONS: Record<string, (zodiac: string) => Promise<any[]>> = {
  transits: async (z) => {
    const d = await run(`{ westernTransits(input: { ${BIRTH}, transitDatetime: "2024-03-01T12:00:00" ${z} }) { natalChart ${CHART} transitChart ${CHART} } }`);
    return [d.westernTransits.natalChart, d.westernTransits.transitChart];
  },
  progressions: async (z) => {
    const d = await run(`{ westernProgressions(input: { ${BIRTH}, targetDatetime: "2024-03-01T12:00:00" ${z} }) { natalChart ${CHART} } }`);
    return [d.westernProgressions.natalChart];
  },
  solarReturn: async (z) => {
    const d = await run(`{ westernSolarReturn(input: { ${BIRTH}, returnYear: 2024, relocatedLocation: { latitude: 51.5, longitude: 0, timezone: "Europe/London" } ${z} }) {
      natalChart ${CHART} chart ${CHART} relocatedChart ${CHART} lunarReturn { chart ${CHART} } } }`);
    const s = d.westernSolarReturn;
    return [s.natalChart, s.chart, s.relocatedChart, s.lunarReturn.chart];
  },
  synastry: async (z) => {
    const d = await run(`{ westernSynastry(input: { person1: ${PERSON1}, person2: ${PERSON2} ${z} }) { davison ${CHART} } }`);
    return [d.westernSynastry.davison];
  },
  firdaria: async (z) => {
    const d = await run(`{ westernFirdaria(input: { ${BIRTH}, currentAge: 30, gender: "f" ${z} }) { natalChart ${CHART} } }`);
    return [d.westernFirdaria.natalChart];
  },
  annualProfection: async (z) => {
    const d = await run(`{ westernAnnualProfection(input: { ${BIRTH}, currentAge: 30 ${z} }) { natalChart ${CHART} } }`);
    return [d.westernAnnualProfection.natalChart];
  },
  primaryDirections: async (z) => {
    const d = await run(`{ westernPrimaryDirections(input: { ${BIRTH}, targetAge: 30 ${z} }) { natalChart ${CHART} } }`);
    return [d.westernPrimaryDirections.natalChart];
  },
};

describe('zodiac and ayanamsa on every Western input', () => {
  for (const [name, op] of Object.entries(OPERATIONS)) {
    it(`${name}: tropical without them, sidereal with them`, async () => {
      const tropical = await op('');
      const lahiri = await op(', zodiac: SIDEREAL');
      const raman = await op(', zodiac: SIDEREAL, ayanamsa: RAMAN');
      const ignored = await op(', zodiac: TROPICAL, ayanamsa: RAMAN');
      tropical.forEach((chart, i) => {
        expect(chart).toMatchObject({ zodiac: 'TROPICAL', ayanamsa: null, ayanamsaDegrees: null });
        expect(ignored[i]).toEqual(chart);
        for (const [sidereal, mode] of [[lahiri[i], 'LAHIRI'], [raman[i], 'RAMAN']] as const) {
          expect(sidereal).toMatchObject({ zodiac: 'SIDEREAL', ayanamsa: mode });
          // Lahiri ≈ 23.7°–24.1° and Raman ≈ 22.3°–22.7° in 1990–2024.
          expect(sidereal.ayanamsaDegrees).toBeGreaterThan(mode === 'LAHIRI' ? 23.6 : 22.2);
          expect(sidereal.ayanamsaDegrees).toBeLessThan(mode === 'LAHIRI' ? 24.2 : 22.8);
          // The sidereal returns fall at other instants (tested below); the other charts share the tropical ones' instants.
          if (name === 'solarReturn' && i > 0) continue;
          const shifted = (lon: number) => lon - sidereal.ayanamsaDegrees;
          expect(arcsec(sidereal.bodies.sun.longitude, shifted(chart.bodies.sun.longitude)), name).toBeLessThan(1e-6);
          expect(arcsec(sidereal.angles.asc.longitude, shifted(chart.angles.asc.longitude)), name).toBeLessThan(1e-6);
        }
      });
    });
  }

  it('the solar return and its return chart keep the natal sidereal Sun; the lunar return the natal sidereal Moon', async () => {
    const q = (z: string) => `{ westernSolarReturn(input: { ${BIRTH}, returnYear: 2024 ${z} }) {
      natalChart { bodies { sun { longitude } moon { longitude } } }
      info { datetimeUtc natalLongitude longitude } chart { bodies { sun { longitude } } }
      lunarReturn { chart { bodies { moon { longitude } } } } } }`;
    const t = (await run(q(''))).westernSolarReturn;
    const s = (await run(q(', zodiac: SIDEREAL'))).westernSolarReturn;
    expect(arcsec(s.info.natalLongitude, s.natalChart.bodies.sun.longitude)).toBeLessThan(1e-6);
    expect(arcsec(s.chart.bodies.sun.longitude, s.natalChart.bodies.sun.longitude)).toBeLessThan(0.01);
    expect(arcsec(s.info.longitude, s.natalChart.bodies.sun.longitude)).toBeLessThan(0.01);
    expect(arcsec(s.lunarReturn.chart.bodies.moon.longitude, s.natalChart.bodies.moon.longitude)).toBeLessThan(0.1);
    // 34 years after birth: about 34 × 20.4 minutes later than the tropical return.
    const minutes = (Date.parse(s.info.datetimeUtc) - Date.parse(t.info.datetimeUtc)) / 60_000;
    expect(minutes).toBeGreaterThan(34 * 19);
    expect(minutes).toBeLessThan(34 * 22);
  });

  it('progressed points and houses, composite bodies and profected signs are sidereal', async () => {
    const progressed = (z: string) => `{ westernProgressions(input: { ${BIRTH}, targetDatetime: "2024-03-01T12:00:00" ${z} }) {
      progressedChart { info { julianDayUT } points { id longitude } houses { cuspLongitude } } } }`;
    const pt = (await run(progressed(''))).westernProgressions.progressedChart;
    const ps = (await run(progressed(', zodiac: SIDEREAL'))).westernProgressions.progressedChart;
    // Lahiri at the progressed instant (mid-June 1990) ≈ 23.72°.
    const offset = wrapDiff(pt.points[0].longitude, ps.points[0].longitude);
    expect(offset).toBeCloseTo(23.72, 1);
    pt.points.forEach((p: any, i: number) => expect(Math.abs(wrapDiff(p.longitude, ps.points[i].longitude) - offset) * 3600).toBeLessThan(0.01));
    pt.houses.forEach((h: any, i: number) => expect(Math.abs(wrapDiff(h.cuspLongitude, ps.houses[i].cuspLongitude) - offset) * 3600).toBeLessThan(0.01));

    const composite = (z: string) => `{ westernSynastry(input: { person1: ${PERSON1}, person2: ${PERSON2} ${z} }) {
      person1 { bodies { longitude } } person2 { bodies { longitude } } composite { bodies { longitude } angles { longitude } } } }`;
    const ct = (await run(composite(''))).westernSynastry;
    const cs = (await run(composite(', zodiac: SIDEREAL'))).westernSynastry;
    const shift1 = wrapDiff(ct.person1.bodies[0].longitude, cs.person1.bodies[0].longitude);
    const shift2 = wrapDiff(ct.person2.bodies[0].longitude, cs.person2.bodies[0].longitude);
    ct.composite.bodies.forEach((b: any, i: number) =>
      expect(Math.abs(wrapDiff(b.longitude, cs.composite.bodies[i].longitude) - (shift1 + shift2) / 2) * 3600).toBeLessThan(0.01),
    );

    const profection = (z: string) => `{ westernAnnualProfection(input: { ${BIRTH}, currentAge: 7, method: WHOLE_SIGN ${z} }) { sign natalChart { angles { asc { sign } } } } }`;
    const signs = ['ARIES', 'TAURUS', 'GEMINI', 'CANCER', 'LEO', 'VIRGO', 'LIBRA', 'SCORPIO', 'SAGITTARIUS', 'CAPRICORN', 'AQUARIUS', 'PISCES'];
    for (const z of ['', ', zodiac: SIDEREAL']) {
      const p = (await run(profection(z))).westernAnnualProfection;
      expect(p.sign).toBe(signs[(signs.indexOf(p.natalChart.angles.asc.sign) + 7) % 12]);
    }
  });

  it('natalChartSvg and the synastry bi-wheel draw the sidereal chart', async () => {
    const natal = 'datetime: "1990-05-15T14:30:00", location: { latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul" }';
    const svg = async (z: string) => (await run(`{ westernNatalChartSvg(input: { ${natal} ${z} }) }`)).westernNatalChartSvg as string;
    expect(await svg(', zodiac: SIDEREAL')).not.toBe(await svg(''));
    expect(await svg(', zodiac: TROPICAL')).toBe(await svg(''));
    const bi = async (z: string) => (await run(`{ westernSynastry(input: { person1: ${PERSON1}, person2: ${PERSON2} ${z} }) { svg } }`)).westernSynastry.svg as string;
    expect(await bi(', zodiac: SIDEREAL')).not.toBe(await bi(''));
  });
});

describe('points on natalChart', () => {
  it('lists the named points in bodies.all (after the others, in their own order) and in the aspects', async () => {
    const q = (points: string) => `{ westernNatalChart(input: { datetime: "1990-05-15T14:30:00", location: { latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul" } ${points} }) {
      bodies { all { id longitude } ceres { longitude } } aspects { body1 body2 } } }`;
    const plain = (await run(q(''))).westernNatalChart;
    const listed = (await run(q(', points: [VESTA, MEAN_LILITH, VESTA]'))).westernNatalChart;
    expect(listed.bodies.all.map((b: any) => b.id)).toEqual([...plain.bodies.all.map((b: any) => b.id), 'mean_lilith', 'vesta']);
    // Ceres is a field whether listed or not.
    expect(listed.bodies.ceres.longitude).toBe(plain.bodies.ceres.longitude);
    const extra = listed.aspects.filter((a: any) => [a.body1, a.body2].some((id: string) => id === 'vesta' || id === 'mean_lilith'));
    expect(listed.aspects.length - extra.length).toBe(plain.aspects.length);
  });
});

/** a − b in degrees, wrapped to (−180°, 180°]. */
function wrapDiff(a: number, b: number): number {
  const d = ((((a - b) % 360) + 540) % 360) - 180;
  return d === -180 ? 180 : d;
}
