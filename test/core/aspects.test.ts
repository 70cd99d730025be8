import { describe, expect, it } from 'vitest';
import { EXACT_ORB, findAspects, type AspectPoint } from '../../src/core/astro/aspects.js';

const body = (id: string, lon: number, lonSpeed: number | null = 1, dec: number | null = null): AspectPoint => ({
  id,
  lon,
  lonSpeed,
  dec,
});

const only = (a: AspectPoint, b: AspectPoint) => findAspects([a, b]);

describe('findAspects: longitude aspects', () => {
  it('recognises every aspect angle at its exact separation, across 0°', () => {
    const cases: [number, string][] = [
      [0, 'Conjunction'], [180, 'Opposition'], [120, 'Trine'], [90, 'Square'], [60, 'Sextile'],
      [150, 'Quincunx'], [30, 'Semisextile'], [45, 'Semisquare'], [135, 'Sesquiquadrate'], [72, 'Quintile'], [144, 'Biquintile'],
    ];
    for (const [angle, type] of cases) {
      for (const from of [10, 350]) {
        const [asp, ...rest] = only(body('mars', from), body('jupiter', from - angle));
        expect(rest).toEqual([]);
        expect(asp).toMatchObject({ body1: 'mars', body2: 'jupiter', aspectType: type, angle, exact: true });
        expect(asp.orb).toBeLessThan(1e-9);
        expect(asp.separation).toBeCloseTo(angle, 9);
      }
    }
  });

  it('orb limits: 8° conjunction between planets, 10° with a luminary; minors 1–3°', () => {
    expect(only(body('mars', 100), body('saturn', 107.9))[0]).toMatchObject({ aspectType: 'Conjunction' });
    expect(only(body('mars', 100), body('saturn', 108.1))).toEqual([]);
    expect(only(body('sun', 100), body('saturn', 109.9))[0].orb).toBeCloseTo(9.9, 9);
    expect(only(body('saturn', 100), body('moon', 110.1))).toEqual([]);
    expect(only(body('mars', 0), body('venus', 96.9))[0].aspectType).toBe('Square');
    expect(only(body('mars', 0), body('venus', 97.1))).toEqual([]);
    expect(only(body('moon', 0), body('venus', 98.9))[0].aspectType).toBe('Square');
    expect(only(body('mars', 0), body('venus', 152.9))[0].aspectType).toBe('Quincunx');
    expect(only(body('mars', 0), body('venus', 73.1))).toEqual([]);
    expect(only(body('sun', 0), body('venus', 73.1))).toEqual([]); // minors get no luminary bonus
  });

  it('exact below 10′', () => {
    expect(EXACT_ORB).toBeCloseTo(1 / 6, 12);
    expect(only(body('mars', 0), body('venus', 120.16))[0].exact).toBe(true);
    expect(only(body('mars', 0), body('venus', 120.17))[0].exact).toBe(false);
  });

  it('applying / separating from relative speeds; null with an angle', () => {
    // Moon 5° behind the Sun, faster: conjunction applying; after passing: separating.
    expect(only(body('sun', 100, 1), body('moon', 95, 13))[0].applying).toBe(true);
    expect(only(body('sun', 100, 1), body('moon', 105, 13))[0].applying).toBe(false);
    // Square from 93° towards 90°: the separation shrinks.
    expect(only(body('mars', 0, 0.5), body('venus', 93, 0.1))[0].applying).toBe(true);
    expect(only(body('mars', 0, 0.5), body('venus', 87, 0.1))[0].applying).toBe(false);
    // Opposition: separation 178° growing towards 180° is applying; across 0°.
    expect(only(body('mars', 359, -0.2), body('jupiter', 177, 0.1))[0].applying).toBe(true);
    expect(only(body('mars', 1, 0.2), body('jupiter', 182, 0.1))[0]).toMatchObject({ aspectType: 'Opposition', applying: true });
    expect(only(body('mars', 1, 0.1), body('jupiter', 182, 0.2))[0].applying).toBe(false);
    // Retrograde planet moving back onto a trine.
    expect(only(body('mercury', 10, -1), body('saturn', 128, 0.05))[0].applying).toBe(true);
    // Angles have no speed.
    expect(only(body('sun', 10, 1), body('asc', 12, null))[0].applying).toBeNull();
    // Equal speeds: the orb does not change, not applying.
    expect(only(body('mars', 0, 0.5), body('venus', 93, 0.5))[0].applying).toBe(false);
  });

  it('a single orb option replaces the table; types option filters; the closest aspect wins an overlap', () => {
    expect(findAspects([body('mars', 0), body('venus', 75)], { orb: 5 })[0].aspectType).toBe('Quintile');
    expect(findAspects([body('mars', 0), body('venus', 64)], { orb: 10 })[0].aspectType).toBe('Sextile');
    expect(findAspects([body('mars', 0), body('venus', 68)], { orb: 10 })[0].aspectType).toBe('Quintile');
    expect(findAspects([body('mars', 0), body('venus', 64)], { orb: 10, types: ['Quintile'] })[0].aspectType).toBe('Quintile');
    expect(findAspects([body('mars', 0), body('venus', 60)], { types: ['Trine'] })).toEqual([]);
  });
});

