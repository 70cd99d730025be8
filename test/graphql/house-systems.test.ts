/**
 * The further house systems and Gauquelin's sectors through GraphQL natalChart, against Swiss
 * Ephemeris 2.10.03 (test/fixtures/western/swiss-depth.json): every system's twelve cusps within 5″
 * on the charts before 2050 at |latitude| ≤ 60° (the service's sidereal time drifts ~2″ from
 * Swiss's after 2050; the core's own tests cover those), Sunshine with the Sun's declination.
 */
import { readFileSync } from 'node:fs';
import { execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { EXTRA_HOUSE_SYSTEMS } from '../../src/core/astro/houses.js';
import { schema } from '../../src/graphql/schema.js';

interface DepthCase {
  id: string;
  datetime_utc: string;
  latitude: number;
  longitude: number;
  cusps: Record<(typeof EXTRA_HOUSE_SYSTEMS)[number], number[]>;
}
const cases: DepthCase[] = JSON.parse(readFileSync(new URL('../fixtures/western/swiss-depth.json', import.meta.url), 'utf8')).cases;

const run = async (c: { datetime_utc: string; latitude: number; longitude: number }, selection: string, system = 'PLACIDUS') => {
  const document = parse(`{ westernNatalChart(input: {
    datetime: "${c.datetime_utc.replace('Z', '')}", location: { latitude: ${c.latitude}, longitude: ${c.longitude}, timezone: "UTC" },
    houseSystem: ${system}
  }) ${selection} }`);
  const result = await execute({ schema, document, contextValue: { access: undefined, usage: null } });
  expect(result.errors).toBeUndefined();
  return (result.data as any).westernNatalChart;
};
const arcsec = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;

describe('further house systems', () => {
  it('each of the ten is offered and agrees with Swiss within 5″ (charts before 2050)', async () => {
    const early = cases.filter((c) => c.datetime_utc < '2050');
    expect(early.length).toBeGreaterThan(20);
    for (const system of EXTRA_HOUSE_SYSTEMS) {
      for (const c of early.slice(0, 8)) {
        const chart = await run(c, '{ info { houseSystem } houses { cuspLongitude } }', system);
        expect(chart.info.houseSystem).toBe(system);
        chart.houses.forEach((h: { cuspLongitude: number }, i: number) =>
          expect(arcsec(h.cuspLongitude, c.cusps[system][i]), `${system} ${c.id} cusp ${i + 1}`).toBeLessThan(5),
        );
      }
    }
  });
});

describe('Gauquelin sectors', () => {
  it('36 sectors: 1 at the ASC, 10 at the MC, 19 at the DSC, 28 at the IC; clockwise', async () => {
    const chart = await run(cases[0], '{ angles { asc { longitude } mc { longitude } } gauquelinSectors { used cusps warnings } }');
    const g = chart.gauquelinSectors;
    expect(g.used).toBe('GAUQUELIN');
    expect(g.cusps).toHaveLength(36);
    expect(arcsec(g.cusps[0], chart.angles.asc.longitude)).toBeLessThan(0.01);
    expect(arcsec(g.cusps[9], chart.angles.mc.longitude)).toBeLessThan(0.01);
    expect(arcsec(g.cusps[18], chart.angles.asc.longitude + 180)).toBeLessThan(0.01);
    expect(arcsec(g.cusps[27], chart.angles.mc.longitude + 180)).toBeLessThan(0.01);
    // Clockwise: from the ASC to the MC the longitude decreases through sectors 1–10.
    const back = (((g.cusps[0] - g.cusps[9]) % 360) + 360) % 360;
    expect(back).toBeGreaterThan(0);
    expect(back).toBeLessThan(180);
    expect(g.warnings).toEqual([]);
  });

  it('inside the polar circle: Porphyry’s 12 cusps with a warning, as Swiss Ephemeris does', async () => {
    const chart = await run({ datetime_utc: '2001-06-21T12:00:00Z', latitude: 78.22, longitude: 15.65 }, '{ gauquelinSectors { used cusps warnings } }');
    expect(chart.gauquelinSectors.used).toBe('PORPHYRY');
    expect(chart.gauquelinSectors.cusps).toHaveLength(12);
    expect(chart.gauquelinSectors.warnings.length).toBe(1);
  });
});
