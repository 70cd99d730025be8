/**
 * POST /v1/astrology/firdaria, /profections and /directions through the real Express app: the
 * documented shapes (spec §4.7–§4.9, §2.5), real values, every §7 message of these routes in the
 * flat style, 403 for a free key, 429 naming the feature, and nothing charged on a refused request.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type TestServer } from '../helpers/app.js';

/** A house calculation that fails for one sentinel latitude, to reach the profections 500 (§7). */
const FAILING_LATITUDE = 12.3456789;
/** House calculations made so far (laziness: firdaria by gender needs none). */
const calls = vi.hoisted(() => ({ houses: 0 }));
vi.mock('../../src/core/astro/houses.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/astro/houses.js')>();
  return {
    ...real,
    computeHouses: (system: Parameters<typeof real.computeHouses>[0], input: Parameters<typeof real.computeHouses>[1]) => {
      calls.houses++;
      if (input.latitude === 12.3456789) throw new Error('house calculation failed');
      return real.computeHouses(system, input);
    },
  };
});

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const SEOUL = { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' };
const natal = { natal_datetime: '1990-05-15T14:30:00', natal_location: SEOUL };
const wrap = (x: number) => ((((x % 360) + 540) % 360) - 180);
const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const RULERS = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'];
const signOf = (lon: number) => SIGNS[Math.floor((((lon % 360) + 360) % 360) / 30)];
const rulerOf = (lon: number) => RULERS[Math.floor((((lon % 360) + 360) % 360) / 30)];

async function ok(path: string, body: unknown, key?: string) {
  const res = await server.post(path, body, key);
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  expect(Object.keys(json)).toEqual(['success', 'data', 'message', 'timestamp', 'usage_info']);
  expect(json.success).toBe(true);
  expect(Number.isNaN(Date.parse(json.timestamp))).toBe(false);
  return json;
}

describe('POST /v1/astrology/firdaria (§4.7)', () => {
  it('returns firdaria_info, current_period, all_periods and the interpretation to the letter', async () => {
    const json = await ok('/v1/astrology/firdaria', { ...natal, current_age: 35, gender: 'male', name: 'Kim' }, await server.key());
    expect(json.usage_info).toMatchObject({ feature: 'firdaria', used: 2 });
    expect(json.message).toBe('Firdaria calculated successfully');
    const { data } = json;
    expect(Object.keys(data)).toEqual(['firdaria_info', 'current_period', 'all_periods', 'interpretation']);
    expect(data.firdaria_info).toEqual({ gender: 'male', current_age: 35, sequence_type: 'Male Diurnal' });
    expect(Object.keys(data.current_period)).toEqual([
      'ruling_planet', 'start_age', 'end_age', 'years_into_period', 'years_remaining', 'planet_themes',
    ]);
    expect(data.current_period).toMatchObject({ ruling_planet: 'Moon', start_age: 32, end_age: 41, years_into_period: 3, years_remaining: 6 });
    expect(data.current_period.planet_themes).toContain('감정');
    expect(data.all_periods.map((p: any) => [p.ruling_planet, p.start_age, p.end_age])).toEqual([
      ['Sun', 0, 10], ['Venus', 10, 18], ['Mercury', 18, 32], ['Moon', 32, 41], ['Saturn', 41, 55], ['Jupiter', 55, 67], ['Mars', 67, 74],
    ]);
    for (const p of data.all_periods) {
      expect(Object.keys(p)).toEqual(['order', 'ruling_planet', 'start_age', 'end_age', 'duration_years', 'is_current']);
      expect(p.duration_years).toBe(p.end_age - p.start_age);
    }
    expect(data.all_periods.map((p: any) => p.is_current)).toEqual([false, false, false, true, false, false, false]);
    expect(typeof data.interpretation).toBe('string');
    expect(data.interpretation).toContain('달(Moon)');
    expect(data.interpretation).toContain('32–41세');
  });

  it('female → Female Nocturnal: Moon, Saturn, Jupiter, Mars, Sun, Venus, Mercury (74 years)', async () => {
    const { data } = await ok('/v1/astrology/firdaria', { ...natal, current_age: 35, gender: 'f' });
    expect(data.firdaria_info).toEqual({ gender: 'female', current_age: 35, sequence_type: 'Female Nocturnal' });
    expect(data.all_periods.map((p: any) => [p.ruling_planet, p.duration_years])).toEqual([
      ['Moon', 9], ['Saturn', 14], ['Jupiter', 12], ['Mars', 7], ['Sun', 10], ['Venus', 8], ['Mercury', 14],
    ]);
    // 35 is the first year of Mars (35–42): [start, end).
    expect(data.current_period).toMatchObject({ ruling_planet: 'Mars', start_age: 35, end_age: 42, years_into_period: 0, years_remaining: 7 });
    expect(data.interpretation).toContain('화성(Mars)');
  });

  it('computes no chart: the REST sequence is keyed on gender', async () => {
    const before = calls.houses;
    await ok('/v1/astrology/firdaria', { ...natal, current_age: 20, gender: 'female' });
    expect(calls.houses).toBe(before);
    await ok('/v1/astrology/profections', { ...natal, current_age: 20 });
    expect(calls.houses).toBe(before + 1);
  });

  it('ages 0 and 74 are the ends of the cycle; m and M are male', async () => {
    const first = (await ok('/v1/astrology/firdaria', { ...natal, current_age: 0, gender: 'm' })).data;
    expect(first.current_period).toMatchObject({ ruling_planet: 'Sun', start_age: 0, end_age: 10, years_into_period: 0, years_remaining: 10 });
    const last = (await ok('/v1/astrology/firdaria', { ...natal, current_age: 74, gender: 'M' })).data;
    expect(last.current_period).toMatchObject({ ruling_planet: 'Mars', start_age: 67, end_age: 74, years_into_period: 7, years_remaining: 0 });
    expect(last.all_periods.at(-1).is_current).toBe(true);
  });
});

describe('POST /v1/astrology/profections (§4.8)', () => {
  it('profection_info, natal_chart_info, the twelve houses and the interpretation; the cusps are the natal chart’s', async () => {
    const json = await ok('/v1/astrology/profections', { ...natal, current_age: 35, gender: 'male', name: 'Kim' }, await server.key());
    expect(json.usage_info).toMatchObject({ feature: 'profections', used: 2 });
    const { data } = json;
    expect(Object.keys(data)).toEqual(['profection_info', 'natal_chart_info', 'houses', 'interpretation']);
    expect(Object.keys(data.profection_info)).toEqual([
      'current_age', 'profected_house_number', 'profected_sign', 'profection_ruler', 'profected_cusp_longitude',
    ]);
    // 35 mod 12 + 1 = 12.
    const info = data.profection_info;
    expect(info.current_age).toBe(35);
    expect(info.profected_house_number).toBe(12);
    expect(info.profected_cusp_longitude).toBe(data.houses.house_12.cusp_longitude);
    expect(info.profected_sign).toBe(signOf(info.profected_cusp_longitude));
    expect(info.profection_ruler).toBe(rulerOf(info.profected_cusp_longitude));

    expect(Object.keys(data.natal_chart_info)).toEqual([
      'name', 'datetime', 'location', 'house_system', 'timezone', 'ascendant', 'midheaven', 'warnings',
    ]);
    expect(data.natal_chart_info).toMatchObject({
      name: 'Kim',
      datetime: '1990-05-15T14:30:00+09:00',
      location: { latitude: 37.5665, longitude: 126.978, elevation: 0 },
      house_system: 'PLACIDUS',
      timezone: 'Asia/Seoul',
      warnings: [],
    });
    expect(Object.keys(data.natal_chart_info.ascendant)).toEqual(['longitude', 'sign', 'dms']);
    expect(Object.keys(data.houses)).toEqual(Array.from({ length: 12 }, (_, i) => `house_${i + 1}`));
    for (const [k, h] of Object.entries<any>(data.houses)) {
      expect(Object.keys(h)).toEqual(['cusp_longitude', 'sign', 'ruler', 'is_profected']);
      expect(h.sign).toBe(signOf(h.cusp_longitude));
      expect(h.ruler).toBe(rulerOf(h.cusp_longitude));
      expect(h.is_profected).toBe(k === 'house_12');
    }
    expect(Object.keys(data.interpretation)).toEqual(['house_theme', 'ruler_natal_sign', 'ruler_natal_house', 'summary']);
    expect(data.interpretation.summary).toContain('12하우스');

    // The same cusps, ASC and the ruler's natal place as the natal chart of the same birth.
    const chart = (await ok('/v1/astrology/natal-chart', { datetime: natal.natal_datetime, location: SEOUL })).data;
    for (let n = 1; n <= 12; n++) expect(data.houses[`house_${n}`].cusp_longitude).toBe(chart.houses[`house_${n}`].cusp_longitude);
    expect(data.natal_chart_info.ascendant).toEqual(chart.angles.asc);
    const ruler = chart.bodies[info.profection_ruler.toLowerCase()];
    expect(data.interpretation).toMatchObject({ ruler_natal_sign: ruler.sign, ruler_natal_house: ruler.house });
  });

  it('age 0 profects the first house (the ASC’s sign); the requested house system is used', async () => {
    const zero = (await ok('/v1/astrology/profections', { ...natal, current_age: 0 })).data;
    expect(zero.profection_info.profected_house_number).toBe(1);
    expect(zero.profection_info.profected_cusp_longitude).toBe(zero.natal_chart_info.ascendant.longitude);
    const body = { ...natal, natal_location: { latitude: 59.9, longitude: 10.75, timezone: 'Europe/Oslo' }, current_age: 120 };
    const koch = (await ok('/v1/astrology/profections', { ...body, house_system: 'KOCH' })).data;
    const placidus = (await ok('/v1/astrology/profections', body)).data;
    expect(koch.natal_chart_info.house_system).toBe('KOCH');
    expect(koch.profection_info.profected_house_number).toBe(1);
    expect(koch.houses.house_2.cusp_longitude).not.toBe(placidus.houses.house_2.cusp_longitude);
    const chart = (await ok('/v1/astrology/natal-chart', { datetime: body.natal_datetime, location: body.natal_location, house_system: 'KOCH' })).data;
    expect(koch.houses.house_11.cusp_longitude).toBe(chart.houses.house_11.cusp_longitude);
  });
});

describe('POST /v1/astrology/directions (§4.9)', () => {
  const POINTS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'ASC', 'MC'];
  const ASPECTS: Record<string, number[]> = { conjunction: [0], sextile: [60, -60], square: [90, -90], trine: [120, -120], opposition: [180] };

  /** Natal longitude of a lowercase point of the natal chart record. */
  const natalLon = (chart: any, id: string) => (id === 'asc' || id === 'mc' ? chart.angles[id].longitude : chart.bodies[id].longitude);

  it('natal_chart, direction_info, directed_points with real natal and directed longitudes, active_directions', async () => {
    const json = await ok('/v1/astrology/directions', { ...natal, target_age: 30, name: 'Kim' }, await server.key());
    expect(json.usage_info).toMatchObject({ feature: 'directions', used: 4 });
    const { data } = json;
    expect(Object.keys(data)).toEqual(['natal_chart', 'direction_info', 'directed_points', 'active_directions']);
    const chart = data.natal_chart;
    expect(Object.keys(chart)).toEqual(['chart_info', 'angles', 'bodies', 'houses', 'aspects', 'dignities', 'warnings']);
    expect(chart.chart_info).toEqual({
      name: 'Kim',
      datetime: '1990-05-15T14:30:00+09:00',
      location: { latitude: 37.5665, longitude: 126.978, elevation: 0 },
      house_system: 'PLACIDUS',
      timezone: 'Asia/Seoul',
    });
    const record = (await ok('/v1/astrology/natal-chart', { datetime: natal.natal_datetime, location: SEOUL, name: 'Kim' })).data;
    expect(chart).toEqual(record);

    expect(Object.keys(data.direction_info)).toEqual(['method', 'direction_type', 'age', 'natal_date', 'calculation_date', 'arc_per_year']);
    expect(data.direction_info).toMatchObject({
      method: 'ptolemy',
      direction_type: 'direct',
      age: 30,
      natal_date: '1990-05-15T14:30:00+09:00',
      arc_per_year: 1,
    });
    expect(Number.isNaN(Date.parse(data.direction_info.calculation_date))).toBe(false);

    expect(Object.keys(data.directed_points)).toEqual(POINTS);
    for (const [name, p] of Object.entries<any>(data.directed_points)) {
      expect(Object.keys(p)).toEqual(['natal_longitude', 'directed_longitude', 'arc', 'sign']);
      expect(p.natal_longitude).toBe(natalLon(chart, name.toLowerCase()));
      expect(p.arc).toBe(30);
      expect(p.sign).toBe(signOf(p.directed_longitude));
      // Directed forwards by about the arc (in RA), never left at 0 or set to the arc.
      const moved = wrap(p.directed_longitude - p.natal_longitude);
      expect(moved).toBeGreaterThan(20);
      expect(moved).toBeLessThan(40);
    }
    // Sun 24° Taurus, MC 22°48′ Gemini at this birth.
    expect(data.directed_points.Sun.natal_longitude).toBeCloseTo(54.13, 1);
    expect(data.directed_points.MC.natal_longitude).toBeCloseTo(82.81, 1);

    expect(data.active_directions.length).toBeGreaterThan(0);
    for (const a of data.active_directions) {
      expect(Object.keys(a)).toEqual(['directed_point', 'natal_point', 'aspect_type', 'arc', 'orb']);
      expect(POINTS).toContain(a.directed_point);
      expect(a.natal_point).toBe(a.natal_point.toLowerCase());
      expect(Object.keys(ASPECTS)).toContain(a.aspect_type);
      expect(a.arc).toBe(30);
      expect(a.orb).toBeLessThanOrEqual(1);
      const directed = data.directed_points[a.directed_point].directed_longitude;
      const orb = Math.min(...ASPECTS[a.aspect_type].map((k) => Math.abs(wrap(directed - (natalLon(chart, a.natal_point) + k)))));
      expect(orb).toBeCloseTo(a.orb, 10);
    }
  });

  it('arc 0 leaves every point at its natal longitude', async () => {
    const { data } = await ok('/v1/astrology/directions', { ...natal, target_age: 0, direction_method: 'regiomontanus' });
    for (const p of Object.values<any>(data.directed_points)) {
      expect(Math.abs(wrap(p.directed_longitude - p.natal_longitude))).toBeLessThan(1e-8);
      expect(p.arc).toBe(0);
    }
  });

  it('the methods: naibod arc = 0.98564733 × age; key_rate overrides; the constructions differ', async () => {
    const byMethod: Record<string, any> = {};
    for (const method of ['ptolemy', 'placidus', 'regiomontanus', 'naibod']) {
      byMethod[method] = (await ok('/v1/astrology/directions', { ...natal, target_age: 42.5, direction_method: method })).data;
      expect(byMethod[method].direction_info.method).toBe(method);
    }
    expect(byMethod.naibod.direction_info.arc_per_year).toBe(0.98564733);
    expect(byMethod.naibod.directed_points.Sun.arc).toBeCloseTo(0.98564733 * 42.5, 12);
    for (const m of ['ptolemy', 'placidus', 'regiomontanus']) {
      expect(byMethod[m].direction_info.arc_per_year).toBe(1);
      expect(byMethod[m].directed_points.Moon.arc).toBe(42.5);
      // The angles follow the same closed forms in every construction.
      expect(byMethod[m].directed_points.MC.directed_longitude).toBeCloseTo(byMethod.ptolemy.directed_points.MC.directed_longitude, 10);
    }
    const moon = (m: string) => byMethod[m].directed_points.Moon.directed_longitude;
    expect(Math.abs(wrap(moon('placidus') - moon('regiomontanus')))).toBeGreaterThan(0.01);
    expect(Math.abs(wrap(moon('ptolemy') - moon('regiomontanus')))).toBeGreaterThan(0.01);

    const custom = (await ok('/v1/astrology/directions', { ...natal, target_age: 40, direction_method: 'naibod', key_rate: 1.1 })).data;
    expect(custom.direction_info.arc_per_year).toBe(1.1);
    expect(custom.directed_points.Venus.arc).toBeCloseTo(44, 12);
  });

  it('converse moves the points backwards; both adds the converse points and labels each active direction', async () => {
    const direct = (await ok('/v1/astrology/directions', { ...natal, target_age: 25 })).data;
    const converse = (await ok('/v1/astrology/directions', { ...natal, target_age: 25, direction_type: 'converse' })).data;
    expect(converse.direction_info.direction_type).toBe('converse');
    for (const name of POINTS) {
      const c = converse.directed_points[name];
      expect(c.arc).toBe(25);
      expect(wrap(c.directed_longitude - c.natal_longitude)).toBeLessThan(-15);
      expect(wrap(direct.directed_points[name].directed_longitude - c.natal_longitude)).toBeGreaterThan(15);
    }
    const both = (await ok('/v1/astrology/directions', { ...natal, target_age: 25, direction_type: 'both', orb_degrees: 2 })).data;
    expect(Object.keys(both)).toEqual(['natal_chart', 'direction_info', 'directed_points', 'converse_directed_points', 'active_directions']);
    expect(both.directed_points).toEqual(direct.directed_points);
    expect(both.converse_directed_points).toEqual(converse.directed_points);
    expect(new Set(both.active_directions.map((a: any) => a.direction))).toEqual(new Set(['direct', 'converse']));
    for (const a of both.active_directions) {
      expect(Object.keys(a)).toEqual(['directed_point', 'natal_point', 'aspect_type', 'arc', 'orb', 'direction']);
      expect(a.orb).toBeLessThanOrEqual(2);
    }
  });

  it('target_date gives the age (a birthday at the birth’s clock time gives a whole age)', async () => {
    const { data } = await ok('/v1/astrology/directions', { ...natal, target_date: '2020-05-15' });
    // 30 calendar years = 10,958 days = 30.002 tropical years.
    expect(data.direction_info.age).toBeCloseTo(10958 / 365.2421904, 10);
    expect(data.directed_points.Sun.arc).toBeCloseTo(data.direction_info.age, 12);
    const dt = (await ok('/v1/astrology/directions', { ...natal, target_date: '2020-05-15T14:30:00' })).data;
    expect(dt.direction_info.age).toBe(data.direction_info.age);
    const utc = (await ok('/v1/astrology/directions', { ...natal, target_date: '2020-05-15T05:30:00Z' })).data;
    expect(utc.direction_info.age).toBe(data.direction_info.age);
  });

  it('include_mc_asc, include_aspects and orb_degrees are honoured', async () => {
    const noAngles = (await ok('/v1/astrology/directions', { ...natal, target_age: 30, include_mc_asc: false, orb_degrees: 5 })).data;
    expect(Object.keys(noAngles.directed_points)).toEqual(POINTS.slice(0, 10));
    expect(noAngles.active_directions.some((a: any) => ['asc', 'mc'].includes(a.natal_point))).toBe(false);
    expect(noAngles.active_directions.every((a: any) => a.orb <= 5)).toBe(true);
    const noAspects = (await ok('/v1/astrology/directions', { ...natal, target_age: 30, include_aspects: false })).data;
    expect(noAspects.active_directions).toEqual([]);
    expect(Object.keys(noAspects.directed_points)).toEqual(POINTS);
    const tight = (await ok('/v1/astrology/directions', { ...natal, target_age: 30, orb_degrees: 0.5 })).data;
    const wide = (await ok('/v1/astrology/directions', { ...natal, target_age: 30, orb_degrees: 5 })).data;
    expect(tight.active_directions.every((a: any) => a.orb <= 0.5)).toBe(true);
    expect(wide.active_directions.length).toBeGreaterThan(tight.active_directions.length);
  });
});

