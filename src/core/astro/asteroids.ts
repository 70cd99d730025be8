/**
 * The four main asteroids, 1 Ceres, 2 Pallas, 3 Juno and 4 Vesta, by numerical integration (as
 * Chiron, docs/western.md §5), geocentric apparent, ecliptic and true equinox of date, with speeds.
 *
 * States: Swiss Ephemeris 2.10.03 heliocentric state vectors every 10 years 1900–2100
 * (data/asteroid-epochs.ts). Each epoch is integrated with the planets' perturbations through
 * integrated-orbit.ts (astronomy-engine's GravitySimulator, Sun + eight planets; 2-day step with
 * Richardson extrapolation from a 1-day step, since the second-order scheme alone drifts 6–46″ in
 * 5 years on these 4–6-year orbits) forward to the next epoch and back to the previous one. Between
 * two epochs the position is the linear blend of the integration from the earlier one and the one from
 * the later one (weight growing with time from each): both ends are Swiss's own states, the path is
 * continuous across epochs, and an error that grows linearly from either end cancels. What is left is
 * Swiss's own model (it follows the asteroids through encounters this point-mass model of the Sun and
 * eight planets does not have): ≤ 2.8″ Ceres, 1.7″ Pallas, 5.5″ Juno, 4.7″ Vesta in longitude over the
 * 60 reference charts (test/core/asteroids.test.ts).
 *
 * Apparent place: astronomy-engine's own light-time and aberration (docs/western.md §5): the asteroid and
 * the Earth both taken at t − τ (CorrectLightTravel), then Ecliptic() (precession IAU 2006 and
 * nutation to the true ecliptic and equinox of date). Swiss's light deflection by the Sun (≤ 0.01″
 * beyond 10° from the Sun) is left out. Speeds: central differences over ± 0.01 day.
 * The first use of an interval of 10 years integrates the four bodies over it (≈ 1 s); later uses are
 * interpolations.
 */
import * as Astronomy from 'astronomy-engine';
import { DomainError } from '../errors.js';
import { J2000_JD, astroTime } from '../time/julian.js';
import { norm360, wrap180 } from './angle.js';
import { ASTEROID_EPOCHS_JD_TT, ASTEROID_EPOCH_STATES } from './data/asteroid-epochs.js';
import { integratedOrbit, type HelioState, type OrbitEpoch } from './integrated-orbit.js';

export const ASTEROIDS = ['ceres', 'pallas', 'juno', 'vesta'] as const;
export type AsteroidId = (typeof ASTEROIDS)[number];

/** The calendar years (UT) the asteroids are integrated for. */
export const ASTEROID_YEARS = { first: 1900, last: 2100 } as const;
export const ASTEROID_RANGE_MESSAGE = `Ceres, Pallas, Juno and Vesta are available from ${ASTEROID_YEARS.first}-01-01 to ${ASTEROID_YEARS.last}-12-31 only`;

/** An instant outside the integrated range of the asteroids (1900–2100). */
export class AsteroidRangeError extends DomainError {
  constructor(message: string) {
    super('DATE_OUT_OF_RANGE', message);
  }
}

/** Geocentric apparent place: degrees, AU, and their rates per day. */
export interface AsteroidPosition {
  lon: number;
  lat: number;
  dist: number;
  lonSpeed: number;
  latSpeed: number;
}

/** Integration step, days (the extrapolation also integrates at half of it). */
const STEP_DAYS = 2;
/** Speeds: central difference over ± this, days. */
const SPEED_STEP_DAYS = 0.01;
/**
 * Outer ends: the first epoch is 1900-01-01 and the last 2100-01-01, 0h TT. Margins of 31 days before
 * and 1 year + 31 days after cover every UT instant of 1900–2100 whatever ΔT is, with room for the
 * speeds' differences and the light-time.
 */
const BEFORE_FIRST_DAYS = 31;
const AFTER_LAST_DAYS = 366 + 31;

interface Orbits {
  /** From epoch k forward to epoch k + 1 (the last one: to the end of 2100). */
  forward: (jdTT: number) => HelioState | undefined;
  /** From epoch k back to epoch k − 1 (the first one: to the start of 1900). */
  backward: (jdTT: number) => HelioState | undefined;
}

