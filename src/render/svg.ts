/**
 * Shared helpers of the SVG renderers: XML escaping, deterministic number formatting, a tiny element
 * builder, the document wrapper and the colour palettes. No dependencies; every renderer is a pure
 * function of its chart, so the same chart gives byte-identical SVG.
 */
import type { Element } from '../core/saju/ganzhi.js';
import type { Lang } from '../core/labels.js';
import type { Mutagen } from '../core/jami/types.js';

/** Escape text or an attribute value for XML (both quote kinds, so either quoting is safe). */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * A number with fixed decimals (default 2), never "-0.00"; throws on NaN/Infinity so that no
 * renderer can emit a broken coordinate.
 */
export function num(x: number, digits = 2): string {
  if (!Number.isFinite(x)) throw new RangeError(`Non-finite number in SVG output: ${x}`);
  const text = x.toFixed(digits);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

export type AttrValue = string | number | null | undefined | false;
export type Attrs = Record<string, AttrValue>;

/** Attributes in insertion order; integers as integers, other numbers through num(); null/undefined/false omitted. */
export function attrs(a: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(a)) {
    if (value === null || value === undefined || value === false) continue;
    out += ` ${key}="${typeof value === 'number' ? (Number.isInteger(value) ? num(value, 0) : num(value)) : esc(value)}"`;
  }
  return out;
}

/** An element; `children` is raw markup (already escaped), none → self-closing. */
export function el(tag: string, a: Attrs = {}, children?: string | readonly string[]): string {
  const inner = children === undefined ? undefined : typeof children === 'string' ? children : children.join('');
  return inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
}

/**
 * Where a text's y is: its alphabetic baseline (SVG's default), the visual middle of the line, or
 * its top. The renderers never use `dominant-baseline`: librsvg ignores `hanging` and `central`
 * (the jami star lists landed on the row above), so every y is an explicit alphabetic baseline.
 */
export type VerticalAlign = 'baseline' | 'middle' | 'top';

/**
 * The alphabetic baseline for a line of `size` px whose middle or top is at y. The offsets fit the
 * fonts of FONT_FAMILY: Noto Sans CJK's ideographs and Hangul fill about 0.88 em above to 0.12 em
 * below the baseline, Latin capitals, digits and the DejaVu symbols about 0 to 0.72 em.
 */
export function baselineY(y: number, size: number, align: VerticalAlign): number {
  if (align === 'middle') return y + 0.36 * size;
  if (align === 'top') return y + 0.88 * size;
  return y;
}

/** A <text> element with escaped content; `align` other than baseline needs a numeric font-size. */
export function text(x: number, y: number, content: string, a: Attrs = {}, align: VerticalAlign = 'baseline'): string {
  if (align === 'baseline') return el('text', { x, y, ...a }, esc(content));
  const size = a['font-size'];
  if (typeof size !== 'number') throw new TypeError(`text '${content}': ${align} alignment needs a numeric font-size`);
  return el('text', { x, y: baselineY(y, size, align), ...a }, esc(content));
}

/**
 * Estimated advance width of a text in px, for layout without font metrics (wrapping the legends,
 * sizing glyph boxes). Deliberately generous: Hangul, Hanja and the astrological symbols 1 em, Latin
 * capitals and digits 0.68 em, lower case 0.58 em, subscripts 0.62 em, spaces and punctuation 0.35 em;
 * variation selectors and combining marks take no room.
 */
export function textWidth(content: string, size: number): number {
  let em = 0;
  for (const ch of content) {
    const c = ch.codePointAt(0)!;
    if ((c >= 0xfe00 && c <= 0xfe0f) || (c >= 0x300 && c <= 0x36f)) continue;
    if (c >= 0x2080 && c <= 0x209f) em += 0.62;
    else if (c > 0x2000) em += 1;
    else if (/[A-Z0-9]/.test(ch)) em += 0.68;
    else if (/[a-z]/.test(ch)) em += 0.58;
    else em += 0.35;
  }
  return em * size;
}

/** Point on a circle: screen coordinates for a math angle (degrees, counter-clockwise from +x, y up). */
export function polar(cx: number, cy: number, r: number, angleDeg: number): [number, number] {
  const t = (angleDeg * Math.PI) / 180;
  return [cx + r * Math.cos(t), cy - r * Math.sin(t)];
}

