/**
 * Geocentric apparent positions, true equinox and ecliptic of date (docs/western.md §1), with speeds,
 * reduced as the Swiss Ephemeris reduces its own (light-time, deflection by the Sun, annual
 * aberration, precession, nutation).
 *
 * Geometric vectors come from the generated Chebyshev tables (chebyshev.ts, data/ephemeris/):
 * heliocentric Mercury … Pluto and the Earth, the geocentric Moon, on the ecliptic and equinox of
 * J2000, fitted to VSOP87, ELP/MPP02 and Moshier's DE404 Pluto over 1800–2200. For a planet at instant t:
 * u = P(t − τ) − E(t) with τ = |u|/c (heliocentric: the Sun's barycentric motion over τ moves u by
 * ≤ 0.01″), then the Sun's light deflection and relativistic annual aberration with the Earth's
 * velocity (SOFA ld, ab). The Sun is u = −E(t) with aberration. The Moon is its geocentric vector at
 * t − τ: P(t − τ) − E(t) plus first-order aberration τ·v_E is the same point, and Swiss does not
 * deflect the Moon. Chiron (chiron.ts, equatorial J2000) joins the planets' path. Outside 1800–2200
 * astronomy-engine's states stand in for the tables (tableState).
 *
 * Speeds: d/dt of P(t − τ) − E(t − τ) (the first-order apparent place), from the tables' derivative;
 * in the rotating frame of date the general precession in longitude is added, the nutation rate
 * (≤ 0.2″/day) is left out.
 */
import { J2000_JD, astroTime } from '../time/julian.js';
import { RAD, asind, atan2d, cosd, norm360, sind } from './angle.js';
import * as Astronomy from 'astronomy-engine';
import { TABLE_END_JD, TABLE_START_JD, chebyshevState, decodeTable, type ChebyshevTable, type DecodedTable } from './chebyshev.js';
import { chironHelioState } from './chiron.js';
import { effectiveSolarMass } from './solar-mass.js';
import {
  AU_LIGHT_DAYS, apparentSiderealTime, apply, eclipticPrecession, meanObliquity, nutation, type Matrix, type Nutation,
} from './precession-nutation.js';
import { EARTH } from './data/ephemeris/earth.js';
import { MOON } from './data/ephemeris/moon.js';
import { MERCURY } from './data/ephemeris/mercury.js';
import { VENUS } from './data/ephemeris/venus.js';
import { MARS } from './data/ephemeris/mars.js';
import { JUPITER } from './data/ephemeris/jupiter.js';
import { SATURN } from './data/ephemeris/saturn.js';
import { URANUS } from './data/ephemeris/uranus.js';
import { NEPTUNE } from './data/ephemeris/neptune.js';
import { PLUTO } from './data/ephemeris/pluto.js';

export type BodyId =
  | 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto'
  | 'true_node' | 'mean_node' | 'chiron';

/** Degrees, AU, and their rates per day; ra in [0, 360). dist and distSpeed are null for the nodes. */
export interface BodyPosition {
  lon: number;
  lat: number;
  dist: number | null;
  lonSpeed: number;
  latSpeed: number;
  distSpeed: number | null;
  ra: number;
  dec: number;
}

export interface SkyFrame {
  /** True obliquity of the ecliptic, degrees. */
  obliquity: number;
  /** Nutation in longitude Δψ, degrees. */
  nutationLon: number;
  /** Greenwich apparent sidereal time, degrees. */
  gastDeg: number;
}

type Vec = [number, number, number];
type Tabled = 'earth' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';

const TABLES: Record<Tabled, ChebyshevTable> = {
  earth: EARTH, moon: MOON, mercury: MERCURY, venus: VENUS, mars: MARS,
  jupiter: JUPITER, saturn: SATURN, uranus: URANUS, neptune: NEPTUNE, pluto: PLUTO,
};
const decoded = new Map<Tabled, DecodedTable>();

/**
 * Geometric state [x, y, z, vx, vy, vz] (AU, AU/day; J2000 ecliptic) of a tabled body at JD TT.
 * Outside the tables (before 1800, after 2200; charts accept the years 0001–9848) astronomy-engine's
 * states take their place, with its accuracy (docs/western.md §1).
 */
export function tableState(body: Tabled, jdTT: number): number[] {
  if (jdTT < TABLE_START_JD || jdTT > TABLE_END_JD) return engineState(body, jdTT);
  let table = decoded.get(body);
  if (!table) {
    table = decodeTable(TABLES[body]);
    decoded.set(body, table);
  }
  return chebyshevState(table, jdTT);
}

