/**
 * The natal wheel as SVG, and the wheel drawing shared with the synastry bi-wheel.
 *
 * Orientation: the Ascendant points left (9 o'clock) and longitude grows counter-clockwise, as on
 * printed Western charts: screen angle θ = 180° + (λ − ASC), θ counter-clockwise from 3 o'clock.
 *
 * Rings from the outside in (NATAL_WHEEL): zodiac ring (12 signs with glyph and name, element
 * tinted, 5°/10° ticks), the planet ring (glyph, then degree-in-sign label nearer the centre), the
 * house ring (numbers between the cusps), and the aspect circle with the aspect lines. Above the
 * wheel the title (the chart's name and "Natal Chart" / "출생 차트" in the picture's language), the
 * time and zone, and the houses drawn (the system used, and the one asked for when it fell back);
 * below it the legend (wheelLegend): every aspect type the wheel can draw and every glyph, named,
 * wrapped onto as many rows as the width needs.
 *
 * Glyph layout (spreadLongitudes): each glyph and its degree label is an axis-aligned box (a symbol's
 * box is square; ☊ₘ and the angles' ASC, MC, Vx are wider, see glyphEm); two boxes whose centres are
 * at least the larger diagonal apart cannot overlap, so the minimum angular gap of a ring is the
 * largest 2·asin((diagonal + 1 px) / 2r) over its widest glyph box and its label box (≈ 8° on
 * NATAL_WHEEL). Glyphs closer than the gap are grouped into clusters; each cluster is laid
 * out at exactly the gap, centred on the mean of its true longitudes (the least-squares position),
 * and clusters that then touch are merged, across 0° too, until none do. If n glyphs cannot fit at
 * the gap (n · gap > 360°) the gap becomes 360°/n. A short pointer line joins each glyph to a tick
 * at its true longitude.
 */
import { ASPECT_TYPES, type Aspect, type AspectType } from '../core/astro/aspects.js';
import { ASTRO_DEFAULTS } from '../core/astro/defaults.js';
import { norm360 } from '../core/astro/angle.js';
import type { ChartBodyId, Chart } from '../core/astro/chart.js';
import { degreeInSign, signIndex } from '../core/astro/zodiac.js';
import {
  SIGN_GLYPHS, aspectLabel, bodyGlyph, bodyLabel, houseSystemLabel, signLabel, uiLabel, type Lang,
} from '../core/labels.js';
import {
  INK, LINE, MUTED, SIGN_ELEMENT_COLORS, aspectStyle, el, esc, num, polar, svgDocument, text, textWidth,
} from './svg.js';

// ── Layout ───────────────────────────────────────────────────────────────────────────────────

export interface Box {
  /** Top-left corner and size, px. */
  x: number;
  y: number;
  w: number;
  h: number;
}

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

export interface SpreadPoint {
  id: string;
  lon: number;
}

export interface SpreadResult {
  id: string;
  /** True longitude. */
  lon: number;
  /** Where the glyph is drawn, [0, 360). */
  displayLon: number;
}

/**
 * Spread longitudes so that circularly adjacent display positions are at least `minGap` degrees
 * apart (see the module comment). Returns the points in input order. Deterministic: ties in
 * longitude keep input order.
 */
