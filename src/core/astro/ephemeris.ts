/**
 * Geocentric apparent positions, true equinox and ecliptic of date (docs/western.md §1), with speeds.
 *
 * Planets, Sun, Pluto and Chiron come from heliocentric state vectors (astronomy-engine HelioState;
 * Pluto from BaryState; Chiron from chiron.ts). The apparent place is astronomy-engine's own
 * (GeoVector with aberration, §1): target and Earth both taken at t − τ, which is light-time plus
 * first-order annual aberration. Here t − τ is reached by a Taylor step from the states at t
 * (second order, with the Sun's pull as acceleration); it differs from GeoVector by < 0.001″ and
 * gives the speed of the apparent place for free (derivative of the same expression, including
 * dτ/dt). One state evaluation per body instead of GeoVector's light-time iterations keeps a whole
 * chart with speeds within budget. The Sun goes the same way (target = the Sun at rest); SunPosition
 * instead backdates a fixed 1 AU of light-time, which scales its aberration by 1/r (≤ 0.36″ apart).
 *
 * Frame: EQJ → true ecliptic of date with astronomy-engine's Rotation_EQJ_ECT (precession +
 * IAU2000B nutation + true obliquity, the rotation Ecliptic() applies). Speeds in that rotating
 * frame add the general precession rate in longitude; the nutation rate (≤ 0.2″/day) is left out.
 */
import * as Astronomy from 'astronomy-engine';
import { J2000_JD, astroTime } from '../time/julian.js';
import { RAD, asind, atan2d, cosd, norm360, sind, tand } from './angle.js';
import { chironHelioState, type HelioState } from './chiron.js';

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
  /** True obliquity of the ecliptic (e_tilt(t).tobl), degrees. */
  obliquity: number;
  /** Nutation in longitude Δψ, degrees. */
  nutationLon: number;
  /** Greenwich apparent sidereal time, degrees. */
  gastDeg: number;
}

const { Body } = Astronomy;
const PLANETS = {
  mercury: Body.Mercury, venus: Body.Venus, mars: Body.Mars, jupiter: Body.Jupiter,
  saturn: Body.Saturn, uranus: Body.Uranus, neptune: Body.Neptune,
} as const;
const GIANTS = [Body.Jupiter, Body.Saturn, Body.Uranus, Body.Neptune] as const;
const SUN_GM = Astronomy.MassProduct(Body.Sun); // AU³/day²
/** IAU 2006 general precession in longitude p_A, 5028.796195″ per Julian century (Capitaine et al. 2003). */
const PRECESSION_DEG_PER_DAY = 5028.796195 / 3600 / 36525;
/** The Sun in heliocentric coordinates: the one target the Sun does not pull. */
const SUN: HelioState = { x: 0, y: 0, z: 0, vx: 0, vy: 0, vz: 0 };

type Vec = [number, number, number];

/** Everything shared by the bodies of one instant. Only the last instant is kept. */
interface Instant {
  jdUT: number;
  time: Astronomy.AstroTime;
  /** EQJ → true ecliptic of date. */
  rot: number[][];
  tilt: Astronomy.EarthTiltInfo;
  helio: Map<Astronomy.Body, HelioState>;
  moon?: { r: Vec; v: Vec };
  positions: Map<BodyId, BodyPosition>;
}
let current: Instant | undefined;

function instant(jdUT: number): Instant {
  if (current?.jdUT !== jdUT) {
    const time = astroTime(jdUT);
    const tilt = Astronomy.e_tilt(time);
    const rot = Astronomy.Rotation_EQJ_ECT(time).rot;
    current = { jdUT, time, rot, tilt, helio: new Map(), positions: new Map() };
  }
  return current;
}

export function skyFrame(jdUT: number): SkyFrame {
  const { time, tilt } = instant(jdUT);
  return { obliquity: tilt.tobl, nutationLon: tilt.dpsi / 3600, gastDeg: Astronomy.SiderealTime(time) * 15 };
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
      return apparent(inst, SUN);
    case 'moon':
      return moonPosition(inst);
    case 'true_node':
      return trueNode(inst);
    case 'mean_node':
      return meanNode(inst);
    case 'pluto':
      return apparent(inst, plutoHelio(inst));
    case 'chiron':
      return apparent(inst, chironHelioState(inst.time.tt + J2000_JD));
    default:
      return apparent(inst, helio(inst, PLANETS[id]));
  }
}

