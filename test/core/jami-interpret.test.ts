import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  annualDetails, daehanDetails, fireBellRelation, fortune, patterns, relations, voidRelation,
} from '../../src/core/jami/interpret.js';
import { PATTERNS, type ClashName, type PunishmentName } from '../../src/core/jami/interpret-tables.js';
import { BRANCHES, STEMS, mod } from '../../src/core/saju/ganzhi.js';
import { MUTAGENS, PALACE_IDS, type JamiFacts, type StarKind, type StarPlacement } from '../../src/core/jami/types.js';
import { TEXT_LANG } from '../../src/core/lang.js';
import { brightnessId, koBranches, mutagenId, palaceKo, starId } from '../helpers/jami-labels.js';

// ── Chart builders ─────────────────────────────────────────────────────────────────────────────

const MAJORS = ['자미', '천기', '태양', '무곡', '천동', '염정', '천부', '태음', '탐랑', '거문', '천상', '천량', '칠살', '파군'];
const AUXILIARY = ['좌보', '우필', '문창', '문곡', '녹존', '경양', '타라', '화성', '영성', '지공', '지겁', '천괴', '천월', '천마'];
const kindOf = (name: string): StarKind => (MAJORS.includes(name) ? 'major' : AUXILIARY.includes(name) ? 'auxiliary' : 'minor');
const B = (ch: string) => BRANCHES.findIndex((b) => b.hanja === ch);
const K = (korean: string) => BRANCHES.findIndex((b) => b.korean === korean);

interface Spec {
  /** 명궁 branch (hanja). */
  life: string;
  /** Star name → branch (hanja). */
  stars: Record<string, string>;
  /** Star name → brightness (묘 … 함), transformation (화록 … 화기), in Korean as the spec writes them. */
  bright?: Record<string, string>;
  mutagen?: Record<string, string>;
}

/** A chart with only the named stars (main stars default to 평), palaces named from 명궁, 甲-year stems. */
function chart({ life, stars, bright = {}, mutagen = {} }: Spec): JamiFacts {
  const L = B(life);
  const placements: StarPlacement[] = Object.entries(stars).map(([name, b]) => ({
    id: starId(name),
    branch: B(b),
    kind: kindOf(name),
    brightness: bright[name] ? brightnessId(bright[name]) : kindOf(name) === 'major' ? 'ping' : null,
    mutagen: mutagen[name] ? mutagenId(mutagen[name]) : null,
  }));
  // A transformation no star carries points at no star (the rules read sahwa only through the stars).
  const holder = (m: string) => Object.keys(mutagen).find((s) => mutagenId(mutagen[s]) === m);
  return {
    gender: 'M', yearStem: 0, yearBranch: 0, forward: true, bureau: 2, lifeBranch: L, bodyBranch: L,
    palaces: PALACE_IDS.map((id, i) => ({ id, branch: mod(L - i, 12), stem: mod(2 + mod(L - i - 2, 12), 10) })),
    stars: placements,
    sahwa: Object.fromEntries(MUTAGENS.map((m) => [m, holder(m) && starId(holder(m)!)])) as JamiFacts['sahwa'],
  };
}

/** The 14 main stars for 紫微 on a branch (docs/jami.md §2.6–2.7). */
function majors(ziwei: string): Record<string, string> {
  const Z = B(ziwei);
  const F = mod(4 - Z, 12);
  const at = (x: number) => BRANCHES[mod(x, 12)].hanja;
  return {
    자미: at(Z), 천기: at(Z - 1), 태양: at(Z - 3), 무곡: at(Z - 4), 천동: at(Z - 5), 염정: at(Z - 8),
    천부: at(F), 태음: at(F + 1), 탐랑: at(F + 2), 거문: at(F + 3), 천상: at(F + 4), 천량: at(F + 5), 칠살: at(F + 6), 파군: at(F + 10),
  };
}

/** 紫微 子, 명궁 寅: 재백궁 戌 holds 칠살; the four 四化 helpers are placed too. */
const FULL: Spec = { life: '寅', stars: { ...majors('子'), 좌보: '辰', 우필: '戌', 문창: '戌', 문곡: '辰' } };

