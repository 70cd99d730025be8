/**
 * English texts of the saju operations: every Korean text table has an English twin with the same
 * keys (a new Korean table or entry without English fails here); the English output holds Hangul
 * only inside parentheses, where a term is kept as the records name it (e.g. "Heavenly Noble
 * (천을귀인)"); the chart's own characters (甲子, 大林木) may stand anywhere; the Korean default is
 * unchanged; and the templates read correctly once names, places and numbers are inserted.
 */
import { describe, expect, it } from 'vitest';
import * as tables from '../../src/core/saju/tables.js';
import * as en from '../../src/core/saju/texts-en.js';
import {
  evilStars, evilWarning, naeumElements, naeumTexts, nobleImpact, nobleStars, overallAssessment, stageEnergy, starMeaning,
  twelveStages,
} from '../../src/core/saju/analysis.js';
import { GOD_PATTERN, SajuStructure } from '../../src/core/saju/structure.js';
import { RELATION_MEANING, findInteractions, interactionText, natalSlots } from '../../src/core/saju/interactions.js';
import { usefulGodReason } from '../../src/core/saju/strength.js';
import { BRANCH_PAIRS, GROUPS, JOHU_BY_SEASON, STEM_PAIRS, STRENGTH_CATEGORIES } from '../../src/core/saju/structure-tables.js';
import { branchOfHanja, stemOfHanja, type FourPillars, type Pillar } from '../../src/core/saju/ganzhi.js';
import { TEN_GOD_LABELS } from '../../src/core/saju/labels.js';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

/** The text with every parenthesised part removed, innermost first ("A (b (c)) d" → "A  d"). */
function outsideParentheses(text: string): string {
  let out = text;
  for (let prev = ''; prev !== out; ) [prev, out] = [out, out.replace(/\([^()]*\)/g, '')];
  return out;
}

/** The rule for English output: Hangul only inside parentheses, balanced parentheses, no gaps. */
function expectEnglish(text: string) {
  expect(text.trim(), 'empty text').not.toBe('');
  const outside = outsideParentheses(text);
  expect(outside, text).not.toMatch(/[()]/);
  expect(outside, text).not.toMatch(HANGUL);
  expect(text, text).not.toMatch(/undefined|null|NaN|\(\)| {2}|\s[,.;:]/);
}

/** Every string inside a value (objects, arrays). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Same keys (records) or length (arrays), each English entry non-empty English. */
function expectTwin(ko: object, twin: object) {
  expect(Object.keys(twin).sort()).toEqual(Object.keys(ko).sort());
  for (const text of strings(twin)) expectEnglish(text);
}

const P = (s: string): Pillar => ({ stem: stemOfHanja(s[0]), branch: branchOfHanja(s[1]) });
function chart(text: string): FourPillars {
  const [year, month, day, hour] = text.split(' ').map(P);
  return { year, month, day, hour: hour ?? null };
}

/** 600 charts of pseudo-random pillars (every fifth without an hour): every branch of the templates. */
const CHARTS: FourPillars[] = (() => {
  let seed = 20261125;
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const pillar = (): Pillar => {
    const i = next(60);
    return { stem: i % 10, branch: i % 12 };
  };
  return Array.from({ length: 600 }, (_, i) => ({ year: pillar(), month: pillar(), day: pillar(), hour: i % 5 ? pillar() : null }));
})();

