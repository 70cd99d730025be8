/**
 * The Earth's orientation as the Swiss Ephemeris models it (docs/western.md §1): IAU 2006 precession
 * of the ecliptic and mean obliquity (Capitaine, Wallace & Chapront 2003, eqs. 37–39), IAU 2000B
 * nutation (77 luni-solar terms), and Greenwich siderial time — the IERS 2010 Earth-rotation-angle
 * formula from 1850 to 2050 and, outside, the long-term formula of the Swiss Ephemeris (the mean
 * Earth of Simon et al. 1994 precessed to the date, less the offset that joins it to the IERS
 * formula at 1850 and 2050; swephlib.c, swe_sidtime0).
 */
import { NUTATION_2000B, NUTATION_2000B_PLANETARY } from './data/nutation-iau2000b.js';

const ARCSEC = Math.PI / 648000;
const J2000 = 2451545;
/** Light-time for 1 AU in days (IAU 2012 au, c). */
export const AU_LIGHT_DAYS = 149597870.7 / 299792.458 / 86400;

export type Matrix = [number, number, number, number, number, number, number, number, number];

export interface Nutation {
  /** Δψ and Δε, radians. */
  dpsi: number;
  deps: number;
}

const poly = (t: number, c: readonly number[]) => c.reduceRight((acc, k) => acc * t + k, 0);

/** Mean obliquity of the ecliptic, IAU 2006, radians; t in Julian centuries TT from J2000. */
export function meanObliquity(t: number): number {
  return poly(t, [84381.406, -46.836769, -0.0001831, 0.0020034, -0.000000576, -0.0000000434]) * ARCSEC;
}

/** Delaunay arguments l, l′, F, D, Ω of the 2000B model (linear): at J2000 and per century, arcseconds. */
const DELAUNAY: readonly (readonly [number, number])[] = [
  [485868.249036, 1717915923.2178],
  [1287104.79305, 129596581.0481],
  [335779.526232, 1739527262.8478],
  [1072260.70369, 1602961601.209],
  [450160.398036, -6962890.5431],
];

/** The arguments' rates, radians per century. */
const RATES = DELAUNAY.map(([, a1]) => a1 * ARCSEC);
/** Largest multiple of an argument in the table (l: 3, l′ F Ω: 2, D: 4). */
const MAX_MULTIPLE = 4;
/** cos and sin of k·argument, k = 0 … MAX_MULTIPLE, per argument (scratch of nutation()). */
const COS_K = new Float64Array(5 * (MAX_MULTIPLE + 1));
const SIN_K = new Float64Array(5 * (MAX_MULTIPLE + 1));

/**
 * IAU 2000B nutation; t in Julian centuries TT from J2000. A term's sine and cosine come from the
 * arguments' multiples by angle addition (five sines and cosines instead of 154).
 */
export function nutation(t: number): Nutation & { dpsiRate: number } {
  const n = MAX_MULTIPLE + 1;
  for (let j = 0; j < 5; j++) {
    const x = ((DELAUNAY[j][0] + DELAUNAY[j][1] * t) % 1296000) * ARCSEC;
    const [c1, s1] = [Math.cos(x), Math.sin(x)];
    COS_K[j * n] = 1;
    SIN_K[j * n] = 0;
    for (let k = 1; k < n; k++) {
      COS_K[j * n + k] = COS_K[j * n + k - 1] * c1 - SIN_K[j * n + k - 1] * s1;
      SIN_K[j * n + k] = SIN_K[j * n + k - 1] * c1 + COS_K[j * n + k - 1] * s1;
    }
  }
  let dpsi = NUTATION_2000B_PLANETARY.dpsi;
  let deps = NUTATION_2000B_PLANETARY.deps;
  let dpsiRate = 0;
  for (const r of NUTATION_2000B) {
    let c = 1;
    let s = 0;
    let aRate = 0;
    for (let j = 0; j < 5; j++) {
      const m = r[j];
      if (m === 0) continue;
      const ck = COS_K[j * n + Math.abs(m)];
      const sk = m > 0 ? SIN_K[j * n + m] : -SIN_K[j * n - m];
      [c, s] = [c * ck - s * sk, s * ck + c * sk];
      aRate += m * RATES[j];
    }
    dpsi += (r[5] + r[6] * t) * s + r[7] * c;
    deps += (r[8] + r[9] * t) * c + r[10] * s;
    dpsiRate += ((r[5] + r[6] * t) * c - r[7] * s) * aRate + r[6] * s;
  }
  // dpsiRate: radians per Julian century → per day.
  return { dpsi: dpsi * 1e-7 * ARCSEC, deps: deps * 1e-7 * ARCSEC, dpsiRate: (dpsiRate * 1e-7 * ARCSEC) / 36525 };
}

