/** The Western natal and predictive operations. */
import { EVENTS_DEFAULTS, eventSpanDays } from '../core/astro/events/index.js';
import { natal, natalInput, seoul } from './examples.js';
import { feature, operation } from './types.js';

const flat = (path: string) => ({ method: 'POST', path, style: 'flat' }) as const;
const paid = { free: false };

const EVENTS = feature('events', 24, paid);

/**
 * Years of an event search's span begun, 1 … the limit, a year counted as 366 days so that any
 * calendar year is one (an unreadable span counts as one): a year of ten bodies and every kind with
 * its answer is ≈ 50 ms of CPU, so the longest span is one request's credit limit.
 */
function eventYearsBegun(input: unknown): number {
  const { from, to } = (input ?? {}) as { from?: unknown; to?: unknown };
  const days = typeof from === 'string' && typeof to === 'string' ? eventSpanDays(from, to) : Number.NaN;
  return Number.isFinite(days) ? Math.min(EVENTS_DEFAULTS.maxSpanYears, Math.max(1, Math.ceil(days / 366))) : 1;
}

export const NATAL_CHART = feature('natal-chart', 2);

export const westernOperations = [
  operation({
    name: 'natalChart',
    graphql: 'westernNatalChart',
    feature: NATAL_CHART,
    rest: { method: 'POST', path: '/v1/astrology/natal-chart', style: 'object' },
    contract: true,
    tag: 'Natal chart',
    summary: 'Natal chart',
    description:
      'The chart record in the envelope. A datetime without offset is wall-clock time in location.timezone ' +
      '(default UTC). House systems in any letter case; include_asteroids adds chiron, north_node (mean) and south_node.',
    example: natalInput,
  }),
  operation({
    name: 'natalChartDemo',
    graphql: 'westernNatalChartDemo',
    feature: feature('natal-chart-demo', 1),
    rest: { method: 'GET', path: '/v1/astrology/natal-chart/demo', style: 'object' },
    contract: true,
    tag: 'Natal chart',
    summary: 'Natal chart demo',
    description: 'A fixed sample chart, computed on each call: Seoul, 1988-09-17 10:30 local time (+10:00), Placidus, with asteroids.',
  }),
  operation({
    name: 'transits',
    graphql: 'westernTransits',
    feature: feature('transits', 3, paid),
    rest: flat('/v1/astrology/transits'),
    contract: true,
    tag: 'Predictive',
    summary: 'Transits',
    description:
      'Natal and transiting bodies and the aspects from the transiting bodies to the natal bodies, ASC and MC ' +
      '(default orb 3.0). transit_location defaults to the natal place.',
    example: { ...natal, transit_datetime: '2026-01-01T12:00:00', house_system: 'PLACIDUS', orb_degrees: 3.0 },
  }),
  operation({
    name: 'events',
    graphql: 'westernEvents',
    feature: EVENTS,
    credits: ({ input }) => EVENTS.credits * eventYearsBegun(input),
    costNote: `${EVENTS.credits} credits per year of the span begun (at most ${EVENTS_DEFAULTS.maxSpanYears} years)`,
    rest: flat('/v1/astrology/events'),
    contract: false,
    tag: 'Predictive',
    summary: 'Events over a span',
    description:
      `An addition beyond the reference interface. Between start_date and end_date (at most ${EVENTS_DEFAULTS.maxSpanYears} years, ` +
      `${EVENTS_DEFAULTS.maxMoonTransitYears} when the transits include the Moon; ` +
      `priced ${EVENTS.credits} credits per year begun): transits of the bodies to the natal bodies, ASC and MC with entry into orb, every exact ` +
      'pass (numbered, retrograde flagged) and exit; sign ingresses; retrograde and direct stations; new moons, quarters and full ' +
      'moons; solar and lunar eclipses (with visibility and contacts at location); returns of return_bodies to their natal ' +
      'longitudes. Instants come from root finding on the service’s ephemeris, to the second; include picks the kinds computed.',
    example: {
      ...natal,
      start_date: '2026-01-01',
      end_date: '2026-06-30',
      bodies: ['sun', 'mars', 'jupiter'],
      aspects: ['conjunction', 'square', 'opposition'],
      orb_degrees: 2.0,
      include: ['transits', 'ingresses', 'stations', 'lunar_phases', 'eclipses', 'returns'],
      return_bodies: ['sun', 'moon'],
      location: seoul,
    },
  }),
  operation({
    name: 'progressions',
    graphql: 'westernProgressions',
    feature: feature('progressions', 3, paid),
    rest: flat('/v1/astrology/progressions'),
    contract: true,
    tag: 'Predictive',
    summary: 'Secondary progressions',
    description:
      'Day-for-a-year progressions from the exact birth instant; progressed ASC and MC by the solar arc in right ascension ' +
      '(default orb 2.0).',
    example: { ...natal, target_datetime: '2026-05-15T12:00:00', orb_degrees: 2.0 },
  }),
  operation({
    name: 'solarArc',
    graphql: 'westernSolarArc',
    feature: feature('solar-arc', 3, paid),
    rest: flat('/v1/astrology/solar-arc'),
    contract: false,
    tag: 'Predictive',
    summary: 'Solar arc directions',
    description:
      'An addition beyond the reference interface. Every natal point — the bodies, ASC, MC and the twelve cusps of house_system — ' +
      'moved forward by the solar arc: the progressed Sun (day for a year, as /progressions) less the natal Sun, or with ' +
      'arc_method naibod the mean 0°59′08.33″ a year; aspects_to_natal lists the directed bodies, ASC and MC within orb_degrees ' +
      '(default 1.0) of the natal ones. zodiac sidereal reads both Suns and every point less the ayanamsa.',
    example: { ...natal, target_datetime: '2026-05-15T12:00:00', orb_degrees: 1.0 },
  }),
  operation({
    name: 'progressedLunations',
    graphql: 'westernProgressedLunations',
    feature: feature('progressed-lunations', 3, paid),
    costNote: 'includes up to 120 years of quarters and the current phase',
    rest: flat('/v1/astrology/progressed-lunations'),
    contract: false,
    tag: 'Predictive',
    summary: 'Progressed lunation cycle',
    description:
      'An addition beyond the reference interface. The progressed New Moon, First Quarter, Full Moon and Last Quarter between ' +
      'from_age and to_age (default 0–90, at most 120 years apart): the ephemeris instants after the birth where the Moon ' +
      'leads the Sun by 0°, 90°, 180°, 270°, each day standing for a year of life (365.24219 days). With target_datetime, ' +
      "current_phase gives Rudhyar's phase (new, crescent, first_quarter, gibbous, full, disseminating, last_quarter, balsamic), " +
      'where it began and ends, and the progressed New Moon that opened the cycle.',
    example: { ...natal, target_datetime: '2026-05-15T12:00:00', from_age: 0, to_age: 90 },
  }),
  operation({
    name: 'solarReturn',
    graphql: 'westernSolarReturn',
    feature: feature('solar-return', 4),
    costNote: 'includes the lunar return and the relocated chart',
    rest: flat('/v1/astrology/solar-return'),
    contract: true,
    tag: 'Predictive',
    summary: 'Solar return',
    description:
      "The chart of the instant the Sun returns to its natal longitude in return_year. include_relocated adds the same " +
      'instant at relocated_location; include_lunar_return the first lunar return after it.',
    example: {
      ...natal,
      return_year: 2026,
      include_relocated: true,
      relocated_location: { latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' },
      include_lunar_return: true,
    },
  }),
] as const;
