/**
 * The synastry bi-wheel: person 1 on the inner band, person 2 on the outer band, both against one
 * zodiac and person 1's houses (person 1's Ascendant at 9 o'clock), and the inter-aspects
 * (Synastry.aspects(): person 1's point ↔ person 2's point) as chords of the aspect circle, coloured
 * by aspect type as on the natal wheel.
 *
 * Person 1's ASC, DSC, MC and IC are the wheel's axes; person 2's ASC and MC are glyphs on the outer
 * band, and with include_vertex_points each person's Vertex is a glyph on their own band. Each band
 * is laid out by wheel-layout.ts clear of the axes; the bands are apart, so nothing overlaps across
 * them. With options.layout the positions of both persons and the inter-aspect grid (person 1's rows,
 * person 2's columns) come beside the wheel or alone.
 */
import { ASTRO_DEFAULTS } from '../core/astro/defaults.js';
import type { Synastry } from '../core/astro/synastry.js';
import type { ChartPoint } from '../core/astro/synastry-points.js';
import { ASPECTS } from '../core/astro/synastry-tables.js';
import { uiLabel, type Lang } from '../core/labels.js';
import { PICTURE_DEFAULTS, el, svgDocument, text, theme, type PictureOptions, type Theme } from './svg.js';
import { aspectGrid, positionsTable, type Block } from './tables.js';
import {
  TICK, aspectLine, axes, axisSegments, circle, glyphRing, houseRing, housesText, wheelLegend, zodiacRing, type WheelGeometry,
} from './wheel.js';
import { layoutBand, type GlyphBand, type GlyphPlacement } from './wheel-layout.js';

export const SYNASTRY_WHEEL: WheelGeometry & { inner: GlyphBand; outer: GlyphBand; separator: number } = {
  width: 880,
  height: 902,
  cx: 440,
  cy: 468,
  zodiacOuter: 370,
  zodiacInner: 332,
  houseOuter: 146,
  houseInner: 122,
  axisLabel: 382,
  separator: 240,
  outer: { cx: 440, cy: 468, outer: 332 - TICK - 2, inner: 242, glyphSize: 17, labelSize: 8.5 },
  inner: { cx: 440, cy: 468, outer: 240 - TICK - 2, inner: 147, glyphSize: 17, labelSize: 8.5 },
};

const ringPoints = (points: readonly ChartPoint[]) =>
  points.map((p) => ({ id: p.def.key, lon: p.lon, retrograde: Boolean(p.def.body) && p.retrograde }));

/** Person 1's points on the inner band: the bodies and the Vertex (the angles are the axes). */
const innerPoints = (s: Synastry) => [...s.person1.bodies(), ...s.person1.angles().filter((p) => p.def.key === 'vertex')];

/** The two bands' layouts: person 1 (inner) and person 2 (outer: bodies and angles). */
export function synastryGlyphLayout(s: Synastry): { inner: GlyphPlacement[]; outer: GlyphPlacement[] } {
  const g = SYNASTRY_WHEEL;
  const { asc, mc } = s.person1.chart.houses();
  const axesLines = axisSegments(g, asc, mc);
  return {
    inner: layoutBand(ringPoints(innerPoints(s)), asc, g.inner, axesLines),
    outer: layoutBand(ringPoints(s.person2.points()), asc, g.outer, axesLines),
  };
}

/** A person's name as the picture shows it: the default names (Person 1, Person 2) in `lang`. */
function personName(name: string, i: 0 | 1, lang: Lang): string {
  return name === ASTRO_DEFAULTS.personNames[i] ? uiLabel(i === 0 ? 'defaultPerson1' : 'defaultPerson2', lang) : name;
}

/** Both persons' positions side by side over the inter-aspect grid, top-left at (x, y). */
function synastryTables(s: Synastry, names: readonly [string, string], x: number, y: number, lang: Lang, t: Theme): Block {
  const rows = (points: readonly ChartPoint[]) => points.map((p) => ({ id: p.def.key, lon: p.lon, retrograde: Boolean(p.def.body) && p.retrograde, house: p.house }));
  const first = positionsTable(x, y, rows(s.person1.points()), lang, t, names[0]);
  const second = positionsTable(x + first.width + 28, y, rows(s.person2.points()), lang, t, names[1]);
  const top = y + Math.max(first.height, second.height) + 20;
  const aspects = s.aspects().map((a) => ({ a: a.p1.def.key, b: a.p2.def.key, type: a.def.type, orb: a.orb }));
  const grid = aspectGrid(x, top, s.person1.points().map((p) => p.def.key), s.person2.points().map((p) => p.def.key), aspects, lang, t, {
    triangle: false, heading: `${uiLabel('aspectGrid', lang)}: ${names[0]} ↓ · ${names[1]} →`, colors: t.persons,
  });
  return {
    svg: first.svg + second.svg + grid.svg,
    width: Math.max(first.width + 28 + second.width, grid.width),
    height: top - y + grid.height,
  };
}

