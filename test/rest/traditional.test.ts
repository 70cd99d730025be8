/**
 * The traditional and locational pack over REST: the GraphQL-shaped routes (body = the root field's
 * input in snake_case, answer = its data in snake_case, enum values in lower case, in the astrology
 * envelope) give GraphQL's values, refuse bad input with
 * a 400 naming the field, are not in the Free tier and are charged their feature's credits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/app.js';
import { natalChart } from '../../src/core/astro/chart.js';
import { Lots } from '../../src/core/astro/traditional/lots.js';
import { angleLines } from '../../src/core/astro/locational/astrocartography.js';
import { all, checkDocument } from '../helpers/xml.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

const AKIHITO = { natal_datetime: '1933-12-23T06:39:00', natal_location: { latitude: 35.6838, longitude: 139.754, timezone: 'Asia/Tokyo' } };

describe('REST traditional pack', () => {
  it('POST /v1/astrology/lots: the lots in snake_case, equal to the core’s', async () => {
    const res = await server.post('/v1/astrology/lots', { ...AKIHITO, custom: [{ name: 'Mine', b: 'MOON', c: 'SUN' }] });
    expect(res.status).toBe(200);
    const { data: body } = await res.json();
    const core = new Lots(natalChart({ natalDatetime: AKIHITO.natal_datetime, natalLocation: AKIHITO.natal_location }));
    expect(body.diurnal).toBe(false);
    expect(body.lots[0]).toMatchObject({ id: 'fortune', sign: 'libra', ruler: 'Venus', whole_sign_house: core.lot('fortune').wholeSignHouse });
    expect(body.lots[0].longitude).toBeCloseTo(core.lot('fortune').longitude, 9);
    expect(body.custom[0].longitude).toBeCloseTo(core.lot('fortune').longitude, 9);
  });

  it('POST /v1/astrology/zodiacal-releasing: the published level-1 Leo period', async () => {
    const res = await server.post('/v1/astrology/zodiacal-releasing', { ...AKIHITO, lot: 'SPIRIT', from_age: 78, to_age: 81, levels: 2 });
    expect(res.status).toBe(200);
    const { data: body } = await res.json();
    const leo = body.periods.find((p: { sign: string }) => p.sign === 'leo');
    expect(leo.start.slice(0, 10)).toBe('2012-10-28');
    expect(leo.sub_periods[0]).toMatchObject({ level: 2, sign: 'leo', loosing_of_the_bond: false });
  });

  it('planetary hours, void Moon, fixed stars, midpoints, harmonic, antiscia, declinations, astrocartography answer 200', async () => {
    const cases: [string, Record<string, unknown>, (b: any) => void][] = [
      ['/v1/astrology/planetary-hours', { date: '2024-03-20', location: { latitude: 37.5665, longitude: 126.978 } }, (b) => expect(b.day_ruler).toBe('mercury')],
      ['/v1/astrology/void-of-course-moon', { from: '2024-01-01', to: '2024-01-31' }, (b) => expect(b.find((w: any) => w.end.startsWith('2024-01-05')).last_aspect_planet).toBe('mercury')],
      ['/v1/astrology/fixed-stars', { ...AKIHITO, max_magnitude: 1.5 }, (b) => expect(b.stars.length).toBeGreaterThan(15)],
      ['/v1/astrology/midpoints', AKIHITO, (b) => expect(b).toHaveLength(78)],
      ['/v1/astrology/harmonic', { ...AKIHITO, harmonic: 7 }, (b) => expect(b.harmonic).toBe(7)],
      ['/v1/astrology/antiscia', AKIHITO, (b) => expect(b.points).toHaveLength(13)],
      ['/v1/astrology/declinations', AKIHITO, (b) => expect(b.points[0]).toHaveProperty('out_of_bounds')],
      [
        '/v1/astrology/astrocartography',
        { ...AKIHITO, relocate_to: { latitude: 51.5, longitude: -0.12, timezone: 'Europe/London' } },
        (b) => {
          expect(JSON.parse(b.geojson).features).toHaveLength(40);
          expect(b.relocated_chart.info.location.latitude).toBe(51.5);
        },
      ],
    ];
    for (const [path, request, check] of cases) {
      const res = await server.post(path, request);
      expect(res.status, path).toBe(200);
      check((await res.json()).data);
    }
  });

  it('bad input: a 400 naming the field; a domain limit: 400 with its text', async () => {
    const missing = await server.post('/v1/astrology/harmonic', AKIHITO);
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await missing.json())).toMatch(/harmonic/);
    const wrongEnum = await server.post('/v1/astrology/zodiacal-releasing', { ...AKIHITO, lot: 'LUCK' });
    expect(wrongEnum.status).toBe(400);
    expect(JSON.stringify(await wrongEnum.json())).toMatch(/lot/);
    const tooLong = await server.post('/v1/astrology/void-of-course-moon', { from: '2024-01-01', to: '2025-01-01' });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(await tooLong.json())).toMatch(/at most 366 days/);
  });

  it('not in the Free tier; charged the feature’s credits', async () => {
    const free = await server.key('free');
    const refused = await server.post('/v1/astrology/astrocartography', AKIHITO, free);
    expect(refused.status).toBe(403);
    const key = await server.key('professional');
    const usage = async () => server.store.usage((await server.store.authenticate(key))!.id);
    expect((await server.post('/v1/astrology/astrocartography', AKIHITO, key)).status).toBe(200);
    expect((await server.post('/v1/astrology/lots', AKIHITO, key)).status).toBe(200);
    expect(await usage()).toMatchObject({ dailyUsed: 2, creditsUsed: 10 + 2 });
    // A refused request costs nothing.
    expect((await server.post('/v1/astrology/harmonic', AKIHITO, key)).status).toBe(400);
    expect(await usage()).toMatchObject({ dailyUsed: 2, creditsUsed: 12 });
  });

  it('the void-of-course Moon is priced by the months of its span: 5 credits, 1 per further 31 days begun', async () => {
    const key = await server.key('professional');
    const usage = async () => (await server.store.usage((await server.store.authenticate(key))!.id)).creditsUsed;
    const spans: [string, string, number][] = [
      ['2024-02-01', '2024-02-29', 5],
      ['2024-01-01', '2024-01-31', 5],
      ['2024-01-01', '2024-02-01', 6],
      ['2024-01-01', '2024-12-31', 16],
    ];
    for (const [from, to, credits] of spans) {
      const before = await usage();
      const res = await server.post('/v1/astrology/void-of-course-moon', { from, to }, key);
      expect(res.status, `${from}…${to}`).toBe(200);
      expect((await usage()) - before, `${from}…${to}`).toBe(credits);
    }
    // The year's windows: ≈ 13 sign changes a month, each after a void window.
    const year = await server.post('/v1/astrology/void-of-course-moon', { from: '2024-01-01', to: '2024-12-31', include_modern: true }, key);
    expect((await year.json()).data.length).toBeGreaterThan(150);
  });

  it('POST /v1/astrology/astrocartography/svg: the map as SVG, as PNG by format or Accept, for the astrocartography’s credits plus a picture’s', async () => {
    const key = await server.key('professional');
    const credits = async () => (await server.store.usage((await server.store.authenticate(key))!.id)).creditsUsed;
    const path = '/v1/astrology/astrocartography/svg';

    const res = await server.post(path, { ...AKIHITO, name: 'Akihito', lang: 'ko' }, key);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await res.text();
    const root = checkDocument(svg, 'ko');
    expect(root.attrs['data-chart']).toBe('astrocartography');
    expect(svg).toContain('태양');
    // One path per segment of the core's lines, each body on each of its four angles.
    const chart = natalChart({ natalDatetime: AKIHITO.natal_datetime, natalLocation: AKIHITO.natal_location });
    const bodies = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
    const lines = angleLines(bodies.map((id) => ({ id, ra: chart.body(id as 'sun').ra, dec: chart.body(id as 'sun').dec })), chart.frame().gastDeg);
    const drawn = all(root, (e) => e.name === 'path' && e.attrs['data-body'] !== undefined);
    expect(drawn).toHaveLength(lines.reduce((n, l) => n + l.segments.length, 0));
    expect(new Set(drawn.map((p) => `${p.attrs['data-body']} ${p.attrs['data-angle']}`)).size).toBe(40);
    // The coasts that cross the antimeridian (Chukotka, Fiji, Antarctica) are not drawn as strokes
    // across the map: no step of the land outline spans a quarter of its width, except along the
    // pole's edge that closes Antarctica.
    const land = all(root, (e) => e.name === 'path' && e.attrs['clip-path'] !== undefined)[0].attrs.d;
    const poleY = Number(root.attrs.height);
    const steps = land.split('M').slice(1).flatMap((ring) => {
      const points = ring.replace('Z', '').split('L').map((point) => point.split(' ').map(Number));
      const pairs = points.slice(1).map((b, i) => [points[i], b]);
      return pairs.filter(([a, b]) => !(a[1] === poleY && b[1] === poleY)).map(([a, b]) => Math.abs(b[0] - a[0]));
    });
    expect(steps.length).toBeGreaterThan(1000);
    expect(Math.max(...steps)).toBeLessThan(Number(root.attrs.width) / 4);
    expect(await credits()).toBe(10 + 2);

    const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];
    const byFormat = await server.post(path, { ...AKIHITO, format: 'png' }, key);
    expect(byFormat.status).toBe(200);
    expect(byFormat.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await byFormat.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // Twice the SVG's size.
    expect(pngSize(png)).toEqual([2 * Number(root.attrs.width), 2 * Number(root.attrs.height)]);
    const byAccept = await server.post(path, AKIHITO, key, { Accept: 'image/png' });
    expect(byAccept.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await byAccept.arrayBuffer()))).toEqual(pngSize(png));
    expect(await credits()).toBe(3 * 12);

    // Refused: a free key (the astrocartography is not in the Free tier), a missing field — uncharged.
    expect((await server.post(path, AKIHITO, await server.key('free'))).status).toBe(403);
    const missing = await server.post(path, { natal_location: AKIHITO.natal_location }, key);
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await missing.json())).toMatch(/natal_datetime/);
    expect(await credits()).toBe(3 * 12);
  });
});
