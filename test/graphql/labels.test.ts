/**
 * Display names (`label`, `signLabel`, `<tenGod>Label`, all with `lang`) and the `svg` fields:
 * real Korean and English names, the documented defaults, one naming rule across the schema, no
 * second charge for a picture inside a chart query, and lazy resolution (a sign's name computes one
 * body; a picture computes the chart once and no interpretation text).
 */
import { execute, getNamedType, isObjectType, parse, type GraphQLField } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { all, allText, checkDocument, parseXml } from '../helpers/xml.js';
import type { ChargeItem } from '../../src/access/store.js';

vi.mock('../../src/core/astro/ephemeris.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/astro/ephemeris.js')>();
  return { ...real, bodyPosition: vi.fn(real.bodyPosition) };
});
vi.mock('../../src/core/astro/houses.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/astro/houses.js')>();
  return { ...real, computeHouses: vi.fn(real.computeHouses) };
});
vi.mock('../../src/core/astro/aspects.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/astro/aspects.js')>();
  return { ...real, findAspects: vi.fn(real.findAspects) };
});
vi.mock('../../src/core/jami/interpret.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/jami/interpret.js')>();
  return Object.fromEntries(
    Object.entries(real).map(([name, value]) => [name, typeof value === 'function' ? vi.fn(value as never) : value]),
  );
});

const { bodyPosition } = await import('../../src/core/astro/ephemeris.js');
const { computeHouses } = await import('../../src/core/astro/houses.js');
const { findAspects } = await import('../../src/core/astro/aspects.js');
const interpret = await import('../../src/core/jami/interpret.js');
const { schema } = await import('../../src/graphql/schema.js');
const { CostModel, chargeItems } = await import('../../src/graphql/cost.js');

/** What each query is charged (src/graphql/cost.ts prices a document before it runs). */
const costs = new CostModel(schema);
let charged: ChargeItem[] = [];

const run = async (query: string) => {
  const document = parse(query);
  charged = chargeItems(costs.cost(document).roots.values());
  const result = await execute({ schema, document, contextValue: { access: null, usage: null } });
  expect(result.errors).toBeUndefined();
  return result.data as any;
};

const NATAL = 'westernNatalChart(input: { datetime: "1990-05-15T14:30:00", location: { latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul" } })';
const SAJU_INPUT = '{ name: "홍길동", birthdate: "1990-05-15", birthTime: "14:30", gender: M }';
const JAMI_INPUT = '{ name: "홍길동", birthdate: "1990-05-15", birthTime: "14:30", gender: "M" }';
const SEOUL = 'location: { latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul" }';
const SYNASTRY = `westernSynastry(input: {
  person1: { name: "민수", datetime: "1990-05-15T14:30:00", ${SEOUL} },
  person2: { name: "지은", datetime: "1962-02-04T08:15:00", ${SEOUL} } })`;

beforeEach(() => {
  vi.clearAllMocks();
  charged = [];
});

