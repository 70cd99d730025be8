/**
 * The largest admissible requests (part of npm run bench): each candidate fills one request's credit
 * limit (src/graphql/cost.ts OPERATION_LIMITS) with one kind of work — aliased copies of every REST
 * operation's own document, a chart with the most pictures, a directions time line split into the
 * most spans, a jami chart with the most annual records, and the dearest mix: the most pictures
 * with the longest event search the other credits buy — checks that it passes every limit, sends
 * it to the app in this process and reports the CPU it took (server and client in one process, so
 * an upper bound), the wall time and the answer's size. The bound: ≤ 250 ms of CPU.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { saveResults } from './results.js';
import { join } from 'node:path';
import { Kind, parse, print, validate, visit, type DocumentNode, type FieldNode, type OperationDefinitionNode, type VariableDefinitionNode } from 'graphql';
import { creditsFor } from '../src/access/plans.js';
import { EVENTS_DEFAULTS } from '../src/core/astro/events/defaults.js';
import { TRADITIONAL_DEFAULTS } from '../src/core/astro/traditional/defaults.js';
import { SqliteStore } from '../src/access/sqlite-store.js';
import { createApp } from '../src/app.js';
import { CostModel, lexicalSize, LIMIT_RULES, OPERATION_LIMITS } from '../src/graphql/cost.js';
import { schema } from '../src/graphql/schema.js';
import { operationByName } from '../src/operations/index.js';
import { routes } from '../src/rest/routes.js';

export interface Candidate {
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

/** Shifts every date in `value` by `years`, so that no alias reuses another's computation. */
function shifted(value: unknown, years: number): unknown {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return `${Number(value.slice(0, 4)) + years}${value.slice(4)}`;
  if (Array.isArray(value)) return value.map((v) => shifted(v, years));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shifted(v, years)]));
  return value;
}

/** `n` aliased copies of a REST route's root field, each with its own `$input`. */
function aliasedRoute(document: DocumentNode, variables: Record<string, unknown>, n: number): Candidate {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const root = operation.selectionSet.selections[0] as FieldNode;
  const rename = (node: FieldNode, i: number): FieldNode =>
    visit(node, { Variable: (v) => (v.name.value === 'input' ? { ...v, name: { ...v.name, value: `input${i}` } } : undefined) });
  const copies = Array.from({ length: n }, (_, i): FieldNode => ({ ...rename(root, i), alias: { kind: Kind.NAME, value: `a${i}` } }));
  const inputDefinition = (operation.variableDefinitions ?? []).find((d) => d.variable.name.value === 'input');
  const definitions = [
    ...(operation.variableDefinitions ?? []).filter((d) => d !== inputDefinition),
    ...(inputDefinition ? copies.map((_, i): VariableDefinitionNode => ({ ...inputDefinition, variable: { ...inputDefinition.variable, name: { kind: Kind.NAME, value: `input${i}` } } })) : []),
  ];
  const aliased: DocumentNode = {
    ...document,
    definitions: document.definitions.map((d) =>
      d === operation ? { ...operation, variableDefinitions: definitions, selectionSet: { ...operation.selectionSet, selections: copies } } : d,
    ),
  };
  const { input, ...shared } = variables;
  const inputs = Object.fromEntries(copies.map((_, i) => [`input${i}`, shifted(input, i % 60)]));
  return { name: '', query: print(aliased), variables: { ...shared, ...(input === undefined ? {} : inputs) } };
}

const model = new CostModel(schema);
/** Within every limit the server checks: tokens and nesting, aliases, depth, directives, credits. */
const admissible = ({ query, variables }: Candidate) => {
  const size = lexicalSize(query);
  if (size.tokens > OPERATION_LIMITS.tokens || size.nesting > OPERATION_LIMITS.nesting) return false;
  const document = parse(query);
  if (validate(schema, document, LIMIT_RULES).length > 0) return false;
  const cost = model.cost(document, undefined, variables);
  return cost.credits <= OPERATION_LIMITS.credits && cost.pictures <= OPERATION_LIMITS.pictures;
};

/** The most aliased copies of a route's document with these variables that pass every limit. */
function mostCopies(route: (typeof routes)[number], variables: Record<string, unknown>, what: string): Candidate | null {
  for (let n = OPERATION_LIMITS.aliases; n >= 1; n--) {
    const candidate = aliasedRoute(route.document as DocumentNode, variables, n);
    if (admissible(candidate)) return { ...candidate, name: `${n} × ${what}` };
  }
  return null;
}

