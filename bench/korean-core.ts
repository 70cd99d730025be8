/**
 * In-process timings of issue 27's operations, printed by `npm run bench` beside the chart core: 궁합
 * of two new births, a year of 택일 for two people, and the 신년운세 of a new birth. The charts are
 * built inside the clock (each request builds its own), so each sample is a whole operation's core.
 */
import { compatibility } from '../src/core/saju/compatibility.js';
import { selectDates } from '../src/core/saju/date-selection.js';
import { sajuReading } from '../src/core/saju/reading.js';
import { yearlyReading, yearlyTexts } from '../src/core/saju/yearly.js';
import type { Timing } from './luck-core.js';

const WARM_UP = 30;

function time(samples: number, run: () => unknown): Timing {
  const times: number[] = [];
  for (let i = 0; i < samples + WARM_UP; i++) {
    const start = process.hrtime.bigint();
    run();
    const us = Number(process.hrtime.bigint() - start) / 1000;
    if (i >= WARM_UP) times.push(us);
  }
  times.sort((a, b) => a - b);
  return { medianUs: times[Math.floor(times.length / 2)], p99Us: times[Math.floor(times.length * 0.99)] };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A random birth 1930–2010. */
function birth() {
  const date = new Date(Date.UTC(1930, 0, 1) + Math.random() * 80 * 365.25 * 86400e3);
  return sajuReading({
    name: 'bench',
    birthdate: date.toISOString().slice(0, 10),
    birthTime: `${pad(Math.floor(Math.random() * 24))}:${pad(Math.floor(Math.random() * 60))}`,
    gender: Math.random() < 0.5 ? 'M' : 'F',
  });
}
const year = () => 2000 + Math.floor(Math.random() * 80);

export function compatibilityCore(samples = 500): Timing {
  return time(samples, () => compatibility(birth().chart, birth().chart, year()));
}

/** A whole year (366 days at most) for two people, every day ranked. */
export function dateSelectionYearCore(samples = 200): Timing {
  return time(samples, () => {
    const people = [birth(), birth()].map((r) => ({
      dayBranch: r.chart.pillars().day.branch,
      yearBranch: r.chart.pillars().year.branch,
      lunarBirthYear: r.birthDate.lunar.year,
      gender: r.chart.input.gender,
    }));
    const y = year();
    return selectDates({ from: `${y}-01-01`, to: `${y}-12-31`, purpose: 'moving', direction: 'south', people });
  });
}

export function yearlyCore(samples = 500): Timing {
  return time(samples, () => yearlyTexts(yearlyReading(birth().chart, year())));
}