export function spreadLongitudes(points: readonly SpreadPoint[], minGap: number): SpreadResult[] {
  const n = points.length;
  if (n === 0) return [];
  const gap = Math.min(minGap, 360 / n);
  const order = points
    .map((p, i) => ({ i, lon: norm360(p.lon) }))
    .sort((a, b) => a.lon - b.lon || a.i - b.i);
  // Cut the circle at the widest empty arc, so the row is as unlikely as possible to wrap.
  let cut = 0;
  let widest = -1;
  for (let k = 0; k < n; k++) {
    const next = k + 1 < n ? order[k + 1].lon : order[0].lon + 360;
    if (next - order[k].lon > widest) {
      widest = next - order[k].lon;
      cut = (k + 1) % n;
    }
  }
  const row = [...order.slice(cut), ...order.slice(0, cut).map((p) => ({ ...p, lon: p.lon + 360 }))];

  interface Cluster { members: { i: number; lon: number }[]; center: number }
  const span = (c: Cluster) => ((c.members.length - 1) * gap) / 2;
  const centre = (members: { lon: number }[]) => members.reduce((s, m) => s + m.lon, 0) / members.length;
  const clusters: Cluster[] = row.map((p) => ({ members: [p], center: p.lon }));
  const EPS = 1e-9;
  for (let merged = true; merged && clusters.length > 1; ) {
    merged = false;
    for (let k = 0; k + 1 < clusters.length; k++) {
      const a = clusters[k];
      const b = clusters[k + 1];
      if (b.center - span(b) - (a.center + span(a)) < gap - EPS) {
        const members = [...a.members, ...b.members];
        clusters.splice(k, 2, { members, center: centre(members) });
        merged = true;
        k--;
      }
    }
    if (clusters.length < 2) break;
    // Across the cut: the last cluster's end against the first cluster's start + 360°.
    const last = clusters[clusters.length - 1];
    const first = clusters[0];
    if (first.center + 360 - span(first) - (last.center + span(last)) < gap - EPS) {
      const members = [...last.members, ...first.members.map((m) => ({ ...m, lon: m.lon + 360 }))];
      clusters.splice(clusters.length - 1, 1);
      clusters.splice(0, 1);
      clusters.push({ members, center: centre(members) });
      merged = true;
    }
  }
  const display = new Array<number>(n);
  for (const c of clusters) {
    c.members.forEach((m, k) => {
      display[m.i] = norm360(c.center - span(c) + k * gap);
    });
  }
  return points.map((p, i) => ({ id: p.id, lon: norm360(p.lon), displayLon: display[i] }));
}

/** A ring of glyphs: where and how large the glyphs and their degree labels are drawn. */
export interface GlyphRing {
  cx: number;
  cy: number;
  glyphRadius: number;
  glyphSize: number;
  /** Degree labels nearer the centre; null for none. */
  labelRadius: number | null;
  labelSize: number;
  /** Widest label in characters (degree, ° and ℞). */
  labelChars: number;
}

/**
 * Font size of a glyph relative to its ring's glyphSize: the angles' letters (ASC, MC, Vx) are drawn
 * at 3/4 of it, so that they weigh about as much as a symbol; symbols (☊ₘ too) at the full size.
 */
export const glyphScale = (glyph: string) => (/^[A-Za-z]+$/.test(glyph) ? 0.75 : 1);

/** Width of a glyph in ems of its ring's glyphSize: 1 for a symbol, more for ☊ₘ, ASC, MC, Vx (see textWidth). */
export const glyphEm = (glyph: string) => Math.max(1, textWidth(glyph, glyphScale(glyph)));

/**
 * Estimated box of a glyph (the ring's glyphSize high, its glyphEm wide; a symbol is square) and of
 * a label (0.7 em a character, 1.2 em high).
 */
const glyphBoxSize = (ring: GlyphRing, em = 1) => ({ w: ring.glyphSize * em, h: ring.glyphSize });
const labelBoxSize = (ring: GlyphRing, chars = ring.labelChars) => ({ w: chars * ring.labelSize * 0.7, h: ring.labelSize * 1.2 });

/** Minimum angular gap (degrees) of a ring whose widest glyph is `em` wide: see the module comment. */
export function minimumGap(ring: GlyphRing, em = 1): number {
  const need = (size: { w: number; h: number }, r: number) => (2 * Math.asin(Math.min(1, (Math.hypot(size.w, size.h) + 1) / (2 * r))) * 180) / Math.PI;
  const glyph = need(glyphBoxSize(ring, em), ring.glyphRadius);
  return ring.labelRadius === null ? glyph : Math.max(glyph, need(labelBoxSize(ring), ring.labelRadius));
}

export interface GlyphPlacement {
  id: string;
  lon: number;
  displayLon: number;
  /** Screen angle of the display position (degrees, counter-clockwise from 3 o'clock). */
  angle: number;
  x: number;
  y: number;
  glyph: string;
  /** Font size the glyph is drawn at (glyphScale × the ring's glyphSize). */
  glyphSize: number;
  /** Radius of the glyph's centre, and how far its box reaches from it along the radius (px). */
  radius: number;
  reach: number;
  /** Degree label, e.g. 15°℞; null without labels. */
  label: string | null;
  glyphBox: Box;
  labelBox: Box | null;
  labelX: number;
  labelY: number;
}

