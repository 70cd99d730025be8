/**
 * POST /v1/saju/basic and /v1/saju/analysis through the real app, against the reference data in
 * test/fixtures/saju (independent first-principles computation, cross-checked against two libraries).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/app.js';

interface SajuCase {
  id: string;
  name: string;
  is_lunar: boolean;
  is_leap_month: boolean;
  gender: 'M' | 'F';
  birthdate: string;
  birth_time: string;
  zasi?: string;
  lmt_minutes?: number;
  why?: string;
}
interface Expected {
  id: string;
  solar_date: string;
  saju: Record<string, string>;
  daeun: { is_forward: boolean; years_round: number; start_date: string; daeun_list: { age: number; pillar: string }[] };
  ten_gods: Record<'year' | 'month' | 'day' | 'hour', { stem: string; branch: string }>;
  twelve_stages: Record<string, string>;
  naeum: Record<string, string>;
  hidden_stems: Record<string, { type: string; stem: string; days: number }[]>;
  shinsal_year: { branch: string; shinsal: string }[];
  shinsal_day: { branch: string; shinsal: string }[];
}
const ref = (file: string) => JSON.parse(readFileSync(new URL(`../fixtures/saju/${file}`, import.meta.url), 'utf8'));
const cases: SajuCase[] = ref('cases.json');
const expected = new Map<string, Expected>(ref('expected.json').map((e: Expected) => [e.id, e]));
const PILLARS = ['year', 'month', 'day', 'hour'] as const;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const body = (c: SajuCase) => ({
  name: c.name,
  birthdate: c.birthdate,
  is_lunar: c.is_lunar,
  is_leap_month: c.is_leap_month,
  birth_time: c.birth_time,
  gender: c.gender,
});

function expectBasic(json: any, e: Expected) {
  expect(json.saju).toEqual(e.saju);
  expect(json.daeun.is_forward).toBe(e.daeun.is_forward);
  expect(json.daeun.years).toBe(e.daeun.years_round);
  expect(json.daeun.start_date.slice(0, 10)).toBe(e.daeun.start_date);
  expect(json.daeun.start_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  expect(json.daeun.daeun_list).toEqual(e.daeun.daeun_list);
  const tg = json.ten_gods;
  for (const p of PILLARS) {
    const cap = p[0].toUpperCase() + p.slice(1);
    expect(tg[`${cap}_Stem`]).toBe(e.ten_gods[p].stem);
    expect(tg[`${cap}_Branch`]).toBe(e.ten_gods[p].branch);
  }
}

describe('saju against the reference', () => {
  const plain = cases.filter((c) => !c.zasi && c.lmt_minutes === undefined);

  it.each(plain.map((c) => [c.id, c.why ?? '', c] as const))('%s basic (%s)', async (_id, _why, c) => {
    const res = await server.post('/v1/saju/basic', body(c));
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(Object.keys(json)).toEqual(['saju', 'daeun', 'ten_gods']);
    expect(Object.keys(json.daeun)).toEqual(['years', 'start_date', 'is_forward', 'daeun_list']);
    expectBasic(json, expected.get(c.id)!);
  });

  it.each(plain.map((c) => [c.id, c] as const))('%s analysis', async (_id, c) => {
    const e = expected.get(c.id)!;
    const res = await server.post('/v1/saju/analysis', body(c));
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(Object.keys(json)).toEqual(['saju', 'daeun', 'ten_gods', 'five_elements', 'shinsal', 'comprehensive_shinsal']);
    expectBasic(json, e);
    const five = json.five_elements;
    expect(Object.keys(five.strength)).toEqual(['목', '화', '토', '금', '수']);
    const sum = Object.values<number>(five.strength).reduce((a, b) => a + b, 0);
    expect(Math.abs(sum - 100)).toBeLessThanOrEqual(0.3);
    expect(five.total_score).toBe(9);
    expect(json.shinsal.year_shinsal).toEqual(e.shinsal_year);
    expect(json.shinsal.day_shinsal).toEqual(e.shinsal_day);
    const cs = json.comprehensive_shinsal;
    expect(Object.fromEntries(cs.twelve_stages.map((s: any) => [s.pillar, s.stage]))).toEqual(e.twelve_stages);
    expect(Object.fromEntries(cs.naeum_elements.map((n: any) => [n.pillar, n.element]))).toEqual(e.naeum);
    for (const p of PILLARS) {
      const branch = e.saju[`${p}_branch`];
      expect(cs.hidden_stems[branch]).toEqual(e.hidden_stems[p].map(({ stem, type, days }) => ({ stem, type, days })));
    }
    for (const [type, stars] of Object.entries<any[]>(cs.noble_stars)) {
      expect(type).toMatch(/귀인|록$/);
      for (const s of stars) expect(Object.keys(s)).toEqual(['name', 'korean_name', 'reference', 'location', 'meaning', 'impact']);
    }
    for (const stars of Object.values<any[]>(cs.evil_stars)) {
      for (const s of stars) expect(Object.keys(s)).toEqual(['name', 'korean_name', 'reference', 'location', 'meaning', 'warning']);
    }
    expect(Object.keys(cs.overall_assessment)).toEqual(['귀인_수', '신살_수', '주요_특징', '주의사항', '활용방안']);
    expect(cs.overall_assessment.귀인_수).toBe(Object.values<any[]>(cs.noble_stars).flat().length);
    expect(cs.overall_assessment.주요_특징.join('')).toMatch(/[가-힣]/);
  });

  it('the 23:00 and local-mean-time conventions through GraphQL', async () => {
    for (const c of cases.filter((x) => x.zasi || x.lmt_minutes !== undefined)) {
      const e = expected.get(c.id)!;
      // lmt_minutes at UTC+9: the longitude whose mean time is that many minutes from 135°E.
      const options = [
        c.zasi ? `zasi: ${c.zasi.toUpperCase()}` : '',
        c.lmt_minutes !== undefined ? `localMeanTimeLongitude: ${135 + c.lmt_minutes / 4}` : '',
      ].join(' ');
      const query = `{ sajuBasic(input: { name: "${c.name}", birthdate: "${c.birthdate}", birthTime: "${c.birth_time}", gender: ${c.gender} ${options} }) {
        pillars { year { hanja } month { hanja } day { hanja } hour { hanja } } provenance { zasi pillarClock localMeanTimeMinutes } } }`;
      const res = await server.post('/graphql', { query });
      const { data, errors } = await res.json();
      expect(errors).toBeUndefined();
      const p = data.sajuBasic.pillars;
      const s = e.saju;
      expect([p.year.hanja, p.month.hanja, p.day.hanja, p.hour.hanja]).toEqual([
        s.year_stem + s.year_branch, s.month_stem + s.month_branch, s.day_stem + s.day_branch, s.hour_stem + s.hour_branch,
      ]);
      if (c.zasi) expect(data.sajuBasic.provenance.zasi).toBe(c.zasi.toUpperCase());
      if (c.lmt_minutes !== undefined) expect(data.sajuBasic.provenance.localMeanTimeMinutes).toBeCloseTo(c.lmt_minutes, 6);
    }
  });
});

describe('saju without a birth time (spec §2.1)', () => {
  it('returns null hour fields and a simplified analysis', async () => {
    const res = await server.post('/v1/saju/analysis', { name: '홍길동', birthdate: '1990-05-15', gender: 'M' });
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.saju.hour_stem).toBeNull();
    expect(json.saju.hour_branch).toBeNull();
    expect(json.ten_gods.Hour_Stem).toBeNull();
    expect(json.ten_gods.Hour_Branch).toBeNull();
    expect(json.five_elements.total_score).toBe(7);
    expect(json.comprehensive_shinsal.twelve_stages).toHaveLength(3);
    // 1990-05-15 is 庚午年 辛巳月 庚辰日 (almanac).
    expect(json.saju).toMatchObject({ year_stem: '庚', year_branch: '午', month_stem: '辛', month_branch: '巳', day_stem: '庚', day_branch: '辰' });
  });
});

describe('saju provenance through GraphQL', () => {
  it('reports the DST clock, the 節 and the lunar conversion', async () => {
    const query = `{ sajuBasic(input: { name: "a", birthdate: "1955-06-01", birthTime: "12:00", gender: F }) {
      provenance { instantUtc clockTime daylightSavingMinutes standardOffsetMinutes pillarClock monthJieName calendarConversion } } }`;
    const { data } = await (await server.post('/graphql', { query })).json();
    expect(data.sajuBasic.provenance).toMatchObject({
      instantUtc: '1955-06-01T02:30:00.000Z',
      clockTime: '1955-06-01T12:00:00+09:30',
      daylightSavingMinutes: 60,
      standardOffsetMinutes: 510,
      pillarClock: '1955-06-01T11:00:00',
      monthJieName: '입하', // 망종 is on 6 June
    });
    expect(data.sajuBasic.provenance.calendarConversion).toMatch(/^양력 1955-06-01 = 음력 1955년 4월 \d+일$/);
    const lunar = `{ sajuBasic(input: { name: "a", birthdate: "2012-03-01", isLunar: true, isLeapMonth: true, gender: M }) {
      provenance { solarDate calendarConversion } } }`;
    const { data: d2 } = await (await server.post('/graphql', { query: lunar })).json();
    // KASI: 2012 윤3월 1일 = 2012-04-21 (lunar-javascript rejects this date).
    expect(d2.sajuBasic.provenance).toEqual({ solarDate: '2012-04-21', calendarConversion: '음력 2012년 윤3월 1일 → 양력 2012-04-21' });
  });

  it('gives different assessments to different charts', async () => {
    const a = await (await server.post('/v1/saju/analysis', { name: 'a', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' })).json();
    const b = await (await server.post('/v1/saju/analysis', { name: 'b', birthdate: '1975-11-02', birth_time: '03:10', gender: 'F' })).json();
    expect(a.comprehensive_shinsal.overall_assessment.주요_특징).not.toEqual(b.comprehensive_shinsal.overall_assessment.주요_특징);
  });
});

describe('saju errors (detail style, spec §7)', () => {
  const valid = { name: '홍길동', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' };
  const cases: [string, unknown, number, string | RegExp][] = [
    ['gender X', { ...valid, gender: 'X' }, 400, 'gender must be M or F'],
    ['gender lower case', { ...valid, gender: 'm' }, 400, 'gender must be M or F'],
    ['day 30 of a 29-day lunar month (KASI: 2024-1 has 29 days)', { ...valid, is_lunar: true, birthdate: '2024-01-30' }, 400, /^음력 날짜를 양력으로 변환할 수 없습니다: 음력 2024년 1월은 29일까지입니다$/],
    ['leap flag on a month without leap', { ...valid, is_lunar: true, is_leap_month: true, birthdate: '2024-03-01' }, 400, /^음력 날짜를 양력으로 변환할 수 없습니다: /],
    ['lunar year 1899', { ...valid, is_lunar: true, birthdate: '1899-05-01' }, 400, /^음력 날짜를 양력으로 변환할 수 없습니다: .*1899/],
    ['lunar year 2101', { ...valid, is_lunar: true, birthdate: '2101-01-01' }, 400, /^음력 날짜를 양력으로 변환할 수 없습니다: /],
    ['solar date that does not exist', { ...valid, birthdate: '2023-02-30' }, 400, /^존재하지 않는 날짜입니다/],
    ['solar date out of range', { ...valid, birthdate: '1850-01-01' }, 400, /^지원하지 않는 날짜입니다/],
    ['bad date format', { ...valid, birthdate: '1990/05/15' }, 400, "Invalid value for 'body -> birthdate': invalid date format, use YYYY-MM-DD"],
    ['bad time format', { ...valid, birth_time: '25:00' }, 400, "Invalid value for 'body -> birth_time': invalid time format, use HH:MM"],
    ['missing name', { birthdate: '1990-05-15', gender: 'M' }, 400, "Invalid value for 'body -> name': field required"],
    ['missing gender', { name: 'a', birthdate: '1990-05-15' }, 400, "Invalid value for 'body -> gender': field required"],
    ['malformed JSON', '{', 400, 'Request body is not valid JSON'],
  ];
  it.each(cases)('%s', async (_label, payload, status, message) => {
    const key = await server.key();
    for (const path of ['/v1/saju/basic', '/v1/saju/analysis']) {
      const res = await server.post(path, payload, key);
      expect(res.status).toBe(status);
      const json = await res.json();
      expect(Object.keys(json)).toEqual(['detail']);
      if (typeof message === 'string') expect(json.detail).toBe(message);
      else expect(json.detail).toMatch(message);
    }
    const record = await server.store.authenticate(key);
    expect(await server.store.usage(record!.id)).toMatchObject({ creditsUsed: 0, dailyUsed: 0 });
  });

  it('the spec keeps these answers: gender spellings other than M/F refused, a leap flag without is_lunar ignored', async () => {
    // Spec §2.1/§7: "gender not M or F" is 400, so jami's other spellings (male, yang …) stay refused here.
    for (const gender of ['male', 'Female', 'yang']) {
      const res = await server.post('/v1/saju/basic', { ...valid, gender });
      expect([res.status, await res.json()], gender).toEqual([400, { detail: 'gender must be M or F' }]);
    }
    // Spec §2.1: is_leap_month is "meaningful only when is_lunar is true": the solar answer, byte for byte.
    for (const path of ['/v1/saju/basic', '/v1/saju/analysis']) {
      const plain = await (await server.post(path, valid)).text();
      const flagged = await server.post(path, { ...valid, is_leap_month: true });
      expect(flagged.status).toBe(200);
      expect(await flagged.text()).toBe(plain);
    }
  });

  it('401 and 429 carry the codes as detail', async () => {
    const unauthorized = await server.post('/v1/saju/basic', valid, null);
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toEqual({ detail: 'UNAUTHORIZED' });
    const key = await server.key('free', { dailyLimit: 1 });
    expect((await server.post('/v1/saju/basic', valid, key)).status).toBe(200);
    const limited = await server.post('/v1/saju/analysis', valid, key);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ detail: 'RATE_LIMIT_EXCEEDED' });
  });
});
