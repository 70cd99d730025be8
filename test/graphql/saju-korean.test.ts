/**
 * The GraphQL side of issue 27: sajuCompatibility, sajuDateSelection, sajuYearly, and the birth-time
 * options on the saju and jami inputs (absent options: the same answer as before, birthClock aside).
 */
import { execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/schema.js';

const run = async (query: string) => {
  const result = await execute({ schema, document: parse(query), contextValue: { access: null, usage: null } });
  expect(result.errors).toBeUndefined();
  return result.data as Record<string, any>;
};
const person = (date: string, gender = 'M', extra = '') => `{ name: "A", birthdate: "${date}", birthTime: "14:30", gender: ${gender} ${extra} }`;

describe('birth-time options on GraphQL', () => {
  it('a birth abroad: the clock and zone echoed, day and hour from that zone’s standard clock', async () => {
    const q = (extra: string) => `{ sajuBasic(input: ${person('1990-07-04', 'M', extra)}) { pillars { day { hanja } hour { hanja } }
      birthClock { timezone timezoneSource instantUtc dayHourClock daylightSavingMinutes solarTime } } }`;
    const la = await run(q('birthPlace: { timezone: "America/Los_Angeles" }'));
    expect(la.sajuBasic.birthClock).toMatchObject({
      timezone: 'America/Los_Angeles', timezoneSource: 'NAMED', instantUtc: '1990-07-04T21:30:00Z', dayHourClock: '1990-07-04T13:30:00', daylightSavingMinutes: 60, solarTime: 'STANDARD',
    });
    const seoul = await run(q(''));
    expect(seoul.sajuBasic.birthClock).toMatchObject({ timezone: 'Asia/Seoul', timezoneSource: 'KOREA', dayHourClock: '1990-07-04T14:30:00' });
  });

  it('jami: no option → birthClock null (the clock as entered); TRUE_SOLAR with a longitude reads the corrected clock', async () => {
    const q = (extra: string) => `{ jamiChart(input: { name: "A", birthdate: "1990-07-04", birthTime: "00:10", gender: "M" ${extra} }) { calendarConversion birthClock { dayHourClock equationOfTimeMinutes } } }`;
    expect((await run(q(''))).jamiChart.birthClock).toBeNull();
    const solar = (await run(q('solarTime: TRUE_SOLAR, localMeanTimeLongitude: 126.98'))).jamiChart;
    expect(solar.birthClock.dayHourClock.slice(0, 10)).toBe('1990-07-03');
    expect(solar.calendarConversion).toContain('1990-07-03');
  });
});

describe('root fields', () => {
  it('sajuCompatibility is symmetric in the two people', async () => {
    const q = (a: string, b: string) => `{ sajuCompatibility(input: { first: ${a}, second: ${b}, fromYear: 2026 }) { score components { id points } dayStemBond texts(lang: EN) } }`;
    const [a, b] = [person('1990-05-15'), person('1992-11-02', 'F')];
    const ab = (await run(q(a, b))).sajuCompatibility;
    const ba = (await run(q(b, a))).sajuCompatibility;
    expect(ba.score).toBe(ab.score);
    expect(ba.components).toEqual(ab.components);
    expect(ab.texts.length).toBeGreaterThan(0);
  });

  it('sajuDateSelection ranks a year’s days with reasons; limit keeps the best', async () => {
    const data = await run(`{ sajuDateSelection(input: { from: "2026-01-01", to: "2026-12-31", purpose: MOVING, direction: NORTH, limit: 5,
      people: [${person('1990-05-15')}, ${person('1992-11-02', 'F')}] }) { years { year threeKillings greatGeneral } days { date score officer son reasons { factor points label(lang: EN) } } } }`);
    const s = data.sajuDateSelection;
    expect(s.days).toHaveLength(5);
    expect(s.years.find((y: any) => y.year === 2026)).toEqual({ year: 2026, threeKillings: 'NORTH', greatGeneral: 'EAST' });
    for (const d of s.days) expect(d.score).toBe(d.reasons.reduce((n: number, r: any) => n + r.points, 0));
  });

  it('sajuYearly gives 2024 甲辰 with twelve months and texts with their basis', async () => {
    const data = await run(`{ sajuYearly(input: { person: ${person('1990-05-15')}, year: 2024 }) { year { pillar { hanja } } months { jie } texts { domain basis } } }`);
    expect(data.sajuYearly.year.pillar.hanja).toBe('甲辰');
    expect(data.sajuYearly.months.map((m: any) => m.jie)[0]).toBe('입춘');
    expect(data.sajuYearly.texts.every((t: any) => t.basis.length > 0)).toBe(true);
  });
});
