/**
 * POST /v1/saju/structure (강약, 용신, 격국) through the real app: values cross-checked with the core
 * (src/core/saju/structure.ts), detail-style errors that charge nothing, 401, credits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsFor } from '../../src/access/plans.js';
import { sajuReading } from '../../src/core/saju/reading.js';
import { SajuStructure } from '../../src/core/saju/structure.js';
import { startServer, type TestServer } from '../helpers/app.js';
import { ELEMENT_LABELS } from '../../src/core/saju/labels.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const birth = { name: '홍길동', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' };
const structure = (usefulGodMethod: 'eokbu' | 'johu') =>
  new SajuStructure(sajuReading({ name: birth.name, birthdate: birth.birthdate, birthTime: birth.birth_time, gender: 'M' }).chart.pillars(), { usefulGodMethod });

async function usageOf(key: string) {
  const record = await server.store.authenticate(key);
  const { dailyUsed, creditsUsed } = await server.store.usage(record!.id);
  return { requests: dailyUsed, credits: creditsUsed };
}

describe('POST /v1/saju/structure', () => {
  it.each(['eokbu', 'johu'] as const)('the structure by %s, as the core computes it', async (method) => {
    const res = await server.post('/v1/saju/structure', { ...birth, useful_god_method: method });
    expect(res.status).toBe(200);
    const json = await res.json();
    const s = structure(method);
    const strength = s.strength();
    expect(json.strength).toMatchObject({ score: strength.score, category: strength.category, deukryeong: strength.deukryeong });
    expect(json.strength.groups).toEqual(strength.groups);
    const u = s.usefulGods();
    expect(json.useful_gods).toEqual({
      method: u.method, applied: u.applied, useful: ELEMENT_LABELS[u.useful].ko, useful_group: u.usefulGroup,
      favorable: ELEMENT_LABELS[u.favorable].ko, unfavorable: ELEMENT_LABELS[u.unfavorable].ko, reason: u.reason,
    });
    expect(json.pattern.name).toBe(s.pattern().name);
    expect(json.interactions.map((x: any) => [x.name, x.characters, x.places])).toEqual(s.interactions().map((x) => [x.name, x.characters, x.places]));
    expect(json.texts).toEqual(s.texts());
    expect(json.taewon).toMatch(/^[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥]$/);
    expect(json.myeonggung).not.toBeNull();
  });

  it('eokbu by default; 명궁 and 신궁 null without a birth time', async () => {
    const json = await (await server.post('/v1/saju/structure', { ...birth, birth_time: null })).json();
    expect(json.useful_gods.method).toBe('eokbu');
    expect(json.myeonggung).toBeNull();
    expect(json.singung).toBeNull();
  });

  it.each([
    ['unknown method', { useful_god_method: 'x' }, "Invalid value for 'body -> useful_god_method': value is not a valid enumeration member; permitted: 'eokbu', 'johu'"],
    ['gender', { gender: 'X' }, 'gender must be M or F'],
    ['malformed birthdate', { birthdate: '1990-5-15' }, "Invalid value for 'body -> birthdate': invalid date format, use YYYY-MM-DD"],
  ])('%s: 400 in detail style, nothing charged', async (_name, extra, detail) => {
    const key = await server.key('free');
    const res = await server.post('/v1/saju/structure', { ...birth, ...extra }, key);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail });
    expect(await usageOf(key)).toEqual({ requests: 0, credits: 0 });
  });

  it('401 without a key', async () => {
    expect((await server.post('/v1/saju/structure', birth, null)).status).toBe(401);
  });

  it('charges saju-structure once; the free tier has it', async () => {
    const key = await server.key('free');
    expect((await server.post('/v1/saju/structure', birth, key)).status).toBe(200);
    expect(await usageOf(key)).toEqual({ requests: 1, credits: creditsFor('saju-structure') });
  });
});