/** The reference charts (iztro, test/fixtures/jami) as JamiFacts. */
const reference: Record<string, any>[] = JSON.parse(
  readFileSync(new URL('../fixtures/jami/expected.json', import.meta.url), 'utf8'),
);
function fromReference(e: Record<string, any>): JamiFacts {
  const stars: StarPlacement[] = Object.entries(e['궁별_성_배치'] as Record<string, string[]>).flatMap(([b, list]) =>
    list.map((raw) => {
      const [, name, m] = raw.match(/^(.*?)(?:\((화.)\))?$/)!;
      const bright: string | undefined = e['성_밝기'][name]?.밝기;
      return { id: starId(name), branch: K(b), kind: kindOf(name), brightness: bright ? brightnessId(bright) : null, mutagen: m ? mutagenId(m) : null };
    }),
  );
  const L = K(e['명궁']);
  const [ys, yb] = [STEMS.findIndex((s) => s.korean === e['입력']['년주'][0]), K(e['입력']['년주'][1])];
  return {
    gender: e['입력'].gender, yearStem: ys, yearBranch: yb, forward: (ys % 2 === 0) === (e['입력'].gender === 'M'),
    bureau: e['국수'], lifeBranch: L, bodyBranch: K(e['신궁']),
    palaces: PALACE_IDS.map((id, i) => ({ id, branch: mod(L - i, 12), stem: STEMS.findIndex((s) => s.korean === e['십이궁'][palaceKo(id)][0]) })),
    stars, sahwa: Object.fromEntries(Object.entries(e['사화'] as Record<string, string>).map(([m, s]) => [mutagenId(m), starId(s)])) as JamiFacts['sahwa'],
  };
}
const charts = reference.map(fromReference);

const KOREAN = /[가-힣]/;
const clean = (text: string) => KOREAN.test(text) && !/undefined|NaN|null|\{|\}/.test(text);

// ── 형충관계 ────────────────────────────────────────────────────────────────────────────────

describe('relations (형충관계)', () => {
  const MAIN = ['자미', '천부', '태양'];
  /** A chart with a main star on each given branch. */
  const withMajors = (bs: string) => chart({ life: '子', stars: Object.fromEntries([...bs].map((b, i) => [MAIN[i], b])) });

  const CHUNG: [string, string][] = [['자오 충', '子午'], ['축미 충', '丑未'], ['인신 충', '寅申'], ['묘유 충', '卯酉'], ['진술 충', '辰戌'], ['사해 충', '巳亥']];
  const HYEONG: [string, string][] = [['인사신 삼형', '寅巳申'], ['축술미 삼형', '丑戌未'], ['자묘 상형', '子卯']];
  const korean = (bs: string) => [...bs].map((b) => BRANCHES[B(b)].korean);

  it.each(CHUNG)('六冲 %s occurs only with main stars on both branches', (name, bs) => {
    const both = relations(withMajors(bs)).clashes[name as ClashName];
    expect(koBranches(both.branches)).toEqual(korean(bs));
    expect(both.occurs).toBe(true);
    expect(relations(withMajors(bs[0])).clashes[name as ClashName].occurs).toBe(false);
  });

  it.each(HYEONG)('三刑 %s occurs only with main stars on every branch', (name, bs) => {
    expect(koBranches(relations(withMajors(bs)).punishments[name as PunishmentName])).toMatchObject({ branches: korean(bs), occurs: true });
    expect(relations(withMajors(bs.slice(1))).punishments[name as PunishmentName].occurs).toBe(false);
  });

  it.each([['진진 자형', '辰'], ['오오 자형', '午'], ['유유 자형', '酉'], ['해해 자형', '亥']])(
    '自刑 %s needs a main star with a malefic in its palace',
    (name, b) => {
      const punishment = name as PunishmentName;
      expect(koBranches(relations(chart({ life: '子', stars: { 자미: b, 경양: b } })).punishments[punishment])).toMatchObject({ branches: korean(b), occurs: true });
      expect(relations(chart({ life: '子', stars: { 자미: b } })).punishments[punishment].occurs).toBe(false);
      expect(relations(chart({ life: '子', stars: { 경양: b } })).punishments[punishment].occurs).toBe(false);
    },
  );

  it('names the palaces of each relation from the chart', () => {
    const r = relations(chart({ life: '寅', stars: {} }));
    expect(r.clashes['인신 충'].palaces.map(palaceKo)).toEqual(['명궁', '천이궁']);
    expect(r.punishments['인사신 삼형'].palaces.map(palaceKo)).toEqual(['명궁', '전택궁', '천이궁']);
    expect(Object.keys(r.punishments)).toHaveLength(7);
    expect(Object.keys(r.clashes)).toHaveLength(6);
  });

  it('lists the 三合 and 六合 tables', () => {
    const r = relations(chart({ life: '子', stars: {} }));
    expect(koBranches(r.threeHarmonies)).toEqual({
      '신자진 수국': ['신', '자', '진'], '해묘미 목국': ['해', '묘', '미'], '인오술 화국': ['인', '오', '술'], '사유축 금국': ['사', '유', '축'],
    });
    expect(koBranches(r.sixHarmonies)).toEqual({
      '자축 합토': ['자', '축'], '인해 합목': ['인', '해'], '묘술 합화': ['묘', '술'], '진유 합금': ['진', '유'], '사신 합수': ['사', '신'], '오미 합토': ['오', '미'],
    });
  });
});

