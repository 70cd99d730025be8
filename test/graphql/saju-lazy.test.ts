/** Saju laziness: the four pillars compute no 대운, no 신살 and no analysis text. */
import { execute, parse } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/core/saju/daeun.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/saju/daeun.js')>();
  return { ...real, computeDaeun: vi.fn(real.computeDaeun) };
});
vi.mock('../../src/core/saju/analysis.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/saju/analysis.js')>();
  const spied = Object.fromEntries(
    Object.entries(real).map(([name, value]) => [name, typeof value === 'function' ? vi.fn(value as never) : value]),
  );
  return spied;
});

const { computeDaeun } = await import('../../src/core/saju/daeun.js');
const analysis = await import('../../src/core/saju/analysis.js');
const { schema } = await import('../../src/graphql/schema.js');

const context = () => ({
  access: { charge: async (feature: string) => ({ feature, user: 't', used: 0, limit: 1, remaining: 1 }) },
  usage: null,
}) as never;

const run = async (selection: string) => {
  const document = parse(`{ sajuAnalysis(input: { name: "a", birthdate: "1990-05-15", birthTime: "14:30", gender: M }) ${selection} }`);
  const result = await execute({ schema, document, contextValue: context() });
  expect(result.errors).toBeUndefined();
  return result.data as any;
};

const analysisCalls = () =>
  Object.entries(analysis).filter(([, f]) => vi.isMockFunction(f) && vi.mocked(f).mock.calls.length > 0).map(([n]) => n);

beforeEach(() => vi.clearAllMocks());

describe('lazy saju resolution', () => {
  it('the four pillars compute no 대운 and no analysis', async () => {
    const data = await run('{ pillars { year { hanja } month { hanja } day { hanja } hour { hanja } } }');
    expect(data.sajuAnalysis.pillars.year.hanja).toBe('庚午');
    expect(computeDaeun).not.toHaveBeenCalled();
    expect(analysisCalls()).toEqual([]);
  });

  it('the assessment computes the stars once and no 12신살', async () => {
    await run('{ comprehensive { overallAssessment { nobleCount } nobleStars { type } } fiveElements { totalScore } }');
    expect(vi.mocked(analysis.nobleStars)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(analysis.fiveElements)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(analysis.twelveShinsal)).not.toHaveBeenCalled();
    expect(computeDaeun).not.toHaveBeenCalled();
  });
});
