/**
 * GraphQL `points` on transits, progressions and solarReturn: the points asked for are listed after
 * the bodies (natalPoints, transitPoints, the progressed points, the return charts' bodies.all) with
 * the core Chart's values, and take part in the aspects; absent, nothing changes; an asteroid out of
 * its years is a DATE_OUT_OF_RANGE error.
 */
import { execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/schema.js';
import { Chart, natalChart } from '../../src/core/astro/chart.js';

const BIRTH = 'natalDatetime: "2002-09-09T03:52:00", natalLocation: { latitude: 15.0691, longitude: -43.4469, timezone: "UTC" }';
const POINTS = ['mean_lilith', 'true_lilith', 'ceres', 'pallas', 'juno', 'vesta'];
const BODIES = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true_node'];
const POINTS_ARG = 'points: [VESTA, MEAN_LILITH, TRUE_LILITH, CERES, PALLAS, JUNO]';

const run = async (query: string) => {
  const result = await execute({ schema, document: parse(query), contextValue: { access: undefined, usage: null } });
  return result;
};
const data = async (query: string) => {
  const result = await run(query);
  expect(result.errors).toBeUndefined();
  return result.data as any;
};
const separation = (a: number, b: number) => {
  const d = (((a - b) % 360) + 360) % 360;
  return d > 180 ? 360 - d : d;
};
const involves = (a: any) => POINTS.includes(a.body1) || POINTS.includes(a.body2);
const natal = natalChart({ natalDatetime: '2002-09-09T03:52:00', natalLocation: { latitude: 15.0691, longitude: -43.4469, timezone: 'UTC' }, points: POINTS as never });

describe('points on the predictive inputs', () => {
  it('transits: natal and transiting points, and aspects from and to them', async () => {
    const q = (extra: string) => `{ westernTransits(input: { ${BIRTH}, transitDatetime: "2008-09-25T08:24:00" ${extra} }) {
      natalPoints { id longitude kind } transitPoints { id longitude } aspects { body1 body2 type angle separation orb } } }`;
    const plain = (await data(q(''))).westernTransits;
    const t = (await data(q(`, ${POINTS_ARG}`))).westernTransits;
    expect(t.natalPoints.map((p: any) => p.id)).toEqual([...BODIES, ...POINTS, 'asc', 'mc']);
    expect(t.transitPoints.map((p: any) => p.id)).toEqual([...BODIES, ...POINTS, 'asc', 'mc']);
    expect(plain.natalPoints.map((p: any) => p.id)).toEqual([...BODIES, 'asc', 'mc']);
    const sky = Chart.atInstant(Date.UTC(2008, 8, 25, 8, 24), { ...natal.input, name: 'sky' });
    for (const id of POINTS) {
      expect(Math.abs(t.natalPoints.find((p: any) => p.id === id).longitude - natal.body(id as never).lon)).toBeLessThan(1e-9);
      expect(Math.abs(t.transitPoints.find((p: any) => p.id === id).longitude - sky.body(id as never).lon)).toBeLessThan(1e-9);
    }
    expect(t.natalPoints.find((p: any) => p.id === 'ceres').kind).toBe('ASTEROID');
    expect(t.natalPoints.find((p: any) => p.id === 'mean_lilith').kind).toBe('NODE');
    expect(t.aspects.filter((a: any) => !involves(a))).toEqual(plain.aspects);
    const added = t.aspects.filter(involves);
    expect(added.length).toBeGreaterThan(0);
    for (const a of added) {
      const sep = separation(t.transitPoints.find((p: any) => p.id === a.body1).longitude, t.natalPoints.find((p: any) => p.id === a.body2).longitude);
      expect(a.separation).toBeCloseTo(sep, 9);
      expect(a.orb).toBeCloseTo(Math.abs(sep - a.angle), 9);
      expect(a.orb).toBeLessThanOrEqual(3);
    }
  });

  it('progressions: progressed points and their aspects; solarReturn: every return chart', async () => {
    const p = (await data(`{ westernProgressions(input: { ${BIRTH}, targetDatetime: "2030-01-01T00:00:00", ${POINTS_ARG} }) {
      natalChart { bodies { all { id } } } progressedChart { points { id longitude } aspects { body1 body2 } } aspectsToNatal { body1 body2 orb } } }`)).westernProgressions;
    expect(p.natalChart.bodies.all.map((b: any) => b.id)).toEqual([...BODIES, ...POINTS]);
    expect(p.progressedChart.points.map((b: any) => b.id)).toEqual([...BODIES, ...POINTS, 'asc', 'mc']);
    expect(p.aspectsToNatal.some(involves)).toBe(true);

    const s = (await data(`{ westernSolarReturn(input: { ${BIRTH}, returnYear: 2030, ${POINTS_ARG} }) {
      chart { bodies { all { id } } } lunarReturn { chart { bodies { all { id } } } } } }`)).westernSolarReturn;
    expect(s.chart.bodies.all.map((b: any) => b.id)).toEqual([...BODIES, 'chiron', 'north_node', 'south_node', ...POINTS]);
    expect(s.lunarReturn.chart.bodies.all.map((b: any) => b.id)).toEqual([...BODIES, ...POINTS]);
  });

  it('synastry: each person’s full natal chart and the Davison chart; the synastry points keep their set', async () => {
    const q = (extra: string) => `{ westernSynastry(input: {
      person1: { datetime: "2002-09-09T03:52:00", location: { latitude: 15.0691, longitude: -43.4469, timezone: "UTC" } },
      person2: { datetime: "2008-09-25T08:24:00", location: { latitude: 16.6042, longitude: 118.3018, timezone: "UTC" } } ${extra} }) {
      person1 { bodies { name } natal { bodies { all { id longitude } } aspects { body1 body2 } } }
      person2 { natal { bodies { all { id } } } }
      davison { bodies { all { id } } }
      aspects { person1Point person2Point } } }`;
    const plain = (await data(q(''))).westernSynastry;
    const s = (await data(q(`, ${POINTS_ARG}`))).westernSynastry;
    expect(s.person1.natal.bodies.all.map((b: any) => b.id)).toEqual([...BODIES, ...POINTS]);
    expect(s.person2.natal.bodies.all.map((b: any) => b.id)).toEqual([...BODIES, ...POINTS]);
    expect(s.davison.bodies.all.map((b: any) => b.id)).toEqual([...BODIES, ...POINTS]);
    expect(plain.davison.bodies.all.map((b: any) => b.id)).toEqual(BODIES);
    for (const id of POINTS) {
      expect(Math.abs(s.person1.natal.bodies.all.find((b: any) => b.id === id).longitude - natal.body(id as never).lon)).toBeLessThan(1e-9);
    }
    expect(s.person1.natal.aspects.some(involves)).toBe(true);
    expect(s.person1.bodies).toEqual(plain.person1.bodies);
    expect(s.aspects).toEqual(plain.aspects);
  });

  it('an asteroid outside 1900–2100 is DATE_OUT_OF_RANGE; Lilith is not limited', async () => {
    const bad = await run(`{ westernTransits(input: { ${BIRTH}, transitDatetime: "2150-01-01T00:00:00", points: [CERES] }) { transitPoints { id longitude } } }`);
    // The raw error (the server maps a DomainError's code to extensions.code).
    expect((bad.errors?.[0].originalError as { code?: string } | undefined)?.code).toBe('DATE_OUT_OF_RANGE');
    const lilith = await data(`{ westernTransits(input: { ${BIRTH}, transitDatetime: "2150-01-01T00:00:00", points: [MEAN_LILITH] }) { transitPoints { id } } }`);
    expect(lilith.westernTransits.transitPoints.map((p: any) => p.id)).toContain('mean_lilith');
  });
});
