/**
 * saju/luck: 세운, 월운 and 일운 with their relations to the natal pillars (an addition).
 */
import { z } from 'zod';
import { int, ref, str, fieldText } from './common.js';
import { birthClockField, tenGod } from './saju.js';

// ── Saju luck and structure, jami horoscope (additions beyond the reference interface) ───────

export const PLACES = ['year', 'month', 'day', 'hour', 'daeun', 'luck'] as const;
export const SajuInteraction = z
  .strictObject({
    name: str('Korean name of the relation, e.g. 천간합, 육충, 삼합, 삼형(지세지형), 원진'),
    part: z.enum(['stem', 'branch']).meta({ description: 'Between stems (stem) or between branches (branch)' }),
    characters: str(fieldText('SajuInteraction.characters')),
    places: z
      .array(z.enum(PLACES))
      .meta({ description: 'Where the characters stand: year, month, day, hour (natal pillars), daeun (the 대운 in force) or luck (the entry itself)' }),
    element: z.string().nullable().meta({ description: 'The element a combination forms (목 화 토 금 수); null for clashes, punishments, 파, 해 and 원진' }),
    transforms: z.boolean().nullable().meta({ description: '천간합 only: whether it transforms (合化); null for every other relation' }),
    text: str('One Korean sentence naming the places, the characters, the relation and its element'),
  })
  .meta({ id: 'SajuInteraction', description: 'A relation (合, 沖, 刑, 破, 害, 怨嗔) between stems or branches' });

const luckEntryFields = {
  pillar: str('The entry’s pillar in hanja, e.g. 甲辰'),
  pillar_korean: str('The same pillar in Korean, e.g. 갑진'),
  start: str(fieldText('SajuLuckPeriod.start')),
  end: str('End instant (exclusive: the next entry’s start), UTC ISO 8601 to the second'),
  stem_ten_god: tenGod('Ten god of the entry’s stem against the natal day stem'),
  branch_ten_god: tenGod(fieldText('SajuLuckPeriod.branchTenGod')),
  stage: str('12운성 of the natal day stem on the entry’s branch: 장생 … 양'),
  daeun: z
    .strictObject({
      index: int('0 for the first cycle of the 대운 list'),
      age: int(fieldText('SajuDaeunInForce.age')),
      pillar: str('The cycle’s pillar in hanja'),
      start: str('Start of the cycle, UTC ISO 8601'),
    })
    .nullable()
    .meta({ description: 'The 대운 cycle in force at the start; null before the first cycle' }),
  interactions: z
    .array(ref(SajuInteraction, 'A relation of the entry'))
    .meta({ description: 'Relations of the entry (place luck) with the natal pillars and the 대운 in force' }),
};

export const SajuLuckResponse = z
  .strictObject({
    ...birthClockField,
    years: z
      .array(z.strictObject({ year: int('The Gregorian year whose 입춘 starts the 세운'), ...luckEntryFields }))
      .meta({ description: '세운: one entry per year, from 입춘 to the next 입춘' }),
    months: z
      .array(
        z.strictObject({
          year: int(fieldText('SajuMonthLuck.year')),
          month: int(fieldText('SajuMonthLuck.month')),
          jie: str(fieldText('SajuMonthLuck.jie')),
          ...luckEntryFields,
        }),
      )
      .optional()
      .meta({ description: 'With month_year: 월운, the twelve month pillars of that saju year, each from its 節' }),
    days: z
      .array(z.strictObject({ date: str(fieldText('SajuDayLuck.date')), ...luckEntryFields }))
      .optional()
      .meta({ description: 'With from_date: 일운, the day pillar of each date, 00:00–24:00 of the Korean standard clock' }),
  })
  .meta({ id: 'SajuLuckResponse', description: '세운, and when asked 월운 and 일운, read against the birth chart (no envelope)' });