export function candidates(): Candidate[] {
  const list: Candidate[] = [];
  for (const route of routes) {
    const example = route.operation.example;
    const variables = route.body ? (route.variables(route.body.parse(example)) as Record<string, unknown>) : {};
    const candidate = mostCopies(route, variables, route.path);
    if (candidate) list.push(candidate);
  }
  // The void-of-course Moon over its longest span (a year with Uranus–Pluto, priced 16 credits).
  const voidMoon = routes.find((r) => r.path === '/v1/astrology/void-of-course-moon')!;
  const year = voidMoon.variables(voidMoon.body!.parse({ from: '2030-01-01', to: '2030-12-31', include_modern: true })) as Record<string, unknown>;
  const voidYears = mostCopies(voidMoon, year, `${voidMoon.path} over ${TRADITIONAL_DEFAULTS.voidMoonMaxSpanDays} days`);
  if (voidYears) list.push(voidYears);
  const natal = '{datetime: "1990-05-15T14:30:00", location: {latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul"}}';
  const pictures = Math.min((OPERATION_LIMITS.credits - 2) / 2, OPERATION_LIMITS.pictures);
  list.push({
    name: `natalChart with ${pictures} pictures`,
    query: `{ natalChart(input: ${natal}) { ${Array.from({ length: pictures }, (_, i) => `p${i}: svg(lang: ${i % 2 ? 'KO' : 'EN'})`).join(' ')} } }`,
    variables: {},
  });
  const spans = OPERATION_LIMITS.credits - 4;
  list.push({
    name: `primaryDirections with ${spans} 50-year time lines`,
    query: `{ primaryDirections(input: {natalDatetime: "1990-05-15T14:30:00", natalLocation: {latitude: 37.5, longitude: 127, timezone: "Asia/Seoul"}, targetAge: 30}) { ${Array.from({ length: spans }, (_, i) => `t${i}: timeline(fromAge: ${i % 100}, toAge: ${(i % 100) + 50}) { age }`).join(' ')} } }`,
    variables: {},
  });
  const stems = '갑을병정무기경신임계';
  const branches = '자축인묘진사오미신유술해';
  const ganji = Array.from({ length: 60 }, (_, i) => stems[i % 10] + branches[i % 12]);
  // The longest event search (its span is the whole credit limit): five years, every kind, the
  // nine bodies besides the Moon (whose transits span at most two years), the REST document.
  const events = routes.find((r) => r.path === '/v1/astrology/events')!;
  const tenYears = events.variables(
    events.body!.parse({ ...operationByName.events.example, start_date: '2030-01-01', end_date: '2034-12-31', bodies: ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] }),
  ) as Record<string, unknown>;
  list.push({ ...aliasedRoute(events.document as DocumentNode, tenYears, 1), name: `events over ${EVENTS_DEFAULTS.maxSpanYears} years, nine bodies, every kind` });
  // The dearest mix: as many chart pictures as a request may draw (each its own chart), and the
  // event search of the most years the remaining credits buy (a year begun costs the feature's credits).
  const eventYears = Math.min(
    EVENTS_DEFAULTS.maxSpanYears,
    Math.floor((OPERATION_LIMITS.credits - OPERATION_LIMITS.pictures * creditsFor('svg')) / creditsFor('events')),
  );
  const search = aliasedRoute(
    events.document as DocumentNode,
    events.variables(events.body!.parse({ ...operationByName.events.example, start_date: '2030-01-01', end_date: `${2029 + eventYears}-12-31`, bodies: ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] })) as Record<string, unknown>,
    1,
  );
  const wheels = parse(`{ ${Array.from({ length: OPERATION_LIMITS.pictures }, (_, i) => `p${i}: westernNatalChartSvg(input: {datetime: "${1950 + i}-05-15T14:30:00", location: {latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul"}})`).join(' ')} }`);
  const withWheels = visit(parse(search.query), {
    OperationDefinition: (op) => ({ ...op, selectionSet: { ...op.selectionSet, selections: [...op.selectionSet.selections, ...(wheels.definitions[0] as OperationDefinitionNode).selectionSet.selections] } }),
  });
  list.push({ name: `${OPERATION_LIMITS.pictures} chart pictures and events over ${eventYears} years`, query: print(withWheels), variables: search.variables });
  // The chart's price covers the first annual record; each further one costs a credit.
  const annuals = Math.min(OPERATION_LIMITS.aliases - 1, OPERATION_LIMITS.credits - creditsFor('jami-analysis') + 1);
  list.push({
    name: `jamiChart with ${annuals} annual records`,
    query: `{ jamiChart(input: {name: "x", birthdate: "1990-05-15", birthTime: "14:30", gender: "M"}) { ${Array.from({ length: annuals }, (_, i) => `r${i}: annual(targetYearGanji: "${ganji[i % 60]}") { doujun careerChanges emotionalChanges healthCautions wealthOpportunities problemPalaces secondaryOccurrencePalaces palaces { __typename } transformations { __typename } }`).join(' ')} } }`,
    variables: {},
  });
  return list;
}

export interface LargestRequest {
  name: string;
  credits: number;
  cpuMs: number;
  wallMs: number;
  answerKB: number;
}

/** Each candidate sent `runs` times (the first warms up); its fastest run. */
export async function largestRequests(runs = 3): Promise<LargestRequest[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-largest-'));
  const store = new SqliteStore(join(dir, 'access.db'));
  const server = createApp({ store, logError: (err) => console.error(err) }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  const { key } = await store.createKey({ name: 'bench', tier: 'enterprise', dailyLimit: 1e9, creditLimit: 1e9 });
  const results: LargestRequest[] = [];
  try {
    for (const candidate of candidates()) {
      let best: LargestRequest | undefined;
      for (let run = 0; run < runs; run++) {
        const body = JSON.stringify({ query: candidate.query, variables: shifted(candidate.variables, run) });
        const cpu = process.cpuUsage();
        const started = performance.now();
        const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-API-Key': key }, body });
        const text = await res.text();
        const wallMs = performance.now() - started;
        const used = process.cpuUsage(cpu);
        if (res.status !== 200 || text.includes('"errors"')) throw new Error(`${candidate.name}: ${res.status} ${text.slice(0, 300)}`);
        const result = {
          name: candidate.name,
          credits: model.cost(parse(candidate.query), undefined, candidate.variables).credits,
          cpuMs: (used.user + used.system) / 1000,
          wallMs,
          answerKB: Buffer.byteLength(text) / 1024,
        };
        if (run > 0 && (!best || result.cpuMs < best.cpuMs)) best = result;
      }
      results.push(best!);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return results.sort((a, b) => b.cpuMs - a.cpuMs);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await largestRequests();
  saveResults('largest-request', { results });
  console.table(results.map((r) => ({ ...r, cpuMs: r.cpuMs.toFixed(1), wallMs: r.wallMs.toFixed(1), answerKB: r.answerKB.toFixed(0) })));
}
