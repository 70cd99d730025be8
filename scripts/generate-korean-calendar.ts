/**
 * Generates src/core/time/data/korean-lunar-months.ts: the Korean lunar calendar for lunar years
 * 1899–2101, computed with astronomy-engine and the service's ΔT (saju.md decision 1 and §1.1).
 *
 * Run: npx tsx scripts/generate-korean-calendar.ts
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
// Imported before any astronomy-engine call: it installs the service's ΔT model (western.md §2).
import { astroTime, jdFromEpochMs } from '../src/core/time/julian.js';
import * as Astronomy from 'astronomy-engine';

const FIRST_YEAR = 1899;
const LAST_YEAR = 2101;

/** [solar day of month 1 day 1 (days since 1970-01-01), mask of 30-day months, leap month or 0]. */
type LunarYearRow = readonly [start: number, mask: number, leap: number];

const MS_PER_DAY = 86_400_000;
const HOUR_MS = 3_600_000;
/** KASI: civil dates are taken at UTC+9 from 1912-01-01 00:00 (UTC+9), at UTC+8 before (saju.md §1.1). */
const UTC9_FROM_MS = Date.UTC(1911, 11, 31, 15);

/** The civil date (days since 1970-01-01) of an instant, at UTC+8 before 1912 and UTC+9 from 1912. */
function civilDay(t: Astronomy.AstroTime): number {
  const ms = t.date.getTime();
  return Math.floor((ms + (ms >= UTC9_FROM_MS ? 9 : 8) * HOUR_MS) / MS_PER_DAY);
}

const timeAt = (year: number, month: number, day: number) => astroTime(jdFromEpochMs(Date.UTC(year, month - 1, day)));

function found(t: Astronomy.AstroTime | null): Astronomy.AstroTime {
  if (!t) throw new Error('astronomy-engine search found nothing');
  return t;
}

/** Civil dates of the new moons from `from` up to `until`. */
function newMoonDays(from: Astronomy.AstroTime, until: Astronomy.AstroTime): number[] {
  const days: number[] = [];
  for (let t = found(Astronomy.SearchMoonPhase(0, from, 40)); t.ut < until.ut; t = found(Astronomy.SearchMoonPhase(0, t.AddDays(1), 40))) {
    days.push(civilDay(t));
  }
  return days;
}

/** Civil dates of the 中氣 (solar longitude 0°, 30°, …, 330°) from the 冬至 after `from` up to `until`. */
function zhongqiDays(from: Astronomy.AstroTime, until: Astronomy.AstroTime): { day: number; longitude: number }[] {
  const terms: { day: number; longitude: number }[] = [];
  for (let longitude = 270, t = found(Astronomy.SearchSunLongitude(270, from, 60)); t.ut < until.ut; ) {
    terms.push({ day: civilDay(t), longitude });
    longitude = (longitude + 30) % 360;
    t = found(Astronomy.SearchSunLongitude(longitude, t.AddDays(1), 40));
  }
  return terms;
}

/** The lunar years FIRST_YEAR…LAST_YEAR by the KASI rule (saju.md §1.1). Pure; about 0.3 s. */
export function generateKoreanLunarYears(): LunarYearRow[] {
  // 歲 from the 冬至 of 1898 to that of 2102 cover lunar 1898-11 … 2102-10.
  const from = timeAt(FIRST_YEAR - 1, 11, 1);
  const until = timeAt(LAST_YEAR + 2, 1, 31);
  const moons = newMoonDays(from, until);
  const terms = zhongqiDays(from, until);
  /** Index of the month (new moon) whose civil dates contain `day`. */
  const monthContaining = (day: number) => moons.filter((m) => m <= day).length - 1;
  const hasZhongqi = (i: number) => terms.some((z) => z.day >= moons[i] && z.day < moons[i + 1]);
  // Month 11 is the month containing the 冬至 (λ☉ = 270°), compared by civil date.
  const month11 = terms.filter((z) => z.longitude === 270).map((z) => monthContaining(z.day));

  // Every month of the 歲s, in order: its start day, number and leap flag.
  const months: { start: number; number: number; leap: boolean }[] = [];
  for (let s = 0; s + 1 < month11.length; s++) {
    const [first, next] = [month11[s], month11[s + 1]];
    // A 歲 of 13 months: the first month without a 中氣 is leap and repeats the previous number.
    if (next - first !== 12 && next - first !== 13) throw new Error(`歲 of ${next - first} months at day ${moons[first]}`);
    let leapIndex = -1;
    if (next - first === 13) for (let i = first + 1; leapIndex < 0 && i < next; i++) if (!hasZhongqi(i)) leapIndex = i;
    let number = 10; // the 歲 opens with month 11
    for (let i = first; i < next; i++) {
      const leap = i === leapIndex;
      if (!leap) number = (number % 12) + 1;
      months.push({ start: moons[i], number, leap });
    }
  }

  const rows: LunarYearRow[] = [];
  for (let i = months.findIndex((m) => m.number === 1 && !m.leap); rows.length <= LAST_YEAR - FIRST_YEAR; ) {
    const start = months[i].start;
    let mask = 0;
    let leap = 0;
    let k = 0;
    do {
      const length = months[i + 1].start - months[i].start;
      if (length !== 29 && length !== 30) throw new Error(`month of ${length} days at day ${months[i].start}`);
      if (length === 30) mask |= 1 << k;
      if (months[i].leap) leap = months[i].number;
      i++;
      k++;
    } while (months[i].number !== 1 || months[i].leap);
    rows.push([start, mask, leap]);
  }
  const firstYear = new Date(rows[0][0] * MS_PER_DAY).getUTCFullYear();
  if (firstYear !== FIRST_YEAR) throw new Error(`first lunar year is ${firstYear}`);
  return rows;
}

const isoDate = (day: number) => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

function renderModule(rows: readonly LunarYearRow[]): string {
  const lines = rows.map(
    ([start, mask, leap], i) =>
      `  [${start}, 0x${mask.toString(16).padStart(4, '0')}, ${leap}], // ${FIRST_YEAR + i}: ${isoDate(start)}`,
  );
  return `/**
 * GENERATED by scripts/generate-korean-calendar.ts — do not edit.
 * Regenerate: npx tsx scripts/generate-korean-calendar.ts
 *
 * Korean lunar calendar (KASI rule, saju.md §1.1), lunar years ${FIRST_YEAR}–${LAST_YEAR}, from astronomy-engine
 * with the service's ΔT. One row per lunar year, from KOREAN_LUNAR_FIRST_YEAR:
 *   [start, mask, leap]
 *   start: solar date of month 1 day 1, in days since 1970-01-01;
 *   mask:  bit k set ⇔ the k-th month of the year (0-based, in calendar order, the leap month
 *          right after the month it repeats) has 30 days, otherwise 29;
 *   leap:  number of the leap month, 0 if none (12 or 13 months).
 */
export const KOREAN_LUNAR_FIRST_YEAR = ${FIRST_YEAR};

export const KOREAN_LUNAR_YEARS: readonly (readonly [start: number, mask: number, leap: number])[] = [
${lines.join('\n')}
];
`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const target = new URL('../src/core/time/data/korean-lunar-months.ts', import.meta.url);
  writeFileSync(target, renderModule(generateKoreanLunarYears()));
  console.log(`${target.pathname} written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