export interface RingPoint {
  id: string;
  lon: number;
  retrograde?: boolean;
}

/** Screen angle of a longitude on a wheel whose Ascendant is at 9 o'clock. */
export const screenAngle = (lon: number, asc: number) => norm360(180 + lon - asc);

/** Degree-in-sign text: 15° (with ℞ when retrograde). */
export const degreeText = (lon: number, retrograde = false) => `${Math.floor(degreeInSign(lon))}°${retrograde ? '℞' : ''}`;

/**
 * Place a ring's glyphs without overlaps; boxes are returned for tests and later hit-testing. A glyph
 * wider than a symbol (☊ₘ, ASC …) would reach its own degree label where the ring runs vertically
 * (3 and 9 o'clock): there the glyph moves outward and the label inward, each by half the extra width
 * projected on the radius.
 */
export function layoutRing(points: readonly RingPoint[], asc: number, ring: GlyphRing): GlyphPlacement[] {
  const widest = Math.max(1, ...points.map((p) => glyphEm(bodyGlyph(p.id))));
  const spread = spreadLongitudes(points, minimumGap(ring, widest));
  return spread.map((s, i) => {
    const angle = screenAngle(s.displayLon, asc);
    const glyph = bodyGlyph(s.id);
    const g = glyphBoxSize(ring, glyphEm(glyph));
    const horizontal = Math.abs(Math.cos((angle * Math.PI) / 180));
    const shift = ring.labelRadius === null ? 0 : (((g.w - ring.glyphSize) / 2) * horizontal) / 2;
    const outward = ring.labelRadius === null || ring.labelRadius < ring.glyphRadius ? 1 : -1;
    const radius = ring.glyphRadius + outward * shift;
    const [x, y] = polar(ring.cx, ring.cy, radius, angle);
    const label = ring.labelRadius === null ? null : degreeText(s.lon, points[i].retrograde);
    let labelBox: Box | null = null;
    let labelX = x;
    let labelY = y;
    if (ring.labelRadius !== null) {
      [labelX, labelY] = polar(ring.cx, ring.cy, ring.labelRadius - outward * shift, angle);
      const l = labelBoxSize(ring);
      labelBox = { x: labelX - l.w / 2, y: labelY - l.h / 2, w: l.w, h: l.h };
    }
    return {
      id: s.id, lon: s.lon, displayLon: s.displayLon, angle, x, y, glyph, glyphSize: ring.glyphSize * glyphScale(glyph),
      radius, reach: Math.max(g.h / 2, (g.w / 2) * horizontal), label,
      glyphBox: { x: x - g.w / 2, y: y - g.h / 2, w: g.w, h: g.h }, labelBox, labelX, labelY,
    };
  });
}

// ── Wheel geometry ───────────────────────────────────────────────────────────────────────────

export interface WheelGeometry {
  width: number;
  /** Height of the wheel part: the legend (wheelLegend) starts here and makes the picture taller. */
  height: number;
  cx: number;
  cy: number;
  /** Zodiac ring. */
  zodiacOuter: number;
  zodiacInner: number;
  /** House numbers between houseOuter and houseInner; the aspect circle is houseInner. */
  houseOuter: number;
  houseInner: number;
  /** Radius where the ASC/MC labels start; they grow outward from it (see axes()). */
  axisLabel: number;
}

export const NATAL_WHEEL: WheelGeometry & { ring: GlyphRing } = {
  width: 700,
  height: 714,
  cx: 350,
  cy: 390,
  zodiacOuter: 300,
  zodiacInner: 258,
  houseOuter: 178,
  houseInner: 152,
  axisLabel: 312,
  ring: { cx: 350, cy: 390, glyphRadius: 230, glyphSize: 18, labelRadius: 204, labelSize: 9, labelChars: 4 },
};

