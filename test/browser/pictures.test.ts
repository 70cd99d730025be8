/**
 * The four pictures in Chromium, fetched from the running app (REST for all four, and POST /graphql
 * for synastry too): each screenshot (test-output/screenshots/picture-*.png) is not blank, no text
 * runs outside the picture, the planet glyphs and their degree labels do not overlap (natal wheel,
 * both synastry rings, a stellium), the legend's texts overlap neither each other nor the wheel's,
 * and the texts of each jami palace cell stay inside the cell without overlapping each other (the
 * baseline bug: under librsvg the star lists climbed into the cell above).
 *
 * The gallery (issue 25): 22 hard pictures — stelliums at the Ascendant, a polar chart, every point,
 * bi-wheels with both Vertexes, the tables layouts, every theme and both languages — saved to
 * test-output/pictures/ for a person to look at, each checked the same way (texts inside, glyphs,
 * labels, house numbers and axis names apart by their real ink), and the astrological glyphs checked
 * to be drawn by a font that has them (not the missing-glyph box).
 *
 * Boxes are ink boxes: the horizontal extent from getBBox (the laid-out advance, tspans and dx
 * included) and the vertical extent from the alphabetic baseline (the y attribute) by the glyphs'
 * measured ascent and descent (canvas measureText with the element's computed font). getBBox's own
 * height is the font's line box, 1.4 em for Noto Sans CJK, which overlaps on any tightly set list.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/app.js';
import { launchBrowser, SCREENSHOT_DIR } from '../helpers/browser.js';

const GALLERY_DIR = 'test-output/pictures';

let server: TestServer;
let browser: Browser;
let page: Page;
beforeAll(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  mkdirSync(GALLERY_DIR, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1000, height: 1000 }, deviceScaleFactor: 2 });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const SEOUL = { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' };
const SAJU = { name: '홍길동', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' };
const STELLIUM = '1962-02-04T12:00:00'; // seven bodies in Aquarius

async function rest(path: string, body: unknown): Promise<string> {
  const res = await server.post(path, body);
  expect(res.status).toBe(200);
  return res.text();
}

async function synastry(lang: 'KO' | 'EN', person2: string): Promise<string> {
  const query = `query ($p1: SynastryPersonInput!, $p2: SynastryPersonInput!, $lang: Lang) {
    westernSynastry(input: { person1: $p1, person2: $p2, includeVertexPoints: true }) { svg(lang: $lang) } }`;
  const variables = {
    p1: { name: '민수', datetime: '1990-05-15T14:30:00', location: SEOUL },
    p2: { name: '지은', datetime: person2, location: SEOUL },
    lang,
  };
  const res = await server.post('/graphql', { query, variables });
  const json = await res.json();
  expect(json.errors).toBeUndefined();
  return json.data.westernSynastry.svg;
}

interface Ink {
  /** What the text is, for messages: e.g. "sun" or "자미". */
  id: string;
  group: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Opens an SVG, waits for its fonts, saves a screenshot and returns the share of non-white pixels in it. */
async function show(name: string, svg: string, dir = SCREENSHOT_DIR): Promise<number> {
  await page.setContent(`<!doctype html><html><body style="margin:0;background:#fff">${svg}</body></html>`);
  await page.evaluate(() => document.fonts.ready);
  const png = await page.locator('svg').screenshot({ path: join(dir, dir === SCREENSHOT_DIR ? `picture-${name}.png` : `${name}.png`) });
  return page.evaluate(async (base64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${base64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [img.width, img.height];
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, img.width, img.height);
    let inked = 0;
    // Inked: differs from the picture's own background (its top-left pixel).
    const [r0, g0, b0] = [data[0], data[1], data[2]];
    for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i] - r0) + Math.abs(data[i + 1] - g0) + Math.abs(data[i + 2] - b0) > 60) inked++;
    return inked / (img.width * img.height);
  }, png.toString('base64'));
}

