/**
 * Angles and house cusps from ARMC, true obliquity and latitude.
 * Formulas: docs/western.md §6 (they reproduce Swiss Ephemeris 2.10 swehouse.c to < 0.001″); the systems
 * of EXTRA_HOUSE_SYSTEMS and the Gauquelin sectors follow swehouse.c 2.10.03 CalcH, case by case.
 */
import { assertNever } from '../assert.js';
import { asind, atan2d, atand, cosd, norm360, sind, tand, wrap180 } from './angle.js';

/** The ten systems of the first release: the ones REST natal-chart accepts (docs/western.md §6). */
export const HOUSE_SYSTEMS = [
  'PLACIDUS',
  'KOCH',
  'CAMPANUS',
  'REGIOMONTANUS',
  'EQUAL',
  'WHOLE_SIGN',
  'PORPHYRY',
  'ALCABITIUS',
  'TOPOCENTRIC',
  'MORINUS',
] as const;

/**
 * Further systems of swehouse.c (GraphQL offers them beside the ten): Meridian 'X', Horizon 'H', Vehlow 'V', Krusinski 'U', Sripati 'S',
 * Carter poli-equatorial 'F', APC 'Y', Sunshine 'I' (Treindl's solution), Pullen SD 'L', Pullen SR 'Q'.
 */
export const EXTRA_HOUSE_SYSTEMS = [
  'MERIDIAN',
  'HORIZON',
  'VEHLOW',
  'KRUSINSKI',
  'SRIPATI',
  'CARTER',
  'APC',
  'SUNSHINE',
  'PULLEN_SD',
  'PULLEN_SR',
] as const;

/** Every system computeHouses knows: the existing ten first and in order, then the extra ones. */
export const ALL_HOUSE_SYSTEMS = [...HOUSE_SYSTEMS, ...EXTRA_HOUSE_SYSTEMS] as const;
/** Any system computeHouses knows. */
export type HouseSystem = (typeof ALL_HOUSE_SYSTEMS)[number];

export interface HouseInput {
  /** Right ascension of the MC (local apparent sidereal time × 15), degrees. */
  armc: number;
  /** True obliquity of the ecliptic, degrees. */
  obliquity: number;
  /** Geographic latitude, degrees (−90…90). */
  latitude: number;
  /**
   * The Sun's apparent declination, degrees; only Sunshine houses use it (swe_houses_ex2 takes it
   * from swe_calc_ut(SE_SUN, SEFLG_EQUATORIAL)). Without it Sunshine assumes 0°, as
   * swe_houses_armc_ex2 does when ascmc[9] is unset, and says so in a warning.
   */
  sunDeclination?: number;
}

export interface Houses<S extends HouseSystem = HouseSystem> {
  /** The system asked for. */
  system: S;
  /** The system whose cusps are returned (Porphyry when Placidus/Koch/Sunshine are undefined). */
  used: S | 'PORPHYRY';
  /** Cusps of houses 1…12, degrees in [0, 360). */
  cusps: number[];
  asc: number;
  mc: number;
  dsc: number;
  ic: number;
  vertex: number;
  warnings: string[];
}

const NAMES: Record<HouseSystem, string> = {
  PLACIDUS: 'Placidus',
  KOCH: 'Koch',
  CAMPANUS: 'Campanus',
  REGIOMONTANUS: 'Regiomontanus',
  EQUAL: 'Equal',
  WHOLE_SIGN: 'Whole sign',
  PORPHYRY: 'Porphyry',
  ALCABITIUS: 'Alcabitius',
  TOPOCENTRIC: 'Topocentric',
  MORINUS: 'Morinus',
  MERIDIAN: 'Meridian',
  HORIZON: 'Horizon',
  VEHLOW: 'Vehlow',
  KRUSINSKI: 'Krusinski',
  SRIPATI: 'Sripati',
  CARTER: 'Carter poli-equatorial',
  APC: 'APC',
  SUNSHINE: 'Sunshine',
  PULLEN_SD: 'Pullen SD',
  PULLEN_SR: 'Pullen SR',
};

