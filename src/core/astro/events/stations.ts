/**
 * Stations: the instants the longitude's rate (search zodiac) changes sign, i.e. the turning points
 * of the sampled track (search.ts). Turning from forward to backward is the retrograde station.
 * The Sun and the Moon never station.
 */
import { norm360 } from '../angle.js';
import type { EventBody } from './defaults.js';
import type { Track } from './search.js';

export type StationKind = 'retrograde' | 'direct';

export interface StationEvent {
  kind: 'station';
  jdUT: number;
  body: EventBody;
  station: StationKind;
  lon: number;
}

export const NEVER_STATIONARY: readonly EventBody[] = ['sun', 'moon'];

export function stationEvents(track: Track, from: number, to: number): StationEvent[] {
  if (NEVER_STATIONARY.includes(track.body)) return [];
  const out: StationEvent[] = [];
  const h = track.step;
  const first = Math.max(0, Math.floor((from - track.t0) / h));
  const last = Math.min(track.intervals - 1, Math.floor((to - track.t0) / h));
  for (let i = first; i <= last; i++) {
    const ti = track.t0 + i * h;
    const count = track.turningPoints(i, Math.max(from, ti), Math.min(to, ti + h));
    const turns = count === 0 ? [] : count === 1 ? [track.turn(0)] : [track.turn(0), track.turn(1)];
    for (const t of turns) {
      // The sign of the rate's change: its slope just after the station.
      const after = track.speed(Math.min(t + 1e-3, ti + h));
      out.push({ kind: 'station', jdUT: t, body: track.body, station: after < 0 ? 'retrograde' : 'direct', lon: norm360(track.lon(t)) });
    }
  }
  return out;
}
