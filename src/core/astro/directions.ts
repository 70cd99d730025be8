/**
 * Primary directions (docs/techniques.md decision 1 and §1).
 *
 * The speculum of each point (§1.1), the three constructions (§1.2) — the semi-arc proportions
 * (Ptolemy's method; `ptolemy` and `naibod`), Placidus under the pole (`placidus`) and
 * Regiomontanus under the pole (`regiomontanus`) — the directed position of a point for an arc
 * (§1.3; closed forms for the angles and under the pole, 1-D root-finding for the semi-arc method),
 * and the keys (§1.4).
 *
 * Conventions: RAMC θ, true obliquity ε, geographic latitude φ; hour angle H = wrap(θ − α), 0 at
 * the upper meridian and increasing westwards; a direct arc A > 0 turns the sphere forward
 * (RAMC θ + A), a converse one backwards. In zodiaco (the default, and the REST contract) every
 * point has β = 0; in mundo the bodies keep their ecliptic latitude (aspect points stay at β = 0).
 */
import { assertNever } from '../assert.js';
import { lazy } from '../lazy.js';
import { asind, atan2d, atand, cosd, norm360, sind, tand, wrap180 } from './angle.js';
import { natalChart, type BirthInput, type Chart } from './chart.js';
import { ASTRO_DEFAULTS } from './defaults.js';
import { DomainError } from '../errors.js';
import { resolveLocalTime, wallClockIso } from '../time/local-time.js';

export const DIRECTION_METHODS = ['ptolemy', 'placidus', 'regiomontanus', 'naibod'] as const;
export type DirectionMethod = (typeof DIRECTION_METHODS)[number];
export const DIRECTION_TYPES = ['direct', 'converse', 'both'] as const;
export type DirectionType = (typeof DIRECTION_TYPES)[number];
export type Direction = 'direct' | 'converse';
export type Construction = 'SEMI_ARC' | 'PLACIDUS_POLE' | 'REGIOMONTANUS_POLE';
export type DirectionFrame = 'ZODIACAL' | 'MUNDANE';

/** The oldest age directions are computed for, years: the service's bound (a long human life). */
export const MAX_DIRECTION_AGE = 150;

/** Keys in degrees of arc per year (§1.4). */
export const KEYS = { ptolemy: 1, naibod: 0.98564733, cardan: 0.98667 } as const;
/** The tropical year Morinus uses to turn years of arc into dates (§1.4). */
export const TROPICAL_YEAR_DAYS = 365.2421904;

/** Decision 1: the method names the construction, and the key for ptolemy / naibod. */
export const METHOD_CONSTRUCTION: Record<DirectionMethod, Construction> = {
  ptolemy: 'SEMI_ARC',
  naibod: 'SEMI_ARC',
  placidus: 'PLACIDUS_POLE',
  regiomontanus: 'REGIOMONTANUS_POLE',
};

/** The key of a method when no key_rate is given: Naibod for `naibod`, else the spec's 1.0 °/yr. */
export function defaultKeyRate(method: DirectionMethod): number {
  return method === 'naibod' ? KEYS.naibod : KEYS.ptolemy;
}

/** Point ids in the spec's order (Sun … Pluto, ASC, MC) and their output names. */
export const DIRECTION_BODIES = [
  'sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto',
] as const;
export const DIRECTION_ANGLES = ['asc', 'mc'] as const;
export type DirectionBody = (typeof DIRECTION_BODIES)[number];
export type DirectionPointId = DirectionBody | (typeof DIRECTION_ANGLES)[number];

export function pointName(id: DirectionPointId): string {
  return id === 'asc' || id === 'mc' ? id.toUpperCase() : id.charAt(0).toUpperCase() + id.slice(1);
}

/** Ptolemaic aspects carried to a significator: name and the offsets k of the aspect points λ + k. */
export const DIRECTION_ASPECTS = [
  { type: 'conjunction', offsets: [0] },
  { type: 'sextile', offsets: [60, -60] },
  { type: 'square', offsets: [90, -90] },
  { type: 'trine', offsets: [120, -120] },
  { type: 'opposition', offsets: [180] },
] as const;
export type DirectionAspectType = (typeof DIRECTION_ASPECTS)[number]['type'];

/** The celestial sphere of the chart: RAMC θ, true obliquity ε, latitude φ (degrees). */
export interface Sphere {
  ramc: number;
  obliquity: number;
  latitude: number;
}

