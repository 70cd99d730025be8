/**
 * POST /v1/astrology/transits, /progressions and /solar-return through the real Express app: the
 * documented shapes to the letter (spec §4.6, §4.10, §4.11, §2.5), real values where the reference
 * service stubbed them, the flat-style validation messages of §7, access errors and charging.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const SEOUL = { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' };
const NATAL = { natal_datetime: '1990-05-15T14:30:00', natal_location: SEOUL };
const TRANSITS = { ...NATAL, transit_datetime: '2024-03-01T09:00:00' };
const PROGRESSIONS = { ...NATAL, target_datetime: '2024-05-15T14:30:00' };
const SOLAR_RETURN = { ...NATAL, return_year: 2024 };

const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const BODY_IDS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true_node'];
const DMS = /^\d{2}° (Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces) \d{2}' \d{2}''$/;
const ANGLES: Record<string, number> = { conjunction: 0, sextile: 60, square: 90, trine: 120, quincunx: 150, opposition: 180 };
const CHART_RECORD_KEYS = ['chart_info', 'angles', 'bodies', 'houses', 'aspects', 'dignities', 'warnings'];
const RETURN_CHART_KEYS = ['chart_info', 'angles', 'bodies', 'houses', 'aspects', 'warnings'];
const CHART_BODY_KEYS = ['longitude', 'latitude', 'distance', 'sign', 'house', 'retrograde', 'dms', 'speed'];

const separation = (a: number, b: number) => {
  const d = (((a - b) % 360) + 360) % 360;
  return d > 180 ? 360 - d : d;
};
const arcsec = (a: number, b: number) => separation(a, b) * 3600;
/** House of a longitude from cusps 1–12 (counter-clockwise, as the tests' charts are). */
const houseIn = (lon: number, cusps: number[]) =>
  cusps.findIndex((c, i) => ((lon - c + 360) % 360) < ((cusps[(i + 1) % 12] - c + 360) % 360)) + 1;

async function ok(path: string, body: unknown, key?: string) {
  const res = await server.post(path, body, key);
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json;
}

async function natalChart(datetime: string, location: object) {
  return (await ok('/v1/astrology/natal-chart', { datetime, location })).data;
}

