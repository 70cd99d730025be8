/**
 * Sign ingresses: the body's longitude in the search's zodiac crosses a multiple of 30° (sidereal:
 * the chart's sidereal longitude, search.ts). A backward crossing is a retrograde ingress.
 */
import { SIGNS, type SignName } from '../zodiac.js';
import type { EventBody } from './defaults.js';
import type { Track } from './search.js';

export interface IngressEvent {
  kind: 'ingress';
  jdUT: number;
  body: EventBody;
  fromSign: SignName;
  toSign: SignName;
  /** The cusp crossed, degrees (0, 30, … 330). */
  lon: number;
  retrograde: boolean;
}

const CUSPS = Float64Array.from(SIGNS, (_, i) => i * 30);

export function ingressEvents(track: Track, from: number, to: number): IngressEvent[] {
  const out: IngressEvent[] = [];
  track.crossings(CUSPS, from, to, (t, k, direction) => {
    const before = direction > 0 ? (k + 11) % 12 : k;
    const after = direction > 0 ? k : (k + 11) % 12;
    out.push({
      kind: 'ingress',
      jdUT: t,
      body: track.body,
      fromSign: SIGNS[before].en,
      toSign: SIGNS[after].en,
      lon: k * 30,
      retrograde: direction < 0,
    });
  });
  return out;
}