/**
 * Systems whose MC (and cusps) follow it to the IC inside the polar circle when the ASC falls west of
 * the MC (swehouse.c cases C, R, T and Y; Sunshine 'I' turns its MC by the same test, see sunshineCusps).
 */
const TURN_WITH_MC: ReadonlySet<HouseSystem> = new Set(['CAMPANUS', 'REGIOMONTANUS', 'TOPOCENTRIC', 'APC', 'SUNSHINE']);

/** swehouse.h VERY_SMALL, degrees. */
const VERY_SMALL = 1e-10;
/** Swiss Ephemeris moves ±90° latitude by VERY_SMALL (swehouse.c CalcH), so tan φ stays finite. */
const MAX_LATITUDE = 90 - VERY_SMALL;

const acosd = (x: number) => (Math.acos(Math.max(-1, Math.min(1, x))) * 180) / Math.PI;

/** Placidus iteration: stop when λ moves less than this (Swiss: 0.01″); ≤ 70 steps up to the polar circle. */
const PLACIDUS_TOLERANCE = 1e-10;
const PLACIDUS_MAX_STEPS = 100;

/** cusp(R, P): ecliptic point cut by the circle crossing the equator at RA R with pole height P (docs/western.md §6). */
function cusp(ra: number, pole: number, eps: number): number {
  return norm360(atan2d(sind(ra), cosd(ra) * cosd(eps) - sind(eps) * tand(pole)));
}

/** Ascensional difference of ecliptic longitude λ: AD = asin(tan δ·tan φ), δ = asin(sin ε·sin λ). */
function ascensionalDifference(lon: number, eps: number, phi: number): number {
  return asind(tand(asind(sind(eps) * sind(lon))) * tand(phi));
}

/**
 * Placidus cusp: iterate λ = cusp(RA, 0) until RA = θ + f·DSA (above the horizon)
 * or RA = θ + 180° − f·NSA (below), DSA = 90° + AD, NSA = 90° − AD (docs/western.md §6). The same
 * steps as cusp() and ascensionalDifference(), with the obliquity's and latitude's terms taken once.
 */
function placidusCusp(th: number, eps: number, phi: number, f: number, above: boolean): number {
  const [sinEps, cosEps, tanPhi] = [sind(eps), cosd(eps), tand(phi)];
  const ra = (ad: number) => (above ? th + f * (90 + ad) : th + 180 - f * (90 - ad));
  const lonAt = (r: number) => norm360(atan2d(sind(r), cosd(r) * cosEps));
  let lon = lonAt(ra(0));
  for (let step = 0; step < PLACIDUS_MAX_STEPS; step++) {
    const sinDec = sinEps * sind(lon);
    const ad = asind((sinDec / Math.sqrt(1 - sinDec * sinDec)) * tanPhi);
    const next = lonAt(ra(ad));
    const moved = Math.abs(next - lon);
    lon = next;
    if (Math.min(moved, 360 - moved) < PLACIDUS_TOLERANCE) break;
  }
  return lon;
}

/** ARMC θ, obliquity ε, clamped latitude φ, and the angles after the polar flips; all degrees. */
interface Frame {
  th: number;
  eps: number;
  phi: number;
  asc: number;
  mc: number;
}

/** The systems whose cusps 11, 12, 2, 3 come from quadrantCusps (and 4…9 are their opposites). */
type QuadrantSystem = 'PLACIDUS' | 'KOCH' | 'CAMPANUS' | 'REGIOMONTANUS' | 'PORPHYRY' | 'ALCABITIUS' | 'TOPOCENTRIC';

