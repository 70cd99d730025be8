/**
 * The language of the jami texts on REST (/v1/jami/analysis) and GraphQL: body `lang` (ko or en,
 * any letter case), else Accept-Language (en when its first language is English), else Korean;
 * without either the answer is today's Korean one; an invalid lang is the route's detail-style 400,
 * not charged. Only the texts change: every key, number, branch, star and palace value stays the
 * spec's Korean, and so does the verdict 특수격국.길흉 (길, 흉, 길흉 혼재, 평).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/app.js';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const PATH = '/v1/jami/analysis';
const body = {
  input_data: { name: '홍길동', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' },
  target_year_ganji: '갑진',
};

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startServer();
  key = await server.key();
});
afterAll(() => server.close());

async function post(extra: object = {}, headers: Record<string, string> = {}) {
  const res = await server.post(PATH, { ...body, ...extra }, key, headers);
  expect(res.status).toBe(200);
  return (await res.json()).success;
}

/** Keys whose strings are interpretive texts (the names of 주요격국 and 보조격국 included). */
const TEXT_KEYS = new Set([
  '화성영성관계', '지공지겁관계', '주요격국', '명칭', '설명', '보조격국', '종합_평가',
  '주요_특징', '길운_요인', '주의사항', '중점_분야', '재물_기회', '감정_변화', '건강_주의', '직업_전환',
]);

/** [path, text] of every string under a text key. */
function texts(data: unknown, key = '', path = ''): [string, string][] {
  if (typeof data === 'string') return TEXT_KEYS.has(key) ? [[path, data]] : [];
  if (Array.isArray(data)) return data.flatMap((v, i) => texts(v, key, `${path}[${i}]`));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([k, v]) => texts(v, k, `${path}.${k}`));
  return [];
}

/** The record with every text replaced by a mark: what must not change with the language. */
function withoutTexts(data: unknown, key = ''): unknown {
  if (typeof data === 'string') return TEXT_KEYS.has(key) ? 'TEXT' : data;
  if (Array.isArray(data)) return data.map((v) => withoutTexts(v, key));
  if (data && typeof data === 'object') return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, withoutTexts(v, k)]));
  return data;
}

