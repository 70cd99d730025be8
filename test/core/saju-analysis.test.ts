import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  evilStars, fiveElements, gongmang, hiddenStems, naeumElements, nobleStars, overallAssessment, stageOf,
  twelveShinsal, twelveStages,
} from '../../src/core/saju/analysis.js';
import { BRANCHES, STEMS, type FourPillars, type Pillar } from '../../src/core/saju/ganzhi.js';
import { ELEMENT_LABELS, HIDDEN_STEM_TYPE_LABELS, SHINSAL_LABELS, STAGE_LABELS, elementOfKorean, starNames } from '../../src/core/saju/labels.js';
import type { StarId } from '../../src/core/saju/tables.js';

interface Case {
  id: string;
  saju: Record<string, string>;
  twelve_stages: Record<string, string>;
  naeum: Record<string, string>;
  hidden_stems: Record<string, { type: string; stem: string; days: number }[]>;
  shinsal_year: { branch: string; shinsal: string }[];
  shinsal_day: { branch: string; shinsal: string }[];
}
const cases: Case[] = JSON.parse(
  readFileSync(new URL('../fixtures/saju/expected.json', import.meta.url), 'utf8'),
);

const stem = (ch: string) => STEMS.findIndex((s) => s.hanja === ch);
const branch = (ch: string) => BRANCHES.findIndex((b) => b.hanja === ch);
const P = (g: string): Pillar => ({ stem: stem(g[0]), branch: branch(g[1]) });
/** '乙丑 癸未 甲子 丙寅' (hour optional). */
const chart = (s: string): FourPillars => {
  const [year, month, day, hour] = s.split(' ').map(P);
  return { year, month, day, hour: hour ?? null };
};
const fromCase = ({ saju: s }: Case): FourPillars => ({
  year: P(s.year_stem + s.year_branch),
  month: P(s.month_stem + s.month_branch),
  day: P(s.day_stem + s.day_branch),
  hour: P(s.hour_stem + s.hour_branch),
});
const KEYS = ['year', 'month', 'day', 'hour'] as const;
/** The stars found keyed by their Korean names (labels.ts), as the records key them. */
const byKorean = <E,>(stars: Partial<Record<StarId, E>>) =>
  Object.fromEntries(Object.entries(stars).map(([id, v]) => [starNames(id as StarId).ko, v]));
/** Korean star name → the locations of its entries. */
const locations = (stars: Partial<Record<StarId, { location: string[] }[]>>) =>
  Object.fromEntries(Object.entries(byKorean(stars)).map(([k, v]) => [k, v.map((x) => x.location)]));
/** The 지장간 keyed by the branch character, with the stem characters, as the records write them. */
const hiddenByHanja = (q: FourPillars) =>
  Object.fromEntries(hiddenStems(q).map((h) => [BRANCHES[h.branch].hanja, h.stems.map((x) => ({ ...x, stem: STEMS[x.stem].hanja }))]));
/** The 12신살 with the branch character, as the records write them. */
const shinsalByHanja = (base: number) => twelveShinsal(base).map((x) => ({ ...x, branch: BRANCHES[x.branch].hanja }));
/** Entries with the hanja and Korean names the records write (labels.ts). */
const named = (entries: { id: StarId }[] | undefined) =>
  entries?.map((e) => ({ ...e, name: starNames(e.id).hanja, koreanName: starNames(e.id).ko }));