/** Ink boxes (svg coordinates) of the texts matching `selector`, grouped by `groupOf` (an ancestor attribute). */
function inkBoxes(selector: string, groupAttr: string | null): Promise<Ink[]> {
  return page.evaluate(([selector, groupAttr]) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll<SVGTextElement>(selector)].map((el) => {
      const style = getComputedStyle(el);
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const m = ctx.measureText(el.textContent ?? '');
      const b = el.getBBox();
      const y = Number(el.getAttribute('y'));
      const ctm = el.getCTM()!;
      const corners = [[b.x, y - m.actualBoundingBoxAscent], [b.x + b.width, y + m.actualBoundingBoxDescent]]
        .map(([x, yy]) => new DOMPoint(x, yy).matrixTransform(ctm));
      return {
        id: el.getAttribute('data-body') ?? (el.hasAttribute('data-body-label') ? `${el.getAttribute('data-body-label')} label` : null) ??
          el.getAttribute('data-star') ?? el.textContent ?? '',
        group: groupAttr ? el.closest(`[${groupAttr}]`)?.getAttribute(groupAttr) ?? '' : '',
        x0: Math.min(corners[0].x, corners[1].x),
        y0: Math.min(corners[0].y, corners[1].y),
        x1: Math.max(corners[0].x, corners[1].x),
        y1: Math.max(corners[0].y, corners[1].y),
      };
    });
  }, [selector, groupAttr] as const);
}

/** Pairs of boxes in the same group that overlap (touching is allowed). */
function overlaps(boxes: readonly Ink[]): string[] {
  const found: string[] = [];
  for (let a = 0; a < boxes.length; a++) {
    for (let b = a + 1; b < boxes.length; b++) {
      const [p, q] = [boxes[a], boxes[b]];
      if (p.group === q.group && p.x0 < q.x1 && q.x0 < p.x1 && p.y0 < q.y1 && q.y0 < p.y1) found.push(`${p.group} ${p.id} × ${q.id}`);
    }
  }
  return found;
}

/** Pairs of boxes, one from each list, that overlap. */
function overlapsBetween(a: readonly Ink[], b: readonly Ink[]): string[] {
  return a.flatMap((p) => b.filter((q) => p.x0 < q.x1 && q.x0 < p.x1 && p.y0 < q.y1 && q.y0 < p.y1).map((q) => `${p.id} × ${q.id}`));
}

/** The legend below the wheel: its texts apart from each other and from every other text of the picture. */
async function expectLegendApart(): Promise<void> {
  const legend = await inkBoxes('g[data-layer="legend"] text', null);
  const rest = await inkBoxes('text:not(g[data-layer="legend"] text)', null);
  expect(legend.length).toBeGreaterThan(10);
  expect(overlaps(legend)).toEqual([]);
  expect(overlapsBetween(legend, rest)).toEqual([]);
}

/** Every text's ink inside the picture (nothing clipped at the edges). */
async function expectInside(): Promise<void> {
  const [width, height] = await page.evaluate(() => {
    const svg = document.querySelector('svg')!;
    return [svg.width.baseVal.value, svg.height.baseVal.value];
  });
  const outside = (await inkBoxes('text', null)).filter((b) => b.x0 < 0 || b.y0 < 0 || b.x1 > width || b.y1 > height);
  expect(outside.map((b) => b.id)).toEqual([]);
}

const GLYPHS = 'text[data-body], text[data-body-label]';