/** Cusps 11, 12, 2, 3 of the quadrant systems (docs/western.md §6 table). */
function quadrantCusps(system: QuadrantSystem, { th, eps, phi, asc, mc }: Frame): number[] {
  switch (system) {
    case 'PLACIDUS':
      return [
        placidusCusp(th, eps, phi, 1 / 3, true),
        placidusCusp(th, eps, phi, 2 / 3, true),
        placidusCusp(th, eps, phi, 2 / 3, false),
        placidusCusp(th, eps, phi, 1 / 3, false),
      ];
    case 'KOCH': {
      // ASC of the shifted ARMC θ′ = θ ∓ DSA_MC/3, ∓ 2·DSA_MC/3.
      const dsa = 90 + ascensionalDifference(mc, eps, phi);
      const ascAt = (t: number) => cusp(t + 90, phi, eps);
      return [ascAt(th - (2 * dsa) / 3), ascAt(th - dsa / 3), ascAt(th + dsa / 3), ascAt(th + (2 * dsa) / 3)];
    }
    case 'REGIOMONTANUS': {
      const at = (h: number) => cusp(th + h, atand(tand(phi) * sind(h)), eps);
      return [at(30), at(60), at(120), at(150)];
    }
    case 'CAMPANUS': {
      // H = atan(cos φ·tan A), +180° if A > 90° (atan2 picks the quadrant); P = asin(sin φ·sin A).
      const at = (a: number) => cusp(th + atan2d(cosd(phi) * sind(a), cosd(a)), asind(sind(phi) * sind(a)), eps);
      return [at(30), at(60), at(120), at(150)];
    }
    case 'TOPOCENTRIC': {
      const pole = (k: number) => atand((k * tand(phi)) / 3);
      return [
        cusp(th + 30, pole(1), eps),
        cusp(th + 60, pole(2), eps),
        cusp(th + 120, pole(2), eps),
        cusp(th + 150, pole(1), eps),
      ];
    }
    case 'ALCABITIUS': {
      // Trisect the ASC degree's diurnal and nocturnal semi-arcs in RA.
      const ad = ascensionalDifference(asc, eps, phi);
      const dsa = 90 + ad;
      const nsa = 90 - ad;
      return [
        cusp(th + dsa / 3, 0, eps),
        cusp(th + (2 * dsa) / 3, 0, eps),
        cusp(th + 180 - (2 * nsa) / 3, 0, eps),
        cusp(th + 180 - nsa / 3, 0, eps),
      ];
    }
    case 'PORPHYRY': {
      // Trisect the ecliptic arcs MC→ASC and ASC→IC.
      const q = norm360(asc - mc);
      return [mc + q / 3, mc + (2 * q) / 3, asc + (180 - q) / 3, asc + (2 * (180 - q)) / 3];
    }
    default:
      return assertNever(system);
  }
}

/** Cusps 1…12 from cusps 1, 2, 3, 10, 11, 12 (swehouse.c: cusp n + 6 = cusp n + 180°). */
function withOpposites([c1, c2, c3, c10, c11, c12]: number[]): number[] {
  const houses1to3 = [c1, c2, c3].map(norm360);
  const houses10to12 = [c10, c11, c12].map(norm360);
  const opposite = (c: number) => norm360(c + 180);
  return [...houses1to3, ...houses10to12.map(opposite), ...houses1to3.map(opposite), ...houses10to12];
}

/** swe_cotrans: spherical (lon, lat) turned about the x axis by e (e > 0: equatorial → ecliptic). */
function rotateX(lon: number, lat: number, e: number): [number, number] {
  const x = cosd(lat) * cosd(lon);
  const y = cosd(lat) * sind(lon);
  const z = sind(lat);
  const y2 = y * cosd(e) + z * sind(e);
  const z2 = -y * sind(e) + z * cosd(e);
  return [norm360(atan2d(y2, x)), atan2d(z2, Math.hypot(x, y2))];
}

/** Ecliptic longitude with right ascension `ra` (swehouse.c armc_to_mc; cusp(ra, 0)). */
const eclipticOfRa = (ra: number, eps: number) => cusp(ra, 0, eps);

/** Meridian, axial rotation (swehouse.c case 'X'): cusp n is the ecliptic point of RA θ + 30°·(n − 10). */
function meridianCusps({ th, eps }: Frame): number[] {
  return Array.from({ length: 12 }, (_, i) => eclipticOfRa(th + 30 * (i + 1 - 10), eps));
}

