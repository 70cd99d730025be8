/**
 * Events over a span as GraphQL types (src/core/astro/events): the root field `events` returns an
 * EventSearch whose kinds resolve lazily, so a query that selects the ingresses computes no
 * eclipse and one that selects the eclipses samples no body.
 */
import type { PointId } from '../core/astro/predictive.js';
import {
  EVENT_BODIES,
  EVENT_NATAL_POINTS,
  EVENTS_DEFAULTS,
  EventSearch,
  eventInstant,
  type EclipseEvent,
  type EventBody,
  type IngressEvent,
  type PhaseEvent,
  type ReturnEvent,
  type StationEvent,
  type TransitEvent,
} from '../core/astro/events/index.js';
import type { EclipseContact, LocalEclipse } from '../core/astro/events/eclipses.js';
import { signOf } from '../core/astro/zodiac.js';
import { boundedNumber, targetDateText } from '../validation.js';
import { builder } from './builder.js';
import { withFormerNames } from './renames.js';
import { signLabelField } from './labels.js';
import { AspectTypeEnum, AyanamsaEnum, LocationInput, SignEnum, ZodiacEnum, birthInputFields, houseSystemInputField, withZodiac, zodiacInputFields } from './natal.js';

// ── Enums ────────────────────────────────────────────────────────────────────────────────────

const BODY_TEXT: Record<EventBody, string> = {
  sun: 'The Sun.', moon: 'The Moon.', mercury: 'Mercury.', venus: 'Venus.', mars: 'Mars.', jupiter: 'Jupiter.',
  saturn: 'Saturn.', uranus: 'Uranus.', neptune: 'Neptune.', pluto: 'Pluto.',
  true_node: 'The true (osculating) lunar node; its instants are good to about 1″ of longitude.',
  chiron: 'Chiron; its instants are good to about 1″ of longitude.',
};

const EventBodyEnum = builder.enumType('EventBody', {
  description: 'A moving body an event search follows.',
  values: Object.fromEntries(EVENT_BODIES.map((b) => [b.toUpperCase(), { value: b, description: BODY_TEXT[b] }])) as Record<
    Uppercase<EventBody>,
    { value: EventBody; description: string }
  >,
});

const POINT_TEXT: Partial<Record<PointId, string>> = {
  asc: 'The natal ascendant.', mc: 'The natal midheaven.', true_node: 'The true lunar node.',
  north_node: 'The mean north node.', south_node: 'The mean south node.', chiron: 'Chiron.',
  mean_lilith: 'Black Moon Lilith, the mean lunar apogee.', true_lilith: 'Black Moon Lilith, the osculating lunar apogee.',
  ceres: '1 Ceres (births 1900–2100).', pallas: '2 Pallas (births 1900–2100).', juno: '3 Juno (births 1900–2100).', vesta: '4 Vesta (births 1900–2100).',
};

const EventNatalPointEnum = builder.enumType('EventNatalPoint', {
  description: 'A natal point transits can aim at.',
  values: Object.fromEntries(
    EVENT_NATAL_POINTS.map((id) => [id.toUpperCase(), { value: id, description: POINT_TEXT[id] ?? `The natal ${id[0].toUpperCase()}${id.slice(1)}.` }]),
  ),
});

const TransitPhaseEnum = builder.enumType('TransitPhase', {
  description: 'Where a transit stands against its orb.',
  values: {
    ENTRY: { value: 'entry', description: 'The body comes within the orb.' },
    EXACT: { value: 'exact', description: 'The separation equals the aspect angle (one of possibly several passes).' },
    EXIT: { value: 'exit', description: 'The body leaves the orb.' },
  } as const,
});

const StationKindEnum = builder.enumType('StationKind', {
  description: 'Which way a body turns at a station.',
  values: {
    RETROGRADE: { value: 'retrograde', description: 'From forward to backward motion.' },
    DIRECT: { value: 'direct', description: 'From backward to forward motion.' },
  } as const,
});