describe('pictures in Chromium', () => {
  it('natal wheel: inked, nothing clipped, glyphs and degree labels apart', async () => {
    const svg = await rest('/v1/astrology/natal-chart/svg', { datetime: '1990-05-15T14:30:00', location: SEOUL, name: 'Kim', include_asteroids: true });
    expect(await show('natal', svg)).toBeGreaterThan(0.03);
    await expectInside();
    const boxes = await inkBoxes(GLYPHS, null);
    expect(boxes.filter((b) => b.id.startsWith('sun')).map((b) => b.id)).toEqual(['sun', 'sun label']);
    expect(boxes.length).toBe(28); // 14 glyphs and their degree labels
    expect(overlaps(boxes)).toEqual([]);
    await expectLegendApart();
  });

  it('natal wheel inside the polar circle: Placidus falls back to Porphyry and the subtitle says so', async () => {
    const tromso = { latitude: 69.6492, longitude: 18.9553, timezone: 'Europe/Oslo' };
    const svg = await rest('/v1/astrology/natal-chart/svg', { datetime: '1990-12-15T10:30:00', location: tromso, include_asteroids: true, house_system: 'PLACIDUS' });
    expect(await show('natal-polar', svg)).toBeGreaterThan(0.03);
    await expectInside();
    expect(await page.locator('text[data-houses]').textContent()).toBe('Houses: Porphyry (Placidus is undefined at this latitude)');
    const boxes = await inkBoxes(GLYPHS, null);
    expect(overlaps(boxes)).toEqual([]);
    await expectLegendApart();
  });

  it('natal wheel with a stellium (seven bodies in Aquarius) in Korean', async () => {
    const svg = await rest('/v1/astrology/natal-chart/svg', { datetime: STELLIUM, location: SEOUL, include_asteroids: true, lang: 'ko' });
    expect(await show('natal-stellium', svg)).toBeGreaterThan(0.03);
    await expectInside();
    const boxes = await inkBoxes(GLYPHS, null);
    expect(boxes.length).toBe(28);
    expect(overlaps(boxes)).toEqual([]);
    await expectLegendApart();
  });

  it('synastry bi-wheel: both rings apart, the outer one with a stellium', async () => {
    const svg = await synastry('KO', '1962-02-04T08:15:00');
    expect(await show('synastry', svg)).toBeGreaterThan(0.03);
    await expectInside();
    const boxes = await inkBoxes(GLYPHS, null);
    const rings = await inkBoxes(GLYPHS, 'data-person');
    expect(new Set(rings.map((b) => b.group))).toEqual(new Set(['1', '2']));
    // Within each ring and across the rings.
    expect(overlaps(rings)).toEqual([]);
    expect(overlaps(boxes)).toEqual([]);
    await expectLegendApart();
  });

  it('synastry bi-wheel from POST /v1/astrology/synastry/svg, in English with the minor aspects', async () => {
    const svg = await rest('/v1/astrology/synastry/svg', {
      person1_datetime: '1990-05-15T14:30:00', person1_location: SEOUL, person1_name: '민수',
      person2_datetime: STELLIUM, person2_location: SEOUL, person2_name: '지은',
      include_vertex_points: true, include_minor_aspects: true, minor_orb_degrees: 4, lang: 'en',
    });
    expect(await show('synastry-rest', svg)).toBeGreaterThan(0.03);
    await expectInside();
    const rings = await inkBoxes(GLYPHS, 'data-person');
    expect(new Set(rings.map((b) => b.group))).toEqual(new Set(['1', '2']));
    expect(overlaps(rings)).toEqual([]);
    expect(overlaps(await inkBoxes(GLYPHS, null))).toEqual([]);
    expect(await page.locator('g[data-legend-aspect]').count()).toBe(11);
    expect(await page.locator('text[data-body="asc"]').textContent()).toBe('ASC');
    await expectLegendApart();
  });

  it('saju pillars: inked, nothing clipped', async () => {
    for (const lang of ['ko', 'en'] as const) {
      expect(await show(`saju-${lang}`, await rest('/v1/saju/svg', { ...SAJU, lang }))).toBeGreaterThan(0.03);
      await expectInside();
    }
  });

  it('jami grid: the texts of each palace cell stay inside it and apart, in either language', async () => {
    // 1964-12-03 17:30: eight major and auxiliary stars in 丑, so its minor stars take three columns.
    const crowded = { ...SAJU, birthdate: '1964-12-03', birth_time: '17:30' };
    for (const [name, input, lang] of [['ko', SAJU, 'ko'], ['en', SAJU, 'en'], ['crowded-en', crowded, 'en']] as const) {
      const svg = await rest('/v1/jami/svg', { input_data: input, lang });
      expect(await show(`jami-${name}`, svg)).toBeGreaterThan(0.03);
      if (input === crowded) {
        const columns = await page.locator('g[data-branch="축"] text[data-kind="minor"]').evaluateAll((els) => new Set(els.map((e) => e.getAttribute('x'))).size);
        expect(columns).toBe(3);
      }
      await expectInside();
      const boxes = await inkBoxes('g[data-palace] text', 'data-palace');
      expect(new Set(boxes.map((b) => b.group)).size).toBe(12);
      expect(boxes.length).toBeGreaterThan(12 * 4);
      expect(overlaps(boxes)).toEqual([]);
      // Each text inside its own cell (the star lists had climbed into the cell above).
      const cells = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('g[data-palace]')].map((g) => {
        const rect = g.querySelector('rect')!;
        const [a, b] = [[0, 0], [rect.width.baseVal.value, rect.height.baseVal.value]].map(([x, y]) => new DOMPoint(x, y).matrixTransform(rect.getCTM()!));
        return [g.getAttribute('data-palace'), { x0: a.x, y0: a.y, x1: b.x, y1: b.y }];
      })));
      const strays = boxes.filter((t) => {
        const c = cells[t.group];
        return t.x0 < c.x0 || t.y0 < c.y0 || t.x1 > c.x1 || t.y1 > c.y1;
      });
      expect(strays.map((t) => `${t.group} ${t.id}`)).toEqual([]);
    }
  });

  it('a blank page is not counted as a picture (the measure itself)', async () => {
    expect(await show('blank', '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#fff"/></svg>')).toBe(0);
  });
});

