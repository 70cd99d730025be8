/**
 * The traditional and locational root fields and the natal chart's lots and fixedStars: each answers
 * the core's values (tested against independent ones in test/core/traditional/), inputs are
 * validated, and the domain errors carry their codes.
 */
import { execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/schema.js';
import { natalChart } from '../../src/core/astro/chart.js';
import { Lots } from '../../src/core/astro/traditional/lots.js';

const BIRTH = 'natalDatetime: "1933-12-23T06:39:00", natalLocation: { latitude: 35.6838, longitude: 139.754, timezone: "Asia/Tokyo" }';
const run = (query: string) => execute({ schema, document: parse(query), contextValue: { access: undefined, usage: null } }) as Promise<{ data?: any; errors?: readonly any[] }>;
/** The domain or validation code (the server's error mask turns it into extensions.code). */
const code = (r: { errors?: readonly any[] }) => (r.errors?.[0].originalError as { code?: string } | undefined)?.code;
const data = async (query: string) => {
  const result = await run(query);
  expect(result.errors).toBeUndefined();
  return result.data;
};

describe('traditional GraphQL', () => {
  it('westernLots: the nine lots with sign, ruler and house, and a custom formula', async () => {
    const d = await data(`{ westernLots(input: { ${BIRTH}, custom: [{ name: "Fortune again", b: MOON, c: SUN }] }) {
      diurnal lots { id label(lang: KO) longitude sign ruler house wholeSignHouse reversed formula } custom { label longitude } } }`);
    const core = new Lots(natalChart({ natalDatetime: '1933-12-23T06:39:00', natalLocation: { latitude: 35.6838, longitude: 139.754, timezone: 'Asia/Tokyo' } }));
    expect(d.westernLots.diurnal).toBe(false);
    expect(d.westernLots.lots.map((l: any) => l.id)).toEqual(['fortune', 'spirit', 'eros', 'necessity', 'courage', 'victory', 'nemesis', 'basis', 'exaltation']);
    expect(d.westernLots.lots[0]).toMatchObject({ sign: 'LIBRA', ruler: 'Venus', reversed: true, formula: 'asc + sun - moon', label: '행운의 랏' });
    expect(d.westernLots.lots[0].longitude).toBeCloseTo(core.lot('fortune').longitude, 9);
    expect(d.westernLots.custom[0]).toMatchObject({ label: 'Fortune again' });
    expect(d.westernLots.custom[0].longitude).toBeCloseTo(core.lot('fortune').longitude, 9);
  });

  it('natalChart.lots and natalChart.fixedStars are there when selected', async () => {
    const d = await data(`{ westernNatalChart(input: { datetime: "1988-09-17T10:30:00", location: { latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul" } }) {
      lots { id sign } fixedStars(orbDegrees: 2) { star { name magnitude } point orb } } }`);
    expect(d.westernNatalChart.lots).toHaveLength(9);
    for (const c of d.westernNatalChart.fixedStars) expect(c.orb).toBeLessThanOrEqual(2);
  });

  it('westernReleasing: levels nested, the published Leo period of level 1', async () => {
    const d = await data(`{ westernReleasing(input: { ${BIRTH}, lot: SPIRIT, fromAge: 78, toAge: 81, levels: 2 }) {
      year yearDays lot { sign } fortune { sign } periods { level sign start end angularity subPeriods { level sign loosingOfTheBond } } } }`);
    const r = d.westernReleasing;
    expect(r).toMatchObject({ year: 'VALENS_360', yearDays: 360, lot: { sign: 'PISCES' }, fortune: { sign: 'LIBRA' } });
    const leo = r.periods.find((p: any) => p.sign === 'LEO');
    expect(leo.start.slice(0, 10)).toBe('2012-10-28');
    expect(leo.subPeriods[0]).toMatchObject({ level: 2, sign: 'LEO' });
  });

  it('westernReleasing from a lot of the user’s own formula', async () => {
    const d = await data(`{ westernReleasing(input: { ${BIRTH}, customLot: { name: "Fortune by hand", b: MOON, c: SUN }, levels: 1, toAge: 30 }) { lot { label sign } periods { sign } } }`);
    expect(d.westernReleasing.lot).toEqual({ label: 'Fortune by hand', sign: 'LIBRA' });
    expect(d.westernReleasing.periods[0].sign).toBe('LIBRA');
  });

  it('westernReleasing refuses levels 3–4 over more than 10 years', async () => {
    const r = await run(`{ westernReleasing(input: { ${BIRTH}, levels: 3, fromAge: 0, toAge: 40 }) { year } }`);
    expect(code(r)).toBe('RELEASING_SPAN_TOO_LONG');
  });

  it('westernPlanetaryHours and westernVoidMoon', async () => {
    const d = await data(`{
      westernPlanetaryHours(input: { date: "2024-03-20", location: { latitude: 37.5665, longitude: 126.978 } }) { kind dayRuler sunrise hours { number ruler isDay minutes } }
      westernVoidMoon(input: { from: "2024-01-01", to: "2024-01-31" }) { start end hours lastAspectPlanet lastAspectAngle nextSign }
    }`);
    expect(d.westernPlanetaryHours).toMatchObject({ kind: 'NORMAL', dayRuler: 'MERCURY' });
    expect(d.westernPlanetaryHours.hours).toHaveLength(24);
    expect(d.westernVoidMoon.length).toBeGreaterThan(10);
    // Swiss's window of 4–5 Jan 2024 (test/fixtures/western/swiss-traditional.json): Moon sextile Mercury, then Scorpio.
    expect(d.westernVoidMoon.find((w: any) => w.end.startsWith('2024-01-05'))).toMatchObject({ lastAspectPlanet: 'mercury', lastAspectAngle: 60, nextSign: 'SCORPIO' });
    const long = await run('{ westernVoidMoon(input: { from: "2024-01-01", to: "2025-01-01" }) { start } }');
    expect(code(long)).toBe('SPAN_TOO_LONG');
  });

  it('westernFixedStars, westernMidpoints, westernHarmonic, westernAntiscia, westernDeclinations', async () => {
    const d = await data(`{
      westernFixedStars(input: { ${BIRTH}, maxMagnitude: 1.5 }) { stars { name longitude } conjunctions { point orb } parans { starEvent pointEvent orb } }
      westernMidpoints(input: { ${BIRTH} }) { a b dial occupants }
      westernHarmonic(input: { ${BIRTH}, harmonic: 5 }) { harmonic points { id longitude } aspects { body1 body2 type orb } }
      westernAntiscia(input: { ${BIRTH} }) { points { id antiscion } contacts { kind orb } }
      westernDeclinations(input: { ${BIRTH} }) { obliquity points { id declination outOfBounds } contacts { kind orb } }
    }`);
    expect(d.westernFixedStars.stars.length).toBeGreaterThan(15);
    expect(d.westernMidpoints.length).toBe(78);
    expect(d.westernHarmonic.harmonic).toBe(5);
    expect(d.westernAntiscia.points).toHaveLength(13);
    expect(d.westernDeclinations.points).toHaveLength(13);
    const bad = await run(`{ westernHarmonic(input: { ${BIRTH}, harmonic: 181 }) { harmonic } }`);
    expect(code(bad)).toBe('VALIDATION_ERROR');
  });

  it('westernAstrocartography: lines, GeoJSON, parans, the relocated chart and the map', async () => {
    const d = await data(`{ westernAstrocartography(input: { ${BIRTH}, relocateTo: { latitude: 51.5, longitude: -0.12, timezone: "Europe/London" } }) {
      gast lines { body angle segments { points { longitude latitude } } } geojson parans { a b latitude }
      relocatedChart { info { utc location { latitude } } angles { asc { longitude } } } natalChart { info { utc } } svg } }`);
    const m = d.westernAstrocartography;
    expect(m.lines).toHaveLength(40); // Sun … Pluto, four angles each
    expect(JSON.parse(m.geojson).type).toBe('FeatureCollection');
    expect(m.relocatedChart.info.utc).toBe(m.natalChart.info.utc);
    expect(m.relocatedChart.info.location.latitude).toBe(51.5);
    expect(m.svg).toMatch(/^<svg[^>]*data-chart="astrocartography"/);
  });
});
