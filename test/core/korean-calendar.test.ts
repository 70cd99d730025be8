import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { generateKoreanLunarYears } from '../../scripts/generate-korean-calendar.js';
import { KOREAN_LUNAR_YEARS } from '../../src/core/time/data/korean-lunar-months.js';
import {
  InvalidLunarDateError,
  NonexistentDateError,
  SolarOutOfRangeError,
  leapMonthOf,
  lunarMonthLength,
  lunarToSolar,
  solarToLunar,
} from '../../src/core/time/korean-calendar.js';

/** korean-lunar-calendar: KASI data, lunar 1000-01-01 … 2050-11-18 (saju.md §1.4). */
interface KasiCalendar {
  setLunarDate(year: number, month: number, day: number, isLeap: boolean): boolean;
  setSolarDate(year: number, month: number, day: number): boolean;
  getSolarCalendar(): { year: number; month: number; day: number };
  getLunarCalendar(): { year: number; month: number; day: number; intercalation?: boolean };
}
const KoreanLunarCalendar = createRequire(import.meta.url)('korean-lunar-calendar') as new () => KasiCalendar;
/** lunar-javascript: the Chinese calendar (negative month = leap), to confirm the Chinese side of each shift. */
const { Lunar } = createRequire(import.meta.url)('lunar-javascript') as {
  Lunar: { fromYmd(y: number, m: number, d: number): { getSolar(): { toYmd(): string } } };
};
const kasi = new KoreanLunarCalendar();