// ── The gallery ─────────────────────────────────────────────────────────────────────────────────

const DELHI = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
const TROMSO = { latitude: 69.6492, longitude: 18.9553, timezone: 'Europe/Oslo' };
const SYDNEY = { latitude: -33.8688, longitude: 151.2093, timezone: 'Australia/Sydney' };
const ALL_POINTS = ['mean_lilith', 'true_lilith', 'ceres', 'pallas', 'juno', 'vesta'];
const natalBody = (datetime: string, location: object, extra: object = {}) =>
  ({ datetime, location, include_asteroids: true, points: ALL_POINTS, house_system: 'PLACIDUS', ...extra });
const pair = (p1: string, l1: object, p2: string, l2: object, extra: object = {}) => ({
  person1_datetime: p1, person1_location: l1, person1_name: '민수', person2_datetime: p2, person2_location: l2, person2_name: '지은',
  include_vertex_points: true, ...extra,
});
const DELHI_1962 = '1962-02-05T00:30:00Z'; // the chart: seven bodies in Aquarius at the Ascendant, every point

const GALLERY: [name: string, path: string, body: object][] = [
  ['natal-delhi-1962-all-points-en', '/v1/astrology/natal-chart/svg', natalBody(DELHI_1962, DELHI, { name: 'Delhi 1962' })],
  ['natal-seoul-2020-capricorn-ko', '/v1/astrology/natal-chart/svg', natalBody('2020-01-12T12:00:00', SEOUL, { lang: 'ko', name: '서울 2020' })],
  ['natal-tromso-polar-en', '/v1/astrology/natal-chart/svg', natalBody('1990-12-15T10:30:00', TROMSO)],
  ['natal-aquarius-stellium-dark-ko', '/v1/astrology/natal-chart/svg', natalBody(STELLIUM, SEOUL, { lang: 'ko', theme: 'dark' })],
  ['natal-delhi-1962-tables-en', '/v1/astrology/natal-chart/svg', natalBody(DELHI_1962, DELHI, { layout: 'wheel+tables' })],
  ['natal-seoul-2020-tables-only-ko', '/v1/astrology/natal-chart/svg', natalBody('2020-01-12T12:00:00', SEOUL, { lang: 'ko', layout: 'tables' })],
  ['natal-seoul-2020-print-en', '/v1/astrology/natal-chart/svg', natalBody('2020-01-12T12:00:00', SEOUL, { theme: 'print' })],
  ['natal-tromso-dark-tables-ko', '/v1/astrology/natal-chart/svg', natalBody('1990-12-15T10:30:00', TROMSO, { lang: 'ko', theme: 'dark', layout: 'wheel+tables' })],
  ['natal-sydney-all-points-en', '/v1/astrology/natal-chart/svg', natalBody('1984-11-02T06:10:00', SYDNEY)],
  ['natal-reykjavik-whole-sign-en', '/v1/astrology/natal-chart/svg', natalBody('2003-03-20T23:55:00', { latitude: 64.1466, longitude: -21.9426, timezone: 'Atlantic/Reykjavik' }, { house_system: 'WHOLE_SIGN' })],
  ['westernSynastry-vertex-ko', '/v1/astrology/synastry/svg', pair('1990-05-15T14:30:00', SEOUL, '1962-02-04T08:15:00', SEOUL, { lang: 'ko' })],
  ['westernSynastry-minor-stellium-en', '/v1/astrology/synastry/svg', pair('1990-05-15T14:30:00', SEOUL, STELLIUM, SEOUL, { include_minor_aspects: true, minor_orb_degrees: 4, lang: 'en' })],
  ['westernSynastry-dark-tables-en', '/v1/astrology/synastry/svg', pair(DELHI_1962.slice(0, 19), DELHI, '2020-01-12T12:00:00', SEOUL, { theme: 'dark', layout: 'wheel+tables', lang: 'en' })],
  ['westernSynastry-print-ko', '/v1/astrology/synastry/svg', pair('1975-07-04T09:00:00', SEOUL, '1980-10-10T22:40:00', SEOUL, { theme: 'print', lang: 'ko' })],
  ['westernSynastry-polar-en', '/v1/astrology/synastry/svg', pair('1990-12-15T10:30:00', TROMSO, STELLIUM, SEOUL, { lang: 'en' })],
  ['westernSynastry-tables-only-ko', '/v1/astrology/synastry/svg', pair('1990-05-15T14:30:00', SEOUL, '1962-02-04T08:15:00', SEOUL, { layout: 'tables', lang: 'ko' })],
  ['saju-ko', '/v1/saju/svg', { ...SAJU, lang: 'ko' }],
  ['saju-dark-en', '/v1/saju/svg', { ...SAJU, birthdate: '1964-12-03', birth_time: '17:30', gender: 'F', lang: 'en', theme: 'dark' }],
  ['saju-unknown-time-print-ko', '/v1/saju/svg', { name: '홍길동', birthdate: '1988-02-29', gender: 'M', lang: 'ko', theme: 'print' }],
  ['jami-ko', '/v1/jami/svg', { input_data: SAJU, lang: 'ko' }],
  ['jami-crowded-dark-en', '/v1/jami/svg', { input_data: { ...SAJU, birthdate: '1964-12-03', birth_time: '17:30' }, lang: 'en', theme: 'dark' }],
  ['jami-print-en', '/v1/jami/svg', { input_data: SAJU, lang: 'en', theme: 'print' }],
];

