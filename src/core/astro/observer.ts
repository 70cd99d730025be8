/**
 * A place on the Earth as astronomy-engine observes from it. Its refraction model is the standard
 * atmosphere from 500 m below sea level to 100 km up (astronomy-engine's Atmosphere), so a height
 * outside that range is refused here as bad input rather than thrown as a string by the library.
 */
import * as Astronomy from 'astronomy-engine';
import { DomainError } from '../errors.js';

export const ELEVATION_RANGE_M = { min: -500, max: 100_000 } as const;

export function observerAt(latitude: number, longitude: number, elevation = 0): Astronomy.Observer {
  if (!Number.isFinite(elevation) || elevation < ELEVATION_RANGE_M.min || elevation > ELEVATION_RANGE_M.max) {
    throw new DomainError(
      'INVALID_LOCATION',
      `elevation must be between ${ELEVATION_RANGE_M.min} and ${ELEVATION_RANGE_M.max} metres, got ${elevation}`,
    );
  }
  return new Astronomy.Observer(latitude, longitude, elevation);
}
