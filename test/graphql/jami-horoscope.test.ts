/**
 * JamiChart.horoscope, JamiChart.flyingStars and JamiInput.zasi through the schema: the shape and
 * values equal to the core computed independently here (src/core/jami/horoscope.ts, flying-stars.ts;
 * their agreement with iztro is tested in test/core), the HH:MM → time index reading, the zasi
 * conventions, laziness (one scope computes no other scope and no flying stars), and validation.
 */
import { execute, parse } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/core/jami/horoscope.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/jami/horoscope.js')>();
  const instances: InstanceType<typeof real.JamiHoroscope>[] = [];
  /** The real horoscope with each scope wrapped in a spy. */
  const spied = (...args: Parameters<typeof real.horoscope>) => {
    const h = real.horoscope(...args);
    for (const scope of real.HOROSCOPE_SCOPES) (h as unknown as Record<string, unknown>)[scope] = vi.fn(h[scope]);
    instances.push(h);
    return h;
  };
  return { ...real, horoscope: vi.fn(spied), instances };
});
vi.mock('../../src/core/jami/flying-stars.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/jami/flying-stars.js')>();
  return { ...real, flyingStars: vi.fn(real.flyingStars) };
});

const horoscopeModule = (await import('../../src/core/jami/horoscope.js')) as typeof import('../../src/core/jami/horoscope.js') & {
  instances: InstanceType<typeof import('../../src/core/jami/horoscope.js').JamiHoroscope>[];
};
const { flyingStars } = await import('../../src/core/jami/flying-stars.js');
const { JamiChart } = await import('../../src/core/jami/chart.js');
const { MOVING_STARS, MOVING_STAR_NAMES, HOROSCOPE_SCOPES } = horoscopeModule;
const { PALACE_IDS, MUTAGENS } = await import('../../src/core/jami/types.js');
const { branchKo, palaceKo, starKo } = await import('../helpers/jami-labels.js');
const { schema } = await import('../../src/graphql/schema.js');

const BIRTH = { birthdate: '1990-05-15', isLunar: false, isLeapMonth: false, birthTime: '14:30', gender: 'M' as const };
const inputText = (extra = '', birthTime = '14:30') =>
  `{ name: "a", birthdate: "1990-05-15", birthTime: "${birthTime}", gender: "M" ${extra} }`;

const exec = (selection: string, input = inputText()) =>
  execute({ schema, document: parse(`{ jamiChart(input: ${input}) ${selection} }`), contextValue: { access: undefined, usage: null } });

const run = async (selection: string, input?: string) => {
  const result = await exec(selection, input);
  expect(result.errors).toBeUndefined();
  return (result.data as any).jamiChart;
};

const SCOPE = `scope name ganji lifePalaceBranch natalPalace palaces { palace branch }
  transformations { mutagen star branch natalPalace scopePalace }`;
const STARS = 'stars { key name branch }';
const HOROSCOPE = `date timeIndex zasi lunarDate lunarIsLeapMonth age
  yearPillar { korean } monthPillar { korean } dayPillar { korean } hourPillar { korean }
  decadal { ${SCOPE} childhood ageFrom ageTo ${STARS} }
  minor { ${SCOPE} age }
  yearly { ${SCOPE} year ${STARS} jieshen suiqian { name branch } jiangqian { name branch } }
  monthly { ${SCOPE} ${STARS} } daily { ${SCOPE} ${STARS} } hourly { ${SCOPE} ${STARS} }`;

/** A core id as the schema's enum value (EarthlyBranch, JamiPalaceId): the id in upper case. */
const up = (id: string) => id.toUpperCase();

/** A core scope as the schema writes it. */
function expectedScope(v: any) {
  if (!v) return null;
  const out: Record<string, unknown> = {
    scope: v.scope.toUpperCase(),
    name: horoscopeModule.SCOPE_NAMES[v.scope as keyof typeof horoscopeModule.SCOPE_NAMES],
    ganji: v.ganji,
    lifePalaceBranch: up(v.branch),
    natalPalace: up(v.natalPalace),
    palaces: PALACE_IDS.map((id) => ({ palace: up(id), branch: up(v.palaces[id]) })),
    transformations: v.transformations.map((t: any) => ({
      ...t, mutagen: up(t.mutagen), star: up(t.star), branch: up(t.branch), natalPalace: up(t.natalPalace), scopePalace: up(t.scopePalace),
    })),
  };
  if (v.stars) out.stars = MOVING_STARS.map((key) => ({ key, name: MOVING_STAR_NAMES[v.scope as 'yearly'][key], branch: up(v.stars[key]) }));
  switch (v.scope) {
    case 'decadal':
      return { ...out, childhood: v.childhood, ageFrom: v.ageRange.from, ageTo: v.ageRange.to };
    case 'minor':
      return { ...out, age: v.age };
    case 'yearly':
      return {
        ...out, year: v.year, jieshen: up(v.stars.jieshen),
        suiqian: Object.entries(v.suiqian).map(([name, branch]) => ({ name, branch: up(branch as string) })),
        jiangqian: Object.entries(v.jiangqian).map(([name, branch]) => ({ name, branch: up(branch as string) })),
      };
    default:
      return out;
  }
}

