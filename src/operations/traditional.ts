/**
 * The traditional and locational pack (docs/techniques.md §8–§14): additions whose REST answer is
 * their GraphQL shape (src/rest/graphql-route.ts: the body is the root field's `input` in
 * snake_case, the answer its data in snake_case). Priced by the CPU time of each operation's largest
 * request (`npm run bench`, bench/traditional-core.ts) and, like the classical techniques, not in
 * the Free tier.
 */
import { TRADITIONAL_DEFAULTS } from '../core/astro/traditional/defaults.js';
import { voidSpanDays } from '../core/astro/traditional/void-moon.js';
import { natal } from './examples.js';
import { feature, operation } from './types.js';

const flat = (path: string) => ({ method: 'POST', path, style: 'flat' }) as const;
const paid = { free: false };
const birth = { natal_datetime: natal.natal_datetime, natal_location: natal.natal_location, name: natal.name };

const VOID_MOON = feature('void-moon', 5, paid);
/** The lines, parans and relocation (the map picture, POST …/astrocartography/svg, adds one picture). */
export const ASTROCARTOGRAPHY = feature('astrocartography', 10, paid);
/** A void-Moon span is priced by the months it begins, a month counted as 31 days so that any calendar month is one. */
const VOID_MONTH_DAYS = 31;
const VOID_MAX_MONTHS = Math.ceil(TRADITIONAL_DEFAULTS.voidMoonMaxSpanDays / VOID_MONTH_DAYS);

/**
 * Months of a void-Moon span begun, 1 … 12 (an unreadable span counts as one). `npm run bench`: a
 * month with Uranus–Pluto ≈ 2–5 ms of CPU, a year ≈ 22 ms (each further month ≈ 1.8 ms), so the
 * first month costs the feature's credits and each further month one credit.
 */
function voidMonthsBegun(input: unknown): number {
  const { from, to } = (input ?? {}) as { from?: unknown; to?: unknown };
  const days = typeof from === 'string' && typeof to === 'string' ? voidSpanDays(from, to) : Number.NaN;
  return Number.isFinite(days) ? Math.min(VOID_MAX_MONTHS, Math.max(1, Math.ceil(days / VOID_MONTH_DAYS))) : 1;
}