describe.each(cases.map((c) => [c.id, c] as const))('reference case %s', (_, c) => {
  const p = fromCase(c);

  it('12운성 of the day stem on each branch', () => {
    const stages = twelveStages(p);
    expect(Object.fromEntries(stages.map((s) => [s.pillar, STAGE_LABELS[s.stage].ko]))).toEqual(c.twelve_stages);
    expect(stages.map((s) => STEMS[s.stem].hanja + BRANCHES[s.branch].hanja)).toEqual(KEYS.map((k) => c.saju[`${k}_stem`] + c.saju[`${k}_branch`]));
    for (const s of stages) expect(s.energy).toMatch(/[가-힣]/);
  });

  it('납음 of the four pillars', () => {
    expect(Object.fromEntries(naeumElements(p).map((n) => [n.pillar, n.element]))).toEqual(c.naeum);
  });

  it('지장간 with types and days', () => {
    const hidden = hiddenByHanja(p);
    for (const k of KEYS) {
      expect(hidden[c.saju[`${k}_branch`]].map((h) => ({ ...h, type: HIDDEN_STEM_TYPE_LABELS[h.type].ko }))).toEqual(c.hidden_stems[k]);
    }
  });

  it('year and day 12신살', () => {
    const korean = (list: ReturnType<typeof shinsalByHanja>) => list.map((x) => ({ ...x, shinsal: SHINSAL_LABELS[x.shinsal].ko }));
    expect(korean(shinsalByHanja(p.year.branch))).toEqual(c.shinsal_year);
    expect(korean(shinsalByHanja(p.day.branch))).toEqual(c.shinsal_day);
  });

  it('five elements: total 9.0 (7.0 without the hour), strengths sum to 100 ± 0.2', () => {
    for (const [q, total] of [[p, 9], [{ ...p, hour: null }, 7]] as const) {
      const fe = fiveElements(q);
      expect(fe.totalScore).toBe(total);
      expect(fe.dayElement).toBe(STEMS[p.day.stem].element);
      const sum = Object.values(fe.strength).reduce((a, b) => a + b, 0);
      expect(Math.abs(sum - 100)).toBeLessThanOrEqual(0.2);
    }
  });
});

describe('12운성 table (docs/saju.md §6.2)', () => {
  // stem → 장생 건록 제왕 묘 branches
  const rows: Record<string, string> = {
    甲: '亥寅卯未', 乙: '午卯寅戌', 丙: '寅巳午戌', 戊: '寅巳午戌', 丁: '酉午巳丑',
    己: '酉午巳丑', 庚: '巳申酉丑', 辛: '子酉申辰', 壬: '申亥子辰', 癸: '卯子亥未',
  };
  it.each(Object.entries(rows))('%s', (s, bs) => {
    expect([...bs].map((b) => STAGE_LABELS[stageOf(stem(s), branch(b))].ko)).toEqual(['장생', '건록', '제왕', '묘']);
  });
});

describe('지장간 (docs/saju.md §6.1)', () => {
  it('each branch sums to 30 days; 子卯酉 have no 중기', () => {
    const all = hiddenByHanja(chart('甲子 丁卯 辛酉 甲午'));
    for (const list of Object.values(all)) expect(list.reduce((s, h) => s + h.days, 0)).toBe(30);
    for (const b of ['子', '卯', '酉']) expect(all[b].map((h) => HIDDEN_STEM_TYPE_LABELS[h.type].ko)).toEqual(['여기', '정기']);
    expect(all['午'].map((h) => ({ ...h, type: HIDDEN_STEM_TYPE_LABELS[h.type].ko }))).toEqual([
      { stem: '丙', type: '여기', days: 10 },
      { stem: '己', type: '중기', days: 9 },
      { stem: '丁', type: '정기', days: 11 },
    ]);
  });
});

describe('12신살 by 三合 group (docs/saju.md §6.3)', () => {
  // 겁살 재살 천살 지살 년살 월살 망신살 장성살 반안살 역마살 육해살 화개살
  const names = ['겁살', '재살', '천살', '지살', '년살', '월살', '망신살', '장성살', '반안살', '역마살', '육해살', '화개살'];
  const rows: Record<string, string> = {
    申子辰: '巳午未申酉戌亥子丑寅卯辰',
    寅午戌: '亥子丑寅卯辰巳午未申酉戌',
    巳酉丑: '寅卯辰巳午未申酉戌亥子丑',
    亥卯未: '申酉戌亥子丑寅卯辰巳午未',
  };
  it.each(Object.entries(rows))('%s', (group, row) => {
    for (const base of group) {
      const map = Object.fromEntries(shinsalByHanja(branch(base)).map((x) => [x.branch, SHINSAL_LABELS[x.shinsal].ko]));
      expect([...row].map((b) => map[b])).toEqual(names);
    }
  });
});