/** tan φ stays finite at the poles (as houses.ts does). */
const MAX_LATITUDE = 90 - 1e-10;
const clampLatitude = (phi: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, phi));

/** cusp(R, P) = atan2(sin R, cos R·cos ε − sin ε·tan P) in [0, 360) (docs/western.md §6). */
export function cusp(ra: number, pole: number, eps: number): number {
  return norm360(atan2d(sind(ra), cosd(ra) * cosd(eps) - sind(eps) * tand(pole)));
}

/** Ecliptic (λ, β) → equatorial (α, δ) with obliquity ε. */
export function equatorial(lon: number, lat: number, eps: number): { ra: number; dec: number } {
  const dec = asind(sind(lat) * cosd(eps) + cosd(lat) * sind(eps) * sind(lon));
  const ra = norm360(atan2d(sind(lon) * cosd(eps) - tand(lat) * sind(eps), cosd(lon)));
  return { ra, dec };
}

/** Ascensional difference AD = asin(tan δ·tan φ) (clamped: ±90° for circumpolar declinations). */
export function ascensionalDifference(dec: number, phi: number): number {
  return asind(tand(dec) * tand(clampLatitude(phi)));
}

/** A point's place in the speculum (§1.1). */
export interface Speculum {
  lon: number;
  lat: number;
  ra: number;
  dec: number;
  /** Hour angle wrap(θ − α), (−180, 180]. */
  ha: number;
  ad: number;
  dsa: number;
  nsa: number;
  above: boolean;
  eastern: boolean;
  /** Meridian distance: from the MC above the horizon, from the IC below. */
  md: number;
  /** The semi-arc on the point's side: DSA above, NSA below. */
  sa: number;
  /** f = MD / SA, 0 on the meridian, 1 on the horizon. */
  f: number;
}

/** The speculum of an ecliptic point (λ, β); `ha` overrides the hour angle (used for the angles). */
export function speculum(lon: number, lat: number, sphere: Sphere, ha?: number): Speculum {
  const { ra, dec } = equatorial(lon, lat, sphere.obliquity);
  const h = ha ?? wrap180(sphere.ramc - ra);
  const ad = ascensionalDifference(dec, sphere.latitude);
  const dsa = 90 + ad;
  const nsa = 90 - ad;
  const above = Math.abs(h) < dsa || (ha !== undefined && Math.abs(h) <= dsa);
  const md = above ? Math.abs(h) : 180 - Math.abs(h);
  const sa = above ? dsa : nsa;
  const f = sa > 0 ? Math.min(md / sa, 1) : 0;
  return { lon, lat, ra, dec, ha: h, ad, dsa, nsa, above, eastern: h < 0, md, sa, f };
}

/**
 * Placidus' pole of a significator (Morinus placidianutppd): q = AD·MD/SA, tan p = sin q / tan δ.
 * 0 on the meridian, φ on the horizon. At δ = 0 the limit tan p = f·tan φ is used (q = 0 there,
 * but the circle of position still has a pole).
 */
export function placidusPole(s: Speculum, phi: number): number {
  const tanDec = tand(s.dec);
  if (Math.abs(tanDec) < 1e-9) return atand(s.f * tand(clampLatitude(phi)));
  return atand(sind(s.ad * s.f) / tanDec);
}

/**
 * Regiomontanus' pole (Morinus regiomontanpd, vector form):
 * sin p = sin φ·|cos δ·sin H| / √(cos²δ·sin²H + sin²h), sin h = sin φ·sin δ + cos φ·cos δ·cos H.
 */
export function regiomontanusPole(s: Speculum, phi: number): number {
  const lat = clampLatitude(phi);
  const sinH = sind(s.ha);
  const sinAlt = sind(lat) * sind(s.dec) + cosd(lat) * cosd(s.dec) * cosd(s.ha);
  const x = cosd(s.dec) * sinH;
  const den = Math.sqrt(x * x + sinAlt * sinAlt);
  if (den < 1e-12) return 0;
  return asind((sind(lat) * Math.abs(x)) / den);
}

export function poleOf(construction: Exclude<Construction, 'SEMI_ARC'>, s: Speculum, phi: number): number {
  return construction === 'PLACIDUS_POLE' ? placidusPole(s, phi) : regiomontanusPole(s, phi);
}

