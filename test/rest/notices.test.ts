/**
 * How a request was read, said in the answer: natal-chart's datetime without a zone read as UTC
 * at a place whose zone is not UTC, and body fields no route knows (misspellings) reported in the
 * X-Ignored-Fields header, and as warnings where the record has warnings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const SEOUL = { latitude: 37.5665, longitude: 126.978 };

describe('natal-chart read as UTC', () => {
  it('warns when a wall-clock datetime at a non-UTC place is read as UTC, naming the zone', async () => {
    const res = await server.post('/v1/astrology/natal-chart', { datetime: '1990-05-15T14:30:00', location: SEOUL });
    const { data } = await res.json();
    expect(data.chart_info.timezone).toBe('UTC');
    expect(data.warnings).toEqual(["datetime read as UTC; the location's zone is Asia/Seoul; pass location.timezone"]);
    expect(res.headers.get('x-ignored-fields')).toBeNull();
  });

  it('says nothing when the zone is given, the datetime has an offset, or the place is in UTC', async () => {
    for (const body of [
      { datetime: '1990-05-15T14:30:00', location: { ...SEOUL, timezone: 'Asia/Seoul' } },
      { datetime: '1990-05-15T14:30:00+09:00', location: SEOUL },
      { datetime: '1990-05-15T05:30:00Z', location: SEOUL },
      // The Gulf of Guinea at 0°, 0°: the ocean cell Etc/GMT reads as UTC does.
      { datetime: '1990-05-15T14:30:00', location: { latitude: 0, longitude: 0 } },
    ]) {
      const { data } = await (await server.post('/v1/astrology/natal-chart', body)).json();
      expect(data.warnings, JSON.stringify(body)).toEqual([]);
    }
  });
});

describe('unknown body fields', () => {
  it('natal-chart: a misspelt house_system is reported in the header and the warnings, and not applied', async () => {
    const res = await server.post('/v1/astrology/natal-chart', {
      datetime: '1990-05-15T14:30:00',
      location: { ...SEOUL, timezone: 'Asia/Seoul', altitude: 10 },
      house_sytem: 'WHOLE_SIGN',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ignored-fields')).toBe('location.altitude, house_sytem');
    const { data } = await res.json();
    expect(data.warnings).toEqual(['unknown field ignored: location.altitude', 'unknown field ignored: house_sytem']);
    expect(data.chart_info.house_system).toBe('PLACIDUS');
  });

  it('transits and progressions carry them in warnings; routes without warnings in the header only', async () => {
    const natal = { natal_datetime: '1990-05-15T14:30:00', natal_location: { ...SEOUL, timezone: 'Asia/Seoul' } };
    const transits = await server.post('/v1/astrology/transits', { ...natal, transit_datetime: '2026-01-01T12:00:00', orbs: 3 });
    expect(transits.headers.get('x-ignored-fields')).toBe('orbs');
    expect((await transits.json()).data.warnings).toEqual(['unknown field ignored: orbs']);

    const progressions = await server.post('/v1/astrology/progressions', { ...natal, target_datetime: '2026-01-01T12:00:00', orb: 1 });
    expect((await progressions.json()).data.warnings).toEqual(['unknown field ignored: orb']);

    const saju = await server.post('/v1/saju/basic', { name: '홍길동', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M', lunar: true });
    expect(saju.status).toBe(200);
    expect(saju.headers.get('x-ignored-fields')).toBe('lunar');
  });

  it('a request with only known fields has no header', async () => {
    const res = await server.post('/v1/saju/basic', { name: '홍길동', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' });
    expect(res.headers.get('x-ignored-fields')).toBeNull();
  });
});

describe('a leap flag without a lunar date', () => {
  const saju = { name: '홍길동', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' };

  it('is reported as ignored on saju and jami, and the answer is the solar date’s', async () => {
    const plain = await (await server.post('/v1/saju/basic', saju)).text();
    const leap = await server.post('/v1/saju/basic', { ...saju, is_leap_month: true });
    expect(leap.headers.get('x-ignored-fields')).toBe('is_leap_month');
    expect(await leap.text()).toBe(plain);

    const jami = await server.post('/v1/jami/analysis', { input_data: { ...saju, is_lunar: false, is_leap_month: true } });
    expect(jami.status).toBe(200);
    expect(jami.headers.get('x-ignored-fields')).toBe('input_data.is_leap_month');
  });

  it('is not reported with is_lunar, nor when false', async () => {
    const lunar = await server.post('/v1/saju/basic', { ...saju, birthdate: '2020-04-01', is_lunar: true, is_leap_month: true });
    expect(lunar.status).toBe(200);
    expect(lunar.headers.get('x-ignored-fields')).toBeNull();
    const off = await server.post('/v1/saju/basic', { ...saju, is_leap_month: false });
    expect(off.headers.get('x-ignored-fields')).toBeNull();
  });
});

describe('X-Ignored-Fields stays a valid header', () => {
  it('percent-encodes names with control characters or non-ASCII letters, and lists at most 20', async () => {
    const body = { name: '홍길동', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M', 'name\u0000': 1, 이름: 2 };
    const res = await server.post('/v1/saju/basic', body);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ignored-fields')).toBe('name%00, %EC%9D%B4%EB%A6%84');

    const many = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`extra${i}`, i]));
    const crowded = await server.post('/v1/saju/basic', { ...body, ...many });
    const listed = crowded.headers.get('x-ignored-fields')!.split(', ');
    expect(listed).toHaveLength(21);
    expect(listed.at(-1)).toBe('...');
  });
});
