/**
 * Inputs a core table cannot serve, as reported (each answered 500 and was charged): now the
 * route's documented 4xx, or a real answer, and nothing charged for a refusal.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/app.js';

/** lunar-javascript (CommonJS, untyped): only what these tests call. */
interface LunarJsSolar {
  toYmdHms(): string;
}
const { Solar } = createRequire(import.meta.url)('lunar-javascript') as {
  Solar: {
    fromYmdHms(...ymdhms: number[]): {
      getLunar(): {
        getEightChar(): { getYear(): string; getMonth(): string; getDay(): string; getTime(): string };
        getPrevJie(): { getSolar(): LunarJsSolar };
        getNextJie(): { getSolar(): LunarJsSolar };
      };
    };
  };
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function usageOf(key: string) {
  const record = await server.store.authenticate(key);
  const { dailyUsed, creditsUsed } = await server.store.usage(record!.id);
  return { requests: dailyUsed, credits: creditsUsed };
}

const SEOUL = { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' };

describe('natal chart with the asteroids outside Chiron’s table', () => {
  it.each(['1850-05-15T14:30:00', '0001-01-01T00:00:00', '2101-06-01T00:00:00', '2150-01-01T00:00:00'])(
    '%s: 400 INVALID_DATETIME naming the range, nothing charged',
    async (datetime) => {
      const key = await server.key();
      const res = await server.post('/v1/astrology/natal-chart', { datetime, location: SEOUL, include_asteroids: true }, key);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        success: false,
        error: { code: 'INVALID_DATETIME', message: 'Chiron is available from 1900-01-01 to 2100-12-31 only' },
      });
      expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
    },
  );

  it('the same dates without the asteroids are charts; at the table’s edges with them too', async () => {
    const key = await server.key();
    expect((await server.post('/v1/astrology/natal-chart', { datetime: '1850-05-15T14:30:00', location: SEOUL }, key)).status).toBe(200);
    for (const datetime of ['1900-01-01T00:00:00', '2100-12-31T23:59:00']) {
      const res = await server.post('/v1/astrology/natal-chart', { datetime, location: SEOUL, include_asteroids: true }, key);
      expect(res.status, datetime).toBe(200);
      expect((await res.json()).data.bodies.chiron.longitude).toBeTypeOf('number');
    }
  });

  it('GraphQL: Chiron outside its table is an error with a code, not "Unexpected error."', async () => {
    const key = await server.key();
    const res = await server.post(
      '/graphql',
      { query: `{ westernNatalChart(input: {datetime: "1850-05-15T14:30:00", location: {latitude: 37.5, longitude: 127, timezone: "Asia/Seoul"}, includeAsteroids: true}) { bodies { chiron { longitude } } } }` },
      key,
      { Accept: 'application/json' },
    );
    const body = await res.json();
    expect(body.errors[0]).toMatchObject({
      message: 'Chiron is available from 1900-01-01 to 2100-12-31 only',
      extensions: { code: 'DATE_OUT_OF_RANGE' },
    });
    expect(server.errors).toEqual([]);
  });
});

