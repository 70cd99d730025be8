/**
 * POST /v1/astrology/natal-chart and the demo, through the real Express app: the documented shape,
 * positions and cusps against the Swiss Ephemeris reference, object-style errors, and charging.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/app.js';

interface SwissCase {
  input: { utc: string; lat: number; lon: number };
  bodies: Record<string, { lon: number; lat: number; dist: number; lon_speed: number }>;
  houses: Record<string, { cusps: number[]; asc: number; mc: number; error?: string; fallback?: string }>;
}
const swiss: SwissCase[] = JSON.parse(
  readFileSync(new URL('../fixtures/western/swiss-natal.json', import.meta.url), 'utf8'),
).results;

const SYSTEMS: Record<string, string> = {
  P: 'PLACIDUS', K: 'KOCH', C: 'CAMPANUS', R: 'REGIOMONTANUS', E: 'EQUAL', W: 'WHOLE_SIGN', O: 'PORPHYRY',
};
/** Tolerances of the reference README, arcseconds. */
const BODY_TOLERANCE: Record<string, number> = {
  sun: 3, moon: 6, mercury: 20, venus: 20, mars: 20, jupiter: 20, saturn: 20, uranus: 20, neptune: 20, pluto: 20,
  true_node: 25, chiron: 5,
};
const arcsec = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;
const DMS = /^\d{2}° (Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces) \d{2}' \d{2}''$/;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const body = (c: SwissCase, system: string) => ({
  datetime: c.input.utc.replace('Z', ''),
  location: { latitude: c.input.lat, longitude: c.input.lon },
  house_system: system,
  include_asteroids: true,
});

describe('natal-chart against the Swiss Ephemeris reference', () => {
  it('matches every body and every cusp of every case within the tolerances', async () => {
    const worst: Record<string, number> = {};
    const note = (k: string, v: number) => (worst[k] = Math.max(worst[k] ?? 0, v));
    for (const [i, c] of swiss.entries()) {
      // Placidus for every case, plus one other system in rotation.
      for (const code of ['P', ['K', 'C', 'R', 'E', 'W', 'O'][i % 6]]) {
        const res = await server.post('/v1/astrology/natal-chart', body(c, SYSTEMS[code]));
        expect(res.status).toBe(200);
        const { data } = await res.json();
        if (code === 'P') {
          for (const [id, tol] of Object.entries(BODY_TOLERANCE)) {
            const d = arcsec(data.bodies[id].longitude, c.bodies[id].lon);
            note(id, d);
            expect(d, `${c.input.utc} ${id}`).toBeLessThanOrEqual(tol);
          }
          // north_node is the mean node (1″); south_node its opposite.
          expect(arcsec(data.bodies.north_node.longitude, c.bodies.mean_node.lon)).toBeLessThanOrEqual(1);
          expect(arcsec(data.bodies.south_node.longitude, c.bodies.mean_node.lon + 180)).toBeLessThanOrEqual(1);
        }
        const ref = c.houses[code];
        const lat = Math.abs(c.input.lat);
        const tol = lat <= 60 ? 5 : 40;
        if (lat > 66.56 && ref.fallback) {
          expect(data.warnings.join(' ')).toMatch(/Porphyry/);
        }
        const d = Math.max(
          arcsec(data.angles.asc.longitude, ref.asc),
          arcsec(data.angles.mc.longitude, ref.mc),
          ...ref.cusps.map((cusp, n) => arcsec(data.houses[`house_${n + 1}`].cusp_longitude, cusp)),
        );
        note(`cusps ${lat <= 60 ? '≤60' : lat <= 66.56 ? '60–66' : 'polar'}`, d);
        if (lat <= 66.56) expect(d, `${c.input.utc} ${code}`).toBeLessThanOrEqual(tol);
      }
    }
    console.log('natal-chart REST maxima (arcsec):', JSON.stringify(worst));
  });
});

