/**
 * English texts of the Western operations (firdaria, profections, synastry): every Korean text of
 * the tables has an English twin with the same keys (a new Korean table or entry without English
 * fails here), the English has no Hangul, the Korean default is unchanged, and the templates read
 * correctly once names, numbers and points are inserted (articles, plurals, ordinals).
 */
import { describe, expect, it } from 'vitest';
import * as firdaria from '../../src/core/astro/firdaria.js';
import * as profections from '../../src/core/astro/profections.js';
import * as tables from '../../src/core/astro/synastry-tables.js';
import * as texts from '../../src/core/astro/synastry-texts.js';
import { Synastry, type SynastryInput } from '../../src/core/astro/synastry.js';
import { natalChart } from '../../src/core/astro/chart.js';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

/** Every string inside a value (objects, arrays). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function expectEnglish(values: unknown) {
  const all = strings(values);
  expect(all.length).toBeGreaterThan(0);
  for (const text of all) {
    expect(text, text).not.toMatch(HANGUL);
    expect(text.trim(), 'empty text').not.toBe('');
  }
}

/** Same keys (records) or length (arrays), and each English entry non-empty English. */
function expectTwin(ko: object, en: object) {
  expect(Object.keys(en).sort()).toEqual(Object.keys(ko).sort());
  expectEnglish(en);
}

const hasHangul = (value: unknown) => strings(value).some((s) => HANGUL.test(s));

describe('every Korean text has an English one', () => {
  it('synastry-tables: each *_KO export has an *_EN twin with the same keys', () => {
    const exports = tables as unknown as Record<string, object>;
    const ko = Object.keys(exports).filter((name) => name.endsWith('_KO'));
    expect(ko.length).toBeGreaterThanOrEqual(17);
    for (const name of ko) {
      const twin = exports[name.replace(/_KO$/, '_EN')];
      expect(twin, `${name} has no English twin`).toBeDefined();
      if (typeof exports[name] === 'string') expectEnglish(twin);
      else expectTwin(exports[name], twin);
    }
  });

  it('synastry-tables: the Korean fields inside the other tables have English twins', () => {
    for (const p of [...tables.BODY_POINTS, tables.ASC_POINT, tables.MC_POINT, tables.VERTEX_POINT]) {
      expectEnglish([tables.POINT_MEANING_EN[p.name], tables.POINT_NAME_EN[p.name]]);
    }
    for (const a of tables.ASPECTS) expectEnglish([tables.ASPECT_DYNAMIC_EN[a.type], tables.ASPECT_NAME_EN[a.type], tables.ASPECT_LINK_EN[a.type]]);
    expect(tables.HOUSE_FOCUS_EN).toHaveLength(tables.HOUSE_MEANINGS.length);
    expectEnglish(tables.HOUSE_FOCUS_EN);
    expectTwin(tables.THEME_DEFS, tables.THEME_TEXTS_EN);
    for (const theme of tables.THEMES) {
      const en = tables.THEME_TEXTS_EN[theme];
      for (const key of ['name', 'high', 'middle', 'low'] as const) expect(en[key]).toBeTruthy();
    }
    for (const r of tables.AREA_RATINGS) expectEnglish(tables.AREA_RATING_EN[r.ko]);
    for (const r of tables.THEME_RATINGS) expectEnglish(tables.THEME_RATING_EN[r.ko]);
    for (const b of tables.SCORE_BANDS) expectEnglish(tables.SCORE_BAND_EN[b.band]);
  });

  it('synastry-tables: no other export holds Korean (a new Korean table must be covered above)', () => {
    const covered = new Set([
      'BODY_POINTS', 'ASC_POINT', 'MC_POINT', 'VERTEX_POINT', 'ASPECTS', 'HOUSE_MEANINGS', 'THEME_DEFS',
      'AREA_RATINGS', 'THEME_RATINGS', 'SCORE_BANDS', 'AREA_RATING_EN', 'THEME_RATING_EN',
    ]);
    const exports = tables as unknown as Record<string, unknown>;
    const korean = Object.keys(exports).filter((name) => !name.endsWith('_KO') && hasHangul(exports[name]));
    expect(korean.filter((name) => !covered.has(name))).toEqual([]);
    // The two English rating maps hold Korean only as their keys.
    expectEnglish(Object.values(tables.AREA_RATING_EN));
    expectEnglish(Object.values(tables.THEME_RATING_EN));
  });

  it('firdaria: every lord has English themes (as many as the Korean) and text', () => {
    expectTwin(firdaria.PLANET_THEMES, firdaria.PLANET_THEMES_EN);
    for (const planet of Object.keys(firdaria.PLANET_THEMES) as firdaria.FirdariaPlanet[]) {
      expect(firdaria.PLANET_THEMES_EN[planet].themes).toHaveLength(firdaria.PLANET_THEMES[planet].themes.length);
      expect(firdaria.planetThemes(planet, 'en')).toBe(firdaria.PLANET_THEMES_EN[planet].themes);
      expect(firdaria.planetThemes(planet)).toBe(firdaria.PLANET_THEMES[planet].themes);
    }
  });

  it('profections: every house has English topics', () => {
    expect(profections.HOUSE_TOPICS_EN).toHaveLength(profections.HOUSE_TOPICS.length);
    expectEnglish(profections.HOUSE_TOPICS_EN);
    expect(profections.houseTopics(7, 'en')).toBe(profections.HOUSE_TOPICS_EN[6]);
    expect(profections.houseTopics(7)).toBe(profections.HOUSE_TOPICS[6]);
  });
});