describe('transits (spec §4.6)', () => {
  it('answers in the envelope with metadata, bodies and aspects to the letter', async () => {
    const key = await server.key();
    const json = await ok('/v1/astrology/transits', TRANSITS, key);
    expect(Object.keys(json)).toEqual(['success', 'data', 'message', 'timestamp', 'usage_info']);
    expect(json.success).toBe(true);
    expect(Number.isNaN(Date.parse(json.timestamp))).toBe(false);
    expect(json.usage_info).toEqual({ feature: 'transits', user: 'test-professional', used: 3, limit: 150000, remaining: 149997 });

    const { data } = json;
    expect(Object.keys(data)).toEqual([
      'natal_chart_metadata', 'transit_chart_metadata', 'natal_celestial_bodies', 'transit_celestial_bodies', 'transit_aspects', 'warnings',
    ]);
    // Real values where the reference stubbed them: local time with its offset, the ephemeris in use.
    expect(data.natal_chart_metadata).toEqual({
      calculation_type: 'NatalChart',
      datetime_utc: '1990-05-15T05:30:00Z',
      datetime_local: '1990-05-15T14:30:00+09:00',
      timezone_str: 'Asia/Seoul',
      latitude: 37.5665,
      longitude: 126.978,
      house_system: 'PLACIDUS',
      ephemeris_file: 'astronomy-engine 2.1 (VSOP87/ELP)',
    });
    expect(data.transit_chart_metadata).toEqual({
      ...data.natal_chart_metadata,
      calculation_type: 'TransitChart',
      datetime_utc: '2024-03-01T00:00:00Z',
      datetime_local: '2024-03-01T09:00:00+09:00',
    });

    const BODY_KEYS = [
      'id', 'name', 'type', 'longitude_decimal', 'latitude_decimal', 'longitude_speed_decimal_per_day',
      'latitude_speed_decimal_per_day', 'distance_au', 'declination_decimal', 'is_retrograde', 'sign_name',
      'sign_degree_decimal', 'sign_longitude_dms', 'house_number', 'ra_hours',
    ];
    for (const list of [data.natal_celestial_bodies, data.transit_celestial_bodies]) {
      expect(list.map((b: any) => b.id)).toEqual([...BODY_IDS, 'asc', 'mc']);
      expect(list.map((b: any) => b.name)).toEqual([
        'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'True Node', 'Ascendant', 'Midheaven',
      ]);
      for (const b of list) {
        expect(Object.keys(b)).toEqual(BODY_KEYS);
        expect(b.type).toBe(b.id === 'true_node' ? 'Node' : ['asc', 'mc'].includes(b.id) ? 'Angle' : 'Planet');
        // Every field filled: only distance is null, for the node and the angles, which have none.
        for (const [k, v] of Object.entries(b)) {
          if (k === 'distance_au' && ['true_node', 'asc', 'mc'].includes(b.id)) expect(v).toBeNull();
          else expect(v, `${b.id}.${k}`).not.toBeNull();
        }
        expect(b.longitude_decimal).toBeGreaterThanOrEqual(0);
        expect(b.longitude_decimal).toBeLessThan(360);
        expect(b.sign_name).toBe(SIGNS[Math.floor(b.longitude_decimal / 30)]);
        expect(b.sign_degree_decimal).toBeCloseTo(b.longitude_decimal % 30, 9);
        expect(b.sign_longitude_dms).toMatch(DMS);
        expect(Number.isInteger(b.house_number) && b.house_number >= 1 && b.house_number <= 12).toBe(true);
        expect(b.ra_hours).toBeGreaterThanOrEqual(0);
        expect(b.ra_hours).toBeLessThan(24);
        expect(Math.abs(b.declination_decimal)).toBeLessThan(30);
        expect(b.is_retrograde).toBe(b.longitude_speed_decimal_per_day < 0);
      }
    }
    const transitSun = data.transit_celestial_bodies[0];
    // 1 March 2024: the Sun at 11° Pisces, declination about −7.6°, RA about 22.8 h.
    expect(transitSun.sign_name).toBe('Pisces');
    expect(transitSun.sign_longitude_dms).toMatch(/^1[01]° Pisces/);
    expect(transitSun.declination_decimal).toBeCloseTo(-7.6, 0);
    expect(transitSun.ra_hours).toBeCloseTo(22.8, 1);
    expect(transitSun.distance_au).toBeCloseTo(0.991, 2);
    expect(transitSun.longitude_speed_decimal_per_day).toBeCloseTo(1.0, 1);

    const ASPECT_KEYS = ['body1_id', 'body2_id', 'aspect_type', 'orb_decimal', 'delta_decimal', 'is_applying', 'is_separating', 'is_exact'];
    expect(data.transit_aspects.length).toBeGreaterThan(3);
    for (const a of data.transit_aspects) {
      expect(Object.keys(a)).toEqual(ASPECT_KEYS);
      expect(Object.keys(ANGLES)).toContain(a.aspect_type);
      expect(BODY_IDS).toContain(a.body1_id);
      expect([...BODY_IDS, 'asc', 'mc']).toContain(a.body2_id);
      expect(a.orb_decimal).toBeLessThanOrEqual(3); // the default orb
      expect(a.orb_decimal).toBeCloseTo(Math.abs(a.delta_decimal - ANGLES[a.aspect_type]), 12);
      expect(a.is_applying).not.toBe(a.is_separating);
      expect(a.is_exact).toBe(a.orb_decimal < 1 / 6);
    }
  });

  it('computes transiting bodies, natal houses and aspects like the natal core does', async () => {
    const { data } = await ok('/v1/astrology/transits', { ...TRANSITS, orb_degrees: 6 });
    const natal = await natalChart('1990-05-15T14:30:00', SEOUL);
    const sky = await natalChart('2024-03-01T00:00:00', { latitude: 37.5665, longitude: 126.978 });
    const cusps = Array.from({ length: 12 }, (_, i) => natal.houses[`house_${i + 1}`].cusp_longitude);
    const transit = Object.fromEntries(data.transit_celestial_bodies.map((b: any) => [b.id, b]));
    const natalBodies = Object.fromEntries(data.natal_celestial_bodies.map((b: any) => [b.id, b]));
    for (const id of BODY_IDS) {
      expect(transit[id].longitude_decimal).toBe(sky.bodies[id].longitude);
      expect(transit[id].longitude_speed_decimal_per_day).toBe(sky.bodies[id].speed);
      expect(transit[id].house_number).toBe(houseIn(transit[id].longitude_decimal, cusps)); // the natal house
      expect(natalBodies[id].longitude_decimal).toBe(natal.bodies[id].longitude);
      expect(natalBodies[id].house_number).toBe(natal.bodies[id].house);
    }
    expect(natalBodies.asc.longitude_decimal).toBe(natal.angles.asc.longitude);
    expect(natalBodies.mc.longitude_decimal).toBe(natal.angles.mc.longitude);
    expect(transit.asc.longitude_decimal).toBe(sky.angles.asc.longitude);

    const expected: string[] = [];
    for (const id of BODY_IDS) {
      for (const target of [...BODY_IDS, 'asc', 'mc']) {
        const delta = separation(transit[id].longitude_decimal, natalBodies[target].longitude_decimal);
        for (const [type, angle] of Object.entries(ANGLES)) {
          if (Math.abs(delta - angle) <= 6) expected.push(`${id} ${type} ${target}`);
        }
      }
    }
    expect(data.transit_aspects.map((a: any) => `${a.body1_id} ${a.aspect_type} ${a.body2_id}`)).toEqual(expected);
    expect(data.transit_aspects.some((a: any) => a.orb_decimal > 3)).toBe(true);
  });

  it('defaults the transit location to the natal one; another place changes angles, not bodies; zones from coordinates', async () => {
    const home = (await ok('/v1/astrology/transits', { ...TRANSITS, transit_datetime: '2024-03-01T00:00:00Z' })).data;
    const away = (
      await ok('/v1/astrology/transits', {
        ...TRANSITS,
        transit_datetime: '2024-03-01T00:00:00Z',
        transit_location: { latitude: 40.7128, longitude: -74.006 },
      })
    ).data;
    expect(away.transit_chart_metadata).toMatchObject({
      timezone_str: 'America/New_York', latitude: 40.7128, longitude: -74.006,
      datetime_utc: '2024-03-01T00:00:00Z', datetime_local: '2024-02-29T19:00:00-05:00',
    });
    expect(away.transit_celestial_bodies.slice(0, 11)).toEqual(home.transit_celestial_bodies.slice(0, 11));
    expect(away.transit_celestial_bodies[11].longitude_decimal).not.toBe(home.transit_celestial_bodies[11].longitude_decimal);
    // A natal location without a zone: detected from the coordinates (not UTC as on natal-chart).
    const detected = (await ok('/v1/astrology/transits', { ...TRANSITS, natal_location: { latitude: 37.5665, longitude: 126.978 } })).data;
    expect(detected.natal_chart_metadata.timezone_str).toBe('Asia/Seoul');
    expect(detected.natal_chart_metadata.datetime_utc).toBe('1990-05-15T05:30:00Z');
  });

  it('accepts the other house systems in any case', async () => {
    const { data } = await ok('/v1/astrology/transits', { ...TRANSITS, house_system: 'whole_sign' });
    expect(data.natal_chart_metadata.house_system).toBe('WHOLE_SIGN');
  });
});