describe('findAspects: declination aspects', () => {
  it('parallel within 1° and contra-parallel within 1°, applying null, angle 0', () => {
    const [p] = only(body('mars', 0, 1, 12.3), body('venus', 200, 1, 11.6));
    expect(p).toMatchObject({ aspectType: 'Parallel', angle: 0, applying: null, exact: false });
    expect(p.orb).toBeCloseTo(0.7, 9);
    const [c] = only(body('mars', 0, 1, 12.3), body('venus', 200, 1, -12.35));
    expect(c).toMatchObject({ aspectType: 'Contra-Parallel', applying: null, exact: true });
    expect(c.separation).toBeCloseTo(0.05, 9);
    expect(only(body('mars', 0, 1, 12.3), body('venus', 200, 1, 10.2))).toEqual([]);
    expect(only(body('mars', 0, 1, 12.3), body('venus', 200, 1, null))).toEqual([]);
  });

  it('a pair can hold one longitude and one declination aspect; near the equator the closer of parallel/contra-parallel', () => {
    const both = only(body('sun', 10, 1, 4), body('moon', 12, 13, 4.5));
    expect(both.map((a) => a.aspectType)).toEqual(['Conjunction', 'Parallel']);
    const nearEquator = only(body('mars', 0, 1, 0.3), body('venus', 200, 1, -0.2));
    expect(nearEquator.map((a) => a.aspectType)).toEqual(['Contra-Parallel']);
  });
});

describe('findAspects: pairs and order', () => {
  it('each pair once, body1 earlier in input order, sorted by body1 then body2', () => {
    const points = [
      body('sun', 0, 1, 10),
      body('moon', 120, 13, 10.5),
      body('mercury', 240, 1.5, -10),
      body('mc', 90, null, null),
      body('asc', 180, null, null),
    ];
    const aspects = findAspects(points);
    const order = points.map((p) => p.id);
    const keys = aspects.map((a) => `${a.body1}|${a.body2}|${a.aspectType}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const a of aspects) expect(order.indexOf(a.body1)).toBeLessThan(order.indexOf(a.body2));
    const pairIndex = aspects.map((a) => order.indexOf(a.body1) * 10 + order.indexOf(a.body2));
    expect(pairIndex).toEqual([...pairIndex].sort((x, y) => x - y));
    const pairs = new Set(aspects.map((a) => [a.body1, a.body2].sort().join('|')));
    expect(pairs.size).toBe(new Set(aspects.map((a) => `${a.body1}|${a.body2}`)).size);
    expect(keys).toEqual([
      'sun|moon|Trine',
      'sun|moon|Parallel',
      'sun|mercury|Trine',
      'sun|mercury|Contra-Parallel',
      'sun|mc|Square',
      'sun|asc|Opposition',
      'moon|mercury|Trine',
      'moon|mercury|Contra-Parallel',
      'moon|mc|Semisextile',
      'moon|asc|Sextile',
      'mercury|mc|Quincunx',
      'mercury|asc|Sextile',
      'mc|asc|Square',
    ]);
  });
});
