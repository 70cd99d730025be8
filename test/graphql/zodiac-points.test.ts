/**
 * GraphQL natalChart's zodiac and points: tropical by default; sidereal with an ayanamsa shifts
 * every longitude by the ayanamsa it reports; Lilith and the asteroids are fields of `bodies`,
 * computed only when selected (a selected Ceres computes no other asteroid).
 */
import { execute, parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/core/astro/asteroids.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/astro/asteroids.js')>();
  return { ...real, asteroidPosition: vi.fn(real.asteroidPosition) };
});
const { asteroidPosition } = await import('../../src/core/astro/asteroids.js');
const { schema } = await import('../../src/graphql/schema.js');

const run = async (input: string, selection: string) => {
  const document = parse(`{ westernNatalChart(input: {
    datetime: "1990-05-15T14:30:00", location: { latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul" } ${input}
  }) ${selection} }`);
  const result = await execute({ schema, document, contextValue: { access: undefined, usage: null } });
  expect(result.errors).toBeUndefined();
  return (result.data as any).westernNatalChart;
};

const arcsec = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;

describe('zodiac', () => {
  it('is tropical by default, with no ayanamsa', async () => {
    expect(await run('', '{ zodiac ayanamsa ayanamsaDegrees }')).toEqual({ zodiac: 'TROPICAL', ayanamsa: null, ayanamsaDegrees: null });
  });

  it('sidereal (Lahiri by default, or another ayanamsa) shifts bodies, angles and cusps by the ayanamsa it reports', async () => {
    const selection = '{ zodiac ayanamsa ayanamsaDegrees bodies { sun { longitude sign } moon { longitude } } angles { asc { longitude } } houses { cuspLongitude } }';
    const tropical = await run('', selection);
    for (const [input, mode] of [['zodiac: SIDEREAL', 'LAHIRI'], ['zodiac: SIDEREAL, ayanamsa: FAGAN_BRADLEY', 'FAGAN_BRADLEY']] as const) {
      const sidereal = await run(input, selection);
      expect(sidereal.zodiac).toBe('SIDEREAL');
      expect(sidereal.ayanamsa).toBe(mode);
      // Lahiri in 1990 ≈ 23°43′; Fagan-Bradley ≈ 24°36′.
      expect(sidereal.ayanamsaDegrees).toBeCloseTo(mode === 'LAHIRI' ? 23.72 : 24.6, 1);
      const shifted = (lon: number) => lon - sidereal.ayanamsaDegrees;
      expect(arcsec(sidereal.bodies.sun.longitude, shifted(tropical.bodies.sun.longitude))).toBeLessThan(1e-6);
      expect(arcsec(sidereal.bodies.moon.longitude, shifted(tropical.bodies.moon.longitude))).toBeLessThan(1e-6);
      expect(arcsec(sidereal.angles.asc.longitude, shifted(tropical.angles.asc.longitude))).toBeLessThan(1e-6);
      expect(arcsec(sidereal.houses[4].cuspLongitude, shifted(tropical.houses[4].cuspLongitude))).toBeLessThan(1e-6);
    }
    // The Sun at 24°08′ Taurus tropical is at 0°25′ of sidereal (Lahiri) Taurus.
    expect(tropical.bodies.sun).toMatchObject({ sign: 'TAURUS' });
    const lahiri = (await run('zodiac: SIDEREAL', selection)).bodies.sun;
    expect(lahiri.sign).toBe('TAURUS');
    expect(lahiri.longitude).toBeGreaterThan(30.3);
    expect(lahiri.longitude).toBeLessThan(30.5);
  });

  it('an ayanamsa without SIDEREAL changes nothing', async () => {
    const selection = '{ zodiac bodies { sun { longitude } } }';
    expect(await run('ayanamsa: RAMAN', selection)).toEqual(await run('', selection));
  });
});

describe('points by name', () => {
  it('Lilith and Ceres … Vesta are bodies fields; a selected Ceres computes no other asteroid', async () => {
    vi.mocked(asteroidPosition).mockClear();
    const chart = await run('', '{ bodies { meanLilith { longitude sign dms } trueLilith { longitude } ceres { id longitude house retrograde } all { id } } }');
    expect(chart.bodies.ceres.id).toBe('ceres');
    expect(chart.bodies.meanLilith.dms).toMatch(/^\d{2}° \w+ \d{2}' \d{2}''$/);
    expect(vi.mocked(asteroidPosition).mock.calls.map(([id]) => id)).toEqual(['ceres']);
    // Never in the chart's list (the REST record's bodies).
    expect(chart.bodies.all.map((b: { id: string }) => b.id)).not.toContain('ceres');
  });
});