function helio(inst: Instant, body: Astronomy.Body): HelioState {
  let s = inst.helio.get(body);
  if (!s) {
    s = Astronomy.HelioState(body, inst.time);
    inst.helio.set(body, s);
  }
  return s;
}

/**
 * Heliocentric Pluto = barycentric Pluto − barycentric Sun, the Sun placed as astronomy-engine's
 * major_bodies_t does (−Σ μᵢ/(μᵢ + μ☉)·rᵢ over Jupiter…Neptune). HelioState(Pluto) computes the
 * same but re-evaluates the four giants that a chart already has.
 */
function plutoHelio(inst: Instant): HelioState {
  const s = Astronomy.BaryState(Body.Pluto, inst.time);
  const out = { x: s.x, y: s.y, z: s.z, vx: s.vx, vy: s.vy, vz: s.vz };
  for (const body of GIANTS) {
    const gm = Astronomy.MassProduct(body);
    const k = gm / (gm + SUN_GM);
    const g = helio(inst, body);
    out.x += k * g.x; out.y += k * g.y; out.z += k * g.z;
    out.vx += k * g.vx; out.vy += k * g.vy; out.vz += k * g.vz;
  }
  return out;
}

/** Acceleration by the Sun's gravity at heliocentric r (AU/day²). */
function solarPull(r: Vec): Vec {
  const k = -SUN_GM / norm(r) ** 3;
  return [k * r[0], k * r[1], k * r[2]];
}

/**
 * Apparent place of a body from its heliocentric state: ρ(t − τ) with ρ = target − Earth
 * (astronomy-engine BackdatePosition with aberration), expanded to second order in τ.
 */
function apparent(inst: Instant, target: HelioState): BodyPosition {
  const earth = helio(inst, Body.Earth);
  const rel: Vec = [target.x - earth.x, target.y - earth.y, target.z - earth.z];
  const vt: Vec = [target.vx, target.vy, target.vz];
  const ve: Vec = [earth.vx, earth.vy, earth.vz];
  const at = target === SUN ? ([0, 0, 0] as Vec) : solarPull([target.x, target.y, target.z]);
  const ae = solarPull([earth.x, earth.y, earth.z]);
  const vel = sub(vt, ve);
  const acc = sub(at, ae);
  // Light-time τ = |ρ(t − τ)|/c: each pass gains a factor |dρ/dt|/c ≈ 1e-4, three are plenty.
  let tau = 0;
  let pos = rel;
  for (let i = 0; i < 3; i++) {
    tau = norm(pos) / Astronomy.C_AUDAY;
    pos = rel.map((r, k) => r - tau * vel[k] + 0.5 * tau * tau * acc[k]) as Vec;
  }
  // d/dt ρ(t − τ(t)) = ρ'(t − τ)·(1 − dτ/dt), dτ/dt = (ρ̂·ρ')/c.
  const tauRate = dot(pos, vel) / (norm(pos) * Astronomy.C_AUDAY);
  const v = vel.map((x, k) => (x - tau * acc[k]) * (1 - tauRate)) as Vec;
  const out = fromEcliptic(inst, rotate(inst.rot, pos), rotate(inst.rot, v));
  // Distance as the light travels it, target at t − τ and Earth at t (the Swiss Ephemeris's `dist`);
  // |ρ(t − τ)| above differs from it by τ·(Earth's radial speed), up to 1.5e-4 relative.
  const q = rel.map((r, k) => r - tau * vt[k] + 0.5 * tau * tau * at[k]) as Vec;
  const qDot = vt.map((x, k) => (x - tau * at[k]) * (1 - tauRate) - ve[k]) as Vec;
  out.dist = norm(q);
  out.distSpeed = dot(q, qDot) / out.dist;
  return out;
}

/**
 * The Moon (geometric, as EclipticGeoMoon; §1) and its velocity from GeoMoonState, whose position
 * is the mean of two evaluations ±0.864 s apart (off by ½h²|a| ≈ 1e-14 AU).
 */
function geoMoon(inst: Instant): { r: Vec; v: Vec } {
  if (!inst.moon) {
    const s = Astronomy.GeoMoonState(inst.time);
    inst.moon = { r: [s.x, s.y, s.z], v: [s.vx, s.vy, s.vz] };
  }
  return inst.moon;
}