describe('flat-style errors of the classical routes (§7), never charged', () => {
  const F = '/v1/astrology/firdaria';
  const P = '/v1/astrology/profections';
  const D = '/v1/astrology/directions';
  const fird = { ...natal, current_age: 30, gender: 'male' };
  const prof = { ...natal, current_age: 30 };
  const dirs = { ...natal, target_age: 30 };
  const cases: [string, string, unknown, string | RegExp][] = [
    ['westernFirdaria: age above 74', F, { ...fird, current_age: 75 }, 'Invalid request data: Age 75 is beyond the Firdaria cycle. Firdaria covers ages 0-74 years.'],
    ['westernFirdaria: age 100', F, { ...fird, current_age: 100 }, 'Invalid request data: Age 100 is beyond the Firdaria cycle. Firdaria covers ages 0-74 years.'],
    ['westernFirdaria: invalid gender', F, { ...fird, gender: 'x' }, "Invalid value for 'body -> gender': Gender must be 'male', 'female', 'm', or 'f'"],
    ['westernFirdaria: missing gender', F, { ...natal, current_age: 30 }, "Invalid value for 'body -> gender': field required"],
    ['westernFirdaria: malformed datetime', F, { ...fird, natal_datetime: '1990/05/15 14:30' }, 'Invalid request data: Invalid isoformat string'],
    ['westernFirdaria: impossible date', F, { ...fird, natal_datetime: '1990-02-30T10:00:00' }, 'Invalid request data: Invalid isoformat string'],
    ['westernFirdaria: missing datetime', F, { natal_location: SEOUL, current_age: 30, gender: 'm' }, "Invalid value for 'body -> natal_datetime': field required"],
    ['westernFirdaria: missing age', F, { ...natal, gender: 'm' }, "Invalid value for 'body -> current_age': field required"],
    ['westernFirdaria: negative age', F, { ...fird, current_age: -1 }, "Invalid value for 'body -> current_age': ensure this value is greater than or equal to 0"],
    ['westernFirdaria: fractional age', F, { ...fird, current_age: 30.5 }, "Invalid value for 'body -> current_age': value is not a valid integer"],
    ['westernFirdaria: latitude', F, { ...fird, natal_location: { latitude: 91, longitude: 0 } }, "Invalid value for 'body -> natal_location -> latitude': ensure this value is less than or equal to 90"],
    ['westernFirdaria: missing location', F, { natal_datetime: natal.natal_datetime, current_age: 30, gender: 'm' }, "Invalid value for 'body -> natal_location': field required"],
    ['profections: age above 120', P, { ...prof, current_age: 121 }, "Invalid value for 'body -> current_age': ensure this value is less than or equal to 120"],
    ['profections: negative age', P, { ...prof, current_age: -3 }, "Invalid value for 'body -> current_age': ensure this value is greater than or equal to 0"],
    ['profections: malformed datetime', P, { ...prof, natal_datetime: 'yesterday' }, 'Invalid request data: Invalid isoformat string'],
    ['profections: missing age', P, natal, "Invalid value for 'body -> current_age': field required"],
    ['profections: house system', P, { ...prof, house_system: 'VEDIC' }, /^Invalid value for 'body -> house_system': value is not a valid enumeration member; permitted: 'PLACIDUS'/],
    ['directions: neither target', D, natal, "Invalid request data: Either 'target_age' or 'target_date' must be provided"],
    ['directions: both targets', D, { ...dirs, target_date: '2020-01-01' }, "Invalid request data: Provide only one of 'target_age' or 'target_date'"],
    ['directions: orb above 5.0', D, { ...dirs, orb_degrees: 5.1 }, "Invalid value for 'body -> orb_degrees': ensure this value is less than or equal to 5.0"],
    ['directions: orb below 0.5', D, { ...dirs, orb_degrees: 0.4 }, "Invalid value for 'body -> orb_degrees': ensure this value is greater than or equal to 0.5"],
    ['directions: key_rate above 1.2', D, { ...dirs, key_rate: 1.3 }, "Invalid value for 'body -> key_rate': ensure this value is less than or equal to 1.2"],
    ['directions: key_rate below 0.8', D, { ...dirs, key_rate: 0.5 }, "Invalid value for 'body -> key_rate': ensure this value is greater than or equal to 0.8"],
    ['directions: malformed datetime', D, { ...dirs, natal_datetime: '1990-05-15 14:30' }, "Invalid value for 'body -> natal_datetime': Invalid datetime format. Use ISO format: YYYY-MM-DDTHH:MM:SS"],
    ['directions: missing datetime', D, { natal_location: SEOUL, target_age: 3 }, "Invalid value for 'body -> natal_datetime': field required"],
    ['directions: negative age', D, { ...dirs, target_age: -1 }, "Invalid value for 'body -> target_age': ensure this value is greater than or equal to 0"],
    ['directions: bad target_date', D, { ...natal, target_date: '2020-13-01' }, "Invalid value for 'body -> target_date': Invalid date format. Use YYYY-MM-DD or ISO format: YYYY-MM-DDTHH:MM:SS"],
    ['directions: target before birth', D, { ...natal, target_date: '1980-01-01' }, 'Invalid request data: target_date must not be before natal_datetime'],
    ['directions: method', D, { ...dirs, direction_method: 'campanus' }, "Invalid value for 'body -> direction_method': value is not a valid enumeration member; permitted: 'ptolemy', 'placidus', 'regiomontanus', 'naibod'"],
    ['directions: type', D, { ...dirs, direction_type: 'sideways' }, "Invalid value for 'body -> direction_type': value is not a valid enumeration member; permitted: 'direct', 'converse', 'both'"],
    ['directions: include_aspects', D, { ...dirs, include_aspects: 'yes' }, "Invalid value for 'body -> include_aspects': value could not be parsed to a boolean"],
    ['directions: array body', D, [], 'Request body must be a JSON object'],
  ];

  it.each(cases)('%s', async (_label, path, payload, message) => {
    const key = await server.key();
    const res = await server.post(path, payload, key);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(Object.keys(json)).toEqual(['success', 'error', 'error_code', 'details', 'timestamp']);
    expect(json).toMatchObject({ success: false, error_code: 400, details: null });
    expect(json.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/);
    if (typeof message === 'string') expect(json.error).toBe(message);
    else expect(json.error).toMatch(message);
    const record = await server.store.authenticate(key);
    expect(await server.store.usage(record!.id)).toMatchObject({ creditsUsed: 0, dailyUsed: 0 });
  });

  it('profections: a failing house calculation is the 500 of §7, not charged', async () => {
    const key = await server.key();
    const res = await server.post(P, { ...prof, natal_location: { latitude: FAILING_LATITUDE, longitude: 0 } }, key);
    expect(res.status).toBe(500);
    const json = await res.json();
    expect(json).toMatchObject({ success: false, error: 'Failed to calculate Annual Profections. Please try again.', error_code: 500, details: null });
    const record = await server.store.authenticate(key);
    expect(await server.store.usage(record!.id)).toMatchObject({ creditsUsed: 0 });
  });

  it('accepts lower-case house systems and upper-case methods', async () => {
    const { data } = await ok(P, { ...prof, house_system: 'whole_sign' });
    expect(data.natal_chart_info.house_system).toBe('WHOLE_SIGN');
    expect(data.profection_info.profected_cusp_longitude % 30).toBe(0);
    const dir = (await ok(D, { ...dirs, direction_method: 'NAIBOD', direction_type: 'Converse' })).data;
    expect(dir.direction_info).toMatchObject({ method: 'naibod', direction_type: 'converse' });
  });

  it('403 for a free key on all three, flat style, not charged', async () => {
    const key = await server.key('free');
    for (const [path, body] of [[F, fird], [P, prof], [D, dirs]] as const) {
      const res = await server.post(path, body, key);
      expect(res.status).toBe(403);
      const json = await res.json();
      expect(json).toMatchObject({ success: false, error_code: 403, details: null });
      expect(json.error).toMatch(/does not include the feature/);
    }
    const record = await server.store.authenticate(key);
    expect(await server.store.usage(record!.id)).toMatchObject({ creditsUsed: 0 });
  });

  it('401 without a key and 429 past the daily limit, naming the feature', async () => {
    const res = await server.post(D, dirs, null);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, error_code: 401 });
    const key = await server.key('professional', { dailyLimit: 1 });
    expect((await server.post(D, dirs, key)).status).toBe(200);
    const limited = await server.post(D, dirs, key);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ success: false, error: 'Rate limit exceeded for feature: directions', error_code: 429 });
  });
});

