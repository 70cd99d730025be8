/**
 * SajuAnalysis.luck (세운, 월운, 일운) and SajuAnalysis.structure through the schema: the shape, values
 * equal to the core's own output (src/core/saju/luck.ts, structure.ts) and the published anchors of
 * docs/saju.md §11, laziness (one year computes no other year, no structure and no text), and the
 * core's LuckRangeError codes as the GraphQL error's extensions.code.
 */
import { execute, GraphQLError, parse } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/core/saju/luck.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/saju/luck.js')>();
  return { ...real, yearlyLuck: vi.fn(real.yearlyLuck), monthlyLuck: vi.fn(real.monthlyLuck), dailyLuck: vi.fn(real.dailyLuck) };
});
vi.mock('../../src/core/saju/structure.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/saju/structure.js')>();
  const instances: InstanceType<typeof real.SajuStructure>[] = [];
  /** The real structure with each block wrapped in a spy (the blocks call each other through them). */
  class SpiedStructure extends real.SajuStructure {
    constructor(...args: ConstructorParameters<typeof real.SajuStructure>) {
      super(...args);
      for (const block of ['interactions', 'strength', 'usefulGods', 'pattern', 'palaces', 'texts'] as const) {
        (this as Record<string, unknown>)[block] = vi.fn(this[block]);
      }
      instances.push(this);
    }
  }
  return { ...real, SajuStructure: SpiedStructure, instances };
});

const luck = await import('../../src/core/saju/luck.js');
const structureModule = (await import('../../src/core/saju/structure.js')) as typeof import('../../src/core/saju/structure.js') & {
  instances: InstanceType<typeof import('../../src/core/saju/structure.js').SajuStructure>[];
};
const { interactionText } = await import('../../src/core/saju/interactions.js');
const { sajuReading } = await import('../../src/core/saju/reading.js');
const { graphqlDomainError } = await import('../../src/errors.js');
const { DomainError } = await import('../../src/core/errors.js');
const { schema } = await import('../../src/graphql/schema.js');
const { CostModel } = await import('../../src/graphql/cost.js');

const INPUT = { name: 'a', birthdate: '1990-05-15', birthTime: '14:30', gender: 'M' as const };
const inputText = `{ name: "a", birthdate: "1990-05-15", birthTime: "14:30", gender: M }`;

const exec = (selection: string, input = inputText) =>
  execute({ schema, document: parse(`{ sajuAnalysis(input: ${input}) ${selection} }`), contextValue: { access: undefined, usage: null } });

const run = async (selection: string, input?: string) => {
  const result = await exec(selection, input);
  expect(result.errors).toBeUndefined();
  return (result.data as any).sajuAnalysis;
};

/** The code a GraphQL error answers with: the one mapping of the core's errors (src/app.ts). */
const answeredCode = (error: GraphQLError) => {
  const original = error.originalError;
  if (original instanceof DomainError) return graphqlDomainError(original, error).extensions.code;
  return (original as { code?: string } | undefined)?.code ?? error.extensions.code;
};

const ENTRY = `pillar { hanja korean stem { hanja } branch { hanja } } start end stemTenGod branchTenGod stage
  daeun { index age pillar { hanja } start } interactions { kind name part characters places element transforms text }`;

const PLACE = (p: string) => p.toUpperCase();
const KIND = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

/** A core entry as the schema writes it. */
function expected(e: import('../../src/core/saju/luck.js').LuckEntry) {
  return {
    pillar: e.ganzi,
    start: e.start,
    end: new Date(e.endUtcMs).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    stemTenGod: e.tenGods.stem.toUpperCase(),
    branchTenGod: e.tenGods.branch.toUpperCase(),
    stage: e.stage.toUpperCase(),
    daeun: e.daeun && { index: e.daeun.index, age: e.daeun.age, pillar: `${e.daeun.pillar.stem}/${e.daeun.pillar.branch}` },
    interactions: e.interactions.map((x) => ({
      kind: KIND(x.kind), name: x.name, part: x.part.toUpperCase(), characters: x.characters, places: x.places.map(PLACE),
      element: x.element && x.element.toUpperCase(), transforms: x.transforms,
    })),
  };
}
function actual(e: any) {
  return {
    pillar: e.pillar.hanja,
    start: e.start,
    end: e.end,
    stemTenGod: e.stemTenGod,
    branchTenGod: e.branchTenGod,
    stage: e.stage,
    daeun: e.daeun && { index: e.daeun.index, age: e.daeun.age, pillar: pillarIndex(e.daeun.pillar.hanja) },
    interactions: e.interactions.map(({ text: _text, ...x }: any) => x),
  };
}
const minutesFrom = (iso: string, anchor: string) => Math.abs(Date.parse(iso) - Date.parse(anchor)) / 60_000;
const STEMS = '甲乙丙丁戊己庚辛壬癸';
const BRANCHES = '子丑寅卯辰巳午未申酉戌亥';
const pillarIndex = (hanja: string) => `${STEMS.indexOf(hanja[0])}/${BRANCHES.indexOf(hanja[1])}`;

