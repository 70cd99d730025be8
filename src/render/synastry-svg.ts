/**
 * The synastry bi-wheel as SVG: person 1 on the inner ring, person 2 on the outer ring, both against
 * one zodiac and person 1's houses (person 1's Ascendant at 9 o'clock), and the inter-aspects
 * (Synastry.aspects(): person 1's point ↔ person 2's point) as chords of the aspect circle, coloured
 * by aspect type as on the natal wheel.
 *
 * Person 1's ASC and MC are the wheel's axes; person 2's ASC and MC (and the Vertex with
 * include_vertex_points) are glyphs on the outer ring. Each ring is laid out with the natal wheel's
 * spreadLongitudes (no overlaps within a ring; the rings are radially apart, so glyphs of different
 * rings cannot overlap either).
 */
import type { ChartPoint, Synastry } from '../core/astro/synastry.js';
import { bodyLabel, uiLabel, type Lang } from '../core/labels.js';
import {
  aspectLegend, aspectLine, axes, circle, glyphRing, houseRing, layoutRing, zodiacRing,
  type GlyphPlacement, type GlyphRing, type WheelGeometry,
} from './natal-svg.js';
import { INK, MUTED, el, svgDocument, text } from './svg.js';

export const SYNASTRY_WHEEL: WheelGeometry & { inner: GlyphRing; outer: GlyphRing; separator: number } = {
  width: 760,
  height: 800,
  cx: 380,
  cy: 430,
  zodiacOuter: 320,
  zodiacInner: 278,
  houseOuter: 162,
  houseInner: 140,
  axisLabel: 332,
  separator: 218,
  outer: { cx: 380, cy: 430, glyphRadius: 256, glyphSize: 16, labelRadius: 232, labelSize: 8, labelChars: 4 },
  inner: { cx: 380, cy: 430, glyphRadius: 198, glyphSize: 16, labelRadius: 175, labelSize: 8, labelChars: 4 },
};

const PERSON_COLORS = ['#1f3a93', '#8e1b5e'] as const;

const ringPoints = (points: readonly ChartPoint[]) => points.map((p) => ({ id: p.def.key, lon: p.lon, retrograde: p.retrograde }));

/** The two rings' layouts: person 1 (inner: bodies only) and person 2 (outer: bodies and angles). */
export function synastryGlyphLayout(s: Synastry): { inner: GlyphPlacement[]; outer: GlyphPlacement[] } {
  const asc = s.person1.chart.houses().asc;
  return {
    inner: layoutRing(ringPoints(s.person1.bodies()), asc, SYNASTRY_WHEEL.inner),
    outer: layoutRing(ringPoints(s.person2.points()), asc, SYNASTRY_WHEEL.outer),
  };
}

/** The bi-wheel of a synastry, labels in `lang`. Pure: the same synastry gives the same bytes. */
export function synastrySvg(s: Synastry, lang: Lang): string {
  const g = SYNASTRY_WHEEL;
  const houses = s.person1.chart.houses();
  const asc = houses.asc;
  const layout = synastryGlyphLayout(s);
  const [n1, n2] = [s.person1.name, s.person2.name];
  const title = `${n1} & ${n2} — ${uiLabel('synastry', lang)}`;

  const aspects = s.aspects().map((a) =>
    aspectLine(g, asc, a.p1.lon, a.p2.lon, a.def.type, {
      'data-aspect': a.def.type, 'data-from': a.p1.def.key, 'data-to': a.p2.def.key, 'data-weight': a.weight,
    }));

  const legendPerson = (i: number, name: string, ring: 'person1' | 'person2') =>
    el('g', { 'data-legend-person': i + 1 }, [
      el('circle', { cx: 22, cy: 62 + 18 * i, r: 5, fill: PERSON_COLORS[i] }),
      text(34, 62 + 18 * i, `${name} (${uiLabel(ring, lang)})`, { 'font-size': 12, fill: INK }, 'middle'),
    ]);

  return svgDocument({
    width: g.width,
    height: g.height,
    title,
    desc: `${n1}: ${s.person1.chart.input.datetime} · ${n2}: ${s.person2.chart.input.datetime} · ${houses.used}`,
    lang,
    kind: 'synastry',
    body: [
      text(16, 26, title, { 'font-size': 16, 'font-weight': 'bold', fill: INK }),
      legendPerson(0, n1, 'person1'),
      legendPerson(1, n2, 'person2'),
      text(16, 110, `${uiLabel('houses', lang)}: ${n1}`, { 'font-size': 10, fill: MUTED }),
      zodiacRing(g, asc, lang),
      circle(g, g.zodiacOuter, { stroke: MUTED }),
      circle(g, g.separator, { stroke: MUTED }),
      houseRing(g, houses.cusps, asc),
      el('g', { 'data-layer': 'aspects' }, aspects),
      axes(g, asc, houses.mc, lang),
      glyphRing(g, g.outer, layout.outer, asc, lang, { tickRadius: g.zodiacInner, tickInward: true, color: PERSON_COLORS[1], person: 2 }),
      glyphRing(g, g.inner, layout.inner, asc, lang, { tickRadius: g.separator, tickInward: true, color: PERSON_COLORS[0], person: 1 }),
      aspectLegend(g.width - 120, 20, lang),
      // Which glyph is which, for readers without the symbols.
      el('g', { 'data-layer': 'key' }, layout.inner.map((p, i) =>
        text(g.width - 120, 120 + 12 * i, `${p.glyph} ${bodyLabel(p.id, lang)}`, { 'font-size': 9, fill: MUTED }))),
    ],
  });
}
