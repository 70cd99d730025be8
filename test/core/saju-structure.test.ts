import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BRANCHES, STEMS, pillarHanja, type FourPillars, type Pillar } from '../../src/core/saju/ganzhi.js';
import { SajuStructure, myeonggung, pattern, singung, taewon } from '../../src/core/saju/structure.js';
import { natalInteractions } from '../../src/core/saju/interactions.js';
import { strength, usefulGods, type UsefulGods } from '../../src/core/saju/strength.js';
import { ELEMENT_LABELS } from '../../src/core/saju/labels.js';
import {
  BRANCH_PAIRS, CLASHES, DESTRUCTIONS, DIRECTIONAL_COMBINATIONS, GROUPS, HARMS, RELATION_KINDS, RESENTMENTS,
  SIX_COMBINATIONS, STEM_CLASHES, STEM_COMBINATIONS, STEM_PAIRS, THREE_COMBINATIONS, type RelationKind,
} from '../../src/core/saju/structure-tables.js';

/** lunar-javascript (CommonJS, untyped; an independent reference, never a source): only what these tests call. */
interface EightChar {
  getYear(): string;
  getMonth(): string;
  getDay(): string;
  getTime(): string;
  getTaiYuan(): string;
  getMingGong(): string;
  getShenGong(): string;
}
const lunar = createRequire(import.meta.url)('lunar-javascript') as {
  Solar: { fromYmdHms(...ymdhms: number[]): { getLunar(): { getEightChar(): EightChar } } };
  LunarUtil: { HE_GAN_5: string[]; HE_ZHI_6: string[]; CHONG: string[]; CHONG_GAN_4: string[] };
};

const stem = (ch: string) => STEMS.findIndex((s) => s.hanja === ch);
const branch = (ch: string) => BRANCHES.findIndex((b) => b.hanja === ch);
const P = (g: string): Pillar => ({ stem: stem(g[0]), branch: branch(g[1]) });
/** '庚申 戊子 丙辰 辛卯' (hour optional). */
const chart = (s: string): FourPillars => {
  const [year, month, day, hour] = s.split(' ').map(P);
  return { year, month, day, hour: hour ?? null };
};

/** The unordered pairs of a pair kind in the branch table. */
const branchPairsOf = (kind: RelationKind) => {
  const pairs = new Set<string>();
  for (let a = 0; a < 12; a++) {
    for (let b = a; b < 12; b++) if (BRANCH_PAIRS[a * 12 + b].some((r) => r.kind === kind)) pairs.add(BRANCHES[a].hanja + BRANCHES[b].hanja);
  }
  return pairs;
};
const stemPairsOf = (kind: RelationKind) => {
  const pairs = new Set<string>();
  for (let a = 0; a < 10; a++) {
    for (let b = a + 1; b < 10; b++) if (STEM_PAIRS[a * 10 + b].some((r) => r.kind === kind)) pairs.add(STEMS[a].hanja + STEMS[b].hanja);
  }
  return pairs;
};

