/**
 * POST /v1/astrology/events through the real app: the events the core finds (published 2024
 * instants in test/core/events.test.ts), include switching kinds off (null, not computed), the
 * sidereal zodiac, flat-style errors that charge nothing, 403 for a Free key, credits by span.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { separation } from '../../src/core/astro/angle.js';
import { bodyPosition } from '../../src/core/astro/ephemeris.js';
import { EventSearch } from '../../src/core/astro/events/index.js';
import { startServer, type TestServer } from '../helpers/app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const seoul = { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' };
const natal = { natal_datetime: '1990-05-15T14:30:00', natal_location: seoul, name: 'Kim' };
const YEAR = { ...natal, start_date: '2024-01-01', end_date: '2024-12-31' };
const FLAT_KEYS = ['success', 'error', 'error_code', 'details', 'timestamp'];

async function usageOf(key: string) {
  const record = await server.store.authenticate(key);
  const { dailyUsed, creditsUsed } = await server.store.usage(record!.id);
  return { requests: dailyUsed, credits: creditsUsed };
}

const post = async (body: unknown, key?: string) => {
  const res = await server.post('/v1/astrology/events', body, key);
  return { status: res.status, json: await res.json() };
};

describe('POST /v1/astrology/events', () => {
  it('answers every kind as the core finds it, exact transits at the aspect angle', async () => {
    const { status, json } = await post({ ...YEAR, bodies: ['sun', 'Mars'], aspects: ['Conjunction', 'square'], location: { latitude: 32.7767, longitude: -96.797 } });
    expect(status).toBe(200);
    const d = json.data;
    expect(d.search_info).toEqual({ start: '2024-01-01T00:00:00Z', end: '2025-01-01T00:00:00Z', zodiac: 'TROPICAL', ayanamsa: null });
    const core = new EventSearch({ natalDatetime: natal.natal_datetime, natalLocation: seoul, from: '2024-01-01', to: '2024-12-31', bodies: ['sun', 'mars'], aspects: ['Conjunction', 'Square'] });
    expect(d.transits.map((t: any) => [t.julian_day_ut, t.phase, t.transiting_body, t.natal_point, t.aspect_type])).toEqual(
      core.transits().map((t) => [t.jdUT, t.phase, t.body, t.natalPoint, t.aspect.toLowerCase()]),
    );
    for (const t of d.transits.filter((x: any) => x.phase === 'exact')) {
      expect(Math.abs(separation(bodyPosition(t.transiting_body, t.julian_day_ut).lon, t.natal_longitude) - t.aspect_angle) * 3600).toBeLessThan(0.1);
      expect(t.exact_pass).toBeGreaterThanOrEqual(1);
    }
    // USNO: March equinox 2024-03-20 03:06 UT.
    expect(d.ingresses.find((i: any) => i.body === 'sun' && i.to_sign === 'Aries').datetime_utc).toMatch(/^2024-03-20T03:06/);
    expect(d.stations.map((s: any) => s.station)).toEqual(core.stations().map((s) => s.station));
    expect(d.lunar_phases.filter((p: any) => p.phase === 'full')).toHaveLength(12);
    const total = d.eclipses.find((e: any) => e.eclipse_type === 'total' && e.eclipsed_body === 'sun');
    expect(total.datetime_utc.slice(0, 10)).toBe('2024-04-08');
    expect(total.local).toMatchObject({ is_visible: true, eclipse_type: 'total' });
    expect(d.returns.map((r: any) => r.body)).toEqual(['mars', 'sun']);
  });

  it('computes only the kinds include names; the others are null', async () => {
    const { json } = await post({ ...YEAR, include: ['Ingresses', 'lunar_phases'] });
    const d = json.data;
    expect(d.transits).toBeNull();
    expect(d.stations).toBeNull();
    expect(d.eclipses).toBeNull();
    expect(d.returns).toBeNull();
    expect(d.ingresses.length).toBeGreaterThan(0);
    expect(d.lunar_phases.length).toBe(50);
  });

  it('natal_points picks the natal points, extras included', async () => {
    const { json } = await post({ ...YEAR, bodies: ['sun'], include: ['transits'], natal_points: ['Ceres', 'mean_lilith'] });
    expect(new Set(json.data.transits.map((t: any) => t.natal_point))).toEqual(new Set(['ceres', 'mean_lilith']));
  });

  it('sidereal: ingresses and longitudes in the sidereal zodiac', async () => {
    const { json } = await post({ ...YEAR, bodies: ['sun'], include: ['ingresses'], zodiac: 'sidereal', ayanamsa: 'lahiri' });
    expect(json.data.search_info).toMatchObject({ zodiac: 'SIDEREAL', ayanamsa: 'LAHIRI' });
    // Mesha sankranti 2024 (Lahiri): 13 April.
    expect(json.data.ingresses.find((i: any) => i.to_sign === 'Aries').datetime_utc.slice(0, 10)).toBe('2024-04-13');
  });

  it.each([
    ['a span over five years', { start_date: '2024-01-01', end_date: '2029-06-01' }, 'Invalid request data: The span is longer than 5 years'],
    [
      "the Moon's transits over two years",
      { start_date: '2024-01-01', end_date: '2026-06-01' },
      "Invalid request data: The Moon's transits span at most 2 years; leave moon out of the bodies or split the span",
    ],
    ['a reversed span', { start_date: '2024-06-01', end_date: '2024-01-01' }, 'Invalid request data: The span ends (2024-01-01) before it starts (2024-06-01)'],
    ['an unknown body', { bodies: ['vulcan'] }, undefined],
    ['a malformed date', { start_date: '2024-13-01' }, undefined],
    ['orb above 10.0', { orb_degrees: 11 }, "Invalid value for 'body -> orb_degrees': ensure this value is less than or equal to 10.0"],
  ])('%s: 400 in flat style, nothing charged', async (_name, extra, error) => {
    const key = await server.key();
    const { status, json } = await post({ ...YEAR, ...extra }, key);
    expect(status).toBe(400);
    expect(Object.keys(json)).toEqual(FLAT_KEYS);
    if (error) expect(json.error).toBe(error);
    expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
  });

  it('is charged 24 credits per year begun; 403 for a Free key, 401 without a key', async () => {
    const key = await server.key();
    const ok = await server.post('/v1/astrology/events', { ...YEAR, include: ['ingresses'] }, key);
    expect(ok.status).toBe(200);
    expect((await ok.json()).usage_info).toMatchObject({ feature: 'events', used: 24 });
    await post({ ...natal, start_date: '2024-01-01', end_date: '2026-06-30', include: ['eclipses'] }, key);
    expect(await usageOf(key)).toEqual({ requests: 2, credits: 24 + 72 });

    const free = await server.key('free');
    const refused = await server.post('/v1/astrology/events', YEAR, free);
    expect(refused.status).toBe(403);
    expect(Object.keys(await refused.json())).toEqual(FLAT_KEYS);
    expect(await usageOf(free)).toEqual({ requests: 0, credits: 0 });
    expect((await server.post('/v1/astrology/events', YEAR, null)).status).toBe(401);
  });
});