describe('GraphQL: the variants beyond REST', () => {
  const gql = async (query: string) => {
    const res = await server.post('/graphql', { query });
    const json = await res.json();
    expect(json.errors, JSON.stringify(json.errors)).toBeUndefined();
    return json.data;
  };
  const input = 'natalDatetime: "1990-05-15T14:30:00", natalLocation: { latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul" }';

  it('firdaria: the traditional table by sect, echoing the variant, with sub-periods; Bonatti at night', async () => {
    const day = (await gql(`{ westernFirdaria(input: { ${input}, currentAge: 12, table: TRADITIONAL_75, sequenceBasis: SECT }) {
      table sequenceBasis sect nocturnalOrder sequenceType cycleYears
      currentPeriod { planet startAge endAge subPeriods { planet } } currentSubPeriod { planet startAge endAge }
      periods { planet years } natalChart { info { diurnal } } } }`)).westernFirdaria;
    // 14:30 in Seoul in May: a day birth.
    expect(day).toMatchObject({ table: 'TRADITIONAL_75', sequenceBasis: 'SECT', sect: 'DIURNAL', nocturnalOrder: null, sequenceType: 'Diurnal', cycleYears: 75 });
    expect(day.natalChart.info.diurnal).toBe(true);
    expect(day.currentPeriod).toMatchObject({ planet: 'Venus', startAge: 10, endAge: 18 });
    expect(day.currentPeriod.subPeriods.map((s: any) => s.planet)).toEqual(['Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars', 'Sun']);
    expect(day.currentSubPeriod.planet).toBe('Mercury');
    expect(day.periods.map((p: any) => p.years)).toEqual([10, 8, 13, 9, 11, 12, 7, 3, 2]);

    const night = (await gql(`{ westernFirdaria(input: { ${input}, currentAge: 40, gender: "female", table: TRADITIONAL_75, nocturnalOrder: BONATTI }) {
      sect nocturnalOrder sequenceType currentPeriod { planet startAge endAge subPeriods { planet } } } }`)).westernFirdaria;
    expect(night).toMatchObject({ sect: 'NOCTURNAL', nocturnalOrder: 'BONATTI', sequenceType: 'Female Nocturnal (Bonatti)' });
    expect(night.currentPeriod).toMatchObject({ planet: 'North Node', startAge: 39, endAge: 42, subPeriods: [] });
  });

  it('profections: the whole-sign variant and the year’s birthdays', async () => {
    const p = (await gql(`{ westernAnnualProfection(input: { ${input}, currentAge: 29, method: WHOLE_SIGN }) {
      method house sign ruler cuspLongitude yearStart yearEnd natalChart { angles { asc { sign } } } } }`)).westernAnnualProfection;
    // ASC in Virgo; 29 years on (29 mod 12 = 5 signs): Aquarius, ruled by Saturn.
    expect(p.natalChart.angles.asc.sign).toBe('VIRGO');
    expect(p).toMatchObject({ method: 'WHOLE_SIGN', house: 6, sign: 'AQUARIUS', ruler: 'Saturn', cuspLongitude: 300, yearStart: '2019-05-15', yearEnd: '2020-05-15' });
  });

  it('directions: the info echoes the construction and key; exact arcs and a timeline', async () => {
    const d = (await gql(`{ westernPrimaryDirections(input: { ${input}, targetAge: 30, method: NAIBOD, orbDegrees: 2 }) {
      info { method construction key arcPerYear arc frame }
      activeDirections { directedPoint natalPoint aspectType arc orb exactArc exactAge exactDate }
      timeline(toAge: 20) { promissor significator aspectType direction arc age date } } }`)).westernPrimaryDirections;
    expect(d.info).toMatchObject({ method: 'NAIBOD', construction: 'SEMI_ARC', key: 'naibod', arcPerYear: 0.98564733, frame: 'ZODIACAL' });
    expect(d.info.arc).toBeCloseTo(30 * 0.98564733, 12);
    for (const a of d.activeDirections) {
      expect(Math.abs(a.exactArc - a.arc)).toBeLessThan(3);
      expect(a.exactAge).toBeCloseTo(a.exactArc / 0.98564733, 10);
      expect(a.exactDate).toMatch(/^20(1|2)\d-\d{2}-\d{2}$/);
    }
    expect(d.timeline.length).toBeGreaterThan(0);
    const arcs = d.timeline.map((e: any) => e.arc);
    expect(arcs).toEqual([...arcs].sort((a: number, b: number) => a - b));
    expect(d.timeline.every((e: any) => e.age <= 20 && e.direction === 'DIRECT')).toBe(true);
  });
});