/**
 * Horizon / azimuthal (swehouse.c case 'H'): Campanus on the horizon's frame, i.e. with the
 * co-latitude φ′ = ±90° − φ and θ + 180°, cusps 1–3 and 11–12 turned by 180°; cusp 10 stays the MC.
 * (Swiss's own polar turn inside this case needs |φ′| ≥ 90° − ε, i.e. |φ| ≤ ε, where the ASC is never
 * west of the MC: it never applies.)
 */
function horizonCusps({ th, eps, phi, mc }: Frame): number[] {
  const fi = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, phi > 0 ? 90 - phi : -90 - phi));
  const t = th + 180;
  const fh1 = asind(sind(fi) / 2);
  const fh2 = asind((Math.sqrt(3) / 2) * sind(fi));
  const xh1 = atand(Math.sqrt(3) / cosd(fi));
  const xh2 = atand(1 / Math.sqrt(3) / cosd(fi));
  const turned = (ra: number, pole: number) => cusp(ra, pole, eps) + 180;
  return withOpposites([
    turned(t + 90, fi),
    turned(t + 90 + xh2, fh2),
    turned(t + 90 + xh1, fh1),
    mc,
    turned(t + 90 - xh1, fh1),
    turned(t + 90 - xh2, fh2),
  ]);
}

/**
 * Krusinski-Pisa-Goelzer (swehouse.c case 'U', B. Krusinski 2006): the great circle through the ASC
 * and the zenith divided into 12 equal arcs from the ASC, each point carried to the ecliptic along its
 * meridian (equal right ascension).
 */
function krusinskiCusps({ th, eps, phi, asc }: Frame): number[] {
  // The ASC in equatorial, then horizontal coordinates; then the frame of the ASC–zenith circle.
  const [ascRa, ascDec] = rotateX(asc, 0, -eps);
  const [ascOnHorizon] = rotateX(ascRa - (th - 90), ascDec, -(90 - phi));
  const cusps1to6 = Array.from({ length: 6 }, (_, i) => {
    const [l, b] = rotateX(30 * i, 0, 90);
    const [ra] = rotateX(l + ascOnHorizon, b, 90 - phi);
    return eclipticOfRa(ra + (th - 90), eps);
  });
  return [...cusps1to6, ...cusps1to6.map((c) => norm360(c + 180))];
}

/** Sripati (swehouse.c case 'S'): cusps at the middles of the Porphyry houses. */
function sripatiCusps({ asc, mc }: Frame): number[] {
  const q4 = norm360(asc - mc); // MC → ASC
  const s1 = (180 - q4) / 3;
  const s4 = q4 / 3;
  return withOpposites([asc - s4 / 2, asc + s1 / 2, asc + 1.5 * s1, mc - s1 / 2, mc + s4 / 2, mc + 1.5 * s4]);
}

/** Carter poli-equatorial (swehouse.c case 'F'): equal 30° steps of RA from the ASC's right ascension. */
function carterCusps({ eps, asc }: Frame): number[] {
  const [a] = rotateX(asc, 0, -eps);
  const at = (n: number) => eclipticOfRa(a + (n - 1) * 30, eps);
  return withOpposites([asc, at(2), at(3), at(10), at(11), at(12)]);
}

/** APC (swehouse.c apc_sector, case 'Y'): cusp n on the ascendant-parallel circle. Radians inside. */
function apcSector(n: number, ph: number, e: number, az: number): number {
  let kv = 0;
  let dasc = 0;
  if (Math.abs(ph) * (180 / Math.PI) <= 90 - VERY_SMALL) {
    // kv: ascensional difference of the ASC; dasc: its declination.
    kv = Math.atan((Math.tan(ph) * Math.tan(e) * Math.cos(az)) / (1 + Math.tan(ph) * Math.tan(e) * Math.sin(az)));
    if (Math.abs(ph) * (180 / Math.PI) < VERY_SMALL) dasc = Math.sign(ph || 1) * (90 - VERY_SMALL) * (Math.PI / 180);
    else dasc = Math.atan(Math.sin(kv) / Math.tan(ph));
  }
  const below = n < 8; // houses 1…7 are counted on the arc below the horizon
  const k = below ? n - 1 : n - 13;
  const a = kv + az + Math.PI / 2 + (k * (Math.PI / 2 + (below ? -kv : kv))) / 3;
  const t = Math.tan(dasc) * Math.tan(ph);
  const lon = Math.atan2(
    t * Math.sin(az) + Math.sin(a),
    Math.cos(e) * (t * Math.cos(az) + Math.cos(a)) + Math.sin(e) * Math.tan(ph) * Math.sin(az - a),
  );
  return norm360(lon * (180 / Math.PI));
}

