/**
 * Bracket-and-refine root finding on the service's ephemeris (docs/western.md, "Events over a span").
 *
 * Each body's apparent longitude is sampled at a step fitted to its motion (EVENTS_DEFAULTS.stepDays)
 * with bodyPosition, and between samples it is the cubic Hermite interpolant of the samples' values
 * and rates, in the search's zodiac (Zodiac below: the rate gets the nutation rate bodyPosition's
 * speed leaves out; a sidereal longitude is the chart's, sidereal.ts).
 *
 * A crossing of a longitude is then found exactly: each sample interval is cut at the cubic's
 * turning points into monotonic pieces, the targets inside each piece's range are looked up, and
 * each root is refined by Newton steps kept inside the bracket (bisection when they leave it) to
 * EVENTS_DEFAULTS.rootToleranceDays. No pass is missed, retrograde ones included, and one sampling
 * serves every natal point, aspect, sign and return.
 */
import { ayanamsaUT, type Ayanamsa } from '../ayanamsa.js';
import { zodiacPlace, type Motion } from '../sidereal.js';
import { RAD, wrap180 } from '../angle.js';
import { nutation } from '../precession-nutation.js';
import { bodyPosition, skyFrame } from '../ephemeris.js';
import { J2000_JD, astroTime } from '../../time/julian.js';
import { EVENTS_DEFAULTS, type EventBody } from './defaults.js';

// ── Nutation in longitude ────────────────────────────────────────────────────────────────────

/** Δψ (degrees) and its rate (degrees per day) at `tt` (TT days from J2000), as ephemeris.ts has it. */
export function nutationLongitude(tt: number): { value: number; rate: number } {
  const { dpsi, dpsiRate } = nutation(tt / 36525);
  return { value: dpsi * RAD, rate: dpsiRate * RAD };
}

// ── The zodiac ───────────────────────────────────────────────────────────────────────────────

/** How a sample's apparent tropical longitude becomes the search zodiac's. */
export interface Zodiac {
  /** The longitude and its rate at a sample, given the tropical place and motion and the sample's Δψ. */
  convert(t: number, p: Motion, dpsi: number): [number, number];
}

/** ΔT (days) is fixed over a search: it changes by well under a second in ten years. */
function ttOffset(jdUT: number): number {
  return astroTime(jdUT).tt - (jdUT - J2000_JD);
}

/** Tropical: bodyPosition's speed leaves out Δψ's rate (ephemeris.ts), put back here. */
export function tropicalZodiac(jdStart: number): Zodiac {
  const dT = ttOffset(jdStart);
  return { convert: (t, p) => [p.lon, p.lonSpeed + nutationLongitude(t - J2000_JD + dT).rate] };
}

/**
 * Step of the sidereal offset's samples, days: ayanamsa − Δψ is precession alone, but True Citra
 * (Spica's apparent place) adds annual aberration and the Sun's light deflection, quick near conjunction.
 */
const offsetStep = (mode: Ayanamsa) => (mode === 'TRUE_CITRA' ? 1 : 8);

/**
 * Sidereal, the chart's place (sidereal.ts zodiacPlace) with an interpolated offset: λ − ayanamsa =
 * (λ − Δψ) − (ayanamsa − Δψ); the ayanamsa carries the same Δψ (ayanamsa.ts), so the first part's
 * rate is bodyPosition's speed and the second part is smooth, interpolated (Catmull–Rom) from its own
 * samples over [jdStart, jdEnd]. The J2000 mode's place on the ecliptic of J2000 undoes the same Δψ
 * and precession, so its rate too is its projected speed less that part's rate.
 */
