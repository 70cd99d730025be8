/**
 * In-process timings of the luck cores (issue 16 point 8), printed by `npm run bench` beside the
 * chart core: a saju chart's ten years of 세운 with their interactions, the jami horoscope's six
 * scopes, and iztro's `horoscope()` on the same (birth, date, hour) samples for comparison. Each
 * sample is a new birth, so nothing is reused; the chart itself is built before the clock starts.
 */
import { astro } from 'iztro';
import { horoscope } from '../src/core/jami/horoscope.js';
import { JamiChart } from '../src/core/jami/chart.js';
import { yearlyLuck } from '../src/core/saju/luck.js';
import { sajuReading } from '../src/core/saju/reading.js';

export interface Timing {
  medianUs: number;
  p99Us: number;
}

const WARM_UP = 300;

/** Median and 99th percentile of `samples` timed runs after a warm-up; `prepare` is not timed. */
function time<T>(samples: number, prepare: (i: number) => T, run: (prepared: T) => unknown): Timing {
  const times: number[] = [];
  for (let i = 0; i < samples + WARM_UP; i++) {
    const prepared = prepare(i);
    const start = process.hrtime.bigint();
    run(prepared);
    const us = Number(process.hrtime.bigint() - start) / 1000;
    if (i >= WARM_UP) times.push(us); // the first calls warm up the JIT
  }
  times.sort((a, b) => a - b);
  return { medianUs: times[Math.floor(times.length / 2)], p99Us: times[Math.floor(times.length * 0.99)] };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A random birth 1930–2010 (solar date, clock time, gender) and a target date 2000–2049. */
function sample() {
  const birth = new Date(Date.UTC(1930, 0, 1) + Math.random() * 80 * 365.25 * 86400e3);
  const target = new Date(Date.UTC(2000, 0, 1) + Math.random() * 50 * 365.25 * 86400e3);
  const hour = Math.floor(Math.random() * 24);
  return {
    birthdate: birth.toISOString().slice(0, 10),
    birthTime: `${pad(hour)}:${pad(Math.floor(Math.random() * 60))}`,
    hour,
    male: Math.random() < 0.5,
    date: target.toISOString().slice(0, 10),
    timeIndex: Math.floor(Math.random() * 13),
    fromYear: 2000 + Math.floor(Math.random() * 90),
  };
}

/** 세운 of ten years (입춘 to 입춘, ten gods, 12운성, 대운 in force, interactions) on a new chart. */
export function sajuYearsCore(samples = 3000): Timing {
  return time(
    samples,
    () => {
      const s = sample();
      const chart = sajuReading({ name: 'bench', birthdate: s.birthdate, birthTime: s.birthTime, gender: s.male ? 'M' : 'F' }).chart;
      chart.pillars();
      chart.daeun();
      return { chart, from: s.fromYear };
    },
    ({ chart, from }) => yearlyLuck(chart, { from, to: from + 9 }),
  );
}

/** The jami horoscope of a date and hour, all six scopes (대한 … 유시), on a new chart. */
export function jamiHoroscopeCore(samples = 3000): Timing {
  return time(
    samples,
    () => {
      const s = sample();
      const chart = new JamiChart({
        birthdate: s.birthdate, isLunar: false, isLeapMonth: false, birthTime: s.birthTime, gender: s.male ? 'M' : 'F', zasi: 'split',
      });
      chart.palaces();
      return { chart, date: s.date, timeIndex: s.timeIndex };
    },
    ({ chart, date, timeIndex }) => {
      const h = horoscope(chart, date, timeIndex);
      return [h.decadal(), h.minor(), h.yearly(), h.monthly(), h.daily(), h.hourly()];
    },
  );
}

/** iztro 2.6.1's `horoscope()` (all its scopes at once) on an astrolabe of a new birth. */
export function iztroHoroscopeCore(samples = 3000): Timing {
  const iztroDate = (text: string) => text.split('-').map(Number).join('-');
  const timeIndex = (hour: number) => (hour === 0 ? 0 : hour === 23 ? 12 : Math.floor((hour + 1) / 2));
  return time(
    samples,
    () => {
      const s = sample();
      const astrolabe = astro.bySolar(iztroDate(s.birthdate), timeIndex(s.hour), s.male ? '男' : '女', true, 'zh-CN');
      return { astrolabe, date: iztroDate(s.date), timeIndex: s.timeIndex };
    },
    ({ astrolabe, date, timeIndex }) => astrolabe.horoscope(date, timeIndex),
  );
}