function apcCusps({ th, eps, phi, mc }: Frame, turn: number): number[] {
  const d = Math.PI / 180;
  return Array.from({ length: 12 }, (_, i) => {
    const n = i + 1;
    // swehouse.c: cusps 10 and 4 are the MC and IC (apc_sector's MC is inexact near the poles).
    if (n === 10) return mc;
    if (n === 4) return norm360(mc + 180);
    return norm360(apcSector(n, phi * d, eps * d, th * d) + turn);
  });
}

/**
 * Sunshine, Treindl's solution (swehouse.c sunshine_solution_treindl, case 'I'): the diurnal and
 * nocturnal semi-arcs of the Sun's parallel of declination trisected; each house circle runs through
 * the north and south points. Cusps 1, 4, 7, 10 are the angles. Null when a house circle degenerates
 * (Swiss then returns Porphyry).
 */
function sunshineCusps({ th, eps, phi, asc, mc }: Frame, dec: number): number[] | null {
  const arg = tand(dec) * tand(phi);
  const ad = arg >= 1 ? 90 - VERY_SMALL : arg <= -1 ? -90 + VERY_SMALL : asind(arg);
  const nsa = 90 - ad;
  const dsa = 90 + ad;
  // [house, offset on the Sun's nocturnal (2–6) or diurnal (8–12) semi-arc] (swehouse.c sunshine_init).
  const offsets: [number, number][] = [
    [2, (-2 * nsa) / 3], [3, -nsa / 3], [5, nsa / 3], [6, (2 * nsa) / 3],
    [8, (-2 * dsa) / 3], [9, -dsa / 3], [11, dsa / 3], [12, (2 * dsa) / 3],
  ];
  // With the MC point below the horizon (|φ − δ_MC| > 90°) those cusps are turned by 180°, keeping the
  // MC side above the horizon as Regiomontanus does (Dieter Koch's choice, SUNSHINE_KEEP_MC_SOUTH = 0).
  const mcUnderHorizon = Math.abs(phi - atand(sind(th) * tand(eps))) > 90;
  const cusps = [asc, 0, 0, mc + 180, 0, 0, asc + 180, 0, 0, mc, 0, 0];
  for (const [house, x] of offsets) {
    const xhs = 2 * asind(cosd(dec) * sind(x / 2)); // great-circle length of the offset
    const alph = acosd(tand(dec) * tand(xhs / 2));
    const [alpha2, b] = house > 7 ? [180 - alph, 90 - phi + dec] : [alph, 90 - phi - dec];
    const c = acosd(cosd(xhs) * cosd(b) + sind(xhs) * sind(b) * cosd(alpha2));
    if (c < 1e-6) return null;
    const sinzd = (sind(xhs) * sind(alpha2)) / sind(c);
    const rax = atand(cosd(phi) * tand(asind(sinzd)));
    const pole = asind(sinzd * sind(phi));
    const lon = house <= 6 ? cusp(rax + th + 180, -pole, eps) : cusp(th + rax, pole, eps);
    cusps[house - 1] = mcUnderHorizon ? lon + 180 : lon;
  }
  return cusps.map(norm360);
}

