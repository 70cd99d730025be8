/**
 * Lunar phases: the Moon–Sun elongation (λ☾ − λ☉, the same in either zodiac) reaches 0° (new),
 * 90° (first quarter), 180° (full) and 270° (last quarter). It grows monotonically, 11–15° a day
 * (the Moon is always faster than the Sun), so samples PHASE_STEP_DAYS apart bracket at most one
 * quarter each; the root is found by Newton steps on the ephemeris itself (bodyPosition), kept
 * inside its bracket. No Moon track is needed: a span without the Moon's transits samples the
 * Moon ≈ 25 times less often than its track would.
 */
import { norm360, wrap180 } from '../angle.js';
import { bodyPosition, skyFrame } from '../ephemeris.js';
import { quarterOf, type LunarQuarter } from '../lunar-phases.js';
import type { Zodiac } from './search.js';

/** Days between the elongation's samples: at most 6 × 15° = 90° apart, so one quarter at most. */
const PHASE_STEP_DAYS = 6;
/** A root is refined until its elongation is within this, degrees (≈ 0.0004″, about 0.1 ms of time). */
const PHASE_TOLERANCE_DEG = 1e-7;

export interface PhaseEvent {
  kind: 'phase';
  jdUT: number;
  phase: LunarQuarter;
  /** Moon − Sun, degrees (the phase's exact value). */
  elongation: number;
  moonLon: number;
  sunLon: number;
}

/** The elongation (degrees [0, 360)) and its rate (degrees a day) at `t` (JD UT). */
function elongation(t: number): { value: number; rate: number } {
  const moon = bodyPosition('moon', t);
  const sun = bodyPosition('sun', t);
  return { value: norm360(moon.lon - sun.lon), rate: moon.lonSpeed - sun.lonSpeed };
}

export function phaseEvents(from: number, to: number, zodiac: Zodiac): PhaseEvent[] {
  const out: PhaseEvent[] = [];
  let a = from;
  let ea = elongation(a).value;
  while (a < to) {
    const b = Math.min(to, a + PHASE_STEP_DAYS);
    // Unwrapped: the elongation only grows.
    const eb = ea + norm360(elongation(b).value - ea);
    for (let k = Math.floor(ea / 90) + 1; k * 90 <= eb; k++) {
      const target = k * 90;
      let t = a + ((b - a) * (target - ea)) / (eb - ea);
      for (let iter = 0; iter < 20; iter++) {
        const e = elongation(t);
        const f = wrap180(e.value - target);
        if (Math.abs(f) < PHASE_TOLERANCE_DEG) break;
        t = Math.min(b, Math.max(a, t - f / e.rate));
      }
      const { phase, elongation: angle } = quarterOf(k);
      const dpsi = skyFrame(t).nutationLon;
      const lon = (id: 'moon' | 'sun') => norm360(zodiac.convert(t, bodyPosition(id, t).lon, 0, dpsi)[0]);
      out.push({ kind: 'phase', jdUT: t, phase, elongation: angle, moonLon: lon('moon'), sunLon: lon('sun') });
    }
    a = b;
    ea = eb;
  }
  return out;
}
