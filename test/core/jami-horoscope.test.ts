import { readFileSync } from 'node:fs';
import { astro } from 'iztro';
import { describe, expect, it } from 'vitest';
import { JamiChart, parseGender, type JamiInput } from '../../src/core/jami/chart.js';
import {
  HOROSCOPE_SCOPES, MOVING_STARS, MOVING_STAR_NAMES, horoscope, type HoroscopeScope, type JamiHoroscope, type ScopeView,
} from '../../src/core/jami/horoscope.js';
import { JIANGQIAN_12, SUIQIAN_12 } from '../../src/core/jami/tables.js';
import { BRANCH_IDS, PALACE_IDS, type BranchId, type PalaceId } from '../../src/core/jami/types.js';
import { branchKo, koKeys, mutagenKo, palaceKo, starKo } from '../helpers/jami-labels.js';
import { pillarKorean } from '../../src/core/saju/ganzhi.js';
import { solarToLunar } from '../../src/core/time/korean-calendar.js';

// docs/jami.md §6: the reference's configuration (global state; this file uses no other).
astro.config({ algorithm: 'default', yearDivide: 'normal', horoscopeDivide: 'normal', dayDivide: 'forward' });

// ── iztro's zh-CN names → the service's ──────────────────────────────────────────────────────

const ZH_STEMS = '甲乙丙丁戊己庚辛壬癸';
const ZH_BRANCHES = '子丑寅卯辰巳午未申酉戌亥';
const ZH_PALACES = ['命宫', '兄弟', '夫妻', '子女', '财帛', '疾厄', '迁移', '仆役', '官禄', '田宅', '福德', '父母'];
const ZH_STARS: Record<string, string> = {
  紫微: '자미', 天机: '천기', 太阳: '태양', 武曲: '무곡', 天同: '천동', 廉贞: '염정', 天府: '천부', 太阴: '태음', 贪狼: '탐랑',
  巨门: '거문', 天相: '천상', 天梁: '천량', 七杀: '칠살', 破军: '파군', 文昌: '문창', 文曲: '문곡', 左辅: '좌보', 右弼: '우필',
};
/** iztro's moving-star prefixes (运 流 月 日 时) and names (魁 钺 昌 曲 禄 羊 陀 马 鸾 喜), in MOVING_STARS order. */
const ZH_PREFIX: Record<Exclude<HoroscopeScope, 'minor'>, string> = { decadal: '运', yearly: '流', monthly: '月', daily: '日', hourly: '时' };
const ZH_MOVING = [...'魁钺昌曲禄羊陀马鸾喜'];
const ZH_SUIQIAN = ['岁建', '晦气', '丧门', '贯索', '官符', '小耗', '大耗', '龙德', '白虎', '天德', '吊客', '病符'];
const ZH_JIANGQIAN = ['将星', '攀鞍', '岁驿', '息神', '华盖', '劫煞', '灾煞', '天煞', '指背', '咸池', '月煞', '亡神'];
const ZH_SCOPE: Record<HoroscopeScope, 'decadal' | 'age' | 'yearly' | 'monthly' | 'daily' | 'hourly'> = {
  decadal: 'decadal', minor: 'age', yearly: 'yearly', monthly: 'monthly', daily: 'daily', hourly: 'hourly',
};
/** iztro indexes palaces from 寅. */
const fromYin = (i: number): BranchId => BRANCH_IDS[(i + 2) % 12];
const zhGanji = (stem: string, branch: string) =>
  pillarKorean({ stem: ZH_STEMS.indexOf(stem), branch: ZH_BRANCHES.indexOf(branch) });

/** iztro's lunar date text (一九〇一年正月廿五, 闰 for a leap month). */
function parseChineseLunar(text: string) {
  const digit = (c: string) => '〇一二三四五六七八九'.indexOf(c);
  const m = /^(.{4})年(闰?)(.+)月(.+)$/.exec(text)!;
  const year = Number([...m[1]].map(digit).join(''));
  const month = ({ 正: 1, 冬: 11, 腊: 12 } as Record<string, number>)[m[3]] ?? (m[3] === '十' ? 10 : digit(m[3]));
  const [a, b] = [...m[4]];
  const day = ({ 初: 0, 十: 10, 二: 20, 廿: 20, 三: 30 } as Record<string, number>)[a] + (b === '十' ? (a === '初' ? 10 : 0) : digit(b));
  return { year, month, day, isLeapMonth: m[2] === '闰' };
}

// ── A seeded generator (mulberry32) ─────────────────────────────────────────────────────────

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
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const iztroDate = (isoDate: string) => isoDate.split('-').map(Number).join('-');
const pad = (n: number) => String(n).padStart(2, '0');
const LAST_TARGET = Date.UTC(2100, 11, 31);

