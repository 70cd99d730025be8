import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { IANAZone } from 'luxon';
import { InvalidDateTimeError, resolveLocalTime } from '../../src/core/time/local-time.js';
import { SolarTermRangeError, nextJie, previousJie } from '../../src/core/time/solar-terms.js';
import { BirthClockError, lmtCorrectionMinutes, standardOffsetMinutes } from '../../src/core/saju/birth-clock.js';
import { SajuChart, type SajuInput } from '../../src/core/saju/pillars.js';
import { BRANCHES, STEMS, pillarHanja, type FourPillars } from '../../src/core/saju/ganzhi.js';
import { tenGodText } from '../../src/core/saju/labels.js';

// Spy on the 節 search to show that the pillars compute no 대운.
vi.mock('../../src/core/time/solar-terms.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/core/time/solar-terms.js')>();
  return { ...actual, nextJie: vi.fn(actual.nextJie) };
});

/** lunar-javascript (CommonJS, untyped; a cross-check, never a source): only what these tests call. */
interface EightChar {
  getYear(): string;
  getMonth(): string;
  getDay(): string;
  getTime(): string;
  getYun(gender: 0 | 1, sect: 2): { isForward(): boolean; getDaYun(count: number): { getGanZhi(): string }[] };
}
const { Solar } = createRequire(import.meta.url)('lunar-javascript') as {
  Solar: { fromYmdHms(...ymdhms: number[]): { getLunar(): { getEightChar(): EightChar } } };
};
/** lunar-javascript's eight characters of a clock reading held as UTC fields of epoch ms. */
function lunarEightChar(clockMs: number): EightChar {
  const d = new Date(clockMs);
  return Solar.fromYmdHms(
    d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(),
  ).getLunar().getEightChar();
}
const clockMs = (iso: string) => Date.parse(`${iso}Z`);

const MINUTE = 60_000;
const DAY = 86_400_000;

interface ReferenceCase {
  id: string;
  input: { gender: 'M' | 'F'; birth_time: string | null; zasi?: 'split' | 'jasi' | 'midnight'; lmt_minutes?: number };
  solar_date: string;
  instant_utc: string;
  pillar_clock: string;
  saju: Record<string, string>;
  daeun: {
    is_forward: boolean;
    start_ymdh: [number, number, number, number];
    start_date: string;
    years_round: number;
    daeun_list: { age: number; pillar: string }[];
  };
  ten_gods: Record<'year' | 'month' | 'day' | 'hour', { stem: string; branch: string }>;
}
const reference: ReferenceCase[] = JSON.parse(
  readFileSync(new URL('../fixtures/saju/expected.json', import.meta.url), 'utf8'),
);

/**
 * A reference case as the chart's input. The date is the case's solar date (lunar inputs already
 * converted). `lmt_minutes` is the correction at +9, whose standard meridian is 135°E: longitude =
 * 135° + minutes / 4 (4 min per degree).
 */
const inputOf = (c: ReferenceCase): SajuInput => ({
  birthdate: c.solar_date,
  birthTime: c.input.birth_time,
  gender: c.input.gender,
  zasi: c.input.zasi,
  lmtLongitude: c.input.lmt_minutes === undefined ? null : 135 + c.input.lmt_minutes / 4,
});

/** The 대운 offset y/m/d/h back in minutes: 4320 min = 1 y, 360 = 1 m, 12 = 1 d, 1 = 2 h (§4). */
const offsetMinutes = ([y, m, d, h]: readonly number[]) => y * 4320 + m * 360 + d * 12 + h / 2;

/** The eight characters in the reference's keys (hanja; hour null without a time). */
const characters = ({ year, month, day, hour }: FourPillars) => ({
  year_stem: STEMS[year.stem].hanja,
  year_branch: BRANCHES[year.branch].hanja,
  month_stem: STEMS[month.stem].hanja,
  month_branch: BRANCHES[month.branch].hanja,
  day_stem: STEMS[day.stem].hanja,
  day_branch: BRANCHES[day.branch].hanja,
  hour_stem: hour && STEMS[hour.stem].hanja,
  hour_branch: hour && BRANCHES[hour.branch].hanja,
});