describe('interaction tables', () => {
  it('pair relations are symmetric: (a, b) and (b, a) have the same kinds, names and elements', () => {
    for (let a = 0; a < 12; a++) {
      for (let b = 0; b < 12; b++) {
        const strip = (i: number) => BRANCH_PAIRS[i].map(({ kind, name, element }) => ({ kind, name, element }));
        expect(strip(a * 12 + b)).toEqual(strip(b * 12 + a));
      }
    }
    for (let a = 0; a < 10; a++) {
      for (let b = 0; b < 10; b++) {
        const strip = (i: number) => STEM_PAIRS[i].map(({ kind, element }) => ({ kind, element }));
        expect(strip(a * 10 + b)).toEqual(strip(b * 10 + a));
      }
    }
  });

  it('each pair of a list once, and the list sizes: 5 천간합, 4 천간충, 6 육합, 6 육충, 6 육파, 6 육해, 6 원진', () => {
    const sizes: [readonly unknown[][], number][] = [
      [STEM_COMBINATIONS.map((c) => c.stems), 5], [STEM_CLASHES, 4], [SIX_COMBINATIONS.map((c) => c.branches), 6],
      [CLASHES, 6], [DESTRUCTIONS, 6], [HARMS, 6], [RESENTMENTS, 6],
    ];
    for (const [pairs, n] of sizes) {
      expect(pairs).toHaveLength(n);
      const keys = pairs.map(([a, b]) => [a, b].sort().join());
      expect(new Set(keys).size).toBe(n);
    }
    // 육합, 육충, 육해 each pair every branch exactly once (a perfect matching of the twelve).
    for (const pairs of [SIX_COMBINATIONS.map((c) => c.branches), CLASHES, HARMS]) {
      expect(pairs.flat().sort((x, y) => x - y)).toEqual([...Array(12).keys()]);
    }
    expect(stemPairsOf('stemCombination').size).toBe(5);
    expect(stemPairsOf('stemClash').size).toBe(4);
    expect(branchPairsOf('sixCombination').size).toBe(6);
    expect(branchPairsOf('clash').size).toBe(6);
    expect(branchPairsOf('destruction').size).toBe(6);
    expect(branchPairsOf('harm').size).toBe(6);
    expect(branchPairsOf('resentment').size).toBe(6);
    // 반합: the 旺地 with either other branch of its 三合, 4 × 2.
    expect(branchPairsOf('halfCombination').size).toBe(8);
    // 자형 辰午酉亥 only, and only with itself.
    expect([...branchPairsOf('selfPunishment')]).toEqual(['辰辰', '午午', '酉酉', '亥亥']);
    // 형: 子卯 and the three pairs of each of 寅巳申 and 丑戌未.
    expect([...branchPairsOf('punishment')].sort()).toEqual(['子卯', '丑戌', '丑未', '寅巳', '寅申', '巳申', '未戌'].sort());
  });

  it('the lists agree with lunar-javascript (六合 HE_ZHI_6, 六沖 CHONG, 五合 HE_GAN_5, 四沖 CHONG_GAN_4)', () => {
    const TG: Record<string, string> = Object.fromEntries(
      ['jia', 'yi', 'bing', 'ding', 'wu', 'ji', 'geng', 'xin', 'ren', 'gui'].map((k, i) => [`{tg.${k}}`, STEMS[i].hanja]),
    );
    const { LunarUtil: U } = lunar;
    for (let a = 0; a < 12; a++) {
      const six = SIX_COMBINATIONS.find((c) => c.branches.includes(a))!;
      expect(BRANCHES[six.branches.find((x) => x !== a)!].hanja).toBe(U.HE_ZHI_6[a]);
      const clash = CLASHES.find((c) => c.includes(a))!;
      expect(BRANCHES[clash.find((x) => x !== a)!].hanja).toBe(U.CHONG[a]);
    }
    for (let s = 0; s < 10; s++) {
      const comb = STEM_COMBINATIONS.find((c) => c.stems.includes(s))!;
      expect(STEMS[comb.stems.find((x) => x !== s)!].hanja).toBe(U.HE_GAN_5[s]);
      const clash = STEM_CLASHES.find((c) => c.includes(s));
      const theirs = U.CHONG_GAN_4[s] ? (TG[U.CHONG_GAN_4[s]] ?? U.CHONG_GAN_4[s]) : null;
      expect(clash ? STEMS[clash.find((x) => x !== s)!].hanja : null).toBe(theirs);
    }
  });

  it('by definition: 육충 six apart, 천간충 six stems apart with the same polarity, 천간합 five apart', () => {
    for (const [a, b] of CLASHES) expect(Math.abs(a - b)).toBe(6);
    for (const [a, b] of STEM_CLASHES) expect([Math.abs(a - b), STEMS[a].yang === STEMS[b].yang]).toEqual([6, true]);
    for (const { stems: [a, b] } of STEM_COMBINATIONS) expect(Math.abs(a - b)).toBe(5);
  });

  it('4 삼합 groups four apart, each around one of 子午卯酉, and 4 방합 groups partition the twelve branches', () => {
    expect(THREE_COMBINATIONS).toHaveLength(4);
    for (const { branches: [a, b, c], element } of THREE_COMBINATIONS) {
      expect([(b - a + 12) % 12, (c - b + 12) % 12]).toEqual([4, 4]);
      expect([0, 3, 6, 9]).toContain(b);
      expect(BRANCHES[b].element).toBe(element); // the 旺地 names the 局
    }
    expect(THREE_COMBINATIONS.flatMap((g) => g.branches).sort((x, y) => x - y)).toEqual([...Array(12).keys()]);
    expect(DIRECTIONAL_COMBINATIONS.flatMap((g) => g.branches).sort((x, y) => x - y)).toEqual([...Array(12).keys()]);
    for (const { branches: [a, b, c], element } of DIRECTIONAL_COMBINATIONS) {
      expect([(b - a + 12) % 12, (c - b + 12) % 12]).toEqual([1, 1]);
      expect([BRANCHES[a].element, BRANCHES[b].element]).toEqual([element, element]);
    }
    expect(GROUPS.map((g) => g.kind)).toEqual([...Array(4).fill('threeCombination'), ...Array(4).fill('directionalCombination'), 'punishment', 'punishment']);
    expect(new Set(RELATION_KINDS).size).toBe(12);
  });
});

