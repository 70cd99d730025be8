/**
 * The REST additions zodiac, ayanamsa and points, through the real app. A sidereal answer's
 * longitudes are the tropical answer's less Swiss Ephemeris 2.10.03's ayanamsa of the instant
 * (test/fixtures/western/swiss-depth.json), and its signs the signs of those; absent fields give the
 * tropical answer; a zodiac or ayanamsa outside the documented sets is the route's 400, uncharged;
 * points adds Lilith and the four asteroids, within the tolerances of their own tests of Swiss.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/app.js';

interface DepthCase {
  id: string;
  datetime_utc: string;
  jd_ut: number;
  latitude: number;
  longitude: number;
  ayanamsa: Record<string, number>;
  points: Record<string, { lon: number }>;
}
const cases: DepthCase[] = JSON.parse(
  readFileSync(new URL('../fixtures/western/swiss-depth.json', import.meta.url), 'utf8'),
).cases;

const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const norm = (x: number) => ((x % 360) + 360) % 360;
const signOf = (lon: number) => SIGNS[Math.floor(norm(lon) / 30)];
const arcsec = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;
/** Tolerances against Swiss, arcseconds (those of the points' own tests; true Lilith is model-dependent). */
const POINT_TOLERANCE: Record<string, number> = { mean_lilith: 1, true_lilith: 600, ceres: 5, pallas: 5, juno: 5, vesta: 5 };
const POINTS = Object.keys(POINT_TOLERANCE);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const C = cases[6]; // 2002-09-09T03:52Z
const place = (c: DepthCase) => ({ latitude: c.latitude, longitude: c.longitude, timezone: 'UTC' });
const when = (c: DepthCase) => c.datetime_utc.slice(0, 19);
const NATAL = { natal_datetime: when(C), natal_location: place(C) };

/** Each route's body and the sun's (longitude, sign) of its natal chart in the answer (null: none shown). */
const ROUTES: [string, Record<string, unknown>, ((data: any) => { lon: number; sign: string }) | null][] = [
  ['/v1/astrology/natal-chart', { datetime: when(C), location: place(C) }, (d) => ({ lon: d.bodies.sun.longitude, sign: d.bodies.sun.sign })],
  ['/v1/astrology/transits', { ...NATAL, transit_datetime: '2025-01-01T00:00:00' }, (d) => {
    const sun = d.natal_celestial_bodies.find((b: any) => b.id === 'sun');
    return { lon: sun.longitude_decimal, sign: sun.sign_name };
  }],
  ['/v1/astrology/progressions', { ...NATAL, target_datetime: '2025-01-01T00:00:00' }, (d) => ({ lon: d.natal_chart.bodies.sun.longitude, sign: d.natal_chart.bodies.sun.sign })],
  ['/v1/astrology/solar-return', { ...NATAL, return_year: 2030 }, null],
  ['/v1/astrology/synastry', {
    person1_datetime: when(C), person1_location: place(C), person2_datetime: when(cases[7]), person2_location: place(cases[7]), include_composite: true,
  }, (d) => ({ lon: d.person1_chart.bodies.Sun.longitude, sign: d.person1_chart.bodies.Sun.sign })],
  ['/v1/astrology/firdaria', { ...NATAL, current_age: 30, gender: 'female' }, null],
  ['/v1/astrology/profections', { ...NATAL, current_age: 30 }, null],
  ['/v1/astrology/directions', { ...NATAL, target_age: 30 }, (d) => ({ lon: d.natal_chart.bodies.sun.longitude, sign: d.natal_chart.bodies.sun.sign })],
];

const post = async (path: string, body: unknown) => {
  const res = await server.post(path, body);
  expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(200);
  return (await res.json()).data;
};
/** An answer without the fields that change from call to call (calculation dates). */
const stable = (data: unknown) =>
  JSON.parse(JSON.stringify(data), (k, v) => (k === 'calculation_date' || k === 'timestamp' ? undefined : v));

