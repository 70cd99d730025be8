/**
 * Lunar phases: the Moon–Sun elongation (λ☾ − λ☉, the same in either zodiac) reaches 0° (new),
 * 90° (first quarter), 180° (full) and 270° (last quarter). It grows monotonically (the Moon is
 * always faster than the Sun), so each sample interval of the Moon's track brackets at most one
 * phase; the root is refined on the two tracks as the crossings are (search.ts).
 */
import { norm360 } from '../angle.js';
import { quarterOf, type LunarQuarter } from '../lunar-phases.js';
import { EVENTS_DEFAULTS } from './defaults.js';
import type { Track } from './search.js';


export interface PhaseEvent {
  kind: 'phase';
  jdUT: number;
  phase: LunarQuarter;
  /** Moon − Sun, degrees (the phase's exact value). */
  elongation: number;
  moonLon: number;
  sunLon: number;
}

export function phaseEvents(moon: Track, sun: Track, from: number, to: number): PhaseEvent[] {
  const elong = (t: number) => moon.lon(t) - sun.lon(t);
  const out: PhaseEvent[] = [];
  const h = moon.step;
  for (let a = from; a < to; a += h) {
    const b = Math.min(to, a + h);
    const ea = elong(a);
    const eb = elong(b);
    // Quarter boundaries k·90° in (ea, eb].
    for (let k = Math.floor(ea / 90) + 1; k * 90 <= eb; k++) {
      const target = k * 90;
      let lo = a;
      let hi = b;
      let t = a + ((b - a) * (target - ea)) / (eb - ea);
      for (let iter = 0; iter < 40 && hi - lo > EVENTS_DEFAULTS.rootToleranceDays; iter++) {
        const f = elong(t) - target;
        if (f < 0) lo = t;
        else hi = t;
        const next = t - f / (moon.speed(t) - sun.speed(t));
        t = next > lo && next < hi ? next : (lo + hi) / 2;
        if (Math.abs(f) < 1e-10) break;
      }
      const { phase, elongation } = quarterOf(k);
      out.push({ kind: 'phase', jdUT: t, phase, elongation, moonLon: norm360(moon.lon(t)), sunLon: norm360(sun.lon(t)) });
    }
  }
  return out;
}
