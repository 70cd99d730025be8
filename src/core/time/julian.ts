/** Julian days (UT) ↔ Unix epoch milliseconds, and astronomy-engine times. */
import * as Astronomy from 'astronomy-engine';
import { installDeltaT } from './delta-t.js';

/** Every AstroTime is built here, so the ΔT model is in place before the first one (docs/western.md §2). */
installDeltaT();

export const J2000_JD = 2451545.0;
/** JD of 1970-01-01T00:00:00Z (Meeus, Astronomical Algorithms ch. 7). */
const UNIX_EPOCH_JD = 2440587.5;
const MS_PER_DAY = 86_400_000;

export function jdFromEpochMs(ms: number): number {
  return UNIX_EPOCH_JD + ms / MS_PER_DAY;
}

export function epochMsFromJd(jd: number): number {
  return (jd - UNIX_EPOCH_JD) * MS_PER_DAY;
}

/** astronomy-engine time for a JD(UT); its argument is UT days from J2000 (docs/western.md §1). */
export function astroTime(jdUT: number): Astronomy.AstroTime {
  return new Astronomy.AstroTime(jdUT - J2000_JD);
}