/** 용신, 희신 and 기신 by their Korean names, as docs/saju.md writes them. */
const korean = (u: UsefulGods) => ({ ...u, useful: ELEMENT_LABELS[u.useful].ko, favorable: ELEMENT_LABELS[u.favorable].ko, unfavorable: ELEMENT_LABELS[u.unfavorable].ko });
const summary = (p: FourPillars) => natalInteractions(p).map((x) => [x.name, x.characters, x.places.join(','), x.element && ELEMENT_LABELS[x.element].ko, x.transforms]);

describe('natal interactions', () => {
  it('庚申 戊子 丙辰 辛卯: 丙辛合 transforms (adjacent, 子 month is 水), 申子辰 三合 replaces its 반합, 子卯刑, 卯辰害, 申卯 원진', () => {
    expect(summary(chart('庚申 戊子 丙辰 辛卯'))).toEqual([
      ['천간합', '丙辛', 'day,hour', '수', true],
      ['삼합', '申子辰', 'year,month,day', '수', null],
      ['원진', '申卯', 'year,hour', null, null],
      ['무례지형', '子卯', 'month,hour', null, null],
      ['육해', '辰卯', 'day,hour', null, null],
    ]);
  });

  it('合化 needs the month branch of the element, adjacency and no rival', () => {
    // 寅 month (木): 丙辛 combine without transforming.
    expect(summary(chart('庚申 戊寅 丙辰 辛卯'))[0]).toEqual(['천간합', '丙辛', 'day,hour', '수', false]);
    // 丙 in the year and 辛 in the hour: not adjacent.
    expect(summary(chart('丙申 庚子 戊辰 辛酉')).find((x) => x[0] === '천간합')).toEqual(['천간합', '丙辛', 'year,hour', '수', false]);
    // Two 丙 compete for one 辛 (쟁합).
    const rivals = summary(chart('甲子 丙子 辛亥 丙申')).filter((x) => x[0] === '천간합');
    expect(rivals.map((x) => [x[2], x[4]])).toEqual([['month,day', false], ['day,hour', false]]);
  });

  it('a pair can hold several relations (巳申: 육합, 형, 육파) and 삼형 when all three are present (its pair 형 then left out)', () => {
    expect(summary(chart('丁巳 戊申 甲子 丙寅')).map((x) => x[0])).toEqual(['삼형(지세지형)', '육합', '육파', '육해', '반합', '육충']);
    expect(summary(chart('丁巳 戊申 甲子 丙寅'))[0]).toEqual(['삼형(지세지형)', '巳申寅', 'year,month,hour', null, null]);
    expect(summary(chart('丁巳 戊申 甲子 丙子')).map((x) => x[0])).toEqual(['육합', '지세지형(부분)', '육파', '반합', '반합']); // 申 with each 子
    expect(summary(chart('丁巳 戊申 甲子 丙寅')).find((x) => x[0] === '육충')).toEqual(['육충', '申寅', 'month,hour', null, null]);
  });

  it('자형 and 방합; no hour pillar without a birth time', () => {
    expect(summary(chart('甲辰 丙寅 甲辰 戊辰'))).toEqual([
      ['자형', '辰辰', 'year,day', null, null],
      ['자형', '辰辰', 'year,hour', null, null],
      ['자형', '辰辰', 'day,hour', null, null],
    ]);
    expect(summary(chart('甲寅 丁卯 甲辰'))).toEqual([
      ['방합', '寅卯辰', 'year,month,day', '목', null],
      ['육해', '卯辰', 'month,day', null, null],
    ]);
  });
});

