/**
 * Black Moon Lilith: the lunar apogee, mean and osculating ("true"), geocentric, ecliptic and true
 * equinox of date, as Swiss Ephemeris 2.10 (SE_MEAN_APOG, SE_OSCU_APOG).
 *
 * Mean Lilith (swemmoon.c swi_mean_apog): the apogee of the mean lunar orbit, 180° from the mean
 * perigee L − l (mean longitude minus mean anomaly of the Moon), projected from the mean orbital plane
 * (node L − F, inclination 5.1453964°) onto the ecliptic, so it has a latitude. The mean elements are
 * Chapront's ELP 2000-82 expressions as Moshier refitted them to DE404 (swemmoon.c mean_elements,
 * without MOSH_MOON_200); Swiss's century-wise corrections (corr_mean_apog, corr_mean_node) are 0
 * between the years 0 and 2900. Apparent place: + Δψ (app_pos_etc_mean: the mean ecliptic point put on
 * the true equator and back with the true obliquity moves it by exactly Δψ in longitude).
 *
 * True (osculating) Lilith (sweph.c lunar_osc_elem): the apogee of the Kepler ellipse through the
 * Moon's geocentric position and velocity (light-time corrected; true ecliptic of date, the velocity
 * only rotated) with GM = G(M⊕ + M☾). It is model-dependent: astronomy-engine's Moon is not Swiss's
 * (JPL DE431), and the osculating apogee magnifies the difference — a velocity error δv moves it by
 * about δv/(e·v), with e ≈ 0.055 (the same Moon gives the true node within 21″ of Swiss, docs/western.md §3).
 * Measured against Swiss over the 60 reference instants of 1900–2100: longitude median 182″, max 509″
 * (8.5′); latitude max 41″; speed max 175″/day (test/core/lunar-apogee.test.ts).
 */
import * as Astronomy from 'astronomy-engine';
import { J2000_JD } from '../time/julian.js';
import { RAD, atan2d, asind, cosd, norm360, sind } from './angle.js';

/** Geocentric apparent place of a lunar apogee: degrees and degrees per day. */
export interface ApogeePosition {
  lon: number;
  lat: number;
  /** Geocentric distance of the apogee, AU. */
  dist: number;
  lonSpeed: number;
  latSpeed: number;
}

/** Moshier's fit of the quadratic-to-quartic mean-element terms to DE404, arcseconds (swemmoon.c z[0…11]). */
const Z = {
  F: [-1.312045233711e1, -1.13821591258e-3, -9.646018347184e-6],
  l: [3.146734198839e1, 4.76835758578e-2, -3.421689790404e-4],
  L: [-5.663161722088, 5.722859298199e-3, -8.466472828815e-5],
};
/** Mean inclination and eccentricity of the lunar orbit, mean distance (Astronomical Almanac 1996, D2, F2). */
const MOON_MEAN_INCL = 5.1453964;
const MOON_MEAN_ECC = 0.054900489;
const MOON_MEAN_DIST_AU = 384400000 / 1.495978707e11;
/** Swiss takes the mean apogee's speed as a backward difference over this step, days (sweph.h MEAN_NODE_SPEED_INTV). */
const MEAN_SPEED_STEP = 0.001;
/**
 * The osculating apogee's speed: a central difference over ± this step, days. Swiss uses ± 0.0001 d
 * (sweph.h NODE_CALC_INTV) on its JPL Moon; on astronomy-engine's Moon so short a step turns
 * sub-arcsecond wobbles of the apogee into errors of degrees per day, ± 0.01 d does not (the
 * apogee's speed changes little within a quarter of an hour).
 */
const OSCULATING_SPEED_STEP = 0.01;
/** G(M⊕ + M☾) in AU³/day²: GEOGCONST 3.98600448e14 m³/s² (AA 1996 K6) × (1 + 0.0123000383) (AA 2006 K7), AU = 1.495978707e11 m. */
const GM_EARTH_MOON = (3.98600448e14 * (1 + 0.0123000383) * 86400 ** 2) / 1.495978707e11 ** 3;

/** The mean elements L, l, F at T Julian centuries TT from J2000, arcseconds in [0, 1296000) plus secular terms. */
function meanElements(T: number): { L: number; l: number; F: number } {
  const frac = T % 1; // the whole revolutions per century are dropped exactly, as swemmoon.c does
  const mod = (x: number) => x - 1296000 * Math.floor(x / 1296000);
  const poly = ([a, b, c]: number[]) => ((c * T + b) * T + a) * T * T;
  return {
    L: mod(1731456000 * frac + 1108372.83264 * T - 0.6784914260953 * T + 785939.95571) + poly(Z.L),
    l: mod(1717200000 * frac + 715923.4728 * T - 0.2035946368532 * T + 485868.28096) + poly(Z.l),
    F: mod(1739232000 * frac + 295263.0983 * T - 0.207941990176 * T + 335779.55755) + poly(Z.F),
  };
}