/** Pullen SD, sinusoidal delta (swehouse.c case 'L'). */
function pullenSdCusps({ asc, mc }: Frame): number[] {
  const q4 = norm360(asc - mc);
  const q1 = 180 - q4;
  const split = (from: number, q: number) => {
    const d = (q - 90) / 4;
    // A quadrant of 30° or less gives its middle house zero width.
    return q <= 30 ? [from + q / 2, from + q / 2] : [from + 30 + d, from + 60 + 3 * d];
  };
  const [c11, c12] = split(mc, q4);
  const [c2, c3] = split(asc, q1);
  return withOpposites([asc, c2, c3, mc, c11, c12]);
}

/** Pullen SR, sinusoidal ratio (swehouse.c case 'Q'): house sizes in the ratio x·r, x, x·r³, x·r⁴. */
function pullenSrCusps({ asc, mc }: Frame): number[] {
  const acmc = norm360(asc - mc);
  const q = acmc > 90 ? 180 - acmc : acmc;
  let x = 0;
  let xr = 0;
  let xr3 = 0;
  let xr4 = 180;
  if (q >= 1e-30) {
    const c = (180 - q) / q;
    const two23 = Math.cbrt(4);
    const ccr = Math.cbrt(c * c - c);
    const cqx = Math.sqrt(two23 * ccr + 1);
    const r = 0.5 * cqx + 0.5 * Math.sqrt((-2 * (1 - 2 * c)) / cqx - two23 * ccr + 2) - 0.5;
    x = q / (2 * r + 1);
    xr = r * x;
    xr3 = xr * r * r;
    xr4 = xr3 * r;
  }
  const [c11, c2] = acmc > 90 ? [mc + xr3, asc + xr] : [mc + xr, asc + xr3];
  const [c12, c3] = acmc > 90 ? [c11 + xr4, c2 + x] : [c11 + x, c2 + xr4];
  return withOpposites([asc, c2, c3, mc, c11, c12]);
}

/** Cusps 1…12; `turn` (0° or 180°) is added to the quadrant cusps 11, 12, 2, 3 (and APC's). */
function allCusps(system: Exclude<HouseSystem, 'SUNSHINE'>, frame: Frame, turn: number): number[] {
  const { th, eps, asc, mc } = frame;
  switch (system) {
    case 'EQUAL':
      return Array.from({ length: 12 }, (_, i) => norm360(asc + 30 * i));
    case 'WHOLE_SIGN':
      return Array.from({ length: 12 }, (_, i) => norm360(30 * Math.floor(asc / 30) + 30 * i));
    case 'MORINUS':
      // Cusp n: equator point R = θ + 30°·(n − 10) projected along ecliptic latitude: λ = atan2(sin R·cos ε, cos R).
      return Array.from({ length: 12 }, (_, i) => {
        const r = th + 30 * (i + 1 - 10);
        return norm360(atan2d(sind(r) * cosd(eps), cosd(r)));
      });
    case 'PLACIDUS':
    case 'KOCH':
    case 'CAMPANUS':
    case 'REGIOMONTANUS':
    case 'PORPHYRY':
    case 'ALCABITIUS':
    case 'TOPOCENTRIC': {
      const [c11, c12, c2, c3] = quadrantCusps(system, frame).map((c) => norm360(c + turn));
      return withOpposites([asc, c2, c3, mc, c11, c12]);
    }
    case 'VEHLOW':
      // swehouse.c case 'V': equal houses with the ASC in the middle of house 1.
      return Array.from({ length: 12 }, (_, i) => norm360(asc - 15 + 30 * i));
    case 'MERIDIAN':
      return meridianCusps(frame);
    case 'HORIZON':
      return horizonCusps(frame);
    case 'KRUSINSKI':
      return krusinskiCusps(frame);
    case 'SRIPATI':
      return sripatiCusps(frame);
    case 'CARTER':
      return carterCusps(frame);
    case 'APC':
      return apcCusps(frame, turn);
    case 'PULLEN_SD':
      return pullenSdCusps(frame);
    case 'PULLEN_SR':
      return pullenSrCusps(frame);
    default:
      return assertNever(system);
  }
}

