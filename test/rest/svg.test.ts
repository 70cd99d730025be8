/**
 * The picture routes through the real app: POST /v1/astrology/natal-chart/svg, /v1/saju/svg and
 * /v1/jami/svg answer image/svg+xml in the requested language, cost 2 credits (the svg feature,
 * whatever the sibling costs), and fail like their JSON siblings, uncharged. POST
 * /v1/astrology/synastry/svg runs westernSynastry(input) { svg(lang) }: the synastry's 5 credits and the
 * picture's 2 (svg), refused to free keys as the synastry is, with the synastry's flat errors.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsFor } from '../../src/access/plans.js';
import { SqliteStore } from '../../src/access/sqlite-store.js';
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

// ── POST /v1/astrology/synastry/svg ──────────────────────────────────────────────────────────

describe('POST /v1/astrology/synastry/svg', () => {
  const PATH = '/v1/astrology/synastry/svg';
  const SEOUL = NATAL.location;
  const SYNASTRY = {
    person1_datetime: '1990-05-15T14:30:00', person1_location: SEOUL, person1_name: '민수',
    person2_datetime: '1962-02-04T08:15:00', person2_location: SEOUL, person2_name: '지은',
  };
  const SYNASTRY_WORDS: Record<'ko' | 'en', string[]> = {
    ko: [...SIGNS.map((s) => s.ko), '시너스트리', '상승점', '중천점', '트라인', '오포지션', '하우스: Placidus · 민수', 'ASC'],
    en: [...SIGNS.map((s) => s.en), 'Synastry', 'Trine', 'Opposition', 'Houses: Placidus · 민수', 'ASC'],
  };
  const PRICE = creditsFor('synastry') + creditsFor('svg');
  /** The flat error body (spec §7) without its timestamp. */
  const flat = (status: number, error: string) => ({ success: false, error, error_code: status, details: null });
  const withoutTimestamp = ({ timestamp, ...rest }: Record<string, unknown>) => {
    expect(timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
    return rest;
  };

  for (const lang of ['ko', 'en'] as const) {
    it(`answers the bi-wheel with ${lang} labels, for the synastry's credits plus the picture's`, async () => {
      const key = await server.key('developer');
      const res = await server.post(PATH, { ...SYNASTRY, lang }, key);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      const root = checkDocument(await res.text(), lang);
      expect(root.attrs['data-chart']).toBe('synastry');
      const words = allText(root);
      for (const w of SYNASTRY_WORDS[lang]) expect(words).toContain(w);
      const other = lang === 'ko' ? 'en' : 'ko';
      expect(SYNASTRY_WORDS[other].filter((w) => !SYNASTRY_WORDS[lang].includes(w) && words.includes(w))).toEqual([]);
      // Person 2's ascendant is a glyph on the outer ring: ASC, never AC.
      const ascendant = all(root, (e) => e.attrs['data-body'] === 'asc');
      expect(ascendant.map((e) => e.text)).toEqual(['ASC']);
      expect(res.headers.get('x-ratelimit-remaining')).toBe('4999');
      expect(await creditsUsed(key)).toBe(PRICE);
    });
  }

  it('defaults to en and accepts lang in any case', async () => {
    const plain = await (await server.post(PATH, SYNASTRY)).text();
    expect(checkDocument(plain, 'en').attrs.lang).toBe('en');
    expect(await (await server.post(PATH, { ...SYNASTRY, lang: 'EN' })).text()).toBe(plain);
    expect(checkDocument(await (await server.post(PATH, { ...SYNASTRY, lang: 'Ko' })).text(), 'ko').attrs.lang).toBe('ko');
  });

  it('401 without a key, in the flat style', async () => {
    const res = await server.post(PATH, SYNASTRY, null);
    expect(res.status).toBe(401);
    const body = withoutTimestamp(await res.json());
    expect(body).toMatchObject({ success: false, error_code: 401 });
  });

  it.each([
    {
      why: 'person2_datetime missing',
      body: { ...SYNASTRY, person2_datetime: undefined },
      json: flat(400, "Invalid value for 'body -> person2_datetime': field required"),
    },
    {
      why: 'lang not ko or en',
      body: { ...SYNASTRY, lang: 'fr' },
      json: flat(400, "Invalid value for 'body -> lang': value is not a valid enumeration member; permitted: 'ko', 'en'"),
    },
    {
      why: 'orb_degrees above 15.0',
      body: { ...SYNASTRY, orb_degrees: 16 },
      json: flat(400, "Invalid value for 'body -> orb_degrees': ensure this value is less than or equal to 15.0"),
    },
  ])('400 in the synastry’s flat style, uncharged: $why', async ({ body, json }) => {
    const key = await server.key('developer');
    const res = await server.post(PATH, body, key);
    expect(res.status).toBe(400);
    expect(withoutTimestamp(await res.json())).toEqual(json);
    expect(await creditsUsed(key)).toBe(0);
  });

  it('a free key gets the synastry’s 403, uncharged; a key without the credits gets 429, uncharged', async () => {
    const free = await server.key('free');
    const refused = await server.post(PATH, SYNASTRY, free);
    expect(refused.status).toBe(403);
    expect(withoutTimestamp(await refused.json())).toEqual(flat(403, 'The free plan does not include the feature: synastry'));
    expect(await creditsUsed(free)).toBe(0);
    const short = await server.key('developer', { creditLimit: PRICE - 1 });
    expect((await server.post(PATH, SYNASTRY, short)).status).toBe(429);
    expect(await creditsUsed(short)).toBe(0);
    expect((await server.post('/v1/astrology/synastry', SYNASTRY, short)).status).toBe(200);
    expect(await creditsUsed(short)).toBe(creditsFor('synastry'));
  });

  it('the charge is recorded as the synastry and one svg picture', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svg-usage-'));
    const own = await startServer(new SqliteStore(join(dir, 'access.db')));
    try {
      const key = await own.key('professional');
      expect((await own.post(PATH, { ...SYNASTRY, lang: 'ko' }, key)).status).toBe(200);
      const db = new Database(join(dir, 'access.db'), { readonly: true });
      const rows = db.prepare('SELECT feature, requests, credits FROM key_usage ORDER BY feature').all();
      db.close();
      expect(rows).toEqual([
        { feature: 'svg', requests: 0, credits: creditsFor('svg') },
        { feature: 'synastry', requests: 1, credits: creditsFor('synastry') },
      ]);
    } finally {
      await own.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the picture is the synastry of the request: one line per aspect of the JSON route, minor aspects when asked for', async () => {
    const json = await (await server.post('/v1/astrology/synastry', { ...SYNASTRY, include_minor_aspects: true })).json();
    const root = checkDocument(await (await server.post(PATH, { ...SYNASTRY, include_minor_aspects: true })).text(), 'en');
    const lines = all(root, (e) => e.name === 'line' && e.attrs['data-aspect'] !== undefined);
    expect(lines.map((l) => `${l.attrs['data-from']} ${l.attrs['data-aspect']} ${l.attrs['data-to']}`).sort()).toEqual(
      json.data.synastry_aspects.map((a: { person1_point: string; aspect_type: string; person2_point: string }) =>
        `${a.person1_point.toLowerCase().replace(/ /g, '_')} ${a.aspect_type} ${a.person2_point.toLowerCase().replace(/ /g, '_')}`).sort(),
    );
    const legend = all(root, (e) => e.attrs['data-legend-aspect'] !== undefined).map((e) => e.attrs['data-legend-aspect']);
    expect(legend).toContain('quincunx');
    expect(legend).toContain('biquintile');
    const plain = checkDocument(await (await server.post(PATH, SYNASTRY)).text(), 'en');
    expect(all(plain, (e) => e.attrs['data-legend-aspect'] !== undefined)).toHaveLength(5);
  });
});