const MS_PER_DAY = 86_400_000;
const iso = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const dayNumber = (date: { year: number; month: number; day: number }) => Date.parse(iso(date)) / MS_PER_DAY;
const fromDayNumber = (n: number) => {
  const d = new Date(n * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};
const kasiLunarOf = (solar: { year: number; month: number; day: number }) => {
  expect(kasi.setSolarDate(solar.year, solar.month, solar.day)).toBe(true);
  const { year, month, day, intercalation } = kasi.getLunarCalendar();
  return { year, month, day, isLeapMonth: !!intercalation };
};
const monthsOf = (year: number) => {
  const leap = leapMonthOf(year);
  return Array.from({ length: 12 }, (_, i) => i + 1).flatMap((month) =>
    month === leap ? [{ month, isLeap: false }, { month, isLeap: true }] : [{ month, isLeap: false }],
  );
};

/** Every lunar month KASI has from 1899 to 2050-11, with the solar day number of its day 1. */
const KASI_MONTHS = (() => {
  const months: { year: number; month: number; isLeap: boolean; start: number }[] = [];
  for (let year = 1899; year <= 2050; year++) {
    for (let month = 1; month <= 12; month++) {
      for (const isLeap of [false, true]) {
        if (kasi.setLunarDate(year, month, 1, isLeap)) months.push({ year, month, isLeap, start: dayNumber(kasi.getSolarCalendar()) });
      }
    }
  }
  return months;
})();

describe('against korean-lunar-calendar (KASI), every month 1899–2050', () => {
  it('has the reference months to compare: 1899-01 … 2050-11 with the leap months', () => {
    expect(KASI_MONTHS.length).toBe(1879);
    expect(KASI_MONTHS.at(-1)).toMatchObject({ year: 2050, month: 11, isLeap: false });
  });

  it('lunar → solar: day 1 of every month and leap month of 1900–2050', () => {
    const mismatches = KASI_MONTHS.filter((m) => m.year >= 1900)
      .filter((m) => dayNumber(lunarToSolar(m.year, m.month, 1, m.isLeap)) !== m.start)
      .map((m) => `${m.year}-${m.isLeap ? '윤' : ''}${m.month}`);
    expect(mismatches).toEqual([]);
  });

  it('leap months of 1900–2050', () => {
    for (let year = 1900; year <= 2050; year++) {
      const kasiLeap = KASI_MONTHS.find((m) => m.year === year && m.isLeap)?.month ?? 0;
      expect(leapMonthOf(year), `${year}`).toBe(kasiLeap);
    }
  });

  it('month lengths (KASI accepts day 30 only in a 30-day month), 1900 … 2050-10', () => {
    const mismatches = KASI_MONTHS.filter((m) => m.year >= 1900 && !(m.year === 2050 && m.month === 11))
      .filter((m) => lunarMonthLength(m.year, m.month, m.isLeap) !== (kasi.setLunarDate(m.year, m.month, 30, m.isLeap) ? 30 : 29))
      .map((m) => `${m.year}-${m.isLeap ? '윤' : ''}${m.month}`);
    expect(mismatches).toEqual([]);
  });

  it('solar → lunar: every month start and the day before it, 1899–2050', () => {
    const mismatches: string[] = [];
    for (const m of KASI_MONTHS) {
      for (const n of m.year === 1899 && m.month === 1 ? [m.start] : [m.start - 1, m.start]) {
        const solar = fromDayNumber(n);
        const ours = solarToLunar(solar.year, solar.month, solar.day);
        if (JSON.stringify(ours) !== JSON.stringify(kasiLunarOf(solar))) mismatches.push(iso(solar));
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('solar → lunar: every solar day 1899-02-10 … 2050-12-31', () => {
    const mismatches: string[] = [];
    for (let n = dayNumber({ year: 1899, month: 2, day: 10 }); n <= dayNumber({ year: 2050, month: 12, day: 31 }); n++) {
      const solar = fromDayNumber(n);
      if (JSON.stringify(solarToLunar(solar.year, solar.month, solar.day)) !== JSON.stringify(kasiLunarOf(solar))) {
        mismatches.push(iso(solar));
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('facts of saju.md §1', () => {
  const start = (year: number, month: number, isLeap = false) => iso(lunarToSolar(year, month, 1, isLeap));

  it('2012 윤3 and 2017 윤5 (Korea; China has 윤4 and 윤6)', () => {
    expect(leapMonthOf(2012)).toBe(3);
    expect(start(2012, 3, true)).toBe('2012-04-21');
    expect(start(2012, 4)).toBe('2012-05-21');
    expect(start(2012, 5)).toBe('2012-06-20');
    expect(leapMonthOf(2017)).toBe(5);
    expect(start(2017, 5, true)).toBe('2017-06-24');
    expect(start(2017, 6)).toBe('2017-07-23');
  });

  it('every one-day shift of 1900–2050 listed in saju.md §1.2: Korea starts one day after China', () => {
    // [lunar year, month, leap, Korean start, Chinese start]; the Chinese start is checked against
    // lunar-javascript (the Chinese calendar), the Korean one against this table.
    const shifts: [number, number, boolean, string, string][] = [
      [1914, 5, true, '1914-06-24', '1914-06-23'],
      [1914, 10, false, '1914-11-18', '1914-11-17'],
      [1916, 1, false, '1916-02-04', '1916-02-03'],
      [1918, 11, false, '1918-12-04', '1918-12-03'],
      [1919, 7, true, '1919-08-26', '1919-08-25'],
      [1919, 10, false, '1919-11-23', '1919-11-22'],
      [1920, 10, false, '1920-11-11', '1920-11-10'],
      [1923, 10, false, '1923-11-09', '1923-11-08'],
      [1924, 2, false, '1924-03-06', '1924-03-05'],
      [1925, 4, true, '1925-05-23', '1925-05-22'],
      [1927, 10, false, '1927-10-26', '1927-10-25'],
      [1928, 9, false, '1928-10-14', '1928-10-13'],
      [1931, 4, false, '1931-05-18', '1931-05-17'],
      [1934, 9, false, '1934-10-09', '1934-10-08'],
      [1936, 6, false, '1936-07-19', '1936-07-18'],
      [1942, 8, false, '1942-09-11', '1942-09-10'],
      [1942, 10, false, '1942-11-09', '1942-11-08'],
      [1943, 11, false, '1943-11-28', '1943-11-27'],
      [1944, 1, false, '1944-01-26', '1944-01-25'],
      [1949, 3, false, '1949-03-30', '1949-03-29'],
      [1950, 2, false, '1950-03-19', '1950-03-18'],
      [1950, 5, false, '1950-06-16', '1950-06-15'],
      [1952, 7, false, '1952-08-21', '1952-08-20'],
      [1954, 1, false, '1954-02-04', '1954-02-03'],
      [1955, 2, false, '1955-02-23', '1955-02-22'],
      [1958, 1, false, '1958-02-19', '1958-02-18'],
      [1966, 1, false, '1966-01-22', '1966-01-21'],
      [1968, 4, false, '1968-04-28', '1968-04-27'],
      [1970, 6, false, '1970-07-04', '1970-07-03'],
      [1972, 12, false, '1973-01-05', '1973-01-04'],
      [1973, 12, false, '1973-12-25', '1973-12-24'],
      [1976, 10, false, '1976-11-22', '1976-11-21'],
      [1978, 3, false, '1978-04-08', '1978-04-07'],
      [1982, 10, false, '1982-11-16', '1982-11-15'],
      [1987, 5, false, '1987-05-28', '1987-05-27'],
      [1988, 1, false, '1988-02-18', '1988-02-17'],
      [1989, 10, false, '1989-10-30', '1989-10-29'],
      [1990, 9, false, '1990-10-19', '1990-10-18'],
      [1995, 7, false, '1995-07-28', '1995-07-27'],
      [1995, 10, false, '1995-11-23', '1995-11-22'],
      [1997, 1, false, '1997-02-08', '1997-02-07'],
      [1998, 12, false, '1999-01-18', '1999-01-17'],
      [2001, 4, false, '2001-04-24', '2001-04-23'],
      [2005, 11, false, '2005-12-02', '2005-12-01'],
      [2012, 5, false, '2012-06-20', '2012-06-19'], // inside the 2012 leap-month difference
      [2012, 7, false, '2012-08-18', '2012-08-17'],
      [2013, 5, false, '2013-06-09', '2013-06-08'],
      [2019, 11, false, '2019-11-27', '2019-11-26'],
      [2020, 2, false, '2020-02-24', '2020-02-23'],
      [2023, 4, false, '2023-05-20', '2023-05-19'],
      [2026, 9, false, '2026-10-11', '2026-10-10'],
      [2027, 1, false, '2027-02-07', '2027-02-06'],
      [2028, 1, false, '2028-01-27', '2028-01-26'],
      [2029, 6, false, '2029-07-12', '2029-07-11'],
      [2031, 2, false, '2031-02-22', '2031-02-21'],
      [2034, 12, false, '2035-01-10', '2035-01-09'],
      [2036, 11, false, '2036-12-18', '2036-12-17'],
      [2040, 8, false, '2040-09-07', '2040-09-06'],
      [2041, 2, false, '2041-03-03', '2041-03-02'],
      [2046, 5, false, '2046-06-05', '2046-06-04'],
      [2048, 11, false, '2048-12-06', '2048-12-05'],
      [2050, 2, false, '2050-02-22', '2050-02-21'],
    ];
    expect(shifts).toHaveLength(62);
    for (const [year, month, isLeap, kr, cn] of shifts) {
      expect(start(year, month, isLeap), `${year}-${month}`).toBe(kr);
      const chinese = Lunar.fromYmd(year, isLeap ? -month : month, 1).getSolar().toYmd();
      expect(chinese, `CN ${year}-${month}`).toBe(cn);
      expect(Date.parse(kr) - Date.parse(cn)).toBe(86_400_000);
    }
  });

  it('the closest near-midnight new moons of 1900–2050', () => {
    expect(solarToLunar(2017, 2, 26)).toEqual({ year: 2017, month: 2, day: 1, isLeapMonth: false }); // 23:59:03 KST
    expect(start(2005, 11)).toBe('2005-12-02'); // 00:01:32 KST
  });

  it('Seollal and Chuseok as published in the Korean almanac', () => {
    const seollal: Record<number, string> = {
      2000: '2000-02-05', 2018: '2018-02-16', 2019: '2019-02-05', 2020: '2020-01-25', 2021: '2021-02-12',
      2022: '2022-02-01', 2023: '2023-01-22', 2024: '2024-02-10', 2025: '2025-01-29', 2026: '2026-02-17',
    };
    for (const [year, date] of Object.entries(seollal)) expect(start(Number(year), 1), year).toBe(date);
    expect(iso(lunarToSolar(2023, 8, 15))).toBe('2023-09-29');
    expect(iso(lunarToSolar(2024, 8, 15))).toBe('2024-09-17');
    expect(iso(lunarToSolar(2025, 8, 15))).toBe('2025-10-06');
  });

  it('after 2050: the pinned near-midnight cases with the service ΔT', () => {
    expect(start(2051, 10)).toBe('2051-11-04'); // new moon 2051-11-04 00:00:04 KST
    expect(start(2074, 7)).toBe('2074-08-23'); // 2074-08-23 00:00:50 KST
    expect(start(2096, 12)).toBe('2097-01-14');
  });

  it('after 2050: the months where Korea starts a day after China', () => {
    const shifts: [number, number, string][] = [
      [2051, 7, '2051-08-07'], [2052, 9, '2052-10-23'], [2058, 6, '2058-07-21'], [2059, 9, '2059-10-07'],
      [2060, 9, '2060-09-25'], [2061, 1, '2061-01-22'], [2068, 6, '2068-06-30'], [2069, 2, '2069-02-22'],
      [2070, 2, '2070-03-13'], [2071, 3, '2071-04-01'], [2080, 10, '2080-11-12'], [2081, 2, '2081-03-11'],
      [2082, 7, '2082-07-26'], [2082, 11, '2082-12-20'], [2089, 1, '2089-02-11'], [2089, 8, '2089-09-05'],
      [2092, 1, '2092-02-08'], [2093, 2, '2093-02-26'], [2094, 2, '2094-03-17'], [2096, 8, '2096-09-17'],
      [2097, 7, '2097-08-08'], [2098, 8, '2098-08-27'], [2098, 12, '2098-12-23'],
    ];
    for (const [year, month, date] of shifts) expect(start(year, month), `${year}-${month}`).toBe(date);
  });

  it('the Korean leap months of 2051–2100, and 2099 윤3', () => {
    const leaps: Record<number, number> = {
      2052: 8, 2055: 6, 2058: 4, 2061: 3, 2063: 7, 2066: 5, 2069: 4, 2071: 8, 2074: 6,
      2077: 4, 2080: 3, 2082: 7, 2085: 5, 2088: 4, 2090: 8, 2093: 6, 2096: 4, 2099: 3,
    };
    for (let year = 2051; year <= 2100; year++) expect(leapMonthOf(year), `${year}`).toBe(leaps[year] ?? 0);
    expect(start(2099, 3)).toBe('2099-03-22');
    expect(start(2099, 3, true)).toBe('2099-04-21');
  });
});

describe('round trips 1900–2100', () => {
  it('every lunar day maps to the next solar day and back', () => {
    let previous = dayNumber(lunarToSolar(1900, 1, 1)) - 1;
    let days = 0;
    for (let year = 1900; year <= 2100; year++) {
      for (const { month, isLeap } of monthsOf(year)) {
        for (let day = 1; day <= lunarMonthLength(year, month, isLeap); day++) {
          const solar = lunarToSolar(year, month, day, isLeap);
          const n = dayNumber(solar);
          if (n !== previous + 1) expect.fail(`${year}-${month}-${day} → ${iso(solar)}`);
          previous = n;
          days++;
          const back = solarToLunar(solar.year, solar.month, solar.day);
          if (back.year !== year || back.month !== month || back.day !== day || back.isLeapMonth !== isLeap) {
            expect.fail(`${year}-${isLeap ? '윤' : ''}${month}-${day} → ${iso(solar)} → ${JSON.stringify(back)}`);
          }
        }
      }
    }
    // Lunar 1900-01-01 = 1900-01-31 … lunar 2100-12-end: the whole span, without gaps.
    expect(iso(fromDayNumber(previous - days + 1))).toBe('1900-01-31');
    expect(previous).toBe(dayNumber(lunarToSolar(2100, 12, lunarMonthLength(2100, 12))));
  });

  it('solar 1900-01-01 and 2100-12-31 convert', () => {
    expect(solarToLunar(1900, 1, 1)).toEqual({ year: 1899, month: 12, day: 1, isLeapMonth: false }); // KASI, checked above
    const last = solarToLunar(2100, 12, 31);
    expect(iso(lunarToSolar(last.year, last.month, last.day, last.isLeapMonth))).toBe('2100-12-31');
  });
});

describe('errors', () => {
  const reason = (f: () => unknown) => {
    try {
      f();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidLunarDateError);
      return (error as InvalidLunarDateError).reason;
    }
    return 'no error';
  };

  it('invalid lunar dates carry a stable reason', () => {
    expect(lunarMonthLength(2024, 1)).toBe(29); // KASI: 2024-02-10 … 03-09
    expect(reason(() => lunarToSolar(2024, 1, 30))).toBe('day_out_of_range');
    expect(reason(() => lunarToSolar(2024, 1, 0))).toBe('day_out_of_range');
    expect(reason(() => lunarToSolar(2024, 3, 1, true))).toBe('no_leap_month');
    expect(reason(() => lunarToSolar(2012, 4, 1, true))).toBe('no_leap_month'); // China's 윤4, not Korea's
    expect(reason(() => lunarMonthLength(2012, 4, true))).toBe('no_leap_month');
    expect(reason(() => lunarToSolar(2024, 13, 1))).toBe('month_out_of_range');
    expect(reason(() => lunarToSolar(2024, 0, 1))).toBe('month_out_of_range');
    expect(reason(() => lunarToSolar(1899, 12, 1))).toBe('out_of_range');
    expect(reason(() => lunarToSolar(2101, 1, 1))).toBe('out_of_range');
    expect(reason(() => leapMonthOf(2101))).toBe('out_of_range');
  });

  it('solar dates outside the table (1899-02-10 … 2102-02-16) or not in the calendar', () => {
    expect(solarToLunar(1899, 2, 10)).toEqual({ year: 1899, month: 1, day: 1, isLeapMonth: false });
    expect(() => solarToLunar(1899, 2, 9)).toThrow(SolarOutOfRangeError);
    expect(solarToLunar(2102, 2, 16)).toMatchObject({ year: 2101, month: 12 });
    expect(() => solarToLunar(2102, 2, 17)).toThrow(SolarOutOfRangeError);
    expect(() => solarToLunar(2023, 2, 29)).toThrow(NonexistentDateError);
    expect(() => solarToLunar(2023, 2, 29)).not.toThrow(SolarOutOfRangeError);
  });
});

describe('the generated table', () => {
  it('is what scripts/generate-korean-calendar.ts generates now (all 203 years)', () => {
    expect(generateKoreanLunarYears()).toEqual(KOREAN_LUNAR_YEARS);
  });
});