export const traditionalOperations = [
  operation({
    name: 'westernLots',
    answer: 'graphql',
    // The natal chart the client sent stays out of the REST answer.
    restOmits: ['WesternLots.natalChart'],
    feature: feature('lots', 2, paid),
    rest: flat('/v1/astrology/lots'),
    contract: false,
    tag: 'Classical',
    summary: 'Hellenistic lots',
    description:
      'Fortune, Spirit, Eros, Necessity, Courage, Victory, Nemesis (Paulus), Basis and Exaltation by the chart’s sect, and up to ' +
      '12 formulas A + B − C of the user’s own (reversed at night unless reversal NONE): longitude, sign, houses, ruler.',
    example: { ...birth, custom: [{ name: 'Lot of Marriage', b: 'venus', c: 'saturn', reversal: 'none' }] },
  }),
  operation({
    name: 'westernReleasing',
    answer: 'graphql',
    // The natal chart the client sent stays out of the REST answer.
    restOmits: ['WesternReleasing.natalChart'],
    feature: feature('releasing', 3, paid),
    rest: flat('/v1/astrology/zodiacal-releasing'),
    contract: false,
    tag: 'Classical',
    summary: 'Zodiacal releasing',
    description:
      'Valens’s zodiacal releasing from a lot (default Spirit) or a formula of the user’s own: levels 1–4 with the loosing of the ' +
      'bond and the peaks angular to Fortune, 360-day years by default; at most 120 years of ages, levels 3–4 over at most 10.',
    example: { ...birth, lot: 'fortune', from_age: 20, to_age: 45, levels: 2 },
  }),
  operation({
    name: 'westernPlanetaryHours',
    answer: 'graphql',
    feature: feature('planetary-hours', 2, paid),
    rest: flat('/v1/astrology/planetary-hours'),
    contract: false,
    tag: 'Classical',
    summary: 'Planetary hours',
    description: 'The 24 planetary hours of a local date at a place, Chaldean order; polar day and night as 24 equal hours.',
    example: { date: '2024-03-20', location: natal.natal_location },
  }),
  operation({
    name: 'westernVoidMoon',
    answer: 'graphql',
    feature: VOID_MOON,
    credits: ({ input }) => VOID_MOON.credits + voidMonthsBegun(input) - 1,
    costNote: `${VOID_MOON.credits} credits for the first ${VOID_MONTH_DAYS} days of the span, 1 credit per further ${VOID_MONTH_DAYS} days begun (at most ${TRADITIONAL_DEFAULTS.voidMoonMaxSpanDays} days)`,
    rest: flat('/v1/astrology/void-of-course-moon'),
    contract: false,
    tag: 'Classical',
    summary: 'Void-of-course Moon',
    description:
      `Windows from the Moon’s last Ptolemaic aspect to its sign ingress, over a span of at most ${TRADITIONAL_DEFAULTS.voidMoonMaxSpanDays} days ` +
      `(a calendar year), priced by the months it begins; include_modern adds Uranus–Pluto.`,
    example: { from: '2024-01-01', to: '2024-01-31' },
  }),
  operation({
    name: 'westernFixedStars',
    answer: 'graphql',
    // The natal chart the client sent stays out of the REST answer.
    restOmits: ['WesternFixedStars.natalChart'],
    feature: feature('fixed-stars', 5, paid),
    rest: flat('/v1/astrology/fixed-stars'),
    contract: false,
    tag: 'Classical',
    summary: 'Fixed stars',
    description: 'The 321 named stars of the Yale Bright Star Catalogue (Hipparcos astrometry) at the birth, their conjunctions and parans with the natal points.',
    example: { ...birth, orb_degrees: 1, max_magnitude: 2 },
  }),
  operation({
    name: 'westernMidpoints',
    answer: 'graphql',
    feature: feature('midpoints', 2, paid),
    rest: flat('/v1/astrology/midpoints'),
    contract: false,
    tag: 'Classical',
    summary: 'Midpoints',
    description: 'Every midpoint of the bodies, ASC and MC on the 90° dial, with the points on it.',
    example: { ...birth, orb_degrees: 1.5 },
  }),
  operation({
    name: 'westernHarmonic',
    answer: 'graphql',
    feature: feature('harmonics', 2, paid),
    rest: flat('/v1/astrology/harmonic'),
    contract: false,
    tag: 'Classical',
    summary: 'Harmonic chart',
    description: 'The n-th harmonic chart (n 2–180) and its aspects.',
    example: { ...birth, harmonic: 5 },
  }),
  operation({
    name: 'westernAntiscia',
    answer: 'graphql',
    feature: feature('antiscia', 2, paid),
    rest: flat('/v1/astrology/antiscia'),
    contract: false,
    tag: 'Classical',
    summary: 'Antiscia',
    description: 'Antiscia and contra-antiscia of the points and where they fall on others.',
    example: { ...birth },
  }),
  operation({
    name: 'westernDeclinations',
    answer: 'graphql',
    feature: feature('declinations', 2, paid),
    rest: flat('/v1/astrology/declinations'),
    contract: false,
    tag: 'Classical',
    summary: 'Declinations',
    description: 'Declinations, parallels, contra-parallels and out-of-bounds bodies.',
    example: { ...birth },
  }),
  operation({
    name: 'westernAstrocartography',
    answer: 'graphql',
    // The natal chart the client sent and the lines as objects (the GeoJSON has them) stay out of the
    // REST answer; the map, priced as a picture, is POST /v1/astrology/astrocartography/svg.
    restOmits: ['WesternAstrocartography.natalChart', 'WesternAstrocartography.lines', 'NatalChart.lots', 'NatalChart.fixedStars'],
    feature: ASTROCARTOGRAPHY,
    rest: flat('/v1/astrology/astrocartography'),
    contract: false,
    tag: 'Classical',
    summary: 'Astrocartography',
    description:
      'MC, IC, ASC and DSC lines of the Sun to Pluto as GeoJSON, paran latitudes and the chart relocated to relocate_to; the map ' +
      'picture is POST /v1/astrology/astrocartography/svg.',
    example: { ...birth, relocate_to: { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' } },
  }),
] as const;
