/**
 * Minor bodies by numerical integration (docs/western.md §5), shared by Chiron and the asteroids.
 *
 * Each epoch's heliocentric state is integrated over its window with astronomy-engine's
 * GravitySimulator (Sun + eight planets) at a fixed step; a window is integrated on its first use and
 * kept, since it depends on nothing but its constants. Between the nodes the state is a cubic Hermite
 * interpolation of positions and velocities.
 *
 * GravitySimulator's scheme is of second order: its error falls by 4 when the step is halved. That
 * is ample for Chiron (period 50 years, 2-day step), not for the main-belt asteroids (4–6 years):
 * with a 1-day step Ceres, Pallas, Juno and Vesta drift 6–46″ from Swiss within 5 years. For them the
 * option `richardson` integrates at the step and at half of it and keeps (4·half − whole)/3 at each
 * node (Richardson extrapolation), which removes the second-order term.
 */
import * as Astronomy from 'astronomy-engine';
import { J2000_JD } from '../time/julian.js';

/** Position (AU) and velocity (AU/day), heliocentric, J2000 mean equator (EQJ), geometric. */
export interface HelioState {
  x: number;
  y: number;
  z: number;
  vx: number;
  vy: number;
  vz: number;
}

/** An epoch state and the window of TT Julian days it is integrated over. */
export interface OrbitEpoch {
  from: number;
  to: number;
  jdTT: number;
  r: readonly [number, number, number];
  v: readonly [number, number, number];
}

/** Integrated states at first + k·step (TT JD), six numbers per node. */
interface Table {
  first: number;
  states: Float64Array;
}

/**
 * The heliocentric state of a body integrated from `epochs` with a step of `stepDays`, at a TT Julian
 * day; undefined outside every window.
 */
export function integratedOrbit(
  epochs: readonly OrbitEpoch[],
  stepDays: number,
  options: { richardson?: boolean } = {},
): (jdTT: number) => HelioState | undefined {
  const tables: (Table | undefined)[] = epochs.map(() => undefined);
  const build = (epoch: OrbitEpoch) => (options.richardson ? extrapolate(epoch, stepDays) : integrate(epoch, stepDays));
  return (jdTT) => {
    const w = epochs.findIndex((e) => jdTT >= e.from && jdTT <= e.to);
    if (w < 0) return undefined;
    const table = (tables[w] ??= build(epochs[w]));
    const x = (jdTT - table.first) / stepDays;
    const i = Math.min(Math.floor(x), table.states.length / 6 - 2);
    return hermite(table.states, i, x - i, stepDays);
  };
}

function integrate(epoch: OrbitEpoch, step: number): Table {
  const back = Math.ceil((epoch.jdTT - epoch.from) / step);
  const ahead = Math.ceil((epoch.to - epoch.jdTT) / step);
  const states = new Float64Array((back + ahead + 1) * 6);
  const store = (node: number, s: Astronomy.StateVector) =>
    states.set([s.x, s.y, s.z, s.vx, s.vy, s.vz], node * 6);
  const t0 = Astronomy.AstroTime.FromTerrestrialTime(epoch.jdTT - J2000_JD);
  const start = new Astronomy.StateVector(...epoch.r, ...epoch.v, t0);
  store(back, start);
  for (const direction of [-1, 1]) {
    const sim = new Astronomy.GravitySimulator(Astronomy.Body.Sun, t0, [start]);
    for (let k = 1; k <= (direction < 0 ? back : ahead); k++) {
      const tt = epoch.jdTT + direction * k * step - J2000_JD;
      const [s] = sim.Update(Astronomy.AstroTime.FromTerrestrialTime(tt));
      store(back + direction * k, s);
    }
  }
  return { first: epoch.jdTT - back * step, states };
}

/** Richardson extrapolation of two integrations, at `step` and `step`/2, to the nodes of `step`. */
function extrapolate(epoch: OrbitEpoch, step: number): Table {
  const whole = integrate(epoch, step);
  // The half-step table reaches a step beyond each end, so it holds every node of `whole`.
  const half = integrate({ ...epoch, from: epoch.from - step, to: epoch.to + step }, step / 2);
  // Both tables count from the epoch, so node k of `whole` is node 2k + offset of `half`.
  const offset = Math.round((whole.first - half.first) / (step / 2));
  const states = whole.states.map((x, i) => (4 * half.states[(2 * Math.floor(i / 6) + offset) * 6 + (i % 6)] - x) / 3);
  return { first: whole.first, states };
}

/** Cubic Hermite interpolation between nodes i and i+1 at fraction s, with its time derivative (also boundary-orbit.ts). */
export function hermite(st: Float64Array, i: number, s: number, step: number): HelioState {
  const s2 = s * s;
  const s3 = s2 * s;
  const [h00, h10, h01, h11] = [2 * s3 - 3 * s2 + 1, s3 - 2 * s2 + s, 3 * s2 - 2 * s3, s3 - s2];
  const [d00, d10, d01, d11] = [6 * s2 - 6 * s, 3 * s2 - 4 * s + 1, 6 * s - 6 * s2, 3 * s2 - 2 * s];
  const a = i * 6;
  const b = a + 6;
  const pos = (k: number) =>
    h00 * st[a + k] + h10 * step * st[a + 3 + k] + h01 * st[b + k] + h11 * step * st[b + 3 + k];
  const vel = (k: number) =>
    (d00 * st[a + k] + d01 * st[b + k]) / step + d10 * st[a + 3 + k] + d11 * st[b + 3 + k];
  return { x: pos(0), y: pos(1), z: pos(2), vx: vel(0), vy: vel(1), vz: vel(2) };
}
