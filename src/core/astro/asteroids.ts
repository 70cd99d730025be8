/**
 * The four main asteroids, 1 Ceres, 2 Pallas, 3 Juno and 4 Vesta, by numerical integration (as
 * Chiron, docs/western.md §5), geocentric apparent, ecliptic and true equinox of date, with speeds.
 *
 * States: Swiss Ephemeris 2.10.03 heliocentric state vectors every 10 years 1900–2100
 * (data/asteroid-epochs.ts). Between two epochs the orbit is integrated (boundary-orbit.ts: Sun + eight
 * point-mass planets, 12th-order Adams–Bashforth–Moulton at a ≈ 2-day step) from the earlier state with
 * its velocity corrected so that it passes through the later state's position: both ends are Swiss's
 * own positions, and the along-track drift of Swiss's paths from this model (up to 22″ seen from the
 * Sun in 10 years for Juno, which neither relativity, the Moon, Pluto nor Ceres, Pallas and Vesta as
 * perturbers explain: ≤ 0.06″ each on the charts) is absorbed. Before the first epoch and after the
 * last the state is integrated from that epoch alone. Over the 60 reference charts
 * (test/core/asteroids.test.ts) the longitude is within 0.98″ Ceres, 0.98″ Pallas, 1.01″ Juno and
 * 1.28″ Vesta of Swiss's; most of what is left is astronomy-engine's Earth (0.8″ of Juno's 1.01″).
 *
 * Apparent place: astronomy-engine's own light-time and aberration (docs/western.md §5): the asteroid and
 * the Earth both taken at t − τ (CorrectLightTravel), then Ecliptic() (precession IAU 2006 and
 * nutation to the true ecliptic and equinox of date). Swiss's light deflection by the Sun (≤ 0.01″
 * beyond 10° from the Sun) is left out. Speeds: central differences over ± 0.01 day.
 * The first use of an interval of 10 years integrates one body over it five times (the Newton step's
 * differences; ≈ 0.1 s); later uses are interpolations.
 */
import * as Astronomy from 'astronomy-engine';
import { DomainError } from '../errors.js';
import { J2000_JD, astroTime } from '../time/julian.js';
import { norm360, wrap180 } from './angle.js';
import { ASTEROID_EPOCHS_JD_TT, ASTEROID_EPOCH_STATES } from './data/asteroid-epochs.js';
import { boundaryOrbit, initialValueOrbit, tableState, type OrbitTable } from './boundary-orbit.js';
import type { HelioState } from './integrated-orbit.js';

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

/** Integration step, days (boundary-orbit.ts rounds it so that the nodes land on both epochs). */
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

/**
 * Window k (0 … epochs − 2) joins epoch k to epoch k + 1; window −1 is the margin before the first
 * epoch and window epochs − 1 the one after the last, both integrated from that epoch's state alone.
 * Each is integrated on its first use and kept.
 */
const TABLES: Record<AsteroidId, Map<number, OrbitTable>> = {
  ceres: new Map(),
  pallas: new Map(),
  juno: new Map(),
  vesta: new Map(),
};

function table(id: AsteroidId, k: number): OrbitTable {
  let t = TABLES[id].get(k);
  if (!t) {
    const epochs = ASTEROID_EPOCHS_JD_TT;
    const states = ASTEROID_EPOCH_STATES[id];
    const last = epochs.length - 1;
    if (k < 0) t = initialValueOrbit(epochs[0], states[0].r, states[0].v, epochs[0] - BEFORE_FIRST_DAYS, STEP_DAYS);
    else if (k === last) t = initialValueOrbit(epochs[last], states[last].r, states[last].v, epochs[last] + AFTER_LAST_DAYS, STEP_DAYS);
    else t = boundaryOrbit(epochs[k], states[k].r, states[k].v, epochs[k + 1], states[k + 1].r, STEP_DAYS);
    TABLES[id].set(k, t);
  }
  return t;
}

/** Heliocentric geometric state (EQJ) of an asteroid at a TT Julian day, 1900–2100. */
export function asteroidHelioState(id: AsteroidId, jdTT: number): HelioState {
  const epochs = ASTEROID_EPOCHS_JD_TT;
  const last = epochs.length - 1;
  if (jdTT < epochs[0] - BEFORE_FIRST_DAYS || jdTT > epochs[last] + AFTER_LAST_DAYS || Number.isNaN(jdTT)) {
    throw new AsteroidRangeError(ASTEROID_RANGE_MESSAGE);
  }
  // An epoch instant belongs to the window that starts there (its exact state).
  const k = jdTT < epochs[0] ? -1 : jdTT >= epochs[last] ? last : epochs.findIndex((jd, i) => jdTT >= jd && jdTT < epochs[i + 1]);
  return tableState(table(id, k), jdTT);
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