/** Longitude of a natal point id (a body, 'asc' or 'mc'). */
export function natalLongitude(chart: Chart, id: string): number {
  if (id === 'asc') return chart.houses().asc;
  if (id === 'mc') return chart.houses().mc;
  return chart.body(id as ChartBodyId).lon;
}

/** The natal glyph layout of NATAL_WHEEL: every body of the chart (ASC and MC are drawn as axes). */
export function natalGlyphLayout(chart: Chart): GlyphPlacement[] {
  const points = chart.bodyIds().map((id) => ({ id, lon: chart.body(id).lon, retrograde: chart.body(id).retrograde }));
  return layoutRing(points, chart.houses().asc, NATAL_WHEEL.ring);
}

// ── Drawing (shared with synastry-svg.ts) ────────────────────────────────────────────────────

/** Annular sector between two screen angles (a0 < a1, counter-clockwise). */
function sector(cx: number, cy: number, rOut: number, rIn: number, a0: number, a1: number): string {
  const [x0, y0] = polar(cx, cy, rOut, a0);
  const [x1, y1] = polar(cx, cy, rOut, a1);
  const [x2, y2] = polar(cx, cy, rIn, a1);
  const [x3, y3] = polar(cx, cy, rIn, a0);
  const large = a1 - a0 > 180 ? 1 : 0;
  return `M${num(x0)} ${num(y0)}A${num(rOut)} ${num(rOut)} 0 ${large} 0 ${num(x1)} ${num(y1)}` +
    `L${num(x2)} ${num(y2)}A${num(rIn)} ${num(rIn)} 0 ${large} 1 ${num(x3)} ${num(y3)}Z`;
}

/** Rotation (SVG, clockwise degrees) that writes text along the ring, upright in the lower half. */
function tangentRotation(angle: number): number {
  const r = angle > 180 ? 270 - angle : 90 - angle;
  return r > 180 ? r - 360 : r <= -180 ? r + 360 : r;
}

export function line(x1: number, y1: number, x2: number, y2: number, a: Record<string, string | number | null> = {}): string {
  return el('line', { x1, y1, x2, y2, ...a });
}

export function radial(g: WheelGeometry, angle: number, r0: number, r1: number, a: Record<string, string | number | null> = {}): string {
  const [x1, y1] = polar(g.cx, g.cy, r0, angle);
  const [x2, y2] = polar(g.cx, g.cy, r1, angle);
  return line(x1, y1, x2, y2, a);
}

export function circle(g: WheelGeometry, r: number, a: Record<string, string | number | null> = {}): string {
  return el('circle', { cx: g.cx, cy: g.cy, r, fill: 'none', stroke: LINE, 'stroke-width': 1, ...a });
}

/** The zodiac ring: tinted sectors, sign glyphs and names, 5° and 10° ticks. */
export function zodiacRing(g: WheelGeometry, asc: number, lang: Lang): string {
  const parts: string[] = [];
  for (let s = 0; s < 12; s++) {
    const a0 = screenAngle(30 * s, asc);
    const colors = SIGN_ELEMENT_COLORS[s % 4];
    const mid = a0 + 15;
    const [gx, gy] = polar(g.cx, g.cy, (g.zodiacOuter + g.zodiacInner) / 2 + 7, mid);
    const [lx, ly] = polar(g.cx, g.cy, g.zodiacInner + 9, mid);
    parts.push(
      el('g', { 'data-sign': s }, [
        el('path', { d: sector(g.cx, g.cy, g.zodiacOuter, g.zodiacInner, a0, a0 + 30), fill: colors.fill, stroke: LINE, 'stroke-width': 1 }),
        text(gx, gy, SIGN_GLYPHS[s], { 'font-size': 20, fill: colors.ink, 'text-anchor': 'middle' }, 'middle'),
        // Rotated about its middle point, so the baseline offset turns with the text.
        text(lx, ly, signLabel(s, lang), {
          'font-size': 9, fill: colors.ink, 'text-anchor': 'middle', transform: `rotate(${num(tangentRotation(mid))} ${num(lx)} ${num(ly)})`,
        }, 'middle'),
      ]),
    );
  }
  for (let d = 0; d < 360; d += 5) {
    const a = screenAngle(d, asc);
    parts.push(radial(g, a, g.zodiacInner, g.zodiacInner - (d % 10 === 0 ? 7 : 4), { stroke: LINE, 'stroke-width': 0.8 }));
  }
  return el('g', { 'data-layer': 'zodiac' }, parts);
}

