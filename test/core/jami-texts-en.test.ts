/**
 * English texts of the jami readings (interpret.ts with lang 'en'): every Korean text table of
 * interpret-tables.ts has an English twin with the same keys, the English names the same stars and
 * palaces by the labels of labels.ts, the English output has no Hangul (the one exception: the
 * pattern verdict 특수격국.길흉 keeps its documented values 길, 흉, 길흉 혼재 and 평), the Korean
 * default is unchanged, and the templates read correctly (verbs agree, lists read "A, B and C").
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as ko from '../../src/core/jami/interpret-tables.js';
import * as en from '../../src/core/jami/interpret-tables-en.js';
import { annualDetails, daehanDetails, fireBellRelation, fortune, patterns, voidRelation } from '../../src/core/jami/interpret.js';
import { JamiReading } from '../../src/core/jami/reading.js';
import { BRANCHES, mod } from '../../src/core/saju/ganzhi.js';
import { MUTAGENS, PALACE_IDS, type JamiFacts, type StarKind, type StarPlacement } from '../../src/core/jami/types.js';
import { STAR_LABELS } from '../../src/core/jami/labels.js';
import { palaceLabel, starLabel } from '../../src/core/labels.js';
import { TEXT_LANG, type Lang } from '../../src/core/lang.js';
import { brightnessId, mutagenId, palaceId, starId } from '../helpers/jami-labels.js';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
/** The documented verdicts (interface spec §2.4 특수격국.길흉), the same in both languages. */
const VERDICTS = ['길', '흉', '길흉 혼재', '평'];

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function expectEnglish(value: unknown) {
  const all = strings(value);
  expect(all.length).toBeGreaterThan(0);
  for (const text of all) {
    expect(text, text).not.toMatch(HANGUL);
    expect(text, text).not.toMatch(/undefined|NaN|null|\{|\}|\s{2}|\s[.,:;]|\.\./);
    expect(text.trim(), 'empty text').not.toBe('');
  }
}

describe('every Korean text table has an English twin', () => {
  it.each([
    ['MAJOR_KEYWORDS', ko.MAJOR_KEYWORDS, en.MAJOR_KEYWORDS_EN],
    ['PALACE_TOPICS', ko.PALACE_TOPICS, en.PALACE_TOPICS_EN],
    ['MUTAGEN_EFFECTS', ko.MUTAGEN_EFFECTS, en.MUTAGEN_EFFECTS_EN],
    ['FORTUNE_AREAS', ko.FORTUNE_AREAS, en.FORTUNE_AREAS_EN],
    ['ANNUAL_TOPICS', ko.ANNUAL_TOPICS, en.ANNUAL_TOPICS_EN],
    ['STAR_PAIRS', ko.STAR_PAIRS, en.STAR_PAIRS_EN],
  ] as [string, object, object][])('%s', (_name, table, twin) => {
    expect(Object.keys(twin)).toEqual(Object.keys(table));
    expectEnglish(twin);
  });

  it('the texts inside the records have their English fields', () => {
    for (const key of Object.keys(ko.PALACE_TOPICS)) expect(Object.keys(en.PALACE_TOPICS_EN[key as keyof typeof ko.PALACE_TOPICS])).toEqual(['theme', 'field']);
    for (const key of Object.keys(ko.STAR_PAIRS)) expect(en.STAR_PAIRS_EN[key as keyof typeof ko.STAR_PAIRS].nature).toBeTruthy();
  });

  it('PAIR_ASPECTS and SCORE_LEVELS: the same entries in the same order', () => {
    expect(en.PAIR_ASPECTS_EN).toHaveLength(ko.PAIR_ASPECTS.length);
    expect(en.PAIR_ASPECTS_EN.map((a) => a.text.includes('{mid}'))).toEqual(ko.PAIR_ASPECTS.map((a) => a.text.includes('{mid}')));
    expect(en.SCORE_LEVELS_EN.map((l) => l.min)).toEqual(ko.SCORE_LEVELS.map((l) => l.min));
    expectEnglish([en.PAIR_ASPECTS_EN.map((a) => ({ ...a, text: a.text.replace('{mid}', 'the Life Palace') })), en.SCORE_LEVELS_EN]);
  });

  it('PATTERNS: each pattern (and the fallback) has an English name and meaning, with its hanja name', () => {
    expect(Object.keys(en.PATTERNS_EN).sort()).toEqual(ko.PATTERNS.map((p) => p.name).sort());
    for (const rule of ko.PATTERNS) {
      const twin = en.PATTERNS_EN[rule.name];
      expectEnglish(twin);
      const hanja = rule.name.match(/\((.+)\)$/)![1];
      expect(twin.name).toContain(`${hanja})`);
    }
    expect(en.FALLBACK_PATTERN_EN.name).toContain('平格');
  });

  it('a pattern meaning names the same stars and the Life Palace by their English labels', () => {
    // Longest names first so that 천월(天月) is not read as 천월.
    const names = Object.values(STAR_LABELS).map((l) => l.ko).sort((a, b) => b.length - a.length);
    for (const rule of ko.PATTERNS) {
      let rest = rule.meaning;
      for (const name of names) {
        if (!rest.includes(name)) continue;
        rest = rest.replaceAll(name, '');
        expect(en.PATTERNS_EN[rule.name].meaning, `${rule.name}: ${name}`).toContain(starLabel(starId(name), 'en'));
      }
      if (rule.meaning.includes('명궁')) expect(en.PATTERNS_EN[rule.name].meaning).toContain(`${palaceLabel(palaceId('명궁'), 'en')} Palace`);
    }
  });
});

