/**
 * Issue 25's placement and overlap rules, read back from the drawn SVG over random charts with every
 * point (the planets, both nodes, the south node, Chiron, both Liliths and the four asteroids) and
 * random bi-wheels with both Vertexes:
 *   - every glyph within 6° of its true longitude (recomputed from its x, y on the wheel and the
 *     chart's ASC), and in its own sign unless the longitude is within 1° of the cusp it crosses;
 *   - every glyph and degree label box (the text's size as textWidth estimates it, the estimate the
 *     browser test checks against the real ink) apart from every other, off the four axis lines,
 *     and off the house numbers, and the house numbers apart (the narrow houses of polar charts);
 *   - each aspect line once (no pair of points joined twice).
 * Births are random instants 1900–2099 (the asteroids' range) at random places between 66°S and 70°N,
 * so polar houses (the Porphyry fallback) come up too.
 */
import { describe, expect, it } from 'vitest';
import { separation } from '../src/core/astro/angle.js';
import { Chart, EXTRA_POINTS } from '../src/core/astro/chart.js';
import { ASTRO_DEFAULTS } from '../src/core/astro/defaults.js';
import { Synastry } from '../src/core/astro/synastry.js';
import { signIndex } from '../src/core/astro/zodiac.js';
import { NATAL_WHEEL, natalChartSvg } from '../src/render/natal-svg.js';
import { baselineY, textWidth } from '../src/render/svg.js';
import { SYNASTRY_WHEEL, synastrySvg } from '../src/render/synastry-svg.js';
import { boxesOverlap, segmentHitsBox, type Box } from '../src/render/wheel-layout.js';
import { all, parseXml, textOf, type XmlElement } from './helpers/xml.js';

/** Deterministic pseudo-random numbers in [0, 1) (a 32-bit LCG). */
function rng(seed: number) {
  let x = seed;
  return () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const ZONES = ['UTC', 'Asia/Seoul', 'Europe/Oslo', 'America/Sao_Paulo', 'Asia/Kolkata', 'America/New_York'];

function randomBirth(r: () => number) {
  const ms = Date.UTC(1900, 0, 1) + r() * (Date.UTC(2099, 11, 31) - Date.UTC(1900, 0, 1));
  return {
    datetime: new Date(ms).toISOString().slice(0, 19) + 'Z',
    location: { latitude: -66 + r() * 136, longitude: -180 + r() * 360, elevation: 0, timezone: ZONES[Math.floor(r() * ZONES.length)] },
  };
}

/** A text's middle (its baseline y back to the middle alignment the wheels use). */
function middle(e: XmlElement): [number, number] {
  const size = Number(e.attrs['font-size']);
  return [Number(e.attrs.x), Number(e.attrs.y) - (baselineY(0, size, 'middle'))];
}

function textBox(e: XmlElement, heightEm = 1): Box {
  const size = Number(e.attrs['font-size']);
  const [x, y] = middle(e);
  const w = Math.max(/^[A-Za-z]+$/.test(textOf(e)) ? 0 : size, textWidth(textOf(e), size));
  const h = size * heightEm;
  return { x: x - w / 2, y: y - h / 2, w, h };
}

interface Found { placement: string[]; overlaps: string[]; repeats: string[] }

/** Checks one drawn wheel; `ordered`: an aspect's two ends are not interchangeable (the bi-wheel's). */
function check(svg: string, asc: number, cx: number, cy: number, ordered = false): Found {
  const root = parseXml(svg);
  const found: Found = { placement: [], overlaps: [], repeats: [] };
  const glyphs = all(root, (e) => e.name === 'text' && e.attrs['data-body'] !== undefined);
  for (const gl of glyphs) {
    const [x, y] = middle(gl);
    const drawn = (((Math.atan2(-(y - cy), x - cx) * 180) / Math.PI - 180 + asc) % 360 + 720) % 360;
    const lon = Number(gl.attrs['data-lon']);
    const id = `${gl.parent?.attrs['data-person'] ?? ''}${gl.attrs['data-body']}`;
    if (separation(drawn, lon) > 6) found.placement.push(`${id} at ${drawn.toFixed(2)} for ${lon}`);
    if (signIndex(drawn) !== signIndex(lon)) {
      const cusp = Math.round(lon / 30) * 30;
      if (separation(lon, cusp) > 1) found.placement.push(`${id} in sign ${signIndex(drawn)} for ${lon}`);
    }
  }
  const boxes = [
    ...glyphs.map((e) => ({ id: `${e.parent?.attrs['data-person'] ?? ''}${e.attrs['data-body']}`, box: textBox(e) })),
    ...all(root, (e) => e.name === 'text' && e.attrs['data-body-label'] !== undefined)
      .map((e) => ({ id: `${e.parent?.attrs['data-person'] ?? ''}${e.attrs['data-body-label']} label`, box: textBox(e, 1.1) })),
  ];
  const houses = all(root, (e) => e.attrs['data-house'] !== undefined && e.name === 'text').map((e) => ({ id: `house ${textOf(e)}`, box: textBox(e) }));
  const lines = all(root, (e) => e.attrs['data-axis-line'] !== undefined).map((e) => ({
    id: e.attrs['data-axis-line'], x1: Number(e.attrs.x1), y1: Number(e.attrs.y1), x2: Number(e.attrs.x2), y2: Number(e.attrs.y2),
  }));
  for (let i = 0; i < houses.length; i++) {
    for (let j = i + 1; j < houses.length; j++) if (boxesOverlap(houses[i].box, houses[j].box)) found.overlaps.push(`${houses[i].id} × ${houses[j].id}`);
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) if (boxesOverlap(boxes[i].box, boxes[j].box)) found.overlaps.push(`${boxes[i].id} × ${boxes[j].id}`);
    for (const h of houses) if (boxesOverlap(boxes[i].box, h.box)) found.overlaps.push(`${boxes[i].id} × ${h.id}`);
    for (const l of lines) if (segmentHitsBox(l, boxes[i].box)) found.overlaps.push(`${boxes[i].id} × ${l.id} line`);
  }
  const pairs = all(root, (e) => e.name === 'line' && e.attrs['data-aspect'] !== undefined).map((e) => {
    const pair = [e.attrs['data-from'], e.attrs['data-to']];
    return (ordered ? pair : pair.sort()).join('|');
  });
  found.repeats = pairs.filter((p, i) => pairs.indexOf(p) !== i);
  return found;
}

