/**
 * Fixed stars (docs/techniques.md §12): the named stars of the Yale Bright Star Catalogue with
 * Hipparcos astrometry (data/fixed-stars.ts) at their apparent places of date, the steps of the IAU
 * SOFA routines iauPmpx, iauLdsun and iauAb: the J2000 place moved along the star's space motion
 * (proper motion and radial velocity, epoch J2000 TT) and seen from the Earth (annual parallax), the
 * Sun's light deflection, annual aberration from the Earth's barycentric velocity, then precession
 * and nutation to the true equator (Rotation_EQJ_EQD) or true ecliptic of date (Rotation_EQJ_ECT), as
 * for the planets (docs/western.md §1).
 */
import * as Astronomy from 'astronomy-engine';
import { FIXED_STARS, type StarRow } from '../data/fixed-stars.js';
import { DEG, RAD, atan2d, asind, norm360, separation } from '../angle.js';
import { astroTime } from '../../time/julian.js';

/** Speed of light, AU per day (IAU 2012: 299 792.458 km/s, 1 AU = 149 597 870.7 km). */
const C_AU_PER_DAY = 173.1446326846693;
const MAS = DEG / 3_600_000;
/** km/s in AU per Julian year. */
const KMS_TO_AU_PER_YEAR = (365.25 * 86_400) / 149_597_870.7;
/** The Sun's Schwarzschild radius 2GM/c², AU (SOFA's SRS). */
const SUN_SCHWARZSCHILD_AU = 1.97412574336e-8;

export interface FixedStar {
  name: string;
  designation: string;
  hr: number;
  magnitude: number;
}

export interface StarPlace {
  star: FixedStar;
  lon: number;
  lat: number;
  ra: number;
  dec: number;
}

export const STAR_CATALOG: readonly FixedStar[] = FIXED_STARS.map(([name, designation, hr, , , , , , , magnitude]) => ({ name, designation, hr, magnitude }));
const BY_NAME = new Map(FIXED_STARS.map((row, i) => [row[0].toLowerCase(), i]));

export function starIndex(name: string): number | undefined {
  return BY_NAME.get(name.toLowerCase());
}

type Vec = [number, number, number];
const apply = (rot: number[][], v: Vec): Vec => [
  rot[0][0] * v[0] + rot[1][0] * v[1] + rot[2][0] * v[2],
  rot[0][1] * v[0] + rot[1][1] * v[1] + rot[2][1] * v[2],
  rot[0][2] * v[0] + rot[1][2] * v[1] + rot[2][2] * v[2],
];
const sphere = (v: Vec) => ({ lon: norm360(atan2d(v[1], v[0])), lat: asind(v[2] / Math.hypot(...v)) });

const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit = (v: Vec): Vec => {
  const n = Math.hypot(...v);
  return [v[0] / n, v[1] / n, v[2] / n];
};

/**
 * The star's direction from the Earth, `years` after J2000 (iauPmpx): u + t·(μ + w·u) − ϖ·E, with μ
 * the proper motion as a vector, w = v_r·ϖ the radial velocity as a rate (the star moves on a straight
 * line, so the proper motion slows as it recedes), ϖ the parallax and E the Earth's barycentric
 * position in AU.
 */
function geocentricDirection(row: StarRow, years: number, earth: Vec): Vec {
  const [, , , ra, dec, pmRa, pmDec, parallax, rv] = row;
  const a = ra * DEG;
  const d = dec * DEG;
  const u: Vec = [Math.cos(d) * Math.cos(a), Math.cos(d) * Math.sin(a), Math.sin(d)];
  const ea: Vec = [-Math.sin(a), Math.cos(a), 0];
  const ed: Vec = [-Math.sin(d) * Math.cos(a), -Math.sin(d) * Math.sin(a), Math.cos(d)];
  const px = parallax * MAS;
  const w = rv * KMS_TO_AU_PER_YEAR * px;
  return unit([0, 1, 2].map((i) => u[i] + years * (pmRa * MAS * ea[i] + pmDec * MAS * ed[i] + w * u[i]) - px * earth[i]) as Vec);
}

/** The Sun's light deflection (iauLdsun): p + (2GM/c²r)·(p × (e × p))/(1 + p·e), e from the Sun to the Earth: away from the Sun. */
function deflected(p: Vec, e: Vec, r: number): Vec {
  const limit = 1e-6 / Math.max(r * r, 1);
  const w = SUN_SCHWARZSCHILD_AU / r / Math.max(1 + dot(p, e), limit);
  const bend = cross(p, cross(e, p));
  return unit([p[0] + w * bend[0], p[1] + w * bend[1], p[2] + w * bend[2]]);
}