const ENGINE_BODIES: Record<Exclude<Tabled, 'moon'>, Astronomy.Body> = {
  earth: Astronomy.Body.Earth, mercury: Astronomy.Body.Mercury, venus: Astronomy.Body.Venus, mars: Astronomy.Body.Mars,
  jupiter: Astronomy.Body.Jupiter, saturn: Astronomy.Body.Saturn, uranus: Astronomy.Body.Uranus,
  neptune: Astronomy.Body.Neptune, pluto: Astronomy.Body.Pluto,
};

/** astronomy-engine's state (equatorial J2000) on the ecliptic of J2000. */
function engineState(body: Tabled, jdTT: number): number[] {
  const time = Astronomy.AstroTime.FromTerrestrialTime(jdTT - J2000_JD);
  const s = body === 'moon' ? Astronomy.GeoMoonState(time) : Astronomy.HelioState(ENGINE_BODIES[body], time);
  return toEcliptic([s.x, s.y, s.z, s.vx, s.vy, s.vz]);
}

/** GM of the Sun, AU³/day² (Gaussian constant squared). */
const SUN_GM = 0.01720209895 ** 2;
/** Twice the Sun's Schwarzschild radius over 2 (2GM/c²), AU: the light-deflection scale. */
const SUN_SCHWARZSCHILD = 1.97412574336e-8;
/** Solar radius, AU (696,000 km: 959.63″ at 1 AU, Swiss's value). */
const SUN_RADIUS_AU = 696000 / 149597870.7;
/** IAU 2006 general precession in longitude p_A, 5028.796195″ per Julian century. */
const PRECESSION_DEG_PER_DAY = 5028.796195 / 3600 / 36525;
/** Step of the deflection's rate, days. */
const DEFLECTION_STEP = 0.01;
/** Mean obliquity of J2000 (IAU 2006): equatorial J2000 → ecliptic J2000 for Chiron's states. */
const EPS0 = (84381.406 / 3600) * (Math.PI / 180);

/** Everything shared by the bodies of one instant. Only the last instant is kept. */
interface Instant {
  jdUT: number;
  jdTT: number;
  nut: Nutation;
  /** True obliquity, degrees, and its sine and cosine. */
  obliquity: number;
  sinEps: number;
  cosEps: number;
  gastDeg: number;
  /** J2000 ecliptic → true ecliptic and equinox of date. */
  rot: Matrix;
  earth: number[];
  moon?: number[];
  positions: Map<BodyId, BodyPosition>;
}
let current: Instant | undefined;

function instant(jdUT: number): Instant {
  if (current?.jdUT !== jdUT) {
    const jdTT = astroTime(jdUT).tt + J2000_JD;
    const t = (jdTT - J2000_JD) / 36525;
    const nut = nutation(t);
    const trueObliquity = meanObliquity(t) + nut.deps;
    current = {
      jdUT,
      jdTT,
      nut,
      obliquity: trueObliquity * RAD,
      sinEps: Math.sin(trueObliquity),
      cosEps: Math.cos(trueObliquity),
      gastDeg: apparentSiderealTime(jdUT, jdTT, nut, trueObliquity),
      rot: eclipticPrecession(t, nut.dpsi),
      earth: tableState('earth', jdTT),
      positions: new Map(),
    };
  }
  return current;
}

export function skyFrame(jdUT: number): SkyFrame {
  const { obliquity, nut, gastDeg } = instant(jdUT);
  return { obliquity, nutationLon: nut.dpsi * RAD, gastDeg };
}

/**
 * A direction on the true ecliptic and equinox of date (λ, β, degrees) referred to the ecliptic and
 * equinox of J2000: back through the precession and nutation every position went through (the
 * rotation's transpose is its inverse). Swiss's J2000 sidereal mode gives these longitudes (§4a).
 * Speeds (degrees per day) are carried through the rotation of the instant held fixed: the frame's
 * own turning (precession) is the caller's to subtract (sidereal.ts).
 */
