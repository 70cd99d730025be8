/**
 * POST /v1/astrology/synastry through the real Express app: the documented record to the letter,
 * the blocks of each analysis_depth, flat-style errors with the spec's field texts, the plan check
 * (403 on Free) and charging (5 credits; nothing on a rejected request).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chart } from '../../src/core/astro/chart.js';
import { separation } from '../../src/core/astro/angle.js';
import { startServer, type TestServer } from '../helpers/app.js';

const PATH = '/v1/astrology/synastry';
const SIGN = /^(Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)$/;
const BODY_NAMES = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'True Node'];
const POINT_KEYS = [
  'longitude', 'latitude', 'sign', 'sign_degree', 'house', 'type', 'category', 'weight', 'retrograde', 'speed', 'name_ko', 'name_en',
];
const ASPECT_KEYS = [
  'person1_point', 'person2_point', 'person1_point_ko', 'person2_point_ko', 'aspect_type', 'aspect_code', 'orb', 'exact_angle',
  'aspect_nature', 'is_major', 'is_from_person1', 'aspect_weight', 'tightness', 'aspect_sign', 'aspect_sign_ko',
  'sign_interpretation', 'interpretation_key',
];
const THEME_NAMES = [
  'romance_chemistry', 'emotional_bond', 'communication', 'intellectual_connection', 'physical_attraction',
  'long_term_stability', 'spiritual_connection', 'growth_potential',
];

const valid = {
  person1_datetime: '1990-05-15T14:30:00',
  person1_location: { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' },
  person1_name: '민수',
  person2_datetime: '1992-11-03T08:15:00',
  person2_location: { latitude: 35.1796, longitude: 129.0756 },
  person2_name: '지은',
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function synastry(body: object, key?: string) {
  const res = await server.post(PATH, body, key);
  expect(res.status).toBe(200);
  return res.json();
}

function expectChart(chart: any, houseSystem = 'PLACIDUS') {
  expect(Object.keys(chart)).toEqual(['chart_info', 'bodies', 'angles', 'houses']);
  expect(Object.keys(chart.chart_info)).toEqual(['name', 'datetime', 'house_system']);
  expect(chart.chart_info.house_system).toBe(houseSystem);
  expect(Object.keys(chart.bodies)).toEqual(BODY_NAMES);
  expect(Object.keys(chart.angles)).toEqual(['ASC', 'MC']);
  for (const [name, p] of Object.entries<any>({ ...chart.bodies, ...chart.angles })) {
    expect(Object.keys(p)).toEqual(POINT_KEYS);
    expect(p.name_en).toBe(name);
    expect(p.sign).toMatch(SIGN);
    expect(p.sign_degree).toBeGreaterThanOrEqual(0);
    expect(p.sign_degree).toBeLessThan(30);
    expect(p.longitude).toBeGreaterThanOrEqual(0);
    expect(p.longitude).toBeLessThan(360);
    expect(p.house).toBeGreaterThanOrEqual(1);
    expect(p.house).toBeLessThanOrEqual(12);
    expect(p.retrograde).toBe(p.speed < 0);
  }
  const b = chart.bodies;
  expect([b.Sun.weight, b.Moon.weight, b.Venus.weight, b.Mercury.weight, b.Mars.weight, b.Jupiter.weight, b.Saturn.weight]).toEqual([10, 10, 9, 8, 8, 6, 6]);
  expect([b['True Node'].weight, b.Uranus.weight, b.Neptune.weight, b.Pluto.weight]).toEqual([5, 4, 4, 4]);
  expect([b.Sun.type, b.Moon.type, b.Mercury.type, b['True Node'].type]).toEqual(['luminary', 'luminary', 'planet', 'node']);
  expect([b.Sun.category, b.Jupiter.category, b.Uranus.category, b['True Node'].category]).toEqual(['personal', 'social', 'transpersonal', 'point']);
  expect([b.Sun.name_ko, b.Moon.name_ko]).toEqual(['태양', '달']);
  expect(chart.angles.ASC).toMatchObject({ type: 'angle', category: 'angle', weight: 8, latitude: 0, name_ko: '상승점' });
  expect(chart.angles.MC).toMatchObject({ type: 'angle', category: 'angle', weight: 7, latitude: 0, name_ko: '중천점' });
  expect(Object.keys(chart.houses)).toEqual(Array.from({ length: 12 }, (_, i) => `house_${i + 1}`));
  for (const h of Object.values<any>(chart.houses)) {
    expect(Object.keys(h)).toEqual(['cusp_longitude', 'sign', 'sign_degree', 'bodies_in_house']);
    expect(h.sign).toMatch(SIGN);
  }
  expect(chart.houses.house_1.cusp_longitude).toBe(chart.angles.ASC.longitude);
  const placed = Object.values<any>(chart.houses).flatMap((h) => h.bodies_in_house);
  expect(placed.sort()).toEqual([...BODY_NAMES].sort());
  for (const [n, h] of Object.entries<any>(chart.houses)) {
    for (const name of h.bodies_in_house) expect(`house_${chart.bodies[name].house}`).toBe(n);
  }
}

describe('synastry response encoding', () => {
  it('is UTF-8 JSON of exactly its Content-Length, with Korean and characters beyond the BMP', async () => {
    const body = { ...valid, person1_name: '민수 🌙', person2_name: 'Jieun \u{1D11E}' };
    const res = await server.post(PATH, body, await server.key(), { 'Accept-Encoding': 'identity' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    const json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    expect(json.data.synastry_info).toMatchObject({ person1_name: '민수 🌙', person2_name: 'Jieun \u{1D11E}' });
    expect(json.data.synastry_aspects[0].sign_interpretation).toMatch(/^(민수 🌙|Jieun \u{1D11E})의 /u);
  });
});

describe('synastry response (spec §4.12)', () => {
  let json: any;
  beforeAll(async () => {
    json = await synastry({ ...valid, include_composite: true });
  });

  it('returns the envelope with every block in the spec order', () => {
    expect(Object.keys(json)).toEqual(['success', 'data', 'message', 'timestamp', 'usage_info']);
    expect(json.success).toBe(true);
    expect(Number.isNaN(Date.parse(json.timestamp))).toBe(false);
    expect(json.usage_info).toMatchObject({ feature: 'synastry', user: 'test-professional', used: 5, limit: 150000, remaining: 149995 });
    expect(Object.keys(json.data)).toEqual([
      'person1_chart', 'person2_chart', 'synastry_info', 'synastry_aspects', 'house_overlay', 'element_modality_analysis',
      'compatibility_analysis', 'house_overlay_analysis', 'relationship_theme_summary', 'composite_chart',
    ]);
  });

  it('has both charts and the synastry info with the defaults', () => {
    const { data } = json;
    expectChart(data.person1_chart);
    expectChart(data.person2_chart);
    expect(data.person1_chart.chart_info).toEqual({ name: '민수', datetime: '1990-05-15T14:30:00+09:00', house_system: 'PLACIDUS' });
    // Busan without a zone: detected from the coordinates (Asia/Seoul).
    expect(data.person2_chart.chart_info.datetime).toBe('1992-11-03T08:15:00+09:00');
    // 1990-05-15: the Sun at 24° Taurus.
    expect(data.person1_chart.bodies.Sun.sign).toBe('Taurus');
    expect(Math.floor(data.person1_chart.bodies.Sun.sign_degree)).toBe(24);
    const info = data.synastry_info;
    expect(Object.keys(info)).toEqual([
      'person1_name', 'person2_name', 'person1_datetime', 'person2_datetime', 'relationship_type', 'analysis_depth',
      'house_system', 'orb_degrees', 'minor_orb_degrees', 'compatibility_method', 'calculation_date',
    ]);
    expect(info).toMatchObject({
      person1_name: '민수', person2_name: '지은', relationship_type: 'general', analysis_depth: 'comprehensive',
      house_system: 'PLACIDUS', orb_degrees: 8, minor_orb_degrees: 2, compatibility_method: 'weighted',
    });
    expect(Number.isNaN(Date.parse(info.calculation_date))).toBe(false);
  });

  it('lists the aspects heaviest first with every documented field', () => {
    const aspects = json.data.synastry_aspects;
    expect(aspects.length).toBeGreaterThan(10);
    for (const [i, a] of aspects.entries()) {
      expect(Object.keys(a)).toEqual(ASPECT_KEYS);
      if (i > 0) expect(aspects[i - 1].aspect_weight).toBeGreaterThanOrEqual(a.aspect_weight);
      expect(['conjunction', 'sextile', 'square', 'trine', 'opposition']).toContain(a.aspect_type);
      expect({ conjunction: 'CNJ', sextile: 'SXT', square: 'SQR', trine: 'TRI', opposition: 'OPP' }[a.aspect_type as string]).toBe(a.aspect_code);
      expect(a.exact_angle).toBe({ CNJ: 0, SXT: 60, SQR: 90, TRI: 120, OPP: 180 }[a.aspect_code as string]);
      expect(['harmonious', 'challenging', 'neutral']).toContain(a.aspect_nature);
      expect(a.is_major).toBe(true);
      expect(a.orb).toBeLessThanOrEqual(8);
      expect(['exact', 'tight', 'moderate', 'wide']).toContain(a.tightness);
      expect(a.aspect_sign).toMatch(SIGN);
      const from = a.is_from_person1 ? json.data.person1_chart : json.data.person2_chart;
      const point = a.is_from_person1 ? a.person1_point : a.person2_point;
      expect(a.aspect_sign).toBe(({ ...from.bodies, ...from.angles })[point].sign);
      expect(a.interpretation_key).toMatch(/^[a-z_]+_(conjunction|sextile|square|trine|opposition)_[a-z_]+$/);
      expect(a.sign_interpretation).toContain(a.aspect_sign_ko);
    }
    expect(aspects.some((a: any) => a.is_from_person1)).toBe(true);
    expect(aspects.some((a: any) => !a.is_from_person1)).toBe(true);
  });

  it('computes the orbs from the natal positions', () => {
    const chart = (datetime: string, loc: object) =>
      new Chart({ name: 'x', datetime, location: { elevation: 0, timezone: 'Asia/Seoul', ...(loc as any) }, houseSystem: 'PLACIDUS', includeAsteroids: false });
    const c1 = chart(valid.person1_datetime, valid.person1_location);
    const c2 = chart(valid.person2_datetime, valid.person2_location);
    const lon = (c: Chart, name: string) =>
      name === 'ASC' ? c.houses().asc : name === 'MC' ? c.houses().mc : c.body(name.toLowerCase().replace(' ', '_') as never).lon;
    for (const a of json.data.synastry_aspects) {
      const orb = Math.abs(separation(lon(c1, a.person1_point), lon(c2, a.person2_point)) - a.exact_angle);
      expect(Math.abs(orb - a.orb)).toBeLessThanOrEqual(0.005 + 1e-9);
    }
  });

  it('overlays both ways with the significant overlays and the summary', () => {
    const o = json.data.house_overlay;
    expect(Object.keys(o)).toEqual(['person1_in_person2_houses', 'person2_in_person1_houses', 'significant_overlays', 'overlay_summary']);
    expect(Object.keys(o.person1_in_person2_houses)).toEqual([...BODY_NAMES, 'ASC', 'MC']);
    for (const [name, e] of Object.entries<any>(o.person1_in_person2_houses)) {
      expect(Object.keys(e)).toEqual(['house', 'house_meaning', 'house_meaning_ko', 'longitude', 'sign', 'point_ko', 'overlay_interpretation']);
      // Same longitude as in person 1's chart, placed in person 2's houses.
      const p = { ...json.data.person1_chart.bodies, ...json.data.person1_chart.angles }[name];
      expect(e.longitude).toBe(p.longitude);
      const cusps = Object.values<any>(json.data.person2_chart.houses).map((h) => h.cusp_longitude);
      const from = cusps[e.house - 1];
      const to = cusps[e.house % 12];
      expect((((e.longitude - from) % 360) + 360) % 360).toBeLessThan((((to - from) % 360) + 360) % 360);
      expect(e.overlay_interpretation).toContain(`${e.house}하우스`);
    }
    for (const s of o.significant_overlays) {
      expect(Object.keys(s)).toEqual(['direction', 'point', 'point_ko', 'house', 'house_meaning', 'significance', 'interpretation']);
      expect(['person1_to_person2', 'person2_to_person1']).toContain(s.direction);
      expect(s.significance).toBe('high');
    }
    expect(o.overlay_summary.total_overlays).toBe(26);
    expect(o.overlay_summary.person1_activates_houses).toEqual(
      [...new Set(Object.values<any>(o.person1_in_person2_houses).map((e) => e.house))].sort((a, b) => a - b),
    );
  });

  it('analyses elements and modalities', () => {
    const e = json.data.element_modality_analysis;
    expect(Object.keys(e)).toEqual([
      'person1_distribution', 'person2_distribution', 'element_compatibility', 'modality_compatibility', 'temperament_analysis',
    ]);
    expect(Object.keys(e.person1_distribution)).toEqual(['elements', 'modalities', 'dominant_element', 'dominant_modality', 'point_details']);
    expect(Object.keys(e.person1_distribution.elements)).toEqual(['fire', 'earth', 'air', 'water']);
    expect(Object.keys(e.person1_distribution.modalities)).toEqual(['cardinal', 'fixed', 'mutable']);
    expect(Object.keys(e.element_compatibility)).toEqual([
      'person1_dominant', 'person2_dominant', 'person1_dominant_ko', 'person2_dominant_ko', 'compatibility_score',
      'compatibility_type', 'compatibility_description', 'element_breakdown',
    ]);
    expect(['same', 'supportive', 'neutral', 'challenging', 'opposing']).toContain(e.element_compatibility.compatibility_type);
    expect(Object.keys(e.element_compatibility.element_breakdown[0])).toEqual([
      'element', 'element_ko', 'person1_count', 'person2_count', 'total_count', 'balance_score',
    ]);
    expect(['competitive', 'complementary', 'supportive', 'stable', 'balancing', 'flexible']).toContain(e.modality_compatibility.compatibility_type);
    expect(Object.keys(e.modality_compatibility.modality_breakdown[0])).toEqual([
      'modality', 'modality_ko', 'person1_count', 'person2_count', 'total_count', 'balance_score',
    ]);
    expect(typeof e.temperament_analysis).toBe('string');
  });

  it('scores the compatibility with counts, weights, breakdown and the strongest five', () => {
    const c = json.data.compatibility_analysis;
    expect(Object.keys(c)).toEqual([
      'overall_score', 'total_aspects', 'major_aspects', 'minor_aspects', 'harmonious_aspects', 'challenging_aspects',
      'neutral_aspects', 'total_weight', 'positive_weight', 'challenging_weight', 'aspect_breakdown', 'strongest_aspects',
      'relationship_strengths', 'relationship_challenges', 'compatibility_notes',
    ]);
    expect(c.overall_score).toBeGreaterThanOrEqual(0);
    expect(c.overall_score).toBeLessThanOrEqual(100);
    expect(c.total_aspects).toBe(json.data.synastry_aspects.length);
    expect(c.strongest_aspects).toEqual(json.data.synastry_aspects.slice(0, 5));
    for (const r of Object.values<any>(c.aspect_breakdown)) {
      expect(Object.keys(r)).toEqual(['count', 'total_weight', 'average_orb', 'nature', 'average_weight']);
    }
    expect(c.compatibility_notes).toContain(`${c.overall_score}점`);
  });

  it('analyses the overlays by relationship area', () => {
    const h = json.data.house_overlay_analysis;
    expect(Object.keys(h)).toEqual(['key_insights', 'relationship_areas', 'overall_interpretation', 'analysis_summary']);
    expect(h.key_insights.length).toBeLessThanOrEqual(8);
    expect(Object.keys(h.relationship_areas)).toEqual(['romance', 'communication', 'stability', 'growth', 'intimacy']);
    for (const a of Object.values<any>(h.relationship_areas)) {
      expect(Object.keys(a)).toEqual(['rating', 'score', 'factors']);
      expect(['매우 강함', '강함', '보통', '약함', '해당 없음']).toContain(a.rating);
      expect(a.factors.length).toBeLessThanOrEqual(3);
      for (const f of a.factors) expect(f).toMatch(/^[A-Za-z ]+-\d{1,2} \(\+\d+\.\d\)$/);
    }
    expect(Object.keys(h.analysis_summary)).toEqual(['total_meaningful_overlays', 'strongest_area', 'relationship_focus']);
    expect(['romantic_focus', 'communication_focus', 'stability_focus', 'growth_focus', 'intimacy_focus', 'balanced_focus'])
      .toContain(h.analysis_summary.relationship_focus);
  });

  it('summarises the eight themes', () => {
    const t = json.data.relationship_theme_summary;
    expect(Object.keys(t)).toEqual(['themes', 'key_themes', 'overall_relationship_summary']);
    expect(Object.keys(t.themes)).toEqual(THEME_NAMES);
    for (const theme of Object.values<any>(t.themes)) {
      expect(Object.keys(theme)).toEqual(['score', 'rating', 'level', 'description', 'factors']);
      expect(theme.score).toBe(Math.round(theme.score * 10) / 10);
      expect(['매우 높음', '높음', '보통', '낮음', '매우 낮음']).toContain(theme.rating);
      expect(theme.level).toBeGreaterThanOrEqual(1);
      expect(theme.level).toBeLessThanOrEqual(5);
      expect(theme.factors.length).toBeLessThanOrEqual(3);
    }
    expect(t.key_themes.length).toBeGreaterThanOrEqual(1);
    expect(t.key_themes.length).toBeLessThanOrEqual(4);
    for (const k of t.key_themes) expect(THEME_NAMES).toContain(k);
  });

  it('adds the midpoint composite, structured like a person chart', () => {
    const c = json.data.composite_chart;
    expectChart(c);
    expect(c.chart_info.name).toBe('민수 & 지은 Composite');
    const p1 = json.data.person1_chart.bodies.Sun.longitude;
    const p2 = json.data.person2_chart.bodies.Sun.longitude;
    const d = ((((p2 - p1) % 360) + 540) % 360) - 180;
    expect(c.bodies.Sun.longitude).toBeCloseTo((((p1 + d / 2) % 360) + 360) % 360, 9);
  });
});

describe('synastry options', () => {
  it('includes the blocks of each analysis_depth', async () => {
    const blocks = async (depth: string) => Object.keys((await synastry({ ...valid, analysis_depth: depth })).data);
    const base = ['person1_chart', 'person2_chart', 'synastry_info', 'synastry_aspects'];
    expect(await blocks('basic')).toEqual([...base, 'compatibility_analysis']);
    expect(await blocks('standard')).toEqual([...base, 'house_overlay', 'compatibility_analysis']);
    expect(await blocks('detailed')).toEqual([
      ...base, 'house_overlay', 'element_modality_analysis', 'compatibility_analysis', 'house_overlay_analysis',
    ]);
    expect(await blocks('COMPREHENSIVE')).toEqual([
      ...base, 'house_overlay', 'element_modality_analysis', 'compatibility_analysis', 'house_overlay_analysis',
      'relationship_theme_summary',
    ]);
  });

  it('honours the orbs, minor aspects, house system, relationship type, method and the extra fields', async () => {
    const { data } = await synastry({
      ...valid,
      orb_degrees: 3,
      minor_orb_degrees: 1.5,
      include_minor_aspects: true,
      house_system: 'whole_sign',
      relationship_type: 'Romantic',
      compatibility_method: 'advanced',
      emphasis_luminaries: true,
      include_midpoint_analysis: true,
      include_vertex_points: true,
      emphasis_personal_planets: true,
      analysis_depth: 'basic',
    });
    expect(data.synastry_info).toMatchObject({
      orb_degrees: 3, minor_orb_degrees: 1.5, house_system: 'WHOLE_SIGN', relationship_type: 'romantic', compatibility_method: 'advanced',
    });
    expect(data.person1_chart.chart_info.house_system).toBe('WHOLE_SIGN');
    expect(Object.keys(data.person1_chart.angles)).toEqual(['ASC', 'MC', 'Vertex']);
    for (const h of Object.values<any>(data.person1_chart.houses)) expect(h.cusp_longitude % 30).toBeCloseTo(0, 9);
    const minors = data.synastry_aspects.filter((a: any) => !a.is_major);
    expect(minors.length).toBeGreaterThan(0);
    for (const a of data.synastry_aspects) expect(a.orb).toBeLessThanOrEqual(a.is_major ? 3 : 1.5);
    for (const a of minors) expect(['QCX', 'SSX', 'SSQ', 'SQQ', 'QNT', 'BQT']).toContain(a.aspect_code);
    expect(data.compatibility_analysis.minor_aspects).toBe(minors.length);
  });

  it('scores identical birth data in the top band', async () => {
    const { data } = await synastry({
      ...valid,
      person2_datetime: valid.person1_datetime,
      person2_location: valid.person1_location,
      analysis_depth: 'basic',
    });
    expect(data.compatibility_analysis.overall_score).toBeGreaterThanOrEqual(85);
  });
});

describe('synastry access and errors (flat style, spec §5, §7)', () => {
  const expectFlat = (json: any, status: number, error: string | RegExp) => {
    expect(Object.keys(json)).toEqual(['success', 'error', 'error_code', 'details', 'timestamp']);
    expect(json.success).toBe(false);
    expect(json.error_code).toBe(status);
    expect(json.details).toBeNull();
    expect(json.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/);
    if (typeof error === 'string') expect(json.error).toBe(error);
    else expect(json.error).toMatch(error);
  };
  const noCharge = async (key: string) => {
    const record = await server.store.authenticate(key);
    expect(await server.store.usage(record!.id)).toMatchObject({ creditsUsed: 0, dailyUsed: 0 });
  };

  it('answers 403 on the Free tier and charges nothing', async () => {
    const key = await server.key('free');
    const res = await server.post(PATH, valid, key);
    expect(res.status).toBe(403);
    expectFlat(await res.json(), 403, /synastry/);
    await noCharge(key);
  });

  it('answers 401 without a key', async () => {
    const res = await server.post(PATH, valid, null);
    expect(res.status).toBe(401);
    expectFlat(await res.json(), 401, /API key/);
  });

  it('charges 5 credits per synastry on the Developer tier', async () => {
    const key = await server.key('developer');
    const json = await synastry(valid, key);
    expect(json.usage_info).toMatchObject({ feature: 'synastry', used: 5, limit: 30000, remaining: 29995 });
  });

  const field = (path: string, reason: string) => `Invalid value for 'body -> ${path}': ${reason}`;
  const without = (key: keyof typeof valid) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
  const cases: [string, unknown, string][] = [
    ['person1_datetime missing', without('person1_datetime'), field('person1_datetime', 'field required')],
    ['person1_datetime malformed', { ...valid, person1_datetime: '1990/05/15 14:30' }, field('person1_datetime', 'Invalid datetime format. Use ISO format: YYYY-MM-DDTHH:MM:SS')],
    ['person1_datetime impossible', { ...valid, person1_datetime: '1990-02-30T10:00:00' }, field('person1_datetime', 'Invalid datetime format. Use ISO format: YYYY-MM-DDTHH:MM:SS')],
    ['person1_location missing', without('person1_location'), field('person1_location', 'field required')],
    ['person1 latitude above 90', { ...valid, person1_location: { latitude: 91, longitude: 0 } }, field('person1_location -> latitude', 'ensure this value is less than or equal to 90')],
    ['person1 longitude below -180', { ...valid, person1_location: { latitude: 0, longitude: -181 } }, field('person1_location -> longitude', 'ensure this value is greater than or equal to -180')],
    ['person1 latitude missing', { ...valid, person1_location: { longitude: 0 } }, field('person1_location -> latitude', 'field required')],
    ['person1 latitude as text', { ...valid, person1_location: { latitude: 'north', longitude: 0 } }, field('person1_location -> latitude', 'value is not a valid float')],
    ['person1 unknown zone', { ...valid, person1_location: { ...valid.person1_location, timezone: 'Mars/Olympus' } }, field('person1_location -> timezone', 'unknown IANA time zone')],
    ['person1_name as number', { ...valid, person1_name: 7 }, field('person1_name', 'str type expected')],
    ['person2_datetime missing', without('person2_datetime'), field('person2_datetime', 'field required')],
    ['person2_datetime malformed', { ...valid, person2_datetime: 'yesterday' }, field('person2_datetime', 'Invalid datetime format. Use ISO format: YYYY-MM-DDTHH:MM:SS')],
    ['person2_location missing', without('person2_location'), field('person2_location', 'field required')],
    ['person2_location not an object', { ...valid, person2_location: 'Busan' }, field('person2_location', 'value is not a valid dict')],
    ['person2 latitude below -90', { ...valid, person2_location: { latitude: -90.5, longitude: 0 } }, field('person2_location -> latitude', 'ensure this value is greater than or equal to -90')],
    ['person2 longitude above 180', { ...valid, person2_location: { latitude: 0, longitude: 180.5 } }, field('person2_location -> longitude', 'ensure this value is less than or equal to 180')],
    ['person2_name as number', { ...valid, person2_name: false }, field('person2_name', 'str type expected')],
    ['relationship_type', { ...valid, relationship_type: 'rivals' }, field('relationship_type', "value is not a valid enumeration member; permitted: 'romantic', 'friendship', 'business', 'family', 'general'")],
    ['analysis_depth', { ...valid, analysis_depth: 'deep' }, field('analysis_depth', "value is not a valid enumeration member; permitted: 'basic', 'standard', 'detailed', 'comprehensive'")],
    ['house_system', { ...valid, house_system: 'REGIOMONTANUS' }, field('house_system', "value is not a valid enumeration member; permitted: 'PLACIDUS', 'WHOLE_SIGN', 'EQUAL', 'KOCH', 'CAMPANUS'")],
    ['orb_degrees above 15.0', { ...valid, orb_degrees: 15.5 }, field('orb_degrees', 'ensure this value is less than or equal to 15.0')],
    ['orb_degrees below 2.0', { ...valid, orb_degrees: 1.9 }, field('orb_degrees', 'ensure this value is greater than or equal to 2.0')],
    ['orb_degrees as text', { ...valid, orb_degrees: 'wide' }, field('orb_degrees', 'value is not a valid float')],
    ['minor_orb_degrees above 8.0', { ...valid, minor_orb_degrees: 8.01 }, field('minor_orb_degrees', 'ensure this value is less than or equal to 8.0')],
    ['minor_orb_degrees below 1.0', { ...valid, minor_orb_degrees: 0.5 }, field('minor_orb_degrees', 'ensure this value is greater than or equal to 1.0')],
    ['include_minor_aspects', { ...valid, include_minor_aspects: 'yes' }, field('include_minor_aspects', 'value could not be parsed to a boolean')],
    ['include_composite', { ...valid, include_composite: 1 }, field('include_composite', 'value could not be parsed to a boolean')],
    ['compatibility_method', { ...valid, compatibility_method: 'astrological' }, field('compatibility_method', "value is not a valid enumeration member; permitted: 'simple', 'weighted', 'advanced'")],
    ['emphasis_luminaries', { ...valid, emphasis_luminaries: 'true' }, field('emphasis_luminaries', 'value could not be parsed to a boolean')],
    ['include_midpoint_analysis', { ...valid, include_midpoint_analysis: 'no' }, field('include_midpoint_analysis', 'value could not be parsed to a boolean')],
    ['include_vertex_points', { ...valid, include_vertex_points: [] }, field('include_vertex_points', 'value could not be parsed to a boolean')],
    ['emphasis_personal_planets', { ...valid, emphasis_personal_planets: {} }, field('emphasis_personal_planets', 'value could not be parsed to a boolean')],
    ['array body', [], 'Request body must be a JSON object'],
    ['malformed JSON', '{"person1_datetime": ', 'Request body is not valid JSON'],
  ];
  it.each(cases)('%s', async (_label, payload, message) => {
    const key = await server.key();
    const res = await server.post(PATH, payload, key);
    expect(res.status).toBe(400);
    expectFlat(await res.json(), 400, message);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('20000');
    await noCharge(key);
  });

  it('accepts null for the optional fields', async () => {
    const { data } = await synastry({ ...valid, person1_name: null, orb_degrees: null, relationship_type: null, include_composite: null, analysis_depth: 'basic' });
    expect(data.synastry_info).toMatchObject({ person1_name: 'Person 1', orb_degrees: 8, relationship_type: 'general' });
  });
});
