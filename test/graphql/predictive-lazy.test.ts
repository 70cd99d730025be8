/**
 * Predictive laziness: a query computes only what it selects. The ephemeris and house modules are
 * wrapped in spies (their real implementations still run).
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
const { schema } = await import('../../src/graphql/schema.js');

const context = () => ({
  access: { charge: async (feature: string) => ({ feature, user: 't', used: 0, limit: 1, remaining: 1 }) },
  usage: null,
}) as never;

const NATAL = 'natalDatetime: "1990-05-15T14:30:00", natalLocation: { latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul" }';

const run = async (query: string) => {
  const result = await execute({ schema, document: parse(`{ ${query} }`), contextValue: context() });
  expect(result.errors).toBeUndefined();
  return result.data as any;
};

const bodies = () => vi.mocked(bodyPosition).mock.calls.map((c) => c[0]);

beforeEach(() => vi.clearAllMocks());

describe('lazy predictive resolution', () => {
  const transits = (selection: string) =>
    run(`westernTransits(input: { ${NATAL}, transitDatetime: "2024-03-01T09:00:00" }) ${selection}`);

  it('transit aspects to the natal bodies compute no houses', async () => {
    const data = await transits('{ aspects(includeAngles: false) { body1 body2 type orb applying } }');
    expect(data.westernTransits.aspects.length).toBeGreaterThan(0);
    expect(computeHouses).not.toHaveBeenCalled();
    expect(new Set(bodies()).size).toBe(11);
  });

  it('transit aspects to the natal angles compute the natal houses only, once', async () => {
    await transits('{ aspects { body2 } natalPoints { id longitude } }');
    expect(computeHouses).toHaveBeenCalledTimes(1);
  });

  it('transit signs need the transit houses only for the transit ASC and MC; natal houses only for house numbers', async () => {
    const data = await transits('{ transitMetadata { datetimeUtc } transitPoints { id sign } }');
    expect(data.westernTransits.transitMetadata.datetimeUtc).toBe('2024-03-01T00:00:00Z'); // 09:00 in Seoul
    expect(computeHouses).toHaveBeenCalledTimes(1);
    vi.clearAllMocks();
    await transits('{ transitPoints { id sign house } }');
    expect(computeHouses).toHaveBeenCalledTimes(2);
  });

  it('a solar return’s instant needs only the Sun; the lunar return and the relocated chart are not searched unless selected', async () => {
    const data = await run(`westernSolarReturn(input: { ${NATAL}, returnYear: 2024, relocatedLocation: { latitude: 40.7, longitude: -74 } }) { info { datetime differenceArcsec } }`);
    // RFC 3339, to the second; 8 s later than with the old ephemeris, whose Sun was up to 1.5″ from Swiss (now ≤ 0.1″)
    expect(data.westernSolarReturn.info.datetime).toBe("2024-05-14T19:52:22+09:00");
    expect(new Set(bodies())).toEqual(new Set(['sun']));
    expect(computeHouses).not.toHaveBeenCalled();
  });

  it('the lunar return is searched when selected', async () => {
    const data = await run(`westernSolarReturn(input: { ${NATAL}, returnYear: 2024 }) { lunarReturn { info { longitude natalLongitude } } }`);
    expect(Math.abs(data.westernSolarReturn.lunarReturn.info.longitude - data.westernSolarReturn.lunarReturn.info.natalLongitude) * 3600).toBeLessThan(0.1);
    expect(new Set(bodies())).toEqual(new Set(['sun', 'moon']));
    expect(computeHouses).not.toHaveBeenCalled();
  });

  it('progressed bodies to natal bodies compute no houses', async () => {
    const data = await run(`westernProgressions(input: { ${NATAL}, targetDatetime: "2024-05-15T14:30:00" }) { aspectsToNatal(includeAngles: false) { body1 body2 type orb } }`);
    expect(data.westernProgressions.aspectsToNatal.length).toBeGreaterThan(0);
    expect(computeHouses).not.toHaveBeenCalled();
  });
});

describe('predictive GraphQL validation', () => {
  it('rejects a progression target before the birth, and bounds the orbs, before any computation', async () => {
    const check = async (query: string, message: string) => {
      const result = await execute({ schema, document: parse(`{ ${query} }`), contextValue: context() });
      expect(result.errors?.[0].message).toBe(message);
      expect(bodyPosition).not.toHaveBeenCalled();
    };
    await check(
      `westernProgressions(input: { ${NATAL}, targetDatetime: "1990-05-15T14:00:00" }) { orbDegrees }`,
      "Invalid value for input.targetDatetime: Target datetime must be after natal datetime",
    );
    await check(
      `westernTransits(input: { ${NATAL}, transitDatetime: "2024-03-01T09:00:00", orbDegrees: 12 }) { orbDegrees }`,
      "Invalid value for input.orbDegrees: ensure this value is less than or equal to 10.0",
    );
    await check(
      `westernSolarReturn(input: { ${NATAL}, returnYear: 1850 }) { returnYear }`,
      "Invalid value for input.returnYear: ensure this value is greater than or equal to 1900",
    );
  });
});
