/**
 * 궁합 (docs/saju.md §12): the classical pair tables, symmetry under swapping the two people (property
 * test over random births), and texts that rest on the facts.
 */
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { SajuChart } from '../../src/core/saju/pillars.js';
import { branchBonds, compatibility, compatibilityTexts } from '../../src/core/saju/compatibility.js';
import { branchOfHanja } from '../../src/core/saju/ganzhi.js';

const require = createRequire(import.meta.url);
const { LunarUtil } = require('lunar-javascript');

const b = branchOfHanja;
const MIRROR = { generates: 'generatedBy', generatedBy: 'generates', controls: 'controlledBy', controlledBy: 'controls' } as Record<string, string>;

describe('pair tables', () => {
  it('六沖 is lunar-javascript’s CHONG (the opposite branch); 六合, 害, 怨嗔, 鬼門 and 半合 the classical pairs', () => {
    const BR = [...'子丑寅卯辰巳午未申酉戌亥'];
    for (let x = 0; x < 12; x++) {
      for (let y = 0; y < 12; y++) expect(branchBonds(x, y).includes('clash')).toBe(LunarUtil.CHONG[x] === BR[y]);
    }
    expect(branchBonds(b('子'), b('丑'))).toContain('sixCombination');
    expect(branchBonds(b('午'), b('未'))).toContain('sixCombination');
    expect(branchBonds(b('子'), b('未'))).toEqual(expect.arrayContaining(['harm', 'resentment']));
    expect(branchBonds(b('寅'), b('未'))).toEqual(['ghostGate']);
    expect(branchBonds(b('子'), b('酉'))).toEqual(expect.arrayContaining(['destruction', 'ghostGate']));
    expect(branchBonds(b('申'), b('子'))).toEqual(['halfCombination']);
  });
});

const birth = fc.record({
  day: fc.integer({ min: 0, max: 70 * 365 }),
  hour: fc.integer({ min: 0, max: 23 }),
  male: fc.boolean(),
});
const chart = ({ day, hour, male }: { day: number; hour: number; male: boolean }) =>
  new SajuChart({
    birthdate: new Date(Date.UTC(1940, 0, 1) + day * 86_400_000).toISOString().slice(0, 10),
    birthTime: `${String(hour).padStart(2, '0')}:30`,
    gender: male ? 'M' : 'F',
  });

describe('symmetry', () => {
  it('swapping the two people gives the same score and components and mirrored relations (300 random pairs)', () => {
    fc.assert(
      fc.property(birth, birth, (x, y) => {
        const ab = compatibility(chart(x), chart(y), 2026);
        const ba = compatibility(chart(y), chart(x), 2026);
        expect(ba.score).toBe(ab.score);
        expect(ba.components).toEqual(ab.components);
        expect(ba.dayStems.bond).toBe(MIRROR[ab.dayStems.bond] ?? ab.dayStems.bond);
        expect(ba.branchBonds.map((r) => ({ ...r, branches: [r.branches[1], r.branches[0]] }))).toEqual(ab.branchBonds);
        expect(ba.usefulElements.map((s) => ({ ...s, person: 1 - s.person })).reverse()).toEqual(ab.usefulElements);
        expect(ab.score).toBeGreaterThanOrEqual(0);
        expect(ab.score).toBeLessThanOrEqual(100);
      }),
      { numRuns: 300 },
    );
  });
});

describe('facts and texts', () => {
  it('甲子 and 己未 day pillars: 天干合, and 子未 害 and 怨嗔; each shows in the texts', () => {
    const first = new SajuChart({ birthdate: '2000-01-07', birthTime: '12:00', gender: 'M' }); // 甲子 day
    let second: SajuChart | null = null;
    for (let d = 0; d < 60 && !second; d++) {
      const c = new SajuChart({ birthdate: new Date(Date.UTC(2001, 0, 1) + d * 86_400_000).toISOString().slice(0, 10), birthTime: '12:00', gender: 'F' });
      if (c.pillars().day.stem === 5 && c.pillars().day.branch === 7) second = c; // 己未
    }
    expect(first.pillars().day).toEqual({ stem: 0, branch: 0 });
    const c = compatibility(first, second!, 2026);
    expect(c.dayStems.bond).toBe('combination');
    expect(c.branchBonds.filter((x) => x.pillar === 'day').map((x) => x.bond)).toEqual(expect.arrayContaining(['harm', 'resentment']));
    const ko = compatibilityTexts(c);
    expect(ko[0]).toContain('천간합');
    expect(ko.some((t) => t.includes('원진'))).toBe(true);
    expect(compatibilityTexts(c, 'en').some((t) => t.includes('Resentment'))).toBe(true);
    expect(c.components.find((x) => x.id === 'dayStems')!.points).toBe(10);
    expect(c.score).toBe(Math.max(0, Math.min(100, 50 + c.components.reduce((s, x) => s + x.points, 0))));
  });
});
