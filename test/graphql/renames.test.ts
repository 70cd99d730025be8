/**
 * The deprecated former names (src/graphql/renames.ts, CHANGELOG.md "Deprecated"): every one has a
 * replacement that exists and answers the same value on sample charts, and costs what its
 * replacement costs (gating by tier over HTTP: test/rest/deprecated-names.test.ts).
 */
import { execute, GraphQLObjectType, NoDeprecatedCustomRule, parse, validate, type DocumentNode, type GraphQLField } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CostModel } from '../../src/graphql/cost.js';
import { canonicalCoordinate } from '../../src/graphql/renames.js';
import { schema } from '../../src/graphql/schema.js';
import { routes } from '../../src/rest/routes.js';
import { extensionsOf, formerRoot, queryType, renamedRoutes, underFormerName } from '../helpers/renames.js';

type Field = GraphQLField<unknown, unknown>;

/** Every deprecated field of the schema, with its type. */
const deprecated: Array<{ type: GraphQLObjectType; field: Field }> = Object.values(schema.getTypeMap())
  .filter((type): type is GraphQLObjectType => type instanceof GraphQLObjectType && !type.name.startsWith('__'))
  .flatMap((type) => Object.values(type.getFields()).filter((f) => f.deprecationReason).map((field) => ({ type, field })));

/**
 * The deprecated fields that are not root fields, each with its old selection and the selection of
 * its replacement under the old name, so the two answers compare as they are. The natal house's
 * cusp became flat fields: its replacement is compared after nesting them again (`nestCusp`).
 */
const NESTED: Record<string, readonly [string, string]> = {
  'House.cusp': ['cusp { longitude sign signLabel(lang: KO) degreeInSign dms }', 'cuspLongitude sign signLabel(lang: KO) degreeInSign dms'],
  'SynastryPoint.nameEn': ['nameEn', 'nameEn: name'],
  'SynastryPoint.nameKo': ['nameKo', 'nameKo: label(lang: KO)'],
  'SynastryPoint.signKo': ['signKo', 'signKo: signLabel(lang: KO)'],
  'SynastryPoint.signDegree': ['signDegree', 'signDegree: degreeInSign'],
  'SynastryHouse.signDegree': ['signDegree', 'signDegree: degreeInSign'],
  'SynastryHouse.bodiesInHouse': ['bodiesInHouse', 'bodiesInHouse: bodies'],
  'SynastryAspect.signKo': ['signKo', 'signKo: signLabel(lang: KO)'],
  'PointDetail.signKo': ['signKo', 'signKo: signLabel(lang: KO)'],
  'SynastryAspect.person1PointKo': ['person1PointKo', 'person1PointKo: person1PointLabel(lang: KO)'],
  'SynastryAspect.person2PointKo': ['person2PointKo', 'person2PointKo: person2PointLabel(lang: KO)'],
  'PointDetail.pointKo': ['pointKo', 'pointKo: pointLabel(lang: KO)'],
  'PointDetail.elementKo': ['elementKo', 'elementKo: elementLabel(lang: KO)'],
  'PointDetail.modalityKo': ['modalityKo', 'modalityKo: modalityLabel(lang: KO)'],
  'HouseOverlayEntry.pointKo': ['pointKo', 'pointKo: pointLabel(lang: KO)'],
  'HouseOverlayEntry.houseMeaningKo': ['houseMeaningKo', 'houseMeaningKo: houseMeaning(lang: KO)'],
  'SignificantOverlay.pointKo': ['pointKo', 'pointKo: pointLabel(lang: KO)'],
  'ElementBalance.elementKo': ['elementKo', 'elementKo: elementLabel(lang: KO)'],
  'ModalityBalance.modalityKo': ['modalityKo', 'modalityKo: modalityLabel(lang: KO)'],
  'ElementCompatibility.person1DominantKo': ['person1DominantKo', 'person1DominantKo: person1DominantLabel(lang: KO)'],
  'ElementCompatibility.person2DominantKo': ['person2DominantKo', 'person2DominantKo: person2DominantLabel(lang: KO)'],
  'ModalityCompatibility.person1DominantKo': ['person1DominantKo', 'person1DominantKo: person1DominantLabel(lang: KO)'],
  'ModalityCompatibility.person2DominantKo': ['person2DominantKo', 'person2DominantKo: person2DominantLabel(lang: KO)'],
  'CompatibilityAnalysis.bandKo': ['bandKo', 'bandKo: bandLabel(lang: KO)'],
  'FirdariaPeriod.planetKo': ['planetKo', 'planetKo: planetLabel(lang: KO)'],
  'AnnualProfection.houseNumber': ['houseNumber', 'houseNumber: house'],
  'TransitEvent.aspect': ['aspect', 'aspect: aspectType'],
  'TransitEvent.julianDay': ['julianDay', 'julianDay: julianDayUT'],
  'IngressEvent.julianDay': ['julianDay', 'julianDay: julianDayUT'],
  'StationEvent.julianDay': ['julianDay', 'julianDay: julianDayUT'],
  'LunarPhaseEvent.julianDay': ['julianDay', 'julianDay: julianDayUT'],
  'EclipseEvent.julianDay': ['julianDay', 'julianDay: julianDayUT'],
  'ReturnEvent.julianDay': ['julianDay', 'julianDay: julianDayUT'],
  'SolarArcCusp.longitude': ['longitude', 'longitude: cuspLongitude'],
  'SajuNobleStarGroup.type': ['type', 'type: label(lang: KO)'],
  'SajuEvilStarGroup.type': ['type', 'type: label(lang: KO)'],
  'JamiPeriod.originalPalaceName': ['originalPalaceName', 'originalPalaceName: originalPalaceLabel(lang: KO)'],
  'JamiPalaceBranch.name': ['name', 'name: label(lang: KO)'],
  'JamiAnnualPalace.originalPalaceName': ['originalPalaceName', 'originalPalaceName: originalPalaceLabel(lang: KO)'],
  'JamiAnnualPalace.annualPalaceName': ['annualPalaceName', 'annualPalaceName: annualPalaceLabel(lang: KO)'],
};

