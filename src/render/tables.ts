/**
 * The tables beside a wheel, as astro.com and Kerykeion print them: the positions (glyph, name,
 * degree and minute with the sign, ℞, house) and the aspect grid (a triangle for one chart, a square
 * of person 1's rows by person 2's columns for a synastry), each aspect's symbol in its line colour
 * with its orb below it.
 */
import { aspectGlyph, aspectLabel, bodyGlyph, bodyLabel, uiLabel, type Lang } from '../core/labels.js';
import { aspectStyle, el, esc, text, textWidth, type Theme } from './svg.js';
import { degreeLabel } from './wheel-layout.js';

export interface Block {
  svg: string;
  width: number;
  height: number;
}

export interface PositionRow {
  id: string;
  lon: number;
  retrograde?: boolean;
  house?: number;
}

const ROW = 18;
const HEAD = 22;

/** The positions table with its top-left corner at (x, y). */
export function positionsTable(x: number, y: number, rows: readonly PositionRow[], lang: Lang, t: Theme, heading: string): Block {
  const nameWidth = Math.max(60, ...rows.map((r) => textWidth(bodyLabel(r.id, lang), 11)));
  const cols = { glyph: 0, name: 24, position: 24 + nameWidth + 8, house: 24 + nameWidth + 8 + 78 };
  const withHouse = rows.some((r) => r.house !== undefined);
  const width = cols.house + (withHouse ? textWidth(uiLabel('house', lang), 10) + 4 : 0);
  const parts: string[] = [
    text(x, y + 12, heading, { 'font-size': 12, 'font-weight': 'bold', fill: t.ink }, 'middle'),
    text(x + cols.position, y + HEAD + 4, uiLabel('position', lang), { 'font-size': 10, fill: t.muted }, 'middle'),
    withHouse ? text(x + cols.house, y + HEAD + 4, uiLabel('house', lang), { 'font-size': 10, fill: t.muted }, 'middle') : '',
  ];
  rows.forEach((r, i) => {
    const ry = y + HEAD + ROW * (i + 1) + 4;
    parts.push(el('g', { 'data-position': r.id }, [
      i % 2 === 0 ? el('rect', { x: x - 4, y: ry - ROW / 2, width: width + 8, height: ROW, fill: t.panel }) : '',
      text(x + cols.glyph, ry, bodyGlyph(r.id), { 'font-size': 13, fill: t.ink }, 'middle'),
      text(x + cols.name, ry, bodyLabel(r.id, lang), { 'font-size': 11, fill: t.ink }, 'middle'),
      text(x + cols.position, ry, degreeLabel(r.lon, r.retrograde), { 'font-size': 11, fill: t.ink, 'data-position-text': r.id }, 'middle'),
      r.house === undefined ? '' : text(x + cols.house + 10, ry, String(r.house), { 'font-size': 11, fill: t.muted, 'text-anchor': 'middle' }, 'middle'),
    ]));
  });
  return { svg: el('g', { 'data-layer': 'positions' }, parts), width, height: HEAD + ROW * (rows.length + 1) };
}

export interface GridAspect {
  a: string;
  b: string;
  type: string;
  orb: number;
}

const CELL = 24;

/**
 * The aspect grid. `rows` and `columns` are point ids; with `triangle` (one chart: rows = columns)
 * only the cells below the diagonal are drawn, the diagonal holding the points' glyphs.
 */
export function aspectGrid(
  x: number, y: number, rows: readonly string[], columns: readonly string[], aspects: readonly GridAspect[], lang: Lang, t: Theme,
  opts: { triangle: boolean; heading: string; colors?: readonly [string, string] },
): Block {
  const key = (a: string, b: string) => `${a}|${b}`;
  const byPair = new Map<string, GridAspect>();
  for (const asp of aspects) {
    byPair.set(key(asp.a, asp.b), asp);
    if (opts.triangle) byPair.set(key(asp.b, asp.a), asp);
  }
  const top = y + HEAD;
  const left = x + (opts.triangle ? 0 : CELL);
  const gridTop = top + (opts.triangle ? 0 : CELL);
  const parts: string[] = [text(x, y + 12, opts.heading, { 'font-size': 12, 'font-weight': 'bold', fill: t.ink }, 'middle')];
  const [rowColor, colColor] = opts.colors ?? [t.ink, t.ink];
  if (!opts.triangle) {
    columns.forEach((id, j) => parts.push(text(left + CELL * (j + 0.5), top + CELL / 2, bodyGlyph(id), { 'font-size': 13, fill: colColor, 'text-anchor': 'middle' }, 'middle')));
    rows.forEach((id, i) => parts.push(text(x + CELL / 2, gridTop + CELL * (i + 0.5), bodyGlyph(id), { 'font-size': 13, fill: rowColor, 'text-anchor': 'middle' }, 'middle')));
  }
  rows.forEach((r, i) => {
    const cols = opts.triangle ? i + 1 : columns.length;
    for (let j = 0; j < cols; j++) {
      const cx = left + CELL * j;
      const cy = gridTop + CELL * i;
      const c = columns[j];
      if (opts.triangle && j === i) {
        parts.push(
          el('rect', { x: cx, y: cy, width: CELL, height: CELL, fill: t.panel, stroke: t.faint, 'stroke-width': 1 }),
          text(cx + CELL / 2, cy + CELL / 2, bodyGlyph(r), { 'font-size': 13, fill: t.ink, 'text-anchor': 'middle' }, 'middle'),
        );
        continue;
      }
      parts.push(el('rect', { x: cx, y: cy, width: CELL, height: CELL, fill: 'none', stroke: t.faint, 'stroke-width': 1 }));
      const asp = byPair.get(key(r, c));
      if (!asp) continue;
      const style = aspectStyle(asp.type, t);
      parts.push(el('g', { 'data-grid-aspect': asp.type, 'data-from': r, 'data-to': c }, [
        el('title', {}, esc(`${bodyLabel(r, lang)} ${aspectLabel(asp.type, lang)} ${bodyLabel(c, lang)} (${asp.orb.toFixed(2)}°)`)),
        text(cx + CELL / 2, cy + 9, aspectGlyph(asp.type), { 'font-size': 11, fill: style.stroke, 'text-anchor': 'middle' }, 'middle'),
        text(cx + CELL / 2, cy + 19, `${Math.floor(Math.abs(asp.orb))}°${String(Math.floor((Math.abs(asp.orb) * 60) % 60)).padStart(2, '0')}`, {
          'font-size': 6.5, fill: t.muted, 'text-anchor': 'middle',
        }, 'middle'),
      ]));
    }
  });
  const width = (opts.triangle ? 0 : CELL) + CELL * columns.length;
  const height = HEAD + (opts.triangle ? 0 : CELL) + CELL * rows.length;
  return { svg: el('g', { 'data-layer': 'aspect-grid' }, parts), width, height };
}
