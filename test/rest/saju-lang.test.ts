/**
 * The language of the saju texts on REST (/v1/saju/analysis, /luck, /structure): body `lang` (ko or
 * en, any letter case), else Accept-Language (en when its first language is English), else Korean;
 * without either the answer is today's Korean one; an invalid lang is the route's detail-style 400,
 * charging nothing. In English, Hangul stands only inside parentheses (a term kept as the record
 * names it, e.g. "Heavenly Noble (천을귀인)"). And the GraphQL `lang` argument of the text fields.
 */
import { execute, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/app.js';
import { schema } from '../../src/graphql/schema.js';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

/** The text with every parenthesised part removed, innermost first. */
function outsideParentheses(text: string): string {
  let out = text;
  for (let prev = ''; prev !== out; ) [prev, out] = [out, out.replace(/\([^()]*\)/g, '')];
  return out;
}

const A = '/v1/saju/analysis';
const L = '/v1/saju/luck';
const S = '/v1/saju/structure';
const birth = { name: '홍길동', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' };
const bodies: Record<string, object> = {
  [A]: birth,
  [L]: { ...birth, from_year: 2024, years: 3, month_year: 2025, from_date: '2025-03-01', days: 5 },
  [S]: birth,
};

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startServer();
  key = await server.key();
});
afterAll(() => server.close());

async function post(path: string, extra: object = {}, headers: Record<string, string> = {}) {
  const res = await server.post(path, { ...bodies[path], ...extra }, key, headers);
  expect(res.status).toBe(200);
  return res.json();
}

/** Keys of the interpretive texts in the three records (strings or lists of strings). */
const TEXT_KEYS = new Set(['energy', 'meaning', 'impact', 'warning', 'character', '주요_특징', '주의사항', '활용방안', 'text', 'reason', 'texts']);

/** The interpretive texts of a record: every string under a text key, wherever it is. */
function texts(data: unknown, key = ''): string[] {
  if (typeof data === 'string') return TEXT_KEYS.has(key) ? [data] : [];
  if (Array.isArray(data)) return data.flatMap((v) => texts(v, key));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([k, v]) => texts(v, k));
  return [];
}

/** The record with its texts blanked: what must not change with the language. */
function withoutTexts(data: unknown, key = ''): unknown {
  if (typeof data === 'string') return TEXT_KEYS.has(key) ? '' : data;
  if (Array.isArray(data)) return data.map((v) => withoutTexts(v, key));
  if (data && typeof data === 'object') return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, withoutTexts(v, k)]));
  return data;
}

describe.each([A, L, S])('%s', (path) => {
  it('answers in Korean without lang and without an English Accept-Language, as before', async () => {
    const plain = await post(path);
    const all = texts(plain);
    expect(all.length).toBeGreaterThanOrEqual(path === S ? 5 : 20);
    for (const t of all) expect(t, t).toMatch(HANGUL);
    expect(await post(path, { lang: 'ko' })).toEqual(plain);
    expect(await post(path, {}, { 'Accept-Language': 'ko-KR,ko;q=0.9,en-US;q=0.8' })).toEqual(plain);
    expect(await post(path, {}, { 'Accept-Language': 'fr-FR, en;q=0.5' })).toEqual(plain);
  });

  it('answers in English with lang en in the body (any letter case); only the texts change', async () => {
    const plain = await post(path);
    for (const lang of ['en', 'EN', 'En']) {
      const data = await post(path, { lang });
      const all = texts(data);
      expect(all).toHaveLength(texts(plain).length);
      for (const t of all) {
        expect(outsideParentheses(t), t).not.toMatch(HANGUL);
        expect(outsideParentheses(t), t).not.toMatch(/[()]/);
      }
      expect(withoutTexts(data)).toEqual(withoutTexts(plain));
    }
  });

  it('answers in English when the first Accept-Language is English', async () => {
    const en = await post(path, { lang: 'en' });
    expect(await post(path, {}, { 'Accept-Language': 'en-US,en;q=0.9,ko;q=0.8' })).toEqual(en);
    expect(await post(path, {}, { 'Accept-Language': 'EN' })).toEqual(en);
  });

  it('lang ko in the body wins over an English Accept-Language', async () => {
    expect(await post(path, { lang: 'KO' }, { 'Accept-Language': 'en-US' })).toEqual(await post(path));
  });

  it('an invalid lang is the detail-style 400, not charged', async () => {
    const k = await server.key();
    for (const lang of ['fr', '', 7]) {
      const res = await server.post(path, { ...bodies[path], lang }, k);
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(Object.keys(json)).toEqual(['detail']);
      expect(json.detail).toMatch(/^Invalid value for 'body -> lang'/);
    }
    const record = await server.store.authenticate(k);
    expect(await server.store.usage(record!.id)).toMatchObject({ creditsUsed: 0, dailyUsed: 0 });
  });
});

