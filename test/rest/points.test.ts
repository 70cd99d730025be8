/**
 * The addition `points` (Black Moon Lilith mean and true, 1 Ceres … 4 Vesta) on transits,
 * progressions and solar-return, through the real app: the ids asked for are added after the
 * standard bodies of every listed chart, with the core Chart's values, within the tolerances of
 * Swiss Ephemeris (test/fixtures/western/swiss-depth.json) at a fixture instant; the aspects that
 * involve them are within the orb with separations that check out, and every other entry is the
 * answer without points; an unknown point or an asteroid outside 1900–2100 is the flat 400, uncharged.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/app.js';
import { Transits } from '../../src/core/astro/transits.js';
import { Progressions } from '../../src/core/astro/progressions.js';
import { SolarReturn } from '../../src/core/astro/returns.js';
import { ASTEROID_RANGE_MESSAGE } from '../../src/core/astro/asteroids.js';
import type { ExtraPointId } from '../../src/core/astro/chart.js';

interface DepthCase {
  id: string;
  datetime_utc: string;
  latitude: number;
  longitude: number;
  points: Record<string, { lon: number }>;
}
const cases: DepthCase[] = JSON.parse(readFileSync(new URL('../fixtures/western/swiss-depth.json', import.meta.url), 'utf8')).cases;

/** Tolerances against Swiss, arcseconds: mean Lilith 1″, the asteroids 5″ (the goal), true Lilith (model-dependent) 10′. */
const TOLERANCE: Record<ExtraPointId, number> = { mean_lilith: 1, true_lilith: 600, ceres: 5, pallas: 5, juno: 5, vesta: 5 };
const POINTS = Object.keys(TOLERANCE) as ExtraPointId[];
const BODY_IDS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true_node'];
const ANGLES: Record<string, number> = { conjunction: 0, sextile: 60, square: 90, trine: 120, quincunx: 150, opposition: 180 };

const separation = (a: number, b: number) => {
  const d = (((a - b) % 360) + 360) % 360;
  return d > 180 ? 360 - d : d;
};
const arcsec = (a: number, b: number) => separation(a, b) * 3600;

const C = cases[6]; // 2002-09-09T03:52Z
const T = cases[9]; // 2008-09-25T08:24Z
const when = (c: DepthCase) => c.datetime_utc.slice(0, 19);
const place = (c: DepthCase) => ({ latitude: c.latitude, longitude: c.longitude, timezone: 'UTC' });
const NATAL = { natal_datetime: when(C), natal_location: place(C) };
const CORE_NATAL = { natalDatetime: when(C), natalLocation: place(C), points: POINTS };

const TRANSITS = { ...NATAL, transit_datetime: when(T) };
const PROGRESSIONS = { ...NATAL, target_datetime: '2030-01-01T00:00:00' };
const SOLAR_RETURN = { ...NATAL, return_year: 2030, include_lunar_return: true, include_relocated: true, relocated_location: place(T) };

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function data(path: string, body: unknown) {
  const res = await server.post(path, body);
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json.data;
}

/**
 * Two lists equal up to the last bits of their numbers: with the points the aspect finder sees more
 * points, and an orb of an old pair may differ in its 14th digit; the core computed here and the
 * app's may differ as little (the asteroids' integration caches its steps).
 */
function expectClose(actual: unknown, expected: unknown, path = ''): void {
  if (typeof expected === 'number' && typeof actual === 'number') {
    expect(Math.abs(actual - expected), path).toBeLessThan(1e-9);
  } else if (expected && typeof expected === 'object') {
    expect(actual && typeof actual === 'object', path).toBe(true);
    expect(Object.keys(actual as object), path).toEqual(Object.keys(expected));
    for (const [k, v] of Object.entries(expected)) expectClose((actual as any)[k], v, `${path}.${k}`);
  } else {
    expect(actual, path).toEqual(expected);
  }
}

const involves = (a: string, b: string) => (POINTS as string[]).includes(a) || (POINTS as string[]).includes(b);

/** A chart record's bodies with the points after the standard ones, near Swiss at the fixture instant. */
function expectNatalRecord(record: any, plain: any, c: DepthCase) {
  expect(Object.keys(record.bodies)).toEqual([...Object.keys(plain.bodies), ...POINTS]);
  for (const id of POINTS) expect(arcsec(record.bodies[id].longitude, c.points[id].lon), id).toBeLessThan(TOLERANCE[id]);
  expectClose(record.aspects.filter((a: any) => !involves(a.body1, a.body2)), plain.aspects);
  expect(record.aspects.some((a: any) => involves(a.body1, a.body2))).toBe(true);
}

