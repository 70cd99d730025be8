/** detail: "summary" (src/mcp/compact.ts): its rules on small values, and its size on the three largest readings. */
import { describe, expect, it } from 'vitest';
import { compact } from '../../src/mcp/compact.js';
import { localAccess } from '../../src/mcp/local-access.js';
import { mcpOperations } from '../../src/mcp/operations.js';

describe('rules', () => {
  it('rounds numbers to 2 decimals and keeps integers', () => {
    expect(compact({ longitude: 173.59956388161447, house: 9, orb: 0.05457978900071225 })).toEqual({ longitude: 173.6, house: 9, orb: 0.05 });
  });

  it('keeps the five major aspects only', () => {
    const aspects = ['Trine', 'Semisquare', 'Opposition', 'Contra-Parallel', 'Sextile', 'Quincunx'].map((aspect_type) => ({ aspect_type }));
    expect(compact({ aspects })).toEqual({ aspects: [{ aspect_type: 'Trine' }, { aspect_type: 'Opposition' }, { aspect_type: 'Sextile' }] });
    expect(compact([{ aspect: 'square' }, { aspect: 'quintile' }])).toEqual([{ aspect: 'square' }]);
  });

  it('leaves out repeated fields, nulls, empty lists, false flags, and the hanja name beside a Korean one', () => {
    expect(
      compact({ sign: 'Virgo', dms: "23° Virgo 35' 58''", speed: 0.96, retrograde: false, exact: true, hour: null, warnings: [], x: {} }),
    ).toEqual({ sign: 'Virgo', exact: true });
    expect(compact({ name: '天乙貴人', korean_name: '천을귀인', reference: '일간 庚' })).toEqual({ korean_name: '천을귀인', reference: '일간 庚' });
    expect(compact({ name: 'Kim' })).toEqual({ name: 'Kim' });
  });

  it('cuts a long text to its first sentence', () => {
    const long = `First sentence here. ${'More words follow in the second sentence. '.repeat(5)}`;
    expect(compact({ text: long })).toEqual({ text: 'First sentence here.' });
    expect(compact({ text: 'Short. Two.' })).toEqual({ text: 'Short. Two.' });
    expect((compact({ text: 'x'.repeat(300) }) as { text: string }).text).toHaveLength(100);
  });

  it('detail full is the answer itself', () => {
    const value = { dms: 'a', speed: 0.123456 };
    expect(compact(value, 'full')).toBe(value);
  });
});

it('natal chart, saju analysis and jami analysis: at least 40 % smaller on their examples', async () => {
  for (const name of ['natalChart', 'sajuAnalysis', 'jamiChart']) {
    const op = mcpOperations.find((o) => o.name === name)!;
    const answer = await op.run(op.example, localAccess, {}, (err) => {
      throw err;
    });
    if (!answer.ok) throw answer.error;
    const full = JSON.stringify(op.resultOf(answer.body)).length;
    const summary = JSON.stringify(compact(op.resultOf(answer.body))).length;
    expect(summary / full, name).toBeLessThanOrEqual(0.6);
  }
});
