/**
 * The event search's defaults and limits (docs/western.md, "Events over a span"): one home for the
 * span limit, the sampling steps and the root-finding tolerance.
 */
import type { AspectType } from '../aspects.js';
import { ASTRO_DEFAULTS } from '../defaults.js';
import { ASTEROID_BODIES, EXTRA_POINTS } from '../chart.js';
import { CHART_POINTS, PREDICTIVE_ASPECTS, type PointId } from '../predictive.js';

/** The moving bodies an event search follows (mean node and the extra points are natal-only). */
export const EVENT_BODIES = [
  'sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true_node', 'chiron',
] as const;
export type EventBody = (typeof EVENT_BODIES)[number];

/** The natal points transits can aim at: the chart's bodies and angles, the extras and the named points. */
export const EVENT_NATAL_POINTS: readonly PointId[] = [...CHART_POINTS, ...ASTEROID_BODIES, ...EXTRA_POINTS];

export const EVENTS_DEFAULTS = {
  /**
   * The longest span of one search, years (the documented limit): five years of the nine bodies
   * besides the Moon with every kind are ≈ 250 ms of CPU in one request with their answer
   * (bench/largest-request.ts), the bound of one request; a longer span is several requests.
   */
  maxSpanYears: 5,
  /**
   * The longest span of the Moon's transits, years: they are ≈ 5,200 events (≈ 1.7 M characters of
   * REST answer) a year, so a longer span would pass the answer limit after all the work is done.
   */
  maxMoonTransitYears: 2,
  /** The ten bodies Sun … Pluto. */
  bodies: EVENT_BODIES.slice(0, 10) as readonly EventBody[],
  /** One orb for every aspect type, degrees (as the transits at a moment). */
  orb: ASTRO_DEFAULTS.transits.orb,
  aspects: PREDICTIVE_ASPECTS.map((a) => a.type) as readonly AspectType[],
  /** The natal bodies and the ASC and MC. */
  natalPoints: CHART_POINTS,
  /**
   * Sampling step of each body, days. Between samples the longitude is the cubic Hermite
   * interpolant of longitude and speed; these steps keep it within 0.02″ of the ephemeris
   * (measured over 1950–2050 by test/core/events.test.ts). Powers of two times the Moon's step, so
   * the bodies share instants (one Earth state and frame per instant).
   */
  stepDays: {
    moon: 0.5, true_node: 0.25, sun: 4, mercury: 0.5, venus: 1, mars: 2,
    jupiter: 4, saturn: 4, uranus: 4, neptune: 4, pluto: 4, chiron: 1,
  } satisfies Record<EventBody, number> as Record<EventBody, number>,
  /**
   * Days sampled before the span so that an orb visit or a retrograde loop already under way at
   * the start is numbered from its first pass (the Sun and Moon never turn back).
   */
  marginDays: {
    moon: 0, sun: 0, true_node: 0, mercury: 60, venus: 90, mars: 160,
    jupiter: 365, saturn: 365, uranus: 365, neptune: 365, pluto: 365, chiron: 365,
  } satisfies Record<EventBody, number> as Record<EventBody, number>,
  /**
   * The steps of a look further back for a visit's entry are this many times longer: there only the
   * order of the crossings counts, and the interpolant stays within arcseconds of the ephemeris.
   */
  lookbackStepFactor: 4,
  /** A root is refined until its bracket is below this, days (≈ 0.001 s). */
  rootToleranceDays: 1e-8,
  /**
   * Bodies whose interpolant strays beyond 0.04″ (the true node's speed is a finite difference of
   * an osculating element: up to 0.1″, i.e. 47 s near its stations): each of their roots gets
   * secant steps on the ephemeris itself until the longitude is within polishToleranceDeg. The
   * true node's longitude itself is smooth only to ≈ 0.01″ (an osculating element of the Moon's
   * apparent state), which is where the steps stop.
   */
  polishedBodies: ['true_node'] as readonly EventBody[],
  /**
   * Within this difference of longitude from the Sun (degrees; the elongation is at most a few
   * tenths larger for Pluto's latitude) a planet's track is the ephemeris itself: the light
   * deflection, 0.00407″·cot(E/2), varies there too fast for cubic interpolation (up to 1.5″ off
   * at 4-day steps near conjunction); beyond 4° it stays below 0.12″ and smooth.
   */
  nearSunDeg: 4,
  polishToleranceDeg: 0.005 / 3600,
} as const;