export function siderealZodiac(mode: Ayanamsa, jdStart: number, jdEnd: number): Zodiac {
  const dT = ttOffset(jdStart);
  const step = offsetStep(mode);
  const t0 = jdStart - 2 * step;
  const n = Math.ceil((jdEnd - t0) / step) + 3;
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t = t0 + i * step;
    y[i] = ayanamsaUT(mode, t) - nutationLongitude(t - J2000_JD + dT).value;
  }
  return {
    convert: (t, p, dpsi) => {
      const x = (t - t0) / step;
      const i = Math.min(n - 3, Math.max(1, Math.floor(x)));
      const s = x - i;
      const p0 = y[i - 1], p1 = y[i], p2 = y[i + 1], p3 = y[i + 2];
      const c2 = 2 * p0 - 5 * p1 + 4 * p2 - p3;
      const c3 = 3 * (p1 - p2) + p3 - p0;
      const offset = p1 + 0.5 * s * (p2 - p0 + s * (c2 + s * c3));
      const rate = (0.5 * (p2 - p0 + s * (2 * c2 + 3 * s * c3))) / step;
      const place = zodiacPlace(mode, t, p, { degrees: dpsi + offset, rate });
      return [place.lon, place.lonSpeed];
    },
  };
}

// ── A body's track ───────────────────────────────────────────────────────────────────────────

/**
 * A body's longitude over [t0, t0 + n·step] in the search's zodiac, unwrapped (it grows past 360°
 * rather than jumping back), so that a crossing of λ₀ is a crossing of λ₀ + 360k: per sample
 * interval the cubic a + b·s + c·s² + d·s³ in s = (t − tᵢ)/step.
 */
export class Track {
  readonly intervals: number;
  private readonly a: Float64Array;
  private readonly b: Float64Array;
  private readonly c: Float64Array;
  private readonly d: Float64Array;
  /** Turning points found by `turningPoints` (at most two per interval). */
  private readonly turns = new Float64Array(2);