export function eclipticOfJ2000(
  jdUT: number,
  lon: number,
  lat: number,
  lonSpeed = 0,
  latSpeed = 0,
): { lon: number; lat: number; lonSpeed: number; latSpeed: number } {
  const m = instant(jdUT).rot;
  const [cl, sl, cb, sb] = [cosd(lon), sind(lon), cosd(lat), sind(lat)];
  const back = (x: number, y: number, z: number): Vec => [m[0] * x + m[3] * y + m[6] * z, m[1] * x + m[4] * y + m[7] * z, m[2] * x + m[5] * y + m[8] * z];
  const u = back(cb * cl, cb * sl, sb);
  // d(direction)/dt from the speeds, in the same frame (degrees per day as radians per radian).
  const du = back(-lonSpeed * cb * sl - latSpeed * sb * cl, lonSpeed * cb * cl - latSpeed * sb * sl, latSpeed * cb);
  const rho2 = u[0] * u[0] + u[1] * u[1];
  return {
    lon: norm360(atan2d(u[1], u[0])),
    lat: asind(u[2]),
    lonSpeed: (u[0] * du[1] - u[1] * du[0]) / rho2,
    latSpeed: du[2] / Math.sqrt(rho2),
  };
}

/** The inverse of eclipticOfJ2000: a direction on the ecliptic of J2000 on the true ecliptic and equinox of date. */
export function eclipticOfDate(jdUT: number, lon: number, lat: number): { lon: number; lat: number } {
  const m = instant(jdUT).rot;
  const u = apply(m, cosd(lat) * cosd(lon), cosd(lat) * sind(lon), sind(lat));
  return { lon: norm360(atan2d(u[1], u[0])), lat: asind(u[2]) };
}

/** ARMC = GAST + east longitude (docs/western.md §6), degrees. */
export function armc(jdUT: number, eastLongitude: number): number {
  return norm360(skyFrame(jdUT).gastDeg + eastLongitude);
}

export function bodyPosition(id: BodyId, jdUT: number): BodyPosition {
  const inst = instant(jdUT);
  let p = inst.positions.get(id);
  if (!p) {
    p = compute(id, inst);
    inst.positions.set(id, p);
  }
  return p;
}

function compute(id: BodyId, inst: Instant): BodyPosition {
  switch (id) {
    case 'sun':
      return apparent(inst, () => [0, 0, 0, 0, 0, 0], false);
    case 'moon':
      return moonPosition(inst);
    case 'true_node':
      return trueNode(inst);
    case 'mean_node':
      return meanNode(inst);
    case 'chiron':
      return apparent(inst, chironState, true);
    default:
      return apparent(inst, (jdTT) => tableState(id, jdTT), true);
  }
}

/** Chiron's heliocentric state (equatorial J2000, chiron.ts) on the ecliptic of J2000. */
function chironState(jdTT: number): number[] {
  const s = chironHelioState(jdTT);
  return toEcliptic([s.x, s.y, s.z, s.vx, s.vy, s.vz]);
}

/** A state on the equator of J2000 turned onto the ecliptic of J2000. */
function toEcliptic(s: number[]): number[] {
  const c = Math.cos(EPS0);
  const sn = Math.sin(EPS0);
  return [s[0], c * s[1] + sn * s[2], -sn * s[1] + c * s[2], s[3], c * s[4] + sn * s[5], -sn * s[4] + c * s[5]];
}