// ── Constructed charts (a few stars placed by hand, palaces named from 명궁) ─────────────────────

const MAJORS = new Set(['자미', '천기', '태양', '무곡', '천동', '염정', '천부', '태음', '탐랑', '거문', '천상', '천량', '칠살', '파군']);
const MINORS = new Set(['천형', '천요', '과수']);
const kindOf = (name: string): StarKind => (MAJORS.has(name) ? 'major' : MINORS.has(name) ? 'minor' : 'auxiliary');
const B = (ch: string) => BRANCHES.findIndex((b) => b.hanja === ch);

/** Stars, brightness and transformations by their Korean names (the test's vocabulary), read into ids. */
function chart(life: string, stars: Record<string, string>, bright: Record<string, string> = {}, mutagen: Record<string, string> = {}): JamiFacts {
  const L = B(life);
  const placements = Object.entries(stars).map(([name, b]): StarPlacement => ({
    id: starId(name),
    branch: B(b),
    kind: kindOf(name),
    brightness: bright[name] ? brightnessId(bright[name]) : kindOf(name) === 'major' ? 'ping' : null,
    mutagen: mutagen[name] ? mutagenId(mutagen[name]) : null,
  }));
  return {
    gender: 'M', yearStem: 0, yearBranch: 0, forward: true, bureau: 2, lifeBranch: L, bodyBranch: L,
    palaces: PALACE_IDS.map((id, i) => ({ id, branch: mod(L - i, 12), stem: mod(2 + mod(L - i - 2, 12), 10) })),
    stars: placements,
    sahwa: Object.fromEntries(MUTAGENS.map((m) => [m, starId(Object.keys(mutagen).find((s) => mutagenId(mutagen[s]) === m) ?? '자미')])) as JamiFacts['sahwa'],
  };
}

