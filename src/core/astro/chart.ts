/**
 * A chart (natal, transit, progressed, return, Davison …) for an instant and a place, as a set of
 * lazily computed, memoised parts: each part is computed the first time something asks for it, so
 * a caller that only needs the Sun's sign computes only the Sun. `natalChart` is the one way from a
 * birth as a request gives it (optional fields, a zone to detect) to its chart.
 */
import { findAspects, type Aspect, type AspectOptions, type AspectPoint } from './aspects.js';
import { essentialDignities, isDiurnal } from './dignities.js';
import { bodyPosition, skyFrame, type BodyId, type BodyPosition } from './ephemeris.js';
import { gauquelinSectors, houseOf, type HouseSystem } from './houses.js';
import { asind, atan2d, cosd, norm360, sind, tand } from './angle.js';
import { asteroidPosition } from './asteroids.js';
import type { Ayanamsa } from './ayanamsa.js';
import { inZodiac, tropicalPlace, zodiacHouses, zodiacOffset, zodiacPlace, type Motion, type ZodiacOffset } from './sidereal.js';
import { meanLilith, trueLilith } from './lunar-apogee.js';
import { instantInZone, resolveLocalTime, utcIso, zoneFromCoordinates } from '../time/local-time.js';
import { J2000_JD, astroTime } from '../time/julian.js';
import { ASTRO_DEFAULTS } from './defaults.js';
import { lazy } from '../lazy.js';

/** Bodies of every chart, in output order (spec §2.5). */
export const CHART_BODIES = [
  'sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true_node',
] as const;
/**
 * Extras with include_asteroids. north_node is the MEAN node (Meeus + nutation) so that both node
 * conventions are on offer beside true_node; south_node is its opposite point.
 */
export const ASTEROID_BODIES = ['chiron', 'north_node', 'south_node'] as const;
/**
 * Points computed only when asked for by name (a GraphQL selection), and in the body list (and the
 * aspects) only when a chart's input names them in `points`: Black Moon Lilith as the mean lunar
 * apogee and as the osculating (true) apogee (lunar-apogee.ts), and the four main asteroids
 * (asteroids.ts, 1900–2100).
 */
export const EXTRA_POINTS = ['mean_lilith', 'true_lilith', 'ceres', 'pallas', 'juno', 'vesta'] as const;
export type ExtraPointId = (typeof EXTRA_POINTS)[number];
export type ChartBodyId = (typeof CHART_BODIES)[number] | (typeof ASTEROID_BODIES)[number] | ExtraPointId;

/** The seven classical planets carry essential dignities (docs/techniques.md §7). */
export const DIGNIFIED_BODIES = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
export type DignifiedBody = (typeof DIGNIFIED_BODIES)[number];

const NODES = new Set<string>(['true_node', 'north_node', 'south_node']);

export interface ChartLocation {
  latitude: number;
  longitude: number;
  elevation: number;
  /** IANA zone of the wall-clock datetime. */
  timezone: string;
}

export interface ChartInput {
  name: string;
  /** Wall-clock time in location.timezone unless it carries its own offset. */
  datetime: string;
  location: ChartLocation;
  houseSystem: HouseSystem;
  includeAsteroids: boolean;
  /**
   * The chart's instant as epoch milliseconds UTC (may be fractional). When set it wins over
   * `datetime`, and the chart's local time is that instant read in location.timezone.
   */
  instantMs?: number;
  /** Options of `aspects` (default: every type with the orb table of aspects.ts). */
  aspectOptions?: AspectOptions;
  /**
   * Sidereal zodiac with this ayanamsa: every longitude (bodies, points, cusps, angles) is the
   * tropical one less the ayanamsa of the instant, or for J2000 the place on the ecliptic of J2000
   * (sidereal.ts); absent or null: tropical (docs/western.md §4a).
   */
  ayanamsa?: Ayanamsa | null;
  /** Extra points listed with the bodies (and in the aspects and houses), after them in EXTRA_POINTS order. */
  points?: readonly ExtraPointId[];
}

export type ChartBody = BodyPosition & { id: ChartBodyId; retrograde: boolean };

/** A place as a request gives it: zone and elevation optional. */
export interface PlaceInput {
  latitude: number;
  longitude: number;
  /** IANA zone; detected from the coordinates when absent. */
  timezone?: string | null;
  elevation?: number | null;
}

/** A place with its defaults: the zone at the coordinates, elevation 0. */
export function chartPlace(place: PlaceInput): ChartLocation {
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    elevation: place.elevation ?? ASTRO_DEFAULTS.elevation,
    timezone: place.timezone ?? zoneFromCoordinates(place.latitude, place.longitude),
  };
}

