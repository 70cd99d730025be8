import { astro } from 'iztro';
import { describe, expect, it } from 'vitest';
import { JamiChart, type JamiInput } from '../../src/core/jami/chart.js';
import { flyingStars, SELF_TRANSFORMATION_KINDS } from '../../src/core/jami/flying-stars.js';
import { SAHWA, STAR_IDS, palaceStem } from '../../src/core/jami/tables.js';
import { BRANCH_IDS, MUTAGENS, PALACE_IDS } from '../../src/core/jami/types.js';
import { mod } from '../../src/core/saju/ganzhi.js';

// docs/jami.md §6: the reference's configuration (global state; this file uses no other).
astro.config({ algorithm: 'default', yearDivide: 'normal', horoscopeDivide: 'normal', dayDivide: 'forward' });

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Random solar births 1901–2090, every hour including 00:xx and 23:xx. */
function births(seed: number, count: number): (JamiInput & { hour: number })[] {
  const random = mulberry32(seed);
  const int = (n: number) => Math.floor(random() * n);
  const first = Date.UTC(1901, 0, 1);
  const days = (Date.UTC(2090, 11, 31) - first) / DAY + 1;
  return Array.from({ length: count }, () => {
    const hour = int(24);
    return {
      birthdate: new Date(first + int(days) * DAY).toISOString().slice(0, 10), isLunar: false, isLeapMonth: false,
      birthTime: `${pad(hour)}:${pad(int(60))}`, gender: random() < 0.5 ? 'M' : 'F', hour,
    };
  });
}

describe('flying stars (궁간사화): properties', () => {
  it('every stem\'s four transformations name placed stars', () => {
    for (const stars of SAHWA) for (const star of stars) expect(STAR_IDS).toContain(star);
    expect(SAHWA).toHaveLength(10);
  });

  it('12 palaces × 4 flights on placed stars; 자화 = the flights that land home, 向心 = the opposite palace\'s', () => {
    for (const input of births(16, 400)) {
      const chart = new JamiChart(input);
      const facts = chart.facts();
      const flying = flyingStars(facts);
      expect(Object.keys(flying)).toEqual([...PALACE_IDS]);
      let flights = 0;
      for (const [k, name] of PALACE_IDS.entries()) {
        const p = flying[name];
        const branch = mod(facts.lifeBranch - k, 12);
        const stem = palaceStem(facts.yearStem, branch);
        expect(p.branch).toBe(BRANCH_IDS[branch]);
        expect(p.ganji).toBe(chart.palaces().ganji[name]);
        expect(Object.keys(p.flights)).toEqual([...MUTAGENS]);
        for (const [j, mutagen] of MUTAGENS.entries()) {
          const f = p.flights[mutagen];
          flights++;
          expect(f.star).toBe(SAHWA[stem][j]);
          expect(f.branch).toBe(BRANCH_IDS[chart.branchOf(f.star)]);
          expect(f.palace).toBe(PALACE_IDS[mod(facts.lifeBranch - chart.branchOf(f.star), 12)]);
        }
        const opposite = PALACE_IDS[(k + 6) % 12];
        const expected = [
          ...MUTAGENS.filter((m) => p.flights[m].palace === name)
            .map((m) => ({ kind: 'centrifugal', mutagen: m, star: p.flights[m].star, by: name })),
          ...MUTAGENS.filter((m) => flying[opposite].flights[m].palace === name)
            .map((m) => ({ kind: 'centripetal', mutagen: m, star: flying[opposite].flights[m].star, by: opposite })),
        ];
        expect(p.selfTransformations).toEqual(expected);
        for (const s of p.selfTransformations) {
          expect(SELF_TRANSFORMATION_KINDS).toContain(s.kind);
          expect(chart.branchOf(s.star)).toBe(branch); // a 자화 star sits in the palace
        }
      }
      expect(flights).toBe(48);
    }
  });

  it('the birth-year stem\'s palace(s) fly the birth 사화 (the stems that equal the year stem)', () => {
    for (const input of births(17, 100)) {
      const facts = new JamiChart(input).facts();
      const flying = flyingStars(facts);
      for (const p of facts.palaces.filter((q) => q.stem === facts.yearStem)) {
        for (const m of MUTAGENS) expect(flying[p.id].flights[m].star).toBe(facts.sahwa[m]);
      }
    }
  });
});

describe('flying stars against iztro 2.6.1 (FunctionalPalace mutagedPlaces, selfMutaged)', () => {
  const ZH_PALACES = ['命宫', '兄弟', '夫妻', '子女', '财帛', '疾厄', '迁移', '仆役', '官禄', '田宅', '福德', '父母'];
  const ZH_MUTAGENS = ['禄', '权', '科', '忌'] as const;
  const iztroTimeIndex = (hour: number) => (hour === 0 ? 0 : hour === 23 ? 12 : Math.floor((hour + 1) / 2));

  it('the landing palaces and 離心自化 of every palace agree on 24 random charts with the same lunar date (iztro spends ~0.9 s a chart on these queries)', () => {
    let compared = 0;
    for (const input of births(18, 40)) {
      const chart = new JamiChart(input);
      const a = astro.bySolar(input.birthdate.split('-').map(Number).join('-'), iztroTimeIndex(input.hour), input.gender === 'M' ? '男' : '女', true, 'zh-CN');
      const { lunarYear, lunarMonth, lunarDay, isLeap } = a.rawDates.lunarDate;
      const k = chart.birthDate.lunar;
      if (k.year !== lunarYear || k.month !== lunarMonth || k.day !== lunarDay || k.isLeapMonth !== isLeap) continue; // docs/jami.md §1
      if (isLeap && lunarDay > 15 && input.hour === 23) continue; // docs/jami.md §1: iztro skips the leap rule at 23:xx
      if (compared >= 24) break;
      compared++;
      const flying = flyingStars(chart.facts());
      for (const palace of a.palaces.map((_, i) => a.palace(i)!)) {
        const name = PALACE_IDS[ZH_PALACES.indexOf(palace.name)];
        const ours = flying[name];
        expect(ours.branch).toBe(BRANCH_IDS['子丑寅卯辰巳午未申酉戌亥'.indexOf(palace.earthlyBranch)]);
        expect(MUTAGENS.map((m) => ours.flights[m].palace)).toEqual(palace.mutagedPlaces().map((p) => PALACE_IDS[ZH_PALACES.indexOf(p!.name)]));
        ZH_MUTAGENS.forEach((zh, j) => {
          const centrifugal = ours.selfTransformations.some((s) => s.kind === 'centrifugal' && s.mutagen === MUTAGENS[j]);
          expect(centrifugal, `${input.birthdate} ${name} ${zh}`).toBe(palace.selfMutaged([zh]));
        });
      }
    }
    expect(compared).toBe(24);
  }, 300_000);
});