/** Q = asin(tan δ·tan p). */
const poleDifference = (dec: number, pole: number) => asind(tand(dec) * tand(pole));

/** Oblique ascension (eastern) or descension (western) of a significator under its own pole. */
export function obliqueAscension(s: Speculum, pole: number): number {
  const q = poleDifference(s.dec, pole);
  return norm360(s.eastern ? s.ra - q : s.ra + q);
}

/**
 * The arc of direction of promissor P to significator S (§1.2), in [0, 360): direct (the sphere
 * turning forwards until P reaches S's mundane position) or converse (turning backwards).
 */
export function directionArc(
  construction: Construction,
  promissor: Speculum,
  significator: Speculum,
  sphere: Sphere,
  direction: Direction,
): number {
  let forward: number;
  if (construction === 'SEMI_ARC') {
    const s = significator;
    const sign = s.eastern ? -1 : 1;
    const target = s.above ? sign * s.f * promissor.dsa : sign * (180 - s.f * promissor.nsa);
    forward = target - promissor.ha;
  } else {
    const pole = poleOf(construction, significator, sphere.latitude);
    const q = poleDifference(promissor.dec, pole);
    const wp = significator.eastern ? promissor.ra - q : promissor.ra + q;
    forward = wp - obliqueAscension(significator, pole);
  }
  return norm360(direction === 'direct' ? forward : -forward);
}

/** MC′ = cusp(θ + A, 0). */
export function directedMc(sphere: Sphere, arc: number): number {
  return cusp(sphere.ramc + arc, 0, sphere.obliquity);
}

/** ASC′ = cusp(θ + A + 90°, φ), turned by 180° where it falls west of the MC′ (polar, as houses.ts). */
export function directedAsc(sphere: Sphere, arc: number): number {
  const asc = cusp(sphere.ramc + arc + 90, clampLatitude(sphere.latitude), sphere.obliquity);
  return norm360(asc - directedMc(sphere, arc)) >= 180 ? norm360(asc + 180) : asc;
}

/** Directed position under the pole (§1.3): W′ = W + A on the significator's own circle of position. */
export function directedUnderPole(s: Speculum, pole: number, arc: number, eps: number): number {
  const w = obliqueAscension(s, pole) + arc;
  return s.eastern ? cusp(w, pole, eps) : norm360(cusp(w + 180, pole, eps) + 180);
}

const ROOT_TOLERANCE = 1e-10;
const MAX_STEPS = 200;

/**
 * Directed position by the semi-arc proportions (§1.3): the ecliptic degree (β = 0) whose hour
 * angle at RAMC θ + A is the significator's fraction f of its own semi-arc on the significator's
 * side. Fixed-point iteration on λ = cusp(RA(λ), 0) (as for Placidus cusps), with a bracketed
 * bisection where that does not converge (near the polar circle).
 */
export function directedSemiArc(s: Speculum, sphere: Sphere, arc: number): number {
  const eps = sphere.obliquity;
  const theta = sphere.ramc + arc;
  const targetRa = (lon: number) => {
    const ad = ascensionalDifference(asind(sind(eps) * sind(lon)), sphere.latitude);
    if (s.above) return s.eastern ? theta + s.f * (90 + ad) : theta - s.f * (90 + ad);
    return s.eastern ? theta + 180 - s.f * (90 - ad) : theta + 180 + s.f * (90 - ad);
  };
  let lon = cusp(targetRa(s.lon + arc), 0, eps);
  for (let step = 0; step < MAX_STEPS; step++) {
    const next = cusp(targetRa(lon), 0, eps);
    const moved = Math.abs(wrap180(next - lon));
    lon = next;
    if (moved < ROOT_TOLERANCE) return lon;
  }
  // g(λ) = wrap(target RA − RA(λ)) falls through 0 at the root; scan for the bracket nearest λ.
  const g = (l: number) => wrap180(targetRa(l) - equatorial(l, 0, eps).ra);
  let best: number | null = null;
  const step = 0.5;
  for (let a = 0; a < 360; a += step) {
    const ga = g(a);
    const gb = g(a + step);
    if (Math.sign(ga) === Math.sign(gb) || Math.abs(ga - gb) > 90) continue;
    let lo = a;
    let hi = a + step;
    let glo = ga;
    for (let i = 0; i < 60; i++) {
      const mid = (lo + hi) / 2;
      const gm = g(mid);
      if (Math.sign(gm) === Math.sign(glo)) {
        lo = mid;
        glo = gm;
      } else hi = mid;
    }
    const root = norm360((lo + hi) / 2);
    if (best === null || Math.abs(wrap180(root - lon)) < Math.abs(wrap180(best - lon))) best = root;
  }
  return best ?? lon;
}

