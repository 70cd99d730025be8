/**
 * Pluto over 1800–2200 for the tables. Meeus's series (ch. 37, Chapront's Pluto fitted to DE200) holds
 * for 1885–2099 only; beyond, Pluto is integrated: an orbit under the Sun (carrying the inner planets'
 * masses) and Jupiter … Neptune as point masses (astronomy-engine's positions; DE masses with their
 * satellites), carried by classical Runge–Kutta steps of 5 days, is fitted by least squares to
 * Meeus's positions over all of his range. Over the 3 years inside each end the two are blended
 * by a smoothstep of time, so positions and velocities stay continuous.
 */
import * as Astronomy from 'astronomy-engine';
import plutoMeeus from 'astronomia/pluto';

type Vec = [number, number, number];
type State = [number, number, number, number, number, number];

const J2000 = 2451545;
/** Meeus's range, JD TT: 1885-01-01 and 2100-01-01. */
export const MEEUS_FROM = 2409177.5;
export const MEEUS_TO = 2488069.5;
/** Width of the blend between the orbit and Meeus inside each end of his range. */
const BLEND_DAYS = 3 * 365.25;
/** The fit's epoch (1992, the middle of Meeus's range) and its number of sample instants. */
const FIT_EPOCH = 2448623.5;
const FIT_SAMPLES = 120;
const STEP = 5;

const K2 = 0.01720209895 ** 2;
/** Inverse masses in solar masses (DE405 with satellites); the inner planets join the Sun. */
const INNER = 1 / 6023600 + 1 / 408523.71 + 1 / 328900.56 + 1 / 3098708;
const GIANTS: [Astronomy.Body, number][] = [
  [Astronomy.Body.Jupiter, K2 / 1047.3486],
  [Astronomy.Body.Saturn, K2 / 3497.898],
  [Astronomy.Body.Uranus, K2 / 22902.98],
  [Astronomy.Body.Neptune, K2 / 19412.24],
];
const EPS0 = (84381.406 / 3600) * (Math.PI / 180);

/** astronomia's Pluto (untyped): heliocentric ecliptic of date, radians and AU. */
type MeeusPluto = { heliocentric(jde: number): { lon: number; lat: number; range: number } };

export function meeus(jde: number): Vec {
  const { lon, lat, range } = (plutoMeeus as MeeusPluto).heliocentric(jde);
  return [range * Math.cos(lat) * Math.cos(lon), range * Math.cos(lat) * Math.sin(lon), range * Math.sin(lat)];
}

const giantCache = new Map<number, Vec[]>();
/** Heliocentric giants on the J2000 ecliptic (astronomy-engine's EQJ turned by ε0). */
function giants(jde: number): Vec[] {
  let g = giantCache.get(jde);
  if (!g) {
    // Taken as UT: ΔT (~1 min) is nothing to a perturbation, and FromTerrestrialTime's iteration
    // does not end where astronomy-engine's default ΔT has a step (1961).
    const t = new Astronomy.AstroTime(jde - J2000);
    g = GIANTS.map(([body]) => {
      const v = Astronomy.HelioVector(body, t);
      return [v.x, Math.cos(EPS0) * v.y + Math.sin(EPS0) * v.z, -Math.sin(EPS0) * v.y + Math.cos(EPS0) * v.z];
    });
    giantCache.set(jde, g);
  }
  return g;
}

function derivative(jde: number, s: State): State {
  const r = Math.hypot(s[0], s[1], s[2]);
  const f = (-K2 * (1 + INNER)) / r ** 3;
  const a = [f * s[0], f * s[1], f * s[2]];
  giants(jde).forEach((p, j) => {
    const gm = GIANTS[j][1];
    const d = [p[0] - s[0], p[1] - s[1], p[2] - s[2]];
    const d3 = Math.hypot(...d) ** 3;
    const p3 = Math.hypot(...p) ** 3;
    for (let k = 0; k < 3; k++) a[k] += gm * (d[k] / d3 - p[k] / p3);
  });
  return [s[3], s[4], s[5], a[0], a[1], a[2]];
}

/** Positions every STEP days from `from` towards `to` (either direction), starting at state s. */
function integrate(s: State, from: number, to: number): Map<number, Vec> {
  const h = to > from ? STEP : -STEP;
  const out = new Map<number, Vec>([[from, [s[0], s[1], s[2]]]]);
  let y = s;
  for (let t = from; (to - t) * Math.sign(h) > 0; t += h) {
    const add = (a: State, b: State, k: number) => a.map((x, i) => x + k * b[i]) as State;
    const k1 = derivative(t, y);
    const k2 = derivative(t + h / 2, add(y, k1, h / 2));
    const k3 = derivative(t + h / 2, add(y, k2, h / 2));
    const k4 = derivative(t + h, add(y, k3, h));
    y = y.map((x, i) => x + (h / 6) * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i])) as State;
    out.set(t + h, [y[0], y[1], y[2]]);
  }
  return out;
}