describe('calendar edges', () => {
  const jami = (birthdate: string) => ({ input_data: { name: '홍길동', birthdate, birth_time: '12:00', gender: 'M' } });

  it.each(['1899-02-10', '1900-01-01', '2102-02-16'])('jami analysis and picture of solar %s (lunar years 1899 and 2101): real answers', async (birthdate) => {
    const key = await server.key();
    const analysis = await server.post('/v1/jami/analysis', jami(birthdate), key);
    expect(analysis.status).toBe(200);
    const record = await analysis.json();
    expect(record.success.명궁).toBeTruthy();
    const picture = await server.post('/v1/jami/svg', jami(birthdate), key);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('jami: solar dates outside 1899-02-10 … 2102-02-16 are the documented 400', async () => {
    const key = await server.key();
    for (const birthdate of ['1899-02-09', '2102-02-17']) {
      const res = await server.post('/v1/jami/analysis', jami(birthdate), key);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: 'Cannot convert solar date to lunar date.' });
    }
    expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
  });

  // lunar-javascript (an independent implementation) for the pillars and the 節 the 대운 counts to.
  it.each([
    ['1899-02-10', 'M', '1899-02-10T03:32:08Z'], // 12:00 on Seoul's local mean time, +08:27:52
    ['1899-02-10', 'F', '1899-02-10T03:32:08Z'],
    ['2102-02-16', 'M', '2102-02-16T03:00:00Z'],
    ['2102-02-16', 'F', '2102-02-16T03:00:00Z'],
  ])('saju of %s (%s) at 12:00, the ends of the calendar table (reported: 500 past the solar terms): the chart, as lunar-javascript has it', async (birthdate, gender, instant) => {
    const key = await server.key();
    const body = { name: 'x', birthdate, birth_time: '12:00', gender };
    const res = await server.post('/v1/saju/basic', body, key);
    expect(res.status).toBe(200);
    const { saju, daeun } = await res.json();
    const [y, m, d] = birthdate.split('-').map(Number);
    const lunar = Solar.fromYmdHms(y, m, d, 12, 0, 0).getLunar();
    const eight = lunar.getEightChar();
    expect([saju.year_stem + saju.year_branch, saju.month_stem + saju.month_branch, saju.day_stem + saju.day_branch, saju.hour_stem + saju.hour_branch])
      .toEqual([eight.getYear(), eight.getMonth(), eight.getDay(), eight.getTime()]);
    // Forward for a yang year stem and M or a yin one and F, to the next 節, else back to the previous one (saju.md decision 5).
    const yang = '甲丙戊庚壬'.includes(saju.year_stem);
    expect(daeun.is_forward).toBe(yang === (gender === 'M'));
    const jie = daeun.is_forward ? lunar.getNextJie() : lunar.getPrevJie();
    const jieMs = Date.parse(`${jie.getSolar().toYmdHms().replace(' ', 'T')}+08:00`); // Beijing time
    expect(daeun.years).toBe(Math.max(1, Math.round(Math.abs(jieMs - Date.parse(instant)) / 86_400_000 / 3)));
    for (const path of ['/v1/saju/analysis', '/v1/saju/svg']) expect((await server.post(path, body, key)).status, path).toBe(200);
    expect(server.errors).toEqual([]);
  });

  it.each([
    ['/v1/saju/basic', { name: 'x', birthdate: '2102-02-17', gender: 'M' }, { detail: '지원하지 않는 날짜입니다: 양력 2102-02-17은 변환 범위(1899-02-10 – 2102-02-16) 밖입니다' }],
    ['/v1/saju/svg', { name: 'x', birthdate: '1899-02-09', gender: 'F' }, { detail: '지원하지 않는 날짜입니다: 양력 1899-02-09은 변환 범위(1899-02-10 – 2102-02-16) 밖입니다' }],
    ['/v1/saju/analysis', { name: 'x', birthdate: '2101-01-01', is_lunar: true, gender: 'F' }, { detail: '음력 날짜를 양력으로 변환할 수 없습니다: 음력 2101년은 지원 범위(1900–2100) 밖입니다' }],
    ['/v1/jami/analysis', { input_data: { name: 'x', birthdate: '0001-01-01', birth_time: '12:00', gender: 'M' } }, { detail: 'Cannot convert solar date to lunar date.' }],
    ['/v1/jami/svg', { input_data: { name: 'x', birthdate: '1900-01-30', is_lunar: true, birth_time: '12:00', gender: 'M' } }, { detail: 'Invalid lunar date provided.' }],
  ])('%s outside the calendar table: the documented 400, decided at validation (a key at its daily limit gets it too, not 429)', async (path, body, answer) => {
    const key = await server.key('professional', { dailyLimit: 1 });
    expect((await server.post('/v1/saju/basic', { name: 'x', birthdate: '1990-05-15', gender: 'M' }, key)).status).toBe(200);
    const res = await server.post(path, body, key);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(answer);
    expect(await usageOf(key)).toEqual({ requests: 1, credits: expect.any(Number) });
  });
});

