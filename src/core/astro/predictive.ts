/**
 * Pieces shared by the predictive techniques (transits, progressions, returns): chart points with
 * every documented field (bodies and the ASC/MC as points), and aspects between a moving chart and
 * a fixed one, with applying/separating from the relative speed.
 */
import type { Aspect, AspectType } from './aspects.js';
import { EXACT_ORB } from './aspects.js';
import { asind, atan2d, cosd, norm360, separation, sind, tand, wrap180 } from './angle.js';
import { CHART_BODIES, type ChartBodyId, type Chart } from './chart.js';

/** What the service computes its positions with (transits' `ephemeris_file`). */
export const EPHEMERIS = 'astronomy-engine 2.1 (VSOP87/ELP)';

/** Mean rate of the Earth's rotation against the equinox, degrees of ARMC per day of UT. */
export const SIDEREAL_RATE = 360.98564736629;

export type AngleId = 'asc' | 'mc';
export type PointId = ChartBodyId | AngleId;
export type PointKind = 'Planet' | 'Node' | 'Asteroid' | 'Angle';

/** The bodies and angles of the predictive listings, in output order. */
export const CHART_POINTS: readonly PointId[] = [...CHART_BODIES, 'asc', 'mc'];

const NAMES: Record<PointId, string> = {
  sun: 'Sun', moon: 'Moon', mercury: 'Mercury', venus: 'Venus', mars: 'Mars', jupiter: 'Jupiter',
  saturn: 'Saturn', uranus: 'Uranus', neptune: 'Neptune', pluto: 'Pluto', true_node: 'True Node',
  chiron: 'Chiron', north_node: 'North Node', south_node: 'South Node', asc: 'Ascendant', mc: 'Midheaven',
  mean_lilith: 'Mean Lilith', true_lilith: 'True Lilith', ceres: 'Ceres', pallas: 'Pallas', juno: 'Juno', vesta: 'Vesta',
};

export function pointName(id: PointId): string {
  return NAMES[id];
}

export function pointKind(id: PointId): PointKind {
  if (id === 'asc' || id === 'mc') return 'Angle';
  // Lilith, the lunar apogee, is a point of the Moon's orbit like the nodes.
  if (id === 'true_node' || id === 'north_node' || id === 'south_node' || id === 'mean_lilith' || id === 'true_lilith') return 'Node';
  if (id === 'chiron' || id === 'ceres' || id === 'pallas' || id === 'juno' || id === 'vesta') return 'Asteroid';
  return 'Planet';
}

/** A body or an angle with the fields of the predictive listings (degrees, AU, per day). */
export interface ChartPoint {
  id: PointId;
  lon: number;
  lat: number;
  /** AU; null for the nodes and the angles, which have no distance. */
  dist: number | null;
  /** Degrees of longitude per day (for an angle: its motion with the Earth's rotation). */
  lonSpeed: number;
  latSpeed: number;
  /** Right ascension, degrees [0, 360). */
  ra: number;
  dec: number;
  retrograde: boolean;
}

/** cusp(R, P) of docs/western.md §6: the ecliptic point cut by the circle through RA R with pole P. */
export function eclipticCusp(ra: number, pole: number, obliquity: number): number {
  return norm360(atan2d(sind(ra), cosd(ra) * cosd(obliquity) - sind(obliquity) * tand(pole)));
}

/** Equatorial coordinates of an ecliptic place (λ, β; a point of the ecliptic by default). */
export function eclipticToEquatorial(lon: number, obliquity: number, lat = 0): { ra: number; dec: number } {
  return {
    ra: norm360(atan2d(sind(lon) * cosd(obliquity) - tand(lat) * sind(obliquity), cosd(lon))),
    dec: asind(sind(lat) * cosd(obliquity) + cosd(lat) * sind(obliquity) * sind(lon)),
  };
}

/**
 * Degrees of angle per degree of ARMC, by a central difference of MC = cusp(θ, 0) or
 * ASC = cusp(θ + 90°, φ) (the polar 180° turns of houses.ts do not change the rate).
 */
export function angleRatePerArmc(id: AngleId, armc: number, obliquity: number, latitude: number): number {
  const h = 1e-3;
  const phi = Math.max(-89.999999, Math.min(89.999999, latitude));
  const at = (th: number) => (id === 'mc' ? eclipticCusp(th, 0, obliquity) : eclipticCusp(th + 90, phi, obliquity));
  return wrap180(at(armc + h) - at(armc - h)) / (2 * h);
}

/**
 * An angle of a set of houses as a point: its longitude, β = 0, no distance, `armcRate` °/day of
 * ARMC. A sidereal longitude gives the chart of its zodiac and instant as `zodiac`: RA and declination
 * are those of its place on the true ecliptic and equinox of date.
 */