function orbits(id: AsteroidId): Orbits {
  const epochs = ASTEROID_EPOCHS_JD_TT;
  const states = ASTEROID_EPOCH_STATES[id];
  const last = epochs.length - 1;
  const at = (k: number, from: number, to: number): OrbitEpoch => ({ from, to, jdTT: epochs[k], r: states[k].r, v: states[k].v });
  const forward = epochs.map((jd, k) => at(k, jd, k < last ? epochs[k + 1] : jd + AFTER_LAST_DAYS));
  const backward = epochs.map((jd, k) => at(k, k > 0 ? epochs[k - 1] : jd - BEFORE_FIRST_DAYS, jd));
  // integratedOrbit takes the first window holding the instant, and neighbouring windows share their
  // end points: listed latest first, an epoch instant finds the window that starts there (its exact
  // state), not the end of the previous one.
  return {
    forward: integratedOrbit(forward.reverse(), STEP_DAYS, { richardson: true }),
    backward: integratedOrbit(backward, STEP_DAYS, { richardson: true }),
  };
}

const ORBITS: Record<AsteroidId, Orbits> = {
  ceres: orbits('ceres'),
  pallas: orbits('pallas'),
  juno: orbits('juno'),
  vesta: orbits('vesta'),
};

/** Heliocentric geometric state (EQJ) of an asteroid at a TT Julian day, 1900–2100. */
export function asteroidHelioState(id: AsteroidId, jdTT: number): HelioState {
  const epochs = ASTEROID_EPOCHS_JD_TT;
  const first = epochs[0];
  const last = epochs[epochs.length - 1];
  const { forward, backward } = ORBITS[id];
  let state: HelioState | undefined;
  if (jdTT < first) {
    state = jdTT >= first - BEFORE_FIRST_DAYS ? backward(jdTT) : undefined;
  } else if (jdTT >= last) {
    state = jdTT <= last + AFTER_LAST_DAYS ? forward(jdTT) : undefined;
  } else {
    const k = epochs.findIndex((jd, i) => jdTT >= jd && jdTT < epochs[i + 1]);
    const span = epochs[k + 1] - epochs[k];
    const w = (jdTT - epochs[k]) / span;
    // Inside (epoch k, epoch k + 1) the forward window is epoch k's and the backward one epoch k + 1's.
    const a = forward(jdTT);
    const b = backward(jdTT);
    if (a && b) state = blend(a, b, w, span);
  }
  if (!state) throw new AsteroidRangeError(ASTEROID_RANGE_MESSAGE);
  return state;
}

/** (1 − w)·a + w·b, and its time derivative (w grows by 1/span per day). */
function blend(a: HelioState, b: HelioState, w: number, span: number): HelioState {
  const mix = (p: number, q: number) => (1 - w) * p + w * q;
  return {
    x: mix(a.x, b.x),
    y: mix(a.y, b.y),
    z: mix(a.z, b.z),
    vx: mix(a.vx, b.vx) + (b.x - a.x) / span,
    vy: mix(a.vy, b.vy) + (b.y - a.y) / span,
    vz: mix(a.vz, b.vz) + (b.z - a.z) / span,
  };
}

/** Geocentric apparent ecliptic coordinates of date at an astronomy-engine time. */
function apparent(id: AsteroidId, time: Astronomy.AstroTime): Astronomy.EclipticCoordinates {
  const vector = Astronomy.CorrectLightTravel((t) => {
    const s = asteroidHelioState(id, t.tt + J2000_JD);
    const earth = Astronomy.HelioVector(Astronomy.Body.Earth, t);
    return new Astronomy.Vector(s.x - earth.x, s.y - earth.y, s.z - earth.z, t);
  }, time);
  return Astronomy.Ecliptic(vector);
}

/** Geocentric apparent place of an asteroid at a UT Julian day (as ephemeris.ts bodyPosition). */
export function asteroidPosition(id: AsteroidId, jdUT: number): AsteroidPosition {
  const time = astroTime(jdUT);
  const now = apparent(id, time);
  const before = apparent(id, time.AddDays(-SPEED_STEP_DAYS));
  const after = apparent(id, time.AddDays(SPEED_STEP_DAYS));
  const rate = (p: number, q: number) => wrap180(q - p) / (2 * SPEED_STEP_DAYS);
  return {
    lon: norm360(now.elon),
    lat: now.elat,
    dist: Math.hypot(now.vec.x, now.vec.y, now.vec.z),
    lonSpeed: rate(before.elon, after.elon),
    latSpeed: rate(before.elat, after.elat),
  };
}
