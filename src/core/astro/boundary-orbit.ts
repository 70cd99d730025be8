/**
 * The integrator of the main-belt asteroids (asteroids.ts, docs/western.md §5): heliocentric equations
 * of motion with the Sun and the eight planets as point masses, integrated by a 12th-order
 * Adams–Bashforth–Moulton scheme (predict, evaluate, correct, evaluate) at a fixed step of about 2 days,
 * started by classical Runge–Kutta steps of 1/16 of it. The planets' positions are astronomy-engine's
 * (HelioVector, VSOP87), their masses astronomy-engine's MassProduct (the Earth with the Moon's mass at
 * the Earth, as its GravitySimulator).
 *
 * `boundaryOrbit` joins two of Swiss's states: it integrates from the first one with its velocity
 * corrected (one Newton step, the 3×3 derivative of the end position by the start velocity by finite
 * differences) so that the orbit ends at the second one's position. Swiss's own paths differ from this
 * point-mass model by an along-track drift (up to 22″ seen from the Sun in 10 years for Juno; adding
 * relativity, the Moon, Pluto or Ceres, Pallas and Vesta as perturbers moves the charts by ≤ 0.06″);
 * fixing both ends absorbs it. The corrections of the start velocity are ≤ 2.5e-8 AU/day, and the end misses
 * the second position by ≤ 4e-8 AU.
 */
import * as Astronomy from 'astronomy-engine';
import { J2000_JD } from '../time/julian.js';
import { hermite, type HelioState } from './integrated-orbit.js';

const B = Astronomy.Body;
const PLANETS = [B.Mercury, B.Venus, B.Earth, B.Mars, B.Jupiter, B.Saturn, B.Uranus, B.Neptune];
/** GM, AU³/day²: astronomy-engine's constants; the Earth carries the Moon's mass (Body.EMB). */
const GM = PLANETS.map((b) => Astronomy.MassProduct(b === B.Earth ? B.EMB : b));
const GM_SUN = Astronomy.MassProduct(B.Sun);
const ORDER = 12;
const START_SUBSTEPS = 16;

type Planets = (tt: number) => Float64Array;

/** Heliocentric positions of the planets at a TT Julian day, cached for one table's integrations. */
function planetCache(): Planets {
  const cache = new Map<number, Float64Array>();
  return (tt) => {
    let p = cache.get(tt);
    if (!p) {
      const time = Astronomy.AstroTime.FromTerrestrialTime(tt - J2000_JD);
      p = new Float64Array(PLANETS.length * 3);
      PLANETS.forEach((body, j) => {
        const v = Astronomy.HelioVector(body, time);
        p!.set([v.x, v.y, v.z], j * 3);
      });
      cache.set(tt, p);
    }
    return p;
  };
}

/** d/dt of (x, y, z, vx, vy, vz): the Sun's pull and each planet's direct and indirect terms. */
function derivative(y: ArrayLike<number>, p: Float64Array, out: Float64Array): Float64Array {
  const [x, yy, z] = [y[0], y[1], y[2]];
  const r2 = x * x + yy * yy + z * z;
  const f = -GM_SUN / (r2 * Math.sqrt(r2));
  let ax = f * x;
  let ay = f * yy;
  let az = f * z;
  for (let j = 0; j < GM.length; j++) {
    const [px, py, pz] = [p[j * 3], p[j * 3 + 1], p[j * 3 + 2]];
    const [dx, dy, dz] = [px - x, py - yy, pz - z];
    const d2 = dx * dx + dy * dy + dz * dz;
    const q2 = px * px + py * py + pz * pz;
    const a = GM[j] / (d2 * Math.sqrt(d2));
    const b = GM[j] / (q2 * Math.sqrt(q2));
    ax += a * dx - b * px;
    ay += a * dy - b * py;
    az += a * dz - b * pz;
  }
  out.set([y[3], y[4], y[5], ax, ay, az]);
  return out;
}

/** Adams–Bashforth (order k) and Adams–Moulton (order k + 1) weights, newest value first. */
function adamsWeights(k: number): { ab: number[]; am: number[] } {
  // Backward-difference coefficients (Hairer, Nørsett & Wanner, Solving ODE I, §III.1).
  const g = [1];
  const gs = [1];
  for (let m = 1; m <= k; m++) {
    let s = 0;
    let ss = 0;
    for (let i = 0; i < m; i++) {
      s += g[i] / (m + 1 - i);
      ss += gs[i] / (m + 1 - i);
    }
    g.push(1 - s);
    gs.push(-ss);
  }
  const binom = (n: number, j: number) => {
    let r = 1;
    for (let i = 1; i <= j; i++) r = (r * (n - j + i)) / i;
    return r;
  };
  const ab = new Array<number>(k).fill(0);
  const am = new Array<number>(k + 1).fill(0);
  for (let m = 0; m <= k; m++) {
    for (let j = 0; j <= m; j++) {
      const c = (-1) ** j * binom(m, j);
      if (m < k) ab[j] += g[m] * c;
      am[j] += gs[m] * c;
    }
  }
  return { ab, am };
}
const { ab: AB, am: AM } = adamsWeights(ORDER);