/** The four quarters (core/astro/lunar-phases.ts), of the sky's Moon and of the progressed one. */
export const LunarPhaseEnum = builder.enumType('LunarPhase', {
  description: 'A principal phase of the Moon by its elongation from the Sun.',
  values: {
    NEW: { value: 'new', description: 'Elongation 0°: the Moon conjoins the Sun.' },
    FIRST_QUARTER: { value: 'first_quarter', description: 'Elongation 90°.' },
    FULL: { value: 'full', description: 'Elongation 180°: the Moon opposes the Sun.' },
    LAST_QUARTER: { value: 'last_quarter', description: 'Elongation 270°.' },
  } as const,
});

const EclipsedBodyEnum = builder.enumType('EclipsedBody', {
  description: 'The body an eclipse darkens.',
  values: {
    SUN: { value: 'sun', description: 'A solar eclipse: the Moon covers the Sun.' },
    MOON: { value: 'moon', description: 'A lunar eclipse: the Earth’s shadow falls on the Moon.' },
  } as const,
});

const EclipseKindEnum = builder.enumType('EclipseKind', {
  description: 'How deep an eclipse is (astronomy-engine tells no hybrid solar eclipse from a total or annular one).',
  values: {
    TOTAL: { value: 'total', description: 'Solar: the Moon covers the whole Sun; lunar: the whole Moon is in the umbra.' },
    ANNULAR: { value: 'annular', description: 'Solar: the Moon, too small to cover the Sun, leaves a ring.' },
    PARTIAL: { value: 'partial', description: 'Part of the Sun covered, or part of the Moon in the umbra.' },
    PENUMBRAL: { value: 'penumbral', description: 'Lunar: the Moon passes only through the penumbra.' },
  } as const,
});

const EclipseContactEnum = builder.enumType('EclipseContact', {
  description: 'A moment of an eclipse seen from a place.',
  values: {
    PENUMBRAL_BEGIN: { value: 'penumbral_begin', description: 'Lunar: the Moon enters the penumbra.' },
    PARTIAL_BEGIN: { value: 'partial_begin', description: 'Solar: first contact; lunar: the Moon enters the umbra.' },
    TOTAL_BEGIN: { value: 'total_begin', description: 'Totality (or annularity) begins.' },
    PEAK: { value: 'peak', description: 'The greatest eclipse.' },
    TOTAL_END: { value: 'total_end', description: 'Totality (or annularity) ends.' },
    PARTIAL_END: { value: 'partial_end', description: 'Solar: last contact; lunar: the Moon leaves the umbra.' },
    PENUMBRAL_END: { value: 'penumbral_end', description: 'Lunar: the Moon leaves the penumbra.' },
  } as const,
});

// ── Events ───────────────────────────────────────────────────────────────────────────────────


const INSTANT_TEXT = 'The instant, UTC ISO 8601 to the second (e.g. 2024-04-08T18:17:24Z).';
const JD_TEXT = 'The instant as a Julian day (UT), unrounded.';
const LON_TEXT = 'Ecliptic longitude, degrees 0–360, in the search’s zodiac.';

const TransitEventObject = builder.objectRef<TransitEvent>('TransitEvent').implement({
  description: 'A moving body against a natal point: entering the orb of an aspect, exact, or leaving it.',
  fields: (t) =>
    withFormerNames(
      {
        instant: t.string({ description: INSTANT_TEXT, resolve: (e) => eventInstant(e.jdUT) }),
        julianDayUT: t.float({ description: JD_TEXT, resolve: (e) => e.jdUT }),
        phase: t.field({ type: TransitPhaseEnum, description: 'Entry, exact pass or exit.', resolve: (e) => e.phase }),
        body: t.field({ type: EventBodyEnum, description: 'The transiting body.', resolve: (e) => e.body }),
        natalPoint: t.exposeString('natalPoint', { description: 'The natal point aspected: a body id, asc or mc.' }),
        aspectType: t.field({ type: AspectTypeEnum, description: 'One of the six transit aspects.', resolve: (e) => e.aspect }),
        angle: t.exposeFloat('angle', { description: 'The aspect’s angle, degrees.' }),
        longitude: t.float({ description: `The transiting body’s longitude. ${LON_TEXT}`, resolve: (e) => e.lon }),
        sign: t.field({ type: SignEnum, description: 'The transiting body’s sign.', resolve: (e) => signOf(e.lon) }),
        signLabel: signLabelField(t, (e) => signOf(e.lon)),
        natalLongitude: t.float({ description: `The natal point’s longitude. ${LON_TEXT}`, resolve: (e) => e.natalLon }),
        pass: t.exposeInt('pass', { nullable: true, description: 'Exact passes only: 1, 2, 3 … within one visit of the orb (a retrograde loop makes three); null for entries and exits.' }),
        retrograde: t.exposeBoolean('retrograde', { description: 'The body moves backwards at the moment.' }),
      },
      { aspectType: 'aspect', julianDayUT: 'julianDay' },
    ),
});