export interface DirectedPoint {
  id: DirectionPointId;
  name: string;
  direction: Direction;
  natalLongitude: number;
  directedLongitude: number;
  /** The arc (age × key), positive for both directions. */
  arc: number;
}

export interface ActiveDirection {
  /** The significator whose directed position is aspected. */
  directed: DirectionPointId;
  /** The natal point (promissor) whose aspect has reached it. */
  natal: DirectionPointId;
  aspectType: DirectionAspectType;
  /** Offset k of the aspect point λ + k. */
  aspectAngle: number;
  direction: Direction;
  arc: number;
  orb: number;
}

export interface ExactDirection {
  promissor: DirectionPointId;
  significator: DirectionPointId;
  aspectType: DirectionAspectType;
  aspectAngle: number;
  direction: Direction;
  arc: number;
  /** arc / key, years of life. */
  age: number;
}

export interface PrimaryDirectionsOptions {
  method: DirectionMethod;
  /** Degrees per year; the method's key when null. */
  keyRate: number | null;
  age: number;
  type: DirectionType;
  frame: DirectionFrame;
  includeAngles: boolean;
  includeAspects: boolean;
  orb: number;
}

/** Directions of one chart for one age; every part is computed on first use. */
export class PrimaryDirections {
  readonly construction: Construction;
  readonly rate: number;
  /** age × key: the arc every point is directed by. */
  readonly arc: number;

  constructor(
    readonly chart: Chart,
    readonly options: PrimaryDirectionsOptions,
  ) {
    this.construction = METHOD_CONSTRUCTION[options.method];
    this.rate = options.keyRate ?? defaultKeyRate(options.method);
    this.arc = options.age * this.rate;
  }

  get key(): 'ptolemy' | 'naibod' | 'custom' {
    if (this.options.keyRate === null) return this.options.method === 'naibod' ? 'naibod' : 'ptolemy';
    return 'custom';
  }

  get directions(): Direction[] {
    return this.options.type === 'both' ? ['direct', 'converse'] : [this.options.type];
  }

  readonly sphere = lazy(
    (): Sphere => ({
      ramc: this.chart.armc(),
      obliquity: this.chart.frame().obliquity,
      latitude: this.chart.input.location.latitude,
    }),
  );

  pointIds(): DirectionPointId[] {
    return this.options.includeAngles ? [...DIRECTION_BODIES, ...DIRECTION_ANGLES] : [...DIRECTION_BODIES];
  }

  /** The natal longitude in the chart's zodiac (sidereal when it is). */
  natalLongitude(id: DirectionPointId): number {
    if (id === 'asc') return this.chart.houses().asc;
    if (id === 'mc') return this.chart.houses().mc;
    return this.chart.body(id).lon;
  }

  /**
   * The sphere works on the true equinox of date: a sidereal place goes back to it (the chart's
   * tropical place, sidereal.ts) for the speculum, and a directed one comes back, so arcs and aspects
   * are the tropical ones and only the reported longitudes and signs are sidereal. Latitude: the
   * body's own in the mundane frame, 0 (the point of the ecliptic) otherwise.
   */
  private natalPlace(id: DirectionPointId): { lon: number; lat: number } {
    const lat = id === 'asc' || id === 'mc' ? 0 : this.chart.body(id).lat;
    const place = this.chart.tropicalPlace(this.natalLongitude(id), lat);
    return { lon: place.lon, lat: this.options.frame === 'MUNDANE' && id !== 'asc' && id !== 'mc' ? place.lat : 0 };
  }

  private readonly specula = new Map<DirectionPointId, Speculum>();

  /** The point's speculum; the MC sits on the meridian and the ASC on the eastern horizon exactly. */
  speculum(id: DirectionPointId): Speculum {
    let s = this.specula.get(id);
    if (!s) {
      const sphere = this.sphere();
      const { lon, lat } = this.natalPlace(id);
      if (id === 'mc') s = speculum(lon, 0, sphere, 0);
      else if (id === 'asc') {
        const { dec } = equatorial(lon, 0, sphere.obliquity);
        s = speculum(lon, 0, sphere, -(90 + ascensionalDifference(dec, sphere.latitude)));
      } else s = speculum(lon, lat, sphere);
      this.specula.set(id, s);
    }
    return s;
  }

