/**
 * The classical techniques' core: firdaria tables and boundaries (spec §4.7, techniques.md §2),
 * profections (§3) and primary directions (§1): closed forms for the angles, arcs to the angles
 * against their textbook expressions, identities and symmetries, and the semi-arc property.
 */
import { describe, expect, it } from 'vitest';
import { atan2d, asind, cosd, norm360, sind, tand, wrap180 } from '../../src/core/astro/angle.js';
import {
  ascensionalDifference,
  defaultKeyRate,
  directedAsc,
  directedMc,
  directedSemiArc,
  directedUnderPole,
  directionArc,
  equatorial,
  KEYS,
  placidusPole,
  PrimaryDirections,
  regiomontanusPole,
  speculum,
  type Construction,
  type DirectionMethod,
  type PrimaryDirectionsOptions,
  type Sphere,
} from '../../src/core/astro/directions.js';
import {
  AgeBeyondCycleError,
  CHALDEAN_ORDER,
  Firdaria,
  firdariaInterpretation,
  firdariaPeriods,
  parseGender,
  subPeriods,
  TRADITIONAL_ORDERS,
  TRADITIONAL_YEARS,
  type FirdariaOptions,
} from '../../src/core/astro/firdaria.js';
import { Chart } from '../../src/core/astro/chart.js';
import { profectedHouse, Profection, rulerOf, SIGN_RULERS } from '../../src/core/astro/profections.js';
import { signIndex } from '../../src/core/astro/zodiac.js';

const SPEC_MALE: FirdariaOptions = { table: 'SPEC_74', sect: 'DIURNAL', nocturnalOrder: 'ABU_MASHAR' };
const SPEC_FEMALE: FirdariaOptions = { table: 'SPEC_74', sect: 'NOCTURNAL', nocturnalOrder: 'ABU_MASHAR' };
const TRAD = (sect: 'DIURNAL' | 'NOCTURNAL', nocturnalOrder: 'ABU_MASHAR' | 'BONATTI' = 'ABU_MASHAR'): FirdariaOptions => ({
  table: 'TRADITIONAL_75',
  sect,
  nocturnalOrder,
});
const spans = (o: FirdariaOptions) => firdariaPeriods(o).map((p) => [p.planet, p.startAge, p.endAge]);

describe('firdaria: the spec table (REST)', () => {
  it('male (Male Diurnal): Sun 0–10, Venus 10–18, Mercury 18–32, Moon 32–41, Saturn 41–55, Jupiter 55–67, Mars 67–74', () => {
    expect(spans(SPEC_MALE)).toEqual([
      ['Sun', 0, 10], ['Venus', 10, 18], ['Mercury', 18, 32], ['Moon', 32, 41],
      ['Saturn', 41, 55], ['Jupiter', 55, 67], ['Mars', 67, 74],
    ]);
  });

  it('female (Female Nocturnal): Moon 9, Saturn 14, Jupiter 12, Mars 7, Sun 10, Venus 8, Mercury 14 = 74', () => {
    expect(spans(SPEC_FEMALE)).toEqual([
      ['Moon', 0, 9], ['Saturn', 9, 23], ['Jupiter', 23, 35], ['Mars', 35, 42],
      ['Sun', 42, 52], ['Venus', 52, 60], ['Mercury', 60, 74],
    ]);
  });

  it('periods are [start, end): a boundary age belongs to the next period', () => {
    const lord = (age: number, o = SPEC_MALE) => new Firdaria(age, o).current.planet;
    expect([0, 9, 10, 17, 18, 31, 32, 40, 41, 54, 55, 66, 67, 73].map((a) => lord(a))).toEqual([
      'Sun', 'Sun', 'Venus', 'Venus', 'Mercury', 'Mercury', 'Moon', 'Moon', 'Saturn', 'Saturn', 'Jupiter', 'Jupiter', 'Mars', 'Mars',
    ]);
    expect([8, 9, 22, 23, 34, 35, 41, 42, 51, 52, 59, 60].map((a) => lord(a, SPEC_FEMALE))).toEqual([
      'Moon', 'Saturn', 'Saturn', 'Jupiter', 'Jupiter', 'Mars', 'Mars', 'Sun', 'Sun', 'Venus', 'Venus', 'Mercury',
    ]);
  });

  it('age 74 falls in the last period with nothing remaining; 75 is beyond the cycle', () => {
    const f = new Firdaria(74, SPEC_MALE);
    expect(f.current).toMatchObject({ planet: 'Mars', startAge: 67, endAge: 74 });
    expect([f.yearsIntoPeriod, f.yearsRemaining]).toEqual([7, 0]);
    expect(new Firdaria(74, SPEC_FEMALE).current.planet).toBe('Mercury');
    expect(() => new Firdaria(75, SPEC_MALE)).toThrow(AgeBeyondCycleError);
    expect(() => new Firdaria(75, SPEC_MALE)).toThrow('Age 75 is beyond the Firdaria cycle. Firdaria covers ages 0-74 years.');
  });

  it('years into and remaining, sequence names, and an interpretation naming the period', () => {
    const f = new Firdaria(35, SPEC_MALE);
    expect([f.current.planet, f.yearsIntoPeriod, f.yearsRemaining]).toEqual(['Moon', 3, 6]);
    expect(f.sequenceType('male')).toBe('Male Diurnal');
    expect(new Firdaria(35, SPEC_FEMALE).sequenceType('female')).toBe('Female Nocturnal');
    const text = firdariaInterpretation(f);
    expect(text).toContain('달(Moon)');
    expect(text).toContain('32–41세');
    expect(text).toContain('6년이 남았습니다');
    expect(firdariaInterpretation(new Firdaria(12, SPEC_MALE))).toContain('금성(Venus)');
  });

  it('gender: male/m and female/f in any case', () => {
    expect(['male', 'M', ' m ', 'Male'].map(parseGender)).toEqual(['male', 'male', 'male', 'male']);
    expect(['female', 'F', 'f', 'FEMALE'].map(parseGender)).toEqual(['female', 'female', 'female', 'female']);
    expect(['x', '', 'man', 'yang'].map(parseGender)).toEqual([null, null, null, null]);
  });
});