describe('timestamps are RFC 3339 in the local-mean-time era (reported: +08:27:52 with fractions)', () => {
  const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
  it('solar return of 1900 and a natal chart of 1905 in Seoul', async () => {
    const key = await server.key();
    const natal = { natal_datetime: '1880-05-15T14:30:00', natal_location: SEOUL, return_year: 1900 };
    const ret = await server.post('/v1/astrology/solar-return', natal, key);
    expect(ret.status).toBe(200);
    const data = (await ret.json()).data;
    expect(data.solar_return_chart.chart_info.datetime).toMatch(RFC3339);
    expect(data.natal_chart.chart_info.datetime).toBe('1880-05-15T14:30:08+08:28');
    const chart = await server.post('/v1/astrology/natal-chart', { datetime: '1905-03-01T09:00:00', location: SEOUL }, key);
    expect((await chart.json()).data.chart_info.datetime).toMatch(RFC3339);
  });
});

describe('local dates come from the wall clock, not from the RFC 3339 text (whose LMT seconds can carry 23:59:55 over midnight)', () => {
  it('GraphQL: a profection year opens on the birthday, and a target date of a direction is read at the birth’s clock time', async () => {
    const key = await server.key();
    const birth = '1900-06-15T23:59:55';
    const location = '{latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul"}';
    const res = await server.post('/graphql', {
      query: `{ westernAnnualProfection(input: {natalDatetime: "${birth}", natalLocation: ${location}, currentAge: 30}) { yearStart yearEnd natalChart { info { datetime } } }
        westernPrimaryDirections(input: {natalDatetime: "${birth}", natalLocation: ${location}, targetDate: "1930-06-15"}) { info { age } } }`,
    }, key, { Accept: 'application/json' });
    const { data } = await res.json();
    expect(data.westernAnnualProfection).toEqual({ yearStart: '1930-06-15', yearEnd: '1931-06-15', natalChart: { info: { datetime: '1900-06-16T00:00:03+08:28' } } });
    // From 23:59:55 to 23:59:55 on Seoul's clock: 10,957 days (30 years with the leap days 1904–1928) less
    // the 32 min 8 s the clock moved ahead (LMT +08:27:52 → +09:00), in tropical years of 365.2421904 days.
    expect(data.westernPrimaryDirections.info.age).toBeCloseTo((10_957 * 86_400 - (32 * 60 + 8)) / (365.2421904 * 86_400), 9);
  });
});

