/**
 * Derived points of a chart (docs/techniques.md §13): midpoints on the 90° dial (Ebertin, The
 * Combination of Stellar Influences), harmonic charts (John Addey, Harmonics in Astrology),
 * antiscia and contra-antiscia (Ptolemy, Tetrabiblos I.15, "signs that behold each other"; Lilly,
 * Christian Astrology p. 90), declinations with parallels and contra-parallels, and out-of-bounds
 * bodies (declination beyond the Sun's greatest, the true obliquity of date).
 */
import { findAspects, type Aspect } from '../aspects.js';
import { norm360, separation, wrap180 } from '../angle.js';

export interface ChartPoint {
  id: string;
  lon: number;
  /** Null for points without one (the lots). */
  dec: number | null;
  lonSpeed: number | null;
}

export interface Midpoint {
  a: string;
  b: string;
  /** The nearer midpoint, degrees 0–360 (exactly opposite: the smaller of the two). */
  lon: number;
  /** Its place on the 90° dial, 0–90. */
  dial: number;
  /** Points on it on the 90° dial (conjunct, square or opposite), with their distance. */
  occupants: { id: string; orb: number }[];
}

/** The nearer midpoint of two longitudes (at exactly 180° the smaller candidate, as composite.ts). */
export function nearerMidpoint(a: number, b: number): number {
  const d = wrap180(b - a);
  if (Math.abs(d) === 180) return Math.min(norm360(a + 90), norm360(a - 90));
  return norm360(a + d / 2);
}

/** Distance on the 90° dial, 0–45. */
export const dialDistance = (x: number, y: number) => {
  const d = Math.abs(norm360(x - y) % 90);
  return Math.min(d, 90 - d);
};

/** Every pair's midpoint, sorted by its place on the 90° dial, with the points within `orb` of it. */
export function midpoints(points: readonly ChartPoint[], orb: number): Midpoint[] {
  const out: Midpoint[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const lon = nearerMidpoint(points[i].lon, points[j].lon);
      const occupants = points
        .filter((_, k) => k !== i && k !== j)
        .map((p) => ({ id: p.id, orb: dialDistance(p.lon, lon) }))
        .filter((o) => o.orb <= orb)
        .sort((x, y) => x.orb - y.orb);
      out.push({ a: points[i].id, b: points[j].id, lon, dial: lon % 90, occupants });
    }
  }
  return out.sort((x, y) => x.dial - y.dial);
}

export const MIN_HARMONIC = 2;
export const MAX_HARMONIC = 180;

/** The harmonic chart: each longitude times n, its aspects among the harmonic positions. */
export function harmonicChart(points: readonly ChartPoint[], n: number, orb: number): { points: ChartPoint[]; aspects: Aspect[] } {
  const moved = points.map((p) => ({ ...p, lon: norm360(p.lon * n), lonSpeed: p.lonSpeed === null ? null : p.lonSpeed * n, dec: null }));
  return { points: moved, aspects: findAspects(moved, { orb, types: ['Conjunction', 'Opposition', 'Trine', 'Square', 'Sextile'] }) };
}

/** Antiscion: the reflection in the solstitial axis (0° Cancer–0° Capricorn), 180° − λ. */
export const antiscion = (lon: number) => norm360(180 - lon);
/** Contra-antiscion: the reflection in the equinoctial axis, −λ. */
export const contraAntiscion = (lon: number) => norm360(-lon);

export interface Reflection {
  /** The point whose antiscion (or contra-antiscion) falls on `on`. */
  from: string;
  on: string;
  kind: 'ANTISCION' | 'CONTRA_ANTISCION';
  orb: number;
}

/** Points whose antiscion or contra-antiscion lies within `orb` of another point (each pair once). */
export function antisciaContacts(points: readonly ChartPoint[], orb: number): Reflection[] {
  const out: Reflection[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const a = separation(antiscion(points[i].lon), points[j].lon);
      if (a <= orb) out.push({ from: points[i].id, on: points[j].id, kind: 'ANTISCION', orb: a });
      const c = separation(contraAntiscion(points[i].lon), points[j].lon);
      if (c <= orb) out.push({ from: points[i].id, on: points[j].id, kind: 'CONTRA_ANTISCION', orb: c });
    }
  }
  return out.sort((x, y) => x.orb - y.orb);
}

export interface DeclinationContact {
  a: string;
  b: string;
  kind: 'PARALLEL' | 'CONTRA_PARALLEL';
  orb: number;
}

/** Parallels (same declination, same side) and contra-parallels (same declination, opposite sides). */
export function declinationContacts(points: readonly ChartPoint[], orb: number): DeclinationContact[] {
  const out: DeclinationContact[] = [];
  const withDec = points.filter((p): p is ChartPoint & { dec: number } => p.dec !== null);
  for (let i = 0; i < withDec.length; i++) {
    for (let j = i + 1; j < withDec.length; j++) {
      const [a, b] = [withDec[i], withDec[j]];
      const parallel = Math.abs(a.dec - b.dec);
      const contra = Math.abs(a.dec + b.dec);
      if (Math.sign(a.dec) === Math.sign(b.dec) && parallel <= orb) out.push({ a: a.id, b: b.id, kind: 'PARALLEL', orb: parallel });
      else if (Math.sign(a.dec) !== Math.sign(b.dec) && contra <= orb) out.push({ a: a.id, b: b.id, kind: 'CONTRA_PARALLEL', orb: contra });
    }
  }
  return out.sort((x, y) => x.orb - y.orb);
}

/** Out of bounds: |δ| beyond the true obliquity (the Sun's own greatest declination). */
export const isOutOfBounds = (dec: number, obliquity: number) => Math.abs(dec) > obliquity;