/** A birth as a technique's request gives it; what is absent takes ASTRO_DEFAULTS. */
export interface BirthInput {
  name?: string | null;
  /** Wall-clock time at the birth place unless it carries its own offset. */
  natalDatetime: string;
  natalLocation: PlaceInput;
  houseSystem?: HouseSystem | null;
  includeAsteroids?: boolean | null;
  /** Sidereal zodiac with this ayanamsa; absent or null: tropical. */
  ayanamsa?: Ayanamsa | null;
  /** Extra points listed with the bodies; none when absent. */
  points?: readonly ExtraPointId[] | null;
}

/** The natal chart of a birth: the one factory every technique starts from. */
export function natalChart(birth: BirthInput): Chart {
  return new Chart({
    name: birth.name ?? ASTRO_DEFAULTS.name,
    datetime: birth.natalDatetime,
    location: chartPlace(birth.natalLocation),
    houseSystem: birth.houseSystem ?? ASTRO_DEFAULTS.houseSystem,
    includeAsteroids: birth.includeAsteroids ?? ASTRO_DEFAULTS.includeAsteroids,
    ayanamsa: birth.ayanamsa ?? null,
    ...(birth.points?.length ? { points: EXTRA_POINTS.filter((id) => birth.points!.includes(id)) } : {}),
  });
}

export class Chart {
  private readonly bodyCache = new Map<ChartBodyId, ChartBody>();

  constructor(readonly input: ChartInput) {}

  /** A chart for a UTC instant (epoch ms) instead of a wall-clock text; `datetime` is its UTC ISO text. */
  static atInstant(utcMs: number, input: Omit<ChartInput, 'datetime' | 'instantMs'>): Chart {
    return new Chart({ ...input, datetime: utcIso(utcMs), instantMs: utcMs });
  }

  /** The instant: wall clock → UTC with the zone's offset and any gap/fold warning. */
  readonly time = lazy(() =>
    this.input.instantMs === undefined
      ? resolveLocalTime(this.input.datetime, this.input.location.timezone)
      : instantInZone(this.input.instantMs, this.input.location.timezone),
  );

  readonly frame = lazy(() => skyFrame(this.time().jdUT));

  /** ARMC = GAST + east longitude (docs/western.md §6). */
  readonly armc = lazy(() => norm360(this.frame().gastDeg + this.input.location.longitude));

  /**
   * The ayanamsa of the instant (degrees) and its rate (degrees per day), both 0 in the tropical
   * zodiac; the rate (≈ 50″ a year, precession) is taken from the longitudes' speeds too.
   */
  readonly zodiacOffset = lazy((): ZodiacOffset => zodiacOffset(this.input.ayanamsa, this.time().jdUT));

  /** A place in the chart's zodiac back on the true ecliptic and equinox of date (sidereal.ts). */
  tropicalPlace(lon: number, lat = 0): { lon: number; lat: number } {
    return tropicalPlace(this.input.ayanamsa, this.time().jdUT, lon, lat, this.zodiacOffset().degrees);
  }

  /** A tropical place of the chart's instant in its zodiac (sidereal.ts). */
  zodiacPlace(p: Motion): Motion {
    return zodiacPlace(this.input.ayanamsa, this.time().jdUT, p, this.zodiacOffset());
  }

  readonly houses = lazy(() => {
    const system = this.input.houseSystem;
    const input = {
      armc: this.armc(),
      obliquity: this.frame().obliquity,
      latitude: this.input.location.latitude,
      // Only Sunshine houses divide the Sun's own arcs.
      ...(system === 'SUNSHINE' ? { sunDeclination: this.position('sun').dec } : {}),
    };
    return zodiacHouses(system, input, this.input.ayanamsa ?? null, this.time().jdUT);
  });

  /** Gauquelin's 36 sectors (or Porphyry's 12 where Swiss gives up), in the chart's zodiac. */
  readonly gauquelin = lazy(() => {
    const input = { armc: this.armc(), obliquity: this.frame().obliquity, latitude: this.input.location.latitude };
    return inZodiac(this.input.ayanamsa, this.time().jdUT, input, gauquelinSectors);
  });

  bodyIds(): ChartBodyId[] {
    const ids: ChartBodyId[] = this.input.includeAsteroids ? [...CHART_BODIES, ...ASTEROID_BODIES] : [...CHART_BODIES];
    return this.input.points ? [...ids, ...this.input.points] : ids;
  }

  hasBody(id: ChartBodyId): boolean {
    return (CHART_BODIES as readonly string[]).includes(id) || this.input.includeAsteroids;
  }

  body(id: ChartBodyId): ChartBody {
    let body = this.bodyCache.get(id);
    if (!body) {
      const p = this.position(id);
      const { lon, lat, lonSpeed } = this.input.ayanamsa ? this.zodiacPlace(p) : p;
      // Written out: spreading the position was a fifth of a chart's time (V8's generic object clone).
      body = { lon, lat, dist: p.dist, lonSpeed, latSpeed: p.latSpeed, distSpeed: p.distSpeed, ra: p.ra, dec: p.dec, id, retrograde: lonSpeed < 0 };
      this.bodyCache.set(id, body);
    }
    return body;
  }

