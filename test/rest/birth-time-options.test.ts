/**
 * Birth-time options on the REST saju and jami routes (docs/saju.md §3.1): optional body fields; the
 * birth_clock block only when one is given, so a body without them answers exactly as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { startServer, type TestServer } from '../helpers/app.js';

const require = createRequire(import.meta.url);
const { Solar } = require('lunar-javascript');

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
const post = async (path: string, body: unknown) => {
  const res = await server.post(path, body);
  return { status: res.status, json: (await res.json()) };
};

const birth = { name: '홍길동', birthdate: '1990-07-04', birth_time: '00:30', gender: 'M' };

describe('saju', () => {
  it('without an option: no birth_clock, the same answer as a body that never heard of them', async () => {
    const res = await post('/v1/saju/basic', birth);
    expect(res.status).toBe(200);
    expect(res.json).not.toHaveProperty('birth_clock');
    const withDefaults = await post('/v1/saju/basic', { ...birth, daeun_count: 'exact' });
    expect(withDefaults.json.saju).toEqual(res.json.saju);
  });

  it('a birth in Los Angeles: the day and hour of the PST clock (07-03 23:30, split), the instant from PDT', async () => {
    const res = await post('/v1/saju/basic', { ...birth, birth_place: { timezone: 'America/Los_Angeles' } });
    expect(res.status).toBe(200);
    expect(res.json.birth_clock).toMatchObject({
      instant_utc: '1990-07-04T07:30:00Z',
      timezone: 'America/Los_Angeles',
      timezone_source: 'named',
      daylight_saving_minutes: 60,
      standard_offset: '-08:00',
      solar_time: 'standard',
      day_hour_clock: '1990-07-03T23:30:00',
      zasi: 'split',
    });
    const lunar = Solar.fromYmdHms(1990, 7, 3, 23, 30, 0).getLunar().getEightChar();
    lunar.setSect(2);
    expect(res.json.saju.day_stem + res.json.saju.day_branch).toBe(lunar.getDay());
    expect(res.json.saju.hour_stem + res.json.saju.hour_branch).toBe(lunar.getTime());
  });

  it('true solar time from coordinates, on analysis, luck and structure too', async () => {
    const options = { solar_time: 'true_solar', birth_place: { latitude: 35.18, longitude: 129.08 } };
    for (const path of ['/v1/saju/analysis', '/v1/saju/luck', '/v1/saju/structure']) {
      const res = await post(path, { ...birth, ...options });
      expect(res.status).toBe(200);
      expect(res.json.birth_clock).toMatchObject({ timezone: 'Asia/Seoul', timezone_source: 'coordinates', solar_time: 'true_solar', longitude: 129.08 });
      expect(res.json.birth_clock.equation_of_time_minutes).toBeCloseTo(-4.2, 0);
      const plain = await post(path, birth);
      expect(plain.json).not.toHaveProperty('birth_clock');
    }
  });

  it('structure: the option moves the hour, and the block says so (01:10 KST is 00:37 LMT at 126.98° E: 丑 → 子)', async () => {
    const early = { ...birth, birth_time: '01:10' };
    const [plain, lmt] = [await post('/v1/saju/structure', early), await post('/v1/saju/structure', { ...early, longitude: 126.98 })];
    expect(lmt.status).toBe(200);
    expect(Object.keys(plain.json)).toEqual(['interactions', 'strength', 'useful_gods', 'pattern', 'taewon', 'myeonggung', 'singung', 'texts']);
    expect(lmt.json.birth_clock).toMatchObject({ solar_time: 'local_mean', day_hour_clock: '1990-07-04T00:37:55', zasi: 'split' });
    // 명궁 = 5 − month branch − hour branch: 丑 → 子 moves it.
    expect(lmt.json.myeonggung).not.toBe(plain.json.myeonggung);
  });

  it('day_hour 대운 count changes only the daeun block; a bad option is a 400 with what to do', async () => {
    const base = { ...birth, birthdate: '1990-05-15', birth_time: '14:30' };
    const [exact, days] = [await post('/v1/saju/basic', base), await post('/v1/saju/basic', { ...base, daeun_count: 'day_hour' })];
    expect(days.status).toBe(200);
    expect(days.json.saju).toEqual(exact.json.saju);
    expect(days.json.daeun.daeun_list.map((d: any) => d.pillar)).toEqual(exact.json.daeun.daeun_list.map((d: any) => d.pillar));
    expect(days.json.daeun.start_date).not.toBe(exact.json.daeun.start_date); // 7y2m20d by days, 7y2m26d by minutes
    const bad = await post('/v1/saju/basic', { ...birth, solar_time: 'true_solar' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('longitude');
    const zone = await post('/v1/saju/basic', { ...birth, birth_place: { timezone: 'Mars/Base' } });
    expect(zone.status).toBe(400);
  });
});

describe('jami', () => {
  it('birth_clock only with an option; local mean time moves 00:10 back to the day before', async () => {
    const plain = await post('/v1/jami/analysis', { input_data: { ...birth, birth_time: '00:10' } });
    expect(plain.status).toBe(200);
    expect(plain.json).not.toHaveProperty('birth_clock');
    const lmt = await post('/v1/jami/analysis', { input_data: { ...birth, birth_time: '00:10' }, longitude: 126.98 });
    expect(lmt.status).toBe(200);
    expect(lmt.json.birth_clock).toMatchObject({ solar_time: 'local_mean', day_hour_clock: '1990-07-03T23:37:55' });
  });

  it('horoscope: the birth-time options and birth_clock only with one', async () => {
    const body = { input_data: { ...birth, birth_time: '00:10' }, date: '2024-06-15' };
    const plain = await post('/v1/jami/horoscope', body);
    expect(plain.status).toBe(200);
    expect(plain.json).not.toHaveProperty('birth_clock');
    const abroad = await post('/v1/jami/horoscope', { ...body, birth_place: { timezone: 'America/Los_Angeles' } });
    expect(abroad.status).toBe(200);
    expect(abroad.json.birth_clock).toMatchObject({ instant_utc: '1990-07-04T07:10:00Z', timezone: 'America/Los_Angeles', day_hour_clock: '1990-07-03T23:10:00' });
    const lmt = await post('/v1/jami/horoscope', { ...body, longitude: 126.98 });
    expect(lmt.json.birth_clock).toMatchObject({ solar_time: 'local_mean', day_hour_clock: '1990-07-03T23:37:55' });
    // The chart moves a day back: the 소한 and 유년 ages are the same, the 명궁 of the scopes need not be.
    expect(lmt.json.age).toBe(plain.json.age);
  });

  it('the picture takes the options (an SVG has no block: GraphQL jamiChart { birthClock svg } gives both)', async () => {
    const plain = await server.post('/v1/jami/svg', { input_data: { ...birth, birth_time: '00:10' } });
    const lmt = await server.post('/v1/jami/svg', { input_data: { ...birth, birth_time: '00:10' }, longitude: 126.98 });
    expect(lmt.status).toBe(200);
    expect(await lmt.text()).not.toBe(await plain.text());
  });
});
