/**
 * Lazy resolution: a query computes only what it selects. The core modules are wrapped in spies
 * (their real implementations still run) so the test sees which computations happened.
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
vi.mock('../../src/core/astro/aspects.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/astro/aspects.js')>();
  return { ...real, findAspects: vi.fn(real.findAspects) };
});

const { bodyPosition } = await import('../../src/core/astro/ephemeris.js');
const { computeHouses } = await import('../../src/core/astro/houses.js');
const { findAspects } = await import('../../src/core/astro/aspects.js');
const { schema } = await import('../../src/graphql/schema.js');

/** An access context that allows everything and charges nothing. */
const context = () => ({
  access: { charge: async (feature: string) => ({ feature, user: 't', used: 0, limit: 1, remaining: 1 }) },
  usage: null,
}) as never;

const run = async (selection: string) => {
  const document = parse(`{ westernNatalChart(input: {
    datetime: "1990-05-15T14:30:00", location: { latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul" }
  }) ${selection} }`);
  const result = await execute({ schema, document, contextValue: context() });
  expect(result.errors).toBeUndefined();
  return result.data as any;
};

beforeEach(() => vi.clearAllMocks());

describe('lazy, memoised resolution', () => {
  it('bodies { sun { sign } } computes the Sun only: no houses, aspects or other bodies', async () => {
    const data = await run('{ bodies { sun { sign } } }');
    expect(data.westernNatalChart.bodies.sun.sign).toBe('TAURUS');
    expect(vi.mocked(bodyPosition).mock.calls.map((c) => c[0])).toEqual(['sun']);
    expect(computeHouses).not.toHaveBeenCalled();
    expect(findAspects).not.toHaveBeenCalled();
  });

  it('the Sun selected twice with its house is computed once, houses once', async () => {
    await run('{ bodies { sun { sign dms house } } a: bodies { sun { longitude } } angles { asc { sign } mc { sign } } }');
    expect(vi.mocked(bodyPosition).mock.calls.map((c) => c[0])).toEqual(['sun']);
    expect(computeHouses).toHaveBeenCalledTimes(1);
    expect(findAspects).not.toHaveBeenCalled();
  });

  it('a full chart computes each body once', async () => {
    await run('{ bodies { all { id longitude house } } aspects { type } dignities { sun { classicalScore } } houses { bodies } }');
    const ids = vi.mocked(bodyPosition).mock.calls.map((c) => c[0]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(11);
    expect(computeHouses).toHaveBeenCalledTimes(1);
    expect(findAspects).toHaveBeenCalledTimes(1);
  });
});