describe('secondary progressions (spec §4.10)', () => {
  it('answers with the natal chart, the progressed chart, info and aspects to the letter', async () => {
    const json = await ok('/v1/astrology/progressions', { ...PROGRESSIONS, name: 'Kim' }, await server.key());
    expect(Object.keys(json)).toEqual(['success', 'data', 'message', 'timestamp', 'usage_info']);
    expect(json.usage_info).toMatchObject({ feature: 'progressions', used: 3 });
    const { data } = json;
    expect(Object.keys(data)).toEqual(['natal_chart', 'progressed_chart', 'progression_info', 'progression_aspects', 'warnings']);

    expect(Object.keys(data.natal_chart)).toEqual(CHART_RECORD_KEYS);
    const natal = (await ok('/v1/astrology/natal-chart', { datetime: '1990-05-15T14:30:00', location: SEOUL, name: 'Kim' })).data;
    expect(data.natal_chart).toEqual(natal);

    const p = data.progressed_chart;
    expect(Object.keys(p)).toEqual(['chart_info', 'bodies', 'aspects']);
    // birth + 12419 days / 365.24219 = 34.00209… days after 1990-05-15 05:30 UTC.
    const progressedMs = Date.UTC(1990, 4, 15, 5, 30) + (12419 / 365.24219) * 86_400_000;
    expect(p.chart_info).toEqual({
      name: 'Kim: progressed',
      datetime: new Date(Math.round(progressedMs)).toISOString(),
      location: { latitude: 37.5665, longitude: 126.978, elevation: 0 },
      house_system: 'PLACIDUS',
      timezone: 'Asia/Seoul',
    });
    expect(p.chart_info.datetime).toMatch(/^1990-06-18T05:33:01\.\d{3}Z$/);
    expect(Object.keys(p.bodies)).toEqual([...BODY_IDS, 'asc', 'mc']);
    for (const b of Object.values<any>(p.bodies)) {
      expect(Object.keys(b)).toEqual(['longitude', 'sign', 'house', 'dms']);
      expect(b.sign).toBe(SIGNS[Math.floor(b.longitude / 30)]);
      expect(b.dms).toMatch(DMS);
      expect(b.house).toBeGreaterThanOrEqual(1);
      expect(b.house).toBeLessThanOrEqual(12);
    }
    // The progressed Sun: about a degree per year of life, i.e. the Sun 34 days after birth.
    const sunArc = (p.bodies.sun.longitude - natal.bodies.sun.longitude + 360) % 360;
    expect(sunArc).toBeGreaterThan(32);
    expect(sunArc).toBeLessThan(34);
    const sky = await natalChart(p.chart_info.datetime, { latitude: 37.5665, longitude: 126.978 });
    expect(arcsec(p.bodies.sun.longitude, sky.bodies.sun.longitude)).toBeLessThan(0.05);
    expect(arcsec(p.bodies.moon.longitude, sky.bodies.moon.longitude)).toBeLessThan(0.5);
    // Progressed angles: the natal MC carried by the solar arc in RA (about 34.7° here; the core test checks the formula).
    expect(separation(p.bodies.mc.longitude, natal.angles.mc.longitude)).toBeGreaterThan(30);
    expect(separation(p.bodies.mc.longitude, natal.angles.mc.longitude)).toBeLessThan(40);
    expect(p.bodies.asc.house).toBe(1);
    expect(p.bodies.mc.house).toBe(10);
    for (const a of p.aspects) {
      expect(Object.keys(a)).toEqual(['body1', 'body2', 'aspect_type', 'orb', 'exact', 'applying']);
      expect(a.orb).toBeLessThanOrEqual(2);
    }

    expect(data.progression_info).toEqual({
      progression_type: 'secondary',
      natal_date: '1990-05-15T14:30:00+09:00',
      target_date: '2024-05-15T14:30:00+09:00',
      progression_method: expect.stringMatching(/day for a year.*365\.24219.*solar arc in RA/),
      calculation_date: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(data.progression_info.calculation_date))).toBe(false);

    expect(Object.keys(data.progression_aspects)).toEqual(['to_natal']);
    expect(data.progression_aspects.to_natal.length).toBeGreaterThan(3);
    for (const a of data.progression_aspects.to_natal) {
      expect(Object.keys(a)).toEqual(['body1', 'body2', 'aspect_type', 'orb']);
      expect(['Conjunction', 'Sextile', 'Square', 'Trine', 'Quincunx', 'Opposition']).toContain(a.aspect_type);
      const progressed = p.bodies[a.body1].longitude;
      const natalLon = a.body2 === 'asc' || a.body2 === 'mc' ? natal.angles[a.body2].longitude : natal.bodies[a.body2].longitude;
      const angle = ANGLES[a.aspect_type.toLowerCase()];
      expect(a.orb).toBeCloseTo(Math.abs(separation(progressed, natalLon) - angle), 9);
      expect(a.orb).toBeLessThanOrEqual(2); // the default orb
    }
  });

  it('honours orb_degrees, include_aspects and target_location', async () => {
    const wide = (await ok('/v1/astrology/progressions', { ...PROGRESSIONS, orb_degrees: 8 })).data;
    expect(Math.max(...wide.progression_aspects.to_natal.map((a: any) => a.orb))).toBeGreaterThan(2);
    const none = (await ok('/v1/astrology/progressions', { ...PROGRESSIONS, include_aspects: false })).data;
    expect(none.progressed_chart.aspects).toEqual([]);
    expect(none.progression_aspects.to_natal).toEqual([]);
    const home = (await ok('/v1/astrology/progressions', { ...PROGRESSIONS, target_datetime: '2024-05-15T05:30:00Z' })).data;
    const away = (
      await ok('/v1/astrology/progressions', {
        ...PROGRESSIONS,
        target_datetime: '2024-05-15T05:30:00Z',
        target_location: { latitude: 51.5074, longitude: -0.1278 },
      })
    ).data;
    expect(away.progressed_chart.chart_info.timezone).toBe('Europe/London');
    expect(away.progressed_chart.chart_info.datetime).toBe(home.progressed_chart.chart_info.datetime);
    expect(away.progressed_chart.bodies.sun.longitude).toBe(home.progressed_chart.bodies.sun.longitude);
    // The progressed RAMC moves with the longitude: 127.1° west, so the MC shifts by about that much.
    expect(separation(away.progressed_chart.bodies.mc.longitude, home.progressed_chart.bodies.mc.longitude)).toBeGreaterThan(100);
    // Dates are echoed in the places' own zones, whatever offset the request's text carried.
    expect(away.progression_info.target_date).toBe('2024-05-15T06:30:00+01:00');
    expect(home.progression_info.target_date).toBe('2024-05-15T14:30:00+09:00');
  });
});