/** States at tt0 + n·h, n = 0 … steps (h may be negative), six numbers each. */
function integrate(tt0: number, y0: readonly number[], h: number, steps: number, planets: Planets): Float64Array {
  const ys = new Float64Array((steps + 1) * 6);
  const fs = new Float64Array((steps + 1) * 6);
  ys.set(y0);
  derivative(y0, planets(tt0), fs.subarray(0, 6));
  // Start: classical Runge–Kutta at h/16 up to the ORDER − 1 first nodes.
  const sub = h / START_SUBSTEPS;
  const k = [0, 1, 2, 3].map(() => new Float64Array(6));
  const tmp = new Float64Array(6);
  const y = Float64Array.from(y0);
  for (let n = 1; n < Math.min(ORDER, steps + 1); n++) {
    for (let s = 0; s < START_SUBSTEPS; s++) {
      const t = tt0 + (n - 1) * h + s * sub;
      derivative(y, planets(t), k[0]);
      for (let i = 0; i < 6; i++) tmp[i] = y[i] + (sub / 2) * k[0][i];
      derivative(tmp, planets(t + sub / 2), k[1]);
      for (let i = 0; i < 6; i++) tmp[i] = y[i] + (sub / 2) * k[1][i];
      derivative(tmp, planets(t + sub / 2), k[2]);
      for (let i = 0; i < 6; i++) tmp[i] = y[i] + sub * k[2][i];
      derivative(tmp, planets(t + sub), k[3]);
      for (let i = 0; i < 6; i++) y[i] += (sub / 6) * (k[0][i] + 2 * k[1][i] + 2 * k[2][i] + k[3][i]);
    }
    ys.set(y, n * 6);
    derivative(y, planets(tt0 + n * h), fs.subarray(n * 6, n * 6 + 6));
  }
  const f = new Float64Array(6);
  for (let n = ORDER; n <= steps; n++) {
    const p = planets(tt0 + n * h);
    for (let i = 0; i < 6; i++) {
      let s = 0;
      for (let j = 0; j < ORDER; j++) s += AB[j] * fs[(n - 1 - j) * 6 + i];
      tmp[i] = ys[(n - 1) * 6 + i] + h * s;
    }
    derivative(tmp, p, f);
    for (let i = 0; i < 6; i++) {
      let s = AM[0] * f[i];
      for (let j = 1; j <= ORDER; j++) s += AM[j] * fs[(n - j) * 6 + i];
      ys[n * 6 + i] = ys[(n - 1) * 6 + i] + h * s;
    }
    derivative(ys.subarray(n * 6, n * 6 + 6), p, fs.subarray(n * 6, n * 6 + 6));
  }
  return ys;
}

/** A table of integrated states from `tt0` at a step of `h` days (negative: backward). */
export interface OrbitTable {
  tt0: number;
  h: number;
  states: Float64Array;
}

/** Nodes every ≈ `step` days from tt0 to tt1, landing on both. */
function grid(tt0: number, tt1: number, step: number): { h: number; steps: number } {
  const steps = Math.max(ORDER, Math.ceil(Math.abs(tt1 - tt0) / step));
  return { h: (tt1 - tt0) / steps, steps };
}

/** The orbit from (r0, v0) at tt0 to tt1 (either way). */
export function initialValueOrbit(tt0: number, r0: readonly number[], v0: readonly number[], tt1: number, step: number): OrbitTable {
  const { h, steps } = grid(tt0, tt1, step);
  return { tt0, h, states: integrate(tt0, [...r0, ...v0], h, steps, planetCache()) };
}

/** The orbit from r0 at tt0 through r1 at tt1, its start velocity v0 corrected by one Newton step. */
export function boundaryOrbit(
  tt0: number,
  r0: readonly number[],
  v0: readonly number[],
  tt1: number,
  r1: readonly number[],
  step: number,
): OrbitTable {
  const { h, steps } = grid(tt0, tt1, step);
  const planets = planetCache();
  const end = (v: readonly number[]) => integrate(tt0, [...r0, ...v], h, steps, planets).subarray(steps * 6, steps * 6 + 3);
  const base = end(v0);
  const miss = [0, 1, 2].map((i) => r1[i] - base[i]);
  // J[i][j] = ∂ end_i / ∂ v0_j, by differences of 1e-7 AU/day (the corrections are ≈ 2e-8).
  const EPS = 1e-7;
  const J = [0, 1, 2].map((j) => {
    const e = end(v0.map((x, i) => (i === j ? x + EPS : x)));
    return [0, 1, 2].map((i) => (e[i] - base[i]) / EPS);
  });
  const dv = solve3((i, j) => J[j][i], miss);
  const v = v0.map((x, i) => x + dv[i]);
  return { tt0, h, states: integrate(tt0, [...r0, ...v], h, steps, planets) };
}

/** Solves M·x = b for a 3×3 M given as M(i, j) (Cramer's rule). */
function solve3(M: (i: number, j: number) => number, b: number[]): number[] {
  const det3 = (c: (i: number, j: number) => number) =>
    c(0, 0) * (c(1, 1) * c(2, 2) - c(1, 2) * c(2, 1)) -
    c(0, 1) * (c(1, 0) * c(2, 2) - c(1, 2) * c(2, 0)) +
    c(0, 2) * (c(1, 0) * c(2, 1) - c(1, 1) * c(2, 0));
  const d = det3(M);
  return [0, 1, 2].map((k) => det3((i, j) => (j === k ? b[i] : M(i, j))) / d);
}

/** The state of a table at a TT Julian day inside it (cubic Hermite between the nodes). */
export function tableState(table: OrbitTable, jdTT: number): HelioState {
  const x = (jdTT - table.tt0) / table.h;
  const i = Math.max(0, Math.min(Math.floor(x), table.states.length / 6 - 2));
  return hermite(table.states, i, x - i, table.h);
}