/** The apparent place of a body with heliocentric states `state(jdTT)`. */
function apparent(inst: Instant, state: (jdTT: number) => number[], deflect: boolean): BodyPosition {
  const e = inst.earth;
  const earthPos: Vec = [e[0], e[1], e[2]];
  // Light-time: τ from the place at t, then again from that place moved back by τ along its velocity
  // (off by ½aτ² ≤ 1e-7 AU, Mercury's), and the table at t − τ. Iterating on the table instead
  // gains a factor |dρ/dt|/c ≈ 1e-4 per pass and ends at the same τ to 1e-12 days.
  const now = state(inst.jdTT);
  const tau0 = distance(now[0] - e[0], now[1] - e[1], now[2] - e[2]) * AU_LIGHT_DAYS;
  const tau = distance(now[0] - tau0 * now[3] - e[0], now[1] - tau0 * now[4] - e[1], now[2] - tau0 * now[5] - e[2]) * AU_LIGHT_DAYS;
  const p = state(inst.jdTT - tau);
  const bodyPos: Vec = [p[0], p[1], p[2]];
  const u = sub(bodyPos, earthPos);
  const dist = norm(u);
  const geometric = scale(u, 1 / dist);
  const deflected = deflect ? deflection(geometric, bodyPos, earthPos) : geometric;
  const beta: Vec = [e[3] * AU_LIGHT_DAYS, e[4] * AU_LIGHT_DAYS, e[5] * AU_LIGHT_DAYS];
  const dir = aberration(deflected, beta);
  // Velocity of P(t − τ) − E(t − τ): the Earth's velocity at t − τ by its Keplerian acceleration.
  const k = (SUN_GM * tau) / norm(earthPos) ** 3;
  const rel: Vec = [p[3] - e[3] - k * e[0], p[4] - e[4] - k * e[1], p[5] - e[5] - k * e[2]];
  const tauRate = (dot(u, rel) / dist) * AU_LIGHT_DAYS;
  const vel = scale(rel, 1 - tauRate);
  if (deflect) {
    // The deflection's own rate (up to 1″/day near conjunction), from the same formula a short
    // step along the motion: interpolated tracks (events) need speeds that match the positions.
    const h = DEFLECTION_STEP;
    const body: Vec = [p[0] + h * p[3], p[1] + h * p[4], p[2] + h * p[5]];
    const earth: Vec = [e[0] + h * e[3], e[1] + h * e[4], e[2] + h * e[5]];
    const later = sub(body, earth);
    const laterDir = scale(later, 1 / norm(later));
    const shiftLater = sub(deflection(laterDir, body, earth), laterDir);
    for (let i = 0; i < 3; i++) vel[i] += ((shiftLater[i] - (deflected[i] - geometric[i])) / h) * dist;
  }
  // That velocity belongs to u + |u|·β, which is longer than u by 1 + û·β: the apparent direction
  // gets that length, or the angular rates come out 1e-4 (0.3″/day for Venus) too large or small.
  const length = dist * (1 + dot(u, beta) / dist);
  const rot = inst.rot;
  // Swiss's `dist` is |u| (target at t − τ, Earth at t), and so is its rate.
  const distSpeed = dot(u, [p[3] * (1 - tauRate) - e[3], p[4] * (1 - tauRate) - e[4], p[5] * (1 - tauRate) - e[5]]) / dist;
  return fromEcliptic(inst, apply(rot, dir[0] * length, dir[1] * length, dir[2] * length), apply(rot, vel[0], vel[1], vel[2]), dist, distSpeed);
}

/**
 * Light deflection by the Sun (SOFA iauLd with bm = 1): p observer → body, q Sun → body, e Sun →
 * observer. Behind the solar disk only the Sun's mass within the ray's closest approach bends it
 * (solar-mass.ts), as in the Swiss Ephemeris: 0.6 of the full 6″ for Jupiter 220″ from the Sun's
 * centre on 1966-07-05.
 */
function deflection(p: Vec, body: Vec, earth: Vec): Vec {
  const em = norm(earth);
  const q = scale(body, 1 / norm(body));
  const e = scale(earth, 1 / em);
  const qpe: Vec = [q[0] + e[0], q[1] + e[1], q[2] + e[2]];
  // The ray passes the Sun between the observer and the body when its closest point lies between them.
  const behind = dot(earth, p) < 0 && dot(body, p) > 0;
  const mass = behind ? effectiveSolarMass(norm(cross(earth, p)) / SUN_RADIUS_AU) : 1;
  const w = (mass * SUN_SCHWARZSCHILD) / em / Math.max(dot(q, qpe), 1e-9);
  const peq = cross(p, cross(e, q));
  return [p[0] + w * peq[0], p[1] + w * peq[1], p[2] + w * peq[2]];
}

/** Relativistic annual aberration (SOFA iauAb without the gravitational term): v = velocity / c. */
function aberration(p: Vec, v: Vec): Vec {
  const bm1 = Math.sqrt(1 - dot(v, v));
  const pdv = dot(p, v);
  const w1 = 1 + pdv / (1 + bm1);
  const q: Vec = [bm1 * p[0] + w1 * v[0], bm1 * p[1] + w1 * v[1], bm1 * p[2] + w1 * v[2]];
  return scale(q, 1 / norm(q));
}

/** The geocentric Moon at t − τ (light-time from the Moon's distance at t: 1e-4″ from iterating). */
function geoMoon(inst: Instant): number[] {
  if (!inst.moon) {
    const m = tableState('moon', inst.jdTT);
    inst.moon = tableState('moon', inst.jdTT - distance(m[0], m[1], m[2]) * AU_LIGHT_DAYS);
  }
  return inst.moon;
}

function moonPosition(inst: Instant): BodyPosition {
  const m = geoMoon(inst);
  return fromEcliptic(inst, apply(inst.rot, m[0], m[1], m[2]), apply(inst.rot, m[3], m[4], m[5]));
}

