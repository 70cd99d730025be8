/**
 * The picture routes through the real app: POST /v1/astrology/natal-chart/svg, /v1/saju/svg and
 * /v1/jami/svg answer image/svg+xml in the requested language, cost 2 credits (the svg feature,
 * whatever the sibling costs), and fail like their JSON siblings, uncharged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNS } from '../../src/core/astro/zodiac.js';
import { PALACE_LABELS } from '../../src/core/labels.js';
import { startServer, type TestServer } from '../helpers/app.js';
import { all, allText, checkDocument } from '../helpers/xml.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const NATAL = { datetime: '1990-05-15T14:30:00', location: { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' }, name: 'Kim' };
const SAJU = { name: '홍길동', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' };
const JAMI = { input_data: { name: '홍길동', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' }, target_year_ganji: '갑진' };

const ROUTES = [
  { path: '/v1/astrology/natal-chart/svg', body: NATAL, chart: 'natal', defaultLang: 'en' },
  { path: '/v1/saju/svg', body: SAJU, chart: 'saju', defaultLang: 'ko' },
  { path: '/v1/jami/svg', body: JAMI, chart: 'jami', defaultLang: 'ko' },
] as const;

/** Words each picture must show in each language. */
const WORDS: Record<string, Record<'ko' | 'en', string[]>> = {
  natal: { ko: [...SIGNS.map((s) => s.ko), '출생 차트', '상승점'], en: [...SIGNS.map((s) => s.en), 'Natal Chart', 'ASC'] },
  saju: { ko: ['사주팔자', '년주', '시주', '지장간', '일간'], en: ['Four Pillars', 'Year', 'Hour', 'Hidden stems', 'Day Master'] },
  jami: {
    ko: [...Object.values(PALACE_LABELS).map((p) => p.ko), '자미두수 명반', '자미'],
    en: [...Object.values(PALACE_LABELS).map((p) => p.en), 'Zi Wei Dou Shu chart', 'Zi Wei'],
  },
};

const creditsUsed = async (key: string) => (await server.store.usage((await server.store.authenticate(key))!.id)).creditsUsed;

describe.each(ROUTES)('POST $path', ({ path, body, chart, defaultLang }) => {
  for (const lang of ['ko', 'en'] as const) {
    it(`answers an SVG document with ${lang} labels for 2 credits`, async () => {
      const key = await server.key('developer');
      const res = await server.post(path, { ...body, lang }, key);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      const root = checkDocument(await res.text(), lang);
      expect(root.attrs['data-chart']).toBe(chart);
      const words = allText(root);
      for (const w of WORDS[chart][lang]) expect(words).toContain(w);
      const other = lang === 'ko' ? 'en' : 'ko';
      expect(WORDS[chart][other].filter((w) => !WORDS[chart][lang].includes(w) && words.includes(w))).toEqual([]);
      expect(res.headers.get('x-ratelimit-remaining')).toBe('4999');
      expect(await creditsUsed(key)).toBe(2);
    });
  }

  it(`defaults to ${defaultLang} and accepts lang in any case`, async () => {
    const plain = await server.post(path, body);
    const upper = await server.post(path, { ...body, lang: defaultLang.toUpperCase() });
    const svg = await plain.text();
    expect(checkDocument(svg, defaultLang).attrs.lang).toBe(defaultLang);
    expect(await upper.text()).toBe(svg);
  });

  it('401 without a key', async () => {
    const res = await server.post(path, body, null);
    expect(res.status).toBe(401);
  });
});

describe('validation errors in the sibling route style, uncharged', () => {
  const cases = [
    {
      path: '/v1/astrology/natal-chart/svg',
      body: { ...NATAL, location: { ...NATAL.location, latitude: 95 } },
      status: 400,
      json: { success: false, error: { code: 'INVALID_LOCATION', message: 'Latitude must be between -90 and 90' } },
    },
    {
      path: '/v1/astrology/natal-chart/svg',
      body: { ...NATAL, lang: 'fr' },
      status: 400,
      json: { success: false, error: { code: 'INVALID_REQUEST', message: "Invalid value for 'body -> lang': value is not a valid enumeration member; permitted: 'ko', 'en'" } },
    },
    { path: '/v1/saju/svg', body: { ...SAJU, gender: 'X' }, status: 400, json: { detail: 'gender must be M or F' } },
    {
      path: '/v1/saju/svg',
      body: { ...SAJU, lang: 3 },
      status: 400,
      json: { detail: "Invalid value for 'body -> lang': str type expected" },
    },
    {
      path: '/v1/jami/svg',
      body: { input_data: { name: '홍길동', birthdate: '1990-05-15' } },
      status: 422,
      json: { detail: 'Missing required fields: birth_time, gender' },
    },
    { path: '/v1/jami/svg', body: { ...JAMI, target_year_ganji: '갑갑' }, status: 400, json: { detail: "Invalid value for 'body -> target_year_ganji': target_year_ganji must be a Korean stem-branch name such as 갑진" } },
  ];

  it.each(cases)('$path $json', async ({ path, body, status, json }) => {
    const key = await server.key('developer');
    const res = await server.post(path, body, key);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(json);
    expect(await creditsUsed(key)).toBe(0);
  });

  it('a lunar date that does not exist: the saju message, uncharged', async () => {
    const key = await server.key('developer');
    const res = await server.post('/v1/saju/svg', { ...SAJU, birthdate: '2024-01-30', is_lunar: true }, key);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: '음력 날짜를 양력으로 변환할 수 없습니다: 음력 2024년 1월은 29일까지입니다' });
    expect(await creditsUsed(key)).toBe(0);
  });
});

describe('the pictures are the charts of the request', () => {
  it('natal: one glyph per body, asteroids included when asked for', async () => {
    const plain = checkDocument(await (await server.post('/v1/astrology/natal-chart/svg', NATAL)).text(), 'en');
    const asteroids = checkDocument(await (await server.post('/v1/astrology/natal-chart/svg', { ...NATAL, include_asteroids: true })).text(), 'en');
    const glyphs = (root: typeof plain) => all(root, (e) => e.attrs['data-body'] !== undefined).map((e) => e.attrs['data-body']);
    expect(glyphs(plain)).toEqual(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true_node']);
    expect(glyphs(asteroids)).toEqual([...glyphs(plain), 'chiron', 'north_node', 'south_node']);
  });

  it('saju: the pillars of 1990-05-15 14:30 (庚午 辛巳 庚辰 癸未)', async () => {
    const root = checkDocument(await (await server.post('/v1/saju/svg', SAJU)).text(), 'ko');
    const chars = all(root, (e) => e.attrs['data-char'] !== undefined).map((e) => `${e.parent!.attrs['data-pillar']}:${e.text}`);
    expect(chars).toEqual(['hour:癸', 'hour:未', 'day:庚', 'day:辰', 'month:辛', 'month:巳', 'year:庚', 'year:午']);
  });

  it('jami: 명궁 in 술, 자미 in the 술 cell', async () => {
    const root = checkDocument(await (await server.post('/v1/jami/svg', JAMI)).text(), 'ko');
    const life = all(root, (e) => e.attrs['data-life'] === 'true');
    expect(life.map((e) => e.attrs['data-branch'])).toEqual(['술']);
    expect(all(life[0], (e) => e.attrs['data-star'] === '자미')).toHaveLength(1);
  });
});
