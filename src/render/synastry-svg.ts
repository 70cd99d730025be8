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
import { ASTRO_DEFAULTS } from '../core/astro/defaults.js';
import type { Synastry } from '../core/astro/synastry.js';
import type { ChartPoint } from '../core/astro/synastry-points.js';
import { ASPECTS } from '../core/astro/synastry-tables.js';
import { uiLabel, type Lang } from '../core/labels.js';
import {
  aspectLine, axes, circle, glyphRing, houseRing, housesText, layoutRing, wheelLegend, zodiacRing,
  type GlyphPlacement, type GlyphRing, type WheelGeometry,
} from './natal-svg.js';
import { INK, MUTED, el, svgDocument, text } from './svg.js';

export const SYNASTRY_WHEEL: WheelGeometry & { inner: GlyphRing; outer: GlyphRing; separator: number } = {
  width: 760,
  height: 774,
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

/** A person's name as the picture shows it: the default names (Person 1, Person 2) in `lang`. */
function personName(name: string, i: 0 | 1, lang: Lang): string {
  return name === ASTRO_DEFAULTS.personNames[i] ? uiLabel(i === 0 ? 'defaultPerson1' : 'defaultPerson2', lang) : name;
}

/** The bi-wheel of a synastry, labels in `lang`. Pure: the same synastry gives the same bytes. */
export function synastrySvg(s: Synastry, lang: Lang): string {
  const g = SYNASTRY_WHEEL;
  const houses = s.person1.chart.houses();
  const asc = houses.asc;
  const layout = synastryGlyphLayout(s);
  const [n1, n2] = [personName(s.person1.name, 0, lang), personName(s.person2.name, 1, lang)];
  const title = `${n1} & ${n2} — ${uiLabel('synastry', lang)}`;
  const housesLine = `${housesText(houses, lang)} · ${n1}`;

  const aspects = s.aspects().map((a) =>
    aspectLine(g, asc, a.p1.lon, a.p2.lon, a.def.type, {
      'data-aspect': a.def.type, 'data-from': a.p1.def.key, 'data-to': a.p2.def.key, 'data-weight': a.weight,
    }));
  // Every type the synastry looks for (the minor ones with include_minor_aspects), and every glyph of
  // either ring once, person 1's first (the axes' ASC and MC are person 2's glyphs too).
  const types = ASPECTS.filter((a) => a.major || s.input.includeMinorAspects).map((a) => a.type);
  const keyIds = [...new Set([...layout.inner, ...layout.outer].map((p) => p.id))];
  const legend = wheelLegend(16, g.height, g.width - 32, lang, types, keyIds);

  const legendPerson = (i: number, name: string, ring: 'person1' | 'person2') =>
    el('g', { 'data-legend-person': i + 1 }, [
      el('circle', { cx: 22, cy: 62 + 18 * i, r: 5, fill: PERSON_COLORS[i] }),
      text(34, 62 + 18 * i, `${name} (${uiLabel(ring, lang)})`, { 'font-size': 12, fill: INK }, 'middle'),
    ]);

  return svgDocument({
    width: g.width,
    height: g.height + legend.height,
    title,
    desc: `${n1}: ${s.person1.chart.input.datetime} · ${n2}: ${s.person2.chart.input.datetime} · ${housesLine}`,
    lang,
    kind: 'synastry',
    body: [
      text(16, 26, title, { 'font-size': 16, 'font-weight': 'bold', fill: INK }),
      legendPerson(0, n1, 'person1'),
      legendPerson(1, n2, 'person2'),
      text(16, 110, housesLine, { 'font-size': 10, fill: MUTED, 'data-houses': houses.used, 'data-houses-asked': houses.system }),
      zodiacRing(g, asc, lang),
      circle(g, g.zodiacOuter, { stroke: MUTED }),
      circle(g, g.separator, { stroke: MUTED }),
      houseRing(g, houses.cusps, asc),
      el('g', { 'data-layer': 'aspects' }, aspects),
      axes(g, asc, houses.mc, lang),
      glyphRing(g, g.outer, layout.outer, asc, lang, { tickRadius: g.zodiacInner, tickInward: true, color: PERSON_COLORS[1], person: 2 }),
      glyphRing(g, g.inner, layout.inner, asc, lang, { tickRadius: g.separator, tickInward: true, color: PERSON_COLORS[0], person: 1 }),
      legend.svg,
    ],
  });
}
