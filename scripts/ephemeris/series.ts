/**
 * The full series the Chebyshev tables are fitted to (scripts/generate-ephemeris.ts), from the
 * MIT-licensed `astronomia` package's data: VSOP87B (Bretagnon & Francou 1988: heliocentric
 * spherical, dynamical ecliptic and equinox of J2000, τ in Julian millennia TDB) for Mercury …
 * Neptune and the Earth, ELP/MPP02 fitted to DE405 (Chapront & Francou 2003: geocentric, L/B/R on
 * the mean ecliptic of date, turned to the inertial ecliptic of J2000 by Laskar's P, Q) for the Moon;
 * for Pluto, Moshier's series fitted to DE404 (pluto.ts, from the
 * `ephemeris` package). Loops written out: astronomia's own
 * evaluators allocate per term and are about 7× slower, which matters for a million samples.
 */
import { plutoXYZ } from './pluto.js';
import vsopMercury from 'astronomia/data/vsop87Bmercury';
import vsopVenus from 'astronomia/data/vsop87Bvenus';
import vsopEarth from 'astronomia/data/vsop87Bearth';
import vsopMars from 'astronomia/data/vsop87Bmars';
import vsopJupiter from 'astronomia/data/vsop87Bjupiter';
import vsopSaturn from 'astronomia/data/vsop87Bsaturn';
import vsopUranus from 'astronomia/data/vsop87Buranus';
import vsopNeptune from 'astronomia/data/vsop87Bneptune';
import elpFull from 'astronomia/data/elpMppDeFull';

export type Vec = [number, number, number];
type VsopSeries = Record<string, number[][]>;
interface Vsop { L: VsopSeries; B: VsopSeries; R: VsopSeries }

const J2000 = 2451545;
/** km per AU (IAU 2012). */
export const KM_PER_AU = 149597870.7;
const ARCSEC = Math.PI / 648000;

function vsopSum(series: VsopSeries, tau: number): number {
  let total = 0;
  let power = 1;
  for (let alpha = 0; series[alpha]; alpha++) {
    let s = 0;
    for (const [a, b, c] of series[alpha]) s += a * Math.cos(b + c * tau);
    total += s * power;
    power *= tau;
  }
  return total;
}

function vsopXYZ(data: Vsop, jde: number): Vec {
  const tau = (jde - J2000) / 365250;
  const l = vsopSum(data.L, tau);
  const b = vsopSum(data.B, tau);
  const r = vsopSum(data.R, tau);
  return [r * Math.cos(b) * Math.cos(l), r * Math.cos(b) * Math.sin(l), r * Math.sin(b)];
}

const horner = (t: number, c: number[]) => c.reduceRight((acc, k) => acc * t + k, 0);

type ElpSeries = Record<string, number[][]>;
function elpSum(series: ElpSeries, T: number): number {
  let total = 0;
  let power = 1;
  for (let k = 0; series[k]; k++) {
    let s = 0;
    for (const row of series[k]) s += row[0] * Math.sin(row[1] + T * (row[2] + T * (row[3] + T * (row[4] + T * row[5]))));
    total += s * power;
    power *= T;
  }
  return total;
}

/** astronomia's ELP/MPP02 tables (untyped). */
const elp = elpFull as { W1: number[]; L: ElpSeries; B: ElpSeries; R: ElpSeries };

/** Geocentric Moon, AU, inertial mean ecliptic and equinox of J2000 (ELP/MPP02 §7, Laskar's P, Q). */
function moonXYZ(jde: number): Vec {
  const T = (jde - J2000) / 36525;
  const L = horner(T, elp.W1) + elpSum(elp.L, T) * ARCSEC;
  const B = elpSum(elp.B, T) * ARCSEC;
  const R = elpSum(elp.R, T) / KM_PER_AU;
  const x = R * Math.cos(L) * Math.cos(B);
  const y = R * Math.sin(L) * Math.cos(B);
  const z = R * Math.sin(B);
  const P = horner(T, [0, 0.10180391e-4, 0.47020439e-6, -0.5417367e-9, -0.2507948e-11, 0.463486e-14]);
  const Q = horner(T, [0, -0.113469002e-3, 0.12372674e-6, 0.12654170e-8, -0.1371808e-11, -0.320334e-14]);
  const sq = Math.sqrt(1 - P * P - Q * Q);
  return [
    (1 - 2 * P * P) * x + 2 * P * Q * y + 2 * P * sq * z,
    2 * P * Q * x + (1 - 2 * Q * Q) * y - 2 * Q * sq * z,
    -2 * P * sq * x + 2 * Q * sq * y + (1 - 2 * P * P - 2 * Q * Q) * z,
  ];
}

export const SERIES = {
  mercury: (jde: number) => vsopXYZ(vsopMercury as Vsop, jde),
  venus: (jde: number) => vsopXYZ(vsopVenus as Vsop, jde),
  earth: (jde: number) => vsopXYZ(vsopEarth as Vsop, jde),
  mars: (jde: number) => vsopXYZ(vsopMars as Vsop, jde),
  jupiter: (jde: number) => vsopXYZ(vsopJupiter as Vsop, jde),
  saturn: (jde: number) => vsopXYZ(vsopSaturn as Vsop, jde),
  uranus: (jde: number) => vsopXYZ(vsopUranus as Vsop, jde),
  neptune: (jde: number) => vsopXYZ(vsopNeptune as Vsop, jde),
  pluto: plutoXYZ,
  moon: moonXYZ,
} as const;
export type SeriesBody = keyof typeof SERIES;