describe('five elements (decision 7, docs/saju.md §7)', () => {
  it('甲子 丙寅 戊辰, no hour: month branch 寅 contributes 2 × (7/30 토 + 7/30 화 + 16/30 목)', () => {
    // stems 甲 목, 丙 화, 戊 토; 子 = 壬10 癸20 (수 30/30); 寅 ×2; 辰 = 乙9 癸3 戊18
    const raw = { 목: 1 + (2 * 16) / 30 + 9 / 30, 화: 1 + (2 * 7) / 30, 토: 1 + (2 * 7) / 30 + 18 / 30, 금: 0, 수: 1 + 3 / 30 };
    const fe = fiveElements(chart('甲子 丙寅 戊辰'));
    expect(fe.totalScore).toBe(7);
    expect(ELEMENT_LABELS[fe.dayElement].ko).toBe('토');
    for (const [e, v] of Object.entries(raw)) expect(fe.strength[elementOfKorean(e)]).toBeCloseTo((100 * v) / 7, 1);
  });

  it('the month branch counts double: swapping month and year branches changes the shares', () => {
    const a = fiveElements(chart('甲子 丙寅 戊辰 庚申'));
    const b = fiveElements(chart('丙寅 甲子 戊辰 庚申'));
    // stems identical; 寅 doubled in a, 子 doubled in b: 목 gains 16/30 − 0, 수 loses 30/30 in a.
    expect(a.strength.wood - b.strength.wood).toBeCloseTo((100 * 16) / 30 / 9, 0);
    expect(b.strength.water - a.strength.water).toBeCloseTo((100 * 30) / 30 / 9, 0);
  });
});

describe('귀인 (docs/saju.md §6.4)', () => {
  // day 甲: 천을 丑未, 건록 寅, 태극 子午; month 未: 천덕 甲, 월덕 (亥卯未) 甲
  const a = chart('乙丑 癸未 甲子 丙寅');
  const nobles = nobleStars(a);

  it('甲 day stem with 丑 and 未 in the chart → 천을귀인 at 년지 and 월지', () => {
    expect(named(nobles.tian_yi_gui_ren)).toEqual([
      expect.objectContaining({ name: '天乙貴人', koreanName: '천을귀인', reference: '일간 甲', location: ['년지', '월지'] }),
    ]);
  });

  it('only the stars present, at their positions', () => {
    expect(locations(nobles)).toEqual({
      천을귀인: [['년지', '월지']],
      천덕귀인: [['일간']],
      월덕귀인: [['일간']],
      건록: [['시지']],
      태극귀인: [['일지']],
    });
    for (const s of Object.values(nobles).flat()) {
      expect(s.meaning).toMatch(/[가-힣]/);
      expect(s.impact).toMatch(/[가-힣]/);
    }
  });

  it('문창·학당·금여록·암록 from the day stem; 천덕귀인 as a branch', () => {
    // day 丙: 문창 申, 학당 寅, 금여 未, 암록 申; month 午 → 천덕 亥 (a branch)
    const n = nobleStars(chart('丙申 甲午 丙寅 乙未'));
    expect(n.wen_chang_gui_ren?.[0].location).toEqual(['년지']);
    expect(n.an_lu?.[0].location).toEqual(['년지']);
    expect(n.xue_tang_gui_ren?.[0].location).toEqual(['일지']);
    expect(n.jin_yu_lu?.[0].location).toEqual(['시지']);
    expect(n.tian_de_gui_ren).toBeUndefined();
    expect(nobleStars(chart('丙申 甲午 丙寅 己亥')).tian_de_gui_ren?.[0]).toMatchObject({ reference: '월지 午', location: ['시지'] });
  });
});

