/**
 * The `westernEvents` root field: typed, lazy lists (spies on the sampling and the eclipse search), the
 * core's errors with their codes, and the price by span (src/graphql/cost.ts).
 */
import { execute, parse } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/core/astro/events/eclipses.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/astro/events/eclipses.js')>();
  return { ...real, eclipseEvents: vi.fn(real.eclipseEvents) };
});
vi.mock('../../src/core/astro/events/search.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/astro/events/search.js')>();
  return { ...real, sampleTracks: vi.fn(real.sampleTracks) };
});

const { eclipseEvents } = await import('../../src/core/astro/events/eclipses.js');
const { sampleTracks } = await import('../../src/core/astro/events/search.js');
const { schema } = await import('../../src/graphql/schema.js');
const { CostModel } = await import('../../src/graphql/cost.js');

const context = () => ({
  access: { charge: async (feature: string) => ({ feature, user: 't', used: 0, limit: 1, remaining: 1 }) },
  usage: null,
}) as never;

const NATAL = 'natalDatetime: "1990-05-15T14:30:00", natalLocation: { latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul" }';
const events = (span: string, selection: string) => `{ westernEvents(input: { ${NATAL}, ${span} }) ${selection} }`;
const YEAR = 'from: "2024-01-01", to: "2024-12-31"';

const run = async (query: string) => {
  const result = await execute({ schema, document: parse(query), contextValue: context() });
  expect(result.errors).toBeUndefined();
  return (result.data as any).westernEvents;
};

beforeEach(() => vi.clearAllMocks());

describe('events', () => {
  it('computes the ingresses without any eclipse search', async () => {
    const data = await run(events(YEAR, '{ ingresses { instant body fromSign toSign retrograde } }'));
    const aries = data.ingresses.find((e: any) => e.body === 'SUN' && e.toSign === 'ARIES');
    // USNO: March equinox 2024-03-20 03:06 UT.
    expect(aries.instant).toMatch(/^2024-03-20T03:06:\d\dZ$/);
    expect(eclipseEvents).not.toHaveBeenCalled();
    expect(sampleTracks).toHaveBeenCalledTimes(1);
  });

  it('computes the eclipses without sampling a body, with local circumstances for a place', async () => {
    const data = await run(
      events(`${YEAR}, location: { latitude: 32.7767, longitude: -96.797 }`, '{ eclipses { instant eclipsed kind local { visible kind contacts { contact instant altitude } } } }'),
    );
    expect(sampleTracks).not.toHaveBeenCalled();
    const total = data.eclipses.find((e: any) => e.kind === 'TOTAL');
    expect(total.instant.slice(0, 10)).toBe('2024-04-08');
    expect(total.local.visible).toBe(true);
    expect(total.local.kind).toBe('TOTAL');
    expect(total.local.contacts.map((c: any) => c.contact)).toEqual(['PARTIAL_BEGIN', 'TOTAL_BEGIN', 'PEAK', 'TOTAL_END', 'PARTIAL_END']);
  });

  it('lists transits with phases and numbered passes, stations, phases and returns', async () => {
    const data = await run(
      events(
        `${YEAR}, bodies: [SUN, MOON, MERCURY], aspects: [CONJUNCTION, OPPOSITION], orbDegrees: 2`,
        `{ from to zodiac transits { instant phase body natalPoint aspectType angle pass retrograde }
           stations { instant body station longitude sign } lunarPhases { instant phase elongation }
           returns(bodies: [SUN, MOON]) { instant body pass } }`,
      ),
    );
    expect(data.from).toBe('2024-01-01T00:00:00Z');
    expect(data.to).toBe('2025-01-01T00:00:00Z');
    expect(data.zodiac).toBe('TROPICAL');
    expect(new Set(data.transits.map((e: any) => e.aspectType))).toEqual(new Set(['CONJUNCTION', 'OPPOSITION']));
    expect(data.transits.filter((e: any) => e.phase === 'EXACT').every((e: any) => e.pass >= 1)).toBe(true);
    expect(data.transits.filter((e: any) => e.phase !== 'EXACT').every((e: any) => e.pass === null)).toBe(true);
    expect(data.stations.every((e: any) => e.body === 'MERCURY')).toBe(true);
    expect(data.lunarPhases.filter((e: any) => e.phase === 'FULL')).toHaveLength(12);
    expect(data.returns.filter((e: any) => e.body === 'SUN')).toHaveLength(1);
  });

  it('answers the core’s errors with their codes', async () => {
    for (const [span, code] of [
      ['from: "2024-01-01", to: "2029-06-01"', 'EVENTS_SPAN_TOO_LONG'],
      ['from: "2024-06-01", to: "2024-01-01"', 'EVENTS_SPAN_REVERSED'],
      [`${YEAR}, aspects: [SEMISQUARE]`, 'UNSUPPORTED_ASPECT'],
    ]) {
      const result = await execute({ schema, document: parse(events(span, '{ from }')), contextValue: context() });
      // The server's error mask (src/app.ts) turns the domain error into extensions.code.
      expect((result.errors?.[0].originalError as { code?: string } | undefined)?.code, span).toBe(code);
    }
  });

  it('is priced by the span: 24 credits for each year begun, at most five', () => {
    const model = new CostModel(schema);
    const credits = (span: string) => model.cost(parse(events(span, '{ from }'))).credits;
    expect(credits(YEAR)).toBe(24);
    expect(credits('from: "2024-01-01", to: "2024-01-31"')).toBe(24);
    expect(credits('from: "2024-01-01", to: "2025-06-30"')).toBe(48);
    expect(credits('from: "2024-01-01", to: "2028-12-31"')).toBe(120);
    expect(credits('from: "2024-01-01", to: "2099-12-31"')).toBe(120);
  });
});