describe('POST /v1/jami/analysis: the language of the texts', () => {
  it('answers in Korean without lang and without an English Accept-Language, as before', async () => {
    const plain = await post();
    const all = texts(plain);
    // 2 relations + special name and description + summary + 12 × 4 period texts + the annual lines (at least 4 × 2).
    expect(all.length).toBeGreaterThanOrEqual(2 + 2 + 1 + 48 + 8);
    for (const [path, t] of all) expect(t, path).toMatch(HANGUL);
    expect(await post({ lang: 'ko' })).toEqual(plain);
    expect(await post({}, { 'Accept-Language': 'ko-KR,ko;q=0.9,en-US;q=0.8' })).toEqual(plain);
    expect(await post({}, { 'Accept-Language': 'fr-FR, en;q=0.5' })).toEqual(plain);
  });

  it('answers in English with lang en in the body (any letter case); only the texts change', async () => {
    const plain = await post();
    for (const lang of ['en', 'EN', 'En']) {
      const data = await post({ lang });
      const all = texts(data);
      expect(all.map(([path]) => path)).toEqual(texts(plain).map(([path]) => path));
      for (const [path, t] of all) expect(t, path).not.toMatch(HANGUL);
      expect(withoutTexts(data)).toEqual(withoutTexts(plain));
      expect(JSON.stringify(Object.keys(data))).toBe(JSON.stringify(Object.keys(plain)));
    }
  });

  it('answers in English when the first Accept-Language is English', async () => {
    const en = await post({ lang: 'en' });
    expect(await post({}, { 'Accept-Language': 'en-US,en;q=0.9,ko;q=0.8' })).toEqual(en);
    expect(await post({}, { 'Accept-Language': 'EN' })).toEqual(en);
  });

  it('lang ko in the body wins over an English Accept-Language', async () => {
    expect(await post({ lang: 'KO' }, { 'Accept-Language': 'en-US' })).toEqual(await post());
  });

  it('an invalid lang is the detail-style 400, not charged', async () => {
    const k = await server.key();
    const res = await server.post(PATH, { ...body, lang: 'fr' }, k);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(Object.keys(json)).toEqual(['detail']);
    expect(json.detail).toMatch(/lang/);
    const record = await server.store.authenticate(k);
    expect(await server.store.usage(record!.id)).toMatchObject({ creditsUsed: 0, dailyUsed: 0 });
  });

  it('a sample of the English: the reference chart of 1968-12-25 11:30, male', async () => {
    const res = await server.post(PATH, { ...body, input_data: { ...body.input_data, birthdate: '1968-12-25', birth_time: '11:30' }, lang: 'en' }, key);
    const data = (await res.json()).success;
    // iztro (test/fixtures/jami/expected.json): 명궁 on 午 with the stem-branch 무오; the first 대한 is on 명궁 (§2.8).
    expect(data['운세_평가']['종합_평가']).toMatch(/^The overall fortune scores \d+ out of 100 \((very good|good|average|somewhat weak|weak)\)\. .*\bLife Palace \(Wu\)/);
    expect(data['격국']['특수격국']['길흉']).toMatch(/^(길|흉|길흉 혼재|평)$/);
    const first = Object.values(data['대한'])[0] as any;
    expect(first['대한_해석']['주요_특징']).toMatch(/^In the Wu Wu decade, the natal Life Palace \(Wu\) becomes the decade’s Life Palace, /);
    expect(data['유년_주요사항']['재물_기회'][0]).toMatch(/^This year’s Wealth Palace falls on the natal \w+ Palace \((Zi|Chou|Yin|Mao|Chen|Si|Wu|Wei|Shen|You|Xu|Hai)\)\. /);
  });
});

describe('GraphQL: lang on the jami text fields', () => {
  const QUERY = `query ($input: JamiInput!, $lang: Lang) { jamiChart(input: $input) {
    fireBellRelation(lang: $lang) voidRelation(lang: $lang)
    patterns { main(lang: $lang) specialName(lang: $lang) specialDescription(lang: $lang) specialVerdict auxiliary(lang: $lang) }
    fortune { overall summary(lang: $lang) }
    periods { interpretation { mainFeatures(lang: $lang) favorable(lang: $lang) cautions(lang: $lang) focus(lang: $lang) } }
    annual(targetYearGanji: "갑진") { wealthOpportunities(lang: $lang) emotionalChanges(lang: $lang) healthCautions(lang: $lang) careerChanges(lang: $lang) }
  } }`;
  const input = { name: 'a', birthdate: '1990-05-15', birthTime: '14:30', gender: 'M' };
  const run = async (variables: object) => {
    const res = await server.post('/graphql', { query: QUERY, variables: { input, ...variables } }, key);
    const { data, errors } = await res.json();
    expect(errors).toBeUndefined();
    return data.jamiChart;
  };
  const strings = (v: unknown): string[] =>
    typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];

  it('KO by default, EN in English; the verdict and the scores are the same', async () => {
    const plain = await run({});
    expect(await run({ lang: 'KO' })).toEqual(plain);
    const en = await run({ lang: 'EN' });
    const { specialVerdict, ...patterns } = en.patterns;
    expect(specialVerdict).toBe(plain.patterns.specialVerdict);
    expect(en.fortune.overall).toBe(plain.fortune.overall);
    const english = strings({ ...en, patterns });
    expect(english.length).toBeGreaterThan(50);
    for (const t of english) expect(t, t).not.toMatch(HANGUL);
    for (const t of strings(plain.periods)) expect(t).toMatch(HANGUL);
  });
});