const IngressEventObject = builder.objectRef<IngressEvent>('IngressEvent').implement({
  description: 'A body entering a sign (of the search’s zodiac).',
  fields: (t) =>
    withFormerNames(
      {
        instant: t.string({ description: INSTANT_TEXT, resolve: (e) => eventInstant(e.jdUT) }),
        julianDayUT: t.float({ description: JD_TEXT, resolve: (e) => e.jdUT }),
        body: t.field({ type: EventBodyEnum, description: 'The body.', resolve: (e) => e.body }),
        fromSign: t.field({ type: SignEnum, description: 'The sign it leaves.', resolve: (e) => e.fromSign }),
        toSign: t.field({ type: SignEnum, description: 'The sign it enters.', resolve: (e) => e.toSign }),
        longitude: t.float({ description: 'The cusp crossed, degrees (0, 30, … 330).', resolve: (e) => e.lon }),
        retrograde: t.exposeBoolean('retrograde', { description: 'A retrograde ingress: back into the previous sign.' }),
      },
      { julianDayUT: 'julianDay' },
    ),
});

const StationEventObject = builder.objectRef<StationEvent>('StationEvent').implement({
  description: 'A body standing still in longitude as it turns retrograde or direct.',
  fields: (t) =>
    withFormerNames(
      {
        instant: t.string({ description: INSTANT_TEXT, resolve: (e) => eventInstant(e.jdUT) }),
        julianDayUT: t.float({ description: JD_TEXT, resolve: (e) => e.jdUT }),
        body: t.field({ type: EventBodyEnum, description: 'The body.', resolve: (e) => e.body }),
        station: t.field({ type: StationKindEnum, description: 'Retrograde or direct.', resolve: (e) => e.station }),
        longitude: t.float({ description: LON_TEXT, resolve: (e) => e.lon }),
        sign: t.field({ type: SignEnum, description: 'The sign of the station.', resolve: (e) => signOf(e.lon) }),
        signLabel: signLabelField(t, (e) => signOf(e.lon)),
      },
      { julianDayUT: 'julianDay' },
    ),
});

const LunarPhaseEventObject = builder.objectRef<PhaseEvent>('LunarPhaseEvent').implement({
  description: 'A principal phase of the Moon.',
  fields: (t) =>
    withFormerNames(
      {
        instant: t.string({ description: INSTANT_TEXT, resolve: (e) => eventInstant(e.jdUT) }),
        julianDayUT: t.float({ description: JD_TEXT, resolve: (e) => e.jdUT }),
        phase: t.field({ type: LunarPhaseEnum, description: 'New, first quarter, full or last quarter.', resolve: (e) => e.phase }),
        elongation: t.exposeFloat('elongation', { description: 'Moon − Sun in longitude at the moment, degrees (0, 90, 180 or 270).' }),
        moonLongitude: t.float({ description: `The Moon. ${LON_TEXT}`, resolve: (e) => e.moonLon }),
        sunLongitude: t.float({ description: `The Sun. ${LON_TEXT}`, resolve: (e) => e.sunLon }),
        sign: t.field({ type: SignEnum, description: 'The Moon’s sign.', resolve: (e) => signOf(e.moonLon) }),
        signLabel: signLabelField(t, (e) => signOf(e.moonLon)),
      },
      { julianDayUT: 'julianDay' },
    ),
});

