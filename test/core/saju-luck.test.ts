import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/core/errors.js';
import { STEMS, pillarHanja } from '../../src/core/saju/ganzhi.js';
import { ELEMENT_LABELS, STAGE_LABELS, TEN_GOD_LABELS } from '../../src/core/saju/labels.js';
import {
  LUCK_FIRST_YEAR, LUCK_LAST_YEAR, LuckRangeError, dailyLuck, monthlyLuck, yearlyLuck, type LuckEntry,
} from '../../src/core/saju/luck.js';
import { SajuChart } from '../../src/core/saju/pillars.js';

/** lunar-javascript (CommonJS, untyped; an independent reference, never a source): only what these tests call. */
interface LjSolar {
  toYmdHms(): string;
  getLunar(): LjLunar;
}
interface LjLunar {
  getYearInGanZhiExact(): string;
  getMonthInGanZhiExact(): string;
  getDayInGanZhi(): string;
  getJieQiTable(): Record<string, LjSolar>;
}
const { Solar, LunarUtil } = createRequire(import.meta.url)('lunar-javascript') as {
  Solar: { fromYmd(y: number, m: number, d: number): LjSolar; fromYmdHms(...ymdhms: number[]): LjSolar };
  LunarUtil: { SHI_SHEN: Record<string, string>; CHANG_SHENG: string[]; CHANG_SHENG_OFFSET: Record<string, number> };
};

const MINUTE = 60_000;
/** lunar-javascript states its terms in Beijing time (UTC+8; docs/saju.md decision 2): as ms UTC. */
const ljUtcMs = (s: LjSolar) => Date.parse(`${s.toYmdHms().replace(' ', 'T')}+08:00`);
/**
 * lunar-javascript's 節 differ from the service's (its own ΔT) by at most 52 s in 1901–2049 and 115 s in
 * 2050–2100, where each projects ΔT its own way (measured; docs/saju.md §2 and §11).
 */
const tolerance = (utcMs: number) => (utcMs < Date.UTC(2050, 0, 1) ? 60_000 : 120_000);
/** lunar-javascript's Lunar at an instant, read in Beijing time. */
const ljAt = (utcMs: number) => {
  const d = new Date(utcMs + 8 * 3_600_000);
  return Solar.fromYmdHms(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()).getLunar();
};

const TEN_GOD_ZH: Record<string, string> = {
  比肩: '비견', 劫财: '겁재', 食神: '식신', 伤官: '상관', 偏财: '편재', 正财: '정재', 七杀: '편관', 正官: '정관', 偏印: '편인', 正印: '정인',
};
const STAGE_ZH: Record<string, string> = {
  长生: '장생', 沐浴: '목욕', 冠带: '관대', 临官: '건록', 帝旺: '제왕', 衰: '쇠', 病: '병', 死: '사', 墓: '묘', 绝: '절', 胎: '태', 养: '양',
};
/** The branch's 본기 (lunar-javascript lists it first). */
const MAIN_QI = ['癸', '己', '甲', '乙', '戊', '丙', '丁', '己', '庚', '辛', '戊', '壬'];

/** Ten gods and 12운성 of an entry as lunar-javascript's tables give them. */
function expectGodsAndStage(dayStem: number, e: LuckEntry) {
  const d = STEMS[dayStem].hanja;
  expect(TEN_GOD_LABELS[e.tenGods.stem].ko).toBe(TEN_GOD_ZH[LunarUtil.SHI_SHEN[d + STEMS[e.pillar.stem].hanja]]);
  expect(TEN_GOD_LABELS[e.tenGods.branch].ko).toBe(TEN_GOD_ZH[LunarUtil.SHI_SHEN[d + MAIN_QI[e.pillar.branch]]]);
  const offset = LunarUtil.CHANG_SHENG_OFFSET[d];
  const index = (((offset + (dayStem % 2 === 0 ? e.pillar.branch : -e.pillar.branch)) % 12) + 12) % 12;
  expect(STAGE_LABELS[e.stage].ko).toBe(STAGE_ZH[LunarUtil.CHANG_SHENG[index]]);
}