interface Pair {
  input: JamiInput;
  hour: number;
  targets: { date: string; timeIndex: number }[];
}

function pairs(seed: number, births: number, perBirth: number): Pair[] {
  const random = mulberry32(seed);
  const int = (n: number) => Math.floor(random() * n);
  const first = Date.UTC(1901, 0, 1);
  const span = Date.UTC(2090, 11, 31) - first;
  return Array.from({ length: births }, () => {
    const birth = first + int(span / DAY + 1) * DAY;
    const hour = int(24);
    const reach = Math.min(36_525, (LAST_TARGET - birth) / DAY);
    return {
      input: {
        birthdate: iso(birth), isLunar: false, isLeapMonth: false, birthTime: `${pad(hour)}:${pad(int(60))}`,
        gender: random() < 0.5 ? 'M' : 'F',
      },
      hour,
      targets: Array.from({ length: perBirth }, () => ({ date: iso(birth + int(reach + 1) * DAY), timeIndex: int(13) })),
    };
  });
}

/** iztro's time index of a clock hour: 0 early 子, 1 … 11, 12 late 子. */
const iztroTimeIndex = (hour: number) => (hour === 0 ? 0 : hour === 23 ? 12 : Math.floor((hour + 1) / 2));

// ── The comparison ─────────────────────────────────────────────────────────────────────────────

type IztroAstrolabe = ReturnType<typeof astro.bySolar>;
type IztroHoroscope = ReturnType<IztroAstrolabe['horoscope']>;

/** Each scope of the service's horoscope in iztro's terms, and iztro's, keyed by what is compared. */
function scopeRecord(view: ScopeView | null, scope: HoroscopeScope) {
  if (!view) return null;
  const byBranch = Object.fromEntries(Object.entries(view.palaces).map(([id, branch]) => [branch, palaceKo(id as PalaceId)]));
  return {
    ganji: view.ganji,
    branch: view.branch,
    palaceNames: BRANCH_IDS.map((b) => byBranch[b]),
    mutagen: view.transformations.map((t) => `${starKo(t.star)}@${t.branch}`),
    stars: 'stars' in view ? Object.fromEntries(
      Object.entries(view.stars as Record<string, BranchId>).map(([k, b]) => [
        k === 'jieshen' ? '해신(년)' : MOVING_STAR_NAMES[scope as Exclude<HoroscopeScope, 'minor'>][k as (typeof MOVING_STARS)[number]], b,
      ]),
    ) : undefined,
  };
}

function iztroRecord(h: IztroHoroscope, scope: HoroscopeScope, starBranch: Map<string, BranchId>) {
  const s = h[ZH_SCOPE[scope]];
  const palaceNames: string[] = [];
  s.palaceNames.forEach((name, i) => (palaceNames[(i + 2) % 12] = palaceKo(PALACE_IDS[ZH_PALACES.indexOf(name)])));
  let stars: Record<string, BranchId> | undefined;
  if (scope !== 'minor') {
    stars = {};
    const labels = MOVING_STAR_NAMES[scope];
    s.stars!.forEach((list, i) =>
      list.forEach(({ name }) => {
        const key = name === '年解' ? '해신(년)' : labels[MOVING_STARS[ZH_MOVING.indexOf(name.slice(1))]];
        if (name !== '年解' && !name.startsWith(ZH_PREFIX[scope])) throw new Error(`unexpected star ${name}`);
        stars![key] = fromYin(i);
      }),
    );
  }
  return {
    ganji: zhGanji(s.heavenlyStem, s.earthlyBranch),
    branch: fromYin(s.index),
    palaceNames,
    mutagen: s.mutagen.map((zh) => `${ZH_STARS[zh]}@${starBranch.get(zh)}`),
    stars,
  };
}

const chartOf = (input: JamiInput) => new JamiChart(input);