  /** The directed longitude of a point for a signed arc (> 0 direct, < 0 converse), §1.3. */
  directedLongitude(id: DirectionPointId, signedArc: number): number {
    const lon = this.directedTropical(id, signedArc);
    return this.chart.input.ayanamsa ? this.chart.zodiacPlace({ lon, lat: 0, lonSpeed: 0, latSpeed: 0 }).lon : lon;
  }

  private directedTropical(id: DirectionPointId, signedArc: number): number {
    const sphere = this.sphere();
    if (id === 'mc') return directedMc(sphere, signedArc);
    if (id === 'asc') return directedAsc(sphere, signedArc);
    const s = this.speculum(id);
    if (this.construction === 'SEMI_ARC') return directedSemiArc(s, sphere, signedArc);
    return directedUnderPole(s, poleOf(this.construction, s, sphere.latitude), signedArc, sphere.obliquity);
  }

  private readonly directedCache = new Map<string, DirectedPoint>();

  directedPoint(id: DirectionPointId, direction: Direction): DirectedPoint {
    const k = `${direction}:${id}`;
    let p = this.directedCache.get(k);
    if (!p) {
      const signed = direction === 'direct' ? this.arc : -this.arc;
      p = {
        id,
        name: pointName(id),
        direction,
        natalLongitude: this.natalLongitude(id),
        directedLongitude: this.directedLongitude(id, signed),
        arc: this.arc,
      };
      this.directedCache.set(k, p);
    }
    return p;
  }

  directedPoints(direction?: Direction): DirectedPoint[] {
    return (direction ? [direction] : this.directions).flatMap((d) => this.pointIds().map((id) => this.directedPoint(id, d)));
  }

  /**
   * Natal point Y is active on directed X when |wrap(λ′_X − (λ_Y + k))| ≤ orb (§1.3), Y ≠ X;
   * tightest first. Empty when aspects are not requested.
   */
  readonly activeDirections = lazy((): ActiveDirection[] => {
    if (!this.options.includeAspects) return [];
    const ids = this.pointIds();
    const found: ActiveDirection[] = [];
    for (const p of this.directedPoints()) {
      for (const natal of ids) {
        if (natal === p.id) continue;
        const natalLon = this.natalLongitude(natal);
        for (const { type, offsets } of DIRECTION_ASPECTS) {
          for (const k of offsets) {
            const orb = Math.abs(wrap180(p.directedLongitude - (natalLon + k)));
            if (orb <= this.options.orb) {
              found.push({ directed: p.id, natal, aspectType: type, aspectAngle: k, direction: p.direction, arc: p.arc, orb });
            }
          }
        }
      }
    }
    return found.sort((a, b) => a.orb - b.orb);
  });

  /** The promissor point of natal Y's aspect k: zodiacal (β = 0) except Y's own body in mundo. */
  private promissor(id: DirectionPointId, offset: number): Speculum {
    if (offset === 0) return this.speculum(id);
    return speculum(norm360(this.natalPlace(id).lon + offset), 0, this.sphere());
  }

  /** The exact arc (§1.2) of natal Y's aspect k to significator X. */
  exactArc(promissor: DirectionPointId, offset: number, significator: DirectionPointId, direction: Direction): number {
    return directionArc(this.construction, this.promissor(promissor, offset), this.speculum(significator), this.sphere(), direction);
  }

  /** An active direction's exact arc, taken as the value nearest the current arc (it may be just past). */
  exactArcNear(a: ActiveDirection): number {
    const exact = this.exactArc(a.natal, a.aspectAngle, a.directed, a.direction);
    return this.arc + wrap180(exact - this.arc);
  }

  /** Every direction of the chart's points to one another with an age in [fromAge, toAge], by arc. */
  timeline(fromAge: number, toAge: number): ExactDirection[] {
    const ids = this.pointIds();
    const out: ExactDirection[] = [];
    for (const direction of this.directions) {
      for (const significator of ids) {
        for (const promissor of ids) {
          if (promissor === significator) continue;
          for (const { type, offsets } of DIRECTION_ASPECTS) {
            for (const k of offsets) {
              const arc = this.exactArc(promissor, k, significator, direction);
              const age = arc / this.rate;
              if (age >= fromAge && age <= toAge) {
                out.push({ promissor, significator, aspectType: type, aspectAngle: k, direction, arc, age });
              }
            }
          }
        }
      }
    }
    return out.sort((a, b) => a.arc - b.arc);
  }

