import { describe, expect, it } from 'vitest';
import { DIGNITIES, essentialDignities, isDiurnal } from '../../src/core/astro/dignities.js';

describe('isDiurnal (Sun above the horizon: (λ☉ − λASC) mod 360° ≥ 180°)', () => {
  it('Sun between DSC, MC and ASC is day; between ASC, IC and DSC is night', () => {
    expect(isDiurnal(270, 0)).toBe(true); // Sun at the MC side, ASC 0° Aries
    expect(isDiurnal(359, 0)).toBe(true); // just above the ASC
    expect(isDiurnal(180, 0)).toBe(true); // on the DSC
    expect(isDiurnal(90, 0)).toBe(false); // at the IC side
    expect(isDiurnal(1, 0)).toBe(false); // just below the ASC
    expect(isDiurnal(300, 350)).toBe(true); // above, ASC late in Pisces
    expect(isDiurnal(10, 350)).toBe(false); // below, across 0°
  });
});

describe('essentialDignities (techniques.md §7)', () => {
  it('worked example: Sun 10° Leo, day chart → domicile + triplicity = 8, term Venus, face Jupiter', () => {
    expect(essentialDignities('sun', 130, true)).toEqual({
      holders: {
        rulership: 'Sun',
        exaltation: null,
        triplicity: 'Sun',
        term: 'Venus',
        face: 'Jupiter',
        detriment: 'Saturn',
        fall: null,
      },
      isPeregrine: false,
      classicalScore: 8,
    });
  });

  it('Saturn 10° Libra, day: exaltation 4 + triplicity 3 + face 1 = 8 (term Mercury)', () => {
    const r = essentialDignities('saturn', 190, true);
    expect(r.holders).toMatchObject({ rulership: 'Venus', exaltation: 'Saturn', triplicity: 'Saturn', term: 'Mercury', face: 'Saturn', fall: 'Sun' });
    expect(r.classicalScore).toBe(8);
    expect(r.isPeregrine).toBe(false);
  });

  it('Venus 10° Virgo, night: fall −4 + term 2 + face 1 = −1; by day the triplicity would add 3', () => {
    const night = essentialDignities('venus', 160, false);
    expect(night.holders).toMatchObject({ fall: 'Venus', triplicity: 'Moon', term: 'Venus', face: 'Venus' });
    expect(night.classicalScore).toBe(-1);
    expect(night.isPeregrine).toBe(false);
    expect(essentialDignities('venus', 160, true).classicalScore).toBe(2);
  });

  it('Mars 15° Cancer, night: triplicity 3 − fall 4 = −1; by day Venus rules the triplicity and Mars is peregrine', () => {
    const night = essentialDignities('mars', 105, false);
    expect(night.holders).toMatchObject({ triplicity: 'Mars', fall: 'Mars', term: 'Mercury', face: 'Mercury' });
    expect(night.classicalScore).toBe(-1);
    const day = essentialDignities('mars', 105, true);
    expect(day.holders.triplicity).toBe('Venus');
    expect(day.isPeregrine).toBe(true);
    expect(day.classicalScore).toBe(-4 - 5);
  });

  it('participating triplicity ruler scores nothing: Saturn 20° Leo, day', () => {
    const r = essentialDignities('saturn', 140, true);
    expect(r.holders).toMatchObject({ triplicity: 'Sun', term: 'Mercury', face: 'Mars', detriment: 'Saturn' });
    expect(r.isPeregrine).toBe(true);
    expect(r.classicalScore).toBe(-5 - 5);
  });

  it('peregrine only: Mercury 5° Aries, day → −5', () => {
    const r = essentialDignities('mercury', 5, true);
    expect(r.holders).toEqual({
      rulership: 'Mars',
      exaltation: 'Sun',
      triplicity: 'Sun',
      term: 'Jupiter',
      face: 'Mars',
      detriment: 'Venus',
      fall: 'Saturn',
    });
    expect(r.isPeregrine).toBe(true);
    expect(r.classicalScore).toBe(-5);
  });

  it('detriment with peregrine: Mars 2° Libra, day → −5 − 5 = −10', () => {
    const r = essentialDignities('mars', 182, true);
    expect(r.holders).toMatchObject({ rulership: 'Venus', triplicity: 'Saturn', term: 'Saturn', face: 'Moon', detriment: 'Mars' });
    expect(r.isPeregrine).toBe(true);
    expect(r.classicalScore).toBe(-10);
  });

  it('term and face boundaries: a term ends before its limit degree', () => {
    expect(essentialDignities('jupiter', 5.999, true).holders.term).toBe('Jupiter');
    expect(essentialDignities('jupiter', 6, true).holders.term).toBe('Venus');
    expect(essentialDignities('jupiter', 29.9999, true).holders).toMatchObject({ term: 'Saturn', face: 'Venus' });
    expect(essentialDignities('moon', 360 + 33, false).holders).toMatchObject({ exaltation: 'Moon', triplicity: 'Moon' });
  });

  it('table shape: terms end at 30° and give the Egyptian planetary years (Saturn 57, Jupiter 79, Mars 66, Venus 82, Mercury 76)', () => {
    const years: Record<string, number> = {};
    for (const row of DIGNITIES) {
      expect(row.terms.at(-1)![1]).toBe(30);
      let from = 0;
      for (const [lord, upTo] of row.terms) {
        years[lord] = (years[lord] ?? 0) + upTo - from;
        from = upTo;
      }
    }
    expect(years).toEqual({ Saturn: 57, Jupiter: 79, Mars: 66, Venus: 82, Mercury: 76 });
  });
});