function moonPosition(inst: Instant): BodyPosition {
  const { r, v } = geoMoon(inst);
  return fromEcliptic(inst, rotate(inst.rot, r), rotate(inst.rot, v));
}

/**
 * True (osculating) node (§4): h = r × v of the geocentric Moon, Ω = atan2(h_x, −h_y) in the true
 * ecliptic of date. Its rate: dh/dt = r × a, where only the Sun's tide a = g(E + r) − g(E) counts
 * (g: the Sun's pull at a heliocentric point, E: the Earth): the Earth's own pull is parallel to r
 * and the planets' tides are 1e-4 of the Sun's.
 */
function trueNode(inst: Instant): BodyPosition {
  const { r, v } = geoMoon(inst);
  const e = helio(inst, Body.Earth);
  const earth: Vec = [e.x, e.y, e.z];
  const tide = sub(solarPull([earth[0] + r[0], earth[1] + r[1], earth[2] + r[2]]), solarPull(earth));
  const h = rotate(inst.rot, cross(r, v));
  const hDot = rotate(inst.rot, cross(r, tide));
  const lon = norm360(atan2d(h[0], -h[1]));
  const lonSpeed = ((h[0] * hDot[1] - h[1] * hDot[0]) / (h[0] ** 2 + h[1] ** 2)) * RAD + PRECESSION_DEG_PER_DAY;
  return node(inst, lon, lonSpeed);
}

/** Mean node: Meeus eq. 47.7 (mean equinox of date) plus nutation in longitude Δψ (§4). */
function meanNode(inst: Instant): BodyPosition {
  const T = inst.time.tt / 36525;
  const lon = 125.0445479 - 1934.1362891 * T + 0.0020754 * T ** 2 + T ** 3 / 467441 - T ** 4 / 60616000;
  const rate = -1934.1362891 + 2 * 0.0020754 * T + (3 * T ** 2) / 467441 - (4 * T ** 3) / 60616000;
  return node(inst, norm360(lon + inst.tilt.dpsi / 3600), rate / 36525);
}

function node(inst: Instant, lon: number, lonSpeed: number): BodyPosition {
  return { lon, lat: 0, dist: null, lonSpeed, latSpeed: 0, distSpeed: null, ...equatorial(inst, lon, 0) };
}

/** Spherical ecliptic coordinates and their rates from a position and velocity in that frame. */
function fromEcliptic(inst: Instant, p: Vec, v: Vec): BodyPosition {
  const rho2 = p[0] ** 2 + p[1] ** 2;
  const rho = Math.sqrt(rho2);
  const dist = Math.sqrt(rho2 + p[2] ** 2);
  const lon = norm360(atan2d(p[1], p[0]));
  const lat = atan2d(p[2], rho);
  const lonSpeed = ((p[0] * v[1] - p[1] * v[0]) / rho2) * RAD + PRECESSION_DEG_PER_DAY;
  const latSpeed = ((v[2] * rho2 - p[2] * (p[0] * v[0] + p[1] * v[1])) / (dist * dist * rho)) * RAD;
  const distSpeed = dot(p, v) / dist;
  return { lon, lat, dist, lonSpeed, latSpeed, distSpeed, ...equatorial(inst, lon, lat) };
}

/** RA and declination from λ, β with the true obliquity (Meeus eq. 13.3, 13.4). */
function equatorial(inst: Instant, lon: number, lat: number): { ra: number; dec: number } {
  const eps = inst.tilt.tobl;
  return {
    ra: norm360(atan2d(sind(lon) * cosd(eps) - tand(lat) * sind(eps), cosd(lon))),
    dec: asind(sind(lat) * cosd(eps) + cosd(lat) * sind(eps) * sind(lon)),
  };
}

function rotate(m: number[][], a: Vec): Vec {
  return [
    m[0][0] * a[0] + m[1][0] * a[1] + m[2][0] * a[2],
    m[0][1] * a[0] + m[1][1] * a[1] + m[2][1] * a[2],
    m[0][2] * a[0] + m[1][2] * a[1] + m[2][2] * a[2],
  ];
}

const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const norm = (a: Vec) => Math.sqrt(dot(a, a));
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