describe('jami horoscope against iztro 2.6.1 horoscope()', () => {
  it('≥ 2,000 random (birth, date, hour) pairs agree scope by scope', () => {
    const mismatches: string[] = [];
    const skipped = { birthCalendar: 0, targetCalendar: 0, leapLateZi: 0 };
    let compared = 0;
    for (const { input, hour, targets } of pairs(20260516, 560, 5)) {
      const chart = chartOf(input);
      const a = astro.bySolar(iztroDate(input.birthdate), iztroTimeIndex(hour), input.gender === 'M' ? '男' : '女', true, 'zh-CN');
      const { lunarYear, lunarMonth, lunarDay, isLeap } = a.rawDates.lunarDate;
      const korean = chart.birthDate.lunar;
      if (korean.year !== lunarYear || korean.month !== lunarMonth || korean.day !== lunarDay || korean.isLeapMonth !== isLeap) {
        skipped.birthCalendar += targets.length;
        continue;
      }
      // docs/jami.md §1: iztro skips the leap-month rule at 23:xx, the service does not (natal charts differ)
      if (isLeap && lunarDay > 15 && hour === 23) {
        skipped.leapLateZi += targets.length;
        continue;
      }
      const starBranch = new Map<string, BranchId>();
      a.palaces.forEach((p, i) => [...p.majorStars, ...p.minorStars].forEach((s) => starBranch.set(s.name, fromYin(i))));
      for (const { date, timeIndex } of targets) {
        const h = a.horoscope(iztroDate(date), timeIndex);
        const [y, m, d] = date.split('-').map(Number);
        const lunar = solarToLunar(y, m, d);
        const chinese = parseChineseLunar(h.lunarDate);
        if (lunar.year !== chinese.year || lunar.month !== chinese.month || lunar.day !== chinese.day || lunar.isLeapMonth !== chinese.isLeapMonth) {
          skipped.targetCalendar++;
          continue;
        }
        compared++;
        const ours = horoscope(chart, date, timeIndex);
        const label = `${input.birthdate} ${input.birthTime} ${input.gender} → ${date} #${timeIndex}`;
        if (ours.target.age !== h.age.nominalAge) mismatches.push(`${label} age ${ours.target.age} ≠ ${h.age.nominalAge}`);
        for (const scope of HOROSCOPE_SCOPES) {
          const mine = scopeRecord(ours[scope](), scope);
          const theirs = iztroRecord(h, scope, starBranch);
          for (const key of ['ganji', 'branch', 'palaceNames', 'mutagen', 'stars'] as const) {
            const text = (v: unknown) => JSON.stringify(key === 'stars' && v ? Object.entries(v).sort() : v);
            if (text(mine?.[key]) !== text(theirs[key])) {
              mismatches.push(`${label} ${scope}.${key}: ${JSON.stringify(mine?.[key])} ≠ ${JSON.stringify(theirs[key])}`);
            }
          }
        }
        const { suiqian12, jiangqian12 } = h.yearly.yearlyDecStar;
        const yearly = ours.yearly();
        const sui = Object.fromEntries(suiqian12.map((zh, i) => [SUIQIAN_12[ZH_SUIQIAN.indexOf(zh)], fromYin(i)]));
        const jiang = Object.fromEntries(jiangqian12.map((zh, i) => [JIANGQIAN_12[ZH_JIANGQIAN.indexOf(zh)], fromYin(i)]));
        if (JSON.stringify(Object.entries(sui).sort()) !== JSON.stringify(Object.entries(yearly.suiqian).sort())) {
          mismatches.push(`${label} yearly.suiqian`);
        }
        if (JSON.stringify(Object.entries(jiang).sort()) !== JSON.stringify(Object.entries(yearly.jiangqian).sort())) {
          mismatches.push(`${label} yearly.jiangqian`);
        }
      }
    }
    console.log(`jami horoscope vs iztro: ${compared} pairs compared, ${mismatches.length} mismatches; skipped ${JSON.stringify(skipped)}`);
    expect(mismatches.slice(0, 20)).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(2000);
  }, 900_000);
});

// ── 23:00 convention (JamiInput.zasi) ──────────────────────────────────────────────────────────

const CASES: { 입력: { birthdate: string; is_lunar: boolean; is_leap_month: boolean; birth_time: string; gender: string }; 명궁: string; 궁별_성_배치: unknown }[] =
  JSON.parse(readFileSync(new URL('../fixtures/jami/expected.json', import.meta.url), 'utf8'));