const EclipseContactObject = builder.objectRef<EclipseContact>('EclipseContactTime').implement({
  description: 'A contact of an eclipse at the place, with the eclipsed body’s altitude.',
  fields: (t) => ({
    contact: t.field({ type: EclipseContactEnum, description: 'Which contact.', resolve: (c) => c.contact as never }),
    instant: t.string({ description: INSTANT_TEXT, resolve: (c) => eventInstant(c.jdUT) }),
    altitude: t.exposeFloat('altitude', { description: 'Altitude of the Sun (solar) or Moon (lunar) above the horizon, degrees; below 0 it is not seen.' }),
  }),
});

const LocalEclipseObject = builder.objectRef<LocalEclipse>('LocalEclipse').implement({
  description: 'An eclipse as seen from the search’s location.',
  fields: (t) => ({
    visible: t.exposeBoolean('visible', { description: 'Some part of it happens with the body above the horizon.' }),
    kind: t.field({
      type: EclipseKindEnum,
      nullable: true,
      description: 'The eclipse at the place (a total solar eclipse is partial outside the path); null when the place sees no solar eclipse.',
      resolve: (l) => (l.eclipseKind === 'none' ? null : (l.eclipseKind as never)),
    }),
    obscuration: t.exposeFloat('obscuration', { nullable: true, description: 'Solar: fraction of the Sun’s disc covered at the local peak; null for lunar eclipses.' }),
    contacts: t.field({ type: [EclipseContactObject], description: 'The contacts in time order.', resolve: (l) => l.contacts }),
  }),
});

const EclipseEventObject = builder.objectRef<EclipseEvent>('EclipseEvent').implement({
  description: 'A solar or lunar eclipse (astronomy-engine’s eclipse searches).',
  fields: (t) =>
    withFormerNames(
      {
        instant: t.string({ description: `The peak. ${INSTANT_TEXT}`, resolve: (e) => eventInstant(e.jdUT) }),
        julianDayUT: t.float({ description: JD_TEXT, resolve: (e) => e.jdUT }),
        eclipsed: t.field({ type: EclipsedBodyEnum, description: 'Solar or lunar.', resolve: (e) => e.eclipsed }),
        kind: t.field({ type: EclipseKindEnum, description: 'Total, annular, partial or penumbral.', resolve: (e) => e.eclipseKind }),
        obscuration: t.exposeFloat('obscuration', {
          nullable: true,
          description: 'Solar: fraction of the Sun’s disc covered at greatest eclipse (central eclipses; else null); lunar: fraction of the Moon’s disc in the umbra at the peak.',
        }),
        latitude: t.exposeFloat('latitude', { nullable: true, description: 'Where a central solar eclipse is greatest, degrees north; else null.' }),
        longitude: t.exposeFloat('longitude', { nullable: true, description: 'Where a central solar eclipse is greatest, degrees east; else null.' }),
        local: t.field({ type: LocalEclipseObject, nullable: true, description: 'As seen from the input’s location; null without one.', resolve: (e) => e.local }),
      },
      { julianDayUT: 'julianDay' },
    ),
});

const ReturnEventObject = builder.objectRef<ReturnEvent>('ReturnEvent').implement({
  description: 'A body back at its natal longitude (in the search’s zodiac).',
  fields: (t) =>
    withFormerNames(
      {
        instant: t.string({ description: INSTANT_TEXT, resolve: (e) => eventInstant(e.jdUT) }),
        julianDayUT: t.float({ description: JD_TEXT, resolve: (e) => e.jdUT }),
        body: t.field({ type: EventBodyEnum, description: 'The returning body.', resolve: (e) => e.body }),
        longitude: t.float({ description: `The natal longitude. ${LON_TEXT}`, resolve: (e) => e.lon }),
        pass: t.exposeInt('pass', { description: 'The crossing within one return: 1, or 2 and 3 across a retrograde loop.' }),
        retrograde: t.exposeBoolean('retrograde', { description: 'The crossing is made moving backwards.' }),
      },
      { julianDayUT: 'julianDay' },
    ),
});

// ── The search ───────────────────────────────────────────────────────────────────────────────

