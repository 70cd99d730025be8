/**
 * An aspect between the two charts of a synastry (synastry.ts): its nature, interpretation key,
 * sign and tightness band, and the rounding of the synastry's numbers.
 */
import { HARD_POINTS, TIGHTNESS_BANDS, type AspectDef, type AspectNature, type PointName, type Tightness } from './synastry-tables.js';
import type { ChartPoint } from './synastry-points.js';
import { signIndex } from './zodiac.js';

// ── Aspects ──────────────────────────────────────────────────────────────────────────────────

export interface SynastryAspect {
  /** person1's point and person2's point. */
  p1: ChartPoint;
  p2: ChartPoint;
  def: AspectDef;
  /** |separation − exact angle|, degrees (unrounded). */
  orb: number;
  /** The orb allowed for this aspect (orb_degrees or minor_orb_degrees). */
  allowedOrb: number;
  nature: AspectNature;
  tightness: Tightness;
  /** aspect_weight, rounded to 0.01. */
  weight: number;
  /** Person1's point is the acting point: earlier in the point order, or for the same point, behind in the zodiac. */
  fromPerson1: boolean;
}

export function aspectNature(def: AspectDef, a: PointName, b: PointName): AspectNature {
  if (def.nature) return def.nature;
  return a === b || (!HARD_POINTS.has(a) && !HARD_POINTS.has(b)) ? 'harmonious' : 'neutral';
}

/** interpretation_key: acting point, aspect, other point, e.g. venus_trine_mars. */
export function interpretationKey(a: SynastryAspect): string {
  const [from, to] = a.fromPerson1 ? [a.p1, a.p2] : [a.p2, a.p1];
  return `${from.def.key}_${a.def.type}_${to.def.key}`;
}

/** aspect_sign: the sign of the acting point. */
export function aspectSignIndex(a: SynastryAspect): number {
  return signIndex(a.fromPerson1 ? a.p1.lon : a.p2.lon);
}

export function tightnessOf(orb: number): Tightness {
  return TIGHTNESS_BANDS.find((b) => orb <= b.maxOrb)!.band;
}

const round = (x: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};
export const round1 = (x: number) => round(x, 1);
export const round2 = (x: number) => round(x, 2);
