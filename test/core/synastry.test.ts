/**
 * Synastry core: aspects against the natal core's positions, overlays against each chart's cusps,
 * symmetry under swapping the persons, score bounds and bands, the composite and Davison charts,
 * the Korean particles, and lazy GraphQL resolution (texts and composite are spied on; the real
 * implementations still run).
 */
import { execute, parse } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/core/astro/synastry-texts.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/astro/synastry-texts.js')>();
  return Object.fromEntries(
    Object.entries(real).map(([name, value]) => [name, typeof value === 'function' ? vi.fn(value as never) : value]),
  );
});
vi.mock('../../src/core/astro/composite.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/astro/composite.js')>();
  return { ...real, compositeChart: vi.fn(real.compositeChart), davisonChart: vi.fn(real.davisonChart) };
});
vi.mock('../../src/core/astro/houses.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/astro/houses.js')>();
  return { ...real, computeHouses: vi.fn(real.computeHouses) };
});

const texts = await import('../../src/core/astro/synastry-texts.js');
const { compositeChart, davisonChart, midpoint, geographicMidpoint } = await import('../../src/core/astro/composite.js');
const { computeHouses, houseOf } = await import('../../src/core/astro/houses.js');
const { Chart } = await import('../../src/core/astro/chart.js');
const { separation, norm360 } = await import('../../src/core/astro/angle.js');
const { Synastry, depthIncludes } = await import('../../src/core/astro/synastry.js');
const { tightnessOf } = await import('../../src/core/astro/synastry-aspects.js');
const { ASTRO_DEFAULTS: { synastry: SYNASTRY_DEFAULTS } } = await import('../../src/core/astro/defaults.js');
const tables = await import('../../src/core/astro/synastry-tables.js');
const { schema } = await import('../../src/graphql/schema.js');

type Input = ConstructorParameters<typeof Synastry>[0];
type Options = Partial<Omit<Input, 'person1' | 'person2'>>;

const SEOUL = { latitude: 37.5665, longitude: 126.978, elevation: 0, timezone: 'Asia/Seoul' };
const BUSAN = { latitude: 35.1796, longitude: 129.0756, elevation: 0, timezone: 'Asia/Seoul' };
const LONDON = { latitude: 51.5074, longitude: -0.1278, elevation: 0, timezone: 'Europe/London' };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006, elevation: 0, timezone: 'America/New_York' };

const A = { name: '민수', datetime: '1990-05-15T14:30:00', location: SEOUL };
const B = { name: '지은', datetime: '1992-11-03T08:15:00', location: BUSAN };

const synastry = (p1 = A, p2 = B, options: Options = {}) => new Synastry({ ...SYNASTRY_DEFAULTS, ...options, person1: p1, person2: p2 });

