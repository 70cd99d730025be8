/**
 * SVG renderers (src/render/) and display labels (src/core/labels.ts): well-formed XML (checked by
 * the small parser below), byte-identical output for the same input, labels in both languages, no
 * NaN, natal/synastry glyphs without overlaps (including stelliums), the jami grid's fixed branch
 * positions, and the saju element colours.
 */
import { describe, expect, it } from 'vitest';
import { Chart } from '../src/core/astro/chart.js';
import { Synastry } from '../src/core/astro/synastry.js';
import { ASTRO_DEFAULTS } from '../src/core/astro/defaults.js';

const SYNASTRY_DEFAULTS = ASTRO_DEFAULTS.synastry;
import { BODY_POINTS } from '../src/core/astro/synastry-tables.js';
import { SIGNS } from '../src/core/astro/zodiac.js';
import { separation } from '../src/core/astro/angle.js';
import { JamiReading } from '../src/core/jami/reading.js';
import { STARS } from '../src/core/jami/tables.js';
import { PALACE_IDS } from '../src/core/jami/types.js';
import { mutagenKo, palaceKo, starId, starKo } from './helpers/jami-labels.js';
import { BRANCHES, STEMS } from '../src/core/saju/ganzhi.js';
import { SajuReading } from '../src/core/saju/reading.js';
import { TEN_GODS } from '../src/core/saju/tables.js';
import { resolveBirthDate } from '../src/core/time/birth-date.js';
import {
  ASPECT_NAMES, BODY_NAMES, STAR_LABELS, TEN_GOD_LABELS, aspectLabel, bodyLabel, houseSystemLabel, label, palaceLabel,
  signLabel, starLabel, tenGodLabel,
} from '../src/core/labels.js';
import { LANGS } from '../src/core/lang.js';
import { ASPECTS as SYNASTRY_ASPECTS } from '../src/core/astro/synastry-tables.js';
import { ELEMENT_COLORS, aspectStyle, baselineY, esc, num, textWidth } from '../src/render/svg.js';
import { NATAL_WHEEL, drawnAspects, natalChartSvg, natalGlyphLayout } from '../src/render/natal-svg.js';
import { MAX_SHIFT, boxesOverlap, degreeLabel, layoutBand, type Box, type GlyphPlacement } from '../src/render/wheel-layout.js';
import { synastryGlyphLayout, synastrySvg } from '../src/render/synastry-svg.js';
import { SAJU_COLUMNS, sajuSvg } from '../src/render/saju-svg.js';
import { JAMI_GRID, jamiSvg } from '../src/render/jami-svg.js';
import { all, allText, checkDocument, parseXml, textOf } from './helpers/xml.js';
import { ELEMENT_LABELS } from '../src/core/saju/labels.js';

describe('the XML checker itself', () => {
  it('accepts well-formed and rejects broken documents', () => {
    expect(() => parseXml('<a x="1"><b/>t &amp; &#x41;<c></c></a>')).not.toThrow();
    for (const bad of ['<a><b></a></b>', '<a>', '<a x="1" x="2"/>', '<a>&</a>', '<a/><b/>', '<a x=1/>', 'x<a/>', '<a>&nope;</a>']) {
      expect(() => parseXml(bad), bad).toThrow();
    }
  });
});

// ── Fixtures ─────────────────────────────────────────────────────────────────────────────────

const SEOUL = { latitude: 37.5665, longitude: 126.978, elevation: 0, timezone: 'Asia/Seoul' };
const natal = (datetime: string, includeAsteroids = false, name = '홍길동') =>
  new Chart({ name, datetime, location: SEOUL, houseSystem: 'PLACIDUS', includeAsteroids });
const synastry = () => new Synastry({
  ...SYNASTRY_DEFAULTS,
  includeVertexPoints: true,
  person1: { name: '민수', datetime: '1990-05-15T14:30:00', location: SEOUL },
  person2: { name: '지은', datetime: '1962-02-04T08:15:00', location: SEOUL },
});
/** Tromsø, inside the polar circle: Placidus is undefined there and Porphyry is drawn instead. */
const TROMSO = { latitude: 69.6492, longitude: 18.9553, elevation: 0, timezone: 'Europe/Oslo' };
const saju = (birthTime: string | null) =>
  new SajuReading('홍길동', resolveBirthDate({ birthdate: '1990-05-15', isLunar: false, isLeapMonth: false }), { birthTime, gender: 'M' });
const jami = () => new JamiReading('홍길동', { birthdate: '1990-05-15', isLunar: false, isLeapMonth: false, birthTime: '14:30', gender: 'M' });