describe('solar return (spec §4.11)', () => {
  it('answers with the natal and return charts to the letter, the Sun within 0.1″ of the natal Sun', async () => {
    const json = await ok('/v1/astrology/solar-return', SOLAR_RETURN, await server.key());
    expect(Object.keys(json)).toEqual(['success', 'data', 'message', 'timestamp', 'usage_info']);
    expect(json.usage_info).toMatchObject({ feature: 'solar-return', used: 4 });
    const { data } = json;
    expect(Object.keys(data)).toEqual(['natal_chart', 'solar_return_chart', 'solar_return_info']);
    expect(Object.keys(data.natal_chart)).toEqual(CHART_RECORD_KEYS);

    const sr = data.solar_return_chart;
    expect(Object.keys(sr)).toEqual(RETURN_CHART_KEYS);
    expect(arcsec(sr.bodies.sun.longitude, data.natal_chart.bodies.sun.longitude)).toBeLessThan(0.1);
    // The return moment with the offset of the return place's zone: 14 May 2024, 19:52 KST.
    expect(sr.chart_info).toEqual({
      name: 'Natal Chart: solar return 2024',
      datetime: expect.stringMatching(/^2024-05-14T19:52:\d{2}(\.\d{3})?\+09:00$/),
      location: { latitude: 37.5665, longitude: 126.978, elevation: 0 },
      house_system: 'PLACIDUS',
      timezone: 'Asia/Seoul',
    });
    expect(Object.keys(sr.angles)).toEqual(['asc', 'mc', 'dsc', 'ic']);
    // The extra bodies: chiron under the spec's name_(number) id, and the mean nodes.
    expect(Object.keys(sr.bodies)).toEqual([...BODY_IDS, 'chiron_(2060)', 'north_node', 'south_node']);
    for (const b of Object.values<any>(sr.bodies)) expect(Object.keys(b)).toEqual(CHART_BODY_KEYS);
    expect(sr.bodies['chiron_(2060)'].sign).toBe('Aries'); // Chiron in Aries 2018–2027
    const placed = Object.values<any>(sr.houses).flatMap((h) => h.bodies);
    expect(placed.sort()).toEqual([...Object.keys(sr.bodies), 'asc', 'mc'].sort());
    for (const a of sr.aspects) {
      expect(Object.keys(a)).toEqual(['body1', 'body2', 'aspect_type', 'orb', 'exact', 'applying']);
      expect(['Conjunction', 'Sextile', 'Square', 'Trine', 'Opposition']).toContain(a.aspect_type);
      expect(a.orb).toBeLessThanOrEqual(8);
      expect(a.body1).not.toBe('chiron');
      expect(a.body2).not.toBe('chiron');
    }

    const info = data.solar_return_info;
    expect(Object.keys(info)).toEqual([
      'return_year', 'return_datetime', 'return_datetime_utc', 'julian_day_ut', 'natal_sun_longitude', 'return_sun_longitude',
      'sun_longitude_difference_arcsec', 'precision_seconds', 'tolerance_minutes', 'days_from_birthday', 'return_location',
    ]);
    expect(info.return_year).toBe(2024);
    expect(info.return_datetime).toBe(sr.chart_info.datetime);
    expect(Math.abs(Date.parse(info.return_datetime_utc) - Date.parse(info.return_datetime))).toBeLessThanOrEqual(500); // the local one to the second
    expect(Math.abs(info.sun_longitude_difference_arcsec)).toBeLessThan(0.1);
    expect(info.precision_seconds).toBeLessThan(0.1);
    expect(info.tolerance_minutes).toBe(1);
    expect(Math.abs(info.days_from_birthday)).toBeLessThan(1);
    expect(info.return_location).toEqual({ latitude: 37.5665, longitude: 126.978, elevation: 0, timezone: 'Asia/Seoul' });
  });

  it('return_location changes only the houses and angles', async () => {
    const home = (await ok('/v1/astrology/solar-return', SOLAR_RETURN)).data;
    const away = (
      await ok('/v1/astrology/solar-return', { ...SOLAR_RETURN, return_location: { latitude: 40.7128, longitude: -74.006 } })
    ).data;
    expect(away.solar_return_chart.chart_info.timezone).toBe('America/New_York');
    expect(away.solar_return_chart.chart_info.datetime).toMatch(/^2024-05-14T06:52:\d{2}(\.\d{3})?-04:00$/);
    expect(away.solar_return_info.return_datetime_utc).toBe(home.solar_return_info.return_datetime_utc);
    for (const id of Object.keys(home.solar_return_chart.bodies)) {
      const { house: _h1, ...a } = home.solar_return_chart.bodies[id];
      const { house: _h2, ...b } = away.solar_return_chart.bodies[id];
      expect(b).toEqual(a);
    }
    expect(away.solar_return_chart.angles.asc.longitude).not.toBe(home.solar_return_chart.angles.asc.longitude);
    expect(away.natal_chart).toEqual(home.natal_chart);
  });

  it('adds a relocated return and the next lunar return when asked', async () => {
    const { data } = await ok('/v1/astrology/solar-return', {
      ...SOLAR_RETURN,
      include_relocated: true,
      relocated_location: { latitude: 51.5074, longitude: -0.1278 },
      include_lunar_return: true,
    });
    expect(Object.keys(data)).toEqual(['natal_chart', 'solar_return_chart', 'solar_return_info', 'relocated_chart', 'lunar_return']);
    const relocated = data.relocated_chart;
    expect(Object.keys(relocated)).toEqual(RETURN_CHART_KEYS);
    expect(relocated.chart_info.timezone).toBe('Europe/London');
    expect(Date.parse(relocated.chart_info.datetime)).toBe(Date.parse(data.solar_return_chart.chart_info.datetime));
    expect(relocated.bodies.sun.longitude).toBe(data.solar_return_chart.bodies.sun.longitude);
    expect(relocated.angles.mc.longitude).not.toBe(data.solar_return_chart.angles.mc.longitude);

    const lunar = data.lunar_return;
    expect(Object.keys(lunar)).toEqual(['return_info', 'chart']);
    expect(Object.keys(lunar.return_info)).toEqual([
      'return_datetime', 'return_datetime_utc', 'julian_day_ut', 'natal_moon_longitude', 'return_moon_longitude',
      'moon_longitude_difference_arcsec', 'precision_seconds', 'days_after_solar_return',
    ]);
    expect(Object.keys(lunar.chart)).toEqual(RETURN_CHART_KEYS);
    expect(Object.keys(lunar.chart.bodies)).toEqual(BODY_IDS);
    expect(arcsec(lunar.chart.bodies.moon.longitude, data.natal_chart.bodies.moon.longitude)).toBeLessThan(0.1);
    expect(lunar.return_info.days_after_solar_return).toBeGreaterThan(0);
    expect(lunar.return_info.days_after_solar_return).toBeLessThan(27.6);
    expect(lunar.chart.chart_info.datetime).toBe(lunar.return_info.return_datetime);
    expect(lunar.chart.chart_info.timezone).toBe('Asia/Seoul');
  });

  it('honours orb_degrees and include_aspects', async () => {
    const tight = (await ok('/v1/astrology/solar-return', { ...SOLAR_RETURN, orb_degrees: 2 })).data;
    expect(tight.solar_return_chart.aspects.every((a: any) => a.orb <= 2)).toBe(true);
    const wide = (await ok('/v1/astrology/solar-return', { ...SOLAR_RETURN, orb_degrees: 15 })).data;
    expect(wide.solar_return_chart.aspects.length).toBeGreaterThan(tight.solar_return_chart.aspects.length);
    const none = (await ok('/v1/astrology/solar-return', { ...SOLAR_RETURN, include_aspects: false })).data;
    expect(none.solar_return_chart.aspects).toEqual([]);
    expect(none.natal_chart.aspects.length).toBeGreaterThan(0); // the natal chart record is unchanged
  });
});