describe('the English templates', () => {
  it('火星 and 鈴星 flanking 명궁 (子): 丑 is the Parents Palace, 亥 the Siblings Palace', () => {
    expect(fireBellRelation(chart('子', { 화성: '丑', 영성: '亥' }), 'en')).toBe(
      'Huo Xing is in the Parents Palace (Chou) and Ling Xing in the Siblings Palace (Hai). ' +
        'The two stars are flanking a palace: they flank the Life Palace (Zi) from either side (夾). ' +
        'The two stars flank the Life Palace on both sides (夾命), so a quick temper and sudden upheavals bear directly on it; take particular care.',
    );
  });

  it('地空 and 地劫 together outside the 삼방사정 of 명궁', () => {
    // 명궁 子: 亥 is the Siblings Palace, outside 子 午 辰 申.
    expect(voidRelation(chart('子', { 지공: '亥', 지겁: '亥' }), 'en')).toBe(
      'Di Kong and Di Jie are both in the Siblings Palace (Hai). The two stars are in the same palace: their forces overlap and act strongly. ' +
        'Both stars lie outside the San Fang Si Zheng of the Life Palace, so the effect of idealistic misjudgements and unexpected losses stays within the affairs of the Siblings Palace.',
    );
  });

  it('one main star sits, two sit; dim stars are named; an empty palace borrows from the opposite one', () => {
    const one = patterns(chart('午', { 자미: '午' }, { 자미: '묘' }), 'en');
    // 紫微 alone in 午 is 極向離明格 (rank 80).
    expect(one.special.name).toBe('The Pole Star Faces the Light (Ji Xiang Li Ming, 極向離明格)');
    expect(one.special.description).toMatch(/ In this chart, Zi Wei \(Temple\) in the Life Palace \(Wu\) forms the pattern\.$/);

    const two = fortune(chart('子', { 태양: '子', 거문: '子' }, { 태양: '함', 거문: '왕' }), 'en').summary;
    expect(two).toContain('Tai Yang (Fallen) and Ju Men (Prosperous) sit in the Life Palace (Zi), bringing out honour and generosity, together with eloquence and curiosity. However, Tai Yang is dim, which brings ups and downs.');

    const borrowed = patterns(chart('子', { 천동: '午' }), 'en');
    expect(borrowed.special.name).toBe('No Main Star in the Life Palace (Ming Wu Zheng Yao, 命無正曜格)');
    expect(borrowed.special.description).toContain(
      'The Life Palace (Zi) has no main star and borrows Tian Tong (Neutral) from the opposite palace, the Travel Palace (Wu), so, depending on circumstances, it brings out ease and harmony.',
    );
    expect(patterns(chart('子', {}), 'en').special.description).toContain(
      'The Life Palace (Zi) has no main star and the opposite palace is empty too',
    );
  });

  it('the ordinary pattern keeps the verdict 평 and names the helpers', () => {
    const p = patterns(chart('子', { 천기: '子', 문창: '辰' }), 'en');
    expect(p.special).toMatchObject({ name: 'Ordinary Pattern (Ping Ge, 平格)', verdict: '평' });
    expect(p.special.description).toMatch(/ Wen Chang in the San Fang Si Zheng lends strength, so steady effort can raise the chart’s standing\.$/);
  });

  it('six equal areas are said to be equal', () => {
    const summary = fortune(chart('子', {}), 'en').summary;
    expect(summary).toMatch(/^The overall fortune scores 50 out of 100 \(average\)\. /);
    expect(summary).toMatch(/ All six areas score the same, 50\.$/);
  });

  it('the decade names its stem-branch, the transformations and their palaces', () => {
    // A 甲 stem: 廉貞 化祿, 破軍 化權, 武曲 化科, 太陽 化忌 (docs/jami.md §2 SAHWA).
    const f = chart('寅', { 염정: '午', 파군: '子', 무곡: '辰', 태양: '申', 자미: '寅' });
    const d = daehanDetails(f, B('寅'), 0, 'en').interpretation;
    expect(d.mainFeatures).toMatch(/^In the Jia Yin decade, the natal Life Palace \(Yin\) becomes the decade’s Life Palace, so these ten years play out around your own life and its direction\. Zi Wei \(Neutral\) sits in the decade’s Life Palace, /);
    // Counted back from the period's 명궁 寅: 子 is its 부처궁 (寅 − 2), 午 its 관록궁 (寅 − 8), 申 its 천이궁.
    expect(d.favorable).toMatch(/^Hua Lu \(Lian Zhen\) enters the decade’s Career Palace \(Wu\): in work and social standing, things run smoothly and new opportunities arise\. /);
    expect(d.cautions).toMatch(/^Hua Ji \(Tai Yang\) enters the decade’s Travel Palace \(Shen\) and clashes with the opposite Life Palace \(Yin\), /);
    expect(d.focus).toBe('Put your effort into work and career as well as your spouse and romance, but manage travel, time abroad and outside activities conservatively.');
  });

  it('an annual topic without transformations or helpers carries on as usual', () => {
    // The 甲 year's four transformed stars sit in 寅, away from the annual 질액궁 (未) and its opposite (丑).
    const f = chart('子', { 염정: '寅', 파군: '寅', 무곡: '寅', 태양: '寅' });
    const lines = annualDetails(f, 0, B('子'), 'en').topics.healthCautions;
    expect(lines).toEqual([
      'This year’s Health Palace falls on the natal Health Palace (Wei). That palace has no main star and the opposite palace is empty too, so its character is shaped by the assistant stars and the course of the periods.',
      'Neither this year’s transformations nor the assistant stars reach this palace directly, so health will carry on as usual.',
    ]);
  });
});