/** Every box pair (glyph and label boxes of all placements) is disjoint. */
function expectNoOverlaps(placements: readonly GlyphPlacement[]) {
  const boxes: { id: string; box: Box }[] = placements.flatMap((p) => [
    { id: `${p.id}:glyph`, box: p.glyphBox },
    ...(p.labelBox ? [{ id: `${p.id}:label`, box: p.labelBox }] : []),
  ]);
  const overlaps: string[] = [];
  for (let a = 0; a < boxes.length; a++) {
    for (let b = a + 1; b < boxes.length; b++) {
      if (boxesOverlap(boxes[a].box, boxes[b].box)) overlaps.push(`${boxes[a].id} × ${boxes[b].id}`);
    }
  }
  expect(overlaps).toEqual([]);
}

/** The largest number of bodies within any 30° arc. */
function densest(lons: readonly number[]): number {
  return Math.max(...lons.map((start) => lons.filter((l) => ((l - start + 360) % 360) < 30).length));
}

/** Deterministic pseudo-random numbers in [0, 1). */
function rng(seed: number) {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

// ── Labels ───────────────────────────────────────────────────────────────────────────────────

describe('labels', () => {
  it('signs come from zodiac.ts SIGNS', () => {
    SIGNS.forEach((s, i) => {
      expect(signLabel(i, 'en')).toBe(s.en);
      expect(label('sign', i, 'ko')).toBe(s.ko);
    });
  });

  it('planet names agree with the synastry tables and cover every natal body', () => {
    for (const p of BODY_POINTS) expect(bodyLabel(p.key, 'ko')).toBe(p.ko);
    expect(bodyLabel('sun', 'ko')).toBe('태양');
    expect(bodyLabel('pluto', 'ko')).toBe('명왕성');
    for (const id of natal('2000-01-01T12:00:00', true).bodyIds()) expect(BODY_NAMES[id], id).toBeDefined();
    expect(label('body', 'moon', 'en')).toBe('Moon');
  });

  it('aspects: every type, either spelling', () => {
    for (const [type, names] of Object.entries(ASPECT_NAMES)) {
      expect(names.en).toBe(type);
      expect(names.ko).toMatch(/[가-힣]/);
    }
    expect(aspectLabel('Conjunction', 'ko')).toBe('합');
    expect(aspectLabel('trine', 'ko')).toBe('트라인');
    expect(aspectLabel('Square', 'en')).toBe('Square');
  });

  it('jami palaces and every placed star have English names', () => {
    expect(PALACE_IDS.map((p) => palaceLabel(p, 'en'))).toEqual([
      'Life', 'Siblings', 'Spouse', 'Children', 'Wealth', 'Health', 'Travel', 'Friends', 'Career', 'Property', 'Fortune', 'Parents',
    ]);
    for (const s of STARS) expect(STAR_LABELS[s.id].en, s.id).toBeDefined();
    expect(new Set(STARS.map((s) => starLabel(s.id, 'en'))).size).toBe(STARS.length);
    expect(starLabel(starId('자미'), 'en')).toBe('Zi Wei');
    expect(starLabel(starId('자미'), 'ko')).toBe('자미');
  });

  it('ten gods', () => {
    for (const g of TEN_GODS.flatMap((t) => t.gods)) expect(TEN_GOD_LABELS[g], g).toBeDefined();
    expect(tenGodLabel('편관', 'en')).toBe('Seven Killings');
    expect(tenGodLabel('主', 'ko')).toBe('일간');
  });

  it('unknown ids come back unchanged', () => {
    expect(label('body', 'eris', 'en')).toBe('eris');
    expect(label('stem', '?', 'ko')).toBe('?');
  });
});

// ── Shared helpers ───────────────────────────────────────────────────────────────────────────

describe('svg helpers', () => {
  it('escapes and formats numbers deterministically', () => {
    expect(esc(`<a & "b" 'c'>`)).toBe('&lt;a &amp; &quot;b&quot; &#39;c&#39;&gt;');
    expect(num(1 / 3)).toBe('0.33');
    expect(num(-0.001)).toBe('0.00');
    expect(num(2, 0)).toBe('2');
    expect(() => num(NaN)).toThrow();
    expect(() => num(Infinity)).toThrow();
  });

  it('aspect colours by nature', () => {
    expect(aspectStyle('Trine').nature).toBe('harmonious');
    expect(aspectStyle('sextile').nature).toBe('harmonious');
    expect(aspectStyle('Square').nature).toBe('challenging');
    expect(aspectStyle('opposition').nature).toBe('challenging');
    expect(aspectStyle('Conjunction').nature).toBe('neutral');
    expect(aspectStyle('Quincunx')).toMatchObject({ nature: 'neutral', major: false });
  });
});

// ── Glyph layout ─────────────────────────────────────────────────────────────────────────────

describe('glyph layout', () => {
  it('degree labels: degree, sign glyph, minutes (truncated), ℞', () => {
    expect(degreeLabel(54.1334)).toBe('24♉08′');
    expect(degreeLabel(0)).toBe('0♈00′');
    expect(degreeLabel(359.999)).toBe('29♓59′');
    expect(degreeLabel(302.38, true)).toBe('2♒22′℞');
  });

  it('leaves well-separated points at their exact degrees', () => {
    const points = [5, 40, 100, 200, 300].map((lon, i) => ({ id: `p${i}`, lon }));
    for (const r of layoutBand(points, 0, NATAL_WHEEL.band)) expect(r.displayLon).toBeCloseTo(r.lon, 9);
  });

  it('random crowds of 8 within 30° stack inward without overlaps, each within its shift', () => {
    const rnd = rng(5);
    for (let k = 0; k < 100; k++) {
      const centre = rnd() * 360;
      const points = Array.from({ length: 8 }, (_, i) => ({ id: `p${i}`, lon: (centre + (rnd() - 0.5) * 30 + 360) % 360, retrograde: rnd() < 0.3 }));
      const layout = layoutBand(points, rnd() * 360, NATAL_WHEEL.band);
      expectNoOverlaps(layout);
      for (const p of layout) expect(separation(p.displayLon, p.lon)).toBeLessThanOrEqual(MAX_SHIFT + 1e-9);
      // Stacked: some glyph of the crowd sits well inside the band's outer edge.
      const radii = layout.map((p) => Math.hypot(p.x - NATAL_WHEEL.cx, p.y - NATAL_WHEEL.cy));
      expect(Math.max(...radii) - Math.min(...radii)).toBeGreaterThan(20);
    }
  });

  for (const [date, note] of [['1962-02-04T12:00:00', 'seven bodies in Aquarius'], ['2020-01-12T12:00:00', 'Capricorn stellium']] as const) {
    it(`natal glyphs do not overlap: ${date} (${note})`, () => {
      const chart = natal(date, true);
      const layout = natalGlyphLayout(chart);
      expect(densest(layout.map((p) => p.lon))).toBeGreaterThanOrEqual(5);
      expect(layout.map((p) => p.id)).toEqual(chart.bodyIds());
      expectNoOverlaps(layout);
      // The SVG draws each glyph where the layout says.
      const root = parseXml(natalChartSvg(chart, 'en'));
      for (const p of layout) {
        const [node] = all(root, (e) => e.attrs['data-body'] === p.id);
        expect(node.attrs.x).toBe(num(p.x));
        expect(node.attrs.y).toBe(num(baselineY(p.y, p.glyphSize, 'middle')));
      }
    });
  }
});

// ── Renderers ────────────────────────────────────────────────────────────────────────────────

describe('natalChartSvg', () => {
  const chart = natal('1990-05-15T14:30:00');

  for (const lang of LANGS) {
    it(`is well-formed and deterministic (${lang})`, () => {
      const svg = natalChartSvg(chart, lang);
      checkDocument(svg, lang);
      expect(natalChartSvg(chart, lang)).toBe(svg);
      expect(natalChartSvg(natal('1990-05-15T14:30:00'), lang)).toBe(svg);
    });
  }

  it('labels in both languages, every body glyph with data-body, aspects coloured by nature', () => {
    const ko = parseXml(natalChartSvg(chart, 'ko'));
    const en = parseXml(natalChartSvg(chart, 'en'));
    const koText = allText(ko);
    const enText = allText(en);
    for (const s of SIGNS) {
      expect(koText).toContain(s.ko);
      expect(enText).toContain(s.en);
    }
    expect(koText).toContain('출생 차트');
    expect(koText).toContain('상승점');
    expect(koText).toContain('중천점');
    expect(koText).toContain('태양');
    expect(enText).toContain('Natal Chart');
    expect(enText).toContain('ASC');
    expect(enText).toContain('Sun');
    expect(enText).not.toMatch(/[가-힣]{2,}자리/);
    for (const id of chart.bodyIds()) {
      const glyphs = all(en, (e) => e.attrs['data-body'] === id);
      expect(glyphs, id).toHaveLength(1);
      expect(textOf(glyphs[0])).toBe(BODY_NAMES[id].glyph);
    }
    expect(all(en, (e) => e.attrs['data-house'] !== undefined)).toHaveLength(12);
    const lines = all(en, (e) => e.name === 'line' && e.attrs['data-aspect'] !== undefined);
    expect(lines.length).toBe(drawnAspects(chart).length);
    for (const l of lines) {
      expect(l.attrs.stroke).toBe(aspectStyle(l.attrs['data-aspect']).stroke);
      expect(l.attrs['data-nature']).toBe(aspectStyle(l.attrs['data-aspect']).nature);
    }
  });
});

describe('synastrySvg', () => {
  const s = synastry();

  for (const lang of LANGS) {
    it(`is well-formed and deterministic (${lang})`, () => {
      const svg = synastrySvg(s, lang);
      checkDocument(svg, lang);
      expect(synastrySvg(s, lang)).toBe(svg);
      expect(synastrySvg(synastry(), lang)).toBe(svg);
    });
  }

  it('two rings without overlaps, one line per inter-aspect, names and labels', () => {
    const layout = synastryGlyphLayout(s);
    expect(densest(layout.outer.map((p) => p.lon))).toBeGreaterThanOrEqual(5); // 1962-02-04
    expectNoOverlaps([...layout.inner, ...layout.outer.map((p) => ({ ...p, id: `2:${p.id}` }))]);
    const root = parseXml(synastrySvg(s, 'ko'));
    expect(all(root, (e) => e.attrs['data-body'] !== undefined && e.attrs['data-body'] !== 'true')).toHaveLength(
      layout.inner.length + layout.outer.length,
    );
    expect(all(root, (e) => e.name === 'line' && e.attrs['data-aspect'] !== undefined)).toHaveLength(s.aspects().length);
    const koText = allText(root);
    expect(koText).toContain('민수');
    expect(koText).toContain('지은');
    expect(koText).toContain('시너스트리');
    expect(koText).toContain('트라인');
    const enText = allText(parseXml(synastrySvg(s, 'en')));
    expect(enText).toContain('Synastry');
    expect(enText).toContain('Trine');
    expect(enText).toContain('Aquarius');
  });
});

describe('sajuSvg', () => {
  const reading = saju('14:30');

  for (const lang of LANGS) {
    it(`is well-formed and deterministic (${lang})`, () => {
      const svg = sajuSvg(reading, lang);
      checkDocument(svg, lang);
      expect(sajuSvg(reading, lang)).toBe(svg);
      expect(sajuSvg(saju('14:30'), lang)).toBe(svg);
    });
  }

  it('labels in both languages; hour on the left, year on the right', () => {
    const ko = parseXml(sajuSvg(reading, 'ko'));
    const en = parseXml(sajuSvg(reading, 'en'));
    const koText = allText(ko);
    for (const w of ['시주', '일주', '월주', '년주', '지장간', '일간', '천간', '지지']) expect(koText).toContain(w);
    const enText = allText(en);
    for (const w of ['Hour', 'Day', 'Month', 'Year', 'Hidden stems', 'Day Master', 'Wood']) expect(enText).toContain(w);
    const gods = reading.chart.tenGods();
    for (const g of Object.values(gods)) {
      if (g && g !== 'ri_zhu') {
        expect(koText).toContain(tenGodLabel(g, 'ko'));
        expect(enText).toContain(tenGodLabel(g, 'en'));
      }
    }
    const headerX = (key: string) => {
      const col = all(en, (e) => e.attrs['data-column'] === key)[0];
      return Number(col.children[0].attrs.x);
    };
    expect(SAJU_COLUMNS).toEqual(['hour', 'day', 'month', 'year']);
    expect(headerX('hour')).toBeLessThan(headerX('day'));
    expect(headerX('day')).toBeLessThan(headerX('month'));
    expect(headerX('month')).toBeLessThan(headerX('year'));
  });

  it('stems and branches are coloured by the element table', () => {
    const root = parseXml(sajuSvg(reading, 'ko'));
    const pillars = reading.chart.pillars();
    const cells = all(root, (e) => e.attrs['data-role'] === 'stem' || e.attrs['data-role'] === 'branch');
    expect(cells).toHaveLength(8);
    for (const cell of cells) {
      const pillar = pillars[cell.attrs['data-pillar'] as 'year'];
      const info = cell.attrs['data-role'] === 'stem' ? STEMS[pillar.stem] : BRANCHES[pillar.branch];
      expect(cell.attrs['data-element']).toBe(ELEMENT_LABELS[info.element].ko);
      const colors = ELEMENT_COLORS[ELEMENT_LABELS[info.element].ko];
      const [rect] = all(cell, (e) => e.name === 'rect');
      const [char] = all(cell, (e) => e.attrs['data-char'] !== undefined);
      expect(char.text).toBe(info.hanja);
      expect(char.attrs.fill).toBe(colors.ink);
      expect(rect.attrs.fill).toBe(colors.fill);
    }
    // The fixed table: 목 green, 화 red, 토 yellow-brown, 금 grey, 수 blue-black.
    expect(ELEMENT_COLORS.목.ink).toBe('#2e7d32');
    expect(ELEMENT_COLORS.화.ink).toBe('#c62828');
    expect(ELEMENT_COLORS.토.ink).toBe('#a66d00');
    expect(ELEMENT_COLORS.금.ink).toBe('#757575');
    expect(ELEMENT_COLORS.수.ink).toBe('#1a2a4f');
    for (const hidden of all(root, (e) => e.attrs['data-hidden-type'] !== undefined)) {
      expect(hidden.children[0].attrs.fill).toBe(ELEMENT_COLORS[hidden.attrs['data-element'] as '목'].ink);
    }
  });

  it('an unknown birth time leaves the hour column empty with a note', () => {
    const r = saju(null);
    for (const lang of LANGS) {
      const svg = sajuSvg(r, lang);
      const root = checkDocument(svg, lang);
      const hour = all(root, (e) => e.attrs['data-column'] === 'hour')[0];
      expect(all(hour, (e) => e.attrs['data-empty'] === 'true')).toHaveLength(2);
      expect(all(hour, (e) => e.attrs['data-char'] !== undefined)).toHaveLength(0);
      expect(all(root, (e) => e.attrs['data-char'] !== undefined)).toHaveLength(6);
      expect(all(root, (e) => e.attrs['data-note'] === 'unknown-time')).toHaveLength(1);
      expect(allText(root)).toContain(lang === 'ko' ? '시간 미상' : 'Time unknown');
    }
  });
});

describe('jamiSvg', () => {
  const reading = jami();

  for (const lang of LANGS) {
    it(`is well-formed and deterministic (${lang})`, () => {
      const svg = jamiSvg(reading, lang);
      checkDocument(svg, lang);
      expect(jamiSvg(reading, lang)).toBe(svg);
      expect(jamiSvg(jami(), lang)).toBe(svg);
    });
  }

  it('the grid: 巳 top-left, 子 on the bottom row, every branch on the edge once', () => {
    const root = parseXml(jamiSvg(reading, 'ko'));
    const cells = all(root, (e) => e.attrs['data-branch'] !== undefined);
    expect(cells).toHaveLength(12);
    const at = (ko: string) => cells.find((c) => c.attrs['data-branch'] === ko)!;
    expect([at('사').attrs['data-col'], at('사').attrs['data-row']]).toEqual(['0', '0']);
    expect(at('자').attrs['data-row']).toBe('3');
    expect(at('사').attrs.transform).toBe('translate(20.00 20.00)');
    expect(at('자').attrs.transform).toBe('translate(400.00 590.00)');
    const top = ['사', '오', '미', '신'].map((b) => at(b).attrs['data-col']);
    expect(top).toEqual(['0', '1', '2', '3']);
    expect(['인', '축', '자', '해'].map((b) => at(b).attrs['data-col'])).toEqual(['0', '1', '2', '3']);
    expect(['인', '축', '자', '해'].every((b) => at(b).attrs['data-row'] === '3')).toBe(true);
    const positions = new Set(JAMI_GRID.map(([c, r]) => `${c},${r}`));
    expect(positions.size).toBe(12);
    for (const [c, r] of JAMI_GRID) expect(c === 0 || c === 3 || r === 0 || r === 3).toBe(true);
  });

  it('palaces, stars with brightness and transformations, centre box, in both languages', () => {
    const facts = reading.chart.facts();
    const ko = parseXml(jamiSvg(reading, 'ko'));
    const en = parseXml(jamiSvg(reading, 'en'));
    // Every star in its palace's cell.
    for (const star of facts.stars) {
      const cell = all(ko, (e) => e.attrs['data-branch'] === BRANCHES[star.branch].korean)[0];
      const node = all(cell, (e) => e.attrs['data-star'] === starKo(star.id));
      expect(node, star.id).toHaveLength(1);
      expect(node[0].attrs['font-weight']).toBe(star.kind === 'major' ? 'bold' : 'normal');
      const mutagen = star.mutagen;
      if (mutagen) expect(all(node[0], (e) => e.attrs['data-mutagen'] === mutagenKo(mutagen))).toHaveLength(1);
    }
    const koText = allText(ko);
    for (const p of PALACE_IDS) expect(koText).toContain(palaceKo(p));
    for (const w of ['자미', '국수', '명궁', '신궁', reading.chart.palaces().bureauName, '화록']) expect(koText).toContain(w);
    const enText = allText(en);
    for (const w of ['Life', 'Parents', 'Zi Wei', 'Bureau', 'Hua Lu', 'Life palace']) expect(enText).toContain(w);
    expect(enText).not.toContain('명궁');
    // 명궁 is marked.
    expect(all(ko, (e) => e.attrs['data-life'] === 'true')[0].attrs['data-branch']).toBe(BRANCHES[facts.lifeBranch].korean);
  });
});

// ── Issue 15 point 9: glyphs, houses, legend, ASC, titles ───────────────────────────────────────

/** Every text of a picture, in document order, one string per <text> (tspans included). */
const texts = (root: ReturnType<typeof parseXml>) => all(root, (e) => e.name === 'text').map(textOf);

describe('distinct glyphs and names for every point', () => {
  it('the true and the mean node have different glyphs and names in both languages', () => {
    expect(BODY_NAMES.true_node.glyph).toBe('☊');
    expect(BODY_NAMES.north_node.glyph).toBe('☊ₘ');
    for (const lang of LANGS) expect(bodyLabel('true_node', lang)).not.toBe(bodyLabel('north_node', lang));
    expect(bodyLabel('true_node', 'ko')).toBe('노스노드');
    expect(bodyLabel('north_node', 'ko')).toBe('노스노드(평균)');
    expect(bodyLabel('north_node', 'en')).toBe('Mean North Node');
  });

  it('no two points share a glyph; every glyph is drawn from DejaVu Sans’s symbols, Latin letters or ₘ', () => {
    const glyphs = Object.values(BODY_NAMES).map((b) => b.glyph);
    expect(new Set(glyphs).size).toBe(glyphs.length);
    // U+2609–U+2647 and U+26B3–U+26B8 (⚳ ⚴ ⚵ ⚶ ⚷ ⚸) are astrological symbols DejaVu Sans has; U+2098 is its subscript m.
    expect(['ceres', 'pallas', 'juno', 'vesta', 'true_lilith'].map((id) => BODY_NAMES[id as 'ceres'].glyph)).toEqual(['⚳', '⚴', '⚵', '⚶', '⚸']);
    for (const g of glyphs) {
      for (const ch of g) {
        const c = ch.codePointAt(0)!;
        expect(/[A-Za-z]/.test(ch) || (c >= 0x2609 && c <= 0x2647) || (c >= 0x26b3 && c <= 0x26b8) || c === 0x2098, `${g} U+${c.toString(16)}`).toBe(true);
      }
    }
  });

  it('a chart with both nodes draws ☊ for the true node and ☊ₘ for the mean node, and names both in its legend', () => {
    const root = parseXml(natalChartSvg(natal('1990-05-15T14:30:00', true), 'en'));
    const glyph = (id: string) => all(root, (e) => e.attrs['data-body'] === id).map(textOf);
    expect(glyph('true_node')).toEqual(['☊']);
    expect(glyph('north_node')).toEqual(['☊ₘ']);
    const key = (id: string) => all(root, (e) => e.attrs['data-legend-glyph'] === id).map((g) => g.children.map(textOf).join(' '));
    expect(key('true_node')).toEqual(['☊ True Node']);
    expect(key('north_node')).toEqual(['☊ₘ Mean North Node']);
  });

  it('the wider glyphs (☊ₘ, ASC) get wider boxes, and the crowded rings still do not overlap', () => {
    const layout = natalGlyphLayout(natal('2020-01-12T12:00:00', true));
    const box = (id: string) => layout.find((p) => p.id === id)!.glyphBox;
    expect(box('north_node').w).toBeGreaterThan(box('true_node').w);
    expectNoOverlaps(layout);
    // The angles' letters are drawn at 3/4 of the ring's glyph size, in a box as wide as they are.
    const outer = synastryGlyphLayout(synastry()).outer;
    const asc = outer.find((p) => p.id === 'asc')!;
    expect(asc.glyphSize).toBeCloseTo(12.75, 9);
    expect(asc.glyphBox.w).toBeGreaterThanOrEqual(textWidth('ASC', 12.75));
    expectNoOverlaps(outer);
  });
});

describe('ASC, never AC', () => {
  it('the bi-wheel writes person 2’s ascendant ASC, the natal wheel its axis ASC; MC stays MC', () => {
    for (const lang of LANGS) {
      const root = parseXml(synastrySvg(synastry(), lang));
      const outer = (id: string) => all(root, (e) => e.attrs['data-body'] === id && e.parent?.attrs['data-person'] === '2').map(textOf);
      expect(outer('asc')).toEqual(['ASC']);
      expect(outer('mc')).toEqual(['MC']);
      expect(texts(root).filter((t) => /\b(AC|DC)\b/.test(t))).toEqual([]);
    }
    const en = parseXml(natalChartSvg(natal('1990-05-15T14:30:00'), 'en'));
    expect(all(en, (e) => e.attrs['data-axis-name'] !== undefined).map(textOf)).toEqual(['ASC', 'DSC', 'MC', 'IC']);
    expect(texts(en).filter((t) => /\b(AC|DC)\b/.test(t))).toEqual([]);
    expect(BODY_NAMES.asc.glyph).toBe('ASC');
    expect(BODY_NAMES.dsc.glyph).toBe('DSC');
  });
});

describe('the houses the picture draws', () => {
  it('a polar Placidus chart says Porphyry was drawn and why, as the chart’s houses().used says', () => {
    const chart = new Chart({ name: 'Tromsø', datetime: '1990-12-15T10:30:00', location: TROMSO, houseSystem: 'PLACIDUS', includeAsteroids: false });
    expect(chart.houses()).toMatchObject({ system: 'PLACIDUS', used: 'PORPHYRY' });
    const en = parseXml(natalChartSvg(chart, 'en'));
    const [line] = all(en, (e) => e.attrs['data-houses'] !== undefined);
    expect(line.attrs).toMatchObject({ 'data-houses': 'PORPHYRY', 'data-houses-asked': 'PLACIDUS' });
    expect(textOf(line)).toBe('Houses: Porphyry (Placidus is undefined at this latitude)');
    expect(all(en, (e) => e.name === 'desc')[0].text).toContain('Houses: Porphyry (Placidus is undefined at this latitude)');
    const ko = parseXml(natalChartSvg(chart, 'ko'));
    expect(textOf(all(ko, (e) => e.attrs['data-houses'] !== undefined)[0])).toBe('하우스: Porphyry (이 위도에서 Placidus 하우스가 정의되지 않아 대체)');
    // The raw enum names are not shown.
    for (const root of [en, ko]) expect(texts(root).filter((t) => /PORPHYRY|PLACIDUS/.test(t))).toEqual([]);
  });

  it('elsewhere the system asked for is the one named', () => {
    const en = parseXml(natalChartSvg(natal('1990-05-15T14:30:00'), 'en'));
    expect(textOf(all(en, (e) => e.attrs['data-houses'] !== undefined)[0])).toBe('Houses: Placidus');
    const whole = new Chart({ name: 'x', datetime: '1990-05-15T14:30:00', location: SEOUL, houseSystem: 'WHOLE_SIGN', includeAsteroids: false });
    expect(textOf(all(parseXml(natalChartSvg(whole, 'ko')), (e) => e.attrs['data-houses'] !== undefined)[0])).toBe('하우스: 홀 사인');
    expect(houseSystemLabel('WHOLE_SIGN', 'en')).toBe('Whole Sign');
    expect(houseSystemLabel('PULLEN_SD', 'en')).toBe('Pullen Sd');
  });

  it('the bi-wheel names person 1’s houses as used, falling back at the pole too', () => {
    const polar = new Synastry({
      ...SYNASTRY_DEFAULTS,
      person1: { name: '민수', datetime: '1990-12-15T10:30:00', location: TROMSO },
      person2: { name: '지은', datetime: '1962-02-04T08:15:00', location: SEOUL },
    });
    const root = parseXml(synastrySvg(polar, 'en'));
    expect(textOf(all(root, (e) => e.attrs['data-houses'] !== undefined)[0])).toBe('Houses: Porphyry (Placidus is undefined at this latitude) · 민수');
  });
});

describe('the legend names every aspect type the wheel draws, in full', () => {
  const legendTexts = (root: ReturnType<typeof parseXml>) => all(root, (e) => e.attrs['data-legend-aspect'] !== undefined).map((g) => ({
    type: g.attrs['data-legend-aspect'], name: textOf(g),
  }));
  const drawnTypes = (root: ReturnType<typeof parseXml>) =>
    [...new Set(all(root, (e) => e.name === 'line' && e.attrs['data-aspect'] !== undefined).map((l) => l.attrs['data-aspect']))];

  for (const lang of LANGS) {
    it(`natal (${lang}): all eleven longitude aspects, no ellipsis, every drawn type listed with its line style`, () => {
      // 1962-02-04: the stellium gives minor aspects too.
      const root = parseXml(natalChartSvg(natal('1962-02-04T12:00:00', true), lang));
      const legend = legendTexts(root);
      expect(legend.map((l) => l.type)).toEqual(Object.keys(ASPECT_NAMES).filter((t) => !t.includes('arallel')));
      for (const l of legend) expect(l.name).toBe(aspectLabel(l.type, lang));
      const drawn = drawnTypes(root);
      expect(drawn.filter((t) => aspectStyle(t).major === false).length).toBeGreaterThan(0);
      for (const t of drawn) expect(legend.map((l) => l.type), t).toContain(t);
      expect(texts(root).filter((t) => t.includes('…'))).toEqual([]);
      for (const g of all(root, (e) => e.attrs['data-legend-aspect'] !== undefined)) {
        const [sample] = all(g, (e) => e.name === 'line');
        expect(sample.attrs.stroke).toBe(aspectStyle(g.attrs['data-legend-aspect']).stroke);
      }
    });

    it(`synastry (${lang}): the majors, and the minors when they are looked for`, () => {
      const plain = parseXml(synastrySvg(synastry(), lang));
      expect(legendTexts(plain).map((l) => l.type)).toEqual(['conjunction', 'opposition', 'trine', 'square', 'sextile']);
      const minors = new Synastry({
        ...SYNASTRY_DEFAULTS, includeVertexPoints: true, includeMinorAspects: true, minorOrbDegrees: 4,
        person1: { name: '민수', datetime: '1990-05-15T14:30:00', location: SEOUL },
        person2: { name: '지은', datetime: '1962-02-04T08:15:00', location: SEOUL },
      });
      const root = parseXml(synastrySvg(minors, lang));
      const legend = legendTexts(root);
      expect(legend.map((l) => l.type)).toEqual(SYNASTRY_ASPECTS.map((a) => a.type));
      for (const l of legend) expect(l.name).toBe(aspectLabel(l.type, lang));
      const drawn = drawnTypes(root);
      expect(drawn.length).toBeGreaterThan(5);
      for (const t of drawn) expect(legend.map((l) => l.type)).toContain(t);
      // Every glyph of both rings is named once.
      const layout = synastryGlyphLayout(minors);
      const ids = new Set([...layout.inner, ...layout.outer].map((p) => p.id));
      expect(new Set(all(root, (e) => e.attrs['data-legend-glyph'] !== undefined).map((e) => e.attrs['data-legend-glyph']))).toEqual(ids);
    });
  }

  it('the legend wraps within the picture and below the wheel', () => {
    for (const svg of [natalChartSvg(natal('1962-02-04T12:00:00', true), 'ko'), synastrySvg(synastry(), 'ko'), natalChartSvg(natal('1962-02-04T12:00:00', true), 'en')]) {
      const root = parseXml(svg);
      const width = Number(root.attrs.width);
      const height = Number(root.attrs.height);
      const legend = all(root, (e) => e.attrs['data-layer'] === 'legend')[0];
      const rows = new Set<string>();
      for (const t of all(legend, (e) => e.name === 'text')) {
        const x = Number(t.attrs.x);
        const y = Number(t.attrs.y);
        rows.add(t.attrs.y);
        expect(x + textWidth(textOf(t), Number(t.attrs['font-size'])), textOf(t)).toBeLessThanOrEqual(width - 16 + 1e-9);
        expect(y).toBeLessThan(height);
      }
      expect(rows.size).toBeGreaterThanOrEqual(3); // wrapped: aspects and glyphs each need more than one row
    }
  });
});

describe('titles in the picture’s language', () => {
  it('natal: "Natal Chart" / "출생 차트" with the chart’s name; the default name is not shown as a name', () => {
    const title = (svg: string) => all(parseXml(svg), (e) => e.name === 'title')[0].text;
    expect(title(natalChartSvg(natal('1990-05-15T14:30:00', false, 'Kim'), 'en'))).toBe('Kim — Natal Chart');
    expect(title(natalChartSvg(natal('1990-05-15T14:30:00', false, '홍길동'), 'ko'))).toBe('홍길동 — 출생 차트');
    const unnamed = natal('1990-05-15T14:30:00', false, ASTRO_DEFAULTS.name);
    expect(title(natalChartSvg(unnamed, 'en'))).toBe('Natal Chart');
    expect(title(natalChartSvg(unnamed, 'ko'))).toBe('출생 차트');
    const ko = parseXml(natalChartSvg(unnamed, 'ko'));
    expect(texts(ko)[0]).toBe('출생 차트');
    expect(texts(ko).filter((t) => /Natal|Chart|Houses|Aspects|Symbols/.test(t))).toEqual([]);
    const en = parseXml(natalChartSvg(unnamed, 'en'));
    expect(texts(en).filter((t) => /[가-힣]/.test(t))).toEqual([]);
  });

  it('synastry: "Synastry" / "시너스트리"; the default person names are translated', () => {
    const unnamed = new Synastry({
      ...SYNASTRY_DEFAULTS,
      person1: { datetime: '1990-05-15T14:30:00', location: SEOUL },
      person2: { datetime: '1962-02-04T08:15:00', location: SEOUL },
    });
    const ko = parseXml(synastrySvg(unnamed, 'ko'));
    expect(texts(ko)[0]).toBe('첫째 사람 & 둘째 사람 — 시너스트리');
    expect(texts(ko).filter((t) => /Person|Synastry|Houses/.test(t))).toEqual([]);
    const en = parseXml(synastrySvg(unnamed, 'en'));
    expect(texts(en)[0]).toBe('Person 1 & Person 2 — Synastry');
    expect(texts(en).filter((t) => /[가-힣]/.test(t))).toEqual([]);
    expect(texts(parseXml(synastrySvg(synastry(), 'en')))[0]).toBe('민수 & 지은 — Synastry');
  });
});