  /** The tropical place of a body or point (the sidereal shift is applied in `body`). */
  private position(id: ChartBodyId): BodyPosition {
    const jd = this.time().jdUT;
    switch (id) {
      case 'north_node':
        return bodyPosition('mean_node', jd);
      case 'south_node':
        return oppositePoint(this.position('north_node'), this.frame().obliquity);
      case 'mean_lilith':
        return this.withEquatorial(meanLilith(jdTT(jd)));
      case 'true_lilith':
        return this.withEquatorial(trueLilith(jdTT(jd)));
      case 'ceres':
      case 'pallas':
      case 'juno':
      case 'vesta':
        return this.withEquatorial(asteroidPosition(id, jd));
      default:
        return bodyPosition(id satisfies BodyId, jd);
    }
  }

  /** A point given in ecliptic coordinates, with its right ascension and declination. */
  private withEquatorial(p: { lon: number; lat: number; dist: number; lonSpeed: number; latSpeed: number }): BodyPosition {
    const eps = this.frame().obliquity;
    const ra = norm360(atan2d(sind(p.lon) * cosd(eps) - tand(p.lat) * sind(eps), cosd(p.lon)));
    const dec = asind(sind(p.lat) * cosd(eps) + cosd(p.lat) * sind(eps) * sind(p.lon));
    return { lon: p.lon, lat: p.lat, dist: p.dist, lonSpeed: p.lonSpeed, latSpeed: p.latSpeed, distSpeed: null, ra, dec };
  }

  /** House (1–12) of a longitude in this chart's cusps. */
  houseOf(lon: number): number {
    return houseOf(lon, this.houses().cusps);
  }

  /** Each body, and the ASC and MC, with the house it falls in. */
  readonly occupants = lazy((): { id: ChartBodyId | 'asc' | 'mc'; house: number }[] => {
    const { asc, mc } = this.houses();
    return [
      ...this.bodyIds().map((id) => ({ id, house: this.houseOf(this.body(id).lon) })),
      { id: 'asc' as const, house: this.houseOf(asc) },
      { id: 'mc' as const, house: this.houseOf(mc) },
    ];
  });

  readonly aspects = lazy((): Aspect[] => {
    const points: AspectPoint[] = this.bodyIds().map((id) => {
      const b = this.body(id);
      return { id, lon: b.lon, lonSpeed: b.lonSpeed, dec: b.dec };
    });
    const { asc, mc } = this.houses();
    const obl = this.frame().obliquity;
    // Declination belongs to the sky, not the zodiac: from the tropical longitude.
    const dec = (lon: number) => {
      const t = this.tropicalPlace(lon);
      return eclipticDeclination(t.lon, obl, t.lat);
    };
    points.push({ id: 'asc', lon: asc, lonSpeed: null, dec: dec(asc) });
    points.push({ id: 'mc', lon: mc, lonSpeed: null, dec: dec(mc) });
    // Aspects among the nodes themselves are fixed by construction (conjunct or opposite): omit them.
    return findAspects(points, this.input.aspectOptions).filter((a) => !(NODES.has(a.body1) && NODES.has(a.body2)));
  });

  /** Day chart when the Sun is above the horizon (docs/techniques.md §7). */
  readonly diurnal = lazy(() => isDiurnal(this.body('sun').lon, this.houses().asc));

  private readonly dignityCache = new Map<DignifiedBody, ReturnType<typeof essentialDignities>>();

  dignity(id: DignifiedBody): ReturnType<typeof essentialDignities> {
    let dignity = this.dignityCache.get(id);
    if (!dignity) {
      dignity = essentialDignities(id, this.body(id).lon, this.diurnal());
      this.dignityCache.set(id, dignity);
    }
    return dignity;
  }

  warnings(): string[] {
    return [...this.time().warnings, ...this.houses().warnings];
  }
}

/** TT Julian day of a UT one, through the service's ΔT model. */
const jdTT = (jdUT: number) => astroTime(jdUT).tt + J2000_JD;

/** Declination of an ecliptic place: sin δ = sin β · cos ε + cos β · sin ε · sin λ. */
function eclipticDeclination(lon: number, obliquity: number, lat = 0): number {
  return asind(sind(lat) * cosd(obliquity) + cosd(lat) * sind(obliquity) * sind(lon));
}

/** The point opposite a node: λ + 180°, same speed, mirrored equatorial coordinates. */
function oppositePoint(p: BodyPosition, obliquity: number): BodyPosition {
  const lon = norm360(p.lon + 180);
  return {
    ...p,
    lon,
    lat: -p.lat,
    ra: norm360(p.ra + 180),
    dec: eclipticDeclination(lon, obliquity),
  };
}