const nestCusp = ({ cuspLongitude, ...cusp }: { cuspLongitude: number }) => ({ cusp: { longitude: cuspLongitude, ...cusp } });

const run = async (document: DocumentNode, variables: Record<string, unknown> = {}) => {
  const result = await execute({ schema, document, variableValues: variables, contextValue: { access: null, usage: null } });
  expect(result.errors).toBeUndefined();
  return result.data as Record<string, unknown>;
};

/** The answer less the moment of the call (info.calculationDate), which differs between two calls. */
const withoutClock = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === 'calculationDate' ? 'now' : v)));

describe('deprecated fields', () => {
  it('each has replacements that exist in its type; an alias has its field’s type and arguments', () => {
    expect(deprecated.length).toBeGreaterThan(0);
    for (const { type, field } of deprecated) {
      const coordinate = `${type.name}.${field.name}`;
      const { renamedTo, replacedBy } = extensionsOf(field);
      expect(replacedBy?.length, coordinate).toBeGreaterThan(0);
      for (const name of replacedBy!) expect(type.getFields()[name], `${coordinate} → ${name}`).toBeDefined();
      expect(field.deprecationReason, coordinate).toMatch(renamedTo ? `Renamed to ${renamedTo}.` : /^Replaced by /);
      if (renamedTo) {
        const to = type.getFields()[renamedTo];
        expect(String(field.type), coordinate).toBe(String(to.type));
        expect(field.args.map((a) => `${a.name}: ${String(a.type)}`), coordinate).toEqual(to.args.map((a) => `${a.name}: ${String(a.type)}`));
      }
      // A root alias is checked on its REST document below; every other one is in NESTED.
      if (type !== queryType) expect(NESTED[coordinate], coordinate).toBeDefined();
    }
    expect(Object.keys(NESTED).sort()).toEqual(deprecated.filter(({ type }) => type !== queryType).map(({ type, field }) => `${type.name}.${field.name}`).sort());
  });

  it('the thirteen renamed root fields are the former Western ones, now western*', () => {
    expect(Object.fromEntries(formerRoot)).toEqual({
      westernNatalChart: 'natalChart',
      westernNatalChartDemo: 'natalChartDemo',
      westernNatalChartSvg: 'natalChartSvg',
      westernTransits: 'transits',
      westernEvents: 'events',
      westernSynastry: 'synastry',
      westernSolarReturn: 'solarReturn',
      westernProgressions: 'progressions',
      westernSolarArc: 'solarArc',
      westernProgressedLunations: 'progressedLunations',
      westernPrimaryDirections: 'primaryDirections',
      westernFirdaria: 'firdaria',
      westernAnnualProfection: 'annualProfection',
    });
    // Every renamed root field is run by a REST route, so each is compared below.
    expect(renamedRoutes.map((r) => r.root).sort()).toEqual([...formerRoot.keys()].sort());
  });

  it('the hand-written REST documents (schema/operations) use no deprecated name', () => {
    // A derived REST answer (answer: graphql) keeps the field it was published with, deprecated or not.
    for (const route of routes.filter((r) => r.operation.answer !== 'graphql')) {
      expect(validate(schema, route.document as DocumentNode, [NoDeprecatedCustomRule]).map((e) => e.message), route.path).toEqual([]);
    }
  });

  it('a former root name answers what the new one does, for each REST document and its example', async () => {
    for (const { root, former, variables, document } of renamedRoutes) {
      const now = await run(document, variables);
      const before = await run(underFormerName(document, root, former), variables);
      expect(withoutClock(before), former).toEqual(withoutClock(now));
    }
  });

  it('a deprecated nested field answers what its replacement does, on sample charts', async () => {
    const natal = '{ datetime: "1990-05-15T14:30:00", location: { latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul" } }';
    const birth = 'natalDatetime: "1990-05-15T14:30:00", natalLocation: { latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul" }';
    const person2 = '{ datetime: "1992-02-10T08:15:00", location: { latitude: 35.1796, longitude: 129.0756, timezone: "Asia/Seoul" } }';
    const select = (type: string, replaced: boolean) =>
      Object.entries(NESTED).filter(([c]) => c.startsWith(`${type}.`)).map(([, [old, now]]) => (replaced ? now : old)).join(' ');
    // The paths that reach each type: the natal houses, both persons' points and houses and the
    // composite's, the aspects, the point details, a profection and a year's transits.
    const query = (replaced: boolean) => {
      const s = (type: string) => select(type, replaced);
      const point = `{ ${s('SynastryPoint')} }`;
      const houses = `houses { ${s('SynastryHouse')} }`;
      return parse(`{
        westernNatalChart(input: ${natal}) { houses { ${s('House')} } }
        westernSynastry(input: { person1: ${natal}, person2: ${person2}, includeVertexPoints: true }) {
          person1 { bodies ${point} angles ${point} ${houses} }
          person2 { bodies ${point} angles ${point} ${houses} }
          composite { bodies ${point} angles ${point} ${houses} }
          aspects { ${s('SynastryAspect')} }
          elementModality {
            person1Distribution { pointDetails { ${s('PointDetail')} } } person2Distribution { pointDetails { ${s('PointDetail')} } }
            elementCompatibility { ${s('ElementCompatibility')} breakdown { ${s('ElementBalance')} } }
            modalityCompatibility { ${s('ModalityCompatibility')} breakdown { ${s('ModalityBalance')} } }
          }
          houseOverlay {
            person1InPerson2Houses { ${s('HouseOverlayEntry')} } person2InPerson1Houses { ${s('HouseOverlayEntry')} }
            significantOverlays { ${s('SignificantOverlay')} }
          }
          compatibility { ${s('CompatibilityAnalysis')} }
        }
        westernFirdaria(input: { ${birth}, gender: "male", currentAge: 35 }) { periods { ${s('FirdariaPeriod')} } }
        westernAnnualProfection(input: { ${birth}, currentAge: 35 }) { ${s('AnnualProfection')} }
        westernEvents(input: { ${birth}, from: "2024-01-01", to: "2024-12-31" }) {
          transits { ${s('TransitEvent')} } ingresses { ${s('IngressEvent')} } stations { ${s('StationEvent')} }
          lunarPhases { ${s('LunarPhaseEvent')} } eclipses { ${s('EclipseEvent')} } returns(bodies: [SUN]) { ${s('ReturnEvent')} }
        }
        westernSolarArc(input: { ${birth}, targetDatetime: "2025-05-15T00:00:00" }) { houseCusps { ${s('SolarArcCusp')} } }
        sajuAnalysis(input: { name: "홍길동", birthdate: "1990-05-15", birthTime: "14:30", gender: M }) {
          comprehensive { nobleStars { ${s('SajuNobleStarGroup')} } evilStars { ${s('SajuEvilStarGroup')} } }
        }
        jamiChart(input: { name: "a", birthdate: "1990-05-15", birthTime: "14:30", gender: "M" }) {
          periods { ${s('JamiPeriod')} palaces { ${s('JamiPalaceBranch')} } }
          annual(targetYearGanji: "갑진") { palaces { ${s('JamiAnnualPalace')} } }
          horoscope(date: "2024-06-15") { yearly { palaces { ${s('JamiPalaceBranch')} } } }
        }
      }`);
    };
    const before = await run(query(false));
    const now = await run(query(true)) as any;
    now.westernNatalChart.houses = now.westernNatalChart.houses.map(nestCusp);
    expect(before).toEqual(now);
    // The samples reach every type: twelve houses, points and aspects, a year of transits.
    const data = before as any;
    expect(data.westernNatalChart.houses).toHaveLength(12);
    expect(data.westernNatalChart.houses[0].cusp.dms).toMatch(/°/);
    expect(data.westernSynastry.person1.bodies.length).toBeGreaterThan(10);
    expect(data.westernSynastry.composite.houses).toHaveLength(12);
    expect(data.westernSynastry.aspects.length).toBeGreaterThan(0);
    expect(data.westernAnnualProfection.houseNumber).toBe(12); // (35 mod 12) + 1
    expect(data.westernEvents.transits.length).toBeGreaterThan(0);
    for (const kind of ['ingresses', 'stations', 'lunarPhases', 'eclipses', 'returns']) expect(data.westernEvents[kind].length, kind).toBeGreaterThan(0);
    expect(data.westernSolarArc.houseCusps).toHaveLength(12);
    expect(data.westernSynastry.houseOverlay.person1InPerson2Houses.length).toBeGreaterThan(10);
    expect(data.westernSynastry.houseOverlay.significantOverlays.length).toBeGreaterThan(0);
    expect(data.westernFirdaria.periods.map((p: { planetKo: string }) => p.planetKo)).toContain('태양');
    expect(data.sajuAnalysis.comprehensive.nobleStars.length).toBeGreaterThan(0);
    expect(data.sajuAnalysis.comprehensive.evilStars.length).toBeGreaterThan(0);
    expect(data.jamiChart.periods).toHaveLength(12);
    expect(data.jamiChart.periods[0].palaces[0].name).toBe('명궁');
    expect(data.jamiChart.annual.palaces).toHaveLength(12);
  });
});

describe('a former root name is priced as its replacement', () => {
  const model = new CostModel(schema);

  it('costs the same credits, recorded under the same feature, for each REST document', () => {
    for (const { root, former, variables, document } of renamedRoutes) {
      const now = model.cost(document, undefined, variables);
      const before = model.cost(underFormerName(document, root, former), undefined, variables);
      expect(now.credits, root).toBeGreaterThan(0);
      expect([...before.roots.values()], former).toEqual([...now.roots.values()]);
      expect(before.credits, former).toBe(now.credits);
    }
    // The cost table has no entry of its own for an alias: it is its replacement's.
    for (const field of Object.values(queryType.getFields())) {
      if (extensionsOf(field).renamedTo) expect(canonicalCoordinate(queryType, field)).toBe(`Query.${extensionsOf(field).renamedTo}`);
    }
  });
});