describe('labels in Korean and English', () => {
  it('natal: sign, body and aspect names; English by default', async () => {
    const data = await run(`{ ${NATAL} {
      bodies { sun { sign signLabel ko: signLabel(lang: KO) label koLabel: label(lang: KO) } moon { label(lang: KO) } }
      angles { asc { sign signLabel(lang: KO) } }
      houses { signLabel }
      aspects { type label ko: label(lang: KO) }
    } }`);
    const { sun, moon } = data.westernNatalChart.bodies;
    expect(sun).toEqual({ sign: 'TAURUS', signLabel: 'Taurus', ko: '황소자리', label: 'Sun', koLabel: '태양' });
    expect(moon.label).toBe('달');
    expect(data.westernNatalChart.angles.asc).toEqual({ sign: 'VIRGO', signLabel: '처녀자리' });
    expect(data.westernNatalChart.houses[0].signLabel).toBe('Virgo');
    const trine = data.westernNatalChart.aspects.find((a: any) => a.type === 'TRINE');
    expect(trine).toMatchObject({ label: 'Trine', ko: '트라인' });
    const opposition = data.westernNatalChart.aspects.find((a: any) => a.type === 'OPPOSITION');
    expect(opposition).toMatchObject({ label: 'Opposition', ko: '오포지션' });
  });

  it('saju: ten-god names, Korean by default; 主 is the Day Master; hour labels null without a time', async () => {
    const data = await run(`{ sajuBasic(input: ${SAJU_INPUT}) { tenGods {
      yearStem yearStemLabel monthStemLabel(lang: EN) dayStemLabel dayStemEn: dayStemLabel(lang: EN)
      hourStemLabel(lang: EN) yearBranchLabel(lang: EN) monthBranchLabel(lang: EN) dayBranchLabel(lang: EN) hourBranchLabel
    } } }`);
    expect(data.sajuBasic.tenGods).toEqual({
      yearStem: 'BI_JIAN',
      yearStemLabel: '비견',
      monthStemLabel: 'Rob Wealth',
      dayStemLabel: '일간',
      dayStemEn: 'Day Master',
      hourStemLabel: 'Hurting Officer',
      yearBranchLabel: 'Direct Officer',
      monthBranchLabel: 'Seven Killings',
      dayBranchLabel: 'Indirect Resource',
      hourBranchLabel: '정인',
    });
    const noTime = await run('{ sajuBasic(input: { name: "a", birthdate: "1990-05-15", gender: M }) { tenGods { hourStemLabel hourBranchLabel(lang: EN) } } }');
    expect(noTime.sajuBasic.tenGods).toEqual({ hourStemLabel: null, hourBranchLabel: null });
  });

  it('jami: palace and star names, Korean by default, Pinyin in English', async () => {
    const data = await run(`{ jamiChart(input: ${JAMI_INPUT}) {
      palaces { name label en: label(lang: EN) }
      stars(kind: "major") { name label(lang: EN) }
    } }`);
    const { palaces, stars } = data.jamiChart;
    expect(palaces[0]).toEqual({ name: '명궁', label: '명궁', en: 'Life' });
    expect(palaces.map((p: any) => p.en)).toEqual([
      'Life', 'Siblings', 'Spouse', 'Children', 'Wealth', 'Health', 'Travel', 'Friends', 'Career', 'Property', 'Fortune', 'Parents',
    ]);
    expect(stars.find((s: any) => s.name === '자미').label).toBe('Zi Wei');
    expect(stars.find((s: any) => s.name === '천상').label).toBe('Tian Xiang');
  });

  it('synastry: point, aspect and sign names', async () => {
    const data = await run(`{ ${SYNASTRY} {
      person2 { bodies { name label(lang: KO) sign signLabel(lang: KO) signKo } angles { name label } }
      aspects { type label(lang: KO) }
    } }`);
    const sun = data.westernSynastry.person2.bodies.find((b: any) => b.name === 'Sun');
    expect(sun).toEqual({ name: 'Sun', label: '태양', sign: 'AQUARIUS', signLabel: '물병자리', signKo: '물병자리' });
    expect(data.westernSynastry.person2.angles.map((a: any) => a.label)).toEqual(['Ascendant', 'Midheaven']);
    expect(data.westernSynastry.aspects.find((a: any) => a.type === 'SQUARE').label).toBe('스퀘어');
  });

  it('synastry: element, modality, band, overlay point and house names in both languages', async () => {
    const data = await run(`{ ${SYNASTRY} {
      elementModality {
        person1Distribution { pointDetails { point pointLabel(lang: KO) element elementLabel modalityLabel(lang: KO) } }
        elementCompatibility { person1Dominant person1DominantLabel ko: person1DominantLabel(lang: KO) }
        modalityCompatibility { breakdown { modality modalityLabel ko: modalityLabel(lang: KO) } }
      }
      compatibility { band bandLabel ko: bandLabel(lang: KO) }
      houseOverlay { person1InPerson2Houses { house houseMeaning ko: houseMeaning(lang: KO) point pointLabel } }
    } }`);
    const s = data.westernSynastry;
    const sun = s.elementModality.person1Distribution.pointDetails.find((d: any) => d.point === 'Sun');
    // The Sun of 1990-05-15 is in Taurus: earth, fixed.
    expect(sun).toEqual({ point: 'Sun', pointLabel: '태양', element: 'EARTH', elementLabel: 'Earth', modalityLabel: '고정궁' });
    const dominant = { FIRE: ['Fire', '불'], EARTH: ['Earth', '흙'], AIR: ['Air', '공기'], WATER: ['Water', '물'] } as Record<string, string[]>;
    const e = s.elementModality.elementCompatibility;
    expect([e.person1DominantLabel, e.ko]).toEqual(dominant[e.person1Dominant]);
    expect(s.elementModality.modalityCompatibility.breakdown.map((r: any) => [r.modality, r.modalityLabel, r.ko])).toEqual([
      ['CARDINAL', 'Cardinal', '활동궁'], ['FIXED', 'Fixed', '고정궁'], ['MUTABLE', 'Mutable', '변통궁'],
    ]);
    const bands = { VERY_HIGH: ['Very high', '매우 높음'], HIGH: ['High', '높음'], AVERAGE: ['Average', '보통'], LOW: ['Low', '낮음'], VERY_LOW: ['Very low', '매우 낮음'] } as Record<string, string[]>;
    expect([s.compatibility.bandLabel, s.compatibility.ko]).toEqual(bands[s.compatibility.band]);
    const seventh = s.houseOverlay.person1InPerson2Houses.find((o: any) => o.house === 7);
    expect(seventh).toMatchObject({ houseMeaning: 'Partnership & Marriage', ko: '파트너십과 결혼' });
    expect(seventh.pointLabel).toBe(seventh.point);
  });

  it('one rule for names: no field is named for its language (…Ko, …En) unless deprecated for label(lang)', () => {
    const named = Object.values(schema.getTypeMap()).filter(isObjectType).filter((t) => !t.name.startsWith('__'))
      .flatMap((type) => Object.values(type.getFields()).filter((f) => /[a-z](Ko|En)$/.test(f.name)).map((f) => ({ at: `${type.name}.${f.name}`, reason: f.deprecationReason })));
    expect(named.length).toBeGreaterThan(0);
    for (const { at, reason } of named) expect(reason, at).toMatch(/^(Replaced by|Renamed to) /);
  });

  it('one rule in the schema: every Sign field has signLabel(lang: Lang = EN) beside it', () => {
    const types = Object.values(schema.getTypeMap()).filter(isObjectType);
    const withSign = types.filter((type) => {
      const sign = type.getFields().sign;
      return sign && getNamedType(sign.type).name === 'Sign';
    });
    expect(withSign.length).toBeGreaterThanOrEqual(13);
    const langDefault = (field: GraphQLField<unknown, unknown> | undefined) => field?.args.find((a) => a.name === 'lang')?.defaultValue;
    for (const type of withSign) expect(langDefault(type.getFields().signLabel), type.name).toBe('en');
    // Saju and jami names default to Korean, astrology names to English.
    const field = (type: string, name: string) => (schema.getType(type) as any).getFields()[name];
    expect(langDefault(field('JamiPalace', 'label'))).toBe('ko');
    expect(langDefault(field('JamiStar', 'label'))).toBe('ko');
    expect(langDefault(field('TenGods', 'yearStemLabel'))).toBe('ko');
    expect(langDefault(field('Body', 'label'))).toBe('en');
    expect(langDefault(field('Aspect', 'label'))).toBe('en');
    expect(Object.fromEntries((schema.getType('Lang') as any).getValues().map((v: any) => [v.name, v.value]))).toEqual({ KO: 'ko', EN: 'en' });
  });
});