describe.each(reference)('reference case $id', (c) => {
  const chart = new SajuChart(inputOf(c));

  it('has the eight characters, from the instant and the pillar clock', () => {
    expect(characters(chart.pillars())).toEqual(c.saju);
    const p = chart.provenance();
    expect(p.instantUtc).toBe(c.instant_utc);
    expect(p.pillarClock.slice(0, 16)).toBe(c.pillar_clock.replace(' ', 'T'));
  });

  it('has the 대운 direction, 대운수, start date and ten pillars', () => {
    const d = chart.daeun();
    expect(d.isForward).toBe(c.daeun.is_forward);
    expect(d.years).toBe(c.daeun.years_round);
    expect(d.startDate.slice(0, 10)).toBe(c.daeun.start_date);
    expect(d.list.map(({ age, pillar }) => ({ age, pillar: pillarHanja(pillar) }))).toEqual(c.daeun.daeun_list);
    // The reference takes its 節 from astronomy-engine's default ΔT: up to ~2 min apart in 2100.
    const { years, months, days, hours } = d.offset;
    expect(Math.abs(offsetMinutes([years, months, days, hours]) - offsetMinutes(c.daeun.start_ymdh))).toBeLessThanOrEqual(2);
  });

  it('has the ten gods', () => {
    const g = c.ten_gods;
    const gods = Object.fromEntries(Object.entries(chart.tenGods()).map(([k, v]) => [k, v && tenGodText(v)]));
    expect(gods).toEqual({
      yearStem: g.year.stem,
      yearBranch: g.year.branch,
      monthStem: g.month.stem,
      monthBranch: g.month.branch,
      dayStem: g.day.stem,
      dayBranch: g.day.branch,
      hourStem: g.hour.stem,
      hourBranch: g.hour.branch,
    });
  });
});

describe('子-hour conventions (saju.md decision 4): 1992-10-24 23:30 is a 癸酉 day', () => {
  const at = (zasi?: SajuInput['zasi']) => {
    const { day, hour } = new SajuChart({ birthdate: '1992-10-24', birthTime: '23:30', gender: 'M', zasi }).pillars();
    return [pillarHanja(day), pillarHanja(hour!)];
  };
  it('split (default): 癸酉日 甲子時; jasi: 甲戌日 甲子時; midnight: 癸酉日 壬子時', () => {
    expect(at()).toEqual(['癸酉', '甲子']);
    expect(at('split')).toEqual(['癸酉', '甲子']);
    expect(at('jasi')).toEqual(['甲戌', '甲子']);
    expect(at('midnight')).toEqual(['癸酉', '壬子']);
  });
  it('00:xx is the day\'s own 子 hour under every convention', () => {
    for (const zasi of ['split', 'jasi', 'midnight'] as const) {
      const { day, hour } = new SajuChart({ birthdate: '1992-10-25', birthTime: '00:30', gender: 'M', zasi }).pillars();
      expect([pillarHanja(day), pillarHanja(hour!)]).toEqual(['甲戌', '甲子']);
    }
  });
});

describe('local mean time (saju.md §3)', () => {
  it('Seoul 126.98°E at +9 is −32.1 min, 127.5°E is −30 min', () => {
    expect(lmtCorrectionMinutes(126.98, 540)).toBeCloseTo(-32.08, 2);
    expect(lmtCorrectionMinutes(127.5, 540)).toBe(-30);
  });

  it('moves only the day and hour pillars: 2000-01-01 00:20 at 126.98°E is 1999-12-31 23:48', () => {
    const plain = new SajuChart({ birthdate: '2000-01-01', birthTime: '00:20', gender: 'M' });
    const lmt = new SajuChart({ birthdate: '2000-01-01', birthTime: '00:20', gender: 'M', lmtLongitude: 126.98 });
    expect(lmt.provenance().pillarClock).toBe('1999-12-31T23:47:55');
    const expected = lunarEightChar(clockMs('1999-12-31T23:47:55'));
    expect([pillarHanja(lmt.pillars().day), pillarHanja(lmt.pillars().hour!)]).toEqual([expected.getDay(), expected.getTime()]);
    expect(pillarHanja(lmt.pillars().day)).not.toBe(pillarHanja(plain.pillars().day));
    expect([lmt.pillars().year, lmt.pillars().month]).toEqual([plain.pillars().year, plain.pillars().month]);
    expect(lmt.daeun()).toEqual(plain.daeun());
  });
});