describe('zodiac and ayanamsa on every Western route', () => {
  it.each(ROUTES)('%s: absent or tropical → the tropical answer; sidereal → Swiss’s sidereal sign of the Sun', async (path, body, sun) => {
    const tropical = await post(path, body);
    expect(stable(await post(path, { ...body, zodiac: 'TROPICAL', ayanamsa: 'raman' }))).toEqual(stable(tropical));
    expect(stable(await post(path, { ...body, zodiac: null, ayanamsa: null }))).toEqual(stable(tropical));
    for (const [zodiac, ayanamsa, mode] of [['sidereal', undefined, 'LAHIRI'], ['Sidereal', 'fagan_bradley', 'FAGAN_BRADLEY'], ['SIDEREAL', 'True_Citra', 'TRUE_CITRA']] as const) {
      const sidereal = await post(path, { ...body, zodiac, ayanamsa });
      if (!sun) continue;
      const t = sun(tropical);
      const s = sun(sidereal);
      const expected = t.lon - C.ayanamsa[mode];
      expect(arcsec(s.lon, expected), `${path} ${mode}`).toBeLessThan(1);
      expect(s.sign).toBe(signOf(expected));
    }
  });

  it('the Sun in 2002-09-09 is in tropical Virgo and sidereal (Lahiri) Leo', async () => {
    const body = { datetime: when(C), location: place(C) };
    expect((await post('/v1/astrology/natal-chart', body)).bodies.sun.sign).toBe('Virgo');
    expect((await post('/v1/astrology/natal-chart', { ...body, zodiac: 'sidereal' })).bodies.sun.sign).toBe('Leo');
  });

  it('solar-return: the return chart keeps the natal sidereal Sun, ≈ 20 minutes per year of age after the tropical return', async () => {
    const body = { ...NATAL, return_year: 2030 };
    const tropical = await post('/v1/astrology/solar-return', body);
    const sidereal = await post('/v1/astrology/solar-return', { ...body, zodiac: 'sidereal' });
    const natalSun = tropical.solar_return_info.natal_sun_longitude - C.ayanamsa.LAHIRI;
    expect(arcsec(sidereal.solar_return_info.natal_sun_longitude, natalSun)).toBeLessThan(1);
    expect(arcsec(sidereal.solar_return_chart.bodies.sun.longitude, natalSun)).toBeLessThan(1);
    expect(sidereal.solar_return_chart.bodies.sun.sign).toBe(signOf(natalSun));
    const minutes = (Date.parse(sidereal.solar_return_info.return_datetime_utc) - Date.parse(tropical.solar_return_info.return_datetime_utc)) / 60_000;
    expect(minutes / 28).toBeGreaterThan(18.5);
    expect(minutes / 28).toBeLessThan(22.5);
  });

  it('profections: the profected sign is the sign on the sidereal cusp; the natal ASC sidereal', async () => {
    const body = { ...NATAL, current_age: 30 };
    const tropical = await post('/v1/astrology/profections', body);
    const sidereal = await post('/v1/astrology/profections', { ...body, zodiac: 'sidereal', ayanamsa: 'KRISHNAMURTI' });
    const cusp = tropical.profection_info.profected_cusp_longitude - C.ayanamsa.KRISHNAMURTI;
    expect(arcsec(sidereal.profection_info.profected_cusp_longitude, cusp)).toBeLessThan(1);
    expect(sidereal.profection_info.profected_sign).toBe(signOf(cusp));
    const asc = tropical.natal_chart_info.ascendant.longitude - C.ayanamsa.KRISHNAMURTI;
    expect(sidereal.natal_chart_info.ascendant.sign).toBe(signOf(asc));
  });

  it('directions: the same arcs and active directions; the directed longitudes sidereal', async () => {
    const body = { ...NATAL, target_age: 30 };
    const tropical = await post('/v1/astrology/directions', body);
    const sidereal = await post('/v1/astrology/directions', { ...body, zodiac: 'sidereal', ayanamsa: 'yukteshwar' });
    expect(sidereal.active_directions).toEqual(tropical.active_directions);
    for (const [id, p] of Object.entries<any>(tropical.directed_points)) {
      const q = sidereal.directed_points[id];
      expect(q.arc).toBe(p.arc);
      expect(arcsec(q.natal_longitude, p.natal_longitude - C.ayanamsa.YUKTESHWAR)).toBeLessThan(1);
      expect(arcsec(q.directed_longitude, p.directed_longitude - C.ayanamsa.YUKTESHWAR)).toBeLessThan(1);
      expect(q.sign).toBe(signOf(q.directed_longitude));
    }
  });

  it('firdaria: the answer does not depend on the zodiac', async () => {
    const body = { ...NATAL, current_age: 30, gender: 'male' };
    expect(stable(await post('/v1/astrology/firdaria', { ...body, zodiac: 'sidereal' }))).toEqual(stable(await post('/v1/astrology/firdaria', body)));
  });

  it('synastry: the composite bodies are midpoints of the sidereal ones', async () => {
    const body = ROUTES[4][1];
    const s = await post('/v1/astrology/synastry', { ...body, zodiac: 'sidereal' });
    for (const name of ['Sun', 'Moon', 'Mars']) {
      const a = s.person1_chart.bodies[name].longitude;
      const b = s.person2_chart.bodies[name].longitude;
      const d = ((((b - a) % 360) + 540) % 360) - 180;
      expect(arcsec(s.composite_chart.bodies[name].longitude, a + d / 2)).toBeLessThan(0.01);
    }
  });

  it('the pictures: natal-chart/svg and synastry/svg draw the sidereal charts', async () => {
    for (const [path, body] of [['/v1/astrology/natal-chart/svg', ROUTES[0][1]], ['/v1/astrology/synastry/svg', ROUTES[4][1]]] as const) {
      const svg = async (extra: object) => {
        const res = await server.post(path, { ...body, ...extra });
        expect(res.status).toBe(200);
        return res.text();
      };
      const tropical = await svg({});
      expect(await svg({ zodiac: 'tropical' })).toBe(tropical);
      expect(await svg({ zodiac: 'sidereal' })).not.toBe(tropical);
    }
  });
});

