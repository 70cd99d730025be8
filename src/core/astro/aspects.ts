/** Aspects between chart points: ecliptic-longitude aspects and declination parallels. */
import { wrap180 } from './angle.js';

/** Aspect names as the API writes them (interface-spec §2.5). */
export const ASPECT_TYPES = [
  'Conjunction',
  'Opposition',
  'Trine',
  'Square',
  'Sextile',
  'Quincunx',
  'Semisextile',
  'Semisquare',
  'Sesquiquadrate',
  'Quintile',
  'Biquintile',
  'Parallel',
  'Contra-Parallel',
] as const;
export type AspectType = (typeof ASPECT_TYPES)[number];

export interface AspectPoint {
  id: string;
  lon: number;
  /** °/day; null for angles (ASC, MC …). */
  lonSpeed: number | null;
  /** Declination, degrees; null when not known (no declination aspects then). */
  dec: number | null;
}

export interface Aspect {
  body1: string;
  body2: string;
  aspectType: AspectType;
  /** Exact angle of the aspect; 0 for declination aspects. */
  angle: number;
  /**
   * Longitude aspects: angular distance in [0, 180].
   * Parallel: |δ1 − δ2|; Contra-Parallel: |δ1 + δ2|. Always orb = |separation − angle|.
   */
  separation: number;
  orb: number;
  exact: boolean;
  /** Orb shrinking; null when a point has no speed (angles) and for declination aspects. */
  applying: boolean | null;
}

/**
 * Orb table (degrees). A common modern default set, not a traditional moiety scheme:
 * majors 8° for conjunction/opposition, 7° for trine/square, 5° for sextile, each 2° wider
 * (sextile 1°) when the Sun or Moon takes part; minors 3° (quincunx), 2° (semisextile,
 * semisquare, sesquiquadrate), 1° (quintile, biquintile), the same with or without a luminary.
 */
const LONGITUDE_ASPECTS: readonly { type: AspectType; angle: number; orb: number; luminaryOrb: number }[] = [
  { type: 'Conjunction', angle: 0, orb: 8, luminaryOrb: 10 },
  { type: 'Opposition', angle: 180, orb: 8, luminaryOrb: 10 },
  { type: 'Trine', angle: 120, orb: 7, luminaryOrb: 9 },
  { type: 'Square', angle: 90, orb: 7, luminaryOrb: 9 },
  { type: 'Sextile', angle: 60, orb: 5, luminaryOrb: 6 },
  { type: 'Quincunx', angle: 150, orb: 3, luminaryOrb: 3 },
  { type: 'Semisextile', angle: 30, orb: 2, luminaryOrb: 2 },
  { type: 'Semisquare', angle: 45, orb: 2, luminaryOrb: 2 },
  { type: 'Sesquiquadrate', angle: 135, orb: 2, luminaryOrb: 2 },
  { type: 'Quintile', angle: 72, orb: 1, luminaryOrb: 1 },
  { type: 'Biquintile', angle: 144, orb: 1, luminaryOrb: 1 },
];

/** Parallel and contra-parallel orb, degrees (the usual 1°). */
const DECLINATION_ORB = 1;

/** An aspect is `exact` when its orb is below 10′. */
export const EXACT_ORB = 10 / 60;

const LUMINARIES: ReadonlySet<string> = new Set(['sun', 'moon']);

export interface AspectOptions {
  /** Only these types (default: all). */
  types?: readonly AspectType[];
  /** One orb for every longitude aspect, replacing the table (e.g. a request's orb_degrees). */
  orb?: number;
}

/** d|separation − angle|/dt < 0, with separation = |wrap180(λ2 − λ1)|. Exact or stationary counts as not applying. */
function isApplying(a: AspectPoint, b: AspectPoint, angle: number): boolean | null {
  if (a.lonSpeed === null || b.lonSpeed === null) return null;
  const diff = wrap180(b.lon - a.lon);
  const separationRate = Math.sign(diff) * (b.lonSpeed - a.lonSpeed);
  return Math.sign(Math.abs(diff) - angle) * separationRate < 0;
}

/**
 * All aspects among `points`, each pair once with body1 before body2 in input order.
 * Per pair at most one longitude aspect and one declination aspect, the smallest orb of each kind.
 * Order: body1's input order, then body2's, the longitude aspect before the declination one.
 */
export function findAspects(points: readonly AspectPoint[], options: AspectOptions = {}): Aspect[] {
  const types = options.types;
  const candidates = types ? LONGITUDE_ASPECTS.filter((asp) => types.includes(asp.type)) : LONGITUDE_ASPECTS;
  // Each candidate's allowance with and without a luminary, taken out of the pair loop.
  const orbs = candidates.map((asp) => options.orb ?? asp.orb);
  const luminaryOrbs = candidates.map((asp) => options.orb ?? asp.luminaryOrb);
  const parallels = !types || types.includes('Parallel');
  const contras = !types || types.includes('Contra-Parallel');
  const luminary = points.map((p) => LUMINARIES.has(p.id));
  const out: Aspect[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    for (let j = i + 1; j < points.length; j++) {
      const b = points[j];
      const allowed = luminary[i] || luminary[j] ? luminaryOrbs : orbs;
      // separation() without its two modulos (most of a pair's time): |λ1 − λ2| folded into [0, 180].
      let gap360 = Math.abs(a.lon - b.lon);
      if (gap360 >= 360) gap360 %= 360;
      const sep = gap360 > 180 ? 360 - gap360 : gap360;

      // The aspect with the smallest orb within its allowance.
      let best = -1;
      let bestOrb = Infinity;
      for (let k = 0; k < candidates.length; k++) {
        const orb = Math.abs(sep - candidates[k].angle);
        if (orb < bestOrb && orb <= allowed[k]) {
          best = k;
          bestOrb = orb;
        }
      }
      if (best >= 0) {
        const asp = candidates[best];
        out.push({
          body1: a.id,
          body2: b.id,
          aspectType: asp.type,
          angle: asp.angle,
          separation: sep,
          orb: bestOrb,
          exact: bestOrb < EXACT_ORB,
          applying: isApplying(a, b, asp.angle),
        });
      }

      if (a.dec === null || b.dec === null) continue;
      // The closer of parallel and contra-parallel, within the orb.
      const parallel = parallels ? Math.abs(a.dec - b.dec) : Infinity;
      const contra = contras ? Math.abs(a.dec + b.dec) : Infinity;
      const gap = Math.min(parallel, contra);
      if (gap <= DECLINATION_ORB) {
        const type: AspectType = parallel <= contra ? 'Parallel' : 'Contra-Parallel';
        out.push({ body1: a.id, body2: b.id, aspectType: type, angle: 0, separation: gap, orb: gap, exact: gap < EXACT_ORB, applying: null });
      }
    }
  }
  return out;
}
