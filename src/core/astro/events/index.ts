/**
 * Events over a span (docs/western.md, "Events over a span"): transits to a natal chart with entry,
 * exact passes and exit, sign ingresses, stations, lunar phases, eclipses and returns, between two
 * instants at most EVENTS_DEFAULTS.maxSpanYears apart. Every kind is lazy and memoised: asking for
 * the ingresses computes no eclipse, asking for the eclipses samples no body.
 */
import type { AspectType } from '../aspects.js';
import { chartPlace, natalChart, type BirthInput, type Chart, type ChartBodyId, type ChartLocation, type PlaceInput } from '../chart.js';
import { chartPoint, type PointId } from '../predictive.js';
import { DomainError } from '../../errors.js';
import { lazy } from '../../lazy.js';
import { epochMsFromJd, jdFromEpochMs } from '../../time/julian.js';
import { EVENT_BODIES, EVENT_NATAL_POINTS, EVENTS_DEFAULTS, type EventBody } from './defaults.js';
import { eclipseEvents, type EclipseEvent } from './eclipses.js';
import { ingressEvents, type IngressEvent } from './ingresses.js';
import { phaseEvents, type PhaseEvent } from './phases.js';
import { returnEvents, type ReturnEvent } from './returns.js';
import { sampleTracks, siderealZodiac, tropicalZodiac, type Track, type Zodiac } from './search.js';
import { stationEvents, type StationEvent } from './stations.js';
import { transitEvents, type TransitEvent } from './transits.js';

export { EVENT_BODIES, EVENT_NATAL_POINTS, EVENTS_DEFAULTS, type EventBody } from './defaults.js';
export type { EclipseEvent, IngressEvent, PhaseEvent, ReturnEvent, StationEvent, TransitEvent };
export type AstroEvent = TransitEvent | IngressEvent | StationEvent | PhaseEvent | EclipseEvent | ReturnEvent;

export interface EventSearchInput extends BirthInput {
  /** Start of the span: a date (00:00 UTC) or a datetime (UTC unless it carries an offset). */
  from: string;
  /** End of the span: a date (through its last second, UTC) or a datetime. */
  to: string;
  /** Moving bodies (default Sun … Pluto). */
  bodies?: readonly EventBody[] | null;
  /** Aspect types of the transits (default the six). */
  aspects?: readonly AspectType[] | null;
  /** One orb for every aspect, degrees (default EVENTS_DEFAULTS.orb). */
  orb?: number | null;
  /** Natal points the transits aim at (default the bodies, ASC and MC; any of EVENT_NATAL_POINTS). */
  natalPoints?: readonly PointId[] | null;
  /** Where eclipses are observed (visibility and local contacts); none when absent. */
  location?: PlaceInput | null;
}

/** The span is longer than EVENTS_DEFAULTS.maxSpanYears. */
export class EventSpanTooLongError extends DomainError {
  constructor(message: string) {
    super('EVENTS_SPAN_TOO_LONG', message);
  }
}

/** The span ends before it starts. */
export class EventSpanReversedError extends DomainError {
  constructor(message: string) {
    super('EVENTS_SPAN_REVERSED', message);
  }
}

