/**
 * ΔT = TT − UT in seconds (docs/western.md §2), installed into astronomy-engine.
 *
 * 1900–2026: yearly values on 1 January, linearly interpolated:
 *   - 1900–1954: the Stephenson–Morrison–Hohenkerk (2016) spline (Proc. R. Soc. A 472: 20160404,
 *     coefficients from HM Nautical Almanac Office, astro.ukho.gov.uk/nao/lvm), evaluated on 1 January.
 *     Its 0.66 s step to the almanac series at 1955.0 is spread linearly over the preceding 1000 days,
 *     as the Swiss Ephemeris (our yardstick) does; this raises 1953 by 0.18 s and 1954 by 0.42 s.
 *   - 1955–1973: Astronomical Almanac (pp. K8–K9).
 *   - 1974–2026: USNO/IERS observed values (maia.usno.navy.mil/ser7/deltat.data).
 * After 2026: the cubic fitted to the SMH 2016 prediction (HMNAO; the polynomial Swiss Ephemeris 2.x
 *   uses after its table), with the offset at the last observed year faded out linearly over 100 years
 *   (as Swiss Ephemeris joins its own table to it). Beyond 2500 the cubic is no longer meant to hold.
 * Before 1900 and after 2500: astronomy-engine's Espenak–Meeus polynomials, shifted by a constant so
 *   that the curve stays continuous.
 */
import * as Astronomy from 'astronomy-engine';

const FIRST_YEAR = 1900;
const YEARLY = [
  -1.98, -0.75, 0.62, 2.06, 3.51, 4.92, 6.24, 7.49, 8.69, 9.90, // 1900
  11.14, 12.43, 13.75, 15.06, 16.32, 17.48, 18.52, 19.44, 20.26, 20.98, // 1910
  21.62, 22.19, 22.69, 23.12, 23.49, 23.79, 24.02, 24.20, 24.32, 24.39, // 1920
  24.42, 24.41, 24.38, 24.32, 24.24, 24.16, 24.08, 24.04, 24.06, 24.17, // 1930
  24.43, 24.83, 25.35, 25.92, 26.51, 27.05, 27.51, 27.89, 28.24, 28.58, // 1940
  28.93, 29.32, 29.70, 30.18, 30.62, 31.07, 31.35, 31.68, 32.18, 32.68, // 1950
  33.15, 33.59, 34.00, 34.47, 35.03, 35.73, 36.54, 37.43, 38.29, 39.20, // 1960
  40.18, 41.17, 42.23, 43.37, 44.48, 45.48, 46.46, 47.52, 48.53, 49.59, // 1970
  50.54, 51.38, 52.17, 52.96, 53.79, 54.34, 54.87, 55.32, 55.82, 56.30, // 1980
  56.86, 57.57, 58.31, 59.12, 59.98, 60.79, 61.63, 62.30, 62.97, 63.47, // 1990
  63.83, 64.09, 64.30, 64.47, 64.57, 64.69, 64.85, 65.15, 65.46, 65.78, // 2000
  66.07, 66.32, 66.60, 66.91, 67.28, 67.64, 68.10, 68.59, 68.97, 69.22, // 2010
  69.36, 69.36, 69.29, 69.20, 69.18, 69.14, 69.11, // 2020–2026
];
const LAST_YEAR = FIRST_YEAR + YEARLY.length - 1;
const CUBIC_END_YEAR = 2500;
const J2000 = 2451545.0;
const DAYS_PER_YEAR = 365.2425;

/** Decimal Gregorian year of a Julian day; 1 January 0h of year Y gives Y to within 0.001. */
function yearOf(jd: number): number {
  return 2000 + (jd - (J2000 - 0.5)) / DAYS_PER_YEAR;
}

/** The SMH 2016 prediction polynomial, B = year − 2000 (HMNAO; as in Swiss Ephemeris 2.x). */
function smh2016Cubic(year: number): number {
  const b = year - 2000;
  return 64 + (521 / 3000) * b + b * b / 1250 + (121 / 30_000_000) * b * b * b;
}

/** astronomy-engine's Espenak–Meeus ΔT, by decimal year. */
function espenakMeeus(year: number): number {
  return Astronomy.DeltaT_EspenakMeeus((year - 2000) * DAYS_PER_YEAR - 0.5);
}

function tabulated(year: number): number {
  const x = year - FIRST_YEAR;
  const i = Math.min(Math.floor(x), YEARLY.length - 2);
  return YEARLY[i] + (x - i) * (YEARLY[i + 1] - YEARLY[i]);
}

function deltaTOfYear(year: number): number {
  if (year < FIRST_YEAR) return espenakMeeus(year) + (YEARLY[0] - espenakMeeus(FIRST_YEAR));
  if (year <= LAST_YEAR) return tabulated(year);
  if (year <= CUBIC_END_YEAR) {
    const fade = Math.max(0, 1 - (year - LAST_YEAR) / 100);
    return smh2016Cubic(year) + fade * (YEARLY[YEARLY.length - 1] - smh2016Cubic(LAST_YEAR));
  }
  return espenakMeeus(year) + (smh2016Cubic(CUBIC_END_YEAR) - espenakMeeus(CUBIC_END_YEAR));
}

/** ΔT in seconds at a Julian day (UT). */
export function deltaTSeconds(jdUT: number): number {
  return deltaTOfYear(yearOf(jdUT));
}

/**
 * Make astronomy-engine use this model. Idempotent (it always sets the same function); the callback
 * receives UT days from J2000.
 */
export function installDeltaT(): void {
  Astronomy.SetDeltaTFunction(deltaTFromJ2000Days);
}

function deltaTFromJ2000Days(ut: number): number {
  return deltaTSeconds(ut + J2000);
}