/** Fonts with Hangul and Hanja first, then symbol fonts for the astrological glyphs. */
export const FONT_FAMILY =
  "'Noto Sans CJK KR', 'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans Symbols', 'Noto Sans Symbols 2', 'Segoe UI Symbol', 'DejaVu Sans', sans-serif";

export interface SvgDocument {
  width: number;
  height: number;
  title: string;
  desc?: string;
  lang: Lang;
  /** data-chart attribute of the root, e.g. "natal". */
  kind: string;
  body: string | readonly string[];
}

/** The root <svg> with xmlns, viewBox, width/height, lang, a <title> (and <desc>), a white background. */
export function svgDocument(doc: SvgDocument): string {
  const { width, height } = doc;
  const body = typeof doc.body === 'string' ? doc.body : doc.body.join('');
  return (
    `<svg${attrs({
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${num(width, 0)} ${num(height, 0)}`,
      width: num(width, 0),
      height: num(height, 0),
      role: 'img',
      lang: doc.lang,
      'font-family': FONT_FAMILY,
      'data-chart': doc.kind,
    })}>` +
    el('title', {}, esc(doc.title)) +
    (doc.desc ? el('desc', {}, esc(doc.desc)) : '') +
    el('rect', { x: 0, y: 0, width, height, fill: '#ffffff' }) +
    body +
    '</svg>\n'
  );
}

// ── Palettes ─────────────────────────────────────────────────────────────────────────────────

/**
 * Five-element colours (오행색, adapted for legibility on white): 목 green, 화 red, 토 yellow-brown,
 * 금 grey (white in the tradition, grey to be visible), 수 blue-black.
 */
export const ELEMENT_COLORS: Readonly<Record<Element, { ink: string; fill: string }>> = {
  목: { ink: '#2e7d32', fill: '#e8f5e9' },
  화: { ink: '#c62828', fill: '#ffebee' },
  토: { ink: '#a66d00', fill: '#fff8e1' },
  금: { ink: '#757575', fill: '#f5f5f5' },
  수: { ink: '#1a2a4f', fill: '#e3e8f4' },
};

/** Western sign elements (fire, earth, air, water by sign index mod 4) for the zodiac ring. */
export const SIGN_ELEMENT_COLORS: readonly { ink: string; fill: string }[] = [
  { ink: '#c62828', fill: '#fdecea' }, // fire
  { ink: '#6d4c41', fill: '#f3ede7' }, // earth
  { ink: '#b08900', fill: '#fffbe6' }, // air
  { ink: '#1565c0', fill: '#e8f1fb' }, // water
];

export type AspectNatureStyle = 'harmonious' | 'challenging' | 'neutral';

export interface AspectStyle {
  nature: AspectNatureStyle;
  stroke: string;
  width: number;
  /** stroke-dasharray for the minor aspects, null for solid lines. */
  dash: string | null;
  major: boolean;
}

const MAJOR_ASPECT_STYLES: Readonly<Record<string, AspectStyle>> = {
  trine: { nature: 'harmonious', stroke: '#1e63c4', width: 1.4, dash: null, major: true },
  sextile: { nature: 'harmonious', stroke: '#2e9d4a', width: 1.2, dash: null, major: true },
  square: { nature: 'challenging', stroke: '#d32f2f', width: 1.4, dash: null, major: true },
  opposition: { nature: 'challenging', stroke: '#b71c1c', width: 1.4, dash: null, major: true },
  conjunction: { nature: 'neutral', stroke: '#7b6f8a', width: 1.2, dash: null, major: true },
};
const MINOR_ASPECT_STYLE: AspectStyle = { nature: 'neutral', stroke: '#9e9e9e', width: 0.8, dash: '3 3', major: false };

/**
 * Line style of an aspect by type (either 'Trine' or 'trine'): harmonious trine blue and sextile
 * green, challenging square and opposition red, the conjunction and every minor aspect neutral grey
 * (minors dashed).
 */
export function aspectStyle(type: string): AspectStyle {
  return MAJOR_ASPECT_STYLES[type.toLowerCase()] ?? MINOR_ASPECT_STYLE;
}

/** Mutagen badge colours: 록 green, 권 purple, 과 blue, 기 red. */
export const MUTAGEN_COLORS: Readonly<Record<Mutagen, string>> = {
  화록: '#2e7d32',
  화권: '#6a1b9a',
  화과: '#1565c0',
  화기: '#c62828',
};

export const INK = '#222222';
export const MUTED = '#666666';
export const LINE = '#9a9a9a';