/** Both ways from `epoch`: positions every STEP days over [from, to]. */
function path(st: State, epoch: number, from: number, to: number): Map<number, Vec> {
  return new Map([...integrate(st, epoch, from - STEP), ...integrate(st, epoch, to + STEP)]);
}

/** The state at FIT_EPOCH whose orbit best fits Meeus's positions over all of his range (Gauss–Newton). */
function fitState(): State {
  const samples: number[] = [];
  for (let k = 0; k <= FIT_SAMPLES; k++) samples.push(FIT_EPOCH + Math.round((MEEUS_FROM + ((MEEUS_TO - MEEUS_FROM) * k) / FIT_SAMPLES - FIT_EPOCH) / STEP) * STEP);
  const p0 = meeus(FIT_EPOCH);
  const p1 = meeus(FIT_EPOCH + STEP);
  let s: State = [...p0, (p1[0] - p0[0]) / STEP, (p1[1] - p0[1]) / STEP, (p1[2] - p0[2]) / STEP];
  const residuals = (st: State) => {
    const positions = path(st, FIT_EPOCH, MEEUS_FROM, MEEUS_TO);
    return samples.flatMap((t) => {
      const m = meeus(t);
      const p = positions.get(t)!;
      return [m[0] - p[0], m[1] - p[1], m[2] - p[2]];
    });
  };
  for (let iter = 0; iter < 3; iter++) {
    const r = residuals(s);
    const J = [0, 1, 2, 3, 4, 5].map((i) => {
      const d = i < 3 ? 1e-6 : 1e-9;
      const st = [...s] as State;
      st[i] += d;
      const ri = residuals(st);
      return ri.map((x, k) => (r[k] - x) / d);
    });
    // Normal equations JᵀJ δ = Jᵀr, 6×6 by Gaussian elimination.
    const A = J.map((a) => J.map((b) => a.reduce((sum, x, k) => sum + x * b[k], 0)));
    const bvec = J.map((a) => a.reduce((sum, x, k) => sum + x * r[k], 0));
    const delta = solve(A, bvec);
    s = s.map((x, i) => x + delta[i]) as State;
  }
  return s;
}

function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    const p = M.reduce((best, row, i) => (i >= c && Math.abs(row[c]) > Math.abs(M[best][c]) ? i : best), c);
    [M[c], M[p]] = [M[p], M[c]];
    for (let i = 0; i < n; i++) {
      if (i === c) continue;
      const f = M[i][c] / M[c][c];
      for (let j = c; j <= n; j++) M[i][j] -= f * M[c][j];
    }
  }
  return M.map((row, i) => row[n] / row[i]);
}

/** Linear interpolation of the integrated path between its 5-day nodes (≤ 1e-6 AU, 0.006″ at Pluto). */
function sampler(path: Map<number, Vec>, origin: number): (jde: number) => Vec {
  return (jde) => {
    const i = Math.floor((jde - origin) / STEP);
    const t0 = origin + i * STEP;
    const a = path.get(t0) ?? path.get(t0 + STEP)!;
    const b = path.get(t0 + STEP) ?? a;
    const f = (jde - t0) / STEP;
    return [a[0] + f * (b[0] - a[0]), a[1] + f * (b[1] - a[1]), a[2] + f * (b[2] - a[2])];
  };
}

/**
 * Pluto, heliocentric J2000 ecliptic, AU, for TT Julian days `from` … `to`: Meeus inside his range,
 * the fitted orbit outside, blended by a smoothstep of time over BLEND_DAYS inside each end.
 */
export function plutoOver(from: number, to: number): (jde: number) => Vec {
  const orbit = sampler(path(fitState(), FIT_EPOCH, from - STEP, to + STEP), FIT_EPOCH);
  const blend = (jde: number, w: number): Vec => {
    const a = orbit(jde);
    const b = meeus(jde);
    const s = w * w * (3 - 2 * w);
    return [a[0] + s * (b[0] - a[0]), a[1] + s * (b[1] - a[1]), a[2] + s * (b[2] - a[2])];
  };
  return (jde) => {
    if (jde <= MEEUS_FROM || jde >= MEEUS_TO) return orbit(jde);
    if (jde < MEEUS_FROM + BLEND_DAYS) return blend(jde, (jde - MEEUS_FROM) / BLEND_DAYS);
    if (jde > MEEUS_TO - BLEND_DAYS) return blend(jde, (MEEUS_TO - jde) / BLEND_DAYS);
    return meeus(jde);
  };
}