// ── 화성영성관계 / 지공지겁관계 ───────────────────────────────────────────────────────────────────

describe('fireBellRelation and voidRelation', () => {
  const fb = (fire: string, bell: string, life = '子') => fireBellRelation(chart({ life, stars: { 화성: fire, 영성: bell } }), TEXT_LANG);

  it.each([
    ['寅', '寅', '동궁'], ['寅', '卯', '인접'], ['亥', '丑', '협'], ['寅', '巳', '원격'], ['子', '辰', '삼합'], ['戌', '卯', '원격'], ['子', '午', '대충'],
  ])('화성 %s, 영성 %s: %s', (fire, bell, aspect) => {
    const text = fb(fire, bell);
    expect(text).toContain(`두 별은 ${aspect} 관계`);
    expect(clean(text)).toBe(true);
  });

  it('describes where they touch 명궁', () => {
    expect(fb('亥', '丑')).toContain('명궁(자궁)을 사이에 두고');
    expect(fb('亥', '丑')).toContain('夾命');
    expect(fb('子', '辰')).toContain('두 별이 모두 명궁의 삼방사정에');
    expect(fb('子', '卯')).toContain('화성이 명궁에 직접');
    expect(fb('丑', '申')).toContain('영성이 명궁의 삼방사정인 재백궁에');
    expect(fb('丑', '卯')).toContain('삼방사정 밖에 있어');
    expect(fb('丑', '卯')).toContain('부모궁·전택궁 영역');
  });

  it('reads 地空 and 地劫 with the same rules and their own meaning', () => {
    const text = voidRelation(chart({ life: '子', stars: { 지공: '申', 지겁: '寅' } }), TEXT_LANG);
    expect(text).toMatch(/^지공은 재백궁\(신궁\), 지겁은 복덕궁\(인궁\)에 있습니다\. 두 별은 대충 관계/);
    expect(text).toContain('손재');
    expect(voidRelation(chart({ life: '子', stars: { 지공: '亥', 지겁: '亥' } }), TEXT_LANG)).toContain('지공과 지겁이 모두 형제궁(해궁)에');
  });
});

// ── 격국 ────────────────────────────────────────────────────────────────────────────────────