describe('firdaria: the traditional 75-year table (GraphQL)', () => {
  it('years sum to 75 (70 for the seven planets) in every order', () => {
    const total = (o: FirdariaOptions) => firdariaPeriods(o).reduce((s, p) => s + p.years, 0);
    expect(Object.values(TRADITIONAL_YEARS).reduce((a, b) => a + b, 0)).toBe(75);
    expect(Object.entries(TRADITIONAL_YEARS).filter(([p]) => !p.includes('Node')).reduce((s, [, y]) => s + y, 0)).toBe(70);
    for (const o of [TRAD('DIURNAL'), TRAD('NOCTURNAL'), TRAD('NOCTURNAL', 'BONATTI')]) expect(total(o)).toBe(75);
    expect(firdariaPeriods(SPEC_MALE).reduce((s, p) => s + p.years, 0)).toBe(74);
  });

  it('diurnal, Abu Ma\'shar and Bonatti orders', () => {
    expect(spans(TRAD('DIURNAL'))).toEqual([
      ['Sun', 0, 10], ['Venus', 10, 18], ['Mercury', 18, 31], ['Moon', 31, 40], ['Saturn', 40, 51],
      ['Jupiter', 51, 63], ['Mars', 63, 70], ['North Node', 70, 73], ['South Node', 73, 75],
    ]);
    expect(firdariaPeriods(TRAD('NOCTURNAL')).map((p) => p.planet)).toEqual([...TRADITIONAL_ORDERS.NOCTURNAL_ABU_MASHAR]);
    expect(spans(TRAD('NOCTURNAL', 'BONATTI'))).toEqual([
      ['Moon', 0, 9], ['Saturn', 9, 20], ['Jupiter', 20, 32], ['Mars', 32, 39], ['North Node', 39, 42],
      ['South Node', 42, 44], ['Sun', 44, 54], ['Venus', 54, 62], ['Mercury', 62, 75],
    ]);
  });

  it('the cycle starts again after 75', () => {
    const f = new Firdaria(80.5, TRAD('DIURNAL'));
    expect(f.cycle).toBe(1);
    expect(f.current).toMatchObject({ planet: 'Sun', startAge: 75, endAge: 85 });
    expect(new Firdaria(75, TRAD('DIURNAL')).current.planet).toBe('Sun');
    expect(new Firdaria(74.9, TRAD('DIURNAL')).current.planet).toBe('South Node');
  });

  it('sub-periods: seven equal parts in Chaldean order from the period lord; none for the nodes', () => {
    expect(CHALDEAN_ORDER).toEqual(['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon']);
    const sun = subPeriods({ planet: 'Sun', startAge: 0, years: 10 });
    expect(sun.map((s) => s.planet)).toEqual(['Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars']);
    expect(sun[1].startAge).toBeCloseTo(10 / 7, 12);
    expect(sun[6].endAge).toBeCloseTo(10, 12);
    const saturn = subPeriods({ planet: 'Saturn', startAge: 40, years: 11 });
    expect(saturn.map((s) => s.planet)).toEqual(['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon']);
    expect(saturn.every((s) => Math.abs(s.years - 11 / 7) < 1e-12)).toBe(true);
    expect(subPeriods({ planet: 'Moon', startAge: 0, years: 9 }).map((s) => s.planet)).toEqual([
      'Moon', 'Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury',
    ]);
    expect(subPeriods({ planet: 'North Node', startAge: 70, years: 3 })).toEqual([]);
    // Age 12 of a day birth: Venus 10–18, parts of 8/7 years → the second part (Mercury) from 11.14.
    expect(new Firdaria(12, TRAD('DIURNAL')).currentSubPeriod?.planet).toBe('Mercury');
    expect(new Firdaria(71, TRAD('DIURNAL')).currentSubPeriod).toBeNull();
  });
});