const EventsInput = builder.inputType('EventsInput', {
  description: `A birth and a span of at most ${EVENTS_DEFAULTS.maxSpanYears} years to search for events.`,
  fields: (t) => ({
    ...birthInputFields(t),
    houseSystem: houseSystemInputField(t),
    ...zodiacInputFields(t),
    from: t.string({ description: 'Start: YYYY-MM-DD (00:00 UTC) or an ISO datetime (UTC unless it carries an offset).', validate: { schema: targetDateText } }),
    to: t.string({
      description: `End: YYYY-MM-DD (through that day, UTC) or an ISO datetime; at most ${EVENTS_DEFAULTS.maxSpanYears} years after from.`,
      validate: { schema: targetDateText },
    }),
    bodies: t.field({ type: [EventBodyEnum], required: false, description: 'The moving bodies (default the Sun … Pluto).' }),
    aspects: t.field({ type: [AspectTypeEnum], required: false, description: 'Transit aspect types, of the six (default all six).' }),
    natalPoints: t.field({ type: [EventNatalPointEnum], required: false, description: 'The natal points transits aim at (default the natal bodies, ASC and MC).' }),
    orbDegrees: t.float({
      required: false,
      defaultValue: EVENTS_DEFAULTS.orb,
      description: 'One orb for every aspect, 0.5–10.0 degrees.',
      validate: { schema: boundedNumber('0.5', '10.0') },
    }),
    location: t.field({ type: LocationInput, required: false, description: 'Where eclipses are observed (visibility and local contacts); none when omitted.' }),
  }),
});

const EventSearchObject = builder.objectRef<EventSearch>('EventSearch').implement({
  description: 'Events over a span; each list is computed only when selected, sorted by time.',
  fields: (t) => ({
    from: t.string({ description: 'Start of the span, UTC ISO 8601.', resolve: (s) => eventInstant(s.from) }),
    to: t.string({ description: 'End of the span, UTC ISO 8601.', resolve: (s) => eventInstant(s.to) }),
    zodiac: t.field({ type: ZodiacEnum, description: 'The zodiac of every longitude and sign.', resolve: (s) => (s.natal.input.ayanamsa ? 'SIDEREAL' : 'TROPICAL') }),
    ayanamsa: t.field({ type: AyanamsaEnum, nullable: true, description: 'The ayanamsa; null when tropical.', resolve: (s) => s.natal.input.ayanamsa ?? null }),
    transits: t.field({
      type: [TransitEventObject],
      description: 'Transits of the bodies to the natal bodies, ASC and MC: entry into orb, every exact pass, exit.',
      resolve: (s) => s.transits(),
    }),
    ingresses: t.field({ type: [IngressEventObject], description: 'Sign ingresses of the bodies.', resolve: (s) => s.ingresses() }),
    stations: t.field({ type: [StationEventObject], description: 'Retrograde and direct stations of the bodies (the Sun and Moon have none).', resolve: (s) => s.stations() }),
    lunarPhases: t.field({ type: [LunarPhaseEventObject], description: 'New moons, quarters and full moons.', resolve: (s) => s.lunarPhases() }),
    eclipses: t.field({ type: [EclipseEventObject], description: 'Solar and lunar eclipses, with local circumstances when a location is given.', resolve: (s) => s.eclipses() }),
    returns: t.field({
      type: [ReturnEventObject],
      description: 'Returns of each listed body to its natal longitude, as a series (solar, lunar, Jupiter, Saturn … returns).',
      args: { bodies: t.arg({ type: [EventBodyEnum], required: true, description: 'The returning bodies.' }) },
      resolve: (s, { bodies }) => bodies.flatMap((b) => s.returns(b)).sort((a, b) => a.jdUT - b.jdUT),
    }),
    warnings: t.stringList({ description: 'Time-zone gaps and folds of the birth time.', resolve: (s) => s.natal.time().warnings }),
  }),
});

builder.queryFields((t) =>
  withFormerNames(
    {
      westernEvents: t.field({
        type: EventSearchObject,
        description: `Events over a span of at most ${EVENTS_DEFAULTS.maxSpanYears} years against a natal chart (POST /v1/astrology/events); priced by the span.`,
        args: { input: t.arg({ type: EventsInput, required: true, description: 'The birth and the span.' }) },
        resolve: (_root, { input }) =>
          new EventSearch({
            ...withZodiac(input),
            orb: input.orbDegrees,
            aspects: (input.aspects ?? null),
          }),
      }),
    },
    { westernEvents: 'events' },
  ),
);