/** A body the search cannot follow, an aspect it does not time, or an unreadable date. */
export class EventInputError extends DomainError {
  constructor(code: 'UNKNOWN_BODY' | 'UNKNOWN_POINT' | 'UNSUPPORTED_ASPECT' | 'INVALID_DATE', message: string) {
    super(code, message);
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A Julian year, ms. */
const YEAR_MS = 365.25 * 86_400_000;

/** Epoch ms of a span bound; a bare date's end is the end of that day. */
function spanBound(text: string, end: boolean): number {
  const iso = DATE.test(text) ? `${text}T00:00:00Z` : /(Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text}Z`;
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) throw new EventInputError('INVALID_DATE', `Not a date or datetime: ${text}`);
  return DATE.test(text) && end ? ms + 86_400_000 : ms;
}

/** Epoch ms `years` calendar years after `ms` (UTC). */
function addYears(ms: number, years: number): number {
  const d = new Date(ms);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.getTime();
}

/** The span's length in days, NaN when a bound is unreadable (for pricing before the search runs). */
export function eventSpanDays(from: string, to: string): number {
  try {
    return (spanBound(to, true) - spanBound(from, false)) / 86_400_000;
  } catch {
    return Number.NaN;
  }
}

/** The natal chart's id of a moving body (the same names). */
const natalId = (body: EventBody): ChartBodyId => body;

export class EventSearch {
  readonly natal: Chart;
  readonly fromMs: number;
  readonly toMs: number;
  readonly from: number;
  readonly to: number;
  readonly bodies: readonly EventBody[];
  readonly aspects: readonly AspectType[];
  readonly orb: number;
  readonly natalPoints: readonly PointId[];
  readonly place: ChartLocation | null;

  constructor(input: EventSearchInput) {
    this.fromMs = spanBound(input.from, false);
    this.toMs = spanBound(input.to, true);
    if (this.toMs < this.fromMs) throw new EventSpanReversedError(`The span ends (${input.to}) before it starts (${input.from})`);
    const max = EVENTS_DEFAULTS.maxSpanYears;
    if (this.toMs > addYears(this.fromMs, max)) throw new EventSpanTooLongError(`The span is longer than ${max} years`);
    const bodies = input.bodies ?? EVENTS_DEFAULTS.bodies;
    for (const body of bodies) assertBody(body);
    this.natal = natalChart({ ...input, includeAsteroids: false });
    this.from = jdFromEpochMs(this.fromMs);
    this.to = jdFromEpochMs(this.toMs);
    this.bodies = [...new Set(bodies)];
    this.aspects = input.aspects ?? EVENTS_DEFAULTS.aspects;
    for (const aspect of this.aspects) {
      if (!EVENTS_DEFAULTS.aspects.includes(aspect)) {
        throw new EventInputError('UNSUPPORTED_ASPECT', `Transits are timed for ${EVENTS_DEFAULTS.aspects.join(', ')}, not ${aspect}`);
      }
    }
    this.orb = input.orb ?? EVENTS_DEFAULTS.orb;
    this.natalPoints = input.natalPoints ?? EVENTS_DEFAULTS.natalPoints;
    for (const point of this.natalPoints) {
      if (!EVENT_NATAL_POINTS.includes(point)) throw new EventInputError('UNKNOWN_POINT', `Unknown natal point: ${point}`);
    }
    this.place = input.location ? chartPlace(input.location) : null;
  }

  /** The span in years (what its price scales with). */
  get spanYears(): number {
    return (this.toMs - this.fromMs) / YEAR_MS;
  }

  private readonly zodiac = lazy((): Zodiac => {
    const mode = this.natal.input.ayanamsa;
    const start = this.from - Math.max(...Object.values(EVENTS_DEFAULTS.marginDays)) - 16;
    return mode ? siderealZodiac(mode, start, this.to + 16) : tropicalZodiac(this.from);
  });

  /** The requested bodies, sampled together (one Earth state and frame per instant). */
  private readonly tracks = lazy(() => sampleTracks(this.bodies, this.from, this.to, this.zodiac()));
  private readonly extraTracks = new Map<EventBody, Track>();

  /** A body's track: from the shared sampling, or sampled alone for a body outside `bodies`. */
  track(body: EventBody): Track {
    const shared = this.bodies.includes(body) ? this.tracks().get(body) : undefined;
    if (shared) return shared;
    let track = this.extraTracks.get(body);
    if (!track) {
      track = sampleTracks([body], this.from, this.to, this.zodiac()).get(body)!;
      this.extraTracks.set(body, track);
    }
    return track;
  }

  /** The natal points' longitudes in the chart's zodiac. */
  private readonly natalTargets = lazy(() => this.natalPoints.map((id) => ({ id, lon: chartPoint(this.natal, id).lon })));

  readonly transits = lazy((): TransitEvent[] => {
    const moonMax = EVENTS_DEFAULTS.maxMoonTransitYears;
    if (this.bodies.includes('moon') && this.toMs > addYears(this.fromMs, moonMax)) {
      throw new EventSpanTooLongError(`The Moon's transits span at most ${moonMax} years; leave moon out of the bodies or split the span`);
    }
    return sortByTime(
      this.bodies.flatMap((b) =>
        transitEvents(this.track(b), this.natalTargets(), this.aspects, this.orb, this.from, this.to, (days) => this.earlier(b, days)),
      ),
    );
  });

  /** A body's track over the `days` before its track starts (a visit of the orb under way is counted from its entry). */
  private earlier(body: EventBody, days: number): Track {
    const end = this.track(body).t0;
    const mode = this.natal.input.ayanamsa;
    const zodiac = mode ? siderealZodiac(mode, end - days - 16, end + 16) : this.zodiac();
    return sampleTracks([body], end - days, end, zodiac, true).get(body)!;
  }

  readonly ingresses = lazy((): IngressEvent[] => sortByTime(this.bodies.flatMap((b) => ingressEvents(this.track(b), this.from, this.to))));

  readonly stations = lazy((): StationEvent[] => sortByTime(this.bodies.flatMap((b) => stationEvents(this.track(b), this.from, this.to))));

  readonly lunarPhases = lazy((): PhaseEvent[] => phaseEvents(this.from, this.to, this.zodiac()));

  readonly eclipses = lazy((): EclipseEvent[] => sortByTime(eclipseEvents(this.from, this.to, this.place)));

  private readonly returnCache = new Map<EventBody, ReturnEvent[]>();

  /** Returns of `body` to its natal longitude, each crossing numbered within its return. */
  returns(body: EventBody): ReturnEvent[] {
    assertBody(body);
    let events = this.returnCache.get(body);
    if (!events) {
      events = returnEvents(this.track(body), this.natal.body(natalId(body)).lon, this.from, this.to);
      this.returnCache.set(body, events);
    }
    return events;
  }
}

function assertBody(body: string): asserts body is EventBody {
  if (!(EVENT_BODIES as readonly string[]).includes(body)) {
    throw new EventInputError('UNKNOWN_BODY', `Unknown body: ${body} (one of ${EVENT_BODIES.join(', ')})`);
  }
}

function sortByTime<T extends { jdUT: number }>(events: T[]): T[] {
  return events.sort((a, b) => a.jdUT - b.jdUT);
}

/** UTC ISO text of an event's instant, to the second. */
export function eventInstant(jdUT: number): string {
  const ms = Math.round(epochMsFromJd(jdUT) / 1000) * 1000;
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}
