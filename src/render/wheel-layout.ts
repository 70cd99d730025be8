/**
 * Where a wheel's glyphs and their degree labels go: each glyph as near its true longitude as it fits
 * (never more than MAX_SHIFT° away, and in another sign only when its longitude is within
 * CUSP_SLACK° of that sign's cusp), stacked inward when crowded, its label just inside it. Nothing
 * may overlap: the boxes of every glyph and label stay apart, off the axis lines, and inside their
 * band of the wheel (between the zodiac ring's ticks and the house numbers).
 *
 * Greedy, in the order the points come (the Sun first): each point takes the cheapest free spot,
 * the cost being its angular shift in degrees plus DEPTH_COST per px it sits inward of the band's
 * outer edge (plus SIDE_COST for a label beside rather than inside its glyph) — so a crowd stacks
 * inward at its true degrees rather than fanning out along the ring.
 * Boxes are axis-aligned estimates (textWidth) of the ink, as the browser test measures it.
 */
import { norm360, separation } from '../core/astro/angle.js';
import { signIndex, degreeInSign } from '../core/astro/zodiac.js';
import { SIGN_GLYPHS, bodyGlyph } from '../core/labels.js';
import { polar, textWidth } from './svg.js';

export interface Box {
  /** Top-left corner and size, px. */
  x: number;
  y: number;
  w: number;
  h: number;
}

export function boxesOverlap(a: Box, b: Box, pad = 0): boolean {
  return a.x < b.x + b.w + pad && b.x < a.x + a.w + pad && a.y < b.y + b.h + pad && b.y < a.y + a.h + pad;
}

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** Whether a segment passes through a box grown by pad on each side (Liang–Barsky clipping). */
export function segmentHitsBox(s: Segment, b: Box, pad = 0): boolean {
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  const range = { t0: 0, t1: 1 };
  // The four edges in turn (left, right, top, bottom); written out: this runs for every candidate spot.
  return (
    clip(-dx, s.x1 - (b.x - pad), range) &&
    clip(dx, b.x + b.w + pad - s.x1, range) &&
    clip(-dy, s.y1 - (b.y - pad), range) &&
    clip(dy, b.y + b.h + pad - s.y1, range)
  );
}

/** One Liang–Barsky edge test: narrows [t0, t1]; false once the segment is outside. */
function clip(p: number, q: number, range: { t0: number; t1: number }): boolean {
  if (p === 0) return q >= 0;
  const t = q / p;
  if (p < 0) range.t0 = Math.max(range.t0, t);
  else range.t1 = Math.min(range.t1, t);
  return range.t0 <= range.t1;
}

/** A ring of glyphs: its centre, the band its boxes must stay in, and the type sizes. */
export interface GlyphBand {
  cx: number;
  cy: number;
  /** No box corner farther from the centre than outer, no box point nearer than inner. */
  outer: number;
  inner: number;
  glyphSize: number;
  labelSize: number;
}

export interface RingPoint {
  id: string;
  lon: number;
  retrograde?: boolean;
}

export interface GlyphPlacement {
  id: string;
  /** True longitude, and the longitude the glyph is drawn at. */
  lon: number;
  displayLon: number;
  /** Screen angle of displayLon, degrees counter-clockwise from 3 o'clock. */
  angle: number;
  /** Glyph centre, its text and font size. */
  x: number;
  y: number;
  glyph: string;
  glyphSize: number;
  /** Degree label (24♉08′, ℞ when retrograde; null in a crowd too tight for it), its font size and its centre. */
  label: string | null;
  labelSize: number;
  retrograde: boolean;
  labelX: number;
  labelY: number;
  glyphBox: Box;
  labelBox: Box | null;
}

/** The farthest a glyph is drawn from its true longitude, degrees (issue 25: within 6°). */
export const MAX_SHIFT = 5.5;
/** A glyph may cross into the next sign only when its longitude is this close to the cusp. */
export const CUSP_SLACK = 1;
const SHIFT_STEP = 0.5;
const RADIUS_STEP = 2;
const DEPTH_COST = 0.04;
/** Clearance between boxes, and between a box and an axis line, px. */
export const BOX_GAP = 1;
export const LINE_GAP = 1.5;

