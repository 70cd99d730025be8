/**
 * The language of the Western texts on REST (/v1/astrology/firdaria, /profections, /synastry):
 * body `lang` (ko or en, any letter case), else Accept-Language (en when its first language is
 * English), else Korean; without either the answer is today's Korean one; an invalid lang is the
 * route's flat-style 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/app.js';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const SEOUL = { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' };
const natal = { natal_datetime: '1990-05-15T14:30:00', natal_location: SEOUL };

const F = '/v1/astrology/firdaria';
const P = '/v1/astrology/profections';
const S = '/v1/astrology/synastry';
const bodies: Record<string, object> = {
  [F]: { ...natal, current_age: 35, gender: 'male' },
  [P]: { ...natal, current_age: 35 },
  [S]: {
    person1_datetime: '1990-05-15T14:30:00', person1_location: SEOUL, person1_name: 'Alice',
    person2_datetime: '1992-11-03T08:15:00', person2_location: SEOUL, person2_name: 'James',
    include_minor_aspects: true,
  },
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
  return (await res.json()).data;
}

/** Keys of the interpretive texts in the three records (strings or lists of strings). */
const TEXT_KEYS = new Set([
  'planet_themes', 'interpretation', 'house_theme', 'summary', 'sign_interpretation', 'overlay_interpretation',
  'compatibility_description', 'temperament_analysis', 'relationship_strengths', 'relationship_challenges',
  'compatibility_notes', 'key_insights', 'overall_interpretation', 'description', 'overall_relationship_summary',
]);

/** The interpretive texts of a record: every string under a text key, wherever it is. */
function texts(_path: string, data: unknown, key = ''): string[] {
  if (typeof data === 'string') return TEXT_KEYS.has(key) ? [data] : [];
  if (Array.isArray(data)) return data.flatMap((v) => texts(_path, v, key));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([k, v]) => texts(_path, v, k));
  return [];
}

/** The record without what changes from one request to the next (the time of calculation). */
function stable(data: any): any {
  return JSON.parse(JSON.stringify(data, (k, v) => (k === 'calculation_date' || k === 'timestamp' ? undefined : v)));
}

describe.each([F, P, S])('%s', (path) => {
  it('answers in Korean without lang and without an English Accept-Language, as before', async () => {
    const plain = await post(path);
    const all = texts(path, plain);
    expect(all.length).toBeGreaterThanOrEqual(path === S ? 50 : 2);
    for (const t of all) expect(t, t).toMatch(HANGUL);
    expect(stable(await post(path, { lang: 'ko' }))).toEqual(stable(plain));
    expect(stable(await post(path, {}, { 'Accept-Language': 'ko-KR,ko;q=0.9,en-US;q=0.8' }))).toEqual(stable(plain));
    expect(stable(await post(path, {}, { 'Accept-Language': 'fr-FR, en;q=0.5' }))).toEqual(stable(plain));
  });

  it('answers in English with lang en in the body (any letter case)', async () => {
    const plain = await post(path);
    for (const lang of ['en', 'EN', 'En']) {
      const data = await post(path, { lang });
      const all = texts(path, data);
      expect(all).toHaveLength(texts(path, plain).length);
      for (const t of all) expect(t, t).not.toMatch(HANGUL);
      // Only the texts change: the numbers and the rest of the record are the same.
      expect(Object.keys(data)).toEqual(Object.keys(plain));
    }
  });

  it('answers in English when the first Accept-Language is English', async () => {
    const en = stable(await post(path, { lang: 'en' }));
    expect(stable(await post(path, {}, { 'Accept-Language': 'en-US,en;q=0.9,ko;q=0.8' }))).toEqual(en);
    expect(stable(await post(path, {}, { 'Accept-Language': 'EN' }))).toEqual(en);
  });

  it('lang ko in the body wins over an English Accept-Language', async () => {
    const plain = stable(await post(path));
    expect(stable(await post(path, { lang: 'KO' }, { 'Accept-Language': 'en-US' }))).toEqual(plain);
  });

  it('an invalid lang is the flat-style 400, not charged', async () => {
    const k = await server.key();
    const res = await server.post(path, { ...bodies[path], lang: 'fr' }, k);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(Object.keys(json)).toEqual(['success', 'error', 'error_code', 'details', 'timestamp']);
    expect(json).toMatchObject({ success: false, error_code: 400, details: null });
    expect(json.error).toMatch(/^Invalid value for 'body -> lang'/);
    const record = await server.store.authenticate(k);
    expect(await server.store.usage(record!.id)).toMatchObject({ creditsUsed: 0, dailyUsed: 0 });
  });
});

describe('sample English answers', () => {
  it('firdaria', async () => {
    const data = await post(F, { lang: 'en' });
    expect(data.current_period.planet_themes).toEqual(['emotions', 'home', 'the mother', 'change', 'dealings with the public']);
    expect(data.interpretation).toMatch(/^Age 35 falls in the firdaria period ruled by the Moon \(ages 32–41, 9 years\); 3 years of it have passed and 6 years remain\. Key themes: emotions, /);
  });

  it('profections', async () => {
    const data = await post(P, { lang: 'en' });
    expect(data.interpretation.summary).toMatch(/^At age 35, the annual profection activates the 12th house \(seclusion, hidden enemies, rest, the inner life\)\./);
  });

  it('synastry', async () => {
    const data = await post(S, { lang: 'en' });
    expect(data.compatibility_analysis.compatibility_notes).toMatch(/^The overall compatibility score of Alice and James is \d+ out of 100, /);
    expect(data.relationship_theme_summary.overall_relationship_summary).toMatch(/^The most prominent themes? in the relationship between Alice and James (is|are) /);
  });
});
