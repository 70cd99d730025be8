/**
 * In-process timings of the traditional and locational operations (issue 28 point 8), printed by
 * `npm run bench`: each root field's largest admissible request (the widest span, the deepest
 * levels, every field including the picture), executed through the GraphQL schema as a request is,
 * for a new birth each time. Timed in CPU time of this process (process.cpuUsage), the quantity the
 * 250 ms request bound limits, so that other work on a shared machine does not count; the median
 * and the largest of the samples are the cost bounds the operations are priced by.
 */
import { execute, parse } from 'graphql';
import { schema } from '../src/graphql/schema.js';

const WARM_UP = 3;

export interface OperationTiming {
  name: string;
  medianMs: number;
  maxMs: number;
}

let counter = 0;
/** A new birth 1930–2010 at a new place for every sample. */
function birth(): string {
  counter += 1;
  const ms = Date.UTC(1930, 0, 1) + ((counter * 7_919_000_000) % (80 * 365.25 * 86400e3));
  const lat = -55 + ((counter * 37) % 110);
  const lon = -175 + ((counter * 101) % 350);
  return `natalDatetime: "${new Date(ms).toISOString().slice(0, 19)}", natalLocation: { latitude: ${lat}, longitude: ${lon}, timezone: "UTC" }, includeAsteroids: true`;
}
/** A span of `days` from a new date. */
const span = (days: number) => {
  const from = Date.UTC(1950 + (counter % 100), counter % 12, 1);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return `from: "${day(from)}T00:00:00Z", to: "${day(from + days * 86400e3)}T00:00:00Z"`;
};
const VOID = 'start end hours lastAspectPlanet lastAspectAngle nextSign nextSignLabel';

const POINT = 'longitude sign dms';
const LOT = `id label longitude sign signLabel degreeInSign dms house wholeSignHouse ruler reversed formula`;
const PERIOD = 'level sign start end startAge endAge loosingOfTheBond angularity';
/** Each operation's largest request. */
const OPERATIONS: { name: string; query: () => string }[] = [
  { name: 'westernLots (9 lots + 12 custom)', query: () => `{ westernLots(input: { ${birth()}, custom: [${Array.from({ length: 12 }, (_, i) => `{ name: "L${i}", b: VENUS, c: MARS }`).join(', ')}] }) { diurnal lots { ${LOT} } custom { ${LOT} } } }` },
  { name: 'westernReleasing (levels 2, 120 years)', query: () => `{ westernReleasing(input: { ${birth()}, fromAge: 0, toAge: 120, levels: 2 }) { lot { ${LOT} } periods { ${PERIOD} subPeriods { ${PERIOD} } } } }` },
  { name: 'westernReleasing (levels 4, 10 years)', query: () => `{ westernReleasing(input: { ${birth()}, fromAge: 30, toAge: 40, levels: 4 }) { periods { ${PERIOD} subPeriods { ${PERIOD} subPeriods { ${PERIOD} subPeriods { ${PERIOD} } } } } } }` },
  { name: 'westernPlanetaryHours', query: () => { birth(); return `{ westernPlanetaryHours(input: { date: "${1950 + (counter % 100)}-0${1 + (counter % 9)}-1${counter % 10}", location: { latitude: ${-60 + (counter % 120)}, longitude: ${-170 + (counter % 340)}, timezone: "UTC" } }) { kind dayRuler sunrise sunset nextSunrise hours { number ruler rulerLabel isDay start end minutes } } }`; } },
  // Priced per month begun: one month, and the longest span (TRADITIONAL_DEFAULTS.voidMoonMaxSpanDays).
  { name: 'westernVoidMoon (31 days, modern planets)', query: () => { birth(); return `{ westernVoidMoon(input: { ${span(31)}, includeModern: true }) { ${VOID} } }`; } },
  { name: 'westernVoidMoon (366 days, modern planets)', query: () => { birth(); return `{ westernVoidMoon(input: { ${span(366)}, includeModern: true }) { ${VOID} } }`; } },
  { name: 'westernFixedStars (321 stars, parans)', query: () => `{ westernFixedStars(input: { ${birth()}, orbDegrees: 5, paranOrbDegrees: 5 }) { stars { name designation hr magnitude longitude latitude rightAscension declination ${POINT} } conjunctions { point orb star { name } } parans { starEvent pointEvent point orb star { name } } } }` },
  { name: 'westernMidpoints', query: () => `{ westernMidpoints(input: { ${birth()}, orbDegrees: 5 }) { a b longitude dial dms occupants occupantOrbs } }` },
  { name: 'westernHarmonic (n = 180)', query: () => `{ westernHarmonic(input: { ${birth()}, harmonic: 180, orbDegrees: 10 }) { harmonic points { id ${POINT} } aspects { body1 body2 type orb } } }` },
  { name: 'westernAntiscia', query: () => `{ westernAntiscia(input: { ${birth()}, orbDegrees: 5 }) { points { id longitude antiscion contraAntiscion antiscionDms } contacts { from on kind orb } } }` },
  { name: 'westernDeclinations', query: () => `{ westernDeclinations(input: { ${birth()}, orbDegrees: 5 }) { obliquity points { id declination outOfBounds } contacts { a b kind orb } } }` },
  {
    name: 'westernAstrocartography (lines, GeoJSON, parans, relocation, map)',
    query: () => `{ westernAstrocartography(input: { ${birth()}, relocateTo: { latitude: 51.5, longitude: -0.1, timezone: "UTC" } }) {
      gast lines { body angle segments { points { longitude latitude } } } geojson parans { a aEvent b bEvent latitude longitude }
      relocatedChart { angles { asc { ${POINT} } mc { ${POINT} } } houses { number cusp { ${POINT} } } } svg } }`,
  },
];

export async function traditionalCore(samples = 15): Promise<OperationTiming[]> {
  const out: OperationTiming[] = [];
  for (const { name, query } of OPERATIONS) {
    const times: number[] = [];
    for (let i = 0; i < samples + WARM_UP; i++) {
      const document = parse(query());
      const start = process.cpuUsage();
      const result = (await execute({ schema, document, contextValue: { access: null, usage: null } })) as { errors?: unknown[] };
      JSON.stringify(result);
      const used = process.cpuUsage(start);
      const ms = (used.user + used.system) / 1000;
      if (result.errors) throw new Error(`${name}: ${JSON.stringify(result.errors)}`);
      if (i >= WARM_UP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    out.push({ name, medianMs: times[Math.floor(times.length / 2)], maxMs: times[times.length - 1] });
  }
  return out;
}