describe('svg fields', () => {
  it('natalChart { svg } is the wheel in the default English; each picture drawn is charged as svg', async () => {
    const data = await run(`{ ${NATAL} { svg ko: svg(lang: KO) } }`);
    expect(charged).toEqual([
      { feature: 'natal-chart', requests: 1, credits: 2 },
      { feature: 'svg', requests: 0, credits: 4 },
    ]);
    const en = checkDocument(data.westernNatalChart.svg, 'en');
    expect(en.attrs['data-chart']).toBe('natal');
    expect(allText(en)).toContain('Taurus');
    expect(allText(checkDocument(data.westernNatalChart.ko, 'ko'))).toContain('황소자리');
  });

  it('sajuBasic, sajuAnalysis and jamiChart pictures default to Korean; synastry to English', async () => {
    const data = await run(`{
      sajuBasic(input: ${SAJU_INPUT}) { svg }
      sajuAnalysis(input: ${SAJU_INPUT}) { svg(lang: EN) }
      jamiChart(input: ${JAMI_INPUT}) { svg }
      ${SYNASTRY} { svg }
    }`);
    expect(charged.map((c) => c.feature).sort()).toEqual(['jami-analysis', 'saju-analysis', 'saju-basic', 'svg', 'synastry']);
    expect(charged.find((c) => c.feature === 'svg')).toEqual({ feature: 'svg', requests: 0, credits: 8 });
    expect(allText(checkDocument(data.sajuBasic.svg, 'ko'))).toContain('사주팔자');
    expect(allText(checkDocument(data.sajuAnalysis.svg, 'en'))).toContain('Four Pillars');
    expect(allText(checkDocument(data.jamiChart.svg, 'ko'))).toContain('명궁');
    const synastry = checkDocument(data.westernSynastry.svg, 'en');
    expect(allText(synastry)).toContain('민수 & 지은 — Synastry');
    const persons = all(synastry, (e) => e.attrs['data-body'] !== undefined).map((e) => e.parent!.attrs['data-person']);
    expect(new Set(persons)).toEqual(new Set(['1', '2']));
  });

  it('the picture-only root fields are charged as svg', async () => {
    const data = await run(`{
      westernNatalChartSvg(input: { datetime: "1990-05-15T14:30:00", ${SEOUL} })
      sajuSvg(input: ${SAJU_INPUT}, lang: EN)
      jamiSvg(input: ${JAMI_INPUT})
    }`);
    expect(charged).toEqual([{ feature: 'svg', requests: 3, credits: 6 }]);
    expect(parseXml(data.westernNatalChartSvg).attrs.lang).toBe('en');
    expect(parseXml(data.sajuSvg).attrs.lang).toBe('en');
    expect(parseXml(data.jamiSvg).attrs.lang).toBe('ko');
  });
});

