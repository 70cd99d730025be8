/**
 * POST /v1/astrology/solar-arc and /progressed-lunations through the real app: values cross-checked
 * with the core (src/core/astro/solar-arc.ts, progressed-lunations.ts) and with the published 1996
 * phase times (test/core/progressed-lunations.test.ts), flat-style errors that charge nothing, 401,
 * 403 for a Free key, credits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsFor } from '../../src/access/plans.js';
import { norm360, wrap180 } from '../../src/core/astro/angle.js';
import { ayanamsaUT } from '../../src/core/astro/ayanamsa.js';
import { ProgressedLunations } from '../../src/core/astro/progressed-lunations.js';
import { SolarArc } from '../../src/core/astro/solar-arc.js';
import { startServer, type TestServer } from '../helpers/app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const seoul = { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' };
const natal = { natal_datetime: '1990-05-15T14:30:00', natal_location: seoul, name: 'Kim' };
const SOLAR_ARC = { ...natal, target_datetime: '2026-05-15T12:00:00' };
const LUNATIONS = { natal_datetime: '1996-01-10T12:00:00Z', natal_location: { latitude: 0, longitude: 0, timezone: 'UTC' }, target_datetime: '2026-01-10T12:00:00Z' };

async function usageOf(key: string) {
  const record = await server.store.authenticate(key);
  const { dailyUsed, creditsUsed } = await server.store.usage(record!.id);
  return { requests: dailyUsed, credits: creditsUsed };
}

const FLAT_KEYS = ['success', 'error', 'error_code', 'details', 'timestamp'];

describe('POST /v1/astrology/solar-arc', () => {
  it('the arc, the directed points and cusps, and the aspects, as the core computes them', async () => {
    const res = await server.post('/v1/astrology/solar-arc', SOLAR_ARC);
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.success).toBe(true);
    const d = json.data;
    const core = new SolarArc({ natalDatetime: natal.natal_datetime, natalLocation: seoul, targetDatetime: SOLAR_ARC.target_datetime });
    expect(d.solar_arc_info).toMatchObject({ method: 'true_solar_arc', arc_degrees: core.arc(), orb_degrees: 1, target_date: '2026-05-15T12:00:00+09:00' });
    expect(d.solar_arc_info.age_years).toBeCloseTo(36, 2);
    // Every directed point and cusp is its natal longitude plus the arc.
    for (const p of [...Object.values(d.directed_points), ...d.directed_house_cusps] as { natal_longitude: number; longitude: number }[]) {
      expect(Math.abs(wrap180(norm360(p.longitude - p.natal_longitude) - d.solar_arc_info.arc_degrees)) * 3600).toBeLessThan(1e-6);
    }
    expect(Object.keys(d.directed_points)).toContain('asc');
    expect(d.directed_house_cusps.map((c: { house: number }) => c.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // The natal bodies are those of the natal chart record.
    expect(d.directed_points.sun.natal_longitude).toBe(d.natal_chart.bodies.sun.longitude);
    expect(d.aspects_to_natal.map((a: { directed_point: string; natal_point: string; aspect_type: string }) => [a.directed_point, a.natal_point, a.aspect_type])).toEqual(
      core.aspectsToNatal().map((a) => [a.body1, a.body2, a.aspectType]),
    );
  });

  it('zodiac sidereal: every natal and directed longitude less the ayanamsa, the arc less its growth', async () => {
    const d = (await (await server.post('/v1/astrology/solar-arc', { ...SOLAR_ARC, zodiac: 'sidereal', ayanamsa: 'lahiri' })).json()).data;
    const core = new SolarArc({ natalDatetime: natal.natal_datetime, natalLocation: seoul, targetDatetime: SOLAR_ARC.target_datetime, ayanamsa: 'LAHIRI' });
    expect(d.solar_arc_info.arc_degrees).toBe(core.arc());
    const ayanamsa = ayanamsaUT('LAHIRI', core.natal.time().jdUT);
    const tropical = new SolarArc({ natalDatetime: natal.natal_datetime, natalLocation: seoul, targetDatetime: SOLAR_ARC.target_datetime });
    expect(Math.abs(wrap180(d.directed_points.sun.natal_longitude - (tropical.natal.body('sun').lon - ayanamsa))) * 3600).toBeLessThan(1e-6);
  });

  it('arc_method naibod: age × 0°59′08.33″', async () => {
    const d = (await (await server.post('/v1/astrology/solar-arc', { ...SOLAR_ARC, arc_method: 'NAIBOD' })).json()).data;
    expect(d.solar_arc_info.method).toBe('naibod');
    expect(d.solar_arc_info.arc_degrees * 3600).toBeCloseTo(d.solar_arc_info.age_years * (59 * 60 + 8.33), 0);
  });

  it.each([
    ['target before the birth', { target_datetime: '1980-01-01T00:00:00' }, "Invalid value for 'body -> target_datetime': Target datetime must be after natal datetime"],
    ['orb above 5.0', { orb_degrees: 6 }, "Invalid value for 'body -> orb_degrees': ensure this value is less than or equal to 5.0"],
  ])('%s: 400 in flat style, nothing charged', async (_name, extra, error) => {
    const key = await server.key();
    const res = await server.post('/v1/astrology/solar-arc', { ...SOLAR_ARC, ...extra }, key);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(Object.keys(json)).toEqual(FLAT_KEYS);
    expect(json.error).toBe(error);
    expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
  });
});

describe('POST /v1/astrology/progressed-lunations', () => {
  it('the progressed quarters: the published 1996 phases as ages, and the core’s current phase', async () => {
    const res = await server.post('/v1/astrology/progressed-lunations', LUNATIONS);
    expect(res.status).toBe(200);
    const d = (await res.json()).data;
    expect(d.lunation_info).toMatchObject({ from_age: 0, to_age: 90, natal_date: '1996-01-10T12:00:00+00:00' });
    const birth = Date.parse(LUNATIONS.natal_datetime);
    const published = [
      ['last_quarter', '1996-01-13T20:45:00Z'],
      ['new', '1996-01-20T12:50:00Z'],
      ['first_quarter', '1996-01-27T11:14:00Z'],
    ];
    expect(d.lunations.slice(0, 3).map((l: { phase: string }) => l.phase)).toEqual(published.map(([p]) => p));
    published.forEach(([, utc], i) => {
      expect(Math.abs(Date.parse(d.lunations[i].progressed_datetime) - Date.parse(utc))).toBeLessThan(60_000);
      expect(d.lunations[i].age_years).toBeCloseTo((Date.parse(utc) - birth) / 86_400_000, 3);
    });
    const core = new ProgressedLunations({ natalDatetime: LUNATIONS.natal_datetime, natalLocation: LUNATIONS.natal_location, targetDatetime: LUNATIONS.target_datetime });
    const c = core.currentPhase()!;
    expect(d.current_phase).toMatchObject({ phase: c.phase.toLowerCase(), elongation: c.elongation });
    expect(d.current_phase.lunation_start.age_years).toBe(c.lunationStart.ageYears);
  });

  it('without target_datetime current_phase is null; from_age/to_age select the ages', async () => {
    const { target_datetime: _t, ...body } = LUNATIONS;
    const d = (await (await server.post('/v1/astrology/progressed-lunations', { ...body, from_age: 10, to_age: 40 })).json()).data;
    expect(d.current_phase).toBeNull();
    expect(d.lunations.every((l: { age_years: number }) => l.age_years >= 10 && l.age_years <= 40)).toBe(true);
    expect(d.lunations[0].phase).toBe('new');
  });

  it.each([
    ['ages more than 120 years apart', { from_age: 0, to_age: 150 }, 'Invalid request data: the age range spans 150 years, more than 120'],
    ['to_age not after from_age', { from_age: 50, to_age: 20 }, 'Invalid request data: the end age 20 is not after the start age 50'],
    ['target before the birth', { target_datetime: '1990-01-01T00:00:00Z' }, "Invalid value for 'body -> target_datetime': Target datetime must be after natal datetime"],
  ])('%s: 400 in flat style, nothing charged', async (_name, extra, error) => {
    const key = await server.key();
    const res = await server.post('/v1/astrology/progressed-lunations', { ...LUNATIONS, ...extra }, key);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(Object.keys(json)).toEqual(FLAT_KEYS);
    expect(json.error).toBe(error);
    expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
  });
});

describe('access', () => {
  it.each([
    ['/v1/astrology/solar-arc', SOLAR_ARC, 'solar-arc'],
    ['/v1/astrology/progressed-lunations', LUNATIONS, 'progressed-lunations'],
  ] as const)('%s: charged once as its feature; 403 for a Free key, 401 without a key', async (path, body, feature) => {
    const key = await server.key();
    const ok = await server.post(path, body, key);
    expect(ok.status).toBe(200);
    expect((await ok.json()).usage_info.feature).toBe(feature);
    expect(await usageOf(key)).toEqual({ requests: 1, credits: creditsFor(feature) });

    const free = await server.key('free');
    const refused = await server.post(path, body, free);
    expect(refused.status).toBe(403);
    expect(Object.keys(await refused.json())).toEqual(FLAT_KEYS);
    expect(await usageOf(free)).toEqual({ requests: 0, credits: 0 });

    expect((await server.post(path, body, null)).status).toBe(401);
  });
});