describe('input', () => {
  it('rejects malformed or impossible dates and times, and out-of-range longitudes', () => {
    const chart = (input: Partial<SajuInput>) => new SajuChart({ birthdate: '2000-01-01', birthTime: '12:00', gender: 'M', ...input });
    expect(() => chart({ birthdate: '2000-1-1' }).pillars()).toThrow(InvalidDateTimeError);
    expect(() => chart({ birthdate: '2023-02-30' }).pillars()).toThrow(InvalidDateTimeError);
    expect(() => chart({ birthTime: '24:00' }).pillars()).toThrow(InvalidDateTimeError);
    expect(() => chart({ birthTime: '12:00:00' }).pillars()).toThrow(InvalidDateTimeError);
    expect(() => chart({ lmtLongitude: 200 }).pillars()).toThrow(BirthClockError);
  });

  it('throws SolarTermRangeError outside the solar-term table', () => {
    expect(() => new SajuChart({ birthdate: '1898-06-01', birthTime: '12:00', gender: 'M' }).pillars()).toThrow(SolarTermRangeError);
  });
});

describe('no birth time (saju.md decision 6)', () => {
  it('has no hour pillar or hour ten gods, and the 대운 of 12:00', () => {
    const chart = new SajuChart({ birthdate: '1990-05-15', birthTime: null, gender: 'M' });
    const noon = new SajuChart({ birthdate: '1990-05-15', birthTime: '12:00', gender: 'M' });
    expect(chart.pillars().hour).toBeNull();
    expect(characters(chart.pillars())).toMatchObject({ day_stem: '庚', day_branch: '辰', hour_stem: null, hour_branch: null });
    expect(chart.tenGods()).toMatchObject({ hourStem: null, hourBranch: null });
    expect(chart.daeun()).toEqual(noon.daeun());
    expect(chart.provenance()).toMatchObject({ birthTimeKnown: false, clockTime: '1990-05-15T12:00:00+09:00' });
  });
});

describe('laziness', () => {
  it('the pillars, ten gods and provenance search no 節 after the birth; the 대운 does, once', () => {
    vi.mocked(nextJie).mockClear();
    const chart = new SajuChart({ birthdate: '1990-05-15', birthTime: '14:30', gender: 'M' }); // forward
    chart.pillars();
    chart.tenGods();
    chart.provenance();
    expect(nextJie).not.toHaveBeenCalled();
    chart.daeun();
    chart.daeun();
    expect(nextJie).toHaveBeenCalledTimes(1);
  });
});

/** Asia/Seoul standard time (saju.md §3; tzdata Asia/Seoul), each era from local midnight of its first date. */
const LMT = 8 * 60 + 27 + 52 / 60;
const STANDARD_ERAS: [untilUtcMs: number, offsetMinutes: number][] = [
  [Date.UTC(1908, 3, 1) - LMT * MINUTE, LMT],
  [Date.UTC(1912, 0, 1) - 510 * MINUTE, 510],
  [Date.UTC(1954, 2, 21) - 540 * MINUTE, 540],
  [Date.UTC(1961, 7, 10) - 510 * MINUTE, 510],
  [Infinity, 540],
];
const eraStandardOffset = (utcMs: number) => STANDARD_ERAS.find(([until]) => utcMs < until)![1];