/** House cusps (from the aspect circle to the zodiac ring) and the house numbers. */
export function houseRing(g: WheelGeometry, cusps: readonly number[], asc: number): string {
  const parts: string[] = [circle(g, g.houseOuter), circle(g, g.houseInner)];
  for (let i = 0; i < 12; i++) {
    const a = screenAngle(cusps[i], asc);
    const angular = i % 3 === 0;
    parts.push(radial(g, a, g.houseInner, g.zodiacInner, { stroke: angular ? MUTED : LINE, 'stroke-width': angular ? 1.2 : 0.8, 'data-cusp': i + 1 }));
    const next = cusps[(i + 1) % 12];
    const mid = cusps[i] + norm360(next - cusps[i]) / 2;
    const [x, y] = polar(g.cx, g.cy, (g.houseOuter + g.houseInner) / 2, screenAngle(mid, asc));
    parts.push(text(x, y, String(i + 1), { 'font-size': 11, fill: MUTED, 'text-anchor': 'middle', 'data-house': i + 1 }, 'middle'));
  }
  return el('g', { 'data-layer': 'houses' }, parts);
}

/** ASC and MC: heavy lines out past the zodiac ring with their names. */
export function axes(g: WheelGeometry, asc: number, mc: number, lang: Lang, prefix = ''): string {
  const parts: string[] = [];
  for (const [id, lon] of [['asc', asc], ['mc', mc]] as const) {
    const a = screenAngle(lon, asc);
    parts.push(radial(g, a, g.houseInner, g.zodiacOuter + 8, { stroke: INK, 'stroke-width': 2 }));
    // Anchored on the side facing the wheel, so the text never runs back over the line's end.
    const [x, y] = polar(g.cx, g.cy, g.axisLabel, a);
    const [dx, dy] = [Math.cos((a * Math.PI) / 180), Math.sin((a * Math.PI) / 180)];
    parts.push(
      text(x, y, `${prefix}${lang === 'ko' ? bodyLabel(id, lang) : id.toUpperCase()}`, {
        'font-size': 12, 'font-weight': 'bold', fill: INK, 'text-anchor': dx < -0.3 ? 'end' : dx > 0.3 ? 'start' : 'middle', 'data-axis': id,
      }, dy > 0.3 ? 'baseline' : dy < -0.3 ? 'top' : 'middle'),
    );
  }
  return el('g', { 'data-layer': 'axes' }, parts);
}

/** Glyphs of one ring with pointer lines to ticks at their true longitudes. */
export function glyphRing(
  g: WheelGeometry, ring: GlyphRing, placements: readonly GlyphPlacement[], asc: number, lang: Lang,
  opts: { tickRadius: number; tickInward: boolean; color: string; person?: number },
): string {
  const parts: string[] = [];
  for (const p of placements) {
    const trueAngle = screenAngle(p.lon, asc);
    const tickEnd = opts.tickRadius + (opts.tickInward ? -6 : 6);
    const pointerEnd = p.radius + (opts.tickInward ? 1 : -1) * (p.reach + 2);
    const [tx, ty] = polar(g.cx, g.cy, tickEnd, trueAngle);
    const [px, py] = polar(g.cx, g.cy, pointerEnd, p.angle);
    const name = bodyLabel(p.id, lang);
    const sign = signLabel(signIndex(p.lon), lang);
    const retro = p.label?.includes('℞') ? ` ${uiLabel('retrograde', lang)}` : '';
    parts.push(
      el('g', { 'data-point': p.id, 'data-person': opts.person ?? null }, [
        el('title', {}, esc(`${name} ${degreeText(p.lon)} ${sign}${retro}`)),
        radial(g, trueAngle, opts.tickRadius, tickEnd, { stroke: opts.color, 'stroke-width': 1.2 }),
        line(tx, ty, px, py, { stroke: LINE, 'stroke-width': 0.7 }),
        text(p.x, p.y, p.glyph, {
          'font-size': p.glyphSize, fill: opts.color, 'text-anchor': 'middle',
          'data-body': p.id, 'data-lon': num(p.lon, 4), 'data-display-lon': num(p.displayLon, 4),
        }, 'middle'),
        p.label === null
          ? ''
          : text(p.labelX, p.labelY, p.label, { 'font-size': ring.labelSize, fill: MUTED, 'text-anchor': 'middle', 'data-body-label': p.id }, 'middle'),
      ]),
    );
  }
  return el('g', { 'data-layer': 'glyphs', 'data-person': opts.person ?? null }, parts);
}

