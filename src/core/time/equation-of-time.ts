/**
 * The equation of time: apparent solar time minus mean solar time, in minutes (docs/saju.md §3.1).
 * Apparent solar time is 12 h + the Sun's hour angle (GAST − its apparent right ascension of date);
 * mean solar time is UT read at the same meridian, so the longitude cancels:
 * E = GAST − α☉ + 12 h − UT (Meeus, Astronomical Algorithms ch. 28, in the hour-angle form).
 * About −14.2 min in mid-February and +16.4 min early in November.
 */
import * as Astronomy from 'astronomy-engine';
import { astroTime, jdFromEpochMs } from './julian.js';

const MS_PER_HOUR = 3_600_000;
const GEOCENTRE = new Astronomy.Observer(0, 0, 0);

export function equationOfTimeMinutes(utcMs: number): number {
  const time = astroTime(jdFromEpochMs(utcMs));
  const ra = Astronomy.Equator(Astronomy.Body.Sun, time, GEOCENTRE, true, true).ra;
  const ut = (((utcMs / MS_PER_HOUR) % 24) + 24) % 24;
  let hours = Astronomy.SiderealTime(time) - ra + 12 - ut;
  hours -= 24 * Math.round(hours / 24);
  return hours * 60;
}