describe('strength, 용신, 격국', () => {
  it('甲寅 丙寅 甲寅 丙寅 by hand: score 44.7 (신약), 득령 and 득지 but not 득세; 식상 heaviest → 인성 水 용신; 건록격', () => {
    // Support (목 비겁, 수 인성): 甲 stems 9; 寅 = 16/30 목 on 10 + 30 + 15 + 12 = 67 → 35.73; total 44.73 of 100.
    const p = chart('甲寅 丙寅 甲寅 丙寅');
    const s = strength(p);
    expect(s).toEqual({
      score: 44.7, category: '신약', deukryeong: true, deukji: true, deukse: false,
      groups: { 비겁: 44.7, 식상: 39.6, 재성: 15.6, 관성: 0, 인성: 0 },
    });
    expect(korean(usefulGods(p))).toMatchObject({ method: 'eokbu', useful: '수', usefulGroup: '인성', favorable: '금', unfavorable: '토' });
    expect(pattern(p)).toMatchObject({ name: '건록격', tenGod: 'bi_jian', basis: 'rokin' });
    // 조후: a 寅 month is spring, so 억부 decides.
    expect(korean(usefulGods(p, 'johu'))).toMatchObject({ method: 'johu', applied: 'eokbu', useful: '수' });
  });

  it('a summer chart under 조후 takes 水; a winter one 火', () => {
    expect(korean(usefulGods(chart('甲午 庚午 丙午 甲午'), 'johu'))).toMatchObject({ applied: 'johu', useful: '수', favorable: '금', unfavorable: '토' });
    expect(korean(usefulGods(chart('甲子 丙子 壬子 庚子'), 'johu'))).toMatchObject({ applied: 'johu', useful: '화', favorable: '목', unfavorable: '수' });
  });

  it('strong by 비겁 → 관성; strong by 인성 → 재성; weak under heavy 재성 → 비겁', () => {
    // 丙午 day in 午 month, 丙 stems: 비겁 dominant.
    const fire = chart('丙午 甲午 丙午 丙午');
    expect(strength(fire).category).toBe('극신강');
    expect(usefulGods(fire).usefulGroup).toBe('관성');
    // 丙 day among 木 (인성).
    const wood = chart('甲寅 甲寅 丙寅 乙卯');
    expect(strength(wood).groups.인성).toBeGreaterThan(strength(wood).groups.비겁);
    expect(usefulGods(wood).usefulGroup).toBe('재성');
    // 甲 day among 土 (재성).
    const earth = chart('戊戌 己未 甲辰 戊辰');
    expect(strength(earth).category).toBe('극신약');
    expect(usefulGods(earth).usefulGroup).toBe('비겁');
  });

  it('격국: 투출 in the order 정기 → 중기 → 여기, else the 정기; 양인격 and 월겁격', () => {
    // 甲 day, 寅 month: 건록격; 卯 month (겁재 乙 정기): 양인격 for 甲.
    expect(pattern(chart('甲子 丁卯 甲辰 丙寅')).name).toBe('양인격');
    // 乙 day, 寅 month (정기 甲 겁재): 월겁격.
    expect(pattern(chart('甲子 丙寅 乙卯 丙子')).name).toBe('월겁격');
    // 甲 day, 巳 month (戊 庚 丙): 정기 丙 식신 not shown, 중기 庚 shows in the hour → 편관격.
    expect(pattern(chart('乙亥 辛巳 甲寅 庚午'))).toMatchObject({ name: '편관격', basis: 'revealed', revealedAt: ['hour'] });
    // ... and with 丙 showing in the year, the 정기 wins → 식신격.
    expect(pattern(chart('丙子 癸巳 甲寅 庚午'))).toMatchObject({ name: '식신격', basis: 'revealed', revealedAt: ['year'] });
    // Nothing shown: the 정기 (丙 for 甲 = 식신).
    expect(pattern(chart('壬子 乙巳 甲寅 甲子'))).toMatchObject({ name: '식신격', basis: 'mainQi' });
  });
});