// 庚午 辛巳 庚辰 癸未; 대운 forward from 1997-08-10 22:30 (7y2m21d8h, docs/saju.md §4).
const chart = new SajuChart({ birthdate: '1990-05-15', birthTime: '14:30', gender: 'M' });

describe('세운', () => {
  it('2024 甲辰 starts at 입춘 2024-02-04 17:27 KST and 2025 乙巳 at 2025-02-03 23:10 KST (KASI, to the minute)', () => {
    const [y2024, y2025] = yearlyLuck(chart, { from: 2024, to: 2025 });
    expect([y2024.year, y2024.ganzi, y2025.year, y2025.ganzi]).toEqual([2024, '甲辰', 2025, '乙巳']);
    expect(Math.abs(y2024.startUtcMs - Date.parse('2024-02-04T17:27:00+09:00'))).toBeLessThanOrEqual(MINUTE);
    expect(Math.abs(y2025.startUtcMs - Date.parse('2025-02-03T23:10:00+09:00'))).toBeLessThanOrEqual(MINUTE);
    expect(y2024.endUtcMs).toBe(y2025.startUtcMs);
    expect(y2024.start).toBe(new Date(y2024.startUtcMs).toISOString().slice(0, 19) + 'Z');
  });

  it('every year 1901–2099: lunar-javascript\'s year pillar, and its 立春 within 60 s (120 s from 2050)', () => {
    const years = [...yearlyLuck(chart, { from: 1901, to: 2000 }), ...yearlyLuck(chart, { from: 2001, to: 2099 })];
    expect(years).toHaveLength(199);
    for (const y of years) {
      const lunar = Solar.fromYmd(y.year, 6, 1).getLunar();
      expect(y.ganzi).toBe(lunar.getYearInGanZhiExact());
      expect(Math.abs(y.startUtcMs - ljUtcMs(lunar.getJieQiTable()['立春']))).toBeLessThanOrEqual(tolerance(y.startUtcMs));
      expectGodsAndStage(chart.pillars().day.stem, y);
    }
    for (let i = 1; i < years.length; i++) expect(years[i].startUtcMs).toBe(years[i - 1].endUtcMs);
  });

  it('the pillar changes at 입춘 to the second: lunar-javascript gives the old year a minute (two from 2050) before, the new one after', () => {
    for (const y of yearlyLuck(chart, { from: 1950, to: 2069 })) {
      expect(ljAt(y.startUtcMs - tolerance(y.startUtcMs)).getYearInGanZhiExact()).not.toBe(y.ganzi);
      expect(ljAt(y.startUtcMs + tolerance(y.startUtcMs)).getYearInGanZhiExact()).toBe(y.ganzi);
    }
  });

  it('the default: ten years from the current year on the Seoul clock', () => {
    // 2026-01-01 00:30 KST is still 2025 in UTC.
    const years = yearlyLuck(chart, { nowMs: Date.parse('2026-01-01T00:30:00+09:00') });
    expect(years.map((y) => y.year)).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]);
    expect(yearlyLuck(chart)).toHaveLength(10);
  });

  it('the 대운 in force at 입춘: none before the first cycle, then each cycle from its start date', () => {
    const d = chart.daeun();
    expect(d.startDate).toBe('1997-08-10T22:30:00');
    const at = (year: number) => yearlyLuck(chart, { from: year, to: year })[0].daeun;
    expect(at(1997)).toBeNull(); // 입춘 1997 is before 1997-08-10
    expect(at(1998)).toMatchObject({ index: 0, age: d.years, pillar: d.list[0].pillar });
    expect(at(2007)!.index).toBe(0);
    expect(at(2008)!.index).toBe(1);
    expect(at(2024)).toMatchObject({ index: 2, pillar: d.list[2].pillar });
    expect(pillarHanja(at(2024)!.pillar)).toBe('甲申');
    expect(at(2024)!.startUtcMs).toBe(Date.parse('2017-08-10T22:30:00+09:00'));
  });

  it('interactions of 2025 乙巳 with 庚午 辛巳 庚辰 癸未 and the 甲申 대운, by the tables\' definitions', () => {
    const y = yearlyLuck(chart, { from: 2025, to: 2025 })[0];
    expect(y.interactions.map((x) => [x.name, x.characters, x.places.join(','), x.element && ELEMENT_LABELS[x.element].ko, x.transforms])).toEqual([
      ['천간합', '庚乙', 'year,luck', '금', false], // 巳 month (火) does not let 乙庚 become 金
      ['천간충', '辛乙', 'month,luck', null, null],
      ['천간합', '庚乙', 'day,luck', '금', false],
      ['방합', '午巳未巳', 'year,month,hour,luck', '화', null],
      ['육합', '申巳', 'daeun,luck', '수', null],
      ['지세지형(부분)', '申巳', 'daeun,luck', null, null],
      ['육파', '申巳', 'daeun,luck', null, null],
    ]);
    // Relations among the natal pillars alone are not the entry's.
    for (const x of y.interactions) expect(x.places).toContain('luck');
  });
});