/** Mean apogee on the mean ecliptic and equinox of date (swi_mean_apog), degrees. */
function meanApogeeOfDate(jdTT: number): { lon: number; lat: number } {
  const { L, l, F } = meanElements((jdTT - J2000_JD) / 36525);
  const apogee = (L - l) / 3600 + 180;
  const node = (L - F) / 3600;
  // From the mean orbital plane to the ecliptic, about the node line.
  const u = apogee - node;
  return {
    lon: norm360(node + atan2d(sind(u) * cosd(MOON_MEAN_INCL), cosd(u))),
    lat: asind(sind(u) * sind(MOON_MEAN_INCL)),
  };
}

const time = (jdTT: number) => Astronomy.AstroTime.FromTerrestrialTime(jdTT - J2000_JD);
const nutationLon = (jdTT: number) => Astronomy.e_tilt(time(jdTT)).dpsi / 3600;
const difference = (a: number, b: number) => ((((a - b) % 360) + 540) % 360) - 180;

/** Mean Black Moon Lilith (mean lunar apogee) at a TT Julian day. */
export function meanLilith(jdTT: number): ApogeePosition {
  const now = meanApogeeOfDate(jdTT);
  const before = meanApogeeOfDate(jdTT - MEAN_SPEED_STEP);
  return {
    lon: norm360(now.lon + nutationLon(jdTT)),
    lat: now.lat,
    dist: MOON_MEAN_DIST_AU * (1 + MOON_MEAN_ECC),
    lonSpeed: difference(now.lon, before.lon) / MEAN_SPEED_STEP,
    latSpeed: (now.lat - before.lat) / MEAN_SPEED_STEP,
  };
}

type Vec = [number, number, number];

/**
 * Osculating apogee as an ecliptic-of-date vector (AU) from the Moon's geocentric state at `jdTT`:
 * the Moon is taken light-time earlier (|r|/c, ≈ 1.3 s), rotated EQJ → true ecliptic of date.
 */
function osculatingApogee(jdTT: number): Vec {
  const s0 = Astronomy.GeoMoonState(time(jdTT));
  const lightTime = Math.hypot(s0.x, s0.y, s0.z) / Astronomy.C_AUDAY;
  const s = Astronomy.GeoMoonState(time(jdTT - lightTime));
  const rot = Astronomy.Rotation_EQJ_ECT(time(jdTT));
  const r = Astronomy.RotateVector(rot, new Astronomy.Vector(s.x, s.y, s.z, s.t));
  const v = Astronomy.RotateVector(rot, new Astronomy.Vector(s.vx, s.vy, s.vz, s.t));
  const p: Vec = [r.x, r.y, r.z];
  const w: Vec = [v.x, v.y, v.z];
  const h: Vec = [p[1] * w[2] - p[2] * w[1], p[2] * w[0] - p[0] * w[2], p[0] * w[1] - p[1] * w[0]];
  const hxy = Math.hypot(h[0], h[1]);
  const hh = hxy * hxy + h[2] * h[2];
  const node = Math.atan2(h[0], -h[1]);
  const sinI = hxy / Math.sqrt(hh);
  const cosI = Math.sqrt(1 - sinI * sinI);
  // Argument of latitude u, semi-major axis a, eccentricity e, true anomaly ν (lunar_osc_elem).
  const u = Math.atan2(p[2] / sinI, p[0] * Math.cos(node) + p[1] * Math.sin(node));
  const rr = Math.hypot(...p);
  const a = 1 / (2 / rr - (w[0] ** 2 + w[1] ** 2 + w[2] ** 2) / GM_EARTH_MOON);
  const e = Math.sqrt(1 - hh / GM_EARTH_MOON / a);
  const cosE = (1 - rr / a) / e;
  const sinE = (p[0] * w[0] + p[1] * w[1] + p[2] * w[2]) / (e * Math.sqrt(a * GM_EARTH_MOON));
  const nu = 2 * Math.atan((Math.sqrt((1 + e) / (1 - e)) * sinE) / (1 + cosE));
  const arg = u - nu + Math.PI; // apogee from the ascending node, in the orbit
  const dist = a * (1 + e);
  const lon = node + Math.atan2(Math.sin(arg) * cosI, Math.cos(arg));
  const lat = Math.asin(Math.sin(arg) * sinI);
  return [dist * Math.cos(lat) * Math.cos(lon), dist * Math.cos(lat) * Math.sin(lon), dist * Math.sin(lat)];
}

/** True (osculating) Black Moon Lilith at a TT Julian day; speeds by a central difference. */
export function trueLilith(jdTT: number): ApogeePosition {
  const x = osculatingApogee(jdTT);
  const before = osculatingApogee(jdTT - OSCULATING_SPEED_STEP);
  const after = osculatingApogee(jdTT + OSCULATING_SPEED_STEP);
  const v = [0, 1, 2].map((k) => (after[k] - before[k]) / (2 * OSCULATING_SPEED_STEP));
  const rxy2 = x[0] ** 2 + x[1] ** 2;
  const dist = Math.hypot(...x);
  return {
    lon: norm360(atan2d(x[1], x[0])),
    lat: atan2d(x[2], Math.sqrt(rxy2)),
    dist,
    lonSpeed: ((x[0] * v[1] - x[1] * v[0]) / rxy2) * RAD,
    latSpeed: ((v[2] * rxy2 - x[2] * (x[0] * v[0] + x[1] * v[1])) / (dist * dist * Math.sqrt(rxy2))) * RAD,
  };
}
