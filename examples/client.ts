/**
 * A small typed GraphQL client for the service. The operation documents are the codegen-typed ones
 * the REST layer uses (src/rest/generated/operations.ts), so results and variables are typed.
 *
 *   BASE_URL=http://localhost:3000 KEY=sk_... npx tsx examples/client.ts
 */
import { pathToFileURL } from 'node:url';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { BRANCH_LABELS, STEM_LABELS } from '../src/core/saju/labels.js';
import { NatalChartDocument, SajuBasicDocument } from '../src/rest/generated/operations.js';
import { lower } from '../src/rest/route.js';

export interface ClientResult {
  sun: { sign: string; dms: string; house: number };
  moonSign: string;
  ascendant: string;
  /** Year, month, day and hour pillars in hanja, e.g. 庚午. */
  pillars: { year: string; month: string; day: string; hour: string | null };
}

/** POSTs one operation to /graphql with the key and returns its typed data (throws on errors). */
export async function request<TData, TVariables extends Record<string, unknown>>(
  baseUrl: string,
  key: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-Key': key },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const body = (await res.json()) as { data?: TData; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  if (body.errors?.length || !body.data) {
    const first = body.errors?.[0];
    throw new Error(`HTTP ${res.status}: ${first ? `${first.extensions?.code ?? 'ERROR'} ${first.message}` : 'no data'}`);
  }
  return body.data;
}

/** Seoul, 1990-05-15 14:30 local time: a natal chart and the saju of the same birth. */
export async function main(baseUrl: string, key: string, out: (line: string) => void = console.log): Promise<ClientResult> {
  const { westernNatalChart: natalChart } = await request(baseUrl, key, NatalChartDocument, {
    input: {
      datetime: '1990-05-15T14:30:00',
      location: { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' },
      houseSystem: 'PLACIDUS',
      name: 'Kim',
    },
  });
  const sun = natalChart.bodies.all.find((body) => body.id === 'sun')!;
  const moon = natalChart.bodies.all.find((body) => body.id === 'moon')!;

  const { sajuBasic } = await request(baseUrl, key, SajuBasicDocument, {
    input: { name: 'Kim', birthdate: '1990-05-15', birthTime: '14:30', gender: 'M' },
  });
  const { year, month, day, hour } = sajuBasic.pillars;
  // The document selects each character's id (JIA, ZI …); its character comes from the service's label tables.
  const pillar = (p: typeof year) => STEM_LABELS[lower(p.stem.id)].hanja + BRANCH_LABELS[lower(p.branch.id)].hanja;

  const result: ClientResult = {
    sun: { sign: sun.sign, dms: sun.dms, house: sun.house },
    moonSign: moon.sign,
    ascendant: `${natalChart.angles.asc.sign} ${natalChart.angles.asc.dms}`,
    pillars: { year: pillar(year), month: pillar(month), day: pillar(day), hour: hour ? pillar(hour) : null },
  };
  out(`Sun: ${result.sun.sign} ${result.sun.dms} (house ${result.sun.house})`);
  out(`Moon: ${result.moonSign}`);
  out(`Ascendant: ${result.ascendant}`);
  out(`Saju pillars (year month day hour): ${result.pillars.year} ${result.pillars.month} ${result.pillars.day} ${result.pillars.hour ?? '—'}`);
  return result;
}

// Run directly: npx tsx examples/client.ts (BASE_URL, KEY from the environment).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const key = process.env.KEY;
  if (!key) {
    console.error('Set KEY to an API key (sk_...) and optionally BASE_URL (default http://localhost:3000).');
    process.exit(2);
  }
  main(process.env.BASE_URL ?? 'http://localhost:3000', key).catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