describe('zasi: the 23:00 convention of the jami chart', () => {
  const base = (birthdate: string, birthTime: string, zasi?: JamiInput['zasi']): JamiInput => ({
    birthdate, isLunar: false, isLeapMonth: false, birthTime, gender: 'F', ...(zasi ? { zasi } : {}),
  });

  it("'split' and absent reproduce today's charts (the iztro fixtures and random births)", () => {
    for (const { 입력: i, 명궁, 궁별_성_배치 } of CASES) {
      const input: JamiInput = {
        birthdate: i.birthdate, isLunar: i.is_lunar, isLeapMonth: i.is_leap_month, birthTime: i.birth_time, gender: parseGender(i.gender)!,
      };
      for (const chart of [chartOf(input), chartOf({ ...input, zasi: 'split' })]) {
        expect(branchKo(chart.palaces().lifeBranch)).toBe(명궁);
        const byBranch = Object.fromEntries(
          Object.entries(koKeys(chart.starsByBranch(), branchKo)).map(([b, list]) => [b, list.map((s) => (s.mutagen ? `${starKo(s.id)}(${mutagenKo(s.mutagen)})` : starKo(s.id)))]),
        );
        expect(byBranch).toEqual(궁별_성_배치);
        expect(chart.zasi).toBe('split');
      }
    }
    for (const { input } of pairs(7, 200, 0)) {
      const late = { ...input, birthTime: '23:30' };
      expect(chartOf({ ...late, zasi: 'split' }).facts()).toEqual(chartOf(late).facts());
      expect(chartOf({ ...late, zasi: 'split' }).lunar()).toEqual(chartOf(late).lunar());
    }
  });

  it("'jasi' moves a 23:30 birth to the next day; 'midnight' keeps the day's 子", () => {
    // 2024-02-09 23:30 is the evening before 설: split charts 癸卯 12/30 (+1 day for the day stars),
    // jasi charts 2024-02-10 (甲辰 1/1) at 子, midnight 2024-02-09 at 子 with day 30
    const split = chartOf(base('2024-02-09', '23:30'));
    const jasi = chartOf(base('2024-02-09', '23:30', 'jasi'));
    const midnight = chartOf(base('2024-02-09', '23:30', 'midnight'));
    expect(split.lunar()).toMatchObject({ year: 2023, month: 12, day: 30, chartDay: 31, lateZi: true });
    expect(jasi.lunar()).toMatchObject({ year: 2024, month: 1, day: 1, chartDay: 1, lateZi: true });
    expect(midnight.lunar()).toMatchObject({ year: 2023, month: 12, day: 30, chartDay: 30 });
    expect(jasi.facts()).toEqual(chartOf(base('2024-02-10', '00:30')).facts());
    expect(midnight.facts()).toEqual(chartOf(base('2024-02-09', '00:30')).facts());
    expect(jasi.zasi).toBe('jasi');
    // every random 23:xx birth: jasi = the next day's 00:xx, midnight = the same day's 00:xx
    for (const { input } of pairs(11, 150, 0)) {
      const next = iso(Date.parse(input.birthdate) + DAY);
      expect(chartOf({ ...input, birthTime: '23:10', zasi: 'jasi' }).facts()).toEqual(chartOf({ ...input, birthdate: next, birthTime: '00:10' }).facts());
      expect(chartOf({ ...input, birthTime: '23:10', zasi: 'midnight' }).facts()).toEqual(chartOf({ ...input, birthTime: '00:10' }).facts());
    }
    // other hours are untouched by the convention
    for (const zasi of ['jasi', 'midnight'] as const) expect(chartOf(base('1990-05-15', '14:30', zasi)).facts()).toEqual(chartOf(base('1990-05-15', '14:30')).facts());
  });

  it('the horoscope at 23:xx follows the chart\'s convention', () => {
    const at = (zasi: JamiInput['zasi'], date: string, timeIndex: number) =>
      horoscope(chartOf(base('1990-05-15', '14:30', zasi)), date, timeIndex);
    const scopes = (h: JamiHoroscope) => JSON.stringify(h.all());
    // jasi: index 12 is the next date's 子; midnight: the same date's 子
    expect(scopes(at('jasi', '2024-03-10', 12))).toBe(scopes(at('jasi', '2024-03-11', 0)));
    expect(scopes(at('midnight', '2024-03-10', 12))).toBe(scopes(at('midnight', '2024-03-10', 0)));
    // split (iztro): the palaces stay on the date, the 유일 and 유시 pillars are the next day's
    const split = at('split', '2024-03-10', 12);
    expect(split.daily().branch).toBe(at('split', '2024-03-10', 0).daily().branch);
    expect(split.daily().ganji).toBe('갑술');
    expect(split.hourly().ganji).toBe('갑자');
    expect(at('split', '2024-03-10', 0).daily().ganji).toBe('계유');
    expect(at('split', '2024-03-10', 0).hourly().ganji).toBe('임자');
  });
});

// ── Speed ──────────────────────────────────────────────────────────────────────────────────────

describe('speed', () => {
  it('a full horoscope (six scopes) on a built chart: median µs (printed, not asserted)', () => {
    const work = pairs(99, 200, 5).flatMap(({ input, targets }) => {
      const chart = chartOf(input);
      chart.facts();
      return targets.map((t) => ({ chart, ...t }));
    });
    const runs: number[] = [];
    let sink = 0;
    for (let round = 0; round < 15; round++) {
      const start = performance.now();
      for (const { chart, date, timeIndex } of work) sink += horoscope(chart, date, timeIndex).all().hourly.transformations.length;
      runs.push(((performance.now() - start) * 1000) / work.length);
    }
    runs.sort((x, y) => x - y);
    console.log(`jami horoscope: median ${runs[runs.length >> 1].toFixed(1)} µs per date (all six scopes, ${work.length} dates × 15 rounds)`);
    expect(sink).toBeGreaterThan(0);
  });
});
