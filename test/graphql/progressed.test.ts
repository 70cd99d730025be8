/**
 * solarArc and progressedLunations through the schema: laziness (the ephemeris and house modules
 * wrapped in spies, their real implementations still run), the sidereal zodiac, and the
 * domain errors with their codes.
 */
import { execute, parse } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/core/astro/ephemeris.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/astro/ephemeris.js')>();
  return { ...real, bodyPosition: vi.fn(real.bodyPosition) };
});
vi.mock('../../src/core/astro/houses.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/astro/houses.js')>();
  return { ...real, computeHouses: vi.fn(real.computeHouses) };
});

const { bodyPosition } = await import('../../src/core/astro/ephemeris.js');
const { computeHouses } = await import('../../src/core/astro/houses.js');
const { ayanamsaUT } = await import('../../src/core/astro/ayanamsa.js');
const { schema } = await import('../../src/graphql/schema.js');

const context = () => ({ access: null, usage: null }) as never;
const NATAL = 'natalDatetime: "1990-05-15T14:30:00", natalLocation: { latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul" }';

const run = async (query: string) => execute({ schema, document: parse(`{ ${query} }`), contextValue: context() });
const data = async (query: string) => {
  const result = await run(query);
  expect(result.errors).toBeUndefined();
  return result.data as any;
};

beforeEach(() => vi.clearAllMocks());

describe('solarArc', () => {
  it('the arc alone needs the Sun twice (natal and progressed) and no houses', async () => {
    const d = await data(`westernSolarArc(input: { ${NATAL}, targetDatetime: "2026-05-15T12:00:00" }) { arc ageYears }`);
    expect(d.westernSolarArc.arc).toBeGreaterThan(34);
    expect(computeHouses).not.toHaveBeenCalled();
    expect(vi.mocked(bodyPosition).mock.calls.map((c) => c[0])).toEqual(['sun', 'sun']);
  });

  it('aspects without angles compute no houses; the cusps compute the natal houses once', async () => {
    await data(`westernSolarArc(input: { ${NATAL}, targetDatetime: "2026-05-15T12:00:00" }) { aspectsToNatal(includeAngles: false) { body1 } }`);
    expect(computeHouses).not.toHaveBeenCalled();
    await data(`westernSolarArc(input: { ${NATAL}, targetDatetime: "2026-05-15T12:00:00" }) { houseCusps { longitude } points { longitude } }`);
    expect(computeHouses).toHaveBeenCalledTimes(1);
  });

  it('sidereal: the natal chart and the directed points less the ayanamsa', async () => {
    const q = (zodiac: string) =>
      data(`westernSolarArc(input: { ${NATAL}, targetDatetime: "2026-05-15T12:00:00", zodiac: ${zodiac}, ayanamsa: LAHIRI }) { arc natalChart { info { julianDayUT } zodiac } points { id natalLongitude longitude } }`);
    const trop = (await q('TROPICAL')).westernSolarArc;
    const sid = (await q('SIDEREAL')).westernSolarArc;
    expect(sid.natalChart.zodiac).toBe('SIDEREAL');
    const ayanamsa = ayanamsaUT('LAHIRI', sid.natalChart.info.julianDayUT);
    const sun = (s: any) => s.points.find((p: any) => p.id === 'sun');
    expect(Math.abs(sun(trop).natalLongitude - ayanamsa - sun(sid).natalLongitude) * 3600).toBeLessThan(1e-6);
  });

  it('a target before the birth is refused at validation', async () => {
    const result = await run(`westernSolarArc(input: { ${NATAL}, targetDatetime: "1980-01-01T00:00:00" }) { arc }`);
    expect(result.errors?.[0].message).toContain('Target datetime must be after natal datetime');
  });
});

describe('progressedLunations', () => {
  it('the current phase alone runs no lunation list; without a target it is null', async () => {
    const d = await data(`westernProgressedLunations(input: { ${NATAL}, targetDatetime: "2026-05-15T12:00:00" }) { currentPhase { phase elongation } }`);
    expect(d.westernProgressedLunations.currentPhase.phase).toMatch(/^[A-Z_]+$/);
    // The phase, its start and end, and the New Moon in force: a few Newton roots, far fewer than a 90-year list.
    const withTarget = vi.mocked(bodyPosition).mock.calls.length;
    vi.clearAllMocks();
    const list = await data(`westernProgressedLunations(input: { ${NATAL} }) { currentPhase { phase } lunations { quarter } }`);
    expect(list.westernProgressedLunations.currentPhase).toBeNull();
    expect(list.westernProgressedLunations.lunations.length).toBeGreaterThanOrEqual(12);
    expect(vi.mocked(bodyPosition).mock.calls.length).toBeGreaterThan(withTarget);
    expect(computeHouses).not.toHaveBeenCalled();
  });

  it.each([
    ['fromAge: 0, toAge: 150', 'AGE_RANGE_TOO_LONG'],
    ['fromAge: 50, toAge: 20', 'AGE_RANGE_REVERSED'],
  ])('%s: %s', async (ages, code) => {
    const result = await run(`westernProgressedLunations(input: { ${NATAL}, ${ages} }) { fromAge }`);
    // The resolver raises the domain error; the server's one mapping (src/errors.ts) turns its code into the answer.
    expect((result.errors?.[0].originalError as { code?: string } | undefined)?.code).toBe(code);
  });
});
