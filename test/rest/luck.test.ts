/**
 * POST /v1/saju/luck (세운, 월운, 일운) through the real app: the shape and values cross-checked with
 * the core (src/core/saju/luck.ts), detail-style validation errors that charge nothing, 401, credits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsFor } from '../../src/access/plans.js';
import { dailyLuck, monthlyLuck, yearlyLuck } from '../../src/core/saju/luck.js';
import { sajuReading } from '../../src/core/saju/reading.js';
import { startServer, type TestServer } from '../helpers/app.js';
import { STAGE_LABELS, TEN_GOD_LABELS } from '../../src/core/saju/labels.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const birth = { name: '홍길동', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' };
const chart = () => sajuReading({ name: birth.name, birthdate: birth.birthdate, birthTime: birth.birth_time, gender: 'M' }).chart;

async function usageOf(key: string) {
  const record = await server.store.authenticate(key);
  const { dailyUsed, creditsUsed } = await server.store.usage(record!.id);
  return { requests: dailyUsed, credits: creditsUsed };
}

describe('POST /v1/saju/luck', () => {
  it('세운 of 2024 is 甲辰 from 입춘 2024-02-04 17:27 KST, as the core computes; months and days only when asked', async () => {
    const res = await server.post('/v1/saju/luck', { ...birth, from_year: 2023, years: 3 });
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(Object.keys(json)).toEqual(['years']);
    expect(json.years.map((y: { year: number }) => y.year)).toEqual([2023, 2024, 2025]);
    const y2024 = json.years[1];
    expect(y2024.pillar).toBe('甲辰');
    expect(y2024.pillar_korean).toBe('갑진');
    // 입춘 2024: 17:27 KST to the minute (08:26:54 UTC).
    expect(Math.abs(Date.parse(y2024.start) - Date.parse('2024-02-04T08:27:00Z'))).toBeLessThan(60_000);
    expect(y2024.end).toBe(json.years[2].start);
    const core = yearlyLuck(chart(), { from: 2023, to: 2025 });
    json.years.forEach((y: any, i: number) => {
      const c = core[i];
      expect(y.pillar).toBe(c.ganzi);
      expect(y.start).toBe(c.start);
      expect(y.stem_ten_god).toBe(TEN_GOD_LABELS[c.tenGods.stem].ko);
      expect(y.branch_ten_god).toBe(TEN_GOD_LABELS[c.tenGods.branch].ko);
      expect(y.stage).toBe(STAGE_LABELS[c.stage].ko);
      expect(y.daeun?.index ?? null).toBe(c.daeun?.index ?? null);
      expect(y.interactions.map((x: any) => [x.name, x.characters, x.places])).toEqual(
        c.interactions.map((x) => [x.name, x.characters, x.places]),
      );
    });
    expect(y2024.interactions.every((x: any) => x.places.includes('luck'))).toBe(true);
  });

  it('defaults to 10 years from the current year', async () => {
    const json = await (await server.post('/v1/saju/luck', birth)).json();
    expect(json.years).toHaveLength(10);
  });

  it('month_year adds the twelve 월운, from_date and days the 일운', async () => {
    const res = await server.post('/v1/saju/luck', { ...birth, from_year: 2024, years: 1, month_year: 2024, from_date: '2024-02-03', days: 3 });
    expect(res.status).toBe(200);
    const json = await res.json();
    const months = monthlyLuck(chart(), 2024);
    expect(json.months.map((m: any) => [m.month, m.jie, m.pillar, m.start])).toEqual(months.map((m) => [m.month, m.jie, m.ganzi, m.start]));
    expect(json.months[0]).toMatchObject({ year: 2024, month: 1, jie: '입춘', pillar: '丙寅' });
    const days = dailyLuck(chart(), '2024-02-03', '2024-02-05');
    expect(json.days.map((d: any) => [d.date, d.pillar, d.stage])).toEqual(days.map((d) => [d.date, d.ganzi, STAGE_LABELS[d.stage].ko]));
  });

  it.each([
    ['years above 120', { years: 121 }, "Invalid value for 'body -> years': ensure this value is less than or equal to 120"],
    ['years 0', { years: 0 }, "Invalid value for 'body -> years': ensure this value is greater than or equal to 1"],
    ['days above 366', { from_date: '2024-01-01', days: 367 }, "Invalid value for 'body -> days': ensure this value is less than or equal to 366"],
    ['from_year before the table', { from_year: 1800 }, "Invalid value for 'body -> from_year': ensure this value is greater than or equal to 1899"],
    ['malformed from_date', { from_date: '2024-1-1' }, "Invalid value for 'body -> from_date': invalid date format, use YYYY-MM-DD"],
  ])('%s: 400 in detail style, nothing charged', async (_name, extra, detail) => {
    const key = await server.key('free');
    const res = await server.post('/v1/saju/luck', { ...birth, ...extra }, key);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail });
    expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
  });

  it('domain errors in the saju family’s texts, nothing charged', async () => {
    const key = await server.key('free');
    const past = await server.post('/v1/saju/luck', { ...birth, from_year: 2100, years: 5 }, key);
    expect(past.status).toBe(400);
    expect((await past.json()).detail).toBe('지원하지 않는 날짜입니다: to must be a year in 1899–2101, got 2104');
    const missing = await server.post('/v1/saju/luck', { ...birth, from_date: '2024-02-30' }, key);
    expect(missing.status).toBe(400);
    expect((await missing.json()).detail).toBe('존재하지 않는 날짜입니다: from must be an existing date YYYY-MM-DD, got 2024-02-30');
    const gender = await server.post('/v1/saju/luck', { ...birth, gender: 'X' }, key);
    expect(await gender.json()).toEqual({ detail: 'gender must be M or F' });
    expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
  });

  it('401 without a key', async () => {
    expect((await server.post('/v1/saju/luck', birth, null)).status).toBe(401);
  });

  it('charges saju-luck, plus 1 credit per 183 days of 일운; the free tier has it', async () => {
    const key = await server.key('free');
    expect((await server.post('/v1/saju/luck', birth, key)).status).toBe(200);
    expect(await usageOf(key)).toEqual({ requests: 1, credits: creditsFor('saju-luck') });
    expect((await server.post('/v1/saju/luck', { ...birth, from_date: '2024-01-01', days: 366 }, key)).status).toBe(200);
    expect(await usageOf(key)).toEqual({ requests: 2, credits: 2 * creditsFor('saju-luck') + 2 });
  });
});
