/**
 * Shared helpers of the SVG renderers: XML escaping, deterministic number formatting, a tiny element
 * builder, the document wrapper and the colour palettes. No dependencies; every renderer is a pure
 * function of its chart, so the same chart gives byte-identical SVG.
 */
import { ELEMENTS, type Element } from '../core/saju/ganzhi.js';
import { ELEMENT_LABELS, type ElementKo } from '../core/saju/labels.js';
import type { Lang } from '../core/labels.js';
import type { Mutagen } from '../core/jami/types.js';

/** Escape text or an attribute value for XML (both quote kinds, so either quoting is safe). */
export function esc(text: string): string {
  return XML_SPECIAL.test(text) ? text.replace(XML_SPECIALS, (c) => XML_ENTITIES[c]) : text;
}
const XML_SPECIAL = /[&<>"']/;
const XML_SPECIALS = /[&<>"']/g;
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A number with fixed decimals (default 2), never "-0.00"; throws on NaN/Infinity so that no
 * renderer can emit a broken coordinate.
 */
export function num(x: number, digits = 2): string {
  if (!Number.isFinite(x)) throw new RangeError(`Non-finite number in SVG output: ${x}`);
  const text = x.toFixed(digits);
  return text.startsWith('-0') && /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
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
 * capitals and digits 0.68 em, lower case 0.58 em, subscripts 0.62 em, spaces, punctuation and the prime ′ 0.35 em;
 * variation selectors and combining marks take no room.
 */
export function textWidth(content: string, size: number): number {
  let em = 0;
  for (const ch of content) {
    const c = ch.codePointAt(0)!;
    if ((c >= 0xfe00 && c <= 0xfe0f) || (c >= 0x300 && c <= 0x36f)) continue;
    if (c >= 0x2080 && c <= 0x209f) em += 0.62;
    else if (c === 0x2032) em += 0.35;
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

/**
 * DejaVu Sans first: it has every astrological glyph the wheels draw (☉ … ♇, ☊ ☋ ⚷ ⚸ ⚳ ⚴ ⚵ ⚶, ℞, the
 * sign and aspect symbols); Hangul and Hanja fall through to Noto Sans CJK KR in browsers, and to
 * NanumGothic in the PNG renderer (png.ts loads DejaVu Sans and NanumGothic from files).
 */
export const FONT_FAMILY =
  "'DejaVu Sans', 'Noto Sans CJK KR', 'NanumGothic', 'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif";
/** The saju and jami pictures (no astrological glyphs): the Korean fonts first, whose Latin is narrower. */
export const TEXT_FONT_FAMILY =
  "'Noto Sans CJK KR', 'NanumGothic', 'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', 'DejaVu Sans', sans-serif";

export interface SvgDocument {
  width: number;
  height: number;
  title: string;
  desc?: string;
  lang: Lang;
  /** data-chart attribute of the root, e.g. "natal". */
  kind: string;
  theme: Theme;
  /** TEXT_FONT_FAMILY for the saju and jami pictures; FONT_FAMILY by default. */
  fontFamily?: string;
  body: string | readonly string[];
}

/** The root <svg> with xmlns, viewBox, width/height, lang, a <title> (and <desc>), the theme's background. */
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
      'font-family': doc.fontFamily ?? FONT_FAMILY,
      'data-chart': doc.kind,
      'data-theme': doc.theme.id,
    })}>` +
    el('title', {}, esc(doc.title)) +
    (doc.desc ? el('desc', {}, esc(doc.desc)) : '') +
    el('rect', { x: 0, y: 0, width, height, fill: doc.theme.background }) +
    body +
    '</svg>\n'
  );
}

// ── Themes ───────────────────────────────────────────────────────────────────────────────────

export const THEME_NAMES = ['light', 'dark', 'print'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const LAYOUTS = ['wheel', 'wheel+tables', 'tables'] as const;
export type PictureLayout = (typeof LAYOUTS)[number];

/** What every picture may be asked for besides its language; absent fields are the defaults below. */
export interface PictureOptions {
  theme?: ThemeName;
  /** Western wheels only: the wheel, the wheel with its positions table and aspect grid, or the tables. */
  layout?: PictureLayout;
}

export const PICTURE_DEFAULTS: Required<PictureOptions> = { theme: 'light', layout: 'wheel' };

export interface Theme {
  id: ThemeName;
  background: string;
  /** Text and heavy lines; secondary text; thin lines; faint rules and cell fills. */
  ink: string;
  muted: string;
  line: string;
  faint: string;
  panel: string;
  /** Five-element colours (오행색): the hanja's ink and its cell's fill. */
  elements: Readonly<Record<Element, { ink: string; fill: string }>>;
  /** Western sign elements (fire, earth, air, water by sign index mod 4) for the zodiac ring. */
  signs: readonly { ink: string; fill: string }[];
  /** Line colour of each longitude aspect type (see ASPECT_COLORS). */
  aspects: Readonly<Record<string, string>>;
  /** The bi-wheel's person 1 (inner) and person 2 (outer). */
  persons: readonly [string, string];
  /** Jami: the major stars and 명궁's frame; the 사화 badges 록 권 과 기. */
  accent: string;
  mutagens: Readonly<Record<Mutagen, string>>;
}

/**
 * Aspect line colours, one per type and different for every type. Light and print: the Okabe–Ito
 * colours for the majors (black conjunction, vermillion opposition, blue trine, bluish green sextile,
 * reddish purple square), then the minors picked greedily from a 34-step RGB grid to be as far as
 * possible (CIE76 ΔE) from all the others under normal vision and simulated protanopia, deuteranopia
 * and tritanopia (Machado et al. 2009, severity 1), each at least 3:1 against the background. Every
 * pair stays ≥ 17 ΔE apart on light, ≥ 11 on dark (test/render-colours.test.ts checks ≥ 10). The
 * minors are dashed as well, so colour is never the only cue.
 */
const ASPECT_COLORS_LIGHT = {
  conjunction: '#000000', opposition: '#d55e00', trine: '#0072b2', sextile: '#009e73', square: '#cc79a7',
  quincunx: '#8800ee', semisextile: '#662200', semisquare: '#002288', sesquiquadrate: '#440044', quintile: '#8866ee', biquintile: '#664444',
};
const ASPECT_COLORS_DARK = {
  conjunction: '#e8e8e8', opposition: '#ff8c42', trine: '#56b4e9', sextile: '#2bc48a', square: '#e28ac0',
  quincunx: '#8844ee', semisextile: '#2266aa', semisquare: '#cc0022', sesquiquadrate: '#aaee88', quintile: '#eecc00', biquintile: '#aa4466',
};

/**
 * Five-element colours (오행색, adapted for legibility): 목 green, 화 red, 토 yellow-brown, 금 grey
 * (white in the tradition, grey to be visible), 수 blue-black.
 */
const ELEMENTS_LIGHT: Theme['elements'] = {
  wood: { ink: '#2e7d32', fill: '#e8f5e9' },
  fire: { ink: '#c62828', fill: '#ffebee' },
  earth: { ink: '#a66d00', fill: '#fff8e1' },
  metal: { ink: '#757575', fill: '#f5f5f5' },
  water: { ink: '#1a2a4f', fill: '#e3e8f4' },
};
const MUTAGENS_LIGHT: Theme['mutagens'] = { lu: '#2e7d32', quan: '#6a1b9a', ke: '#1565c0', ji: '#c62828' };

export const THEMES: Readonly<Record<ThemeName, Theme>> = {
  light: {
    id: 'light', background: '#ffffff', ink: '#222222', muted: '#666666', line: '#9a9a9a', faint: '#dddddd', panel: '#fcfcfa',
    elements: ELEMENTS_LIGHT,
    signs: [
      { ink: '#c62828', fill: '#fdecea' }, // fire
      { ink: '#6d4c41', fill: '#f3ede7' }, // earth
      { ink: '#8a6d00', fill: '#fffbe6' }, // air
      { ink: '#1565c0', fill: '#e8f1fb' }, // water
    ],
    aspects: ASPECT_COLORS_LIGHT, persons: ['#1f3a93', '#8e1b5e'], accent: '#4a148c', mutagens: MUTAGENS_LIGHT,
  },
  dark: {
    id: 'dark', background: '#15171c', ink: '#ececec', muted: '#a8adb5', line: '#5d636d', faint: '#30343c', panel: '#1c1f26',
    elements: {
      wood: { ink: '#81c784', fill: '#1d2e20' },
      fire: { ink: '#ef7a7a', fill: '#352022' },
      earth: { ink: '#e0b052', fill: '#332a18' },
      metal: { ink: '#c9c9c9', fill: '#2a2c30' },
      water: { ink: '#8fa8e0', fill: '#1c2336' },
    },
    signs: [
      { ink: '#ef7a7a', fill: '#2a1c1e' },
      { ink: '#c9a48f', fill: '#262220' },
      { ink: '#e6c65c', fill: '#29271b' },
      { ink: '#7fb2ee', fill: '#1a2230' },
    ],
    aspects: ASPECT_COLORS_DARK, persons: ['#8fb0ff', '#f28ac4'], accent: '#c79cff',
    mutagens: { lu: '#81c784', quan: '#c79cff', ke: '#7fb2ee', ji: '#ef7a7a' },
  },
  // For paper: no tints, black ink, the light aspect colours (dashes carry the minors in grey print).
  print: {
    id: 'print', background: '#ffffff', ink: '#000000', muted: '#333333', line: '#555555', faint: '#bbbbbb', panel: '#ffffff',
    elements: Object.fromEntries(Object.entries(ELEMENTS_LIGHT).map(([e, c]) => [e, { ink: c.ink, fill: '#ffffff' }])) as Theme['elements'],
    signs: Array.from({ length: 4 }, () => ({ ink: '#000000', fill: '#ffffff' })),
    aspects: ASPECT_COLORS_LIGHT, persons: ['#000000', '#555555'], accent: '#000000', mutagens: MUTAGENS_LIGHT,
  },
};

export const theme = (name: ThemeName | undefined): Theme => THEMES[name ?? PICTURE_DEFAULTS.theme];

/**
 * The light theme's element colours by the Korean name the saju picture writes in its data-element
 * attributes (목 … 수), for the saju tests and the portal.
 */
export const ELEMENT_COLORS = Object.fromEntries(ELEMENTS.map((e) => [ELEMENT_LABELS[e].ko, ELEMENTS_LIGHT[e]])) as Record<ElementKo, Theme['elements'][Element]>;

export type AspectNatureStyle = 'harmonious' | 'challenging' | 'neutral';

export interface AspectStyle {
  nature: AspectNatureStyle;
  stroke: string;
  width: number;
  /** stroke-dasharray for the minor aspects (a pattern of its own for each), null for solid lines. */
  dash: string | null;
  major: boolean;
}

/** Nature, weight and dash of each longitude aspect type; the colour comes from the theme. */
const ASPECT_LINES: Readonly<Record<string, Omit<AspectStyle, 'stroke'>>> = {
  conjunction: { nature: 'neutral', width: 1.4, dash: null, major: true },
  opposition: { nature: 'challenging', width: 1.4, dash: null, major: true },
  trine: { nature: 'harmonious', width: 1.4, dash: null, major: true },
  square: { nature: 'challenging', width: 1.4, dash: null, major: true },
  sextile: { nature: 'harmonious', width: 1.2, dash: null, major: true },
  quincunx: { nature: 'neutral', width: 1, dash: '6 3', major: false },
  semisextile: { nature: 'neutral', width: 1, dash: '2 2', major: false },
  semisquare: { nature: 'challenging', width: 1, dash: '4 2 1 2', major: false },
  sesquiquadrate: { nature: 'challenging', width: 1, dash: '6 2 1 2', major: false },
  quintile: { nature: 'harmonious', width: 1, dash: '1 2', major: false },
  biquintile: { nature: 'harmonious', width: 1, dash: '3 2 1 2 1 2', major: false },
};

/** Line style of an aspect by type (either 'Trine' or 'trine') in a theme (default light). */
export function aspectStyle(type: string, t: Theme = THEMES.light): AspectStyle {
  const key = type.toLowerCase();
  const line = ASPECT_LINES[key] ?? { nature: 'neutral', width: 1, dash: '3 3', major: false };
  return { ...line, stroke: t.aspects[key] ?? t.muted };
}