  constructor(
    readonly body: EventBody,
    readonly t0: number,
    readonly step: number,
    /** Longitudes at the samples, unwrapped, degrees. */
    values: Float64Array,
    /** Their rates, degrees per day. */
    rates: Float64Array,
    /** The body's longitude in the search's zodiac from the ephemeris itself. */
    private readonly exact: (t: number) => number,
    /**
     * Per interval, 1 where the body passes near the Sun (EVENTS_DEFAULTS.nearSunDeg): the Sun's
     * light deflection (up to 1.75″ at the limb) changes there faster than the samples follow, so
     * the longitude is the ephemeris itself.
     */
    private readonly nearSun: Uint8Array,
  ) {
    const n = values.length - 1;
    this.intervals = n;
    this.a = new Float64Array(n);
    this.b = new Float64Array(n);
    this.c = new Float64Array(n);
    this.d = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const p0 = values[i], p1 = values[i + 1];
      const m0 = rates[i] * step, m1 = rates[i + 1] * step;
      this.a[i] = p0;
      this.b[i] = m0;
      this.c[i] = 3 * (p1 - p0) - 2 * m0 - m1;
      this.d[i] = 2 * (p0 - p1) + m0 + m1;
    }
  }

  /** The k-th turning point of the last `turningPoints` call. */
  turn(k: number): number {
    return this.turns[k];
  }

  get t1(): number {
    return this.t0 + this.intervals * this.step;
  }

  interval(t: number): number {
    return Math.min(this.intervals - 1, Math.max(0, Math.floor((t - this.t0) / this.step)));
  }

  /** Unwrapped longitude in the search's zodiac, degrees. */
  lon(t: number): number {
    const i = this.interval(t);
    const s = (t - this.t0) / this.step - i;
    const cubic = this.a[i] + s * (this.b[i] + s * (this.c[i] + s * this.d[i]));
    return this.nearSun[i] ? cubic + wrap180(this.exact(t) - cubic) : cubic;
  }

  /** Degrees per day. */
  speed(t: number): number {
    const i = this.interval(t);
    const s = (t - this.t0) / this.step - i;
    return (this.b[i] + s * (2 * this.c[i] + 3 * s * this.d[i])) / this.step;
  }

  /**
   * Every instant in [from, to] where the longitude crosses a target (degrees in [0, 360), sorted
   * ascending), in time order, with the target's index and the direction of motion (+1 direct,
   * −1 retrograde).
   */
  crossings(targets: Float64Array, from: number, to: number, onCrossing: (t: number, target: number, direction: 1 | -1) => void): void {
    if (targets.length === 0) return;
    const last = this.interval(to);
    for (let i = this.interval(from); i <= last; i++) {
      const ti = this.t0 + i * this.step;
      const lo = Math.max(from, ti);
      const hi = Math.min(to, ti + this.step);
      if (hi <= lo) continue;
      const count = this.turningPoints(i, lo, hi);
      const t1 = this.turns[0], t2 = this.turns[1];
      let u = lo;
      for (let j = 0; j <= count; j++) {
        const w = j < count ? (j === 0 ? t1 : t2) : hi;
        this.crossingsInPiece(targets, u, w, onCrossing);
        u = w;
      }
    }
  }

  /**
   * The instants in (lo, hi) of interval i where the cubic's slope vanishes, ascending, in
   * `this.turns`; returns their count.
   */
  turningPoints(i: number, lo: number, hi: number): number {
    // Slope b + 2c·s + 3d·s² = 0.
    const A = 3 * this.d[i], B = 2 * this.c[i], C = this.b[i];
    const ti = this.t0 + i * this.step;
    let count = 0;
    const keep = (s: number) => {
      const t = ti + s * this.step;
      if (t > lo && t < hi) this.turns[count++] = t;
    };
    if (Math.abs(A) < 1e-15 * (Math.abs(B) + Math.abs(C))) {
      if (B !== 0) keep(-C / B);
    } else {
      const disc = B * B - 4 * A * C;
      if (disc >= 0) {
        const q = -0.5 * (B + (B < 0 ? -1 : 1) * Math.sqrt(disc));
        keep(q / A);
        if (q !== 0) keep(C / q);
      }
    }
    if (count === 2 && this.turns[0] > this.turns[1]) {
      const x = this.turns[0];
      this.turns[0] = this.turns[1];
      this.turns[1] = x;
    }
    return count;
  }

  private crossingsInPiece(
    targets: Float64Array,
    u: number,
    w: number,
    onCrossing: (t: number, target: number, direction: 1 | -1) => void,
  ): void {
    const lu = this.lon(u);
    const lw = this.lon(w);
    if (lu === lw) return;
    const direction = lw > lu ? 1 : -1;
    const lo = Math.min(lu, lw);
    const hi = Math.max(lu, lw);
    // Targets x + 360k in (lo, hi], visited in the order the body meets them (the piece spans less than a turn).
    const first = Math.floor(lo / 360) * 360;
    const lastTurn = Math.floor(hi / 360) * 360;
    if (direction > 0) {
      for (let turn = first; turn <= lastTurn; turn += 360) {
        for (let k = upperBound(targets, lo - turn); k < targets.length && targets[k] + turn <= hi; k++) {
          onCrossing(this.solve(targets[k] + turn, u, w, lu), k, 1);
        }
      }
    } else {
      for (let turn = lastTurn; turn >= first; turn -= 360) {
        for (let k = upperBound(targets, hi - turn) - 1; k >= 0 && targets[k] + turn > lo; k--) {
          onCrossing(this.solve(targets[k] + turn, u, w, lu), k, -1);
        }
      }
    }
  }

  /** The instant in [u, w] where the (monotonic) longitude equals `x`: Newton kept inside the bracket. */
  solve(x: number, u: number, w: number, lu = this.lon(u)): number {
    let a = u;
    let b = w;
    const increasing = lu < x;
    let t = u + ((w - u) * (x - lu)) / (this.lon(w) - lu || 1);
    const tol = EVENTS_DEFAULTS.rootToleranceDays;
    for (let iter = 0; iter < 60; iter++) {
      const f = this.lon(t) - x;
      if (f === 0) return t;
      if (f < 0 === increasing) a = t;
      else b = t;
      let next = t - f / this.speed(t);
      if (!(next > a && next < b)) next = (a + b) / 2;
      if (Math.abs(next - t) < tol || b - a < tol) return this.polish(x, next, u, w);
      t = next;
    }
    return this.polish(x, t, u, w);
  }

  /**
   * Secant steps on the ephemeris itself from a root of the interpolant, kept within a step of the
   * piece [u, w] (the interpolant's root is within seconds of the true one).
   */
  private polish(x: number, t: number, u: number, w: number): number {
    if (!EVENTS_DEFAULTS.polishedBodies.includes(this.body)) return t;
    const lo = u - this.step;
    const hi = w + this.step;
    let t0 = t;
    let f0 = wrap180(this.exact(t0) - x);
    let t1 = t0 + (f0 < 0 === this.speed(t0) > 0 ? 1e-4 : -1e-4);
    for (let iter = 0; iter < 8 && Math.abs(f0) >= EVENTS_DEFAULTS.polishToleranceDeg; iter++) {
      const f1 = wrap180(this.exact(t1) - x);
      if (f1 === f0) break;
      const next = Math.min(hi, Math.max(lo, t1 - (f1 * (t1 - t0)) / (f1 - f0)));
      [t0, f0, t1] = [t1, f1, next];
    }
    return Math.abs(f0) < Math.abs(wrap180(this.exact(t1) - x)) ? t0 : t1;
  }
}

