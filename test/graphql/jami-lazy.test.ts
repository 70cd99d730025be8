/** Jami laziness: the main stars compute no periods, no patterns and no texts. */
import { execute, parse } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/core/jami/interpret.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/jami/interpret.js')>();
  return Object.fromEntries(
    Object.entries(real).map(([name, value]) => [name, typeof value === 'function' ? vi.fn(value as never) : value]),
  );
});

const interpret = await import('../../src/core/jami/interpret.js');
const { schema } = await import('../../src/graphql/schema.js');
const { branchKo } = await import('../helpers/jami-labels.js');

const context = () => ({
  access: { charge: async (feature: string) => ({ feature, user: 't', used: 0, limit: 1, remaining: 1 }) },
  usage: null,
}) as never;

const run = async (selection: string) => {
  const document = parse(`{ jamiChart(input: { name: "a", birthdate: "1990-05-15", birthTime: "14:30", gender: "M" }) ${selection} }`);
  const result = await execute({ schema, document, contextValue: context() });
  expect(result.errors).toBeUndefined();
  return result.data as any;
};

const called = () =>
  Object.entries(interpret).filter(([, f]) => vi.isMockFunction(f) && vi.mocked(f).mock.calls.length > 0).map(([n]) => n).sort();

beforeEach(() => vi.clearAllMocks());

describe('lazy jami resolution', () => {
  it('the main stars compute no interpretation', async () => {
    const data = await run('{ stars(kind: "major") { name branch brightness transformation } }');
    expect(data.jamiChart.stars).toHaveLength(14);
    expect(branchKo(data.jamiChart.stars.find((s: any) => s.name === '자미').branch.toLowerCase())).toBe('술');
    expect(called()).toEqual([]);
  });

  it('the fortune computes no patterns and no periods', async () => {
    await run('{ fortune { overall wealth } }');
    expect(called()).toEqual(['fortune']);
  });

  it('periods compute the period rules only', async () => {
    await run('{ periods { ganji innerPalaces } }');
    expect(called()).toEqual(['daehanDetails']);
  });
});