// ── Whole readings ────────────────────────────────────────────────────────────────────────────

const reference: { 입력: { birthdate: string; birth_time: string; gender: string; target_year_ganji?: string } }[] = JSON.parse(
  readFileSync(new URL('../fixtures/jami/expected.json', import.meta.url), 'utf8'),
);
const readings = reference.map(({ 입력: i }) => ({
  year: i.target_year_ganji ?? '갑진',
  reading: new JamiReading('x', { birthdate: i.birthdate, isLunar: false, isLeapMonth: false, birthTime: i.birth_time, gender: i.gender === 'M' ? 'M' : 'F', zasi: 'split' }),
}));

/** Every text of a reading in a language. */
function texts(r: JamiReading, year: string, lang: Lang = TEXT_LANG) {
  const p = r.patterns(lang);
  return {
    patterns: { main: p.main, name: p.special.name, description: p.special.description, auxiliary: p.auxiliary },
    verdict: p.special.verdict,
    summary: r.fortune(lang).summary,
    fireBell: r.fireBellRelation(lang),
    void: r.voidRelation(lang),
    periods: r.daehan(lang).map((d) => d.interpretation),
    annual: r.annual(year, lang).topics,
  };
}

describe('whole readings (the reference births)', () => {
  it('English: no Hangul but the verdict, the same shape as the Korean', () => {
    for (const { reading, year } of readings) {
      const e = texts(reading, year, 'en');
      const k = texts(reading, year);
      const { verdict, ...rest } = e;
      expectEnglish(rest);
      expect(VERDICTS).toContain(verdict);
      expect(verdict).toBe(k.verdict);
      expect(e.patterns.main).toHaveLength(k.patterns.main.length);
      expect(e.patterns.auxiliary).toHaveLength(k.patterns.auxiliary.length);
      expect(e.periods).toHaveLength(12);
      for (const key of Object.keys(k.annual) as (keyof typeof k.annual)[]) expect(e.annual[key]).toHaveLength(k.annual[key].length);
    }
  });

  it('Korean by default: the same as lang ko, and Korean', () => {
    for (const { reading, year } of readings) {
      const k = texts(reading, year);
      expect(texts(reading, year, 'ko')).toEqual(k);
      for (const text of strings(k)) expect(text).toMatch(HANGUL);
    }
  });

  it('the structure does not depend on the language', () => {
    const { reading, year } = readings[0];
    const { interpretation: _k, ...periodKo } = reading.daehan(TEXT_LANG)[0];
    const { interpretation: _e, ...periodEn } = reading.daehan('en')[0];
    expect(periodEn).toEqual(periodKo);
    expect(reading.fortune('en').areas).toEqual(reading.fortune(TEXT_LANG).areas);
    const { topics: _tk, ...annualKo } = reading.annual(year, TEXT_LANG);
    const { topics: _te, ...annualEn } = reading.annual(year, 'en');
    expect(annualEn).toEqual(annualKo);
  });
});