const pillarKo = (p: { stem: number; branch: number }) => '갑을병정무기경신임계'[p.stem] + '자축인묘진사오미신유술해'[p.branch];

beforeEach(() => {
  vi.clearAllMocks();
  horoscopeModule.instances.length = 0;
});

describe('JamiChart.horoscope', () => {
  it.each([
    ['2024-06-10', '14:30', 7],
    ['2024-02-10', '00:30', 0],
    ['2031-11-02', '01:00', 1],
    ['2050-08-20', '23:30', 12],
    ['1995-03-03', null, 0],
  ])('%s %s (time index %i) equals the core horoscope of the same chart', async (date, time, timeIndex) => {
    const args = time ? `date: "${date}", time: "${time}"` : `date: "${date}"`;
    const h = (await run(`{ horoscope(${args}) { ${HOROSCOPE} } }`)).horoscope;
    const core = horoscopeModule.horoscope(new JamiChart(BIRTH), date, timeIndex);
    const { target } = core;
    expect(h).toMatchObject({
      date, timeIndex, zasi: 'SPLIT', lunarIsLeapMonth: target.lunar.isLeapMonth, age: target.age,
      yearPillar: { korean: pillarKo(target.year) }, monthPillar: { korean: pillarKo(target.month) },
      dayPillar: { korean: pillarKo(target.day) }, hourPillar: { korean: pillarKo(target.hourPillar) },
    });
    expect(h.lunarDate).toBe(`${target.lunar.year}-${String(target.lunar.month).padStart(2, '0')}-${String(target.lunar.day).padStart(2, '0')}`);
    for (const scope of HOROSCOPE_SCOPES) expect(h[scope]).toEqual(expectedScope(core[scope]()));
  });

  it('2024-06-10: 유년 갑진 (lunar 2024), 虛歲 35, four transformations per scope, twelve palaces', async () => {
    const h = (await run('{ horoscope(date: "2024-06-10", time: "14:30") { age yearly { year ganji transformations { mutagen } palaces { name } } } }')).horoscope;
    expect(h.age).toBe(2024 - 1990 + 1);
    expect(h.yearly).toMatchObject({ year: 2024, ganji: '갑진' });
    expect(h.yearly.transformations.map((t: any) => t.mutagen)).toEqual(MUTAGENS.map(up));
    expect(h.yearly.palaces.map((p: any) => p.name)).toEqual(PALACE_IDS.map(palaceKo));
  });

  it('before birth there is no 대한 and no 소한', async () => {
    const h = (await run('{ horoscope(date: "1985-01-01") { age decadal { ganji } minor { ganji } yearly { ganji } } }')).horoscope;
    expect(h.age).toBeLessThan(1);
    expect(h.decadal).toBeNull();
    expect(h.minor).toBeNull();
  });

  it('one scope computes that scope only, and no flying stars; aliases of the same date share one horoscope', async () => {
    await run('{ horoscope(date: "2024-06-10") { yearly { ganji } } again: horoscope(date: "2024-06-10") { yearly { year } } }');
    expect(horoscopeModule.horoscope).toHaveBeenCalledTimes(1);
    const [h] = horoscopeModule.instances;
    expect(h.yearly).toHaveBeenCalledTimes(2);
    for (const scope of ['decadal', 'minor', 'monthly', 'daily', 'hourly'] as const) expect(h[scope]).not.toHaveBeenCalled();
    expect(flyingStars).not.toHaveBeenCalled();
  });

  it.each([
    ['date: "2024-6-10"'],
    ['date: "2024-02-30"'],
    ['date: "2150-01-01"'],
    ['date: "1850-01-01"'],
    ['date: "2024-06-10", time: "24:00"'],
    ['date: "2024-06-10", time: "7:30"'],
  ])('horoscope(%s) is a validation error', async (args) => {
    const result = await exec(`{ horoscope(${args}) { age } }`);
    expect(result.errors).toHaveLength(1);
    expect((result.errors![0].originalError as { code?: string }).code).toBe('VALIDATION_ERROR');
  });
});