/**
 * Ecliptic and equinox of J2000 → mean ecliptic of date, shifted by `extraLon` along it (Δψ gives
 * the true equinox: the ecliptic does not nutate). R3(−(Π_A + p_A + extra))·R1(π_A)·R3(Π_A), row-major.
 */
export function eclipticPrecession(t: number, extraLon = 0): Matrix {
  const piA = poly(t, [0, 46.998973, -0.0334926, -0.00012559, 0.000000113, -0.0000000022]) * ARCSEC;
  const bigPi = poly(t, [629546.7936, -867.95758, 0.157992, -0.0005371, -0.00004797, 0.000000072]) * ARCSEC;
  const pA = poly(t, [0, 5028.796195, 1.1054348, 0.00007964, -0.000023857, -0.0000000383]) * ARCSEC;
  const a = bigPi + pA + extraLon;
  const [sP, cP] = [Math.sin(bigPi), Math.cos(bigPi)];
  const [si, ci] = [Math.sin(piA), Math.cos(piA)];
  const [sA, cA] = [Math.sin(a), Math.cos(a)];
  // M = R3(−a)·R1(π)·R3(Π) with R1(θ) = [[1,0,0],[0,c,s],[0,−s,c]], R3(θ) = [[c,s,0],[−s,c,0],[0,0,1]].
  return [
    cA * cP + sA * ci * sP, cA * sP - sA * ci * cP, -sA * si,
    sA * cP - cA * ci * sP, sA * sP + cA * ci * cP, cA * si,
    si * sP, -si * cP, ci,
  ];
}

export function apply(m: Matrix, x: number, y: number, z: number): [number, number, number] {
  return [m[0] * x + m[1] * y + m[2] * z, m[3] * x + m[4] * y + m[5] * z, m[6] * x + m[7] * y + m[8] * z];
}

/** 1850-01-01 and 2050-01-01 (JD UT): Swiss's long-term sidereal time applies outside. */
const LONG_TERM_BEFORE = 2396758.5;
const LONG_TERM_FROM = 2469807.5;
/** What Swiss subtracts from its long-term formula to meet the IERS one there, degrees. */
const LONG_TERM_OFFSET_BEFORE = 0.000378172;
const LONG_TERM_OFFSET_FROM = 0.001385646;

/**
 * Greenwich apparent sidereal time, degrees, as Swiss's swe_sidtime: the IERS 2010 formula (Earth
 * rotation angle plus the precession polynomial; the ≤ 0.003″ non-polynomial terms left out) plus
 * the equation of the equinoxes Δψ·cos ε; before 1850 and from 2050 its long-term formula.
 */
export function apparentSiderealTime(jdUT: number, jdTT: number, nut: Nutation, trueObliquity: number): number {
  const t = (jdTT - J2000) / 36525;
  const equationOfEquinoxes = (nut.dpsi * Math.cos(trueObliquity)) / ARCSEC / 3600;
  let mean: number;
  if (jdUT > LONG_TERM_BEFORE && jdUT < LONG_TERM_FROM) {
    const era = 360 * (0.779057273264 + 1.0027378119113546 * (jdUT - J2000));
    mean = era + poly(t, [0.014506, 4612.156534, 1.3915817, -0.00000044, -0.000029956, -0.0000000368]) / 3600;
  } else {
    mean = longTermMeanSiderealTime(jdUT, jdTT) - (jdUT <= LONG_TERM_BEFORE ? LONG_TERM_OFFSET_BEFORE : LONG_TERM_OFFSET_FROM);
  }
  return (((mean + equationOfEquinoxes) % 360) + 360) % 360;
}

/**
 * Swiss's sidtime_long_term without the equation of the equinoxes: the mean Earth's longitude
 * (Simon et al. 1994, J2000 ecliptic)  less the Sun's aberration, precessed to the mean
 * ecliptic of date, plus the hour angle of the UT day.
 */
function longTermMeanSiderealTime(jdUT: number, jdTT: number): number {
  const tau = (jdTT - J2000) / 365250;
  const lonDeg = 100.46645683 + (1295977422.83429 * tau - 2.04411 * tau ** 2 - 0.00523 * tau ** 3) / 3600 - (AU_LIGHT_DAYS * 360) / 365.2425;
  const lon = lonDeg * (Math.PI / 180);
  const t = (jdTT - J2000) / 36525;
  // Its longitude on the mean ecliptic of date (Swiss rotates through the equators; same point).
  const [x, y] = apply(eclipticPrecession(t), Math.cos(lon), Math.sin(lon), 0);
  const dayAngle = ((((jdUT - 0.5) % 1) + 1) % 1) * 360;
  return (Math.atan2(y, x) * 180) / Math.PI + dayAngle;
}
