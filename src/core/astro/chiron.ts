/**
 * 2060 Chiron by numerical integration (docs/western.md §5).
 *
 * Four heliocentric epoch states are each integrated ±25 years (the last one on to the end of
 * 2100) with astronomy-engine's GravitySimulator (Sun + eight planets, 2-day step; integrated-orbit.ts),
 * which bounds the error by ≈ 3″ against the Swiss Ephemeris (§5). A window is integrated on its first
 * use (≈ 0.3 s; a server that never asks for Chiron pays nothing, and startup stays fast) and kept,
 * since it depends on nothing but these constants.
 * Between the 2-day nodes the state is a cubic Hermite interpolation of positions and velocities.
 */
import { DomainError } from '../errors.js';
import { integratedOrbit, type HelioState, type OrbitEpoch } from './integrated-orbit.js';

export type { HelioState } from './integrated-orbit.js';

/** The calendar years Chiron is integrated for (its epoch windows below). */
export const CHIRON_YEARS = { first: 1900, last: 2100 } as const;
export const CHIRON_RANGE_MESSAGE = `Chiron is available from ${CHIRON_YEARS.first}-01-01 to ${CHIRON_YEARS.last}-12-31 only`;

/** An instant outside the integrated range of Chiron (1900–2100). */
export class ChironRangeError extends DomainError {
  constructor(message: string) {
    super('DATE_OUT_OF_RANGE', message);
  }
}

/**
 * Epoch states: physical input data (like orbital elements) from the shared reference set,
 * test/fixtures/western/chiron-states.json (heliocentric, EQJ, geometric, TT).
 * Windows meet at 1 January 1950, 2000 and 2050; the outer ends are 1900-01-01 and 2101-01-01 TT
 * widened by 30 days: every UT instant of 1900–2100 is covered whatever ΔT is, and so is every
 * solar return of the return years 1900–2100 (a return chart always has Chiron), which for births
 * of 0001–9848 falls from 2 days before to 11 days after the birthday: the Gregorian year is longer
 * than the tropical one, and the Sun's place on a date moves with the perihelion.
 */
const EPOCHS: OrbitEpoch[] = [
  {
    from: 2414990.5, to: 2433282.5, jdTT: 2424151.5, // 1925-01-01
    r: [16.77460013889359, 6.822839032597457, 3.188853964879224],
    v: [-0.00177043848197126, 0.0026141828465909385, 0.0007092061031262355],
  },
  {
    from: 2433282.5, to: 2451544.5, jdTT: 2442413.5, // 1975-01-01
    r: [16.99398889261547, 6.618341341507865, 3.1310767986500907],
    v: [-0.0016812693653046329, 0.0026504431425406253, 0.0007266036101232942],
  },
  {
    from: 2451544.5, to: 2469807.5, jdTT: 2460676.5, // 2025-01-01
    r: [17.27379650991489, 6.173240349147246, 3.003635212782743],
    v: [-0.0015543261660530437, 0.0026960743287773852, 0.0007485726491004153],
  },
  {
    from: 2469807.5, to: 2488464.5, jdTT: 2478938.5, // 2075-01-01
    r: [17.49530318283293, 5.71698226194833, 2.871763775990273],
    v: [-0.0014178348530776179, 0.0027338881673016546, 0.0007673289217925409],
  },
];

const STEP_DAYS = 2;

const chironOrbit = integratedOrbit(EPOCHS, STEP_DAYS);

/** Heliocentric geometric state of Chiron at a TT Julian day (years 1900–2100). */
export function chironHelioState(jdTT: number): HelioState {
  const state = chironOrbit(jdTT);
  if (!state) throw new ChironRangeError(CHIRON_RANGE_MESSAGE);
  return state;
}

/**
 * Integrates the windows of most births (1950–2050) now rather than on a first request (≈ 0.2 s
 * each), so that no request, or signal, waits behind them.
 */
export function integrateCommonChironWindows(): void {
  for (const epoch of EPOCHS.slice(1, 3)) chironHelioState(epoch.jdTT);
}