describe('points on transits', () => {
  it('adds the points to both body lists and to the aspects, with the core’s values and near Swiss', async () => {
    const plain = await data('/v1/astrology/transits', TRANSITS);
    const withPoints = await data('/v1/astrology/transits', { ...TRANSITS, points: ['vesta', 'MEAN_LILITH', 'true_lilith', 'ceres', 'pallas', 'juno'] });
    const core = new Transits({ ...CORE_NATAL, transitDatetime: when(T) });

    for (const [list, c, get] of [
      ['natal_celestial_bodies', C, (id: ExtraPointId) => core.natalPoint(id)],
      ['transit_celestial_bodies', T, (id: ExtraPointId) => core.transitPoint(id)],
    ] as const) {
      const bodies = withPoints[list];
      expect(bodies.map((b: any) => b.id)).toEqual([...BODY_IDS, ...POINTS, 'asc', 'mc']);
      // Every standard entry is the answer without points.
      expectClose(bodies.filter((b: any) => !(POINTS as string[]).includes(b.id)), plain[list]);
      for (const id of POINTS) {
        const b = bodies.find((x: any) => x.id === id);
        expectClose(b.longitude_decimal, get(id).lon, id);
        expect(b.type).toBe(id.endsWith('lilith') ? 'Node' : 'Asteroid');
        expect(arcsec(b.longitude_decimal, c.points[id].lon), `${list} ${id}`).toBeLessThan(TOLERANCE[id]);
      }
    }

    // Transiting points are movers, natal points targets; the rest is unchanged.
    const added = withPoints.transit_aspects.filter((a: any) => involves(a.body1_id, a.body2_id));
    expectClose(withPoints.transit_aspects.filter((a: any) => !involves(a.body1_id, a.body2_id)), plain.transit_aspects);
    expect(added.some((a: any) => (POINTS as string[]).includes(a.body1_id))).toBe(true);
    expect(added.some((a: any) => (POINTS as string[]).includes(a.body2_id))).toBe(true);
    const lon = (list: any[], id: string) => list.find((b) => b.id === id).longitude_decimal;
    for (const a of added) {
      const sep = separation(lon(withPoints.transit_celestial_bodies, a.body1_id), lon(withPoints.natal_celestial_bodies, a.body2_id));
      expect(a.delta_decimal).toBeCloseTo(sep, 9);
      expect(a.orb_decimal).toBeCloseTo(Math.abs(sep - ANGLES[a.aspect_type]), 9);
      expect(a.orb_decimal).toBeLessThanOrEqual(3);
      expect(['asc', 'mc']).not.toContain(a.body1_id);
    }
  });
});

describe('points on progressions', () => {
  it('adds the points to the natal chart, the progressed chart and to_natal', async () => {
    const plain = await data('/v1/astrology/progressions', PROGRESSIONS);
    const withPoints = await data('/v1/astrology/progressions', { ...PROGRESSIONS, points: POINTS });
    const core = new Progressions({ ...CORE_NATAL, targetDatetime: PROGRESSIONS.target_datetime });

    expectNatalRecord(withPoints.natal_chart, plain.natal_chart, C);
    const bodies = withPoints.progressed_chart.bodies;
    expect(Object.keys(bodies)).toEqual([...BODY_IDS, ...POINTS, 'asc', 'mc']);
    for (const id of Object.keys(plain.progressed_chart.bodies)) expectClose(bodies[id], plain.progressed_chart.bodies[id], id);
    for (const id of POINTS) expectClose(bodies[id].longitude, core.point(id).lon, id);

    const aspects = withPoints.progressed_chart.aspects;
    expectClose(aspects.filter((a: any) => !involves(a.body1, a.body2)), plain.progressed_chart.aspects);
    for (const a of aspects.filter((x: any) => involves(x.body1, x.body2))) {
      const sep = separation(bodies[a.body1].longitude, bodies[a.body2].longitude);
      expect(a.orb).toBeCloseTo(Math.abs(sep - ANGLES[a.aspect_type.toLowerCase()]), 9);
      expect(a.orb).toBeLessThanOrEqual(2);
    }

    const toNatal = withPoints.progression_aspects.to_natal;
    expectClose(toNatal.filter((a: any) => !involves(a.body1, a.body2)), plain.progression_aspects.to_natal);
    const added = toNatal.filter((a: any) => involves(a.body1, a.body2));
    expect(added.length).toBeGreaterThan(0);
    const natalLon = (id: string) => (id === 'asc' || id === 'mc' ? withPoints.natal_chart.angles[id].longitude : withPoints.natal_chart.bodies[id].longitude);
    for (const a of added) {
      const sep = separation(bodies[a.body1].longitude, natalLon(a.body2));
      expect(a.orb).toBeCloseTo(Math.abs(sep - ANGLES[a.aspect_type.toLowerCase()]), 9);
      expect(a.orb).toBeLessThanOrEqual(2);
    }
  });
});

