/**
 * Returns of a body to its natal longitude (search zodiac) as a series: every crossing, numbered
 * within one return (a planet's retrograde loop can cross its natal place three times: passes 1, 2
 * and 3; a forward crossing after a forward crossing begins the next return).
 */
import { norm360 } from '../angle.js';
import type { EventBody } from './defaults.js';
import type { Track } from './search.js';

export interface ReturnEvent {
  kind: 'return';
  jdUT: number;
  body: EventBody;
  /** The natal longitude returned to, degrees. */
  lon: number;
  pass: number;
  retrograde: boolean;
}

export function returnEvents(track: Track, natalLon: number, from: number, to: number): ReturnEvent[] {
  const out: ReturnEvent[] = [];
  let pass = 0;
  let previous: 1 | -1 | 0 = 0;
  track.crossings(Float64Array.of(norm360(natalLon)), track.t0, to, (t, _k, direction) => {
    if (direction > 0) pass = previous < 0 ? pass + 1 : 1;
    // A backward crossing always follows a forward one: if the margin missed it, it is pass 2.
    else pass = previous === 0 ? 2 : pass + 1;
    previous = direction;
    if (t >= from) out.push({ kind: 'return', jdUT: t, body: track.body, lon: norm360(natalLon), pass, retrograde: direction < 0 });
  });
  return out;
}
