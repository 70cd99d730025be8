/**
 * Lunar phases: the Moon–Sun elongation (λ☾ − λ☉, the same in either zodiac) reaches 0° (new),
 * 90° (first quarter), 180° (full) and 270° (last quarter). It grows monotonically, 11–15° a day
 * (the Moon is always faster than the Sun), so samples PHASE_STEP_DAYS apart bracket at most one
 * quarter each, and lunar-phases.ts's Newton steps on the ephemeris itself find it from the
 * bracket's linear guess. No Moon track is needed: a span without the Moon's transits samples the
 * Moon ≈ 25 times less often than its track would.
 */
import { norm360 } from '../angle.js';
import { bodyPosition, skyFrame } from '../ephemeris.js';
import { elongation, elongationInstant, quarterOf, type LunarQuarter } from '../lunar-phases.js';
import type { Zodiac } from './search.js';

/** Days between the elongation's samples: at most 6 × 15° = 90° apart, so one quarter at most. */
const PHASE_STEP_DAYS = 6;

export interface PhaseEvent {
  kind: 'phase';
  jdUT: number;
  phase: LunarQuarter;
  /** Moon − Sun, degrees (the phase's exact value). */
  elongation: number;
  moonLon: number;
  sunLon: number;
}

export function phaseEvents(from: number, to: number, zodiac: Zodiac): PhaseEvent[] {
  const out: PhaseEvent[] = [];
  let a = from;
  let ea = elongation(a).angle;
  while (a < to) {
    const b = Math.min(to, a + PHASE_STEP_DAYS);
    // Unwrapped: the elongation only grows.
    const eb = ea + norm360(elongation(b).angle - ea);
    for (let k = Math.floor(ea / 90) + 1; k * 90 <= eb; k++) {
      const { phase, elongation: angle } = quarterOf(k);
      const t = elongationInstant(angle, a + ((b - a) * (k * 90 - ea)) / (eb - ea)).jdUT;
      const dpsi = skyFrame(t).nutationLon;
      const lon = (id: 'moon' | 'sun') => norm360(zodiac.convert(t, bodyPosition(id, t), dpsi)[0]);
      out.push({ kind: 'phase', jdUT: t, phase, elongation: angle, moonLon: lon('moon'), sunLon: lon('sun') });
    }
    a = b;
    ea = eb;
  }
  return out;
}