describe('every Korean text table has an English twin', () => {
  it('tables.ts: ten-god groups, day stems, elements, palaces, stages, stars, 납음', () => {
    expect(en.TEN_GODS_EN).toHaveLength(tables.TEN_GODS.length);
    for (const [i, g] of en.TEN_GODS_EN.entries()) {
      expectTwin({ name: 0, gods: 0, trait: 0, use: 0 }, g);
      // The group's gods are the ten-god names of labels.ts, in the order of the Korean table.
      expect(g.gods).toBe(tables.TEN_GODS[i].gods.map((god) => ({
        비견: 'Companion', 겁재: 'Rob Wealth', 식신: 'Eating God', 상관: 'Hurting Officer', 편재: 'Indirect Wealth',
        정재: 'Direct Wealth', 편관: 'Seven Killings', 정관: 'Direct Officer', 편인: 'Indirect Resource', 정인: 'Direct Resource',
      } as Record<string, string>)[TEN_GOD_LABELS[god].ko]).join(' and '));
    }
    expect(en.STEM_NATURES_EN).toHaveLength(tables.STEM_NATURES.length);
    for (const [i, n] of en.STEM_NATURES_EN.entries()) expectTwin(tables.STEM_NATURES[i], n);
    for (const e of Object.keys(tables.ELEMENT_INFO) as (keyof typeof tables.ELEMENT_INFO)[]) {
      expectTwin(tables.ELEMENT_INFO[e], en.ELEMENT_INFO_EN[e]);
    }
    expectTwin(tables.PALACES, en.PALACES_EN);
    expectTwin(tables.STAGE_ENERGY, en.STAGE_ENERGY_EN);
    expectTwin(tables.NOBLE_STARS, en.NOBLE_STARS_EN);
    for (const id of tables.NOBLE_STAR_IDS) expectTwin(tables.NOBLE_STARS[id], en.NOBLE_STARS_EN[id]);
    expectTwin(tables.EVIL_STARS, en.EVIL_STARS_EN);
    for (const id of tables.EVIL_STAR_IDS) expectTwin(tables.EVIL_STARS[id], en.EVIL_STARS_EN[id]);
    expect(en.NAEUM_EN).toHaveLength(tables.NAEUM.length);
    for (const n of en.NAEUM_EN) expectTwin({ image: 0, character: 0 }, n);
  });

  it('tables.ts: no other export holds Korean prose (a new Korean text must be covered above)', () => {
    const covered = new Set(['TEN_GODS', 'STEM_NATURES', 'ELEMENT_INFO', 'PALACES', 'STAGE_ENERGY', 'NOBLE_STARS', 'EVIL_STARS', 'NAEUM']);
    // Terms the records show as they are (spec key values), not prose.
    const terms = new Set(['HIDDEN_STEM_TYPES', 'HIDDEN_STEMS', 'STAGES', 'SHINSAL_NAMES']);
    const exports = tables as unknown as Record<string, unknown>;
    const korean = Object.keys(exports).filter((name) => strings(exports[name]).some((s) => HANGUL.test(s)));
    expect(korean.filter((name) => !covered.has(name) && !terms.has(name))).toEqual([]);
  });

  it('structure: relation meanings and names, strength categories, 조후 seasons, 격국 names', () => {
    expectTwin(RELATION_MEANING, en.RELATION_MEANING_EN);
    const reported = new Set([...STEM_PAIRS.flat(), ...BRANCH_PAIRS.flat(), ...GROUPS].map((r) => r.name));
    expect(reported.size).toBeGreaterThanOrEqual(16);
    for (const name of reported) expect(en.RELATION_NAME_EN[name], name).toBeTruthy();
    expectTwin(Object.fromEntries(STRENGTH_CATEGORIES.map((c) => [c.category, 0])), en.STRENGTH_CATEGORY_EN);
    expectTwin(Object.fromEntries(JOHU_BY_SEASON.map((s) => [s.season, 0])), en.SEASON_EN);
    expectTwin(Object.fromEntries([...Object.values(GOD_PATTERN), '월겁격'].map((p) => [p, 0])), en.PATTERN_EN);
  });
});

describe('English output over the charts', () => {
  it('structure texts and 용신 reasons: one English sentence per Korean one', () => {
    for (const [i, p] of CHARTS.entries()) {
      const st = new SajuStructure(p, { usefulGodMethod: i % 2 ? 'johu' : 'eokbu' });
      const ko = st.texts();
      const texts = st.texts('en');
      expect(texts).toHaveLength(ko.length);
      for (const t of texts) expectEnglish(t);
      expectEnglish(usefulGodReason(st.usefulGods(), 'en'));
      expect(usefulGodReason(st.usefulGods())).toBe(st.usefulGods().reason);
      expect(st.texts('en')).toBe(texts); // computed once
    }
  });

  it('luck interactions (the 대운 and the entry) in English', () => {
    for (const p of CHARTS.slice(0, 200)) {
      const { stems, branches } = natalSlots(p);
      const luck = p.month;
      const daeun = p.year;
      const xs = findInteractions(
        [...stems, { place: 'daeun', value: daeun.stem }, { place: 'luck', value: luck.stem }],
        [...branches, { place: 'daeun', value: daeun.branch }, { place: 'luck', value: luck.branch }],
        { focus: 'luck', monthBranch: p.month.branch, transformRule: 'luck' },
      );
      for (const x of xs) {
        expectEnglish(interactionText(x, 'en'));
        expect(interactionText(x)).toBe(interactionText(x, 'ko'));
      }
    }
  });

  it('analysis blocks: stars, stages, 납음 and the overall assessment', () => {
    for (const p of CHARTS.slice(0, 300)) {
      for (const s of Object.values(nobleStars(p)).flat()) {
        expectEnglish(starMeaning(s, 'en'));
        expectEnglish(nobleImpact(s, 'en'));
        expect([starMeaning(s), nobleImpact(s)]).toEqual([s.meaning, s.impact]);
      }
      for (const s of Object.values(evilStars(p)).flat()) {
        expectEnglish(starMeaning(s, 'en'));
        expectEnglish(evilWarning(s, 'en'));
        expect([starMeaning(s), evilWarning(s)]).toEqual([s.meaning, s.warning]);
      }
      for (const s of twelveStages(p)) {
        expectEnglish(stageEnergy(s.stage, 'en'));
        expect(stageEnergy(s.stage)).toBe(s.energy);
      }
      for (const n of naeumElements(p)) {
        for (const t of strings(naeumTexts(n.element, 'en'))) expectEnglish(t);
        expect(naeumTexts(n.element)).toEqual({ meaning: n.meaning, character: n.character });
      }
      const ko = overallAssessment(p);
      const a = overallAssessment(p, undefined, undefined, undefined, 'en');
      expect([a.nobleCount, a.shinsalCount]).toEqual([ko.nobleCount, ko.shinsalCount]);
      for (const key of ['mainFeatures', 'cautions', 'applications'] as const) {
        expect(a[key]).toHaveLength(ko[key].length);
        for (const t of a[key]) expectEnglish(t);
      }
      expect(overallAssessment(p, undefined, undefined, undefined, 'ko')).toEqual(ko);
    }
  });
});