  /** Epoch ms of an age counted in tropical years from the birth instant (§1.4). */
  dateOfAge(age: number): number {
    return this.chart.time().utcMs + age * TROPICAL_YEAR_DAYS * 86_400_000;
  }
}

/** Age in tropical years between two instants (§1.4). */
export function ageBetween(birthMs: number, targetMs: number): number {
  return (targetMs - birthMs) / (TROPICAL_YEAR_DAYS * 86_400_000);
}

/** Why a directions request's target cannot be served; REST words each code in the spec's text. */
export type DirectionTargetProblem = 'TARGET_MISSING' | 'TARGET_AMBIGUOUS' | 'TARGET_BEFORE_BIRTH' | 'TARGET_AGE_TOO_HIGH';

export class DirectionTargetError extends DomainError {
  constructor(
    readonly problem: DirectionTargetProblem,
    /** The age the target date gives (TARGET_AGE_TOO_HIGH). */
    readonly age?: number,
  ) {
    super(problem, DirectionTargetError.text(problem, age));
  }

  private static text(problem: DirectionTargetProblem, age?: number): string {
    switch (problem) {
      case 'TARGET_MISSING':
        return 'Either a target age or a target date must be given';
      case 'TARGET_AMBIGUOUS':
        return 'Give only one of a target age and a target date';
      case 'TARGET_BEFORE_BIRTH':
        return 'The target date must not be before the birth';
      case 'TARGET_AGE_TOO_HIGH':
        return `The target date gives age ${+(age ?? 0).toFixed(2)}, above the maximum of ${MAX_DIRECTION_AGE}`;
      default:
        return assertNever(problem);
    }
  }
}

/** A primary directions request: a birth, exactly one target, and the options (defaults: ASTRO_DEFAULTS.directions). */
export interface DirectionsRequest extends BirthInput {
  targetAge?: number | null;
  /** YYYY-MM-DD (read at the birth's clock time, so a birthday gives a whole age) or an ISO datetime. */
  targetDate?: string | null;
  method?: DirectionMethod | null;
  /** Degrees per year; the method's key when absent. */
  keyRate?: number | null;
  type?: DirectionType | null;
  frame?: DirectionFrame | null;
  includeAngles?: boolean | null;
  includeAspects?: boolean | null;
  orb?: number | null;
}

/** The directions of a request with the instant its age stands for (epoch ms UTC). */
export function primaryDirections(request: DirectionsRequest): { directions: PrimaryDirections; targetMs: number } {
  const hasAge = request.targetAge !== null && request.targetAge !== undefined;
  const hasDate = request.targetDate !== null && request.targetDate !== undefined;
  if (!hasAge && !hasDate) throw new DirectionTargetError('TARGET_MISSING');
  if (hasAge && hasDate) throw new DirectionTargetError('TARGET_AMBIGUOUS');
  const chart = natalChart(request);
  let age = request.targetAge!;
  let targetMs: number | null = null;
  if (hasDate) {
    const birth = chart.time();
    const text = request.targetDate!;
    const datetime = text.length === 10 ? `${text}${wallClockIso(birth).slice(10, 19)}` : text;
    targetMs = resolveLocalTime(datetime, chart.input.location.timezone).utcMs;
    age = ageBetween(birth.utcMs, targetMs);
    if (age < 0) throw new DirectionTargetError('TARGET_BEFORE_BIRTH');
    if (age > MAX_DIRECTION_AGE) throw new DirectionTargetError('TARGET_AGE_TOO_HIGH', age);
  }
  const D = ASTRO_DEFAULTS.directions;
  const directions = new PrimaryDirections(chart, {
    method: request.method ?? D.method,
    keyRate: request.keyRate ?? null,
    age,
    type: request.type ?? D.type,
    frame: request.frame ?? D.frame,
    includeAngles: request.includeAngles ?? D.includeAngles,
    includeAspects: request.includeAspects ?? D.includeAspects,
    orb: request.orb ?? D.orb,
  });
  return { directions, targetMs: targetMs ?? directions.dateOfAge(age) };
}
