/**
 * POST /v1/saju/compatibility, /v1/saju/date-selection and /v1/saju/yearly through the real app: routes
 * derived from the GraphQL root fields (snake_case, enum values in lower case, closed response schemas),
 * symmetry, prices (택일 by its span; 궁합 paid), the texts' language, and 4xx for bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/app.js';
import { operationByName } from '../../src/operations/index.js';
import { routes } from '../../src/rest/routes.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
const post = async (path: string, body: unknown, key?: string) => {
  const res = await server.post(path, body, key);
  return { status: res.status, json: (await res.json()) };
};
async function creditsUsed(key: string) {
  const record = await server.store.authenticate(key);
  return (await server.store.usage(record!.id)).creditsUsed;
}

const a = { name: '민수', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' };
const b = { name: '지은', birthdate: '1992-11-03', birth_time: '08:15', gender: 'F' };

describe('/v1/saju/compatibility', () => {
  it('answers the GraphQL shape in snake_case, the same score with the people swapped', async () => {
    const ab = await post('/v1/saju/compatibility', { first: a, second: b, from_year: 2026 });
    const ba = await post('/v1/saju/compatibility', { first: b, second: a, from_year: 2026 });
    expect(ab.status).toBe(200);
    expect(ab.json).toHaveProperty('day_stem_bond');
    expect(ab.json.daeun_years).toHaveLength(10);
    expect(ba.json.score).toBe(ab.json.score);
    expect(ba.json.components).toEqual(ab.json.components);
  });

  it('is not in the free tier (403) and costs 5 credits', async () => {
    expect((await post('/v1/saju/compatibility', { first: a, second: b }, await server.key('free'))).status).toBe(403);
    const key = await server.key('developer');
    expect((await post('/v1/saju/compatibility', { first: a, second: b }, key)).status).toBe(200);
    expect(await creditsUsed(key)).toBe(operationByName.sajuCompatibility.feature.credits);
  });
});

describe('/v1/saju/date-selection', () => {
  it('ranks a year for two people; 4 credits for a year, 1 for a month', async () => {
    const key = await server.key('developer');
    const year = await post('/v1/saju/date-selection', { from: '2026-01-01', to: '2026-12-31', purpose: 'MOVING', direction: 'SOUTH', people: [a, b], limit: 3 }, key);
    expect(year.status).toBe(200);
    expect(year.json.days).toHaveLength(3);
    expect(year.json.days[0]).toHaveProperty('almanac_yi');
    expect(year.json.days[0].reasons[0]).toHaveProperty('factor');
    expect(await creditsUsed(key)).toBe(4);
    await post('/v1/saju/date-selection', { from: '2026-03-01', to: '2026-03-31', purpose: 'WEDDING', people: [a] }, key);
    expect(await creditsUsed(key)).toBe(5);
  });

  it('refuses a span over 366 days, an unknown purpose and three people with 400, charging nothing', async () => {
    const key = await server.key('developer');
    const long = await post('/v1/saju/date-selection', { from: '2026-01-01', to: '2027-06-01', purpose: 'MOVING', people: [a] }, key);
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.json)).toContain('366');
    expect((await post('/v1/saju/date-selection', { from: '2026-01-01', to: '2026-02-01', purpose: 'PICNIC', people: [a] }, key)).status).toBe(400);
    expect((await post('/v1/saju/date-selection', { from: '2026-01-01', to: '2026-02-01', purpose: 'MOVING', people: [a, b, a] }, key)).status).toBe(400);
    expect(await creditsUsed(key)).toBe(0);
  });
});

describe('/v1/saju/yearly', () => {
  it('2024 is 甲辰 with twelve months from 입춘 and texts in English on request', async () => {
    const res = await post('/v1/saju/yearly', { person: a, year: 2024, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.json.year.pillar.hanja).toBe('甲辰');
    expect(res.json.months).toHaveLength(12);
    expect(res.json.texts.every((t: any) => t.basis.length > 0)).toBe(true);
    expect(res.json.texts[0].text).toMatch(/[A-Za-z]/);
  });

  it('refuses a year out of range with 400', async () => {
    expect((await post('/v1/saju/yearly', { person: a, year: 1800 })).status).toBe(400);
  });
});

describe('derived routes', () => {
  const responseOf = (path: string) => routes.find((r) => r.path === path)!.response;

  it('every answer fits its closed response schema; enum values in lower case, pillars as hanja and korean', async () => {
    const answers = {
      '/v1/saju/compatibility': await post('/v1/saju/compatibility', { first: a, second: b, from_year: 2026 }),
      '/v1/saju/date-selection': await post('/v1/saju/date-selection', { from: '2026-03-01', to: '2026-03-31', purpose: 'wedding', people: [a, b] }),
      '/v1/saju/yearly': await post('/v1/saju/yearly', { person: a, year: 2026 }),
    };
    for (const [path, res] of Object.entries(answers)) {
      expect(res.status).toBe(200);
      expect([path, responseOf(path).safeParse(res.json).success]).toEqual([path, true]);
      expect([path, responseOf(path).safeParse({ ...res.json, extra: 1 }).success]).toEqual([path, false]);
    }
    const selection = answers['/v1/saju/date-selection'].json;
    expect(selection.purpose).toBe('wedding');
    expect(selection.days[0].officer).toMatch(/^[a-z]+$/);
    expect(selection.days[0].pillar).toEqual({ hanja: expect.any(String), korean: expect.any(String) });
    // 1990-05-15 is a 庚辰 day, 1992-11-03 a 癸未 day (lunar-javascript): metal produces water.
    expect(answers['/v1/saju/compatibility'].json.day_stem_bond).toBe('generates');
  });

  it('the texts follow lang, else Accept-Language; a person takes the birth-time options and echoes nothing unasked', async () => {
    const en = await server.post('/v1/saju/yearly', { person: a, year: 2026 }, undefined, { 'Accept-Language': 'en-US' });
    expect(((await en.json()) as { texts: { text: string }[] }).texts[0].text).toMatch(/^[A-Z][a-z]/);
    const ko = await post('/v1/saju/yearly', { person: a, year: 2026, lang: 'ko' });
    expect(ko.json.texts[0].text).toMatch(/[가-힣]/);
    // 00:10 KST at 126.98° E is 23:37 local mean time the day before: another day pillar, the same year.
    const early = { ...a, birth_time: '00:10' };
    const [plain, lmt] = [await post('/v1/saju/yearly', { person: early, year: 2026 }), await post('/v1/saju/yearly', { person: { ...early, local_mean_time_longitude: 126.98 }, year: 2026 })];
    expect(lmt.status).toBe(200);
    expect(lmt.json.year.stem_ten_god).not.toBe(plain.json.year.stem_ten_god);
  });
});