describe('the templates read correctly', () => {
  // day 甲: 천을귀인 丑未 (year and month branches); 원진 未子; 현침 甲 on the day stem.
  const a = chart('乙丑 癸未 甲子 丙寅');

  it('stars: the places with their palaces, then the star’s text', () => {
    const heavenly = nobleStars(a).tian_yi_gui_ren![0];
    expect(nobleImpact(heavenly, 'en')).toBe(
      'In the year branch (family background and childhood) and month branch (parents, siblings and social life), ' +
        'you tend to receive unexpected help and support when times are hard.',
    );
    expect(evilWarning(evilStars(a).xuan_zhen![0], 'en')).toBe(
      'In the day stem (spouse and self), your words can turn sharp, so choose gentle ways of putting things, and be careful with sharp tools.',
    );
  });

  it('the assessment: the day master, plural and singular, the stars by name with the Korean term', () => {
    const o = overallAssessment(a, undefined, undefined, undefined, 'en');
    expect(o.mainFeatures[0]).toBe(
      'The day master 甲 (Jia Wood) is yang Wood, likened to a great tree growing straight and tall; what stands out is its upright drive and will to grow.',
    );
    expect(o.mainFeatures[4]).toMatch(/^The chart holds 5 noble stars: Heavenly Noble \(천을귀인\) in the year branch and month branch, /);
    expect(o.cautions).toContain('Resentment (원진) in the month branch and day branch: misunderstandings and discord arise easily in close relationships, so do not let feelings build up.');
    const single = overallAssessment(chart('甲午 庚午 丙午'), undefined, undefined, undefined, 'en');
    expect(single.mainFeatures[4]).toMatch(/^The chart holds 1 noble star: /);
    expect(single.mainFeatures[3]).toMatch(/^Water \(水, 0%\) is weak, so it is worth making up for it consciously\.$/);
  });

  it('structure: strength, 격국, 용신, palaces and a transforming combination', () => {
    const st = new SajuStructure(chart('庚申 戊子 丙辰 辛卯'));
    const [strength, pattern, useful, palaces, ...rest] = st.texts('en');
    expect(strength).toMatch(/^The day master Bing Fire \(丙火\), born in a Zi \(子\) month, (gains|lacks) .*; with a strength score of [\d.]+ it is (very strong|strong|balanced|weak|very weak) \((극신강|신강|중화|신약|극신약)\)\.$/);
    expect(pattern).toMatch(/the chart follows the Direct Officer structure \(정관격\)\.$/);
    expect(useful).toMatch(/^Useful element \(용신\): \w+ \(.\); favourable element \(희신\): \w+ \(.\); unfavourable element \(기신\): \w+ \(.\)\. The day master is /);
    expect(palaces).toMatch(/^Conception pillar \(태원\): ..; Life palace \(명궁\): ..; Body palace \(신궁\): ..\.$/);
    expect(rest).toContain(
      '丙辛 in the day stem (spouse and self) and the hour stem (children and later life): Stem Combination (천간합) of Water (水) — ' +
        'they draw each other in and bind together. With the month branch on its side (월령), the pair transforms (합화).',
    );
    const noTime = new SajuStructure(chart('甲午 庚午 丙午'), { usefulGodMethod: 'johu' });
    expect(noTime.texts('en')[3]).toMatch(/^Conception pillar \(태원\): ..\. Without a birth time, the Life palace \(명궁\) and Body palace \(신궁\) are not set\.$/);
    expect(noTime.texts('en')[2]).toMatch(/Born in summer \(a Wu \(午\) month\), the chart takes Water \(水\), which cools the heat, /);
  });
});