/** Screen angle of a longitude on a wheel whose Ascendant is at 9 o'clock (longitude grows counter-clockwise). */
export const screenAngle = (lon: number, asc: number) => norm360(180 + lon - asc);

/** Degree, sign and minute of a longitude as astrologers write it: 24♉08′ (minutes truncated), ℞ when retrograde. */
export function degreeLabel(lon: number, retrograde = false): string {
  const minutes = Math.floor(degreeInSign(lon) * 60 + 1e-7);
  const sign = SIGN_GLYPHS[signIndex(lon)].replace('\uFE0E', '');
  return `${Math.floor(minutes / 60)}${sign}${String(minutes % 60).padStart(2, '0')}′${retrograde ? '℞' : ''}`;
}

/**
 * Font size of a glyph relative to its ring's glyphSize: letters (ASC, MC, Vx) at 3/4, so they weigh
 * about as much as a symbol; symbols (☊ₘ, ⚸ₘ too) at the full size.
 */
export const glyphScale = (glyph: string) => (/^[A-Za-z]+$/.test(glyph) ? 0.75 : 1);

const glyphBoxSize = (glyph: string, size: number) => ({ w: Math.max(size, textWidth(glyph, size * glyphScale(glyph))), h: size });
const labelBoxSize = (label: string, size: number) => ({ w: textWidth(label, size), h: 1.1 * size });
const centred = (x: number, y: number, s: { w: number; h: number }): Box => ({ x: x - s.w / 2, y: y - s.h / 2, w: s.w, h: s.h });
/** Half the extent of a w × h box along the unit direction (c, s). */
const halfExtent = (w: number, h: number, c: number, s: number) => (w * Math.abs(c) + h * Math.abs(s)) / 2;

/** Whether a box lies within the band's annulus. */
function insideBand(b: Box, band: GlyphBand): boolean {
  const x0 = b.x - band.cx;
  const x1 = x0 + b.w;
  const y0 = b.y - band.cy;
  const y1 = y0 + b.h;
  const far = Math.hypot(Math.max(Math.abs(x0), Math.abs(x1)), Math.max(Math.abs(y0), Math.abs(y1)));
  const nearX = x0 > 0 ? x0 : x1 < 0 ? x1 : 0;
  const nearY = y0 > 0 ? y0 : y1 < 0 ? y1 : 0;
  return far <= band.outer && Math.hypot(nearX, nearY) >= band.inner;
}

/** The shifts a point may take, in degrees: within MAX_SHIFT, and into the next sign only near its cusp. */
function allowedShift(lon: number, shift: number): boolean {
  const sign = signIndex(lon);
  const drawn = norm360(lon + shift);
  if (signIndex(drawn) === sign) return true;
  const cusp = shift > 0 ? (sign + 1) * 30 : sign * 30;
  return separation(lon, cusp) <= CUSP_SLACK;
}

/**
 * Where a label sits against its glyph: inward (nearer the centre, the usual place), beside it
 * along the ring on either side (compact where the ring runs up and down, at 9 and 3 o'clock), or
 * outward (when the glyph itself has to sit deep in a crowd).
 */
type LabelSide = 'inward' | 'ahead' | 'behind' | 'outward';
/** Extra cost of a label beside its glyph rather than inward, in the cost's degrees. */
const SIDE_COST = 0.75;

interface Candidate {
  shift: number;
  radius: number;
  side: LabelSide;
  cost: number;
}

/** Candidate spots in increasing cost, the same for every point of a band (kept per band radii: every layout pass reuses them). */
const candidateCache = new Map<string, readonly Candidate[]>();
function candidates(band: GlyphBand): readonly Candidate[] {
  const key = `${band.outer}/${band.inner}`;
  let cached = candidateCache.get(key);
  if (!cached) candidateCache.set(key, (cached = spots(band)));
  return cached;
}