/** Angles and cusps for one house system; never NaN for finite inputs, even at the poles. */
export function computeHouses<S extends HouseSystem>(system: S, input: HouseInput): Houses<S> {
  const eps = input.obliquity;
  const th = norm360(input.armc);
  const phi = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, input.latitude));
  const polar = Math.abs(phi) >= 90 - eps;
  const warnings: string[] = [];

  // Swiss 2.10: Placidus and Koch are undefined inside the polar circle; it returns Porphyry and says so.
  let used: S | 'PORPHYRY' = system;
  if (polar && (system === 'PLACIDUS' || system === 'KOCH')) {
    used = 'PORPHYRY';
    warnings.push(
      `${NAMES[system]} houses are undefined above the polar circle (latitude ${input.latitude.toFixed(2)}°); ` +
        'Porphyry cusps are returned',
    );
  }

  let mc = cusp(th, 0, eps);
  let asc = cusp(th + 90, phi, eps);
  // Swiss 2.10, every system: an ASC west of the MC (ASC − MC in [180°, 360°)) is replaced by ASC + 180°.
  const ascWest = norm360(asc - mc) >= 180;
  if (ascWest) asc = norm360(asc + 180);
  // Swiss 2.10: inside the polar circle Campanus, Regiomontanus and Topocentric then also turn MC and cusps by 180°.
  const turn = ascWest && polar && TURN_WITH_MC.has(used) ? 180 : 0;
  mc = norm360(mc + turn);

  // Vertex (swehouse.c): cusp(θ − 90°, ±90° − φ); for |φ| ≤ ε it is kept west of the MC.
  let vertex = cusp(th - 90, (phi >= 0 ? 90 : -90) - phi, eps);
  const vertexFromMc = norm360(vertex - mc);
  if (Math.abs(phi) <= eps && vertexFromMc > 0 && vertexFromMc < 180) vertex = norm360(vertex + 180);

  const frame = { th, eps, phi, asc, mc };
  let cusps: number[];
  if (used === 'SUNSHINE') {
    if (input.sunDeclination === undefined) warnings.push("Sunshine houses need the Sun's declination; 0° is assumed");
    const sunshine = sunshineCusps(frame, input.sunDeclination ?? 0);
    if (sunshine) {
      cusps = sunshine;
    } else {
      used = 'PORPHYRY';
      warnings.push('Sunshine houses are undefined for this latitude and declination; Porphyry cusps are returned');
      cusps = allCusps(used, frame, 0);
    }
  } else {
    cusps = allCusps(used, frame, turn);
  }

  return {
    system,
    used,
    cusps,
    asc,
    mc,
    dsc: norm360(asc + 180),
    ic: norm360(mc + 180),
    vertex,
    warnings,
  };
}

/** Gauquelin sectors, or the Porphyry houses Swiss returns instead inside the polar circle. */
export interface GauquelinSectors {
  used: 'GAUQUELIN' | 'PORPHYRY';
  /**
   * GAUQUELIN: 36 sector cusps, counted clockwise (sector 1 begins at the ASC, 10 at the MC, 19 at the
   * DSC, 28 at the IC). PORPHYRY: the 12 Porphyry cusps.
   */
  cusps: number[];
  asc: number;
  mc: number;
  warnings: string[];
}

/** swehouse.c VERY_SMALL_PLAC_ITER: the pole-height iteration has converged (0.01″). */
const GAUQUELIN_CONVERGED = 1 / 360000;

/**
 * Gauquelin sector cusp (swehouse.c case 'G'): the ecliptic point on the circle through the north and
 * south points whose RA is `ra` and which lies at fraction `k` of its semi-arc, found by Placidus'
 * pole-height iteration. Null when the iteration does not converge (Swiss then returns Porphyry).
 */
