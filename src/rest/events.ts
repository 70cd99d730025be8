/**
 * POST /v1/astrology/events (an addition beyond the reference interface; docs/western.md "Events
 * over a span"): the request schema in the style of /transits, the variable mapping (what the
 * client sent, renamed; `include` becomes the document's @include switches, so an excluded kind is
 * never computed) and the reshaping of the GraphQL result, in the flat error style and the
 * astrology envelope.
 */
import { z } from 'zod';
import type { UsageInfo } from '../access/context.js';
import { AYANAMSAS } from '../core/astro/ayanamsa.js';
import { EVENT_BODIES, EVENT_NATAL_POINTS, EVENTS_DEFAULTS } from '../core/astro/events/index.js';
import { PREDICTIVE_ASPECTS } from '../core/astro/predictive.js';
import { boundedNumber, caselessEnum, houseSystemField, isoDateTime, locationFields, personName, targetDateText } from '../validation.js';
import { EventsDocument, type EventsQueryVariables, type EventBody, type EventNatalPoint, type AspectType } from './generated/operations.js';
import { titleCase } from './natal.js';
import { EventsResponse } from './responses.js';
import { above, defineRoute, envelope, fail, fieldFail, lower } from './route.js';
import { operationByName } from '../operations/index.js';
import { natal } from '../operations/examples.js';

/** The kinds of event a request can include, in the answer's order. */
export const EVENT_KINDS = ['transits', 'ingresses', 'stations', 'lunar_phases', 'eclipses', 'returns'] as const;

const location = z.object(locationFields);
const bodyList = z.array(caselessEnum(EVENT_BODIES, 'lower'));

export const eventsBody = z.object({
  natal_datetime: isoDateTime.meta({ description: 'Birth time: local wall-clock time YYYY-MM-DDTHH:MM:SS in natal_location’s zone, or with an offset (Z or ±HH:MM)' }),
  natal_location: location.meta({ description: 'The birth place' }),
  name: personName.nullish().meta({ description: 'The natal chart’s name, at most 100 characters; default Natal Chart' }),
  start_date: targetDateText.meta({ description: 'Start of the span: YYYY-MM-DD (00:00 UTC) or an ISO datetime (UTC unless it carries an offset)' }),
  end_date: targetDateText.meta({
    description: `End of the span: YYYY-MM-DD (through that day, UTC) or an ISO datetime; not before start_date, at most ${EVENTS_DEFAULTS.maxSpanYears} years after it`,
  }),
  bodies: bodyList.nullish().meta({ description: `The moving bodies, of ${EVENT_BODIES.join(', ')}; default sun … pluto; any letter case is accepted` }),
  aspects: z
    .array(caselessEnum(PREDICTIVE_ASPECTS.map((a) => lower(a.type)), 'lower'))
    .nullish()
    .meta({ description: 'Transit aspect types, of conjunction, sextile, square, trine, quincunx, opposition; default all six; any letter case is accepted' }),
  orb_degrees: boundedNumber('0.5', '10.0').nullish().meta({ description: 'One orb for every aspect, 0.5–10.0 degrees; default 3.0' }),
  natal_points: z
    .array(caselessEnum(EVENT_NATAL_POINTS, 'lower'))
    .nullish()
    .meta({ description: `The natal points transits aim at, of ${EVENT_NATAL_POINTS.join(', ')}; default sun … pluto, true_node, asc, mc; any letter case is accepted` }),
  include: z
    .array(caselessEnum(EVENT_KINDS, 'lower'))
    .nullish()
    .meta({ description: `The kinds of event to compute, of ${EVENT_KINDS.join(', ')}; default all; a kind left out is null in the answer` }),
  return_bodies: bodyList.nullish().meta({ description: 'The bodies whose returns are listed; default the bodies' }),
  house_system: houseSystemField.nullish().meta({ description: 'House system of the natal ASC and MC; default PLACIDUS; any letter case is accepted' }),
  zodiac: caselessEnum(['TROPICAL', 'SIDEREAL'], 'upper').nullish().meta({ description: 'TROPICAL (default) or SIDEREAL longitudes, signs and ingresses; any letter case is accepted' }),
  ayanamsa: caselessEnum(AYANAMSAS, 'upper').nullish().meta({ description: 'The ayanamsa of the sidereal zodiac; default LAHIRI; ignored when tropical; any letter case is accepted' }),
  location: location.nullish().meta({ description: 'Where eclipses are observed (visibility and local contacts); without it local is null' }),
});

const upper = <T extends string>(values: readonly string[] | null | undefined) => values?.map((v) => v.toUpperCase() as T);

