/**
 * The element and modality distributions of a synastry chart's points, their dominant element and
 * modality, and the comparison of the two people's counts (synastry.ts elementCompatibility and
 * modalityCompatibility).
 */
import { ELEMENTS, MODALITIES, signElement, signModality, type Element, type Modality, type PointName } from './synastry-tables.js';
import type { ChartPoint } from './synastry-points.js';
import { signIndex } from './zodiac.js';
import { round2 } from './synastry-aspects.js';

// ── Element and modality ─────────────────────────────────────────────────────────────────────

export interface PointDetail {
  point: ChartPoint;
  sign: number;
  element: Element;
  modality: Modality;
}

export interface Distribution {
  elements: Record<Element, number>;
  modalities: Record<Modality, number>;
  dominantElement: Element;
  dominantModality: Modality;
  /** The top count is shared with another element / modality (broken by point weights). */
  elementTied: boolean;
  modalityTied: boolean;
  details: PointDetail[];
}

/** Points counted in the distributions: the ten planets and the ASC (not the node, MC or Vertex). */
const DISTRIBUTION_POINTS: ReadonlySet<PointName> = new Set([
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'ASC',
]);

function dominant<K extends string>(keys: readonly K[], counts: Record<K, number>, weights: Record<K, number>) {
  let best = keys[0];
  for (const k of keys) {
    if (counts[k] > counts[best] || (counts[k] === counts[best] && weights[k] > weights[best])) best = k;
  }
  const tied = keys.some((k) => k !== best && counts[k] === counts[best]);
  return { best, tied };
}

export function distribution(points: readonly ChartPoint[]): Distribution {
  const zero = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  const elements = zero(ELEMENTS);
  const modalities = zero(MODALITIES);
  const elementWeights = zero(ELEMENTS);
  const modalityWeights = zero(MODALITIES);
  const details: PointDetail[] = [];
  for (const point of points) {
    if (!DISTRIBUTION_POINTS.has(point.def.name)) continue;
    const sign = signIndex(point.lon);
    const element = signElement(sign);
    const modality = signModality(sign);
    elements[element] += 1;
    modalities[modality] += 1;
    elementWeights[element] += point.def.weight;
    modalityWeights[modality] += point.def.weight;
    details.push({ point, sign, element, modality });
  }
  const e = dominant(ELEMENTS, elements, elementWeights);
  const m = dominant(MODALITIES, modalities, modalityWeights);
  return {
    elements, modalities, dominantElement: e.best, dominantModality: m.best, elementTied: e.tied, modalityTied: m.tied, details,
  };
}

export interface BreakdownRow<K extends string> {
  key: K;
  person1Count: number;
  person2Count: number;
  totalCount: number;
  /** 1 − |c1 − c2| / (c1 + c2), 1 when neither has any; two decimals. */
  balanceScore: number;
}

export interface PairCompatibility<K extends string, T extends string> {
  person1Dominant: K;
  person2Dominant: K;
  type: T;
  /** round(0.7 × type score + 30 × share overlap), share overlap = Σ min(share1, share2). */
  score: number;
  breakdown: BreakdownRow<K>[];
}

export function pairCompatibility<K extends string, T extends string>(
  keys: readonly K[], c1: Record<K, number>, c2: Record<K, number>, d1: K, d2: K, type: T, typeScore: number,
): PairCompatibility<K, T> {
  const n1 = keys.reduce((s, k) => s + c1[k], 0) || 1;
  const n2 = keys.reduce((s, k) => s + c2[k], 0) || 1;
  const overlap = keys.reduce((s, k) => s + Math.min(c1[k] / n1, c2[k] / n2), 0);
  return {
    person1Dominant: d1,
    person2Dominant: d2,
    type,
    score: Math.round(0.7 * typeScore + 30 * overlap),
    breakdown: keys.map((key) => {
      const total = c1[key] + c2[key];
      return {
        key,
        person1Count: c1[key],
        person2Count: c2[key],
        totalCount: total,
        balanceScore: total === 0 ? 1 : round2(1 - Math.abs(c1[key] - c2[key]) / total),
      };
    }),
  };
}