describe('the gallery (test-output/pictures/)', () => {
  it('has at least 20 hard pictures', () => expect(GALLERY.length).toBeGreaterThanOrEqual(20));

  for (const [name, path, body] of GALLERY) {
    it(name, async () => {
      const svg = await rest(path, body);
      expect(await show(name, svg, GALLERY_DIR)).toBeGreaterThan(0.03);
      await expectInside();
      if (path.includes('astrology') && !(body as { layout?: string }).layout?.startsWith('tables')) {
        // Glyphs, degree labels, house numbers and axis names: no two inks overlap.
        const boxes = await inkBoxes('text[data-body], text[data-body-label], text[data-house], text[data-axis-name], text[data-axis-degree]', null);
        expect(boxes.length).toBeGreaterThan(30);
        expect(overlaps(boxes)).toEqual([]);
        await expectLegendApart();
      }
      if (path.includes('jami')) {
        expect(overlaps(await inkBoxes('g[data-palace] text', 'data-palace'))).toEqual([]);
        expect(await page.locator('g[data-legend-brightness]').count()).toBe(7);
        expect(await page.locator('g[data-legend-sahwa]').count()).toBe(4);
      }
      if (path.includes('saju')) {
        expect(await page.locator('g[data-daeun]').count()).toBe(10);
        expect(overlaps(await inkBoxes('text', null))).toEqual([]);
      }
    });
  }

  it('every astrological glyph is drawn by a font that has it, not as the missing-glyph box', async () => {
    await page.setContent('<!doctype html><html><body></body></html>');
    const glyphs = ['☉', '☽', '☿', '♀', '♂', '♃', '♄', '♅', '♆', '♇', '☊', '☋', '⚷', '⚸', '⚳', '⚴', '⚵', '⚶', '℞', '♈', '♓', '☌', '☍', '△', '□', '✶', '⊼', '⊻', '∠', 'ₘ', '′'];
    const tofu = await page.evaluate((chars) => {
      const draw = (ch: string) => {
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [40, 40];
        const ctx = canvas.getContext('2d')!;
        ctx.font = `28px 'DejaVu Sans'`;
        ctx.fillText(ch, 4, 30);
        return Array.from(ctx.getImageData(0, 0, 40, 40).data).join(',');
      };
      // U+0378 is unassigned: whatever the font draws for it is the missing-glyph box.
      const missing = draw('\u0378');
      return chars.filter((ch) => draw(ch) === missing || !document.fonts.check(`28px 'DejaVu Sans'`, ch));
    }, glyphs);
    expect(tofu).toEqual([]);
  });

  it('PNG: Accept: image/png and format "png" answer the same picture as a PNG', async () => {
    const body = natalBody('2020-01-12T12:00:00', SEOUL);
    const byAccept = await server.post('/v1/astrology/natal-chart/svg', body, undefined, { accept: 'image/png' });
    expect(byAccept.status).toBe(200);
    expect(byAccept.headers.get('content-type')).toMatch(/^image\/png/);
    const bytes = Buffer.from(await byAccept.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR: twice the SVG's 740 px width.
    expect(bytes.readUInt32BE(16)).toBe(1480);
    const byField = await server.post('/v1/astrology/natal-chart/svg', { ...body, format: 'png' });
    expect(byField.headers.get('content-type')).toMatch(/^image\/png/);
    writeFileSync(join(GALLERY_DIR, 'natal-seoul-2020-resvg.png'), bytes);
  });
});
