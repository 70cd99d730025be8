/**
 * The sidereal zodiac: the one rule by which a place on the true ecliptic and equinox of date (the
 * tropical zodiac of ephemeris.ts) becomes a place in an ayanamsa's zodiac, and back, for the chart
 * and every technique (returns, transit searches, composite, progressions, directions, Gauquelin
 * sectors, fixed stars; docs/western.md §4a).
 *
 * Most modes subtract the ayanamsa of the instant from the longitude. The modes Swiss projects onto
 * the ecliptic of their epoch (ECLIPTIC_T0_MODES: J2000, SE_SIDBIT_ECL_T0) refer the place to that
 * ecliptic and equinox instead (eclipticOfJ2000): the longitude differs from λ − ayanamsa by up to the
 * ecliptic's tilt since J2000 (47″ a century) times tan β, and the latitude is the J2000 ecliptic's.
 * Their houses are that ecliptic's own (eclipticT0Frame, swehouse.c sidereal_houses_ecl_t0).
 */
import { atan2d, cosd, norm360, sind, wrap180 } from './angle.js';
import { ECLIPTIC_T0_MODES, ayanamsaUT, eclipticT0Frame, type Ayanamsa } from './ayanamsa.js';
import { eclipticOfDate, eclipticOfJ2000 } from './ephemeris.js';
import { computeHouses, type HouseInput, type HouseSystem, type Houses } from './houses.js';
import { J2000_JD, astroTime } from '../time/julian.js';

/** A place and its motion: λ, β (degrees) and their speeds (degrees per day). */
export interface Motion {
  lon: number;
  lat: number;
  lonSpeed: number;
  latSpeed: number;
}

/** The ayanamsa of an instant (degrees) and its rate (degrees per day); both 0 in the tropical zodiac. */
export interface ZodiacOffset {
  degrees: number;
  rate: number;
}

/** Whether a mode's places are those of the ecliptic of its epoch rather than λ − ayanamsa. */
export function projectedMode(mode: Ayanamsa | null | undefined): boolean {
  return !!mode && ECLIPTIC_T0_MODES.includes(mode);
}

/** The ayanamsa at a UT instant and its rate (central difference over ±1 day: ≈ 50″ a year, precession). */
export function zodiacOffset(mode: Ayanamsa | null | undefined, jdUT: number): ZodiacOffset {
  if (!mode) return { degrees: 0, rate: 0 };
  const rate = wrap180(ayanamsaUT(mode, jdUT + 1) - ayanamsaUT(mode, jdUT - 1)) / 2;
  return { degrees: ayanamsaUT(mode, jdUT), rate };
}

/**
 * A tropical apparent place (true ecliptic and equinox of date) in the zodiac of `mode` at `jdUT`,
 * given that instant's offset. In every mode the longitude's speed loses the offset's rate (the
 * frame's precession); a projected mode also turns the speeds onto the ecliptic of J2000.
 */
export function zodiacPlace(mode: Ayanamsa | null | undefined, jdUT: number, p: Motion, offset: ZodiacOffset): Motion {
  if (!mode) return p;
  if (projectedMode(mode)) {
    const q = eclipticOfJ2000(jdUT, p.lon, p.lat, p.lonSpeed, p.latSpeed);
    return { lon: q.lon, lat: q.lat, lonSpeed: q.lonSpeed - offset.rate, latSpeed: q.latSpeed };
  }
  return { lon: norm360(p.lon - offset.degrees), lat: p.lat, lonSpeed: p.lonSpeed - offset.rate, latSpeed: p.latSpeed };
}

/** The inverse of zodiacPlace for a direction: a place in the zodiac back on the true ecliptic and equinox of date. */
export function tropicalPlace(mode: Ayanamsa | null | undefined, jdUT: number, lon: number, lat: number, offsetDegrees: number): { lon: number; lat: number } {
  if (!mode) return { lon, lat };
  if (projectedMode(mode)) return eclipticOfDate(jdUT, lon, lat);
  return { lon: norm360(lon + offsetDegrees), lat };
}

/** Cusps and angles (Houses, Gauquelin sectors): what zodiacHouses shifts. */
interface HouseLongitudes {
  cusps: number[];
  asc: number;
  mc: number;
  dsc?: number;
  ic?: number;
  vertex?: number;
}

/**
 * Houses of a zodiac from the function computing them on an ecliptic (`compute`, given ARMC, obliquity
 * and latitude): tropical (mode null), the tropical ones less the ayanamsa, or, for a projected mode,
 * those of the ecliptic of its epoch — computed for ARMC less the auxiliary vernal point's right
 * ascension with that ecliptic's obliquity of date, less the arc to the auxiliary point (eclipticT0Frame).
 */
export function inZodiac<H extends HouseLongitudes>(mode: Ayanamsa | null | undefined, jdUT: number, input: HouseInput, compute: (input: HouseInput) => H): H {
  if (mode && projectedMode(mode)) {
    const frame = eclipticT0Frame(mode, jdTT(jdUT));
    return shiftHouses(compute({ ...input, armc: norm360(input.armc - frame.raOfNode), obliquity: frame.obliquity }), frame.arc);
  }
  return shiftHouses(compute(input), mode ? ayanamsaUT(mode, jdUT) : 0);
}

/** The houses of a system in the zodiac of `mode` (see inZodiac). */
export function zodiacHouses<S extends HouseSystem>(system: S, input: HouseInput, mode: Ayanamsa | null | undefined, jdUT: number): Houses<S> {
  return inZodiac(mode, jdUT, input, (i) => computeHouses(system, i));
}

/**
 * The ARMC whose MC in the zodiac of `mode` is `mcLon`, with the true obliquity of date: the MC
 * formula MC = atan2(sin θ, cos θ·cos ε) inverted, θ = atan2(sin λ·cos ε, cos λ), on the ecliptic
 * the zodiac's houses are computed on (inZodiac).
 */
export function armcOfMc(mode: Ayanamsa | null | undefined, jdUT: number, mcLon: number, obliquity: number): number {
  const armcOf = (lon: number, eps: number) => norm360(atan2d(sind(lon) * cosd(eps), cosd(lon)));
  if (mode && projectedMode(mode)) {
    const frame = eclipticT0Frame(mode, jdTT(jdUT));
    return norm360(armcOf(mcLon + frame.arc, frame.obliquity) + frame.raOfNode);
  }
  const offset = mode ? ayanamsaUT(mode, jdUT) : 0;
  return armcOf(offset === 0 ? mcLon : norm360(mcLon + offset), obliquity);
}

/** Every cusp and angle less `degrees` (unchanged when it is 0). */
function shiftHouses<H extends HouseLongitudes>(houses: H, degrees: number): H {
  if (degrees === 0) return houses;
  const shift = (lon: number) => norm360(lon - degrees);
  const out: H = { ...houses, cusps: houses.cusps.map(shift), asc: shift(houses.asc), mc: shift(houses.mc) };
  for (const k of ['dsc', 'ic', 'vertex'] as const) {
    const lon = houses[k];
    if (lon !== undefined) out[k] = shift(lon);
  }
  return out;
}

/** TT Julian day of a UT one, through the service's ΔT model. */
const jdTT = (jdUT: number) => astroTime(jdUT).tt + J2000_JD;
