/**
 * Events over a span, in the envelope (an addition).
 */
import { z } from 'zod';
import { bool, envelope, int, num, ref, sign, str, warnings, fieldText } from './common.js';
import { QUARTERS } from './progressed.js';

// ── Events over a span (addition) ───────────────────────────────────────────────────────────

const EVENT_INSTANT = 'The instant, UTC ISO 8601 to the second';
const EVENT_JD = fieldText('EclipseEvent.julianDayUT');
const EVENT_LON = 'Ecliptic longitude, degrees 0–360, in the requested zodiac';
const eventBody = (description: string) =>
  z.string().meta({ description, enum: ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true_node', 'chiron'] });
const eclipseKind = (description: string) => z.string().meta({ description, enum: ['total', 'annular', 'partial', 'penumbral'] });
const eventList = <T extends z.ZodType>(item: T, description: string) => z.array(item).nullable().meta({ description: `${description}; null when include leaves the kind out` });

export const EventsResponse = envelope(
  'EventsResponse',
  z
    .strictObject({
      search_info: z
        .strictObject({
          start: str(fieldText('EventSearch.from')),
          end: str(fieldText('EventSearch.to')),
          zodiac: z.string().meta({ description: fieldText('EventSearch.zodiac'), enum: ['TROPICAL', 'SIDEREAL'] }),
          ayanamsa: z.string().nullable().meta({ description: 'The ayanamsa of the sidereal zodiac; null when tropical' }),
        })
        .meta({ description: 'The span and the zodiac' }),
      transits: eventList(
        z.strictObject({
          datetime_utc: str(EVENT_INSTANT),
          julian_day_ut: num(EVENT_JD),
          phase: z.string().meta({ description: 'entry: comes within orb_degrees; exact: the separation equals the angle; exit: leaves the orb', enum: ['entry', 'exact', 'exit'] }),
          transiting_body: eventBody('The transiting body'),
          natal_point: str('The natal point: a body id (sun … pluto, true_node), asc or mc'),
          aspect_type: z.string().meta({ description: 'The aspect type', enum: ['conjunction', 'sextile', 'square', 'trine', 'quincunx', 'opposition'] }),
          aspect_angle: num(fieldText('TransitEvent.angle')),
          transit_longitude: num(`The transiting body. ${EVENT_LON}`),
          transit_sign: ref(sign, 'Sign of the transiting body'),
          natal_longitude: num(`The natal point. ${EVENT_LON}`),
          exact_pass: z.number().int().nullable().meta({ description: 'Exact passes: 1, 2, 3 … within one visit of the orb (a retrograde loop makes three); null for entry and exit' }),
          is_retrograde: bool('The transiting body moves backwards at the moment'),
        }),
        'Transits to the natal bodies, ASC and MC, sorted by time',
      ),
      ingresses: eventList(
        z.strictObject({
          datetime_utc: str(EVENT_INSTANT),
          julian_day_ut: num(EVENT_JD),
          body: eventBody('The body'),
          from_sign: ref(sign, 'The sign it leaves'),
          to_sign: ref(sign, 'The sign it enters'),
          longitude: num(fieldText('IngressEvent.longitude')),
          is_retrograde: bool('A retrograde ingress, back into the previous sign'),
        }),
        'Sign ingresses, sorted by time',
      ),
      stations: eventList(
        z.strictObject({
          datetime_utc: str(EVENT_INSTANT),
          julian_day_ut: num(EVENT_JD),
          body: eventBody('The body'),
          station: z.string().meta({ description: 'retrograde: turns backwards; direct: turns forwards', enum: ['retrograde', 'direct'] }),
          longitude: num(EVENT_LON),
          sign: ref(sign, 'Sign of the station'),
        }),
        'Retrograde and direct stations, sorted by time',
      ),
      lunar_phases: eventList(
        z.strictObject({
          datetime_utc: str(EVENT_INSTANT),
          julian_day_ut: num(EVENT_JD),
          phase: z.enum(QUARTERS).meta({ description: 'new, first_quarter, full or last_quarter' }),
          elongation: num('Moon − Sun in longitude, degrees: 0, 90, 180 or 270'),
          moon_longitude: num(`The Moon. ${EVENT_LON}`),
          sun_longitude: num(`The Sun. ${EVENT_LON}`),
          moon_sign: ref(sign, 'Sign of the Moon'),
        }),
        'New moons, quarters and full moons, sorted by time',
      ),
      eclipses: eventList(
        z.strictObject({
          datetime_utc: str(`The peak. ${EVENT_INSTANT}`),
          julian_day_ut: num(EVENT_JD),
          eclipsed_body: z.string().meta({ description: 'sun: a solar eclipse; moon: a lunar eclipse', enum: ['sun', 'moon'] }),
          eclipse_type: eclipseKind('How deep: total, annular or partial (solar), total, partial or penumbral (lunar)'),
          obscuration: z.number().nullable().meta({ description: 'Solar: fraction of the Sun covered at greatest eclipse (central eclipses, else null); lunar: fraction of the Moon in the umbra at the peak' }),
          greatest_latitude: z.number().nullable().meta({ description: fieldText('EclipseEvent.latitude') }),
          greatest_longitude: z.number().nullable().meta({ description: fieldText('EclipseEvent.longitude') }),
          local: z
            .strictObject({
              is_visible: bool('Some part of the eclipse happens with the body above the horizon'),
              eclipse_type: eclipseKind('The eclipse at the place (a total solar eclipse is partial outside its path); null when the place sees no solar eclipse').nullable(),
              obscuration: z.number().nullable().meta({ description: 'Solar: fraction of the Sun covered at the local peak; null for lunar eclipses' }),
              contacts: z
                .array(
                  z.strictObject({
                    contact: z.string().meta({
                      description: 'Which contact',
                      enum: ['penumbral_begin', 'partial_begin', 'total_begin', 'peak', 'total_end', 'partial_end', 'penumbral_end'],
                    }),
                    datetime_utc: str(EVENT_INSTANT),
                    altitude: num('Altitude of the Sun (solar) or Moon (lunar), degrees; below 0 it is not seen'),
                  }),
                )
                .meta({ description: fieldText('LocalEclipse.contacts') }),
            })
            .nullable()
            .meta({ description: 'The eclipse seen from location; null without location' }),
        }),
        'Solar and lunar eclipses (astronomy-engine), sorted by time',
      ),
      returns: eventList(
        z.strictObject({
          datetime_utc: str(EVENT_INSTANT),
          julian_day_ut: num(EVENT_JD),
          body: eventBody('The returning body'),
          longitude: num(`The natal longitude. ${EVENT_LON}`),
          pass: int(fieldText('ReturnEvent.pass')),
          is_retrograde: bool(fieldText('ReturnEvent.retrograde')),
        }),
        'Returns of return_bodies to their natal longitudes, sorted by time',
      ),
      warnings,
    })
    .meta({ description: 'The events of the span, each kind sorted by time' }),
  'Events over a span in the envelope',
);