/** Apparent places of date of the given catalog rows (all when omitted) at a UT Julian day. */
export function starPlaces(jdUT: number, indices?: readonly number[]): StarPlace[] {
  const time = astroTime(jdUT);
  const years = time.tt / 365.25;
  const earth = Astronomy.BaryState(Astronomy.Body.Earth, time);
  const position: Vec = [earth.x, earth.y, earth.z];
  const beta: Vec = [earth.vx / C_AU_PER_DAY, earth.vy / C_AU_PER_DAY, earth.vz / C_AU_PER_DAY];
  const helio = Astronomy.HelioVector(Astronomy.Body.Earth, time);
  const sunDistance = Math.hypot(helio.x, helio.y, helio.z);
  const fromSun: Vec = [helio.x / sunDistance, helio.y / sunDistance, helio.z / sunDistance];
  const toEquator = Astronomy.Rotation_EQJ_EQD(time).rot;
  const toEcliptic = Astronomy.Rotation_EQJ_ECT(time).rot;
  return (indices ?? FIXED_STARS.map((_, i) => i)).map((i) => {
    const u = deflected(geocentricDirection(FIXED_STARS[i], years, position), fromSun, sunDistance);
    // First-order annual aberration: u' = u + β − u(u·β), ample for |β| ≈ 1e-4 (second order ≈ 0.002″).
    const along = dot(u, beta);
    const seen = u.map((x, k) => x + beta[k] - x * along) as Vec;
    const eq = sphere(apply(toEquator, seen));
    const ecl = sphere(apply(toEcliptic, seen));
    return { star: STAR_CATALOG[i], lon: ecl.lon, lat: ecl.lat, ra: eq.lon, dec: eq.lat };
  });
}

export interface StarContact {
  star: StarPlace;
  point: string;
  /** |λ_star − λ_point|, degrees. */
  orb: number;
}

/** Stars within `orb` degrees of ecliptic longitude of the points (conjunctions), tightest first. */
export function starConjunctions(places: readonly StarPlace[], points: readonly { id: string; lon: number }[], orb: number): StarContact[] {
  const out: StarContact[] = [];
  for (const star of places) {
    for (const p of points) {
      const d = separation(star.lon, p.lon);
      if (d <= orb) out.push({ star, point: p.id, orb: d });
    }
  }
  return out.sort((a, b) => a.orb - b.orb);
}

/** The four angles a body can be on as the sky turns. */
export type AngleEvent = 'RISING' | 'CULMINATING' | 'SETTING' | 'ANTICULMINATING';
export const ANGLE_EVENTS: readonly AngleEvent[] = ['RISING', 'CULMINATING', 'SETTING', 'ANTICULMINATING'];

/**
 * The local sidereal time (degrees) at which a body of right ascension α and declination δ is on an
 * angle at latitude φ (the geometric horizon, as astrocartography draws it), or null when it never
 * rises or sets there: culminating θ = α, anticulminating α + 180°, rising α − H₀, setting α + H₀
 * with cos H₀ = −tan φ·tan δ.
 */
export function angleSiderealTime(ra: number, dec: number, latitude: number, event: AngleEvent): number | null {
  if (event === 'CULMINATING') return norm360(ra);
  if (event === 'ANTICULMINATING') return norm360(ra + 180);
  const c = -Math.tan(latitude * DEG) * Math.tan(dec * DEG);
  if (Math.abs(c) > 1) return null;
  const h0 = Math.acos(c) * RAD;
  return norm360(event === 'RISING' ? ra - h0 : ra + h0);
}

export interface Paran {
  star: StarPlace;
  starEvent: AngleEvent;
  point: string;
  pointEvent: AngleEvent;
  /** Difference of the two sidereal times, degrees (1° = 4 minutes of time). */
  orb: number;
}

/**
 * Parans at a latitude: a star and a point on angles at the same moment of the sidereal day
 * (Ptolemy's co-rising and co-culmination, Tetrabiblos I.9 / Brady's parans), within `orb` degrees
 * of sidereal time.
 */
export function starParans(
  places: readonly StarPlace[],
  points: readonly { id: string; ra: number; dec: number }[],
  latitude: number,
  orb: number,
): Paran[] {
  const out: Paran[] = [];
  const pointTimes = points.flatMap((p) =>
    ANGLE_EVENTS.map((event) => ({ id: p.id, event, theta: angleSiderealTime(p.ra, p.dec, latitude, event) })),
  );
  for (const star of places) {
    for (const starEvent of ANGLE_EVENTS) {
      const theta = angleSiderealTime(star.ra, star.dec, latitude, starEvent);
      if (theta === null) continue;
      for (const p of pointTimes) {
        if (p.theta === null) continue;
        const d = separation(theta, p.theta);
        if (d <= orb) out.push({ star, starEvent, point: p.id, pointEvent: p.event, orb: d });
      }
    }
  }
  return out.sort((a, b) => a.orb - b.orb);
}