describe('profections', () => {
  it('profected house = (age mod 12) + 1', () => {
    expect([0, 1, 11, 12, 13, 35, 119, 120].map(profectedHouse)).toEqual([1, 2, 12, 1, 2, 12, 12, 1]);
  });

  it('traditional rulers of the signs', () => {
    expect(SIGN_RULERS).toEqual([
      'Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter',
    ]);
    expect([0, 45, 89.99, 90, 135, 150, 180, 215, 240, 275, 300, 359.99].map(rulerOf)).toEqual([
      'Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter',
    ]);
  });

  const chartAt = (latitude: number, houseSystem: 'PLACIDUS' | 'KOCH' = 'PLACIDUS') =>
    new Chart({
      name: 'p',
      datetime: '1985-01-10T06:00:00',
      location: { latitude, longitude: 10, elevation: 0, timezone: 'UTC' },
      houseSystem,
      includeAsteroids: false,
    });

  it('the cusp rule takes the sign on the profected cusp of the requested system', () => {
    const chart = chartAt(48);
    for (let age = 0; age < 24; age++) {
      const p = new Profection(chart, age);
      const cusp = chart.houses().cusps[age % 12];
      expect(p.profected).toMatchObject({ number: (age % 12) + 1, cuspLongitude: cusp, ruler: SIGN_RULERS[signIndex(cusp)], isProfected: true });
      expect(p.houses().filter((h) => h.isProfected)).toHaveLength(1);
    }
  });

  it('the whole-sign variant advances the ASC sign by one per year, and differs where signs are intercepted', () => {
    const chart = chartAt(60);
    const ascSign = signIndex(chart.houses().asc);
    let differ = 0;
    for (let age = 0; age < 12; age++) {
      const whole = new Profection(chart, age, 'WHOLE_SIGN').profected;
      expect(signIndex(whole.cuspLongitude)).toBe((ascSign + age) % 12);
      expect(whole.cuspLongitude % 30).toBe(0);
      if (whole.sign !== new Profection(chart, age).profected.sign) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });
});

// ─── Primary directions ──────────────────────────────────────────────────────────────────────

/** cusp(R, P), written out here independently of the module. */
const cuspRef = (r: number, p: number, eps: number) => norm360(atan2d(sind(r), cosd(r) * cosd(eps) - sind(eps) * tand(p)));
const near = (a: number, b: number, tol = 1e-8) => expect(Math.abs(wrap180(a - b))).toBeLessThan(tol);

/** A deterministic pseudo-random sequence (mulberry32). */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EPS = 23.4367;
const spheres: Sphere[] = [
  { ramc: 10, obliquity: EPS, latitude: 37.57 },
  { ramc: 137.5, obliquity: EPS, latitude: -33.9 },
  { ramc: 250.25, obliquity: EPS, latitude: 51.5 },
  { ramc: 321, obliquity: EPS, latitude: 0.5 },
  { ramc: 75, obliquity: EPS, latitude: 62 },
];
const CONSTRUCTIONS: Construction[] = ['SEMI_ARC', 'PLACIDUS_POLE', 'REGIOMONTANUS_POLE'];

/** Random zodiacal points of a sphere, avoiding circumpolar declinations. */
function points(sphere: Sphere, n: number, seed: number) {
  const r = rng(seed);
  return Array.from({ length: n }, () => speculum(r() * 360, 0, sphere));
}

/** The speculum of the MC and ASC of a sphere, as the module's PrimaryDirections builds them. */
function angles(sphere: Sphere) {
  const mcLon = cuspRef(sphere.ramc, 0, sphere.obliquity);
  const ascLon = cuspRef(sphere.ramc + 90, sphere.latitude, sphere.obliquity);
  const mc = speculum(mcLon, 0, sphere, 0);
  const { dec } = equatorial(ascLon, 0, sphere.obliquity);
  const asc = speculum(ascLon, 0, sphere, -(90 + ascensionalDifference(dec, sphere.latitude)));
  return { mc, asc, mcLon, ascLon };
}

describe('primary directions: speculum and poles', () => {
  it('equatorial coordinates and hour angles: the MC has RA = RAMC, the ASC oblique ascension RAMC + 90°', () => {
    for (const sphere of spheres) {
      const { mcLon, ascLon } = angles(sphere);
      near(equatorial(mcLon, 0, EPS).ra, sphere.ramc);
      expect(Math.abs(speculum(mcLon, 0, sphere).ha)).toBeLessThan(1e-9);
      const a = speculum(ascLon, 0, sphere);
      near(a.ra - a.ad, sphere.ramc + 90);
      near(a.ha, -a.dsa, 1e-8);
    }
  });

  it('Placidus pole: 0 on the meridian, φ on the horizon; the limit f·tan φ at δ = 0', () => {
    for (const sphere of spheres) {
      const { mc, asc } = angles(sphere);
      expect(placidusPole(mc, sphere.latitude)).toBeCloseTo(0, 12);
      expect(placidusPole(asc, sphere.latitude)).toBeCloseTo(sphere.latitude, 9);
      // A setting point (western horizon) too.
      const setting = speculum(norm360(asc.lon + 180), 0, sphere);
      expect(placidusPole(setting, sphere.latitude)).toBeCloseTo(sphere.latitude, 8);
      // On the equator (λ = 0°): tan p = f·tan φ, and the formula's neighbourhood agrees with the limit.
      const eq = speculum(0, 0, sphere);
      expect(tand(placidusPole(eq, sphere.latitude))).toBeCloseTo(eq.f * tand(sphere.latitude), 12);
      const nearEq = speculum(1e-4, 0, sphere);
      expect(placidusPole(nearEq, sphere.latitude)).toBeCloseTo(placidusPole(eq, sphere.latitude), 3);
    }
  });

  it('Regiomontanus pole: 0 on the meridian, φ on the horizon, |p| ≤ |φ|', () => {
    for (const sphere of spheres) {
      const { mc, asc } = angles(sphere);
      expect(regiomontanusPole(mc, sphere.latitude)).toBeCloseTo(0, 12);
      expect(regiomontanusPole(asc, sphere.latitude)).toBeCloseTo(sphere.latitude, 9);
      for (const p of points(sphere, 50, 7)) {
        expect(Math.abs(regiomontanusPole(p, sphere.latitude))).toBeLessThanOrEqual(Math.abs(sphere.latitude) + 1e-9);
      }
    }
  });

  it('a point on a Regiomontanus house cusp has that house circle’s pole atan(tan φ·sin H)', () => {
    const sphere = spheres[2];
    for (const h of [30, 60]) {
      const pole = Math.atan(tand(sphere.latitude) * sind(h)) * (180 / Math.PI);
      const lon = cuspRef(sphere.ramc + h, pole, EPS); // cusp of house 11 (h = 30) and 12 (h = 60)
      expect(regiomontanusPole(speculum(lon, 0, sphere), sphere.latitude)).toBeCloseTo(pole, 9);
    }
  });
});

describe('primary directions: the angles', () => {
  it('MC′ = cusp(θ + A, 0) and ASC′ = cusp(θ + A + 90°, φ), and the general constructions reproduce them', () => {
    for (const sphere of spheres) {
      const { mc, asc } = angles(sphere);
      for (const arc of [-40, -1.5, 0, 0.75, 12.3, 33, 71]) {
        const mcRef = cuspRef(sphere.ramc + arc, 0, EPS);
        const ascRef = cuspRef(sphere.ramc + arc + 90, sphere.latitude, EPS);
        near(directedMc(sphere, arc), mcRef, 1e-12);
        near(directedAsc(sphere, arc), ascRef, 1e-12);
        // Under the pole: the MC's pole is 0, the ASC's φ (both constructions).
        for (const pole of [placidusPole, regiomontanusPole]) {
          near(directedUnderPole(mc, pole(mc, sphere.latitude), arc, EPS), mcRef, 1e-9);
          near(directedUnderPole(asc, pole(asc, sphere.latitude), arc, EPS), ascRef, 1e-8);
        }
        // Semi-arc root-finding: f = 0 culminates, f = 1 rises.
        near(directedSemiArc(mc, sphere, arc), mcRef, 1e-8);
        near(directedSemiArc(asc, sphere, arc), ascRef, 1e-8);
      }
    }
  });

  it('arcs to the MC are α_P − θ and to the ASC OA_P − (θ + 90°) in every construction', () => {
    for (const sphere of spheres.slice(0, 4)) {
      const { mc, asc } = angles(sphere);
      for (const p of points(sphere, 40, 11)) {
        for (const c of CONSTRUCTIONS) {
          near(directionArc(c, p, mc, sphere, 'direct'), norm360(p.ra - sphere.ramc), 1e-8);
          near(directionArc(c, p, mc, sphere, 'converse'), norm360(sphere.ramc - p.ra), 1e-8);
          near(directionArc(c, p, asc, sphere, 'direct'), norm360(p.ra - p.ad - sphere.ramc - 90), 1e-7);
        }
      }
    }
  });
});

describe('primary directions: identities and symmetries', () => {
  it('a point directed to itself has arc 0, and every point directed by arc 0 stays where it is', () => {
    for (const sphere of spheres) {
      for (const s of points(sphere, 40, 3)) {
        for (const c of CONSTRUCTIONS) {
          expect(Math.abs(wrap180(directionArc(c, s, s, sphere, 'direct')))).toBeLessThan(1e-9);
          expect(Math.abs(wrap180(directionArc(c, s, s, sphere, 'converse')))).toBeLessThan(1e-9);
        }
        near(directedSemiArc(s, sphere, 0), s.lon, 1e-8);
        near(directedUnderPole(s, placidusPole(s, sphere.latitude), 0, EPS), s.lon, 1e-8);
        near(directedUnderPole(s, regiomontanusPole(s, sphere.latitude), 0, EPS), s.lon, 1e-8);
      }
    }
  });

  it('direct and converse arcs of the same pair add up to a whole turn', () => {
    for (const sphere of spheres) {
      const ps = points(sphere, 12, 5);
      for (const p of ps) {
        for (const s of ps) {
          if (p === s) continue;
          for (const c of CONSTRUCTIONS) {
            const sum = directionArc(c, p, s, sphere, 'direct') + directionArc(c, p, s, sphere, 'converse');
            expect(Math.abs(wrap180(sum))).toBeLessThan(1e-9);
          }
        }
      }
    }
  });

  it('directing S by the exact arc of P (direct or converse) brings S′ onto P’s longitude', () => {
    for (const sphere of spheres.slice(0, 4)) {
      const ps = points(sphere, 10, 17);
      for (const p of ps) {
        for (const s of ps) {
          if (p === s) continue;
          for (const c of CONSTRUCTIONS) {
            for (const direction of ['direct', 'converse'] as const) {
              const arc = directionArc(c, p, s, sphere, direction);
              const signed = direction === 'direct' ? arc : -arc;
              const directed =
                c === 'SEMI_ARC'
                  ? directedSemiArc(s, sphere, signed)
                  : directedUnderPole(
                      s,
                      c === 'PLACIDUS_POLE' ? placidusPole(s, sphere.latitude) : regiomontanusPole(s, sphere.latitude),
                      signed,
                      EPS,
                    );
              near(directed, p.lon, 1e-7);
            }
          }
        }
      }
    }
  });

  it('Placidus under the pole equals the semi-arc method when promissor and significator share a declination', () => {
    const sphere = spheres[0];
    for (const s of points(sphere, 20, 23)) {
      // The other ecliptic point with the same declination: λ′ = 180° − λ.
      const p = speculum(norm360(180 - s.lon), 0, sphere);
      near(p.dec, s.dec, 1e-9);
      const semi = directionArc('SEMI_ARC', p, s, sphere, 'direct');
      near(directionArc('PLACIDUS_POLE', p, s, sphere, 'direct'), semi, 1e-8);
      near(semi, norm360(p.ra - s.ra), 1e-8);
    }
  });
});

describe('primary directions: the semi-arc construction (property)', () => {
  it('at θ + arc the promissor stands at the significator’s fraction of its own semi-arc, on the same side', () => {
    for (const sphere of spheres.slice(0, 4)) {
      const ps = points(sphere, 14, 29);
      for (const p of ps) {
        for (const s of ps) {
          if (p === s) continue;
          const arc = directionArc('SEMI_ARC', p, s, sphere, 'direct');
          const moved = speculum(p.lon, 0, { ...sphere, ramc: sphere.ramc + arc });
          expect(moved.above).toBe(s.above);
          expect(moved.eastern === s.eastern || Math.abs(moved.ha) < 1e-9 || Math.abs(Math.abs(moved.ha) - 180) < 1e-9).toBe(true);
          expect(moved.f).toBeCloseTo(s.f, 9);
          expect(moved.md / (s.above ? p.dsa : p.nsa)).toBeCloseTo(s.f, 9);
        }
      }
    }
  });

  it('the directed point keeps the significator’s fraction: its hour angle at θ + A is ±f·SA of its own semi-arc', () => {
    for (const sphere of spheres) {
      for (const s of points(sphere, 30, 31)) {
        for (const arc of [5, 27.5, -13]) {
          const lon = directedSemiArc(s, sphere, arc);
          const d = speculum(lon, 0, { ...sphere, ramc: sphere.ramc + arc });
          expect(d.above).toBe(s.above);
          expect(d.f).toBeCloseTo(s.f, 9);
        }
      }
    }
  });
});

describe('primary directions of a chart', () => {
  const chart = new Chart({
    name: 'Kim',
    datetime: '1990-05-15T14:30:00',
    location: { latitude: 37.5665, longitude: 126.978, elevation: 0, timezone: 'Asia/Seoul' },
    houseSystem: 'PLACIDUS',
    includeAsteroids: false,
  });
  const options = (method: DirectionMethod, extra: Partial<PrimaryDirectionsOptions> = {}): PrimaryDirectionsOptions => ({
    method,
    keyRate: null,
    age: 30,
    type: 'direct',
    frame: 'ZODIACAL',
    includeAngles: true,
    includeAspects: true,
    orb: 1,
    ...extra,
  });

  it('keys: ptolemy 1°/yr, naibod 0.98564733°/yr (arc = 0.98564733 × age), key_rate overrides', () => {
    expect(defaultKeyRate('ptolemy')).toBe(1);
    expect(defaultKeyRate('placidus')).toBe(1);
    expect(defaultKeyRate('regiomontanus')).toBe(1);
    expect(defaultKeyRate('naibod')).toBe(0.98564733);
    expect(KEYS.naibod).toBe(0.98564733);
    const naibod = new PrimaryDirections(chart, options('naibod', { age: 42.5 }));
    expect(naibod.arc).toBeCloseTo(0.98564733 * 42.5, 12);
    expect(naibod.key).toBe('naibod');
    const custom = new PrimaryDirections(chart, options('naibod', { keyRate: 1.1 }));
    expect([custom.rate, custom.arc, custom.key]).toEqual([1.1, 1.1 * 30, 'custom']);
    expect(new PrimaryDirections(chart, options('placidus')).construction).toBe('PLACIDUS_POLE');
  });

  it('natal longitudes are the chart’s, arc 0 leaves every point in place, and the angles follow the closed forms', () => {
    const sphere = { ramc: chart.armc(), obliquity: chart.frame().obliquity, latitude: 37.5665 };
    for (const method of ['ptolemy', 'placidus', 'regiomontanus', 'naibod'] as const) {
      const pd = new PrimaryDirections(chart, options(method));
      for (const id of pd.pointIds()) {
        const natal = id === 'asc' ? chart.houses().asc : id === 'mc' ? chart.houses().mc : chart.body(id).lon;
        expect(pd.natalLongitude(id)).toBe(natal);
        near(pd.directedLongitude(id, 0), natal, 1e-8);
      }
      const mc = pd.directedPoint('mc', 'direct');
      near(mc.directedLongitude, cuspRef(sphere.ramc + pd.arc, 0, sphere.obliquity), 1e-10);
      near(pd.directedPoint('asc', 'converse').directedLongitude, cuspRef(sphere.ramc - pd.arc + 90, 37.5665, sphere.obliquity), 1e-10);
      expect(pd.directedPoints().map((p) => p.name)).toEqual([
        'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'ASC', 'MC',
      ]);
    }
  });

  it('active directions lie within the orb, carry the aspect, and their exact arc brings the orb to 0', () => {
    for (const method of ['ptolemy', 'placidus', 'regiomontanus'] as const) {
      const pd = new PrimaryDirections(chart, options(method, { type: 'both', orb: 2 }));
      const active = pd.activeDirections();
      expect(active.length).toBeGreaterThan(0);
      for (const a of active) {
        const x = pd.directedPoint(a.directed, a.direction).directedLongitude;
        const orb = Math.abs(wrap180(x - (pd.natalLongitude(a.natal) + a.aspectAngle)));
        expect(orb).toBeCloseTo(a.orb, 12);
        expect(orb).toBeLessThanOrEqual(2);
        expect(a.natal).not.toBe(a.directed);
        const exact = pd.exactArcNear(a);
        expect(Math.abs(exact - pd.arc)).toBeLessThan(4);
        const at = pd.directedLongitude(a.directed, a.direction === 'direct' ? exact : -exact);
        near(at, pd.natalLongitude(a.natal) + a.aspectAngle, 1e-7);
      }
      expect(active.map((a) => a.orb)).toEqual([...active.map((a) => a.orb)].sort((x, y) => x - y));
    }
    expect(new PrimaryDirections(chart, options('ptolemy', { includeAspects: false })).activeDirections()).toEqual([]);
  });

  it('in mundo the bodies keep their latitude (the Moon’s directed place at arc 0 leaves the ecliptic degree)', () => {
    const zod = new PrimaryDirections(chart, options('placidus'));
    const mun = new PrimaryDirections(chart, options('placidus', { frame: 'MUNDANE' }));
    expect(Math.abs(chart.body('moon').lat)).toBeGreaterThan(1);
    expect(Math.abs(wrap180(mun.directedLongitude('moon', 0) - chart.body('moon').lon))).toBeGreaterThan(0.1);
    near(zod.directedLongitude('moon', 0), chart.body('moon').lon, 1e-8);
    near(mun.directedLongitude('mc', 10), zod.directedLongitude('mc', 10), 1e-12);
  });

  it('a timeline of exact directions with ages = arc / key', () => {
    const pd = new PrimaryDirections(chart, options('naibod'));
    const list = pd.timeline(0, 10);
    expect(list.length).toBeGreaterThan(0);
    for (const e of list) {
      expect(e.age).toBeCloseTo(e.arc / 0.98564733, 12);
      expect(e.age).toBeLessThanOrEqual(10);
    }
    // An age in years ↔ a date: birth + age × 365.2421904 days.
    expect(pd.dateOfAge(1) - chart.time().utcMs).toBeCloseTo(365.2421904 * 86_400_000, 2);
  });

  it('declination sanity: ecliptic points at ±ε declination for λ = 90°, 270°', () => {
    expect(equatorial(90, 0, EPS).dec).toBeCloseTo(EPS, 12);
    expect(equatorial(270, 0, EPS).dec).toBeCloseTo(-EPS, 12);
    expect(asind(sind(EPS))).toBeCloseTo(EPS, 12);
  });
});