describe('월운', () => {
  const JIE_ZH = ['立春', '惊蛰', '清明', '立夏', '芒种', '小暑', '立秋', '白露', '寒露', '立冬', '大雪', '小寒'];

  it('2024: 丙寅 from 입춘 2024-02-04, 丁卯 from 경칩 2024-03-05 11:23 KST (KASI) … 丁丑 from 소한 2025-01-05', () => {
    const months = monthlyLuck(chart, 2024);
    expect(months.map((m) => m.ganzi)).toEqual(['丙寅', '丁卯', '戊辰', '己巳', '庚午', '辛未', '壬申', '癸酉', '甲戌', '乙亥', '丙子', '丁丑']);
    expect(months.map((m) => m.jie)).toEqual(['입춘', '경칩', '청명', '입하', '망종', '소서', '입추', '백로', '한로', '입동', '대설', '소한']);
    expect(Math.abs(months[0].startUtcMs - Date.parse('2024-02-04T17:27:00+09:00'))).toBeLessThanOrEqual(MINUTE);
    expect(Math.abs(months[1].startUtcMs - Date.parse('2024-03-05T11:23:00+09:00'))).toBeLessThanOrEqual(MINUTE);
    expect(months[11].endUtcMs).toBe(yearlyLuck(chart, { from: 2025, to: 2025 })[0].startUtcMs);
    for (let i = 1; i < 12; i++) expect(months[i].startUtcMs).toBe(months[i - 1].endUtcMs);
  });

  it.each([1901, 1950, 1988, 2000, 2024, 2050, 2099])('%i: lunar-javascript\'s month pillars just after each 節, and its 節 within 60 s (120 s from 2050)', (year) => {
    const months = monthlyLuck(chart, year);
    const table = Solar.fromYmd(year, 6, 1).getLunar().getJieQiTable();
    const next = Solar.fromYmd(year + 1, 6, 1).getLunar().getJieQiTable();
    months.forEach((m, i) => {
      const jie = i === 11 ? next['小寒'] : table[JIE_ZH[i]];
      expect(Math.abs(m.startUtcMs - ljUtcMs(jie))).toBeLessThanOrEqual(tolerance(m.startUtcMs));
      expect(ljAt(m.startUtcMs + tolerance(m.startUtcMs)).getMonthInGanZhiExact()).toBe(m.ganzi);
      expect(ljAt(m.startUtcMs - tolerance(m.startUtcMs)).getMonthInGanZhiExact()).not.toBe(m.ganzi);
      expectGodsAndStage(chart.pillars().day.stem, m);
    });
  });
});