function gauquelinCusp(ra: number, k: number, eps: number, phi: number): number | null {
  const a = asind(tand(phi) * tand(eps));
  const poleOf = (tanDec: number) => atand(sind(asind(tand(phi) * tanDec) * k) / tanDec);
  let lon = cusp(ra, atand(sind(a * k) / tand(eps)), eps);
  let moved = Infinity;
  for (let i = 0; i < PLACIDUS_MAX_STEPS && moved >= PLACIDUS_TOLERANCE; i++) {
    const tanDec = tand(asind(sind(eps) * sind(lon)));
    if (Math.abs(tanDec) < VERY_SMALL) return norm360(ra); // swehouse.c keeps the RA itself here
    const next = cusp(ra, poleOf(tanDec), eps);
    moved = Math.abs(wrap180(next - lon));
    lon = next;
  }
  // Iterated past Swiss's own 0.01″ stop, but never accepted where Swiss would give up.
  return moved < GAUQUELIN_CONVERGED ? lon : null;
}

/**
 * The 36 Gauquelin sectors (swehouse.c case 'G'): the diurnal and nocturnal semi-arcs divided into
 * nine parts each, Placidus-style; sectors 7, 4, 34, 31 are Placidus cusps 11, 12, 2, 3. Inside the
 * polar circle, or where the iteration fails, Swiss returns the 12 Porphyry cusps and an error: so
 * does this, with `used` = PORPHYRY and a warning.
 */
export function gauquelinSectors(input: HouseInput): GauquelinSectors {
  const porphyry = computeHouses('PORPHYRY', input);
  const { asc, mc } = porphyry;
  const eps = input.obliquity;
  const th = norm360(input.armc);
  const phi = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, input.latitude));
  const fallback = (why: string): GauquelinSectors => ({
    used: 'PORPHYRY',
    cusps: porphyry.cusps,
    asc,
    mc,
    warnings: [`Gauquelin sectors are undefined ${why} (latitude ${input.latitude.toFixed(2)}°); Porphyry cusps are returned`],
  });
  if (Math.abs(phi) >= 90 - eps) return fallback('above the polar circle');

  const cusps = new Array<number>(36);
  cusps[0] = asc;
  cusps[9] = mc;
  cusps[18] = norm360(asc + 180);
  cusps[27] = norm360(mc + 180);
  // Sectors 2…9 (MC side, going back towards the ASC) and 29…36 (IC side), each with its opposite.
  for (let j = 1; j <= 8; j++) {
    const above = gauquelinCusp(th + 10 * j, j / 9, eps, phi); // sector 10 − j
    const below = gauquelinCusp(th + 180 - 10 * j, j / 9, eps, phi); // sector 28 + j
    if (above === null || below === null) return fallback('this close to the polar circle');
    cusps[9 - j] = above;
    cusps[27 - j] = norm360(above + 180);
    cusps[27 + j] = below;
    cusps[9 + j] = norm360(below + 180);
  }
  return { used: 'GAUQUELIN', cusps, asc, mc, warnings: [] };
}

/**
 * House (1–12) holding longitude `lon`: house n runs from cusp n to cusp n+1 in the cusps' direction
 * (counter-clockwise, or clockwise as Campanus/Regiomontanus can be inside the polar circle).
 * If the cusps tile the circle neither way, the first house containing `lon` wins; a longitude that no
 * house takes (rounding exactly at a cusp, or all cusps equal) goes to the nearest cusp behind it.
 */
export function houseOf(lon: number, cusps: readonly number[]): number {
  const n = cusps.length;
  const next = (i: number) => cusps[(i + 1) % n];
  // The arcs between successive cusps add up to exactly one turn in the direction the houses run.
  const turns = (dir: number) => cusps.reduce((sum, c, i) => sum + norm360(dir * (next(i) - c)), 0) / 360;
  const dir = Math.abs(turns(1) - 1) > 1e-9 && Math.abs(turns(-1) - 1) < 1e-9 ? -1 : 1;
  const ahead = (from: number, to: number) => norm360(dir * (to - from));
  for (let i = 0; i < n; i++) {
    if (ahead(cusps[i], lon) < ahead(cusps[i], next(i))) return i + 1;
  }
  let best = 0;
  for (let i = 1; i < n; i++) if (ahead(cusps[i], lon) < ahead(cusps[best], lon)) best = i;
  return best + 1;
}