/**
 * True (osculating) node (§4): h = r × v of the geocentric Moon, Ω = atan2(h_x, −h_y) in the true
 * ecliptic of date. Its rate, as Swiss gives it (within 0.6″/day): dh/dt = r × a, where only the
 * Sun's tide a = g(E + r) − g(E) counts (g: the Sun's pull at a heliocentric point, E: the Earth):
 * the Earth's own pull is parallel to r and the planets' tides are 1e-4 of the Sun's.
 */
function trueNode(inst: Instant): BodyPosition {
  const m = geoMoon(inst);
  const r: Vec = [m[0], m[1], m[2]];
  const earth: Vec = [inst.earth[0], inst.earth[1], inst.earth[2]];
  const tide = sub(solarPull([earth[0] + r[0], earth[1] + r[1], earth[2] + r[2]]), solarPull(earth));
  const h = apply(inst.rot, ...cross(r, [m[3], m[4], m[5]]));
  const hDot = apply(inst.rot, ...cross(r, tide));
  const lon = norm360(atan2d(h[0], -h[1]));
  const lonSpeed = ((h[0] * hDot[1] - h[1] * hDot[0]) / (h[0] ** 2 + h[1] ** 2)) * RAD + PRECESSION_DEG_PER_DAY;
  return node(inst, lon, lonSpeed);
}

/** Acceleration by the Sun's gravity at heliocentric r (AU/day²). */
function solarPull(r: Vec): Vec {
  return scale(r, -SUN_GM / norm(r) ** 3);
}

/** Mean node: Meeus eq. 47.7 (mean equinox of date) plus nutation in longitude Δψ (§4). */
function meanNode(inst: Instant): BodyPosition {
  const T = (inst.jdTT - J2000_JD) / 36525;
  const lon = 125.0445479 - 1934.1362891 * T + 0.0020754 * T ** 2 + T ** 3 / 467441 - T ** 4 / 60616000;
  const rate = -1934.1362891 + 2 * 0.0020754 * T + (3 * T ** 2) / 467441 - (4 * T ** 3) / 60616000;
  return node(inst, norm360(lon + inst.nut.dpsi * RAD), rate / 36525);
}

function node(inst: Instant, lon: number, lonSpeed: number): BodyPosition {
  return place(inst, lon, 0, null, lonSpeed, 0, null);
}

/**
 * Spherical ecliptic coordinates and their rates from a position and velocity in that frame; `dist`
 * and `distSpeed` replace |p| and its rate where given (the planets': Swiss's |u|).
 */
function fromEcliptic(inst: Instant, p: Vec, v: Vec, dist?: number, distSpeed?: number): BodyPosition {
  const rho2 = p[0] * p[0] + p[1] * p[1];
  const rho = Math.sqrt(rho2);
  const r = Math.sqrt(rho2 + p[2] * p[2]);
  const lonSpeed = ((p[0] * v[1] - p[1] * v[0]) / rho2) * RAD + PRECESSION_DEG_PER_DAY;
  const latSpeed = ((v[2] * rho2 - p[2] * (p[0] * v[0] + p[1] * v[1])) / (r * r * rho)) * RAD;
  return place(inst, norm360(atan2d(p[1], p[0])), atan2d(p[2], rho), dist ?? r, lonSpeed, latSpeed, distSpeed ?? dot(p, v) / r);
}

/** A BodyPosition, with RA and declination from λ, β and the true obliquity (Meeus eq. 13.3, 13.4). */
function place(
  inst: Instant, lon: number, lat: number, dist: number | null, lonSpeed: number, latSpeed: number, distSpeed: number | null,
): BodyPosition {
  const [sinL, cosL, sinB, cosB] = [sind(lon), cosd(lon), sind(lat), cosd(lat)];
  const { sinEps, cosEps } = inst;
  const ra = norm360(atan2d(sinL * cosEps - (sinB / cosB) * sinEps, cosL));
  const dec = asind(sinB * cosEps + cosB * sinEps * sinL);
  return { lon, lat, dist, lonSpeed, latSpeed, distSpeed, ra, dec };
}

/** |(x, y, z)| (Math.hypot is several times slower). */
const distance = (x: number, y: number, z: number) => Math.sqrt(x * x + y * y + z * z);
const scale = (a: Vec, k: number): Vec => [a[0] * k, a[1] * k, a[2] * k];
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const norm = (a: Vec) => distance(a[0], a[1], a[2]);
const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