/** First index with targets[k] > x (targets ascending). */
function upperBound(targets: Float64Array, x: number): number {
  let lo = 0;
  let hi = targets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (targets[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The bodies whose light the Sun deflects (ephemeris.ts): the planets, Pluto and Chiron. */
const DEFLECTED = new Set<EventBody>(['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron']);

/**
 * Samples the tracks of `bodies` over [from − margin, to] at their steps, instant by instant, so
 * bodies sampled at the same instant share its Earth state and frame (ephemeris.ts keeps one).
 */
export function sampleTracks(
  bodies: readonly EventBody[],
  from: number,
  to: number,
  zodiac: Zodiac,
  /**
   * A look further back (transits.ts counts the passes of a visit under way): no margin before
   * `from`, and steps EVENTS_DEFAULTS.lookbackStepFactor times longer, since only the order of the
   * crossings matters there, not their instants to the second.
   */
  lookback = false,
): Map<EventBody, Track> {
  const stepDays = (body: EventBody) => EVENTS_DEFAULTS.stepDays[body] * (lookback ? EVENTS_DEFAULTS.lookbackStepFactor : 1);
  const marginDays = (body: EventBody) => (lookback ? 0 : EVENTS_DEFAULTS.marginDays[body]);
  const base = Math.min(...bodies.map(stepDays));
  const origin = from - Math.max(...bodies.map(marginDays)) - base;
  const plans = bodies.map((body) => {
    const ratio = Math.round(stepDays(body) / base);
    const step = ratio * base;
    const firstK = Math.floor((from - marginDays(body) - origin) / step) * ratio;
    const n = Math.ceil((to - origin - firstK * base) / step) + 2;
    return { body, ratio, step, firstK, n, values: new Float64Array(n), rates: new Float64Array(n), near: new Uint8Array(n), filled: 0 };
  });
  const lastK = Math.max(...plans.map((p) => p.firstK + (p.n - 1) * p.ratio));
  for (let k = Math.min(...plans.map((p) => p.firstK)); k <= lastK; k++) {
    const t = origin + k * base;
    let dpsi: number | undefined;
    for (const p of plans) {
      if (k < p.firstK || (k - p.firstK) % p.ratio !== 0 || p.filled >= p.n) continue;
      const pos = bodyPosition(p.body, t);
      dpsi ??= skyFrame(t).nutationLon;
      const [lon, rate] = zodiac.convert(t, pos, dpsi);
      const i = p.filled++;
      p.values[i] = i === 0 ? lon : p.values[i - 1] + wrap180(lon - p.values[i - 1]);
      p.rates[i] = rate;
      if (DEFLECTED.has(p.body)) p.near[i] = Math.abs(wrap180(pos.lon - bodyPosition('sun', t).lon)) < EVENTS_DEFAULTS.nearSunDeg ? 1 : 0;
    }
  }
  const exact = (body: EventBody) => (t: number) =>
    zodiac.convert(t, bodyPosition(body, t), skyFrame(t).nutationLon)[0];
  return new Map(
    plans.map((p) => [
      p.body,
      new Track(p.body, origin + p.firstK * base, p.step, p.values, p.rates, exact(p.body), p.near.map((v, i) => v | p.near[i + 1])),
    ]),
  );
}
