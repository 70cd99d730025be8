/**
 * The luck timelines (docs/saju.md §11): 세운, 월운 and 일운 read against the birth chart, on
 * SajuAnalysis and as the sajuLuck root field.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import type { SajuReading } from '../core/saju/reading.js';
import {
  LUCK_FIRST_YEAR, LUCK_LAST_YEAR, LUCK_LIMITS, LuckRangeError, dailyLuck, monthlyLuck, yearlyLuck, type DayLuck, type DaeunInForce, type LuckEntry, type MonthLuck, type YearLuck,
} from '../core/saju/luck.js';
import { utcIso } from '../core/time/local-time.js';
import { SAJU_ZONE } from '../core/saju/birth-clock.js';
import { builder } from './builder.js';
import { BirthClockObject } from './birth-time.js';
import { InteractionObject } from './saju-structure.js';
import { PillarObject, SajuInput, readingOf } from './saju.js';
import { LifeStageEnum, TenGodEnum } from './saju-enums.js';

// ── Luck timelines (docs/saju.md §11) ────────────────────────────────────────────────────────

const DaeunInForceObject = builder.objectRef<DaeunInForce>('SajuDaeunInForce').implement({
  description: 'The 대운 cycle in force at the start of a luck entry.',
  fields: (t) => ({
    index: t.exposeInt('index', { description: '0 for the first cycle of daeun.periods.' }),
    age: t.exposeInt('age', { description: 'Age at which the cycle starts.' }),
    pillar: t.field({ type: PillarObject, description: 'The cycle’s pillar.', resolve: (d) => d.pillar }),
    start: t.string({ description: 'Start of the cycle (the 대운 start plus 10 years per earlier cycle, Seoul clock), UTC ISO 8601.', resolve: (d) => utcIso(d.startUtcMs) }),
  }),
});

const LuckPeriodInterface = builder.interfaceRef<LuckEntry>('SajuLuckPeriod').implement({
  description: 'A 세운, 월운 or 일운 entry: its pillar, span, ten gods, 12운성, the 대운 in force and its interactions.',
  fields: (t) => ({
    pillar: t.field({ type: PillarObject, description: 'The entry’s pillar.', resolve: (e) => e.pillar }),
    start: t.exposeString('start', { description: 'Start instant, UTC ISO 8601 to the second.' }),
    end: t.string({ description: 'End instant (exclusive; the next entry’s start), UTC ISO 8601 to the second.', resolve: (e) => utcIso(e.endUtcMs) }),
    stemTenGod: t.field({ type: TenGodEnum, description: 'Ten god of the entry’s stem against the natal day stem, e.g. PIAN_CAI (편재).', resolve: (e) => e.tenGods.stem }),
    branchTenGod: t.field({ type: TenGodEnum, description: 'Ten god of the entry’s branch (by its 정기) against the natal day stem.', resolve: (e) => e.tenGods.branch }),
    stage: t.field({ type: LifeStageEnum, description: '12운성 of the natal day stem on the entry’s branch: CHANG_SHENG (장생) … YANG (양).', resolve: (e) => e.stage }),
    daeun: t.field({
      type: DaeunInForceObject,
      nullable: true,
      description: 'The 대운 in force at the start; null before the first cycle.',
      resolve: (e) => e.daeun,
    }),
    interactions: t.field({
      type: [InteractionObject],
      description: 'Relations of the entry (place LUCK) with the natal pillars and the 대운 in force; relations without the entry are not listed.',
      resolve: (e) => e.interactions,
    }),
  }),
});

export const YearLuckObject = builder.objectRef<YearLuck>('SajuYearLuck').implement({
  description: '세운: the pillar of a year, from its 입춘 to the next.',
  interfaces: [LuckPeriodInterface],
  isTypeOf: (e) => typeof e === 'object' && e !== null && 'year' in e && !('month' in e),
  fields: (t) => ({
    year: t.exposeInt('year', { description: 'The Gregorian year whose 입춘 starts it.' }),
  }),
});

export const MonthLuckObject = builder.objectRef<MonthLuck>('SajuMonthLuck').implement({
  description: '월운: a month pillar, from its 節 to the next.',
  interfaces: [LuckPeriodInterface],
  isTypeOf: (e) => typeof e === 'object' && e !== null && 'month' in e,
  fields: (t) => ({
    year: t.exposeInt('year', { description: 'The year whose 입춘 starts the saju year holding the month.' }),
    month: t.exposeInt('month', { description: '1 = 寅 month (from 입춘) … 12 = 丑 month (from 소한 of the next calendar year).' }),
    jie: t.exposeString('jie', { description: 'The 節 that starts it, Korean name, e.g. 경칩.' }),
  }),
});

const DayLuckObject = builder.objectRef<DayLuck>('SajuDayLuck').implement({
  description: '일운: the day pillar of a civil date, 00:00–24:00 of the Korean standard clock.',
  interfaces: [LuckPeriodInterface],
  isTypeOf: (e) => typeof e === 'object' && e !== null && 'date' in e,
  fields: (t) => ({
    date: t.exposeString('date', { description: 'The civil date, YYYY-MM-DD.' }),
  }),
});

/** Timelines computed once per reading and range (aliases of the same range share them). */
const TIMELINES = new WeakMap<SajuReading, Map<string, LuckEntry[]>>();
function timeline<T extends LuckEntry>(r: SajuReading, key: string, compute: () => T[]): T[] {
  let byKey = TIMELINES.get(r);
  if (!byKey) TIMELINES.set(r, (byKey = new Map<string, LuckEntry[]>()));
  let list = byKey.get(key);
  if (!list) byKey.set(key, (list = compute()));
  return list as T[];
}

