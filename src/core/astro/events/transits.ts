/**
 * Transits of the moving bodies to natal points over a span: for each aspect (the six of
 * PREDICTIVE_ASPECTS, both sides of the natal point for the four that have two), the entry into orb,
 * every exact pass (numbered within the visit, retrograde ones flagged) and the exit.
 *
 * A body at λ aspects a natal point P at angle A from side s when λ = P + s·A; it is within orb
 * while |λ − (P + s·A)| < orb. So one list of target longitudes P + s·A + {−orb, 0, +orb} per body
 * answers every natal point and aspect from one sampling (search.ts): crossing the centre is an
 * exact pass; crossing an edge towards the centre is the entry, away from it the exit.
 */
import type { AspectType } from '../aspects.js';
import { norm360, wrap180 } from '../angle.js';
import { PREDICTIVE_ASPECTS, type PointId } from '../predictive.js';
import type { EventBody } from './defaults.js';
import type { Track } from './search.js';

export type TransitPhase = 'entry' | 'exact' | 'exit';

export interface TransitEvent {
  kind: 'transit';
  jdUT: number;
  phase: TransitPhase;
  body: EventBody;
  natalPoint: PointId;
  aspect: AspectType;
  /** The aspect's angle, degrees. */
  angle: number;
  /** The transiting body's longitude at the moment (search zodiac), degrees [0, 360). */
  lon: number;
  natalLon: number;
  /** Exact passes: 1, 2, 3 … within one visit of the orb; null for entries and exits. */
  pass: number | null;
  /** The body moves backwards at the moment. */
  retrograde: boolean;
}

export interface NatalTarget {
  id: PointId;
  lon: number;
}

interface Aim {
  point: NatalTarget;
  aspect: AspectType;
  angle: number;
  /** λ of exactness. */
  centre: number;
}

export function transitEvents(
  track: Track,
  natal: readonly NatalTarget[],
  types: readonly AspectType[],
  orb: number,
  from: number,
  to: number,
  /** The body's track over the given number of days before `track` starts. */
  earlier: (days: number) => Track,
): TransitEvent[] {
  const aims: Aim[] = [];
  for (const point of natal) {
    for (const { type, angle } of PREDICTIVE_ASPECTS) {
      if (!types.includes(type)) continue;
      for (const side of angle === 0 || angle === 180 ? [1] : [1, -1]) {
        aims.push({ point, aspect: type, angle, centre: norm360(point.lon + side * angle) });
      }
    }
  }
  // Targets sorted by longitude; offset 0 = exact, ±1 = the orb's edges.
  const raw = aims.flatMap((aim, a) => [-1, 0, 1].map((offset) => ({ lon: norm360(aim.centre + offset * orb), a, offset })));
  raw.sort((x, y) => x.lon - y.lon);
  const targets = Float64Array.from(raw, (r) => r.lon);
  // Each aim's state, from the track's start (the margin before the span).
  const start = track.t0;
  const inOrb = aims.map((aim) => Math.abs(wrap180(track.lon(start) - aim.centre)) < orb);
  const passes = passesUnderWay(aims, inOrb, orb, track, earlier);
  const out: TransitEvent[] = [];
  track.crossings(targets, start, to, (t, k, direction) => {
    const { a, offset } = raw[k];
    const aim = aims[a];
    let phase: TransitPhase;
    if (offset === 0) {
      phase = 'exact';
      passes[a]++;
    } else if (offset === -direction) {
      phase = 'entry';
      inOrb[a] = true;
      passes[a] = 0;
    } else {
      phase = 'exit';
      inOrb[a] = false;
    }
    if (t < from) return;
    out.push({
      kind: 'transit',
      jdUT: t,
      phase,
      body: track.body,
      natalPoint: aim.point.id,
      aspect: aim.aspect,
      angle: aim.angle,
      lon: norm360(track.lon(t)),
      natalLon: aim.point.lon,
      pass: phase === 'exact' ? passes[a] : null,
      retrograde: direction < 0,
    });
  });
  return out;
}

/** Looks back at most this far for the entry of a visit under way, days (a slow planet's visit of a wide orb lasts decades). */
const MAX_LOOKBACK_DAYS = 64 * 366;

/**
 * The exact passes already made, at the track's start, in each visit of the orb under way then, so
 * that the passes inside the span are numbered from the visit's first. The entry is looked for in
 * tracks sampled further back, doubling the look from 32 sampling steps until every visit's entry
 * is found (a slow planet's visit with its retrograde loops can last years).
 */
function passesUnderWay(aims: readonly Aim[], inOrb: readonly boolean[], orb: number, track: Track, earlier: (days: number) => Track): number[] {
  const passes = aims.map(() => 0);
  let pending = aims.flatMap((_, a) => (inOrb[a] ? [a] : []));
  // First look: a visit's width (2·orb) at the body's mean rate over its track, at least 32 steps.
  const rate = Math.abs(track.lon(track.t1) - track.lon(track.t0)) / (track.t1 - track.t0);
  const first = Math.max(32 * track.step, Math.min(MAX_LOOKBACK_DAYS, (2 * orb) / rate));
  for (let days = first; pending.length > 0 && days <= MAX_LOOKBACK_DAYS; days *= 2) {
    const past = earlier(days);
    pending = pending.filter((a) => {
      const centre = aims[a].centre;
      const edges = [-1, 0, 1].map((offset) => ({ lon: norm360(centre + offset * orb), offset })).sort((x, y) => x.lon - y.lon);
      let entered = false;
      let count = 0;
      past.crossings(Float64Array.from(edges, (e) => e.lon), past.t0, track.t0, (_t, k, direction) => {
        const { offset } = edges[k];
        if (offset === 0) count++;
        else if (offset === -direction) [entered, count] = [true, 0];
        else entered = false;
      });
      if (entered) passes[a] = count;
      return !entered;
    });
  }
  return passes;
}