describe('태원, 명궁, 신궁 against lunar-javascript', () => {
  /** A small deterministic generator (mulberry32). */
  function rng(seed: number) {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = seed;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const random = rng(20261125);
  const N = 600;
  const cases = Array.from({ length: N }, () => {
    const ms = Date.UTC(1901, 0, 1) + random() * (Date.UTC(2099, 11, 31) - Date.UTC(1901, 0, 1));
    const d = new Date(ms);
    const e = lunar.Solar.fromYmdHms(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), 0)
      .getLunar().getEightChar();
    // The pillars as lunar-javascript has them: the palaces are compared as rules on the same pillars.
    return { p: chart(`${e.getYear()} ${e.getMonth()} ${e.getDay()} ${e.getTime()}`), e };
  });

  it(`태원 (月干進一, 月支進三) equals getTaiYuan on ${N} random charts`, () => {
    for (const { p, e } of cases) expect(pillarHanja(taewon(p))).toBe(e.getTaiYuan());
  });

  it(`명궁 (卯上安命, stem by 五虎遁) equals getMingGong on ${N} random charts`, () => {
    for (const { p, e } of cases) expect(pillarHanja(myeonggung(p)!)).toBe(e.getMingGong());
  });

  it('신궁: 酉上安身 (11 − month − hour); lunar-javascript sums the branch numbers (month + hour + 1): equal where the rules coincide', () => {
    let agreeing = 0;
    for (const { p, e } of cases) {
      const mine = singung(p)!;
      const theirs = P(e.getShenGong());
      // lunar-javascript's rule as read from its code (子 = 0): branch = month + hour + 1; stem by 五虎遁 as ours.
      expect(theirs.branch).toBe((p.month.branch + p.hour!.branch + 1) % 12);
      const coincide = (p.month.branch + p.hour!.branch) % 6 === 5; // 11 − s ≡ s + 1 (mod 12)
      if (coincide) {
        agreeing++;
        expect(mine).toEqual(theirs);
      } else {
        expect(mine.branch).not.toBe(theirs.branch);
      }
    }
    expect(agreeing).toBeGreaterThanOrEqual(60);
  });

  it('명궁 and 신궁 are null without a birth time; 寅月 子時 gives 卯 and 酉', () => {
    expect(myeonggung(chart('甲子 丙寅 甲子'))).toBeNull();
    expect(singung(chart('甲子 丙寅 甲子'))).toBeNull();
    expect(pillarHanja(myeonggung(chart('甲子 丙寅 甲子 甲子'))!)).toBe('丁卯');
    expect(pillarHanja(singung(chart('甲子 丙寅 甲子 甲子'))!)).toBe('癸酉');
  });
});

describe('SajuStructure', () => {
  it('computes each block once and writes Korean texts for the chart', () => {
    const st = new SajuStructure(chart('庚申 戊子 丙辰 辛卯'));
    expect(st.interactions()).toBe(st.interactions());
    const texts = st.texts();
    expect(texts[0]).toMatch(/^일간 병화\(丙火\)는 자\(子\)월에 태어나 .* 강약 점수 [\d.]+점으로 (극신강|신강|중화|신약|극신약)입니다\.$/);
    expect(texts.join('\n')).toContain('일지(배우자·자기 자신)·시지(자녀·말년)의 辰卯 육해');
    expect(texts.join('\n')).toContain('丙辛 천간합, 수(水): 서로 끌어당겨 묶입니다. 월령을 얻어 합화합니다.');
    expect(texts[3]).toBe(`태원 ${pillarHanja(taewon(st.pillars))}, 명궁 ${pillarHanja(myeonggung(st.pillars)!)}, 신궁 ${pillarHanja(singung(st.pillars)!)}입니다.`);
    for (const t of texts) expect(t).not.toMatch(/\(를\)|\(가\)|\(는\)/);
  });

  it('without a birth time: no hour in the interactions, no 명궁/신궁, and the 조후 option passed through', () => {
    const st = new SajuStructure(chart('甲午 庚午 丙午'), { usefulGodMethod: 'johu' });
    expect(st.palaces().myeonggung).toBeNull();
    expect(st.texts()[3]).toBe(`태원 ${pillarHanja(taewon(st.pillars))}입니다 (출생 시각이 없어 명궁·신궁은 정하지 않습니다).`);
    expect(st.interactions().every((x) => !x.places.includes('hour'))).toBe(true);
    expect(korean(st.usefulGods())).toMatchObject({ method: 'johu', applied: 'johu', useful: '수' });
    // Without the hour the score is taken over the 76 points that remain: 甲 (인성) in the year 9, 午 (丙10 丁11) 21/30 on 10 + 30 + 15.
    expect(st.strength().score).toBe(Math.round((1000 * (9 + 30 * 0.7 + 15 * 0.7 + 10 * 0.7)) / 76) / 10);
  });
});