describe('patterns (격국)', () => {
  /** Pattern name prefix → a chart that has it and one that does not. */
  const CASES: [string, Spec, Spec][] = [
    ['군신경회격', { life: '午', stars: { 자미: '午', 좌보: '戌', 우필: '寅' } }, { life: '午', stars: { 자미: '午', 좌보: '戌', 우필: '丑' } }],
    ['자부동궁격', { life: '寅', stars: { 자미: '寅', 천부: '寅' } }, { life: '申', stars: { 자미: '寅', 천부: '寅' } }],
    ['양타협기격', { life: '子', stars: { 태양: '子', 경양: '丑', 타라: '亥' }, mutagen: { 태양: '화기' } }, { life: '子', stars: { 태양: '子', 경양: '丑', 타라: '亥' } }],
    ['명주출해격', { life: '未', stars: { 태양: '卯', 태음: '亥' } }, { life: '未', stars: { 태양: '亥', 태음: '卯' } }],
    ['형수협인격', { life: '午', stars: { 염정: '午', 천상: '午', 경양: '午' } }, { life: '午', stars: { 염정: '午', 천상: '午', 경양: '未' } }],
    ['부상조원격', { life: '子', stars: { 천부: '辰', 천상: '申' } }, { life: '子', stars: { 천부: '子', 천상: '辰' } }],
    ['극향리명격', { life: '午', stars: { 자미: '午' } }, { life: '子', stars: { 자미: '子' } }],
    ['양량창록격', { life: '卯', stars: { 태양: '卯', 천량: '卯', 문창: '未', 녹존: '亥' } }, { life: '卯', stars: { 태양: '卯', 천량: '卯', 문창: '未', 녹존: '丑' } }],
    ['삼기가회격', { life: '子', stars: { 염정: '子', 파군: '辰', 무곡: '午' }, mutagen: { 염정: '화록', 파군: '화권', 무곡: '화과' } }, { life: '子', stars: { 염정: '子', 파군: '辰', 무곡: '巳' }, mutagen: { 염정: '화록', 파군: '화권', 무곡: '화과' } }],
    ['일월병명격', { life: '巳', stars: { 태양: '巳', 태음: '酉' }, bright: { 태양: '왕', 태음: '왕' } }, { life: '巳', stars: { 태양: '巳', 태음: '酉' }, bright: { 태양: '왕', 태음: '함' } }],
    ['일월반배격', { life: '亥', stars: { 태양: '亥', 태음: '卯' }, bright: { 태양: '함', 태음: '함' } }, { life: '亥', stars: { 태양: '亥', 태음: '卯' }, bright: { 태양: '왕', 태음: '함' } }],
    ['화탐격', { life: '寅', stars: { 탐랑: '午', 화성: '午' } }, { life: '寅', stars: { 탐랑: '午', 화성: '戌' } }],
    ['녹마교치격', { life: '寅', stars: { 녹존: '申', 천마: '申' } }, { life: '寅', stars: { 녹존: '申', 천마: '巳' } }],
    ['영탐격', { life: '寅', stars: { 탐랑: '寅', 영성: '寅' } }, { life: '寅', stars: { 탐랑: '寅', 영성: '卯' } }],
    ['석중은옥격', { life: '子', stars: { 거문: '子' } }, { life: '辰', stars: { 거문: '辰' } }],
    ['기월동량격', { life: '寅', stars: { 천기: '寅', 태음: '午', 천동: '戌', 천량: '申' } }, { life: '寅', stars: { 천기: '寅', 태음: '午', 천동: '戌', 천량: '酉' } }],
    ['월랑천문격', { life: '亥', stars: { 태음: '亥' } }, { life: '巳', stars: { 태음: '巳' } }],
    ['일조뇌문격', { life: '卯', stars: { 태양: '卯' } }, { life: '酉', stars: { 태양: '酉' } }],
    ['금찬광휘격', { life: '午', stars: { 태양: '午' } }, { life: '子', stars: { 태양: '子' } }],
    ['거기동림격', { life: '卯', stars: { 거문: '卯', 천기: '卯' } }, { life: '酉', stars: { 거문: '酉', 천기: '酉' } }],
    ['칠살조두격', { life: '寅', stars: { 칠살: '寅' } }, { life: '辰', stars: { 칠살: '辰' } }],
    ['영성입묘격', { life: '午', stars: { 파군: '午' } }, { life: '辰', stars: { 파군: '辰' } }],
    ['살파랑격', { life: '子', stars: { 칠살: '子', 파군: '辰', 탐랑: '申' } }, { life: '午', stars: { 칠살: '子', 파군: '辰', 탐랑: '申' } }],
    ['문계문화격', { life: '丑', stars: { 문창: '丑', 문곡: '丑' } }, { life: '卯', stars: { 문창: '卯', 문곡: '卯' } }],
    ['녹합원앙격', { life: '寅', stars: { 녹존: '寅', 무곡: '寅' }, mutagen: { 무곡: '화록' } }, { life: '寅', stars: { 녹존: '寅', 무곡: '寅' } }],
    ['마두대전격', { life: '午', stars: { 경양: '午' } }, { life: '子', stars: { 경양: '子' } }],
    ['일월협명격', { life: '寅', stars: { 태양: '卯', 태음: '丑' } }, { life: '寅', stars: { 태양: '卯', 태음: '子' } }],
    ['좌우협명격', { life: '寅', stars: { 좌보: '丑', 우필: '卯' } }, { life: '寅', stars: { 좌보: '丑', 우필: '辰' } }],
    ['창곡협명격', { life: '寅', stars: { 문창: '卯', 문곡: '丑' } }, { life: '寅', stars: { 문창: '卯', 문곡: '寅' } }],
    ['괴월공명격', { life: '寅', stars: { 천괴: '午', 천월: '申' } }, { life: '寅', stars: { 천괴: '午', 천월: '酉' } }],
    ['화령협명격', { life: '子', stars: { 화성: '亥', 영성: '丑' } }, { life: '子', stars: { 화성: '亥', 영성: '子' } }],
    ['공겁협명격', { life: '子', stars: { 지공: '亥', 지겁: '丑' } }, { life: '子', stars: { 지공: '亥', 지겁: '亥' } }],
    ['명무정요격', { life: '子', stars: { 자미: '午' } }, { life: '子', stars: { 자미: '子' } }],
  ];
  const found = (spec: Spec) => {
    const p = patterns(chart(spec), TEXT_LANG);
    return [...p.main, ...p.auxiliary].map((name) => name.replace(/\(.*$/, ''));
  };

  it('covers every pattern of the table', () => {
    expect(CASES.map(([name]) => name).sort()).toEqual(PATTERNS.map((p) => p.name.replace(/\(.*$/, '')).sort());
  });

  it.each(CASES)('%s: found on the chart that has it, not on the one that lacks it', (name, yes, no) => {
    expect(found(yes)).toContain(name);
    expect(found(no)).not.toContain(name);
  });

  it('accepts 化祿 in place of 祿存 (陽梁昌祿)', () => {
    expect(found({ life: '卯', stars: { 태양: '卯', 천량: '卯', 문창: '未', 무곡: '酉' }, mutagen: { 무곡: '화록' } })).toContain('양량창록격');
  });

  it('sorts the tiers and picks the most significant as 특수격국, described with the chart\'s stars', () => {
    const p = patterns(chart({ life: '午', stars: { 자미: '午', 좌보: '戌', 우필: '寅', 문창: '巳', 문곡: '未' }, bright: { 자미: '묘' } }), TEXT_LANG);
    expect(p.main).toEqual(['군신경회격(君臣慶會格)', '극향리명격(極向離明格)']);
    expect(p.auxiliary).toEqual(['창곡협명격(昌曲夾命格)']);
    expect(p.special.name).toBe('군신경회격(君臣慶會格)');
    expect(p.special.verdict).toBe('길');
    expect(p.special.description).toContain('명궁(오궁)의 자미(묘)');
    expect(p.special.description).toContain('관록궁(술궁)의 좌보');
  });

  it('falls back to 평격 described from 명궁', () => {
    const p = patterns(chart({ life: '辰', stars: { 천부: '辰', 좌보: '申' }, bright: { 천부: '묘' } }), TEXT_LANG);
    expect(p.main).toEqual([]);
    expect(p.special.name).toBe('평격(平格)');
    expect(p.special.verdict).toBe('평');
    expect(p.special.description).toContain('천부(묘)');
    expect(p.special.description).toContain('좌보');
  });

  it('describes the borrowed stars of an empty 명궁', () => {
    const p = patterns(chart({ life: '未', stars: { 태양: '卯', 태음: '亥', 천동: '丑', 거문: '丑' } }), TEXT_LANG);
    expect(p.special.name).toBe('명주출해격(明珠出海格)');
    expect(p.special.description).toContain('대궁 천이궁(축궁)의 천동(평)·거문(평)을 빌려');
  });
});

// ── 운세_평가 ───────────────────────────────────────────────────────────────────────────────

describe('fortune (운세_평가)', () => {
  /** 재물운, 직업운, 감정운, 건강운, 대인운, 학업운. */
  const AREAS = ['wealth', 'career', 'love', 'health', 'relationships', 'study'];
  const scores = (f: JamiFacts) => {
    const r = fortune(f, TEXT_LANG);
    return [r.overall, ...AREAS.map((a) => r.areas[a as keyof typeof r.areas])];
  };
  /** The given stars on every branch. */
  const everywhere = (...stars: Omit<StarPlacement, 'branch'>[]): JamiFacts => ({
    ...chart({ life: '子', stars: {} }),
    stars: BRANCHES.flatMap((_, b) => stars.map((star) => ({ ...star, branch: b }))),
  });

  it('gives integers 0–100 for every area', () => {
    for (const f of [...charts, chart(FULL), chart({ life: '子', stars: {} })]) {
      const r = fortune(f, TEXT_LANG);
      expect(Object.keys(r.areas)).toEqual(AREAS);
      for (const s of scores(f)) {
        expect(Number.isInteger(s)).toBe(true);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(100);
      }
    }
  });

  it('clamps at the extremes and reads 50 for an empty chart', () => {
    const [yang, ta] = [{ id: starId('경양'), kind: 'auxiliary', brightness: brightnessId('함'), mutagen: mutagenId('화기') }, { id: starId('타라'), kind: 'auxiliary', brightness: brightnessId('함'), mutagen: null }] as const;
    expect(scores(everywhere(yang))).toEqual([4, 4, 4, 4, 4, 4, 4]); // 2 × (−1 − 0.4) − 3 = −5.8 points: 50 − 8 × 5.8
    expect(scores(everywhere(yang, ta))).toEqual([0, 0, 0, 0, 0, 0, 0]);
    const [ziwei, fu] = [{ id: starId('자미'), kind: 'major', brightness: brightnessId('묘'), mutagen: mutagenId('화록') }, { id: starId('천부'), kind: 'major', brightness: brightnessId('묘'), mutagen: null }] as const;
    expect(scores(everywhere(ziwei))).toEqual([94, 94, 94, 94, 94, 94, 94]); // 3 × 1 + 2.5 = 5.5 points
    expect(scores(everywhere(ziwei, fu))).toEqual([100, 100, 100, 100, 100, 100, 100]);
    expect(scores(chart({ life: '子', stars: {} }))).toEqual([50, 50, 50, 50, 50, 50, 50]);
  });

  it('rises with 화록/화권/화과 and falls with 화기 on 재백궁\'s star (칠살 on 戌)', () => {
    const money = (spec: Spec) => fortune(chart(spec), TEXT_LANG).areas.wealth;
    const base = money(FULL);
    const withMutagen = (m: string) => money({ ...FULL, mutagen: { 칠살: m } });
    expect(withMutagen('화록')).toBeGreaterThan(withMutagen('화권'));
    expect(withMutagen('화권')).toBeGreaterThan(withMutagen('화과'));
    expect(withMutagen('화과')).toBeGreaterThan(base);
    expect(withMutagen('화기')).toBeLessThan(base);
  });

  it('follows brightness 묘 > 왕 > 득 > 이 > 평 > 불 > 함 and the star classes', () => {
    const money = (spec: Spec) => fortune(chart(spec), TEXT_LANG).areas.wealth;
    const byBrightness = ['묘', '왕', '득', '이', '평', '불', '함'].map((b) => money({ ...FULL, bright: { 칠살: b } }));
    for (let i = 1; i < byBrightness.length; i++) expect(byBrightness[i]).toBeLessThan(byBrightness[i - 1]);
    const base = money(FULL);
    expect(money({ ...FULL, stars: { ...FULL.stars, 천괴: '戌' } })).toBeGreaterThan(base);
    expect(money({ ...FULL, stars: { ...FULL.stars, 경양: '戌' } })).toBeLessThan(base);
    expect(money({ ...FULL, stars: { ...FULL.stars, 천형: '戌' } })).toBeLessThan(base);
    expect(money({ ...FULL, stars: { ...FULL.stars, 경양: '戌' } })).toBeLessThan(money({ ...FULL, stars: { ...FULL.stars, 천형: '戌' } }));
  });

  it('summarises the strongest and weakest areas with their stars', () => {
    const r = fortune(chart({ ...FULL, mutagen: { 칠살: '화록' }, stars: { ...FULL.stars, 경양: '酉' }, bright: { 칠살: '묘' } }), TEXT_LANG);
    expect(r.summary).toContain(`전체 운은 ${r.overall}점`);
    expect(r.summary).toContain('재물운이');
    expect(r.summary).toContain('재백궁의 칠살(묘·화록)');
    expect(r.summary).toContain('질액궁의 경양');
  });
});

// ── 대한 / 유년 ─────────────────────────────────────────────────────────────────────────────

describe('daehanDetails', () => {
  const facts = chart(FULL);
  // 紫微 子: 거문 未, 태양 酉, 문곡 辰, 문창 戌; 염정 辰, 파군 寅, 무곡 申.
  const sinChuk = koBranches(daehanDetails(facts, B('丑'), STEMS.findIndex((s) => s.hanja === '辛'), TEXT_LANG));

  it('splits the period palaces into 命財疾田官福 and 兄夫子遷友父', () => {
    expect(sinChuk.innerPalaces).toEqual(['축', '유', '신', '진', '사', '묘']);
    expect(sinChuk.outerPalaces).toEqual(['자', '해', '술', '미', '오', '인']);
    const d = koBranches(daehanDetails(facts, B('午'), 4, TEXT_LANG));
    expect([...d.innerPalaces, ...d.outerPalaces].sort()).toEqual(BRANCHES.map((b) => b.korean).sort());
    expect(d.innerPalaces[0]).toBe('오');
  });

  it('places the period 四化: 록·권 (occurrence), their opposites (result), 기 and its opposite (problem)', () => {
    // 辛: 거문 록 (未), 태양 권 (酉), 문곡 과, 문창 기 (戌).
    expect(sinChuk.secondaryOccurrencePalaces).toEqual(['미', '유']);
    expect(sinChuk.secondaryResultPalaces).toEqual(['축', '묘']);
    expect(sinChuk.problemPalaces).toEqual(['술', '진']);
    // 甲: 염정 록 (辰), 파군 권 (寅), 태양 기 (酉).
    const gap = koBranches(daehanDetails(facts, B('寅'), 0, TEXT_LANG));
    expect(gap.secondaryOccurrencePalaces).toEqual(['진', '인']);
    expect(gap.secondaryResultPalaces).toEqual(['술', '신']);
    expect(gap.problemPalaces).toEqual(['유', '묘']);
  });

  it('merges 록 and 권 in one palace', () => {
    // 庚: 태양 록, 무곡 권 — put both on 申.
    const d = koBranches(daehanDetails(chart({ ...FULL, stars: { ...FULL.stars, 태양: '申' } }), B('寅'), 6, TEXT_LANG));
    expect(d.secondaryOccurrencePalaces).toEqual(['신']);
    expect(d.secondaryResultPalaces).toEqual(['인']);
  });

  it('writes the period texts from its palace, stars and 四化', () => {
    const t = sinChuk.interpretation;
    expect(t.mainFeatures).toContain('신축 대한은 본명 형제궁(축궁)');
    expect(t.mainFeatures).toContain('대궁 노복궁(미궁)의 천동(평)·거문(평)을 빌려');
    expect(t.favorable).toContain('화록(거문)이 대한 천이궁(미궁)');
    expect(t.cautions).toContain('화기(문창)가 대한 자녀궁(술궁)');
    expect(t.cautions).toContain('대한 전택궁(진궁)을 충하니');
    expect(t.focus).toBe('이동·해외·대외 활동과 수입·재테크에 힘을 쏟되, 자녀·후배·창작 활동은 보수적으로 관리하세요.');
    const other = daehanDetails(facts, B('寅'), 0, TEXT_LANG).interpretation;
    for (const key of Object.keys(t) as (keyof typeof t)[]) {
      expect(clean(t[key])).toBe(true);
      expect(other[key]).not.toBe(t[key]);
    }
  });

  it('reads every reference chart\'s periods', () => {
    for (const [i, e] of reference.entries()) {
      for (const [ganzi, period] of Object.entries(e['대한'] as Record<string, { palace_branch: string }>)) {
        const d = daehanDetails(charts[i], K(period.palace_branch), STEMS.findIndex((s) => s.korean === ganzi[0]), TEXT_LANG);
        expect(d.innerPalaces).toHaveLength(6);
        expect(d.problemPalaces).toHaveLength(2);
        for (const text of Object.values(d.interpretation)) expect(clean(text)).toBe(true);
      }
    }
  });
});

describe('annualDetails', () => {
  const facts = chart(FULL);

  it('applies the period rules with the year stem', () => {
    const gapJin = koBranches(annualDetails(facts, 0, B('辰'), TEXT_LANG));
    expect(gapJin.secondaryOccurrencePalaces).toEqual(['진', '인']);
    expect(gapJin.problemPalaces).toEqual(['유', '묘']);
  });

  it('reads the annual palaces: 재백궁 of a 辰 year falls on 子 (자미)', () => {
    const t = annualDetails(facts, 0, B('辰'), TEXT_LANG).topics;
    // 재물_기회, 감정_변화, 건강_주의, 직업_전환
    expect(Object.keys(t)).toEqual(['wealthOpportunities', 'emotionalChanges', 'healthCautions', 'careerChanges']);
    expect(t.wealthOpportunities[0]).toContain('유년 재백궁은 본명 부처궁(자궁)');
    expect(t.wealthOpportunities[0]).toContain('자미(평)');
    // 甲 year: 파군 권 on 寅 = 유년 부처궁 (辰 − 2), 무곡 과 on 申 = 유년 관록궁 (辰 − 8).
    expect(t.emotionalChanges).toContain('화권(파군)이 유년 부처궁에 들어 연애·부부 관계 면에서 주도권과 실행력이 커집니다.');
    expect(t.careerChanges).toContain('화과(무곡)가 유년 관록궁에 들어 직업 면에서 평판과 귀인의 도움이 따릅니다.');
  });

  it('warns when the year 화기 hits an annual palace from the opposite side', () => {
    // 丁 year: 거문 기 on 未; a 巳 year's 재백궁 is 丑, opposite 未.
    const t = annualDetails(facts, 3, B('巳'), TEXT_LANG).topics;
    expect(t.wealthOpportunities.some((line) => line.startsWith('화기(거문)가 맞은편 본명 노복궁(미궁)에서 유년 재백궁을 충하니'))).toBe(true);
  });

  it('gives non-empty Korean lists that change with the year', () => {
    const a = annualDetails(facts, 0, B('辰'), TEXT_LANG).topics;
    const b = annualDetails(facts, 1, B('巳'), TEXT_LANG).topics;
    for (const key of Object.keys(a) as (keyof typeof a)[]) {
      expect(a[key].length).toBeGreaterThan(1);
      for (const line of [...a[key], ...b[key]]) expect(clean(line)).toBe(true);
      expect(b[key]).not.toEqual(a[key]);
    }
  });
});

// ── Texts across charts ───────────────────────────────────────────────────────────────────────

describe('texts', () => {
  const texts = (f: JamiFacts) => [
    fireBellRelation(f, TEXT_LANG), voidRelation(f, TEXT_LANG), patterns(f, TEXT_LANG).special.description, fortune(f, TEXT_LANG).summary,
    ...Object.values(annualDetails(f, f.yearStem, f.yearBranch, TEXT_LANG).topics).flat(),
  ];

  it('are deterministic', () => {
    for (const f of charts) {
      expect(texts(f)).toEqual(texts(f));
      expect(relations(f)).toEqual(relations(f));
      expect(fortune(f, TEXT_LANG)).toEqual(fortune(f, TEXT_LANG));
    }
  });

  it('are Korean and differ between charts', () => {
    const all = charts.map(texts);
    for (const list of all) for (const text of list) expect(clean(text)).toBe(true);
    for (const i of [0, 1, 2, 3]) expect(new Set(all.map((list) => list[i])).size).toBeGreaterThan(charts.length / 2);
  });
});