describe('flat-style validation (spec §7)', () => {
  const F = (field: string, reason: string) => `Invalid value for 'body -> ${field}': ${reason}`;
  const FORMAT = 'Invalid datetime format. Use ISO format: YYYY-MM-DDTHH:MM:SS';
  const omit = (body: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== key));
  const cases: [string, string, unknown, string][] = [
    // transits
    ['/v1/astrology/transits', 'natal_datetime required', omit(TRANSITS, 'natal_datetime'), F('natal_datetime', 'field required')],
    ['/v1/astrology/transits', 'natal_location required', omit(TRANSITS, 'natal_location'), F('natal_location', 'field required')],
    ['/v1/astrology/transits', 'transit_datetime required', omit(TRANSITS, 'transit_datetime'), F('transit_datetime', 'field required')],
    ['/v1/astrology/transits', 'latitude required', { ...TRANSITS, natal_location: { longitude: 127 } }, F('natal_location -> latitude', 'field required')],
    ['/v1/astrology/transits', 'malformed natal datetime', { ...TRANSITS, natal_datetime: '1990/05/15 14:30' }, F('natal_datetime', FORMAT)],
    ['/v1/astrology/transits', 'impossible transit date', { ...TRANSITS, transit_datetime: '2023-02-30T10:00:00' }, F('transit_datetime', FORMAT)],
    ['/v1/astrology/transits', 'orb above 10.0', { ...TRANSITS, orb_degrees: 10.5 }, F('orb_degrees', 'ensure this value is less than or equal to 10.0')],
    ['/v1/astrology/transits', 'orb below 0.5', { ...TRANSITS, orb_degrees: 0.4 }, F('orb_degrees', 'ensure this value is greater than or equal to 0.5')],
    ['/v1/astrology/transits', 'orb as text', { ...TRANSITS, orb_degrees: 'wide' }, F('orb_degrees', 'value is not a valid float')],
    ['/v1/astrology/transits', 'latitude above 90', { ...TRANSITS, transit_location: { latitude: 91, longitude: 0 } }, F('transit_location -> latitude', 'ensure this value is less than or equal to 90')],
    ['/v1/astrology/transits', 'longitude below -180', { ...TRANSITS, natal_location: { latitude: 0, longitude: -181 } }, F('natal_location -> longitude', 'ensure this value is greater than or equal to -180')],
    ['/v1/astrology/transits', 'unknown zone', { ...TRANSITS, natal_location: { ...SEOUL, timezone: 'Mars/Olympus' } }, F('natal_location -> timezone', 'unknown IANA time zone')],
    ['/v1/astrology/transits', 'house system', { ...TRANSITS, house_system: 'VEDIC' }, F('house_system', "value is not a valid enumeration member; permitted: 'PLACIDUS', 'KOCH', 'CAMPANUS', 'REGIOMONTANUS', 'EQUAL', 'WHOLE_SIGN', 'PORPHYRY', 'ALCABITIUS', 'TOPOCENTRIC', 'MORINUS'")],
    // progressions
    ['/v1/astrology/progressions', 'target_datetime required', omit(PROGRESSIONS, 'target_datetime'), F('target_datetime', 'field required')],
    ['/v1/astrology/progressions', 'target before birth', { ...PROGRESSIONS, target_datetime: '1980-01-01T00:00:00' }, F('target_datetime', 'Target datetime must be after natal datetime')],
    ['/v1/astrology/progressions', 'target equal to birth', { ...PROGRESSIONS, target_datetime: '1990-05-15T05:30:00Z' }, F('target_datetime', 'Target datetime must be after natal datetime')],
    ['/v1/astrology/progressions', 'target before birth in its own zone', { ...PROGRESSIONS, target_datetime: '1990-05-15T01:00:00', target_location: { latitude: 40.7128, longitude: -74.006 } }, F('target_datetime', 'Target datetime must be after natal datetime')],
    ['/v1/astrology/progressions', 'malformed target', { ...PROGRESSIONS, target_datetime: '2024-05-15' }, F('target_datetime', FORMAT)],
    ['/v1/astrology/progressions', 'orb above 10.0', { ...PROGRESSIONS, orb_degrees: 11 }, F('orb_degrees', 'ensure this value is less than or equal to 10.0')],
    ['/v1/astrology/progressions', 'orb below 0.5', { ...PROGRESSIONS, orb_degrees: 0 }, F('orb_degrees', 'ensure this value is greater than or equal to 0.5')],
    ['/v1/astrology/progressions', 'progression type', { ...PROGRESSIONS, progression_type: 'tertiary' }, F('progression_type', "value is not a valid enumeration member; permitted: 'secondary'")],
    ['/v1/astrology/progressions', 'progression method', { ...PROGRESSIONS, progression_method: 'naibod' }, F('progression_method', "value is not a valid enumeration member; permitted: 'day_for_year'")],
    ['/v1/astrology/progressions', 'include_aspects as text', { ...PROGRESSIONS, include_aspects: 'yes' }, F('include_aspects', 'value could not be parsed to a boolean')],
    // solar return
    ['/v1/astrology/solar-return', 'return_year required', omit(SOLAR_RETURN, 'return_year'), F('return_year', 'field required')],
    ['/v1/astrology/solar-return', 'return_year above 2100', { ...SOLAR_RETURN, return_year: 2101 }, F('return_year', 'ensure this value is less than or equal to 2100')],
    ['/v1/astrology/solar-return', 'return_year below 1900', { ...SOLAR_RETURN, return_year: 1899 }, F('return_year', 'ensure this value is greater than or equal to 1900')],
    ['/v1/astrology/solar-return', 'return_year fractional', { ...SOLAR_RETURN, return_year: 2024.5 }, F('return_year', 'value is not a valid integer')],
    ['/v1/astrology/solar-return', 'tolerance above 60.0', { ...SOLAR_RETURN, tolerance_minutes: 61 }, F('tolerance_minutes', 'ensure this value is less than or equal to 60.0')],
    ['/v1/astrology/solar-return', 'tolerance below 0.1', { ...SOLAR_RETURN, tolerance_minutes: 0.05 }, F('tolerance_minutes', 'ensure this value is greater than or equal to 0.1')],
    ['/v1/astrology/solar-return', 'orb above 15.0', { ...SOLAR_RETURN, orb_degrees: 16 }, F('orb_degrees', 'ensure this value is less than or equal to 15.0')],
    ['/v1/astrology/solar-return', 'orb below 2.0', { ...SOLAR_RETURN, orb_degrees: 1.5 }, F('orb_degrees', 'ensure this value is greater than or equal to 2.0')],
    ['/v1/astrology/solar-return', 'relocated without a place', { ...SOLAR_RETURN, include_relocated: true }, F('relocated_location', 'field required')],
    ['/v1/astrology/solar-return', 'natal datetime malformed', { ...SOLAR_RETURN, natal_datetime: '15.05.1990 14:30' }, F('natal_datetime', FORMAT)],
    ['/v1/astrology/solar-return', 'return location latitude', { ...SOLAR_RETURN, return_location: { latitude: -91, longitude: 0 } }, F('return_location -> latitude', 'ensure this value is greater than or equal to -90')],
  ];

  it.each(cases)('%s: %s', async (path, _label, payload, message) => {
    const key = await server.key();
    const res = await server.post(path, payload, key);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(Object.keys(json)).toEqual(['success', 'error', 'error_code', 'details', 'timestamp']);
    expect(json).toMatchObject({ success: false, error: message, error_code: 400, details: null });
    expect(json.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/);
    // Nothing charged for a rejected request.
    const record = await server.store.authenticate(key);
    expect(await server.store.usage(record!.id)).toMatchObject({ creditsUsed: 0, dailyUsed: 0 });
  });

  it('a body that is not an object', async () => {
    const res = await server.post('/v1/astrology/transits', [], await server.key());
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Request body must be a JSON object');
  });
});