describe('invalid zodiac or ayanamsa: the route’s 400, nothing charged', () => {
  const invalid: [string, Record<string, unknown>, 'object' | 'flat'][] = ROUTES.map(([path, body]) => [
    path,
    body,
    path.endsWith('natal-chart') ? 'object' : 'flat',
  ]);
  it.each(invalid)('%s', async (path, body, style) => {
    for (const extra of [{ zodiac: 'draconic' }, { zodiac: 'sidereal', ayanamsa: 'galactic' }, { ayanamsa: 7 }]) {
      const key = await server.key();
      const res = await server.post(path, { ...body, ...extra }, key);
      expect(res.status, `${path} ${JSON.stringify(extra)}`).toBe(400);
      const json = await res.json();
      expect(json.success).toBe(false);
      if (style === 'object') {
        expect(json.error).toMatchObject({ code: 'INVALID_REQUEST' });
        expect(json.error.message).toMatch(/zodiac|ayanamsa/);
      } else {
        expect(json.error_code).toBe(400);
        expect(json.error).toMatch(/zodiac|ayanamsa/);
      }
      const record = await server.store.authenticate(key);
      expect(await server.store.usage(record!.id)).toMatchObject({ creditsUsed: 0, dailyUsed: 0 });
    }
  });
});

describe('points on natal-chart', () => {
  it('adds the six points to bodies and aspects, within the tolerances of Swiss (three charts)', async () => {
    for (const c of cases.slice(0, 3)) {
      const body = { datetime: when(c), location: place(c) };
      const plain = await post('/v1/astrology/natal-chart', body);
      const data = await post('/v1/astrology/natal-chart', { ...body, points: ['VESTA', 'mean_lilith', 'true_lilith', 'ceres', 'pallas', 'juno'] });
      // The documented order: the standard bodies, then the points in their own order.
      expect(Object.keys(data.bodies)).toEqual([...Object.keys(plain.bodies), ...POINTS]);
      for (const id of POINTS) {
        expect(arcsec(data.bodies[id].longitude, c.points[id].lon), `${c.id} ${id}`).toBeLessThan(POINT_TOLERANCE[id]);
        expect(data.bodies[id].sign).toBe(signOf(data.bodies[id].longitude));
      }
      expect(data.aspects.some((a: any) => POINTS.includes(a.body1) || POINTS.includes(a.body2))).toBe(true);
      // The other aspects stay as they were.
      expect(data.aspects.filter((a: any) => !POINTS.includes(a.body1) && !POINTS.includes(a.body2))).toEqual(plain.aspects);
      // Sidereal points: Swiss's place less Swiss's ayanamsa.
      const sidereal = await post('/v1/astrology/natal-chart', { ...body, points: ['mean_lilith', 'ceres'], zodiac: 'sidereal' });
      expect(arcsec(sidereal.bodies.mean_lilith.longitude, c.points.mean_lilith.lon - c.ayanamsa.LAHIRI)).toBeLessThan(1);
      expect(arcsec(sidereal.bodies.ceres.longitude, c.points.ceres.lon - c.ayanamsa.LAHIRI)).toBeLessThan(5);
    }
  });

  it('include_asteroids keeps its meaning; an unknown point or an asteroid outside 1900–2100 is a 400, uncharged', async () => {
    const body = { datetime: when(C), location: place(C), include_asteroids: true };
    const data = await post('/v1/astrology/natal-chart', body);
    expect(Object.keys(data.bodies)).not.toContain('mean_lilith');
    expect(Object.keys(data.bodies)).toContain('chiron');
    for (const [extra, code] of [
      [{ points: ['eris'] }, 'INVALID_REQUEST'],
      [{ points: 'ceres' }, 'INVALID_REQUEST'],
      [{ datetime: '1850-01-01T00:00:00', include_asteroids: false, points: ['juno'] }, 'INVALID_DATETIME'],
    ] as const) {
      const key = await server.key();
      const res = await server.post('/v1/astrology/natal-chart', { ...body, ...extra }, key);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe(code);
      const record = await server.store.authenticate(key);
      expect(await server.store.usage(record!.id)).toMatchObject({ creditsUsed: 0, dailyUsed: 0 });
    }
    // Lilith is not limited to the asteroids' years.
    const old = await post('/v1/astrology/natal-chart', { datetime: '1850-01-01T00:00:00', location: place(C), points: ['mean_lilith'] });
    expect(old.bodies.mean_lilith.longitude).toBeGreaterThanOrEqual(0);
  });
});
