/**
 * The execution pool (src/graphql/pool.ts): a request priced at POOL_DEFAULTS.minCredits or more
 * runs on a worker thread and answers exactly as it does in process — the same data, the same
 * errors (a core error keeps its code, text and path), the same charge and refund — on /graphql
 * and on REST.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executionPoolCompleted, POOL_DEFAULTS, startExecutionPool, stopExecutionPool } from '../../src/graphql/pool.js';
import { operationByName } from '../../src/operations/index.js';
import { startServer, type TestServer } from '../helpers/app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await stopExecutionPool();
  await server.close();
});

const natal = '{natalDatetime: "1990-01-01T12:00:00", natalLocation: {latitude: 37.5, longitude: 127, timezone: "Asia/Seoul"}';
/** Heavy requests (each over the pool's price), with refusals and core errors among them. */
const requests: Array<{ name: string; path: string; body: unknown }> = [
  { name: 'pictures on /graphql', path: '/graphql', body: { query: '{ westernNatalChartDemo { p0: svg p1: svg(lang: KO) p2: svg } }' } },
  {
    name: 'a core error beside pictures on /graphql',
    path: '/graphql',
    body: { query: `{ a: westernNatalChartDemo { p0: svg p1: svg p2: svg } b: westernProgressions(input: ${natal}, targetDatetime: "1980-01-01T00:00:00"}) { __typename } }` },
  },
  {
    name: 'a core error (DomainError) beside pictures on /graphql',
    path: '/graphql',
    body: { query: '{ a: westernNatalChartDemo { p0: svg p1: svg p2: svg } s: sajuBasic(input: {name: "x", birthdate: "1990-02-30", isLunar: true, isLeapMonth: true, gender: M}) { __typename } }' },
  },
  { name: 'events on REST', path: '/v1/astrology/events', body: { ...operationByName.events.example, start_date: '2030-01-01', end_date: '2030-06-30' } },
  { name: 'a core error on REST', path: '/v1/astrology/events', body: { ...operationByName.events.example, start_date: '2030-01-01', end_date: '2040-01-01' } },
];

/** Status, body (its timestamp left out) and what the key has left after its charge and refund. */
async function answer(path: string, body: unknown) {
  const res = await server.post(path, body, await server.key('enterprise'));
  const text = (await res.text()).replace(/,"timestamp":"[^"]+"/, '');
  return { status: res.status, text, remaining: res.headers.get('x-ratelimit-remaining') };
}

describe('the execution pool', { timeout: 120_000 }, () => {
  it('answers every heavy request as the event loop does, and runs it on a thread', async () => {
    const inProcess = [];
    for (const r of requests) inProcess.push(await answer(r.path, r.body));
    startExecutionPool(1);
    const before = executionPoolCompleted();
    for (const [i, r] of requests.entries()) expect(await answer(r.path, r.body), r.name).toEqual(inProcess[i]);
    expect(executionPoolCompleted() - before).toBe(requests.length);
    // The cases are what they claim: an argument refused, a core error, a REST refusal.
    expect(JSON.parse(inProcess[1].text)).toMatchObject({ errors: [{ path: ['b'], extensions: { code: 'VALIDATION_ERROR' } }] });
    expect(JSON.parse(inProcess[2].text)).toMatchObject({ errors: [{ path: ['s'], extensions: { code: 'INVALID_LUNAR_DATE' } }] });
    expect(JSON.parse(inProcess[4].text)).toMatchObject({ success: false, error: expect.stringMatching(/The span is longer than 5 years/) });
  });

  it('leaves light requests on the event loop', async () => {
    startExecutionPool(1);
    const before = executionPoolCompleted();
    const res = await server.post('/graphql', { query: '{ westernNatalChartDemo { svg } }' });
    expect(res.status).toBe(200);
    expect(POOL_DEFAULTS.minCredits).toBeGreaterThan(3); // the demo chart (1) and one picture (2)
    expect(executionPoolCompleted()).toBe(before);
  });
});