/** Deterministic pseudo-random births 1930–2010 around the world. */
function births(n: number, seed = 7) {
  let x = seed;
  const rnd = () => ((x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  return Array.from({ length: n }, (_, i) => ({
    name: `P${i}`,
    datetime: new Date(Date.UTC(1930, 0, 1) + rnd() * 80 * 365.25 * 86400e3).toISOString().slice(0, 19),
    location: { latitude: -55 + rnd() * 115, longitude: -180 + rnd() * 360, elevation: 0, timezone: 'UTC' },
  }));
}

beforeEach(() => vi.clearAllMocks());

describe('chart points', () => {
  it('carries the spec reference weights, types and categories', () => {
    const s = synastry();
    const byName = Object.fromEntries(s.person1.points().map((p) => [p.def.name, p.def]));
    const weights = Object.fromEntries(Object.entries(byName).map(([n, d]) => [n, d.weight]));
    expect(weights).toEqual({
      Sun: 10, Moon: 10, Mercury: 8, Venus: 9, Mars: 8, Jupiter: 6, Saturn: 6, Uranus: 4, Neptune: 4, Pluto: 4,
      'True Node': 5, ASC: 8, MC: 7,
    });
    expect([byName.Sun.type, byName.Moon.type, byName.Venus.type, byName['True Node'].type, byName.ASC.type]).toEqual([
      'luminary', 'luminary', 'planet', 'node', 'angle',
    ]);
    expect([byName.Mars.category, byName.Saturn.category, byName.Pluto.category, byName['True Node'].category, byName.MC.category]).toEqual([
      'personal', 'social', 'transpersonal', 'point', 'angle',
    ]);
  });

  it('reads positions and houses from the natal core', () => {
    const s = synastry();
    const natal = new Chart({ name: 'x', datetime: A.datetime, location: A.location, houseSystem: 'PLACIDUS', includeAsteroids: false });
    for (const p of s.person1.bodies()) {
      const b = natal.body(p.def.body!);
      expect(p.lon).toBe(b.lon);
      expect(p.speed).toBe(b.lonSpeed);
      expect(p.retrograde).toBe(b.lonSpeed < 0);
      expect(p.house).toBe(natal.houseOf(b.lon));
    }
    const [asc, mc] = s.person1.angles();
    expect(asc.lon).toBe(natal.houses().asc);
    expect(mc.lon).toBe(natal.houses().mc);
    expect(asc.house).toBe(1);
    // The ASC turns once a sidereal day, faster or slower with the ecliptic's slant.
    expect(asc.speed).toBeGreaterThan(150);
    expect(asc.speed).toBeLessThan(700);
    expect(s.person1.angles()).toHaveLength(2);
    expect(synastry(A, B, { includeVertexPoints: true }).person1.angles().map((p) => p.def.name)).toEqual(['ASC', 'MC', 'Vertex']);
  });
});

describe('inter-aspects', () => {
  it('finds every pair within the orb once, with the closest aspect and the orb of the natal positions', () => {
    for (const options of [{}, { includeMinorAspects: true, orbDegrees: 10, minorOrbDegrees: 3 }, { orbDegrees: 2 }] as Options[]) {
      const s = synastry(A, B, options);
      const orb = options.orbDegrees ?? 8;
      const minorOrb = options.minorOrbDegrees ?? 2;
      const defs = options.includeMinorAspects ? tables.ASPECTS : tables.ASPECTS.filter((d) => d.major);
      const found = new Map(s.aspects().map((a) => [`${a.p1.def.name}|${a.p2.def.name}`, a]));
      expect(found.size).toBe(s.aspects().length);
      for (const p1 of s.person1.points()) {
        for (const p2 of s.person2.points()) {
          const sep = separation(p1.lon, p2.lon);
          const fits = defs
            .map((d) => ({ d, orb: Math.abs(sep - d.angle) }))
            .filter((x) => x.orb <= (x.d.major ? orb : minorOrb))
            .sort((x, y) => x.orb - y.orb);
          const a = found.get(`${p1.def.name}|${p2.def.name}`);
          if (fits.length === 0) {
            expect(a).toBeUndefined();
            continue;
          }
          expect(a, `${p1.def.name}–${p2.def.name}`).toBeDefined();
          expect(a!.def.type).toBe(fits[0].d.type);
          expect(a!.orb).toBeCloseTo(fits[0].orb, 12);
          expect(a!.allowedOrb).toBe(a!.def.major ? orb : minorOrb);
          expect(a!.tightness).toBe(tightnessOf(a!.orb));
        }
      }
      if (!options.includeMinorAspects) expect(s.aspects().every((a) => a.def.major)).toBe(true);
    }
  });

  it('matches positions of independently built natal charts', () => {
    const s = synastry();
    const chart = (p: typeof A) => new Chart({ name: p.name, datetime: p.datetime, location: p.location, houseSystem: 'PLACIDUS', includeAsteroids: false });
    const c1 = chart(A);
    const c2 = chart(B);
    const lon = (c: InstanceType<typeof Chart>, p: { def: { body: string | null; name: string } }) =>
      p.def.body ? c.body(p.def.body as never).lon : p.def.name === 'ASC' ? c.houses().asc : c.houses().mc;
    for (const a of s.aspects()) {
      expect(Math.abs(separation(lon(c1, a.p1), lon(c2, a.p2)) - a.def.angle)).toBeCloseTo(a.orb, 12);
    }
  });

  it('sorts by aspect_weight descending and applies the documented weight formula', () => {
    const s = synastry(A, B, { relationshipType: 'romantic' });
    const list = s.aspects();
    for (let i = 1; i < list.length; i++) expect(list[i - 1].weight).toBeGreaterThanOrEqual(list[i].weight);
    const factor = (n: string) => (tables.RELATIONSHIP_POINT_FACTORS.romantic as Record<string, number>)[n] ?? 1;
    for (const a of list) {
      const expected =
        10 * ((a.p1.def.weight * a.p2.def.weight) / 100) * a.def.weight * (1 - (0.5 * a.orb) / a.allowedOrb) *
        ((factor(a.p1.def.name) + factor(a.p2.def.name)) / 2);
      expect(a.weight).toBeCloseTo(expected, 2);
    }
  });

  it('emphasis_luminaries weighs Sun and Moon aspects ×1.25 per luminary and leaves the others', () => {
    const plain = synastry();
    const lum = synastry(A, B, { emphasisLuminaries: true });
    const key = (a: { p1: { def: { name: string } }; p2: { def: { name: string } } }) => `${a.p1.def.name}|${a.p2.def.name}`;
    const base = new Map(plain.aspects().map((a) => [key(a), a.weight]));
    for (const a of lum.aspects()) {
      const n = [a.p1.def.name, a.p2.def.name].filter((x) => x === 'Sun' || x === 'Moon').length;
      expect(a.weight).toBeCloseTo(base.get(key(a))! * 1.25 ** n, 1);
    }
  });

  it('classifies natures: conjunctions by the points, the rest by the aspect', () => {
    const s = synastry(A, B, { includeMinorAspects: true });
    for (const a of s.aspects()) {
      if (a.def.type !== 'conjunction') expect(a.nature).toBe(a.def.nature);
      else if (a.p1.def.name === a.p2.def.name) expect(a.nature).toBe('harmonious');
      else {
        const hard = tables.HARD_POINTS.has(a.p1.def.name) || tables.HARD_POINTS.has(a.p2.def.name);
        expect(a.nature).toBe(hard ? 'neutral' : 'harmonious');
      }
    }
  });

  it('bands tightness at 1°, 3°, 5° and 8°', () => {
    expect([0, 1, 1.01, 3, 3.5, 5, 7.9, 8, 8.01, 14].map(tightnessOf)).toEqual([
      'exact', 'exact', 'tight', 'tight', 'moderate', 'moderate', 'wide', 'wide', 'loose', 'loose',
    ]);
  });
});

describe('house overlays', () => {
  it("places each point in the other chart's houses by its cusps", () => {
    for (const system of ['PLACIDUS', 'WHOLE_SIGN', 'EQUAL', 'KOCH', 'CAMPANUS'] as const) {
      const s = synastry(A, B, { houseSystem: system });
      const { person1InPerson2, person2InPerson1 } = s.overlays();
      expect(person1InPerson2).toHaveLength(13);
      expect(person2InPerson1).toHaveLength(13);
      const check = (list: typeof person1InPerson2, cusps: number[]) => {
        for (const o of list) {
          const from = cusps[o.house - 1];
          const to = cusps[o.house % 12];
          // The longitude lies on the arc from the house's cusp to the next one.
          expect(norm360(o.point.lon - from)).toBeLessThan(norm360(to - from));
          expect(o.house).toBe(houseOf(o.point.lon, cusps));
        }
      };
      check(person1InPerson2, s.person2.cusps());
      check(person2InPerson1, s.person1.cusps());
    }
  });

  it('marks weighty points in the key houses of the relationship type as significant', () => {
    const s = synastry(A, B, { relationshipType: 'business' });
    const all = [...s.overlays().person1InPerson2, ...s.overlays().person2InPerson1];
    const expected = all.filter((o) => o.point.def.weight >= 8 && [2, 6, 7, 10].includes(o.house));
    expect(new Set(s.significantOverlays())).toEqual(new Set(expected));
  });
});

describe('symmetry', () => {
  const people = births(8, 11);
  const pairs = [[A, B], [people[0], people[1]], [people[2], people[3]], [people[4], people[5]], [people[6], people[7]]] as const;

  it('swapping the persons mirrors aspects, overlays, scores and the composite', () => {
    for (const [p, q] of pairs) {
      for (const options of [{}, { includeMinorAspects: true, relationshipType: 'romantic', emphasisLuminaries: true }] as Options[]) {
        const ab = synastry(p, q, options);
        const ba = synastry(q, p, options);
        const mirror = new Map(ba.aspects().map((a) => [`${a.p2.def.name}|${a.p1.def.name}`, a]));
        expect(ab.aspects()).toHaveLength(ba.aspects().length);
        for (const a of ab.aspects()) {
          const m = mirror.get(`${a.p1.def.name}|${a.p2.def.name}`)!;
          expect(m.def.type).toBe(a.def.type);
          expect(m.orb).toBeCloseTo(a.orb, 12);
          expect(m.weight).toBe(a.weight);
          expect(m.nature).toBe(a.nature);
          if (a.orb > 1e-9 && Math.abs(a.orb - 180) > 1e-9) expect(m.fromPerson1).toBe(!a.fromPerson1);
        }
        const houses = (list: { point: { def: { name: string } }; house: number }[]) => list.map((o) => [o.point.def.name, o.house]);
        expect(houses(ab.overlays().person1InPerson2)).toEqual(houses(ba.overlays().person2InPerson1));
        expect(houses(ab.overlays().person2InPerson1)).toEqual(houses(ba.overlays().person1InPerson2));
        expect(ab.compatibility().overallScore).toBe(ba.compatibility().overallScore);
        expect(ab.themes().map((t) => t.score)).toEqual(ba.themes().map((t) => t.score));
        expect(ab.areas().areas.map((a) => a.score)).toEqual(ba.areas().areas.map((a) => a.score));
        expect(ab.composite().points.map((x) => x.lon)).toEqual(ba.composite().points.map((x) => x.lon));
      }
    }
  });
});

describe('compatibility score', () => {
  it('puts identical charts in the top band for every method and relationship type', () => {
    const people = [A, B, ...births(10, 3)];
    for (const [i, p] of people.entries()) {
      const twin = { ...p, name: `${p.name}-twin` };
      for (const method of tables.COMPATIBILITY_METHODS) {
        const relationshipType = tables.RELATIONSHIP_TYPES[i % 5];
        const c = synastry(p, twin, { compatibilityMethod: method, relationshipType }).compatibility();
        expect(c.overallScore, `${p.datetime} ${method} ${relationshipType}`).toBeGreaterThanOrEqual(85);
        expect(c.band.band).toBe('very_high');
        expect(c.connection).toBeCloseTo(1, 12);
      }
    }
  });

  it('stays within 0–100 with the band of its score, and is deterministic', () => {
    const people = births(24, 5);
    const bands = new Set<string>();
    for (let i = 0; i < people.length; i += 2) {
      for (const method of tables.COMPATIBILITY_METHODS) {
        const s = synastry(people[i], people[i + 1], { compatibilityMethod: method });
        const c = s.compatibility();
        expect(Number.isInteger(c.overallScore)).toBe(true);
        expect(c.overallScore).toBeGreaterThanOrEqual(0);
        expect(c.overallScore).toBeLessThanOrEqual(100);
        expect(c.band).toBe(tables.scoreBand(c.overallScore));
        bands.add(c.band.band);
        expect(synastry(people[i], people[i + 1], { compatibilityMethod: method }).compatibility().overallScore).toBe(c.overallScore);
        expect(c.totalAspects).toBe(c.harmoniousAspects + c.challengingAspects + c.neutralAspects);
        expect(c.totalAspects).toBe(c.majorAspects + c.minorAspects);
        expect(c.totalWeight).toBeCloseTo(c.positiveWeight + c.challengingWeight + c.neutralWeight, 1);
        expect(c.strongest).toEqual(s.aspects().slice(0, 5));
        expect(c.breakdown.reduce((n, r) => n + r.count, 0)).toBe(c.totalAspects);
      }
    }
    // Random pairs are not all alike.
    expect(bands.size).toBeGreaterThan(1);
  });

  it('uses the spec bands', () => {
    const band = (x: number) => tables.scoreBand(x).band;
    expect([100, 85, 84, 70, 69, 55, 54, 40, 39, 0].map(band)).toEqual([
      'very_high', 'very_high', 'high', 'high', 'average', 'average', 'low', 'low', 'very_low', 'very_low',
    ]);
  });
});

describe('element, modality, areas and themes', () => {
  it('counts the ten planets and the ASC', () => {
    const s = synastry();
    for (const d of [s.distribution1(), s.distribution2()]) {
      expect(Object.values(d.elements).reduce((a, b) => a + b, 0)).toBe(11);
      expect(Object.values(d.modalities).reduce((a, b) => a + b, 0)).toBe(11);
      const top = Math.max(...Object.values(d.elements));
      expect(d.elements[d.dominantElement]).toBe(top);
    }
    const e = s.elementCompatibility();
    expect(e.breakdown.map((r) => r.key)).toEqual(['fire', 'earth', 'air', 'water']);
    for (const r of e.breakdown) {
      expect(r.totalCount).toBe(r.person1Count + r.person2Count);
      expect(r.balanceScore).toBeGreaterThanOrEqual(0);
      expect(r.balanceScore).toBeLessThanOrEqual(1);
    }
    expect(e.score).toBeGreaterThanOrEqual(0);
    expect(e.score).toBeLessThanOrEqual(100);
  });

  it('types element and modality pairs', () => {
    expect(tables.ELEMENT_PAIR_TYPE('fire', 'air')).toBe('supportive');
    expect(tables.ELEMENT_PAIR_TYPE('water', 'earth')).toBe('supportive');
    expect(tables.ELEMENT_PAIR_TYPE('fire', 'earth')).toBe('challenging');
    expect(tables.ELEMENT_PAIR_TYPE('fire', 'water')).toBe('opposing');
    expect(tables.ELEMENT_PAIR_TYPE('air', 'air')).toBe('same');
    const m = tables.MODALITY_PAIR_TYPE;
    expect([m('cardinal', 'cardinal'), m('fixed', 'fixed'), m('mutable', 'mutable'), m('fixed', 'cardinal'), m('mutable', 'cardinal'), m('fixed', 'mutable')])
      .toEqual(['competitive', 'stable', 'flexible', 'complementary', 'supportive', 'balancing']);
  });

  it('rates the five relationship areas and the eight themes', () => {
    for (const [p, q] of [[A, B], [births(2, 9)[0], births(2, 9)[1]]]) {
      const s = synastry(p, q);
      const { areas, strongest, focus } = s.areas();
      expect(areas.map((a) => a.area)).toEqual(['romance', 'communication', 'stability', 'growth', 'intimacy']);
      for (const a of areas) {
        expect(a.factors.length).toBeLessThanOrEqual(3);
        for (const f of a.factors) expect(f).toMatch(/^(Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|True Node|ASC|MC)-\d{1,2} \(\+\d+\.\d\)$/);
        expect(['매우 강함', '강함', '보통', '약함', '해당 없음']).toContain(a.rating);
      }
      expect(strongest.score).toBe(Math.max(...areas.map((a) => a.score)));
      expect(['romantic_focus', 'communication_focus', 'stability_focus', 'growth_focus', 'intimacy_focus', 'balanced_focus']).toContain(focus);

      const themes = s.themes();
      expect(themes.map((t) => t.theme)).toEqual([...tables.THEMES]);
      for (const t of themes) {
        expect(t.score).toBe(Math.round(t.score * 10) / 10);
        expect(t.score).toBeGreaterThanOrEqual(0);
        expect(t.score).toBeLessThanOrEqual(100);
        const rating = tables.THEME_RATINGS.find((r) => t.score >= r.min)!;
        expect([t.rating, t.level]).toEqual([rating.ko, rating.level]);
        expect(t.factors.length).toBeLessThanOrEqual(3);
      }
      const key = s.keyThemes();
      expect(key.length).toBeGreaterThanOrEqual(1);
      expect(key.length).toBeLessThanOrEqual(4);
    }
  });
});

describe('composite and Davison', () => {
  it('takes the near midpoint, and the smaller longitude at exactly 180°', () => {
    expect(midpoint(10, 50)).toBe(30);
    expect(midpoint(350, 30)).toBe(10);
    expect(midpoint(30, 350)).toBe(10);
    expect(midpoint(100, 280)).toBe(10);
    expect(midpoint(280, 100)).toBe(10);
    expect(midpoint(0, 180)).toBe(90);
    expect(midpoint(180, 0)).toBe(90);
    expect(midpoint(200, 200)).toBe(200);
  });

  it('builds houses from the composite MC at the mean latitude with the obliquity of the mean instant', () => {
    const s = synastry(A, { ...B, location: LONDON });
    const c = s.composite();
    const mc1 = s.person1.point('MC')!.lon;
    const mc2 = s.person2.point('MC')!.lon;
    expect(c.houses.mc).toBeCloseTo(midpoint(mc1, mc2), 9);
    expect(c.latitude).toBeCloseTo((SEOUL.latitude + LONDON.latitude) / 2, 12);
    const expected = computeHouses('PLACIDUS', { armc: c.armc, obliquity: c.obliquity, latitude: c.latitude });
    expect(c.houses.cusps).toEqual(expected.cusps);
    expect(c.angles[0].lon).toBe(expected.asc);
    for (const [i, b] of c.bodies.entries()) {
      expect(b.lon).toBe(midpoint(s.person1.bodies()[i].lon, s.person2.bodies()[i].lon));
      expect(b.house).toBe(houseOf(b.lon, c.houses.cusps));
    }
    const meanMs = (s.person1.chart.time().utcMs + s.person2.chart.time().utcMs) / 2;
    expect(c.meanUtcMs).toBeCloseTo(meanMs, 0);
  });

  it('places the Davison chart at the mean instant and the great-circle midpoint', () => {
    const s = synastry({ ...A, location: NEW_YORK }, { ...B, location: LONDON });
    const d = s.davison();
    const meanMs = (s.person1.chart.time().utcMs + s.person2.chart.time().utcMs) / 2;
    expect(d.time().utcMs).toBeCloseTo(meanMs, 0);
    const mid = geographicMidpoint(NEW_YORK.latitude, NEW_YORK.longitude, LONDON.latitude, LONDON.longitude);
    expect(d.input.location.latitude).toBe(mid.latitude);
    // The great-circle midpoint of New York and London lies in the North Atlantic, north of both.
    expect(mid.latitude).toBeGreaterThan(51.5);
    expect(mid.longitude).toBeGreaterThan(-45);
    expect(mid.longitude).toBeLessThan(-30);
    expect(geographicMidpoint(0, 0, 0, 180)).toEqual({ latitude: 0, longitude: 90 });
  });
});

describe('texts', () => {

  it('writes pair-specific texts from the names, points, signs and houses', () => {
    const s = synastry();
    const a = s.aspects()[0];
    const text = texts.aspectInterpretation(s, a);
    const from = a.fromPerson1 ? a.p1 : a.p2;
    expect(text).toContain(a.fromPerson1 ? '민수의' : '지은의');
    expect(text).toContain(from.def.ko);
    expect(text).toContain(tables.SIGN_STYLE_KO[Math.floor(from.lon / 30)]);
    expect(text).toContain(`오브 ${a.orb.toFixed(2)}°`);
    const o = s.overlays().person1InPerson2[3];
    expect(texts.overlayInterpretation(o)).toContain(`${o.house}하우스(${tables.HOUSE_MEANINGS[o.house - 1].ko})`);
    expect(texts.compatibilityNotes(s)).toContain(`${s.compatibility().overallScore}점`);
    expect(texts.houseOverlayInsights(s).length).toBeLessThanOrEqual(8);
    expect(texts.relationshipStrengths(s).length).toBeGreaterThan(0);
  });
});

describe('analysis depth', () => {
  it('adds blocks in the order basic < standard < detailed < comprehensive', () => {
    expect(depthIncludes('basic', 'standard')).toBe(false);
    expect(depthIncludes('standard', 'standard')).toBe(true);
    expect(depthIncludes('standard', 'detailed')).toBe(false);
    expect(depthIncludes('comprehensive', 'detailed')).toBe(true);
    expect(depthIncludes('detailed', 'comprehensive')).toBe(false);
  });
});

describe('lazy GraphQL resolution', () => {
  const context = () => ({
    access: { charge: async (feature: string) => ({ feature, user: 't', used: 0, limit: 1, remaining: 1 }) },
    usage: null,
  }) as never;
  const run = async (selection: string) => {
    const document = parse(`{ synastry(input: {
      person1: { name: "A", datetime: "1990-05-15T14:30:00", location: { latitude: 37.5665, longitude: 126.978 } }
      person2: { name: "B", datetime: "1992-11-03T08:15:00", location: { latitude: 35.1796, longitude: 129.0756 } }
    }) ${selection} }`);
    const result = await execute({ schema, document, contextValue: context() });
    expect(result.errors).toBeUndefined();
    return result.data as any;
  };
  const textCalls = () =>
    Object.entries(texts).filter(([, f]) => vi.isMockFunction(f) && vi.mocked(f).mock.calls.length > 0).map(([n]) => n);

  it('the overall score builds no text, no composite and one set of houses per chart', async () => {
    const data = await run('{ compatibility { overallScore band } }');
    expect(data.synastry.compatibility.overallScore).toBeGreaterThanOrEqual(0);
    expect(textCalls()).toEqual([]);
    expect(compositeChart).not.toHaveBeenCalled();
    expect(davisonChart).not.toHaveBeenCalled();
    // One house computation per chart plus two equal-house ones per chart for the angles' rates.
    const systems = vi.mocked(computeHouses).mock.calls.map((c) => c[0]);
    expect(systems.filter((x) => x === 'PLACIDUS')).toHaveLength(2);
  });

  it('builds only the texts selected, and the composite once however often it is selected', async () => {
    const data = await run('{ aspects { code signInterpretation } composite { info { name } } c2: composite { bodies { name longitude } } }');
    expect(data.synastry.aspects.length).toBeGreaterThan(0);
    expect(textCalls()).toEqual(['aspectInterpretation']);
    expect(vi.mocked(texts.aspectInterpretation)).toHaveBeenCalledTimes(data.synastry.aspects.length);
    expect(compositeChart).toHaveBeenCalledTimes(1);
    expect(data.synastry.composite.info.name).toBe('A & B Composite');
    expect(davisonChart).not.toHaveBeenCalled();
  });

  it('serves the Davison chart as a natal chart', async () => {
    const data = await run('{ davison { info { name utc } bodies { sun { sign } } } }');
    expect(data.synastry.davison.info.name).toBe('A & B Davison');
    expect(davisonChart).toHaveBeenCalledTimes(1);
    expect(compositeChart).not.toHaveBeenCalled();
  });
});