function spots(band: GlyphBand): Candidate[] {
  const out: Candidate[] = [];
  for (let k = 0; k * SHIFT_STEP <= MAX_SHIFT + 1e-9; k++) {
    for (const shift of k === 0 ? [0] : [k * SHIFT_STEP, -k * SHIFT_STEP]) {
      for (let depth = 0; band.outer - depth > band.inner; depth += RADIUS_STEP) {
        const cost = Math.abs(shift) + DEPTH_COST * depth;
        out.push({ shift, radius: band.outer - depth, side: 'inward', cost });
        out.push({ shift, radius: band.outer - depth, side: 'ahead', cost: cost + SIDE_COST });
        out.push({ shift, radius: band.outer - depth, side: 'behind', cost: cost + SIDE_COST });
        out.push({ shift, radius: band.outer - depth, side: 'outward', cost: cost + 2 * SIDE_COST });
      }
    }
  }
  return out.sort((a, b) => a.cost - b.cost);
}

interface Size {
  w: number;
  h: number;
}

/** The glyph (box size g) and label (l, absent: null) of a point with its glyph's outer edge at radius r and screen angle a. */
function placeAt(band: GlyphBand, r: number, a: number, side: LabelSide, g: Size, l: Size | null) {
  const c = Math.cos((a * Math.PI) / 180);
  const s = Math.sin((a * Math.PI) / 180);
  const glyphR = r - halfExtent(g.w, g.h, c, s);
  const [x, y] = polar(band.cx, band.cy, glyphR, a);
  // A point without its label is placed as with an empty one (its glyph keeps the same spot).
  const label = l ?? { w: 0, h: 0 };
  let labelX: number;
  let labelY: number;
  if (side === 'inward' || side === 'outward') {
    const d = halfExtent(g.w, g.h, c, s) + BOX_GAP + halfExtent(label.w, label.h, c, s);
    [labelX, labelY] = polar(band.cx, band.cy, side === 'inward' ? glyphR - d : glyphR + d, a);
  } else {
    // The tangent, counter-clockwise (ahead: growing longitude) on the screen, y down.
    const [tx, ty] = side === 'ahead' ? [-s, -c] : [s, c];
    const d = halfExtent(g.w, g.h, tx, ty) + BOX_GAP + halfExtent(label.w, label.h, tx, ty);
    [labelX, labelY] = [x + d * tx, y + d * ty];
  }
  return { x, y, labelX, labelY, glyphBox: centred(x, y, g), labelBox: l === null ? null : centred(labelX, labelY, l) };
}

/** Rounds of layoutBand: after each, the points that found no free spot go first. */
const ROUNDS = 12;
/**
 * A point still stuck after a third of the rounds is drawn smaller: its glyph at 0.7, its label at
 * 0.8 of the band's sizes (enough for a wide glyph such as ⚸ₘ 2° past an axis and 1.4° before its
 * sign's end, which cannot sit clear of the axis at full size).
 */
const CROWDED_SCALE = { glyph: 0.7, label: 0.8 };
/** Label modes of a point, tried in turn while it stays stuck: full size, smaller, glyph without its label. */
type Mode = 'full' | 'small' | 'bare';

/**
 * Lays out a band's points (see the module comment). `obstacles` are the lines nothing may cross
 * (the axes). A point that finds no free spot (a crowd the greedy order boxed in) is moved to the
 * front and the band laid out again; after a third of the rounds such points are drawn smaller
 * (CROWDED_SCALE), after two thirds without their degree label (the positions table and the glyph's
 * tooltip still give it: about one chart in a thousand with every point has one such glyph). If some
 * point still finds none after ROUNDS, it takes the spot with the fewest collisions (the placement
 * test over random charts shows that this does not happen).
 */