beforeEach(() => {
  vi.clearAllMocks();
  structureModule.instances.length = 0;
});

describe('SajuAnalysis.luck', () => {
  it('years: 2024 is 甲辰 from 입춘 2024-02-04 17:27 KST, 2025 乙巳 from 2025-02-03 23:10 KST; equal to yearlyLuck', async () => {
    const data = await run(`{ luck { years(from: 2024, count: 3) { year ${ENTRY} } } }`);
    const years = data.luck.years;
    expect(years.map((y: any) => [y.year, y.pillar.hanja, y.pillar.korean])).toEqual([[2024, '甲辰', '갑진'], [2025, '乙巳', '을사'], [2026, '丙午', '병오']]);
    // KASI gives the minute: within a minute of 17:27 and 23:10 KST.
    expect(minutesFrom(years[0].start, '2024-02-04T08:27:00Z')).toBeLessThan(1);
    expect(minutesFrom(years[1].start, '2025-02-03T14:10:00Z')).toBeLessThan(1);
    expect(years[0].end).toBe(years[1].start);
    const core = luck.yearlyLuck(sajuReading(INPUT).chart, { from: 2024, to: 2026 });
    expect(years.map(actual)).toEqual(core.map(expected));
    expect(years.some((y: any) => y.interactions.length > 0)).toBe(true);
    for (const y of years) for (const x of y.interactions) expect(x.places).toContain('LUCK');
  });

  it('months: 2024 starts 丙寅 at 입춘 and 丁卯 at 경칩 2024-03-05 11:23 KST; twelve entries equal to monthlyLuck', async () => {
    const data = await run(`{ luck { months(year: 2024) { year month jie ${ENTRY} } } }`);
    const months = data.luck.months;
    expect(months).toHaveLength(12);
    expect(months[0]).toMatchObject({ year: 2024, month: 1, jie: '입춘', pillar: { hanja: '丙寅' } });
    expect(months[1]).toMatchObject({ month: 2, jie: '경칩', pillar: { hanja: '丁卯' } });
    expect(minutesFrom(months[1].start, '2024-03-05T02:23:00Z')).toBeLessThan(1);
    expect(months[11]).toMatchObject({ month: 12, jie: '소한', pillar: { hanja: '丁丑' } });
    const core = luck.monthlyLuck(sajuReading(INPUT).chart, 2024);
    expect(months.map(actual)).toEqual(core.map(expected));
  });

  it('days: 2024-01-01 is 甲子, a day runs from 00:00 KST; equal to dailyLuck', async () => {
    const data = await run('{ luck { days(from: "2023-12-31", count: 3) { date pillar { hanja } start end stage stemTenGod branchTenGod interactions { kind } } } }');
    const days = data.luck.days;
    expect(days.map((d: any) => [d.date, d.pillar.hanja])).toEqual([['2023-12-31', '癸亥'], ['2024-01-01', '甲子'], ['2024-01-02', '乙丑']]);
    expect(days[1].start).toBe('2023-12-31T15:00:00Z');
    expect(days[1].end).toBe('2024-01-01T15:00:00Z');
    const core = luck.dailyLuck(sajuReading(INPUT).chart, '2023-12-31', '2024-01-02');
    expect(days.map((d: any) => d.stage)).toEqual(core.map((e) => e.stage.toUpperCase()));
    expect(days.map((d: any) => d.interactions.length)).toEqual(core.map((e) => e.interactions.length));
    // count defaults to one day
    const one = await run('{ luck { days(from: "2024-01-01") { date pillar { hanja } } } }');
    expect(one.luck.days).toEqual([{ date: '2024-01-01', pillar: { hanja: '甲子' } }]);
  });

  it('years without from start at the current Seoul year, ten of them', async () => {
    const data = await run('{ luck { years { year } } }');
    const now = new Date(Date.now() + 9 * 3_600_000).getUTCFullYear();
    expect(data.luck.years.map((y: any) => y.year)).toEqual(Array.from({ length: 10 }, (_, i) => now + i));
  });

  it('one year’s pillar computes that year only: no months, days, structure or text', async () => {
    const data = await run('{ luck { years(from: 2024, count: 1) { pillar { hanja } } } }');
    expect(data.luck.years).toEqual([{ pillar: { hanja: '甲辰' } }]);
    expect(vi.mocked(luck.yearlyLuck)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(luck.yearlyLuck).mock.calls[0][1]).toEqual({ from: 2024, to: 2024 });
    expect(luck.monthlyLuck).not.toHaveBeenCalled();
    expect(luck.dailyLuck).not.toHaveBeenCalled();
    expect(structureModule.instances).toHaveLength(0);
  });

  it('the same range selected twice (aliases) is computed once', async () => {
    await run('{ a: luck { years(from: 2024, count: 2) { year } } b: luck { years(from: 2024, count: 2) { pillar { hanja } } } }');
    expect(vi.mocked(luck.yearlyLuck)).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['years(from: 2024, count: 121) { year }', 'LUCK_RANGE_TOO_LONG'],
    ['years(from: 1800, count: 1) { year }', 'DATE_OUT_OF_RANGE'],
    ['years(from: 2095, count: 10) { year }', 'DATE_OUT_OF_RANGE'],
    ['months(year: 2102) { month }', 'DATE_OUT_OF_RANGE'],
    ['days(from: "2024-01-01", count: 367) { date }', 'LUCK_RANGE_TOO_LONG'],
    ['days(from: "2024-02-30") { date }', 'INVALID_DATE'],
    ['days(from: "2024-1-1") { date }', 'INVALID_DATE'],
  ])('%s answers %s (the core’s LuckRangeError)', async (selection, code) => {
    const result = await exec(`{ luck { ${selection} } }`);
    expect(result.errors).toHaveLength(1);
    const error = result.errors![0];
    expect(error.originalError).toBeInstanceOf(luck.LuckRangeError);
    expect((error.originalError as InstanceType<typeof DomainError>).code).toBe(code);
    expect(answeredCode(error)).toBe(code);
    expect(graphqlDomainError(error.originalError as never, error).extensions.http).toEqual({ status: 400 });
  });

  it('each 일운 selection costs a credit per 183 days (a count over the limit is priced as the limit); 세운 and 월운 cost nothing extra', () => {
    const model = new CostModel(schema);
    const costOf = (luckSelection: string) =>
      model.cost(parse(`{ sajuAnalysis(input: ${inputText}) { luck { ${luckSelection} } } }`)).credits;
    const base = costOf('years { year } months(year: 2024) { month }');
    expect(base).toBe(2);
    expect(costOf('days(from: "2024-01-01") { date }')).toBe(base + 1);
    expect(costOf('days(from: "2024-01-01", count: 183) { date }')).toBe(base + 1);
    expect(costOf('days(from: "2024-01-01", count: 366) { date }')).toBe(base + 2);
    expect(costOf('days(from: "2024-01-01", count: 100000) { date }')).toBe(base + 2);
    expect(costOf('a: days(from: "2024-01-01") { date } b: days(from: "2025-01-01") { date }')).toBe(base + 2);
  });

  it('a count below 1 is a validation error', async () => {
    const result = await exec('{ luck { years(from: 2024, count: 0) { year } } }');
    expect(result.errors).toHaveLength(1);
    expect(answeredCode(result.errors![0])).toBe('VALIDATION_ERROR');
  });
});