/** An aspect chord on the aspect circle between two true longitudes. */
export function aspectLine(g: WheelGeometry, asc: number, lon1: number, lon2: number, type: string, a: Record<string, string | number | null>): string {
  const style = aspectStyle(type);
  const [x1, y1] = polar(g.cx, g.cy, g.houseInner, screenAngle(lon1, asc));
  const [x2, y2] = polar(g.cx, g.cy, g.houseInner, screenAngle(lon2, asc));
  return line(x1, y1, x2, y2, {
    stroke: style.stroke, 'stroke-width': style.width, 'stroke-dasharray': style.dash, 'stroke-opacity': style.major ? 0.9 : 0.7,
    'data-nature': style.nature, ...a,
  });
}

/** Row height of the legend, px. */
const LEGEND_ROW = 18;

/** One entry of a legend row: its estimated width and how it draws with its left edge at x, its middle at y. */
interface LegendEntry {
  width: number;
  draw: (x: number, y: number) => string;
}

/**
 * A legend below a wheel, in the full width from x to x + width: a bold heading and its entries, laid
 * out left to right and wrapped onto further rows (never past the right edge). Returns the markup and
 * the height it takes.
 */
function flowLegend(
  x: number, y: number, width: number, groups: readonly { id: string; heading: string; entries: readonly LegendEntry[] }[],
): { svg: string; height: number } {
  const GAP = 16;
  let row = 0;
  const parts = groups.map((group, g) => {
    if (g > 0) row++;
    let cx = x;
    const headingWidth = textWidth(group.heading, 11);
    const items: string[] = [text(cx, y + row * LEGEND_ROW, group.heading, { 'font-size': 11, 'font-weight': 'bold', fill: MUTED }, 'middle')];
    cx += headingWidth + 10;
    const indent = x + headingWidth + 10;
    for (const entry of group.entries) {
      if (cx + entry.width > x + width && cx > indent) {
        row++;
        cx = indent;
      }
      items.push(entry.draw(cx, y + row * LEGEND_ROW));
      cx += entry.width + GAP;
    }
    return el('g', { 'data-legend': group.id }, items);
  });
  return { svg: el('g', { 'data-layer': 'legend' }, parts), height: (row + 1) * LEGEND_ROW };
}

/**
 * The legend of a wheel: every aspect type it can draw (a sample of its line and its full name) and
 * every glyph it draws with the point's name, wrapped within `width`.
 */
export function wheelLegend(
  x: number, y: number, width: number, lang: Lang, aspectTypes: readonly string[], glyphIds: readonly string[],
): { svg: string; height: number } {
  const aspects: LegendEntry[] = aspectTypes.map((type) => {
    const style = aspectStyle(type);
    const name = aspectLabel(type, lang);
    return {
      width: 24 + textWidth(name, 10),
      draw: (lx, ly) => el('g', { 'data-legend-aspect': type }, [
        line(lx, ly, lx + 18, ly, { stroke: style.stroke, 'stroke-width': style.width, 'stroke-dasharray': style.dash }),
        text(lx + 24, ly, name, { 'font-size': 10, fill: MUTED }, 'middle'),
      ]),
    };
  });
  const glyphs: LegendEntry[] = glyphIds.map((id) => {
    const glyph = bodyGlyph(id);
    const name = bodyLabel(id, lang);
    const gw = textWidth(glyph, 12);
    return {
      width: gw + 4 + textWidth(name, 10),
      draw: (lx, ly) => el('g', { 'data-legend-glyph': id }, [
        text(lx, ly, glyph, { 'font-size': 12, fill: INK }, 'middle'),
        text(lx + gw + 4, ly, name, { 'font-size': 10, fill: MUTED }, 'middle'),
      ]),
    };
  });
  return flowLegend(x, y, width, [
    { id: 'aspects', heading: uiLabel('aspects', lang), entries: aspects },
    { id: 'glyphs', heading: uiLabel('glyphs', lang), entries: glyphs },
  ]);
}