function expectClean(found: Found[], what: string) {
  const sum = (k: keyof Found) => found.flatMap((f, i) => f[k].map((s) => `#${i} ${s}`));
  expect(sum('placement'), `${what}: glyphs off their degree`).toEqual([]);
  expect(sum('overlaps'), `${what}: overlaps`).toEqual([]);
  expect(sum('repeats'), `${what}: aspects drawn twice`).toEqual([]);
}

const NATAL_COUNT = Number(process.env.PLACEMENT_CHARTS ?? 1000);
const SYNASTRY_COUNT = Number(process.env.PLACEMENT_BIWHEELS ?? 200);

describe('glyph placement read back from the SVG', () => {
  it(`${NATAL_COUNT} random natal charts with every point`, () => {
    const r = rng(25);
    const found: Found[] = [];
    let points = 0;
    for (let k = 0; k < NATAL_COUNT; k++) {
      const chart = new Chart({ name: 'x', ...randomBirth(r), houseSystem: 'PLACIDUS', includeAsteroids: true, points: [...EXTRA_POINTS] });
      const svg = natalChartSvg(chart, k % 2 ? 'ko' : 'en');
      points += chart.bodyIds().length;
      found.push(check(svg, chart.houses().asc, NATAL_WHEEL.cx, NATAL_WHEEL.cy));
    }
    expect(points).toBe(NATAL_COUNT * 20);
    expectClean(found, 'natal');
  }, 900_000);

  it(`${SYNASTRY_COUNT} random bi-wheels with both Vertexes`, () => {
    const r = rng(52);
    const found: Found[] = [];
    for (let k = 0; k < SYNASTRY_COUNT; k++) {
      const s = new Synastry({
        ...ASTRO_DEFAULTS.synastry, includeVertexPoints: true,
        person1: { name: 'A', ...randomBirth(r) }, person2: { name: 'B', ...randomBirth(r) },
      });
      const root = synastrySvg(s, k % 2 ? 'ko' : 'en');
      expect(all(parseXml(root), (e) => e.attrs['data-body'] === 'vertex').length).toBe(2);
      // Person 1's point first on every line: the moon–sun and sun–moon lines are different aspects.
      found.push(check(root, s.person1.chart.houses().asc, SYNASTRY_WHEEL.cx, SYNASTRY_WHEEL.cy, true));
    }
    expectClean(found, 'synastry');
  }, 900_000);
});