/** The bi-wheel of a synastry, labels in `lang`. Pure: the same synastry and options give the same bytes. */
export function synastrySvg(s: Synastry, lang: Lang, options: PictureOptions = {}): string {
  const g = SYNASTRY_WHEEL;
  const t = theme(options.theme);
  const layout = options.layout ?? PICTURE_DEFAULTS.layout;
  const houses = s.person1.chart.houses();
  const asc = houses.asc;
  const names = [personName(s.person1.name, 0, lang), personName(s.person2.name, 1, lang)] as const;
  const title = `${names[0]} & ${names[1]} — ${uiLabel('synastry', lang)}`;
  const housesLine = `${housesText(houses, lang)} · ${names[0]}`;
  const legendPerson = (i: 0 | 1, ring: 'person1' | 'person2') =>
    el('g', { 'data-legend-person': i + 1 }, [
      el('circle', { cx: 22, cy: 62 + 18 * i, r: 5, fill: t.persons[i] }),
      text(34, 62 + 18 * i, `${names[i]} (${uiLabel(ring, lang)})`, { 'font-size': 12, fill: t.ink }, 'middle'),
    ]);
  const head = [
    text(16, 26, title, { 'font-size': 16, 'font-weight': 'bold', fill: t.ink }),
    legendPerson(0, 'person1'),
    legendPerson(1, 'person2'),
    text(16, 110, housesLine, { 'font-size': 10, fill: t.muted, 'data-houses': houses.used, 'data-houses-asked': houses.system }),
  ];
  const base = {
    title, lang, kind: 'synastry', theme: t,
    desc: `${names[0]}: ${s.person1.chart.input.datetime} · ${names[1]}: ${s.person2.chart.input.datetime} · ${housesLine}`,
  };
  if (layout === 'tables') {
    const tables = synastryTables(s, names, 16, 128, lang, t);
    return svgDocument({ ...base, width: Math.max(520, tables.width + 32), height: 128 + tables.height + 16, body: [...head, tables.svg] });
  }

  const layoutRings = synastryGlyphLayout(s);
  const lines = s.aspects().map((a) =>
    aspectLine(g, asc, a.p1.lon, a.p2.lon, a.def.type, t, {
      'data-aspect': a.def.type, 'data-from': a.p1.def.key, 'data-to': a.p2.def.key, 'data-weight': a.weight,
    }));
  // Every type the synastry looks for (the minor ones with include_minor_aspects), and every glyph of
  // either band once, person 1's first.
  const types = ASPECTS.filter((a) => a.major || s.input.includeMinorAspects).map((a) => a.type);
  const keyIds = [...new Set([...layoutRings.inner, ...layoutRings.outer].map((p) => p.id))];
  const legend = wheelLegend(16, g.height, g.width - 32, lang, t, types, keyIds);
  const tables = layout === 'wheel+tables' ? synastryTables(s, names, g.width + 8, 76, lang, t) : null;
  return svgDocument({
    ...base,
    width: g.width + (tables ? tables.width + 32 : 0),
    height: Math.max(g.height + legend.height, tables ? 76 + tables.height + 16 : 0),
    body: [
      ...head,
      zodiacRing(g, asc, lang, t),
      circle(g, g.zodiacOuter, t.muted),
      circle(g, g.separator, t.muted),
      houseRing(g, houses.cusps, asc, g.zodiacInner, t),
      el('g', { 'data-layer': 'aspects' }, lines),
      axes(g, asc, houses.mc, lang, t).svg,
      glyphRing(g, layoutRings.outer, asc, lang, t, { tickRadius: g.zodiacInner, color: t.persons[1], person: 2 }),
      glyphRing(g, layoutRings.inner, asc, lang, t, { tickRadius: g.separator, color: t.persons[0], person: 1 }),
      legend.svg,
      tables?.svg ?? '',
    ],
  });
}