export const eventsRoute = defineRoute({
  operation: operationByName.events,
  failures: [
    fail(
      `span longer than ${EVENTS_DEFAULTS.maxSpanYears} years`,
      { ...natal, start_date: '2026-01-01', end_date: '2040-01-01' },
      400,
      'INVALID_REQUEST',
      `Invalid request data: The span is longer than ${EVENTS_DEFAULTS.maxSpanYears} years`,
    ),
    fail(
      'span ending before it starts',
      { ...natal, start_date: '2026-06-30', end_date: '2026-01-01' },
      400,
      'INVALID_REQUEST',
      'Invalid request data: The span ends (2026-01-01) before it starts (2026-06-30)',
    ),
    fieldFail('orb_degrees above 10.0', { ...natal, start_date: '2026-01-01', end_date: '2026-06-30', orb_degrees: 11 }, 'orb_degrees', above('10.0')),
  ],
  response: EventsResponse,
  document: EventsDocument,
  body: eventsBody,
  variables: (body): EventsQueryVariables => {
    const include = new Set(body.include ?? EVENT_KINDS);
    const bodies = upper<EventBody>(body.bodies);
    return {
      input: {
        name: body.name,
        natalDatetime: body.natal_datetime,
        natalLocation: body.natal_location,
        houseSystem: body.house_system,
        zodiac: body.zodiac,
        ayanamsa: body.ayanamsa,
        from: body.start_date,
        to: body.end_date,
        bodies,
        aspects: upper<AspectType>(body.aspects),
        natalPoints: upper<EventNatalPoint>(body.natal_points),
        orbDegrees: body.orb_degrees,
        location: body.location,
      },
      transits: include.has('transits'),
      ingresses: include.has('ingresses'),
      stations: include.has('stations'),
      lunarPhases: include.has('lunar_phases'),
      eclipses: include.has('eclipses'),
      returns: include.has('returns'),
      returnBodies: upper<EventBody>(body.return_bodies) ?? bodies ?? upper<EventBody>(EVENTS_DEFAULTS.bodies)!,
    };
  },
  shape: ({ westernEvents: e }, usage: UsageInfo, notices) =>
    envelope(
      {
        search_info: {
          start: e.from,
          end: e.to,
          zodiac: e.zodiac,
          ayanamsa: e.ayanamsa,
        },
        transits:
          e.transits?.map((t) => ({
            datetime_utc: t.instant,
            julian_day_ut: t.julianDayUT,
            phase: lower(t.phase),
            transiting_body: lower(t.body),
            natal_point: t.natalPoint,
            aspect_type: lower(t.aspectType),
            aspect_angle: t.angle,
            transit_longitude: t.longitude,
            transit_sign: titleCase(t.sign),
            natal_longitude: t.natalLongitude,
            exact_pass: t.pass,
            is_retrograde: t.retrograde,
          })) ?? null,
        ingresses:
          e.ingresses?.map((i) => ({
            datetime_utc: i.instant,
            julian_day_ut: i.julianDayUT,
            body: lower(i.body),
            from_sign: titleCase(i.fromSign),
            to_sign: titleCase(i.toSign),
            longitude: i.longitude,
            is_retrograde: i.retrograde,
          })) ?? null,
        stations:
          e.stations?.map((s) => ({
            datetime_utc: s.instant,
            julian_day_ut: s.julianDayUT,
            body: lower(s.body),
            station: lower(s.station),
            longitude: s.longitude,
            sign: titleCase(s.sign),
          })) ?? null,
        lunar_phases:
          e.lunarPhases?.map((p) => ({
            datetime_utc: p.instant,
            julian_day_ut: p.julianDayUT,
            phase: lower(p.phase),
            elongation: p.elongation,
            moon_longitude: p.moonLongitude,
            sun_longitude: p.sunLongitude,
            moon_sign: titleCase(p.sign),
          })) ?? null,
        eclipses:
          e.eclipses?.map((x) => ({
            datetime_utc: x.instant,
            julian_day_ut: x.julianDayUT,
            eclipsed_body: lower(x.eclipsed),
            eclipse_type: lower(x.kind),
            obscuration: x.obscuration,
            greatest_latitude: x.latitude,
            greatest_longitude: x.longitude,
            local: x.local && {
              is_visible: x.local.visible,
              eclipse_type: x.local.kind && lower(x.local.kind),
              obscuration: x.local.obscuration,
              contacts: x.local.contacts.map((c) => ({ contact: lower(c.contact), datetime_utc: c.instant, altitude: c.altitude })),
            },
          })) ?? null,
        returns:
          e.returns?.map((r) => ({
            datetime_utc: r.instant,
            julian_day_ut: r.julianDayUT,
            body: lower(r.body),
            longitude: r.longitude,
            pass: r.pass,
            is_retrograde: r.retrograde,
          })) ?? null,
        warnings: [...notices, ...e.warnings],
      },
      'Events calculated successfully',
      usage,
    ),
});