describe('access (spec §5, §7)', () => {
  it('403 for a Free key on transits and progressions, flat style, nothing charged', async () => {
    for (const [path, body] of [['/v1/astrology/transits', TRANSITS], ['/v1/astrology/progressions', PROGRESSIONS]] as const) {
      const key = await server.key('free');
      const res = await server.post(path, body, key);
      expect(res.status).toBe(403);
      const json = await res.json();
      expect(Object.keys(json)).toEqual(['success', 'error', 'error_code', 'details', 'timestamp']);
      expect(json.error_code).toBe(403);
      const record = await server.store.authenticate(key);
      expect((await server.store.usage(record!.id)).creditsUsed).toBe(0);
    }
  });

  it('401 without a key, flat style', async () => {
    const res = await server.post('/v1/astrology/solar-return', SOLAR_RETURN, null);
    expect(res.status).toBe(401);
    expect((await res.json()).error_code).toBe(401);
  });

  it('429 "Rate limit exceeded for feature: <feature>" past the daily limit', async () => {
    for (const [path, body, feature] of [
      ['/v1/astrology/transits', TRANSITS, 'transits'],
      ['/v1/astrology/progressions', PROGRESSIONS, 'progressions'],
      ['/v1/astrology/solar-return', SOLAR_RETURN, 'solar-return'],
    ] as const) {
      const key = await server.key('developer', { dailyLimit: 1 });
      expect((await server.post(path, body, key)).status).toBe(200);
      const res = await server.post(path, body, key);
      expect(res.status).toBe(429);
      expect(await res.json()).toMatchObject({ success: false, error: `Rate limit exceeded for feature: ${feature}`, error_code: 429, details: null });
    }
  });
});