describe('JamiInput.zasi', () => {
  const LATE = '23:30';
  it('default SPLIT is today’s chart; JASI and MIDNIGHT are the core’s charts with that convention', async () => {
    const selection = '{ zasi lifePalaceBranch bodyPalaceBranch bureauName stars(kind: "major") { name branch } }';
    const split = await run(selection, inputText('', LATE));
    const explicit = await run(selection, inputText('zasi: SPLIT', LATE));
    expect(explicit).toEqual(split);
    expect(split.zasi).toBe('SPLIT');
    for (const zasi of ['split', 'jasi', 'midnight'] as const) {
      const data = await run(selection, inputText(`zasi: ${zasi.toUpperCase()}`, LATE));
      const chart = new JamiChart({ ...BIRTH, birthTime: LATE, zasi });
      expect(data.zasi).toBe(zasi.toUpperCase());
      expect(data.lifePalaceBranch).toBe(up(chart.palaces().lifeBranch));
      expect(data.stars.map((s: any) => ({ ...s, branch: branchKo(s.branch.toLowerCase()) }))).toEqual(chart.stars().filter((s) => s.kind === 'major').map((s) => ({ name: starKo(s.id), branch: '자축인묘진사오미신유술해'[s.branch] })));
    }
  });

  it('a horoscope at 23:xx follows the chart’s zasi: JASI reads the next day, MIDNIGHT the same day’s 子', async () => {
    const sel = `{ horoscope(date: "2024-06-10", time: "${LATE}") { zasi lunarDate dayPillar { korean } hourPillar { korean } daily { ganji lifePalaceBranch } } }`;
    const split = (await run(sel)).horoscope;
    const jasi = (await run(sel, inputText('zasi: JASI'))).horoscope;
    const midnight = (await run(sel, inputText('zasi: MIDNIGHT'))).horoscope;
    expect([split.zasi, jasi.zasi, midnight.zasi]).toEqual(['SPLIT', 'JASI', 'MIDNIGHT']);
    // SPLIT: the date's lunar day, the next day's pillar; JASI: the next date; MIDNIGHT: the date itself.
    expect(jasi.lunarDate).not.toBe(split.lunarDate);
    expect(midnight.lunarDate).toBe(split.lunarDate);
    expect(split.dayPillar).toEqual(jasi.dayPillar);
    expect(midnight.dayPillar).not.toEqual(split.dayPillar);
    const core = horoscopeModule.horoscope(new JamiChart({ ...BIRTH, zasi: 'midnight' }), '2024-06-10', 12);
    expect(midnight.hourPillar.korean).toBe(pillarKo(core.target.hourPillar));
    expect(midnight.daily).toEqual({ ganji: core.daily().ganji, lifePalaceBranch: up(core.daily().branch) });
  });
});

describe('JamiChart.flyingStars', () => {
  it('12 palaces × 4 flights with their 자화, equal to the core', async () => {
    const data = await run(`{ flyingStars { palace branch ganji flights { mutagen star branch palace }
      selfTransformations { kind name mutagen star by } } palaces { name ganji } }`);
    const core = flyingStars(new JamiChart(BIRTH).facts());
    expect(data.flyingStars).toHaveLength(12);
    expect(data.flyingStars.map((p: any) => palaceKo(p.palace.toLowerCase()))).toEqual(PALACE_IDS.map(palaceKo));
    expect(data.flyingStars.map((p: any) => p.ganji)).toEqual(data.palaces.map((p: any) => p.ganji));
    for (const p of data.flyingStars) {
      const c = core[PALACE_IDS[PALACE_IDS.findIndex((id) => up(id) === p.palace)]];
      expect(p.flights).toEqual(MUTAGENS.map((m) => ({
        mutagen: up(m), star: up(c.flights[m].star), branch: up(c.flights[m].branch), palace: up(c.flights[m].palace),
      })));
      expect(p.selfTransformations).toEqual(c.selfTransformations.map((s) => ({
        ...s, mutagen: up(s.mutagen), star: up(s.star), by: up(s.by), kind: s.kind.toUpperCase(), name: s.kind === 'centrifugal' ? '이심자화' : '향심자화',
      })));
    }
    // At least one 自化 in this chart, every one landing in its own palace.
    const selfs = data.flyingStars.flatMap((p: any) => p.selfTransformations.map((s: any) => ({ ...s, palace: p.palace })));
    expect(selfs.length).toBeGreaterThan(0);
    for (const s of selfs.filter((x: any) => x.kind === 'CENTRIFUGAL')) expect(s.by).toBe(s.palace);
  });

  it('flying stars compute no horoscope, once per chart', async () => {
    await run('{ flyingStars { palace } again: flyingStars { ganji } }');
    expect(flyingStars).toHaveBeenCalledTimes(1);
    expect(horoscopeModule.horoscope).not.toHaveBeenCalled();
  });
});
