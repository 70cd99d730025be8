/**
 * npm run bench (compiled to dist/ first, run with NODE_ENV=production): the chart core in process, then the HTTP paths over loopback with autocannon
 * against a server pinned to one core. Prints a table and writes bench/results/latest.json.
 */
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { saveResults } from './results.js';
import { chartCore } from './chart-core.js';
import { iztroHoroscopeCore, jamiHoroscopeCore, sajuYearsCore, type Timing } from './luck-core.js';
import { eventsYearCore } from './events-core.js';
import { traditionalCore } from './traditional-core.js';
import { compatibilityCore, dateSelectionYearCore, yearlyCore } from './korean-core.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Every path is measured in each of ROUNDS rounds, round-robin, and reported by its median round:
 * this machine's speed drifts by several per cent over minutes, and round-robin rounds spread that
 * drift over all paths instead of charging it to whichever path ran at a slow moment.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;

/** A new birth instant for every request, so no request reuses another's computation. */
let counter = 0;
function nextDatetime(): string {
  counter += 1;
  return new Date(Date.UTC(1950, 0, 1) + counter * 3_607_000).toISOString().slice(0, 19);
}
const location = { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' };
const chartBody = () => ({ datetime: nextDatetime(), location });
const graphqlBody = (selection: string) => () => ({
  query: `query Chart($input: NatalChartInput!) { natalChart(input: $input) ${selection} }`,
  variables: { input: chartBody() },
});
/** Every field of the natal chart type, with the asteroids: the whole chart a client can ask for. */
const POINT = 'longitude sign degreeInSign dms';
const BODY = 'id longitude latitude distance speed latitudeSpeed retrograde rightAscension declination sign degreeInSign dms house';
const DIGNITY = '{ essentialDignities { rulership exaltation triplicity term face detriment fall } isPeregrine classicalScore }';
const EVERY_FIELD = `{
  info { name datetime utc utcOffsetMinutes julianDayUT timezone location { latitude longitude elevation timezone } houseSystem houseSystemUsed armc obliquity diurnal }
  angles { asc { ${POINT} } mc { ${POINT} } dsc { ${POINT} } ic { ${POINT} } }
  bodies { all { ${BODY} } }
  houses { number cusp { ${POINT} } bodies }
  aspects { body1 body2 type angle separation orb exact applying }
  dignities { ${['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'].map((p) => `${p} ${DIGNITY}`).join(' ')} }
  warnings
}`;
const fullChart = () => ({
  query: `query Chart($input: NatalChartInput!) { natalChart(input: $input) ${EVERY_FIELD} }`,
  variables: { input: { ...chartBody(), includeAsteroids: true } },
});
const sunSign = graphqlBody('{ bodies { sun { sign } } }');
/** Two births at new instants, every analysis block (analysis_depth comprehensive). */
const synastryBody = () => ({
  person1_datetime: nextDatetime(),
  person1_location: location,
  person2_datetime: nextDatetime(),
  person2_location: { latitude: 35.1796, longitude: 129.0756, timezone: 'Asia/Seoul' },
  analysis_depth: 'comprehensive',
});

interface Row { name: string; reqPerSec: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number }

async function load(name: string, url: string, body: () => unknown, headers: Record<string, string>, duration = DURATION_S): Promise<Row> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration,
    headers: { 'content-type': 'application/json', ...headers },
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }) }],
  });
  return {
    name,
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * Runs a path until its throughput is steady: at least 21 s (seven 3-second windows), then until a
 * window is within 5 % of the one before (at most 45 s). V8 optimises a path's code over its first
 * seconds of load: for a comprehensive synastry on one core, --trace-opt counts 700, 359, 329, 69,
 * 20 and 2 optimisations in successive 5-second windows, so a measurement that starts cold reports
 * compilation, not the service.
 */
async function warmUp(url: string, body: () => unknown, headers: Record<string, string>): Promise<void> {
  let previous = 0;
  for (let window = 0; window < 15; window++) {
    const { reqPerSec } = await load('warm-up', url, body, headers, 3);
    if (window >= 6 && Math.abs(reqPerSec - previous) <= 0.05 * previous) return;
    previous = reqPerSec;
  }
}

interface Path {
  name: string;
  url: string;
  body: () => unknown;
  headers: Record<string, string>;
}

/** The median of a path's rounds by req/s (its p50 and p99 are that run's). */
function median(runs: Row[]): Row {
  return [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(runs.length / 2)];
}

const core = chartCore();
console.log(`chart core: median ${core.medianUs.toFixed(1)} µs, p99 ${core.p99Us.toFixed(1)} µs per full chart`);
// The luck cores, and iztro's horoscope() from the same run for comparison (bench/luck-core.ts).
const timing = (t: Timing) => `median ${t.medianUs.toFixed(1)} µs, p99 ${t.p99Us.toFixed(1)} µs`;
const luckCores = { sajuYears: sajuYearsCore(), jamiHoroscope: jamiHoroscopeCore(), iztroHoroscope: iztroHoroscopeCore(1000) };
console.log(`saju ten-year 세운 with interactions: ${timing(luckCores.sajuYears)}`);
console.log(`jami horoscope (six scopes): ${timing(luckCores.jamiHoroscope)}`);
console.log(`iztro 2.6.1 horoscope(), same run: ${timing(luckCores.iztroHoroscope)}`);
// A year of events for ten bodies against a natal chart, every kind (bench/events-core.ts).
const eventsCore = eventsYearCore();
console.log(`events, one year, ten bodies, every kind: median ${(eventsCore.medianUs / 1000).toFixed(1)} ms, p99 ${(eventsCore.p99Us / 1000).toFixed(1)} ms (${eventsCore.events} events)`);
// 궁합, a year of 택일 for two people and 신년운세, each with its charts (bench/korean-core.ts).
const koreanCores = { compatibility: compatibilityCore(), dateSelectionYear: dateSelectionYearCore(), yearly: yearlyCore() };
const ms = (t: Timing) => `median ${(t.medianUs / 1000).toFixed(2)} ms, p99 ${(t.p99Us / 1000).toFixed(2)} ms`;
console.log(`saju compatibility (two new charts): ${ms(koreanCores.compatibility)}`);
console.log(`saju 택일, a year for two people: ${ms(koreanCores.dateSelectionYear)}`);
console.log(`saju yearly reading with texts: ${ms(koreanCores.yearly)}`);

// The traditional and locational operations' largest requests, through the schema (bench/traditional-core.ts).
const traditional = await traditionalCore();
console.log('\ntraditional and locational operations, largest request each (CPU ms, median / max):');
for (const t of traditional) console.log(`  ${t.name}: ${t.medianMs.toFixed(1)} / ${t.maxMs.toFixed(1)}`);

// The server on core 0; this process (autocannon) on the other core. The server runs with this
// process's Node flags (fork's default), which are `npm start`'s (package.json).
// The server logs one JSON line per request at LOG_LEVEL=info, as in production; to /dev/null here.
const server = fork(new URL('./server.js', import.meta.url), [], {
  env: { ...process.env, NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const ready = await new Promise<{ key: string; servicePort: number; baselinePort: number }>((resolve) =>
  server.once('message', (m) => resolve(m as never)),
);
const { execFileSync } = await import('node:child_process');
execFileSync('taskset', ['-a', '-p', '-c', '0', String(server.pid)], { stdio: 'ignore' });
execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });

const auth = { 'x-api-key': ready.key };
const service = `http://127.0.0.1:${ready.servicePort}`;
const paths: Path[] = [
  { name: 'baseline: plain Express JSON', url: `http://127.0.0.1:${ready.baselinePort}/baseline`, body: () => ({ ok: true }), headers: {} },
  { name: 'REST natal-chart', url: service + '/v1/astrology/natal-chart', body: chartBody, headers: auth },
  { name: 'GraphQL full chart', url: service + '/graphql', body: fullChart, headers: auth },
  { name: 'GraphQL Sun sign only', url: service + '/graphql', body: sunSign, headers: auth },
  { name: 'REST synastry (comprehensive)', url: service + '/v1/astrology/synastry', body: synastryBody, headers: auth },
];
if (process.env.BENCH_TYPENAME) {
  paths.push({ name: 'GraphQL __typename', url: service + '/graphql', body: () => ({ query: '{ __typename }' }), headers: auth });
}
const runs: Row[][] = paths.map(() => []);
try {
  for (const path of paths) await warmUp(path.url, path.body, path.headers);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, path] of paths.entries()) runs[i].push(await load(path.name, path.url, path.body, path.headers));
  }
} finally {
  server.kill();
}
const rows = runs.map(median);
const base = rows[0].reqPerSec;
const full = rows[2].reqPerSec;
console.log(`\nMedian of ${ROUNDS} rounds of ${DURATION_S} s per path:\n`);
console.log('| path | req/s | p50 ms | p99 ms | × baseline | non-2xx |');
console.log('|---|---|---|---|---|---|');
for (const [i, r] of rows.entries()) {
  const nonOk = runs[i].reduce((sum, run) => sum + run.non2xx + run.errors, 0);
  console.log(`| ${r.name} | ${r.reqPerSec.toFixed(0)} | ${r.p50Ms} | ${r.p99Ms} | ${(r.reqPerSec / base).toFixed(2)} | ${nonOk} |`);
}
console.log(`\nreq/s of each round: ${rows.map((r, i) => `${r.name.split(':')[0]} ${runs[i].map((run) => run.reqPerSec.toFixed(0)).join(', ')}`).join('; ')}`);
const ratios = {
  restToBaseline: rows[1].reqPerSec / base,
  sunSignToFullGraphql: rows[3].reqPerSec / full,
  synastryToNatalChart: rows[4].reqPerSec / rows[1].reqPerSec,
};
console.log(`\nREST natal-chart / baseline = ${ratios.restToBaseline.toFixed(2)} (target ≥ 0.30)`);
console.log(`GraphQL Sun sign / GraphQL full chart = ${ratios.sunSignToFullGraphql.toFixed(2)} (target ≥ 3)`);
console.log(`REST synastry / REST natal-chart = ${ratios.synastryToNatalChart.toFixed(2)} (target ≥ 0.25)`);
console.log(`chart core median = ${core.medianUs.toFixed(1)} µs (target ≤ 150)`);
console.log(`events year core median = ${(eventsCore.medianUs / 1000).toFixed(1)} ms (target ≤ 50)`);
console.log(`택일 year for two people median = ${(koreanCores.dateSelectionYear.medianUs / 1000).toFixed(1)} ms (target ≤ 20)`);

saveResults('latest', { durationSeconds: DURATION_S, rounds: ROUNDS, connections: CONNECTIONS, core, luckCores, eventsCore, koreanCores, traditional, rows, runs, ratios });