describe('points on solar-return', () => {
  it('adds the points to the natal chart and to every return chart', async () => {
    const plain = await data('/v1/astrology/solar-return', SOLAR_RETURN);
    const withPoints = await data('/v1/astrology/solar-return', { ...SOLAR_RETURN, points: POINTS });
    const core = new SolarReturn({ ...CORE_NATAL, returnYear: 2030, relocatedLocation: place(T) });

    expectNatalRecord(withPoints.natal_chart, plain.natal_chart, C);
    expect(withPoints.solar_return_info).toEqual(plain.solar_return_info);
    for (const [chart, plainChart, coreChart] of [
      [withPoints.solar_return_chart, plain.solar_return_chart, core.chart()],
      [withPoints.relocated_chart, plain.relocated_chart, core.relocatedChart()!],
      [withPoints.lunar_return.chart, plain.lunar_return.chart, core.lunarChart()],
    ] as const) {
      expect(Object.keys(chart.bodies)).toEqual([...Object.keys(plainChart.bodies), ...POINTS]);
      for (const id of POINTS) expectClose(chart.bodies[id].longitude, coreChart.body(id).lon, id);
      expectClose(chart.aspects.filter((a: any) => !involves(a.body1, a.body2)), plainChart.aspects);
      for (const a of chart.aspects.filter((x: any) => involves(x.body1, x.body2))) {
        const lon = (id: string) => (id === 'asc' || id === 'mc' ? chart.angles[id].longitude : chart.bodies[id].longitude);
        const angle = { Conjunction: 0, Sextile: 60, Square: 90, Trine: 120, Opposition: 180 }[a.aspect_type as string]!;
        expect(a.orb).toBeCloseTo(Math.abs(separation(lon(a.body1), lon(a.body2)) - angle), 6);
        expect(a.orb).toBeLessThanOrEqual(8);
      }
      const housed = Object.values<any>(chart.houses).flatMap((h) => h.bodies);
      for (const id of POINTS) expect(housed).toContain(id);
    }
  });
});

describe('without points and with bad points', () => {
  const ROUTES: [string, Record<string, unknown>, string][] = [
    ['/v1/astrology/transits', TRANSITS, 'transit_datetime'],
    ['/v1/astrology/progressions', PROGRESSIONS, 'target_datetime'],
    ['/v1/astrology/solar-return', SOLAR_RETURN, 'return_year'],
  ];

  it.each(ROUTES)('%s: an absent or empty points list changes nothing', async (path, body) => {
    const plain = await data(path, body);
    const empty = await data(path, { ...body, points: [] });
    const strip = (d: any) => JSON.parse(JSON.stringify(d, (k, v) => (k === 'calculation_date' ? undefined : v)));
    expect(strip(empty)).toEqual(strip(plain));
    expect(JSON.stringify(plain)).not.toMatch(/lilith|ceres|pallas|juno|vesta/);
  });

  it.each(ROUTES)('%s: an unknown point or an asteroid outside 1900–2100 is the flat 400, charged nothing', async (path, body, laterField) => {
    const later = laterField === 'return_year' ? null : { [laterField]: '2150-01-01T00:00:00' };
    const bad: [Record<string, unknown>, string | null][] = [
      [{ points: ['eris'] }, null],
      [{ points: 'ceres' }, null],
      [{ points: ['ceres'], natal_datetime: '1850-01-01T00:00:00' }, `Invalid value for 'body -> natal_datetime': ${ASTEROID_RANGE_MESSAGE}`],
      ...(later ? [[{ points: ['vesta'], ...later }, `Invalid value for 'body -> ${laterField}': ${ASTEROID_RANGE_MESSAGE}`] as [Record<string, unknown>, string]] : []),
    ];
    for (const [extra, message] of bad) {
      const key = await server.key();
      const res = await server.post(path, { ...body, ...extra }, key);
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(Object.keys(json)).toEqual(['success', 'error', 'error_code', 'details', 'timestamp']);
      expect(json).toMatchObject({ success: false, error_code: 400 });
      if (message) expect(json.error).toBe(message);
      else expect(json.error).toMatch(/^Invalid value for 'body -> points/);
      const record = await server.store.authenticate(key);
      expect(await server.store.usage(record!.id)).toMatchObject({ creditsUsed: 0, dailyUsed: 0 });
    }
  });

  it('Lilith is not limited to the asteroids’ years', async () => {
    const d = await data('/v1/astrology/transits', { ...TRANSITS, natal_datetime: '1850-01-01T00:00:00', points: ['mean_lilith'] });
    expect(d.natal_celestial_bodies.map((b: any) => b.id)).toContain('mean_lilith');
  });
});