describe('lazy resolution', () => {
  it("a sign's and a body's name compute that body only: no houses, no aspects", async () => {
    const data = await run(`{ ${NATAL} { bodies { sun { signLabel(lang: KO) label(lang: KO) } } } }`);
    expect(data.westernNatalChart.bodies.sun).toEqual({ signLabel: '황소자리', label: '태양' });
    expect(vi.mocked(bodyPosition).mock.calls.map((c) => c[0])).toEqual(['sun']);
    expect(computeHouses).not.toHaveBeenCalled();
    expect(findAspects).not.toHaveBeenCalled();
  });

  it('the wheel computes each body, the houses and the aspects once', async () => {
    await run(`{ ${NATAL} { svg ko: svg(lang: KO) bodies { sun { signLabel } } } }`);
    const ids = vi.mocked(bodyPosition).mock.calls.map((c) => c[0]);
    expect(ids).toHaveLength(11);
    expect(new Set(ids).size).toBe(11);
    expect(computeHouses).toHaveBeenCalledTimes(1);
    expect(findAspects).toHaveBeenCalledTimes(1);
  });

  it('the jami picture computes no interpretation (patterns, fortune, period or annual texts)', async () => {
    await run(`{ jamiChart(input: ${JAMI_INPUT}) { svg } }`);
    const called = Object.entries(interpret).filter(([, f]) => vi.isMockFunction(f) && vi.mocked(f).mock.calls.length > 0).map(([n]) => n);
    expect(called).toEqual([]);
  });
});