/**
 * The houses as a subtitle says them: the system drawn, and when it is not the one asked for (Placidus
 * or Koch inside the polar circle: Porphyry), which one was asked for and why.
 */
export function housesText(houses: { system: string; used: string }, lang: Lang): string {
  const used = houseSystemLabel(houses.used, lang);
  if (houses.used === houses.system) return `${uiLabel('houses', lang)}: ${used}`;
  return `${uiLabel('houses', lang)}: ${used} (${uiLabel('houseFallback', lang).replace('{asked}', houseSystemLabel(houses.system, lang))})`;
}

/** A chart's name in a title: the default name (ASTRO_DEFAULTS.name, English) is not a name. */
export function chartTitle(name: string | null | undefined, kind: 'natalChart' | 'synastry', lang: Lang): string {
  return name && name !== ASTRO_DEFAULTS.name ? `${name} — ${uiLabel(kind, lang)}` : uiLabel(kind, lang);
}

// ── The natal chart ──────────────────────────────────────────────────────────────────────────

/** Aspects drawn as lines: the longitude aspects (parallels are declination aspects: not drawn). */
const drawable = (a: Aspect) => a.aspectType !== 'Parallel' && a.aspectType !== 'Contra-Parallel';

/** The aspect types a natal wheel can draw: the chart's types (default all) without the parallels. */
const drawableTypes = (chart: Chart): AspectType[] =>
  (chart.input.aspectOptions?.types ?? ASPECT_TYPES).filter((type) => type !== 'Parallel' && type !== 'Contra-Parallel');

/** The natal wheel of a chart, labels in `lang`. Pure: the same chart gives the same bytes. */
export function natalChartSvg(chart: Chart, lang: Lang): string {
  const g = NATAL_WHEEL;
  const houses = chart.houses();
  const asc = houses.asc;
  const placements = natalGlyphLayout(chart);
  const title = chartTitle(chart.input.name, 'natalChart', lang);
  const subtitle = `${chart.input.datetime} · ${chart.input.location.timezone}`;
  const housesLine = housesText(houses, lang);

  const aspects = chart.aspects().filter(drawable).map((a) =>
    aspectLine(g, asc, natalLongitude(chart, a.body1), natalLongitude(chart, a.body2), a.aspectType, {
      'data-aspect': a.aspectType, 'data-from': a.body1, 'data-to': a.body2,
    }));
  // The axes are drawn as ASC and MC in English: the legend says what they are.
  const keyIds = [...chart.bodyIds(), ...(lang === 'en' ? ['asc', 'mc'] : [])];
  const legend = wheelLegend(16, g.height, g.width - 32, lang, drawableTypes(chart), keyIds);

  return svgDocument({
    width: g.width,
    height: g.height + legend.height,
    title,
    desc: `${subtitle} · ${housesLine}`,
    lang,
    kind: 'natal',
    body: [
      text(16, 24, title, { 'font-size': 16, 'font-weight': 'bold', fill: INK }),
      text(16, 42, subtitle, { 'font-size': 11, fill: MUTED }),
      text(16, 58, housesLine, { 'font-size': 11, fill: MUTED, 'data-houses': houses.used, 'data-houses-asked': houses.system }),
      zodiacRing(g, asc, lang),
      circle(g, g.zodiacOuter, { stroke: MUTED }),
      houseRing(g, houses.cusps, asc),
      el('g', { 'data-layer': 'aspects' }, aspects),
      axes(g, asc, houses.mc, lang),
      glyphRing(g, g.ring, placements, asc, lang, { tickRadius: g.zodiacInner, tickInward: true, color: INK }),
      legend.svg,
    ],
  });
}