describe('SajuAnalysis.structure', () => {
  const STRUCTURE = `{ structure {
    interactions { kind name part characters places element transforms text }
    strength { score category deukryeong deukji deukse groups { companion output wealth officer resource } }
    usefulGods { method applied useful usefulGroup favorable unfavorable reason }
    pattern { name tenGod stem { hanja } basis revealedAt }
    taewon { hanja } myeonggung { hanja } singung { hanja } texts } }`;

  it('equals SajuStructure of the same pillars', async () => {
    const data = await run(STRUCTURE);
    const s = data.structure;
    const { SajuStructure } = structureModule;
    const core = new SajuStructure(sajuReading(INPUT).chart.pillars());
    const strength = core.strength();
    expect(s.strength).toEqual({
      score: strength.score, category: strength.category, deukryeong: strength.deukryeong, deukji: strength.deukji, deukse: strength.deukse,
      groups: { companion: strength.groups.비겁, output: strength.groups.식상, wealth: strength.groups.재성, officer: strength.groups.관성, resource: strength.groups.인성 },
    });
    const u = core.usefulGods();
    expect(s.usefulGods).toEqual({
      method: 'EOKBU', applied: 'EOKBU', useful: u.useful.toUpperCase(), usefulGroup: u.usefulGroup, favorable: u.favorable.toUpperCase(), unfavorable: u.unfavorable.toUpperCase(), reason: u.reason,
    });
    const p = core.pattern();
    expect(s.pattern).toEqual({
      name: p.name, tenGod: p.tenGod.toUpperCase(), stem: { hanja: STEMS[p.stem] }, basis: KIND(p.basis), revealedAt: p.revealedAt.map(PLACE),
    });
    const pal = core.palaces();
    const hanja = (x: { stem: number; branch: number } | null) => x && { hanja: STEMS[x.stem] + BRANCHES[x.branch] };
    expect([s.taewon, s.myeonggung, s.singung]).toEqual([hanja(pal.taewon), hanja(pal.myeonggung), hanja(pal.singung)]);
    expect(s.texts).toEqual(core.texts());
    expect(s.interactions.map((x: any) => x.text)).toEqual(core.interactions().map((x) => interactionText(x)));
    expect(s.interactions.map(({ text: _t, ...x }: any) => x)).toEqual(core.interactions().map((x) => ({
      kind: KIND(x.kind), name: x.name, part: x.part.toUpperCase(), characters: x.characters, places: x.places.map(PLACE),
      element: x.element && x.element.toUpperCase(), transforms: x.transforms,
    })));
    // 1990-05-15 14:30 has the month pillar 辛巳: the 태원 is the month stem one on and the branch three on, 壬申.
    expect(s.taewon.hanja).toBe('壬申');
  });

  it('without a birth time: no 명궁 or 신궁, no hour in any interaction', async () => {
    const data = await run('{ structure { myeonggung { hanja } singung { hanja } interactions { places } strength { score } } }',
      '{ name: "a", birthdate: "1990-05-15", gender: M }');
    expect(data.structure.myeonggung).toBeNull();
    expect(data.structure.singung).toBeNull();
    for (const x of data.structure.interactions) expect(x.places).not.toContain('HOUR');
  });

  it('usefulGodMethod: JOHU for a summer (巳) month gives 수', async () => {
    const data = await run('{ structure(usefulGodMethod: JOHU) { usefulGods { method applied useful favorable unfavorable } } }');
    expect(data.structure.usefulGods).toEqual({ method: 'JOHU', applied: 'JOHU', useful: 'WATER', favorable: 'METAL', unfavorable: 'EARTH' });
  });

  it('the strength alone computes no pattern, no interactions and no text', async () => {
    await run('{ structure { strength { score } } }');
    expect(structureModule.instances).toHaveLength(1);
    const s = structureModule.instances[0];
    expect(s.strength).toHaveBeenCalledTimes(1);
    for (const block of ['interactions', 'usefulGods', 'pattern', 'palaces', 'texts'] as const) expect(s[block]).not.toHaveBeenCalled();
    expect(luck.yearlyLuck).not.toHaveBeenCalled();
  });

  it('texts and every block in one request share one structure', async () => {
    await run('{ structure { texts strength { score } pattern { name } } again: structure { usefulGods { useful } } }');
    expect(structureModule.instances).toHaveLength(1);
  });
});
