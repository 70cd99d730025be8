/**
 * POST /v1/jami/horoscope (운한, six scopes) through the real app: values cross-checked with the core
 * (src/core/jami/horoscope.ts), detail-style errors that charge nothing, 401, credits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsFor } from '../../src/access/plans.js';
import { horoscope, timeIndexOf } from '../../src/core/jami/horoscope.js';
import { jamiReading } from '../../src/graphql/jami.js';
import { startServer, type TestServer } from '../helpers/app.js';
import { branchKo, mutagenKo, palaceKo, starKo } from '../helpers/jami-labels.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const input_data = { name: '홍길동', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' };
const core = (date: string, time: string) =>
  horoscope(jamiReading({ name: '홍길동', birthdate: '1990-05-15', birthTime: '14:30', gender: 'M' }).chart, date, timeIndexOf(time));

async function usageOf(key: string) {
  const record = await server.store.authenticate(key);
  const { dailyUsed, creditsUsed } = await server.store.usage(record!.id);
  return { requests: dailyUsed, credits: creditsUsed };
}

describe('POST /v1/jami/horoscope', () => {
  it('the six scopes of 2024-06-15 10:30, as the core computes them', async () => {
    const res = await server.post('/v1/jami/horoscope', { input_data, date: '2024-06-15', time: '10:30' });
    expect(res.status).toBe(200);
    const json = await res.json();
    const h = core('2024-06-15', '10:30');
    expect(json).toMatchObject({ date: '2024-06-15', time_index: 5, zasi: 'split', age: h.target.age, year_pillar: '甲辰' });
    expect(json.lunar_date).toBe(`2024-05-10`);
    const scopes = [
      ['decadal', h.decadal()],
      ['minor', h.minor()],
      ['yearly', h.yearly()],
      ['monthly', h.monthly()],
      ['daily', h.daily()],
      ['hourly', h.hourly()],
    ] as const;
    for (const [key, view] of scopes) {
      const scope = json[key];
      expect(scope.ganji, key).toBe(view!.ganji);
      expect(scope.life_palace_branch, key).toBe(branchKo(view!.branch));
      expect(scope.natal_palace, key).toBe(palaceKo(view!.natalPalace));
      expect(scope.palaces, key).toHaveLength(12);
      expect(scope.palaces[0].name, key).toBe('명궁');
      expect(scope.transformations.map((t: any) => [t.mutagen, t.star, t.branch]), key).toEqual(
        view!.transformations.map((t) => [mutagenKo(t.mutagen), starKo(t.star), branchKo(t.branch)]),
      );
    }
    expect(json.yearly.name).toBe('유년');
    expect(json.yearly.year).toBe(2024);
    expect(Object.keys(json.yearly.stars).length).toBeGreaterThan(0);
    expect(json.decadal.age_from).toBeLessThanOrEqual(json.age);
    expect(json.decadal.age_to).toBeGreaterThanOrEqual(json.age);
  });

  it('time defaults to 00:00 (子); zasi is echoed', async () => {
    const json = await (await server.post('/v1/jami/horoscope', { input_data, date: '2024-06-15', zasi: 'jasi' })).json();
    expect(json.time_index).toBe(0);
    expect(json.zasi).toBe('jasi');
  });

  it.each([
    ['date missing', { input_data }, 422, 'Missing required fields: date'],
    ['input_data missing', { date: '2024-06-15' }, 422, 'Missing required fields: input_data'],
    ['birth fields missing', { input_data: { name: 'x', birthdate: '1990-05-15' }, date: '2024-06-15' }, 422, 'Missing required fields: birth_time, gender'],
    ['malformed date', { input_data, date: '2024-6-15' }, 400, "Invalid value for 'body -> date': invalid date format, use YYYY-MM-DD"],
    ['malformed time', { input_data, date: '2024-06-15', time: '25:00' }, 400, "Invalid value for 'body -> time': invalid time format, use HH:MM"],
    ['unknown zasi', { input_data, date: '2024-06-15', zasi: 'x' }, 400, "Invalid value for 'body -> zasi': value is not a valid enumeration member; permitted: 'split', 'jasi', 'midnight'"],
  ])('%s: detail-style error, nothing charged', async (_name, body, status, detail) => {
    const key = await server.key('free');
    const res = await server.post('/v1/jami/horoscope', body, key);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ detail });
    expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
  });

  it('a date outside the calendar table: 400 in the jami family’s text, nothing charged', async () => {
    const key = await server.key('free');
    const res = await server.post('/v1/jami/horoscope', { input_data, date: '2200-01-01' }, key);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Cannot convert solar date to lunar date.' });
    expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
  });

  it('401 without a key', async () => {
    expect((await server.post('/v1/jami/horoscope', { input_data, date: '2024-06-15' }, null)).status).toBe(401);
  });

  it('charges jami-horoscope once; the free tier has it', async () => {
    const key = await server.key('free');
    expect((await server.post('/v1/jami/horoscope', { input_data, date: '2024-06-15' }, key)).status).toBe(200);
    expect(await usageOf(key)).toEqual({ requests: 1, credits: creditsFor('jami-horoscope') });
  });
});