export function anglePoint(
  id: AngleId,
  lon: number,
  frame: { armc: number; obliquity: number; latitude: number; armcRate: number; zodiac?: Chart },
): ChartPoint {
  const lonSpeed = angleRatePerArmc(id, frame.armc, frame.obliquity, frame.latitude) * frame.armcRate;
  const tropical = frame.zodiac ? frame.zodiac.tropicalPlace(lon) : { lon, lat: 0 };
  return { id, lon, lat: 0, dist: null, lonSpeed, latSpeed: 0, ...eclipticToEquatorial(tropical.lon, frame.obliquity, tropical.lat), retrograde: lonSpeed < 0 };
}

/** A body or angle of a chart cast for its own instant and place (the angles turn with the Earth). */
export function chartPoint(chart: Chart, id: PointId): ChartPoint {
  if (id === 'asc' || id === 'mc') {
    const houses = chart.houses();
    return anglePoint(id, id === 'asc' ? houses.asc : houses.mc, {
      armc: chart.armc(),
      obliquity: chart.frame().obliquity,
      latitude: chart.input.location.latitude,
      armcRate: SIDEREAL_RATE,
      zodiac: chart,
    });
  }
  const b = chart.body(id);
  return { id, lon: b.lon, lat: b.lat, dist: b.dist, lonSpeed: b.lonSpeed, latSpeed: b.latSpeed, ra: b.ra, dec: b.dec, retrograde: b.retrograde };
}

// ── Aspects between charts ──────────────────────────────────────────────────────────────────

/** The transit aspects of spec §4.6, also used for progressed-to-natal aspects. */
export const PREDICTIVE_ASPECTS: readonly { type: AspectType; angle: number }[] = [
  { type: 'Conjunction', angle: 0 },
  { type: 'Sextile', angle: 60 },
  { type: 'Square', angle: 90 },
  { type: 'Trine', angle: 120 },
  { type: 'Quincunx', angle: 150 },
  { type: 'Opposition', angle: 180 },
];

export const MAJOR_ASPECT_TYPES: readonly AspectType[] = ['Conjunction', 'Sextile', 'Square', 'Trine', 'Opposition'];

/** A point for aspect finding: longitude and its rate (°/day, null when unknown). */
export interface MovingPoint {
  id: string;
  lon: number;
  lonSpeed: number | null;
}

/** An aspect between a moving point (transit or progressed; body1) and the point it aspects (body2). */
export interface CrossAspect extends Aspect {
  /** The orb is growing; null when a speed is unknown. Both false when the orb is stationary. */
  separating: boolean | null;
}

export interface CrossAspectOptions {
  /** One orb for every aspect type, degrees. */
  orb: number;
  /** Default: the six of PREDICTIVE_ASPECTS. */
  types?: readonly AspectType[];
}

/**
 * The aspect between two points within `orb` (the closest type), or null. The orb's rate is
 * d|sep − angle|/dt = sign(sep − angle)·sign(λ2 − λ1)·(λ2′ − λ1′) with λ2 − λ1 wrapped to (−180°, 180°].
 */
export function aspectBetween(a: MovingPoint, b: MovingPoint, options: CrossAspectOptions): CrossAspect | null {
  const sep = separation(a.lon, b.lon);
  let best: { type: AspectType; angle: number } | null = null;
  let bestOrb = Infinity;
  for (const asp of PREDICTIVE_ASPECTS) {
    if (options.types && !options.types.includes(asp.type)) continue;
    const orb = Math.abs(sep - asp.angle);
    if (orb <= options.orb && orb < bestOrb) {
      best = asp;
      bestOrb = orb;
    }
  }
  if (!best) return null;
  let applying: boolean | null = null;
  let separating: boolean | null = null;
  if (a.lonSpeed !== null && b.lonSpeed !== null) {
    const diff = wrap180(b.lon - a.lon);
    const orbRate = Math.sign(sep - best.angle) * Math.sign(diff) * (b.lonSpeed - a.lonSpeed);
    applying = orbRate < 0;
    separating = orbRate > 0;
  }
  return {
    body1: a.id,
    body2: b.id,
    aspectType: best.type,
    angle: best.angle,
    separation: sep,
    orb: bestOrb,
    exact: bestOrb < EXACT_ORB,
    applying,
    separating,
  };
}

/** Every aspect from a moving point to a fixed one, in the movers' order, then the fixed points'. */
export function crossAspects(
  movers: readonly MovingPoint[],
  fixed: readonly MovingPoint[],
  options: CrossAspectOptions,
): CrossAspect[] {
  const out: CrossAspect[] = [];
  for (const a of movers) {
    for (const b of fixed) {
      const aspect = aspectBetween(a, b, options);
      if (aspect) out.push(aspect);
    }
  }
  return out;
}

/** Aspects among the points of one chart, each pair once (body1 before body2 in input order). */
export function mutualAspects(points: readonly MovingPoint[], options: CrossAspectOptions): CrossAspect[] {
  const out: CrossAspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const aspect = aspectBetween(points[i], points[j], options);
      if (aspect) out.push(aspect);
    }
  }
  return out;
}
