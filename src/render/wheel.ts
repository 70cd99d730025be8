/**
 * The drawing shared by the natal wheel and the synastry bi-wheel.
 *
 * Orientation: the Ascendant points left (9 o'clock) and longitude grows counter-clockwise, as on
 * printed Western charts: screen angle θ = 180° + (λ − ASC), θ counter-clockwise from 3 o'clock.
 *
 * Rings from the outside in: the zodiac ring (12 signs with glyph and name, element tinted, 1°/5°/10°
 * scale ticks inward), each point's tick at its exact degree, the glyph band(s) (wheel-layout.ts), the
 * house numbers and the aspect circle. ASC–DSC and MC–IC are heavy lines across the glyph bands, out
 * past the zodiac ring where their names are written; nothing is drawn over them.
 */
import { ASTRO_DEFAULTS } from '../core/astro/defaults.js';
import { norm360 } from '../core/astro/angle.js';
import { signIndex } from '../core/astro/zodiac.js';
import {
  aspectLabel, bodyGlyph, bodyLabel, houseSystemLabel, signLabel, SIGN_GLYPHS, uiLabel, type Lang,
} from '../core/labels.js';
import { aspectStyle, el, esc, num, polar, text, textWidth, type Theme } from './svg.js';
import { degreeLabel, screenAngle, type Box, type GlyphPlacement, type Segment } from './wheel-layout.js';

export interface WheelGeometry {
  width: number;
  /** Height of the wheel part: the legend (wheelLegend) starts here and makes the picture taller. */
  height: number;
  cx: number;
  cy: number;
  zodiacOuter: number;
  zodiacInner: number;
  /** House numbers between houseOuter and houseInner; the aspect circle is houseInner. */
  houseOuter: number;
  houseInner: number;
  /** Radius where the axis names start; they grow outward from it. */
  axisLabel: number;
}

/** Length of a point's tick at its exact degree, inward from the ring it stands on, px. */
export const TICK = 7;

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

type LineAttrs = Record<string, string | number | null>;

export function line(x1: number, y1: number, x2: number, y2: number, a: LineAttrs = {}): string {
  return el('line', { x1, y1, x2, y2, ...a });
}

export function radial(g: WheelGeometry, angle: number, r0: number, r1: number, a: LineAttrs = {}): string {
  const [x1, y1] = polar(g.cx, g.cy, r0, angle);
  const [x2, y2] = polar(g.cx, g.cy, r1, angle);
  return line(x1, y1, x2, y2, a);
}

export function circle(g: WheelGeometry, r: number, stroke: string, a: LineAttrs = {}): string {
  return el('circle', { cx: g.cx, cy: g.cy, r, fill: 'none', stroke, 'stroke-width': 1, ...a });
}

/** The zodiac ring: tinted sectors, sign glyphs and names, 1°, 5° and 10° ticks. */
export function zodiacRing(g: WheelGeometry, asc: number, lang: Lang, t: Theme): string {
  const parts: string[] = [];
  for (let s = 0; s < 12; s++) {
    const a0 = screenAngle(30 * s, asc);
    const colors = t.signs[s % 4];
    const mid = a0 + 15;
    const [gx, gy] = polar(g.cx, g.cy, (g.zodiacOuter + g.zodiacInner) / 2 + 7, mid);
    const [lx, ly] = polar(g.cx, g.cy, g.zodiacInner + 9, mid);
    parts.push(
      el('g', { 'data-sign': s }, [
        el('path', { d: sector(g.cx, g.cy, g.zodiacOuter, g.zodiacInner, a0, a0 + 30), fill: colors.fill, stroke: t.line, 'stroke-width': 1 }),
        text(gx, gy, SIGN_GLYPHS[s], { 'font-size': 20, fill: colors.ink, 'text-anchor': 'middle' }, 'middle'),
        // Rotated about its middle point, so the baseline offset turns with the text.
        text(lx, ly, signLabel(s, lang), {
          'font-size': 9, fill: colors.ink, 'text-anchor': 'middle', transform: `rotate(${num(tangentRotation(mid))} ${num(lx)} ${num(ly)})`,
        }, 'middle'),
      ]),
    );
  }
  const ticks: string[] = [];
  for (let d = 0; d < 360; d++) {
    const a = screenAngle(d, asc);
    const len = d % 10 === 0 ? 5 : d % 5 === 0 ? 3.5 : 2;
    ticks.push(radial(g, a, g.zodiacInner, g.zodiacInner + len, { stroke: t.line, 'stroke-width': 0.6 }));
  }
  parts.push(el('g', { 'data-layer': 'scale' }, ticks));
  return el('g', { 'data-layer': 'zodiac' }, parts);
}