describe('natal-chart response shape (spec §2.5, §4.4)', () => {
  it('returns the envelope and the chart record to the letter', async () => {
    const res = await server.post('/v1/astrology/natal-chart', {
      datetime: '1990-05-15T14:30:00',
      location: { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' },
      name: 'Kim',
    }, await server.key());
    expect(res.status).toBe(200);
    for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
      expect(res.headers.get(h)).toMatch(/^\d+$/);
    }
    const json = await res.json();
    expect(Object.keys(json).sort()).toEqual(['data', 'message', 'success', 'timestamp', 'usage_info']);
    expect(json.success).toBe(true);
    expect(Number.isNaN(Date.parse(json.timestamp))).toBe(false);
    expect(json.usage_info).toMatchObject({ feature: 'natal-chart', user: 'test-professional', used: 2, limit: 150000, remaining: 149998 });

    const { data } = json;
    expect(data.chart_info).toEqual({
      name: 'Kim',
      datetime: '1990-05-15T14:30:00+09:00',
      location: { latitude: 37.5665, longitude: 126.978, elevation: 0 },
      house_system: 'PLACIDUS',
      timezone: 'Asia/Seoul',
    });
    expect(Object.keys(data.angles)).toEqual(['asc', 'mc', 'dsc', 'ic']);
    for (const a of Object.values<any>(data.angles)) {
      expect(Object.keys(a)).toEqual(['longitude', 'sign', 'dms']);
      expect(a.dms).toMatch(DMS);
      expect(a.dms).toContain(a.sign);
    }
    expect(Object.keys(data.bodies)).toEqual([
      'sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true_node',
    ]);
    // 1990-05-15 05:30 UTC: the Sun at 24° Taurus (almanac), Saturn retrograde in Capricorn.
    expect(data.bodies.sun).toMatchObject({ sign: 'Taurus', retrograde: false });
    expect(data.bodies.sun.dms).toMatch(/^24° Taurus/);
    expect(data.bodies.saturn).toMatchObject({ sign: 'Capricorn', retrograde: true });
    expect(data.bodies.saturn.speed).toBeLessThan(0);
    expect(data.bodies.true_node.distance).toBeNull();
    for (const b of Object.values<any>(data.bodies)) {
      expect(Object.keys(b)).toEqual(['longitude', 'latitude', 'distance', 'sign', 'house', 'retrograde', 'dms', 'speed']);
      expect(b.house).toBeGreaterThanOrEqual(1);
      expect(b.house).toBeLessThanOrEqual(12);
    }
    expect(Object.keys(data.houses)).toEqual(Array.from({ length: 12 }, (_, i) => `house_${i + 1}`));
    const placed = Object.values<any>(data.houses).flatMap((h) => h.bodies);
    expect(placed.sort()).toEqual([...Object.keys(data.bodies), 'asc', 'mc'].sort());
    expect(data.houses.house_1.bodies).toContain('asc');
    expect(data.houses.house_10.bodies).toContain('mc');
    expect(data.houses.house_1.cusp_longitude).toBe(data.angles.asc.longitude);

    const types = new Set(data.aspects.map((a: any) => a.aspect_type));
    expect([...types].every((t) => /^(Conjunction|Sextile|Square|Trine|Opposition|Quincunx|Semisextile|Semisquare|Sesquiquadrate|Quintile|Biquintile|Parallel|Contra-Parallel)$/.test(t as string))).toBe(true);
    for (const a of data.aspects) {
      expect(Object.keys(a)).toEqual(['body1', 'body2', 'aspect_type', 'orb', 'exact', 'applying']);
      const involvesAngle = ['asc', 'mc'].includes(a.body1) || ['asc', 'mc'].includes(a.body2);
      if (involvesAngle || /Parallel/.test(a.aspect_type)) expect(a.applying).toBeNull();
      else expect(typeof a.applying).toBe('boolean');
    }
    expect(Object.keys(data.dignities)).toEqual(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn']);
    // Venus in Aries (detriment), Saturn in Capricorn (domicile) on that date.
    expect(data.dignities.saturn.essential_dignities.rulership).toBe('Saturn');
    expect(data.dignities.saturn.classical_score).toBeGreaterThanOrEqual(5);
    expect(Object.keys(data.dignities.sun)).toEqual(['essential_dignities', 'is_peregrine', 'classical_score']);
    expect(data.warnings).toEqual([]);
  });

  it('includes chiron, north_node and south_node with include_asteroids', async () => {
    const res = await server.post('/v1/astrology/natal-chart', {
      datetime: '2000-01-01T12:00:00',
      location: { latitude: 51.5, longitude: -0.12 },
      include_asteroids: true,
    });
    const { data } = await res.json();
    expect(Object.keys(data.bodies).slice(-3)).toEqual(['chiron', 'north_node', 'south_node']);
    // Chiron entered Sagittarius in Dec 1999 (ephemeris): 2000-01-01 ≈ 11° Sagittarius.
    expect(data.bodies.chiron.sign).toBe('Sagittarius');
    expect(data.chart_info.timezone).toBe('UTC');
  });

  it('reports a spring-forward gap as a warning and moves forward', async () => {
    const res = await server.post('/v1/astrology/natal-chart', {
      datetime: '2021-03-14T02:30:00',
      location: { latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' },
    });
    const { data } = await res.json();
    expect(data.chart_info.datetime).toBe('2021-03-14T03:30:00-04:00');
    expect(data.warnings.length).toBe(1);
  });

  it('falls back to Porphyry above the polar circle and says so', async () => {
    const res = await server.post('/v1/astrology/natal-chart', {
      datetime: '2001-06-21T12:00:00',
      location: { latitude: 78.22, longitude: 15.65 },
    });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.warnings.some((w: string) => /Porphyry/.test(w))).toBe(true);
    // JSON has no NaN: a NaN would arrive as null.
    const numbers = [
      ...Object.values<any>(data.angles).map((a) => a.longitude),
      ...Object.values<any>(data.houses).map((h) => h.cusp_longitude),
      ...Object.values<any>(data.bodies).map((b) => b.longitude),
    ];
    expect(numbers.every((n) => typeof n === 'number' && n >= 0 && n < 360)).toBe(true);
  });

  it('serves the demo chart computed by the same code', async () => {
    const res = await server.get('/v1/astrology/natal-chart/demo');
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.success).toBe(true);
    expect(json.usage_info.feature).toBe('natal-chart-demo');
    // Seoul 1988-09-17 10:30 was daylight time (+10:00): the instant is 00:30 UTC.
    expect(json.data.chart_info.datetime).toBe('1988-09-17T10:30:00+10:00');
    const same = await server.post('/v1/astrology/natal-chart', {
      datetime: '1988-09-17T00:30:00',
      location: { latitude: 37.5665, longitude: 126.978, elevation: 38 },
      include_asteroids: true,
    });
    const direct = (await same.json()).data;
    expect(json.data.bodies).toEqual(direct.bodies);
    expect(json.data.houses).toEqual(direct.houses);
  });
});