const seoulYear = () => DateTime.now().setZone(SAJU_ZONE).year;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const positiveCount = z.number().int().min(1, { message: 'ensure this value is greater than or equal to 1' });

export const LuckObject = builder.objectRef<SajuReading>('SajuLuck').implement({
  description: 'Luck timelines (docs/saju.md §11): 세운, 월운 and 일운 read against this chart; each range computed when selected.',
  fields: (t) => ({
    birthClock: t.field({ type: BirthClockObject, description: 'The time actually used for the chart (zone, corrections, the clock of the day and hour).', resolve: (r) => ({ ...r.chart.clock(), zasi: r.chart.zasi }) }),
    years: t.field({
      type: [YearLuckObject],
      description: `세운: one entry per year from 입춘 to 입춘 (years ${LUCK_FIRST_YEAR}–${LUCK_LAST_YEAR}, at most ${LUCK_LIMITS.maxYears}).`,
      args: {
        from: t.arg.int({ required: false, description: 'First year; default the current year on the Seoul clock.' }),
        count: t.arg.int({
          required: false,
          defaultValue: LUCK_LIMITS.defaultYears,
          description: `Number of years, 1–${LUCK_LIMITS.maxYears} (more: LUCK_RANGE_TOO_LONG).`,
          validate: { schema: positiveCount },
        }),
      },
      resolve: (r, args) => {
        const count = args.count ?? LUCK_LIMITS.defaultYears;
        if (count > LUCK_LIMITS.maxYears) {
          throw new LuckRangeError('LUCK_RANGE_TOO_LONG', `At most ${LUCK_LIMITS.maxYears} years of 세운, asked for ${count}`);
        }
        const from = args.from ?? seoulYear();
        return timeline(r, `y${from}:${count}`, () => yearlyLuck(r.chart, { from, to: from + count - 1 }));
      },
    }),
    months: t.field({
      type: [MonthLuckObject],
      description: '월운: the twelve months of the saju year that 입춘 of `year` starts, 寅 … 丑.',
      args: { year: t.arg.int({ required: true, description: `The year whose 입춘 starts them, ${LUCK_FIRST_YEAR}–${LUCK_LAST_YEAR}.` }) },
      resolve: (r, { year }) => timeline(r, `m${year}`, () => monthlyLuck(r.chart, year)),
    }),
    days: t.field({
      type: [DayLuckObject],
      description: `일운: the day pillar of each date from \`from\` on (at most ${LUCK_LIMITS.maxDays} days).`,
      args: {
        from: t.arg.string({ required: true, description: 'First date, YYYY-MM-DD (an existing date, else INVALID_DATE).' }),
        count: t.arg.int({
          required: false,
          defaultValue: LUCK_LIMITS.defaultDays,
          description: `Number of days, 1–${LUCK_LIMITS.maxDays} (more: LUCK_RANGE_TOO_LONG).`,
          validate: { schema: positiveCount },
        }),
      },
      resolve: (r, args) => {
        const count = args.count ?? LUCK_LIMITS.defaultDays;
        if (count > LUCK_LIMITS.maxDays) {
          throw new LuckRangeError('LUCK_RANGE_TOO_LONG', `At most ${LUCK_LIMITS.maxDays} days of 일운, asked for ${count}`);
        }
        const m = YMD.exec(args.from);
        // A malformed `from` is the core's INVALID_DATE: it is checked before `to`.
        const to = m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3] + count - 1)).toISOString().slice(0, 10) : args.from;
        return timeline(r, `d${args.from}:${count}`, () => dailyLuck(r.chart, args.from, to));
      },
    }),
  }),
});
builder.queryFields((t) => ({
  sajuLuck: t.field({
    type: LuckObject,
    description: '세운, 월운 and 일운 of a birth alone, without the analysis blocks (POST /v1/saju/luck; docs/saju.md §11).',
    args: { input: t.arg({ type: SajuInput, required: true, description: 'The birth.' }) },
    resolve: (_root, { input }) => readingOf(input),
  }),
}));