describe('/v1/saju/basic has no interpretive text', () => {
  it('answers the same with lang en or an English Accept-Language', async () => {
    const plain = await (await server.post('/v1/saju/basic', birth, key)).json();
    expect(await (await server.post('/v1/saju/basic', birth, key, { 'Accept-Language': 'en-US' })).json()).toEqual(plain);
  });
});

describe('sample English answers', () => {
  it('analysis: a 12운성 energy, a star, the assessment', async () => {
    const c = (await post(A, { lang: 'en' })).comprehensive_shinsal;
    const ko = (await post(A)).comprehensive_shinsal;
    expect(c.twelve_stages.map((s: { stage: string }) => s.stage)).toEqual(ko.twelve_stages.map((s: { stage: string }) => s.stage));
    // 庚午 辛巳 庚辰 癸未: the day stem 庚 is born (장생) at 巳, the month branch.
    expect(c.twelve_stages[1]).toEqual({
      pillar: 'month', stem: '辛', branch: '巳', stage: '장생',
      energy: 'the energy of being born and starting to grow — the power of beginnings and growth',
    });
    expect(c.overall_assessment.주요_특징[0]).toMatch(/^The day master . \(\w+ (Wood|Fire|Earth|Metal|Water)\) is (yang|yin) /);
    for (const [name, stars] of Object.entries<{ impact: string; korean_name: string }[]>(c.noble_stars)) {
      for (const s of stars) {
        expect(s.korean_name).toBe(name);
        expect(s.impact).toMatch(/^In the (year|month|day|hour) (stem|branch|pillar) \(/);
      }
    }
  });

  it('structure: the strength sentence and the 용신 reason', async () => {
    const s = await post(S, { lang: 'en' });
    expect(s.texts[0]).toMatch(/^The day master \w+ (Wood|Fire|Earth|Metal|Water) \(..\), born in a \w+ \(.\) month, /);
    expect(s.texts[2]).toContain(s.useful_gods.reason);
    expect(s.strength.category).toMatch(HANGUL); // the record's terms stay as the spec shows them
  });

  it('luck: the interactions name the period and the 대운', async () => {
    const l = await post(L, { lang: 'en' });
    const all = [...l.years, ...l.months, ...l.days].flatMap((e: { interactions: { text: string }[] }) => e.interactions.map((x) => x.text));
    expect(all.length).toBeGreaterThan(0);
    for (const t of all) expect(t).toMatch(/the (stem|branch) of this period/);
  });
});

describe('GraphQL: lang on the saju text fields', () => {
  const run = async (lang: string) => {
    const result = await execute({
      schema,
      document: parse(`{ sajuStructure(input: { name: "a", birthdate: "1990-05-15", birthTime: "14:30", gender: M }) {
        texts${lang} usefulGods { reason${lang} } interactions { text${lang} } } }`),
      contextValue: { access: undefined, usage: null },
    });
    expect(result.errors).toBeUndefined();
    return (result.data as any).sajuStructure;
  };

  it('KO by default, the same as lang: KO; EN the English text', async () => {
    const plain = await run('');
    expect(await run('(lang: KO)')).toEqual(plain);
    expect(plain.texts[0]).toMatch(/^일간 /);
    const en = await run('(lang: EN)');
    expect(en.texts).toHaveLength(plain.texts.length);
    expect(en.texts[0]).toMatch(/^The day master /);
    expect(outsideParentheses(en.usefulGods.reason)).not.toMatch(HANGUL);
  });
});
