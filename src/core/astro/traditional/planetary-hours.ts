/**
 * Planetary hours (docs/techniques.md §10): the day from sunrise to sunset and the night from sunset
 * to the next sunrise, each divided into twelve equal (unequal-length, "temporal") hours. The first
 * hour of a day belongs to the planet of its weekday, the others follow in Chaldean order (Saturn,
 * Jupiter, Mars, Sun, Venus, Mercury, Moon; Vettius Valens I.10, and Lilly, Christian Astrology,
 * p. 474 ff.). Sunrise and sunset are those of the Sun's upper limb with the standard refraction
 * (astronomy-engine SearchRiseSet, as the Swiss Ephemeris' swe_rise_trans computes them by default).
 * Where the Sun does not rise or set that day (polar day or night), the day is 24 equal hours from
 * local midnight, the first ruled by the weekday's planet.
 */
import * as Astronomy from 'astronomy-engine';
import { DateTime } from 'luxon';
import { DomainError } from '../../errors.js';
import { observerAt } from '../observer.js';
import { astroTime, epochMsFromJd, jdFromEpochMs, J2000_JD } from '../../time/julian.js';

/** Chaldean order, slowest to fastest. */
export const CHALDEAN_ORDER = ['saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon'] as const;
export type ClassicalPlanet = (typeof CHALDEAN_ORDER)[number];

/** The planet of each weekday, luxon's 1 = Monday … 7 = Sunday. */
const WEEKDAY_RULERS: Readonly<Record<number, ClassicalPlanet>> = {
  1: 'moon', 2: 'mars', 3: 'mercury', 4: 'jupiter', 5: 'venus', 6: 'saturn', 7: 'sun',
};

export type DayKind = 'NORMAL' | 'POLAR_DAY' | 'POLAR_NIGHT';

export interface PlanetaryHour {
  /** 1–24: 1–12 the day hours, 13–24 the night hours. */
  number: number;
  ruler: ClassicalPlanet;
  isDay: boolean;
  startMs: number;
  endMs: number;
}

export interface PlanetaryDay {
  kind: DayKind;
  dayRuler: ClassicalPlanet;
  sunriseMs: number | null;
  sunsetMs: number | null;
  nextSunriseMs: number | null;
  hours: PlanetaryHour[];
}

const msOf = (t: Astronomy.AstroTime) => epochMsFromJd(t.ut + J2000_JD);

/** The next sunrise or sunset after an instant within `days`, or null. */
function riseSet(observer: Astronomy.Observer, direction: 1 | -1, fromMs: number, days: number): number | null {
  const t = Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, direction, astroTime(jdFromEpochMs(fromMs)), days);
  return t ? msOf(t) : null;
}

/** The planetary hours of a local date (YYYY-MM-DD in `zone`) at a place. */
export function planetaryHours(date: string, latitude: number, longitude: number, zone: string, elevation = 0): PlanetaryDay {
  const midnight = DateTime.fromISO(date, { zone });
  if (!midnight.isValid) throw new DomainError('INVALID_DATE', `date must be YYYY-MM-DD, got ${date}`);
  const startMs = midnight.toMillis();
  const endMs = midnight.plus({ days: 1 }).toMillis();
  const dayRuler = WEEKDAY_RULERS[midnight.weekday];
  const observer = observerAt(latitude, longitude, elevation);
  const sunrise = riseSet(observer, 1, startMs, (endMs - startMs) / 86_400_000);
  const sunset = sunrise === null ? null : riseSet(observer, -1, sunrise, 1);
  const nextSunrise = sunset === null ? null : riseSet(observer, 1, sunset, 2);
  const order = CHALDEAN_ORDER.indexOf(dayRuler);
  const ruler = (i: number) => CHALDEAN_ORDER[(order + i) % 7];

  if (sunrise === null || sunset === null || nextSunrise === null) {
    // Polar day or night: the Sun's altitude at the middle of the local day says which.
    const middle = astroTime(jdFromEpochMs((startMs + endMs) / 2));
    const sun = Astronomy.Equator(Astronomy.Body.Sun, middle, observer, true, true);
    const altitude = Astronomy.Horizon(middle, observer, sun.ra, sun.dec, 'normal').altitude;
    const hour = (endMs - startMs) / 24;
    return {
      kind: altitude > 0 ? 'POLAR_DAY' : 'POLAR_NIGHT',
      dayRuler,
      sunriseMs: sunrise,
      sunsetMs: sunset,
      nextSunriseMs: nextSunrise,
      hours: Array.from({ length: 24 }, (_, i) => ({
        number: i + 1, ruler: ruler(i), isDay: altitude > 0, startMs: startMs + i * hour, endMs: startMs + (i + 1) * hour,
      })),
    };
  }
  const dayHour = (sunset - sunrise) / 12;
  const nightHour = (nextSunrise - sunset) / 12;
  const hours = Array.from({ length: 24 }, (_, i): PlanetaryHour => {
    const isDay = i < 12;
    const start = isDay ? sunrise + i * dayHour : sunset + (i - 12) * nightHour;
    return { number: i + 1, ruler: ruler(i), isDay, startMs: start, endMs: start + (isDay ? dayHour : nightHour) };
  });
  return { kind: 'NORMAL', dayRuler, sunriseMs: sunrise, sunsetMs: sunset, nextSunriseMs: nextSunrise, hours };
}