describe('the English templates', () => {
  it('firdaria: articles for the luminaries and nodes, singular and plural years', () => {
    const f = (age: number, table: firdaria.FirdariaTable, sect: firdaria.Sect = 'DIURNAL') =>
      new firdaria.Firdaria(age, { table, sect, nocturnalOrder: 'ABU_MASHAR' });
    expect(firdaria.firdariaInterpretation(f(5, 'SPEC_74'), 'en')).toBe(
      'Age 5 falls in the firdaria period ruled by the Sun (ages 0–10, 10 years); 5 years of it have passed and 5 years remain. ' +
        'Key themes: honour, authority, the father, self-expression, public recognition. ' + firdaria.PLANET_THEMES_EN.Sun.text,
    );
    expect(firdaria.firdariaInterpretation(f(72, 'TRADITIONAL_75'), 'en')).toContain(
      'ruled by the North Node (ages 70–73, 3 years); 2 years of it have passed and 1 year remains.',
    );
    expect(firdaria.firdariaInterpretation(f(1, 'TRADITIONAL_75', 'NOCTURNAL'), 'en')).toMatch(
      /^Age 1 falls in the firdaria period ruled by the Moon \(ages 0–9, 9 years\); 1 year of it has passed and 8 years remain\..* The current sub-period is ruled by (the )?\w+\.$/,
    );
    expect(firdaria.firdariaInterpretation(f(74, 'SPEC_74'), 'en')).toContain('ruled by Mars (ages 67–74, 7 years); the period has reached its end.');
    expect(firdaria.firdariaInterpretation(f(5, 'SPEC_74'))).toMatch(/^5세는 태양\(Sun\)이 다스리는/);
  });

  it('profections: ordinals and the Korean default', () => {
    expect([1, 2, 3, 4, 11, 12, 21, 22, 23].map(profections.ordinalEn)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '21st', '22nd', '23rd']);
    const chart = natalChart({
      name: 'Test', natalDatetime: '1990-05-15T14:30:00', houseSystem: 'PLACIDUS', includeAsteroids: false,
      natalLocation: { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' },
    });
    const p = new profections.Profection(chart, 34);
    const en = p.interpretation('en');
    expectEnglish(en);
    expect(en).toMatch(/^At age 34, the annual profection activates the 11th house \(friends, patrons, groups, hopes\)\. The cusp of this house is in \w+, so the lord of the year is \w+\. In the natal chart \w+ is in \w+ in the \d+(st|nd|rd|th) house \(/);
    expect(p.interpretation()).toBe(p.summary());
    expect(p.interpretation('ko')).toMatch(/^34세의 연간 프로펙션은 11하우스/);
  });

  const loc = { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' };
  const pairs: SynastryInput[] = [
    { person1: { name: 'Alice', datetime: '1990-05-15T14:30:00', location: loc }, person2: { name: 'James', datetime: '1992-11-03T08:10:00', location: loc }, relationshipType: 'romantic', includeMinorAspects: true },
    { person1: { datetime: '1985-01-01T00:00:00', location: loc }, person2: { datetime: '1985-01-01T06:00:00', location: loc }, relationshipType: 'business', includeVertexPoints: true },
    { person1: { datetime: '1970-08-20T12:00:00', location: loc }, person2: { datetime: '2001-03-09T21:45:00', location: loc }, relationshipType: 'family', orbDegrees: 2 },
  ];

  it('synastry: every text in English is English, and the Korean default is unchanged', () => {
    for (const input of pairs) {
      const s = new Synastry(input);
      const { person1InPerson2, person2InPerson1 } = s.overlays();
      const all = [
        ...s.aspects().map((a) => texts.aspectInterpretation(s, a, 'en')),
        ...[...person1InPerson2, ...person2InPerson1].map((o) => texts.overlayInterpretation(o, 'en')),
        ...s.significantOverlays().map((o) => texts.significantOverlayInterpretation(o, 'en')),
        ...texts.relationshipStrengths(s, 'en'),
        ...texts.relationshipChallenges(s, 'en'),
        texts.compatibilityNotes(s, 'en'),
        texts.elementDescription(s, 'en'),
        texts.modalityDescription(s, 'en'),
        texts.temperamentAnalysis(s, 'en'),
        ...texts.houseOverlayInsights(s, 'en'),
        texts.houseOverlayInterpretation(s, 'en'),
        ...s.themes().map((t) => texts.themeDescription(t, 'en')),
        texts.relationshipSummary(s, 'en'),
      ];
      expectEnglish(all);
      for (const text of all) {
        expect(text).toMatch(/[.!]$/);
        expect(text).not.toMatch(/\b(a [aeiou]\w+|an [^aeiou\W]\w*)\b/i);
        expect(text).not.toMatch(/\b1 (points|houses|years|meaningful overlays|harmonious aspects)\b/);
        expect(text).not.toMatch(/undefined|null|NaN/);
      }
      expect(texts.compatibilityNotes(s)).toBe(texts.compatibilityNotes(s, 'ko'));
      expect(texts.compatibilityNotes(s)).toMatch(HANGUL);
    }
  });

  it('synastry: sample sentences read correctly', () => {
    const s = new Synastry(pairs[0]);
    const a = s.aspects()[0];
    expect(texts.aspectInterpretation(s, a, 'en')).toMatch(
      /^(Alice|James)’s [A-Z][a-z]+( Node)? in [A-Z][a-z]+ forms an? (exact|tight|moderate|wide|loose) [a-z-]+ with (Alice|James)’s [A-Z][a-z]+( Node)? \(\d+°, orb \d+\.\d\d°\)\. This brings .+, expressed in an? [a-z-]+ and [a-z-]+ way, together with .+, and the two .+\.$/,
    );
    expect(texts.compatibilityNotes(s, 'en')).toMatch(
      /^The romantic compatibility score of Alice and James is \d+ out of 100, in the (very high|high|average|low|very low) band \(weighted method\)\. The charts form \d+ harmonious aspects?, \d+ challenging aspects? and \d+ neutral aspects?; the strongest connection is (Alice|James)’s .+ (conjunct|opposite|trine|square|sextile|quincunx|semi-sextile|semi-square|sesquiquadrate|quintile|biquintile) .+ \(weight \d+\.\d\d\)\. As lovers, /,
    );
    expect(texts.relationshipSummary(s, 'en')).toMatch(/^The most prominent (theme in the relationship between Alice and James is|themes in the relationship between Alice and James are) [a-z -]+(, [a-z -]+)*( and [a-z -]+)?\. [A-Z].+\. By contrast, [a-z -]+ scores \d+\.\d: [a-z].+\.$/);
    const o = s.overlays().person1InPerson2[0];
    expect(texts.overlayInterpretation(o, 'en')).toBe(
      `Alice’s Sun falls in James’s ${profections.ordinalEn(o.house)} house (${tables.HOUSE_MEANINGS[o.house - 1].en}). ` +
        `Alice brings vitality and presence to the area of ${tables.HOUSE_FOCUS_EN[o.house - 1]} in James’s life.`,
    );
    // After the pair, each phrase starts in capitals (the fallback one with "The" before the Sun or an angle).
    for (const line of texts.relationshipStrengths(s, 'en')) expect(line).toMatch(/^(Alice|James)’s .+: [A-Z]/);
    expect(texts.relationshipStrengths(s, 'en')).toContain(
      'Alice’s Ascendant sextile James’s Mars: The Ascendant (first impression and approach to life) and Mars (desires and drive) go well together.',
    );
  });
});