describe('일운', () => {
  it('2024-01-01 is 甲子; every day of 2024 as lunar-javascript has it (366 days)', () => {
    const days = dailyLuck(chart, '2024-01-01', '2024-12-31');
    expect(days).toHaveLength(366);
    expect(days[0]).toMatchObject({ date: '2024-01-01', ganzi: '甲子' });
    for (const d of days) {
      const [y, m, dd] = d.date.split('-').map(Number);
      expect(d.ganzi).toBe(Solar.fromYmd(y, m, dd).getLunar().getDayInGanZhi());
      expectGodsAndStage(chart.pillars().day.stem, d);
    }
    expect(days[0].startUtcMs).toBe(Date.parse('2024-01-01T00:00:00+09:00'));
    expect(days[365].endUtcMs).toBe(Date.parse('2025-01-01T00:00:00+09:00'));
  });

  it('days run on the standard clock: 1955-06-01 (+08:30 standard, +09:30 DST) starts at 00:00 +08:30', () => {
    const [day] = dailyLuck(chart, '1955-06-01', '1955-06-01');
    expect(day.startUtcMs).toBe(Date.parse('1955-06-01T00:00:00+08:30'));
    expect(day.ganzi).toBe(Solar.fromYmd(1955, 6, 1).getLunar().getDayInGanZhi());
  });

  it('a chart given as pillars without a 대운 has no 대운 in force', () => {
    const [day] = dailyLuck({ pillars: chart.pillars(), daeun: null }, '2024-06-01', '2024-06-01');
    expect(day.daeun).toBeNull();
    expect(day.interactions.every((x) => !x.places.includes('daeun'))).toBe(true);
  });
});

describe('ranges', () => {
  const code = (f: () => unknown) => {
    try {
      f();
    } catch (err) {
      expect(err).toBeInstanceOf(LuckRangeError);
      expect(err).toBeInstanceOf(DomainError);
      return (err as DomainError).code;
    }
    throw new Error('no error');
  };

  it('세운: at most 120 years, in order, within the solar-term table', () => {
    expect(yearlyLuck(chart, { from: 1950, to: 2069 })).toHaveLength(120);
    expect(code(() => yearlyLuck(chart, { from: 1950, to: 2070 }))).toBe('LUCK_RANGE_TOO_LONG');
    expect(code(() => yearlyLuck(chart, { from: 2030, to: 2029 }))).toBe('LUCK_RANGE_REVERSED');
    expect(code(() => yearlyLuck(chart, { from: LUCK_FIRST_YEAR - 1, to: 1905 }))).toBe('DATE_OUT_OF_RANGE');
    expect(code(() => yearlyLuck(chart, { from: 2095, to: LUCK_LAST_YEAR + 1 }))).toBe('DATE_OUT_OF_RANGE');
    expect(code(() => yearlyLuck(chart, { from: 2024.5 }))).toBe('DATE_OUT_OF_RANGE');
    expect(yearlyLuck(chart, { from: LUCK_FIRST_YEAR, to: LUCK_FIRST_YEAR })[0].year).toBe(1899);
    expect(yearlyLuck(chart, { from: LUCK_LAST_YEAR, to: LUCK_LAST_YEAR })[0].year).toBe(2101);
  });

  it('월운 and 일운', () => {
    expect(code(() => monthlyLuck(chart, 2102))).toBe('DATE_OUT_OF_RANGE');
    expect(dailyLuck(chart, '2024-01-01', '2024-12-31')).toHaveLength(366);
    expect(code(() => dailyLuck(chart, '2023-01-01', '2024-01-02'))).toBe('LUCK_RANGE_TOO_LONG');
    expect(code(() => dailyLuck(chart, '2024-01-02', '2024-01-01'))).toBe('LUCK_RANGE_REVERSED');
    expect(code(() => dailyLuck(chart, '2023-02-29', '2023-03-01'))).toBe('INVALID_DATE');
    expect(code(() => dailyLuck(chart, '2024-1-1', '2024-01-02'))).toBe('INVALID_DATE');
  });
});

describe('speed', () => {
  it('a ten-year 세운 with interactions (median µs, reported, not asserted)', () => {
    const c = new SajuChart({ birthdate: '1985-11-23', birthTime: '06:10', gender: 'F' });
    yearlyLuck(c, { from: 2024 }); // the chart's pillars and 대운 are computed once
    const times: number[] = [];
    for (let round = 0; round < 200; round++) {
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < 10; i++) yearlyLuck(c, { from: 2024 });
      times.push(Number(process.hrtime.bigint() - t0) / 10 / 1000);
    }
    times.sort((a, b) => a - b);
    console.log(`ten-year 세운 with interactions: median ${times[times.length >> 1].toFixed(1)} µs`);
    expect(yearlyLuck(c, { from: 2024 })).toHaveLength(10);
  });
});