describe('natal-chart errors (object style, spec §7)', () => {
  const valid = { datetime: '1990-05-15T14:30:00', location: { latitude: 37.5, longitude: 127 } };
  const cases: [string, unknown, number, string, string | RegExp][] = [
    ['bad datetime', { ...valid, datetime: '1990-13-45T99:00:00' }, 400, 'INVALID_DATETIME', 'Invalid datetime format. Use ISO format: YYYY-MM-DDTHH:MM:SS'],
    ['impossible date', { ...valid, datetime: '2023-02-30T10:00:00' }, 400, 'INVALID_DATETIME', /Invalid datetime format/],
    ['missing datetime', { location: valid.location }, 400, 'INVALID_DATETIME', "Invalid value for 'body -> datetime': field required"],
    ['latitude above 90', { ...valid, location: { latitude: 91, longitude: 0 } }, 400, 'INVALID_LOCATION', 'Latitude must be between -90 and 90'],
    ['latitude below -90', { ...valid, location: { latitude: -90.5, longitude: 0 } }, 400, 'INVALID_LOCATION', 'Latitude must be between -90 and 90'],
    ['longitude out of range', { ...valid, location: { latitude: 0, longitude: 181 } }, 400, 'INVALID_LOCATION', 'Longitude must be between -180 and 180'],
    ['latitude as text', { ...valid, location: { latitude: 'north', longitude: 0 } }, 400, 'INVALID_LOCATION', "Invalid value for 'body -> location -> latitude': value is not a valid float"],
    ['missing location', { datetime: valid.datetime }, 400, 'INVALID_LOCATION', "Invalid value for 'body -> location': field required"],
    ['unknown time zone', { ...valid, location: { ...valid.location, timezone: 'Mars/Olympus' } }, 400, 'INVALID_LOCATION', /timezone/],
    ['house system', { ...valid, house_system: 'VEDIC' }, 400, 'INVALID_HOUSE_SYSTEM', /Supported: PLACIDUS/],
    ['boolean as text', { ...valid, include_asteroids: 'yes' }, 400, 'INVALID_REQUEST', "Invalid value for 'body -> include_asteroids': value could not be parsed to a boolean"],
    ['array body', [], 400, 'INVALID_REQUEST', 'Request body must be a JSON object'],
    ['malformed JSON', '{"datetime": ', 400, 'INVALID_JSON', 'Request body is not valid JSON'],
    ['oversize body', JSON.stringify({ ...valid, name: 'x'.repeat(100_000) }), 413, 'PAYLOAD_TOO_LARGE', /exceeds/],
  ];
  it.each(cases)('%s', async (_label, payload, status, code, message) => {
    const key = await server.key();
    const res = await server.post('/v1/astrology/natal-chart', payload, key);
    expect(res.status).toBe(status);
    const json = await res.json();
    expect(Object.keys(json)).toEqual(['success', 'error']);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('20000');
    expect(json.success).toBe(false);
    expect(json.error.code).toBe(code);
    if (typeof message === 'string') expect(json.error.message).toBe(message);
    else expect(json.error.message).toMatch(message);
    // Rejected requests are not charged.
    const record = await server.store.authenticate(key);
    expect(await server.store.usage(record!.id)).toMatchObject({ creditsUsed: 0, dailyUsed: 0 });
  });

  it('accepts lower-case house systems', async () => {
    const res = await server.post('/v1/astrology/natal-chart', { ...valid, house_system: 'koch' });
    expect(res.status).toBe(200);
    expect((await res.json()).data.chart_info.house_system).toBe('KOCH');
  });
});