describe('흉살 (docs/saju.md §6.5)', () => {
  it('乙丑 癸未 甲子 丙寅: 원진 子未, 귀문 寅未, 고신 寅 (year 丑 → 亥子丑), 현침 甲', () => {
    expect(locations(evilStars(chart('乙丑 癸未 甲子 丙寅')))).toEqual({ 원진: [['월지', '일지']], 귀문관살: [['월지', '시지']], 고신살: [['시지']], 현침살: [['일간']] });
  });

  it('甲辰 丙子 庚辰 乙酉: 甲辰 → 백호대살, 庚辰 day → 괴강, 庚 → 양인 酉, 공망 申酉, 귀문 子酉', () => {
    const e = evilStars(chart('甲辰 丙子 庚辰 乙酉'));
    expect(named(e.bai_hu_da_sha)).toEqual([expect.objectContaining({ name: '白虎大殺', reference: '간지 甲辰', location: ['년주'] })]);
    expect(e.kui_gang).toEqual([expect.objectContaining({ reference: '일주 庚辰', location: ['일주'] })]);
    expect(e.yang_ren?.[0].location).toEqual(['시지']);
    expect(e.kong_wang?.[0].location).toEqual(['시지']);
    expect(e.gui_men_guan_sha?.[0].location).toEqual(['월지', '시지']);
    expect(Object.keys(byKorean(e)).sort()).toEqual(['공망', '괴강', '귀문관살', '백호대살', '양인', '현침살'].sort());
    for (const s of Object.values(e).flat()) expect(s.warning).toMatch(/[가-힣]/);
  });

  it('공망 of 甲子旬 = 戌亥, of 甲戌旬 = 申酉', () => {
    expect(gongmang(P('甲子')).map((b) => BRANCHES[b].hanja)).toEqual(['戌', '亥']);
    expect(gongmang(P('癸酉')).map((b) => BRANCHES[b].hanja)).toEqual(['戌', '亥']);
    expect(gongmang(P('乙亥')).map((b) => BRANCHES[b].hanja)).toEqual(['申', '酉']);
    expect(evilStars(chart('庚午 辛巳 甲子 乙亥')).kong_wang?.[0]).toMatchObject({ reference: '일주 甲子 (甲子旬, 공망 戌亥)', location: ['시지'] });
  });

  it('양인 only for yang day stems; 홍염 from the day stem; 괴강 only on the day pillar', () => {
    expect(evilStars(chart('甲辰 丙子 乙卯 丙戌')).yang_ren).toBeUndefined(); // 乙 with 辰: the yin variant is not used
    expect(evilStars(chart('甲午 丙子 甲子 丙寅')).hong_yan?.[0].location).toEqual(['년지']);
    expect(evilStars(chart('庚辰 戊子 甲子 丙寅')).kui_gang).toBeUndefined();
    expect(evilStars(chart('甲子 丙子 戊戌 壬子')).kui_gang?.[0].location).toEqual(['일주']);
  });

  it('과숙 by the year branch 方合: 卯 (寅卯辰) → 丑', () => {
    expect(evilStars(chart('癸卯 乙丑 戊戌 庚申')).gua_su?.[0]).toMatchObject({ reference: '년지 卯', location: ['월지'] });
  });
});

describe('overall assessment', () => {
  const a = chart('乙丑 癸未 甲子 丙寅');
  const b = chart('甲辰 丙子 庚辰 乙酉');
  const oa = overallAssessment(a);
  const ob = overallAssessment(b);

  it('counts the stars found', () => {
    expect(oa.nobleCount).toBe(5);
    expect(oa.shinsalCount).toBe(4);
    expect(ob.nobleCount).toBe(0);
    expect(ob.shinsalCount).toBe(6);
  });

  it('non-empty Korean texts, built from the chart, different for different charts', () => {
    for (const o of [oa, ob]) {
      for (const list of [o.mainFeatures, o.cautions, o.applications]) {
        expect(list.length).toBeGreaterThan(0);
        for (const t of list) expect(t).toMatch(/[가-힣]{2}/);
      }
    }
    expect(oa.mainFeatures).not.toEqual(ob.mainFeatures);
    expect(oa.cautions).not.toEqual(ob.cautions);
    expect(oa.applications).not.toEqual(ob.applications);
    expect(oa.mainFeatures[0]).toContain('甲');
    expect(oa.mainFeatures.join(' ')).toContain('천을귀인(년지·월지)');
    expect(ob.mainFeatures[0]).toContain('庚');
    expect(ob.cautions.join(' ')).toContain('괴강(일주)');
  });

  it('deterministic, and the same with precomputed blocks', () => {
    expect(overallAssessment(a)).toEqual(oa);
    expect(overallAssessment(a, fiveElements(a), nobleStars(a), evilStars(a))).toEqual(oa);
  });
});

describe('no birth time', () => {
  it('the hour pillar is left out of every block', () => {
    const p = { ...chart('乙丑 癸未 甲子 丙寅'), hour: null };
    expect(twelveStages(p).map((s) => s.pillar)).toEqual(['year', 'month', 'day']);
    expect(naeumElements(p)).toHaveLength(3);
    expect(Object.keys(hiddenByHanja(p))).toEqual(['丑', '未', '子']);
    expect(nobleStars(p).jian_lu).toBeUndefined();
    expect(fiveElements(p).totalScore).toBe(7);
  });
});