/**
 * Where the house numbers go: each in the middle of its house, but never nearer its neighbours than
 * `gap` degrees (the narrow houses of a polar chart); nudged apart in a few relaxation passes.
 */
function houseNumberAngles(cusps: readonly number[], gap: number): number[] {
  const mids = cusps.map((c, i) => c + norm360(cusps[(i + 1) % 12] - c) / 2);
  // Unwrapped in house order, so that neighbours stay neighbours.
  const row = mids.map((m, i) => (i === 0 ? m : mids[0] + norm360(m - mids[0])));
  for (let pass = 0; pass < 60; pass++) {
    let moved = false;
    for (let i = 0; i < 12; i++) {
      const j = (i + 1) % 12;
      const next = j === 0 ? row[0] + 360 : row[j];
      const short = gap - (next - row[i]);
      if (short > 1e-6) {
        row[i] -= short / 2;
        if (j === 0) row[0] += short / 2;
        else row[j] += short / 2;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return row.map(norm360);
}

/** House cusps (from the aspect circle to `outer`) and the house numbers. */
export function houseRing(g: WheelGeometry, cusps: readonly number[], asc: number, outer: number, t: Theme): string {
  const parts: string[] = [circle(g, g.houseOuter, t.line), circle(g, g.houseInner, t.line)];
  const r = (g.houseOuter + g.houseInner) / 2;
  // Two digits at 11 px and a pixel's air between neighbours.
  const numbers = houseNumberAngles(cusps, ((16 / r) * 180) / Math.PI);
  for (let i = 0; i < 12; i++) {
    const a = screenAngle(cusps[i], asc);
    if (i % 3 !== 0) parts.push(radial(g, a, g.houseInner, outer, { stroke: t.line, 'stroke-width': 0.7, 'stroke-opacity': 0.7, 'data-cusp': i + 1 }));
    const [x, y] = polar(g.cx, g.cy, r, screenAngle(numbers[i], asc));
    parts.push(text(x, y, String(i + 1), { 'font-size': 11, fill: t.muted, 'text-anchor': 'middle', 'data-house': i + 1 }, 'middle'));
  }
  return el('g', { 'data-layer': 'houses' }, parts);
}

const AXES = [['asc', 0], ['dsc', 180], ['mc', 0], ['ic', 180]] as const;

/** The four angles' lines: from the aspect circle out past the zodiac ring. */
export function axisSegments(g: WheelGeometry, asc: number, mc: number): (Segment & { id: string; angle: number })[] {
  return AXES.map(([id, turn]) => {
    const angle = norm360(screenAngle(id === 'asc' || id === 'dsc' ? asc : mc, asc) + turn);
    const [x1, y1] = polar(g.cx, g.cy, g.houseInner, angle);
    const [x2, y2] = polar(g.cx, g.cy, g.zodiacOuter + 8, angle);
    return { id, angle, x1, y1, x2, y2 };
  });
}

/** The axis names' font size, px. */
const AXIS_SIZE = 12;

/**
 * ASC, DSC, MC and IC: heavy lines with their names outside the wheel (Korean: 상승점 …), and the
 * ASC's and MC's degree under their names. Returns the markup and the names' boxes.
 */
export function axes(g: WheelGeometry, asc: number, mc: number, lang: Lang, t: Theme): { svg: string; boxes: Box[] } {
  const parts: string[] = [];
  const boxes: Box[] = [];
  for (const s of axisSegments(g, asc, mc)) {
    parts.push(line(s.x1, s.y1, s.x2, s.y2, { stroke: t.ink, 'stroke-width': 2, 'data-axis-line': s.id }));
    const name = lang === 'ko' ? bodyLabel(s.id, lang) : s.id.toUpperCase();
    const degree = s.id === 'asc' ? degreeLabel(asc) : s.id === 'mc' ? degreeLabel(mc) : null;
    const lines = degree ? [name, degree] : [name];
    const w = Math.max(...lines.map((l, i) => textWidth(l, i === 0 ? AXIS_SIZE : 10)));
    const h = lines.length === 2 ? AXIS_SIZE + 12 : AXIS_SIZE;
    // The block's nearest edge to the wheel sits at axisLabel along the line's direction.
    const c = Math.cos((s.angle * Math.PI) / 180);
    const sn = Math.sin((s.angle * Math.PI) / 180);
    const reach = (w * Math.abs(c) + h * Math.abs(sn)) / 2;
    const [x, y] = polar(g.cx, g.cy, g.axisLabel + reach, s.angle);
    const box = { x: x - w / 2, y: y - h / 2, w, h };
    boxes.push(box);
    parts.push(el('g', { 'data-axis': s.id }, [
      text(x, box.y, name, { 'font-size': AXIS_SIZE, 'font-weight': 'bold', fill: t.ink, 'text-anchor': 'middle', 'data-axis-name': s.id }, 'top'),
      degree ? text(x, box.y + AXIS_SIZE + 2, degree, { 'font-size': 10, fill: t.muted, 'text-anchor': 'middle', 'data-axis-degree': s.id }, 'top') : '',
    ]));
  }
  return { svg: el('g', { 'data-layer': 'axes' }, parts), boxes };
}

/** Glyphs of one band: a tick at each true longitude on the ring outside it, the glyph and its degree label. */
export function glyphRing(
  g: WheelGeometry, placements: readonly GlyphPlacement[], asc: number, lang: Lang, t: Theme,
  opts: { tickRadius: number; color: string; person?: number },
): string {
  const parts: string[] = [];
  for (const p of placements) {
    const trueAngle = screenAngle(p.lon, asc);
    const full = degreeLabel(p.lon);
    const name = bodyLabel(p.id, lang);
    const sign = signLabel(signIndex(p.lon), lang);
    parts.push(
      el('g', { 'data-point': p.id, 'data-person': opts.person ?? null }, [
        el('title', {}, esc(`${name} ${full} ${sign}${p.retrograde ? ` ${uiLabel('retrograde', lang)}` : ''}`)),
        radial(g, trueAngle, opts.tickRadius, opts.tickRadius - TICK, { stroke: opts.color, 'stroke-width': 1.5, 'data-tick': p.id }),
        text(p.x, p.y, p.glyph, {
          'font-size': p.glyphSize, fill: opts.color, 'text-anchor': 'middle',
          'data-body': p.id, 'data-lon': num(p.lon, 4), 'data-display-lon': num(p.displayLon, 4),
        }, 'middle'),
        p.label === null ? '' : text(p.labelX, p.labelY, p.label, { 'font-size': p.labelSize, fill: t.muted, 'text-anchor': 'middle', 'data-body-label': p.id }, 'middle'),
      ]),
    );
  }
  return el('g', { 'data-layer': 'glyphs', 'data-person': opts.person ?? null }, parts);
}

/** An aspect chord on the aspect circle between two true longitudes. */
export function aspectLine(g: WheelGeometry, asc: number, lon1: number, lon2: number, type: string, t: Theme, a: LineAttrs): string {
  const style = aspectStyle(type, t);
  const [x1, y1] = polar(g.cx, g.cy, g.houseInner, screenAngle(lon1, asc));
  const [x2, y2] = polar(g.cx, g.cy, g.houseInner, screenAngle(lon2, asc));
  return line(x1, y1, x2, y2, {
    stroke: style.stroke, 'stroke-width': style.width, 'stroke-dasharray': style.dash, 'stroke-opacity': style.major ? 0.9 : 0.8,
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
 * A legend in the full width from x to x + width: a bold heading and its entries, laid out left to
 * right and wrapped onto further rows (never past the right edge). Returns the markup and its height.
 */
function flowLegend(
  x: number, y: number, width: number, t: Theme, groups: readonly { id: string; heading: string; entries: readonly LegendEntry[] }[],
): { svg: string; height: number } {
  const GAP = 16;
  let row = 0;
  const parts = groups.map((group, gi) => {
    if (gi > 0) row++;
    let cx = x;
    const headingWidth = textWidth(group.heading, 11);
    const items: string[] = [text(cx, y + row * LEGEND_ROW, group.heading, { 'font-size': 11, 'font-weight': 'bold', fill: t.muted }, 'middle')];
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
  x: number, y: number, width: number, lang: Lang, t: Theme, aspectTypes: readonly string[], glyphIds: readonly string[],
): { svg: string; height: number } {
  const aspects: LegendEntry[] = aspectTypes.map((type) => {
    const style = aspectStyle(type, t);
    const name = aspectLabel(type, lang);
    return {
      width: 24 + textWidth(name, 10),
      draw: (lx, ly) => el('g', { 'data-legend-aspect': type }, [
        line(lx, ly, lx + 18, ly, { stroke: style.stroke, 'stroke-width': style.width + 0.4, 'stroke-dasharray': style.dash }),
        text(lx + 24, ly, name, { 'font-size': 10, fill: t.muted }, 'middle'),
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
        text(lx, ly, glyph, { 'font-size': 12, fill: t.ink }, 'middle'),
        text(lx + gw + 4, ly, name, { 'font-size': 10, fill: t.muted }, 'middle'),
      ]),
    };
  });
  return flowLegend(x, y, width, t, [
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