describe('datetimes whose dates cannot be written in RFC 3339 (reported: "+010000-01-01T04:59Z" for a transit of 9999-12-31)', () => {
  const NEW_YORK = { latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
  const RANGE = 'datetime must be within the years 0001–9848';
  /** Every string of an answer that starts like a timestamp. */
  const timestamps = (json: unknown): string[] =>
    typeof json === 'string'
      ? /^[+-]?\d{4,}-\d{2}-\d{2}T/.test(json) ? [json] : []
      : json && typeof json === 'object' ? Object.values(json).flatMap(timestamps) : [];
  const RFC3339_ANY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

  it('past 9848 (the last year whose 150 years of directions stay four-digit): 400 at validation in each style', async () => {
    const key = await server.key();
    const natal = await server.post('/v1/astrology/natal-chart', { datetime: '9849-01-01T00:00:00', location: NEW_YORK }, key);
    expect([natal.status, await natal.json()]).toEqual([400, { success: false, error: { code: 'INVALID_DATETIME', message: RANGE } }]);
    const transit = await server.post('/v1/astrology/transits', { natal_datetime: '1990-05-15T14:30:00', natal_location: NEW_YORK, transit_datetime: '9999-12-31T23:59:59' }, key);
    expect(transit.status).toBe(400);
    expect((await transit.json()).error).toBe(`Invalid value for 'body -> transit_datetime': ${RANGE}`);
    const firdaria = await server.post('/v1/astrology/firdaria', { natal_datetime: '9900-01-01T00:00:00', natal_location: NEW_YORK, current_age: 3, gender: 'f' }, key);
    expect((await firdaria.json()).error).toBe(`Invalid value for 'body -> natal_datetime': ${RANGE}`);
    const graphql = await server.post('/graphql', { query: '{ westernNatalChart(input: {datetime: "9999-12-31T23:59:59", location: {latitude: 1, longitude: 2}}) { info { utc } } }' }, key, { Accept: 'application/json' });
    expect(graphql.status).toBe(400);
    expect((await graphql.json()).errors[0].message).toContain(RANGE);
    expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
  });

  it('at 9848-12-31, the latest accepted births, every timestamp answered is RFC 3339', async () => {
    const key = await server.key();
    const birth = '9848-12-31T23:59:59';
    const answers = await Promise.all([
      server.post('/v1/astrology/natal-chart', { datetime: `${birth}-12:00`, location: NEW_YORK }, key),
      server.post('/v1/astrology/transits', { natal_datetime: birth, natal_location: NEW_YORK, transit_datetime: birth }, key),
      server.post('/v1/astrology/progressions', { natal_datetime: '9848-01-01T00:00:00', natal_location: NEW_YORK, target_datetime: birth }, key),
      server.post('/v1/astrology/directions', { natal_datetime: birth, natal_location: NEW_YORK, target_age: 150 }, key),
      server.post('/v1/astrology/synastry', { person1_datetime: birth, person1_location: NEW_YORK, person2_datetime: `${birth}-23:59`, person2_location: NEW_YORK, include_composite: true }, key),
      server.post('/graphql', { query: `{ westernPrimaryDirections(input: {natalDatetime: "${birth}", natalLocation: {latitude: 40.7, longitude: -74, timezone: "America/New_York"}, targetAge: 150}) { info { natalDate targetDate } activeDirections { exactDate } } }` }, key, { Accept: 'application/json' }),
    ]);
    const found: string[] = [];
    for (const res of answers) {
      expect(res.status).toBe(200);
      found.push(...timestamps(await res.json()));
    }
    expect(found.length).toBeGreaterThan(10);
    for (const text of found) expect(text).toMatch(RFC3339_ANY);
  });

  it('solar returns of 2100 for the latest births fall in 2101 and keep Chiron (they were 400 past its table)', async () => {
    const key = await server.key();
    const res = await server.post('/v1/astrology/solar-return', { natal_datetime: '9848-12-31T23:59:59Z', natal_location: NEW_YORK, return_year: 2100 }, key);
    expect(res.status).toBe(200);
    const data = (await res.json()).data;
    expect(data.solar_return_chart.chart_info.datetime).toMatch(/^2101-01-0\dT\d{2}:\d{2}:\d{2}-05:00$/);
    expect(data.solar_return_chart.bodies['chiron_(2060)'].longitude).toBeTypeOf('number');
  });

  it('GraphQL: a direction time line starts at an age of 0 … 150', async () => {
    const key = await server.key();
    const res = await server.post('/graphql', { query: '{ westernPrimaryDirections(input: {natalDatetime: "1990-05-15T14:30:00", natalLocation: {latitude: 37.5, longitude: 127}, targetAge: 30}) { timeline(fromAge: -1) { age } } }' }, key, { Accept: 'application/json' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0]).toMatchObject({ message: expect.stringContaining('ensure this value is greater than or equal to 0'), extensions: { code: 'VALIDATION_ERROR' } });
  });
});

describe('free text is bounded: names ≤ 100 characters, zone names ≤ 64 (reported: a 60,000-character name answered 14.9 MB)', () => {
  const long = '가'.repeat(101);
  const zone = 'Asia/' + 'x'.repeat(60);
  const NAME = 'ensure this value has at most 100 characters';
  const ZONE = 'ensure this value has at most 64 characters';
  const natal = { natal_datetime: '1990-05-15T14:30:00', natal_location: SEOUL };
  it.each([
    ['/v1/saju/basic', { name: long, birthdate: '1990-05-15', gender: 'M' }, { detail: `Invalid value for 'body -> name': ${NAME}` }],
    ['/v1/saju/svg', { name: long, birthdate: '1990-05-15', gender: 'M' }, { detail: `Invalid value for 'body -> name': ${NAME}` }],
    ['/v1/jami/analysis', { input_data: { name: long, birthdate: '1990-05-15', birth_time: '12:00', gender: 'M' } }, { detail: `Invalid value for 'body -> input_data -> name': ${NAME}` }],
    ['/v1/astrology/natal-chart', { datetime: '1990-05-15T14:30:00', location: SEOUL, name: long }, { success: false, error: { code: 'INVALID_REQUEST', message: `Invalid value for 'body -> name': ${NAME}` } }],
    ['/v1/astrology/natal-chart', { datetime: '1990-05-15T14:30:00', location: { ...SEOUL, timezone: zone } }, { success: false, error: { code: 'INVALID_LOCATION', message: `Invalid value for 'body -> location -> timezone': ${ZONE}` } }],
    ['/v1/astrology/synastry', { person1_datetime: '1990-05-15T14:30:00', person1_location: SEOUL, person2_name: long, person2_datetime: '1991-05-15T14:30:00', person2_location: SEOUL }, `Invalid value for 'body -> person2_name': ${NAME}`],
    ['/v1/astrology/transits', { ...natal, transit_datetime: '2024-01-01T00:00:00', transit_location: { ...SEOUL, timezone: zone } }, `Invalid value for 'body -> transit_location -> timezone': ${ZONE}`],
    ['/v1/astrology/solar-return', { ...natal, return_year: 2024, name: long }, `Invalid value for 'body -> name': ${NAME}`],
    ['/v1/astrology/firdaria', { ...natal, current_age: 30, gender: 'm', name: long }, `Invalid value for 'body -> name': ${NAME}`],
    ['/v1/astrology/directions', { ...natal, natal_location: { ...SEOUL, timezone: zone }, target_age: 30 }, `Invalid value for 'body -> natal_location -> timezone': ${ZONE}`],
  ])('%s: 400 in the route style, nothing charged', async (path, body, answer) => {
    const key = await server.key();
    const res = await server.post(path, body, key);
    expect(res.status).toBe(400);
    const json = await res.json();
    if (typeof answer === 'string') expect(json).toMatchObject({ success: false, error: answer, error_code: 400, details: null });
    else expect(json).toEqual(answer);
    expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
  });

  it('GraphQL: the zone limit on LocationInput and the star kinds of jamiChart.stars', async () => {
    const key = await server.key();
    const ask = async (query: string) => (await (await server.post('/graphql', { query }, key, { Accept: 'application/json' })).json()).errors[0].message;
    expect(await ask(`{ westernNatalChart(input: {datetime: "1990-05-15T14:30:00", location: {latitude: 1, longitude: 2, timezone: "${zone}"}}) { info { utc } } }`)).toContain(ZONE);
    expect(await ask(`{ jamiChart(input: {name: "x", birthdate: "1990-05-15", birthTime: "12:00", gender: "M"}) { stars(kind: "${'x'.repeat(5000)}") { name } } }`))
      .toContain("permitted: 'major', 'auxiliary', 'minor'");
    expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
  });

  it('GraphQL: the same limit on every name argument', async () => {
    const key = await server.key();
    const res = await server.post('/graphql', { query: `{ sajuBasic(input: {name: "${'x'.repeat(101)}", birthdate: "1990-05-15", gender: M}) { name } }` }, key, { Accept: 'application/json' });
    expect((await res.json()).errors[0].message).toContain('at most 100 characters');
    expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
  });

  it('100 characters are a name', async () => {
    const key = await server.key();
    expect((await server.post('/v1/saju/basic', { name: '가'.repeat(100), birthdate: '1990-05-15', gender: 'M' }, key)).status).toBe(200);
  });
});