/** DST seasons of saju.md §3 (first and last dates); 1957–60 are "May–Sep" there. */
const DST_SEASONS: [string, string][] = [
  ['1948-06-01', '1948-09-12'],
  ['1949-04-03', '1949-09-10'],
  ['1950-04-01', '1950-09-09'],
  ['1951-05-06', '1951-09-08'],
  ['1955-05-05', '1955-09-08'],
  ['1956-05-20', '1956-09-29'],
  ...[1957, 1958, 1959, 1960].map((y): [string, string] => [`${y}-05-01`, `${y}-09-30`]),
  ['1987-05-10', '1987-10-11'],
  ['1988-05-08', '1988-10-09'],
];

describe('Asia/Seoul history (saju.md decision 3 and §3)', () => {
  it('the standard offset follows the eras and DST is +60 min inside the seasons only, every day 1900–2100', () => {
    const seoul = IANAZone.create('Asia/Seoul');
    const seasons = DST_SEASONS.map(([from, to]) => [Date.parse(from), Date.parse(to)]);
    const loose = (ms: number) => new Date(ms).getUTCFullYear() >= 1957 && new Date(ms).getUTCFullYear() <= 1960;
    for (let ms = Date.UTC(1900, 0, 1, 3); ms < Date.UTC(2101, 0, 1); ms += DAY) {
      const standard = standardOffsetMinutes(ms);
      expect(standard, new Date(ms).toISOString()).toBeCloseTo(eraStandardOffset(ms), 6);
      const dst = seoul.offset(ms) - standard;
      const noon = Math.floor(ms / DAY) * DAY;
      const inside = seasons.some(([from, to]) => noon > from && noon < to);
      const near = seasons.some(([from, to]) => noon >= from - DAY && noon <= to + DAY);
      if (dst !== 0) expect([dst, near], new Date(ms).toISOString()).toEqual([60, true]);
      if (inside && !loose(ms)) expect(dst, new Date(ms).toISOString()).toBe(60);
    }
  });

  it('1955-06-01 12:00 is DST +09:30: instant 02:30 UTC, day and hour from the 11:00 standard clock', () => {
    const chart = new SajuChart({ birthdate: '1955-06-01', birthTime: '12:00', gender: 'F' });
    expect(chart.provenance()).toMatchObject({
      instantUtc: '1955-06-01T02:30:00.000Z',
      clockOffsetMinutes: 570,
      standardOffsetMinutes: 510,
      dstMinutes: 60,
      pillarClock: '1955-06-01T11:00:00',
    });
    expect(chart.provenance().notes.join(' ')).toMatch(/60 min of daylight saving/);
    const expected = lunarEightChar(clockMs('1955-06-01T11:00:00'));
    const { day, hour } = chart.pillars();
    expect([pillarHanja(day), pillarHanja(hour!)]).toEqual([expected.getDay(), expected.getTime()]);
  });

  it('1955-06-01 00:30 DST is 1955-05-31 23:30 standard: the previous day, 子 hour', () => {
    const chart = new SajuChart({ birthdate: '1955-06-01', birthTime: '00:30', gender: 'F' });
    expect(chart.provenance().pillarClock).toBe('1955-05-31T23:30:00');
    const expected = lunarEightChar(clockMs('1955-05-31T23:30:00'));
    const { day, hour } = chart.pillars();
    expect([pillarHanja(day), pillarHanja(hour!)]).toEqual([expected.getDay(), expected.getTime()]);
    expect(pillarHanja(hour!)[1]).toBe('子');
  });

  it('1988-07-01 13:30 DST (+10) is 12:30 standard: 午 hour, not 未', () => {
    const chart = new SajuChart({ birthdate: '1988-07-01', birthTime: '13:30', gender: 'M' });
    expect(chart.provenance()).toMatchObject({ clockOffsetMinutes: 600, dstMinutes: 60, pillarClock: '1988-07-01T12:30:00' });
    const expected = lunarEightChar(clockMs('1988-07-01T12:30:00'));
    expect(pillarHanja(chart.pillars().hour!)).toBe(expected.getTime());
    expect(pillarHanja(chart.pillars().hour!)[1]).toBe('午');
  });

  it('1988-05-08 02:30 does not exist (spring forward): moved to 03:30 DST with a warning', () => {
    const p = new SajuChart({ birthdate: '1988-05-08', birthTime: '02:30', gender: 'M' }).provenance();
    expect(p.warnings).toHaveLength(1);
    expect(p.warnings[0]).toMatch(/^Nonexistent local time 1988-05-08T02:30:00 in Asia\/Seoul/);
    expect(p).toMatchObject({ clockTime: '1988-05-08T03:30:00+10:00', instantUtc: '1988-05-07T17:30:00.000Z', pillarClock: '1988-05-08T02:30:00' });
  });

  it('1988-10-09 02:30 happens twice (fall back): the earlier, DST reading, with a warning', () => {
    const p = new SajuChart({ birthdate: '1988-10-09', birthTime: '02:30', gender: 'M' }).provenance();
    expect(p.warnings).toHaveLength(1);
    expect(p.warnings[0]).toMatch(/^Ambiguous local time 1988-10-09T02:30:00 in Asia\/Seoul/);
    expect(p).toMatchObject({ clockOffsetMinutes: 600, dstMinutes: 60, pillarClock: '1988-10-09T01:30:00' });
  });

  it('+08:30 standard time (1958) is noted and is not daylight saving', () => {
    const p = new SajuChart({ birthdate: '1958-02-04', birthTime: '13:10', gender: 'F' }).provenance();
    expect(p).toMatchObject({ clockOffsetMinutes: 510, standardOffsetMinutes: 510, dstMinutes: 0 });
    expect(p.notes.join(' ')).toMatch(/\+08:30/);
  });
});

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
function mulberry32(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('cross-check with lunar-javascript (saju.md §8)', () => {
  it('3000 random births 1901–2099 more than 2 min from a 節: every pillar, the 대운 direction and list', () => {
    const random = mulberry32(20240204);
    const [from, to] = [Date.UTC(1901, 0, 1), Date.UTC(2100, 0, 1)];
    const mismatches: string[] = [];
    let checked = 0;
    while (checked < 3000) {
      const clock = new Date(from + Math.floor((random() * (to - from)) / MINUTE) * MINUTE).toISOString();
      const [birthdate, birthTime] = [clock.slice(0, 10), clock.slice(11, 16)];
      const gender = random() < 0.5 ? 'M' : 'F';
      const { utcMs } = resolveLocalTime(`${birthdate}T${birthTime}`, 'Asia/Seoul');
      if (utcMs - previousJie(utcMs).utcMs < 2 * MINUTE || nextJie(utcMs).utcMs - utcMs < 2 * MINUTE) continue;
      checked++;

      const chart = new SajuChart({ birthdate, birthTime, gender });
      const { year, month, day, hour } = chart.pillars();
      const daeun = chart.daeun();
      const ours = [year, month, day, hour!].map(pillarHanja).join(' ') + ` ${daeun.isForward} ` + daeun.list.map((d) => pillarHanja(d.pillar)).join('');

      // Year and month (and the 대운, which follows them) from the instant in Beijing time (UTC+8);
      // day and hour from the Korean standard-time clock.
      const beijing = lunarEightChar(utcMs + 8 * 60 * MINUTE);
      const standard = lunarEightChar(utcMs + eraStandardOffset(utcMs) * MINUTE);
      const yun = beijing.getYun(gender === 'M' ? 1 : 0, 2);
      const theirs =
        [beijing.getYear(), beijing.getMonth(), standard.getDay(), standard.getTime()].join(' ') +
        ` ${yun.isForward()} ` +
        yun.getDaYun(11).slice(1).map((d) => d.getGanZhi()).join('');
      if (ours !== theirs) mismatches.push(`${birthdate} ${birthTime} ${gender}: ${ours} ≠ ${theirs}`);
    }
    expect(mismatches).toEqual([]);
  });
});