export function layoutBand(points: readonly RingPoint[], asc: number, band: GlyphBand, obstacles: readonly Segment[] = []): GlyphPlacement[] {
  let order = [...points.keys()];
  const modes = points.map((): Mode => 'full');
  let best: { placements: GlyphPlacement[]; stuck: number[] } | null = null;
  for (let round = 0; round < ROUNDS; round++) {
    const result = greedy(order.map((i) => points[i]), asc, band, obstacles, order.map((i) => modes[i]));
    const stuck = result.stuck.map((k) => order[k]);
    const placements = new Array<GlyphPlacement>(points.length);
    result.placements.forEach((p, k) => (placements[order[k]] = p));
    if (best === null || stuck.length < best.stuck.length) best = { placements, stuck };
    if (stuck.length === 0) break;
    if (round + 1 >= ROUNDS / 3) for (const i of stuck) modes[i] = round + 1 >= (2 * ROUNDS) / 3 ? 'bare' : 'small';
    order = [...stuck, ...order.filter((i) => !stuck.includes(i))];
  }
  return best!.placements;
}

/** One greedy pass in the given order; `stuck` lists the indexes of points placed with collisions. */
function greedy(
  points: readonly RingPoint[], asc: number, fullBand: GlyphBand, obstacles: readonly Segment[], modes: readonly Mode[],
): { placements: GlyphPlacement[]; stuck: number[] } {
  const boxes: Box[] = [];
  const order = candidates(fullBand);
  const stuck: number[] = [];
  const smallBand = { ...fullBand, glyphSize: fullBand.glyphSize * CROWDED_SCALE.glyph, labelSize: fullBand.labelSize * CROWDED_SCALE.label };
  const placements = points.map((p, index) => {
    const band = modes[index] === 'full' ? fullBand : smallBand;
    const glyph = bodyGlyph(p.id);
    const label = modes[index] === 'bare' ? null : degreeLabel(p.lon, p.retrograde);
    const glyphSize = glyphBoxSize(glyph, band.glyphSize);
    const labelSize = label === null ? null : labelBoxSize(label, band.labelSize);
    /** What a box collides with (the placed boxes, then the axes), counting no further than `limit`. */
    const hits = (b: Box, limit: number) => {
      let n = 0;
      for (const o of boxes) if (boxesOverlap(b, o, BOX_GAP) && ++n >= limit) return n;
      for (const s of obstacles) if (segmentHitsBox(s, b, LINE_GAP) && ++n >= limit) return n;
      return n;
    };
    let best: { spot: ReturnType<typeof placeAt>; shift: number; collisions: number } | null = null;
    for (const c of order) {
      if (!allowedShift(p.lon, c.shift)) continue;
      const spot = placeAt(band, c.radius, screenAngle(p.lon + c.shift, asc), c.side, glyphSize, labelSize);
      if (!insideBand(spot.glyphBox, band) || (spot.labelBox && !insideBand(spot.labelBox, band))) continue;
      // Only a spot with fewer collisions than the best so far matters: counting stops there.
      const limit: number = best?.collisions ?? Infinity;
      const glyphHits = hits(spot.glyphBox, limit);
      const collisions: number = glyphHits + (spot.labelBox && glyphHits < limit ? hits(spot.labelBox, limit - glyphHits) : 0);
      if (collisions === 0) {
        best = { spot, shift: c.shift, collisions: 0 };
        break;
      }
      if (best === null || collisions < best.collisions) best = { spot, shift: c.shift, collisions };
    }
    if (best === null) throw new RangeError(`No room for ${p.id} in its band`);
    if (best.collisions > 0) stuck.push(index);
    boxes.push(best.spot.glyphBox, ...(best.spot.labelBox ? [best.spot.labelBox] : []));
    const displayLon = norm360(p.lon + best.shift);
    return {
      id: p.id, lon: norm360(p.lon), displayLon, angle: screenAngle(displayLon, asc), glyph, glyphSize: band.glyphSize * glyphScale(glyph),
      label, labelSize: band.labelSize, retrograde: Boolean(p.retrograde), ...best.spot,
    };
  });
  return { placements, stuck };
}
