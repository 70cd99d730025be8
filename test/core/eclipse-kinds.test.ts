/**
 * Solar eclipses classified as the Five Millennium Canon of Solar Eclipses (Espenak & Meeus 2006)
 * does, non-central ones included: where the shadow axis misses the Earth but the umbra (antumbra)
 * touches it, the eclipse is total (annular), not partial as astronomy-engine reports it.
 */
import * as Astronomy from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { canonSolarKind } from '../../src/core/astro/events/eclipses.js';

/** Canon kinds: Tn/An are the non-central total and annular eclipses, P the partial ones. */
const CANON: [string, string][] = [
  ['2043-04-09', 'total'], // Tn, γ = 1.0031
  ['2014-04-29', 'annular'], // An, γ = −1.0000
  ['1950-03-18', 'annular'], // An
  ['2024-04-08', 'total'], // T, central
  ['2003-05-31', 'annular'], // A, central
  ['2022-10-25', 'partial'], // P, γ = 1.0701
  ['2011-01-04', 'partial'], // P, γ = 1.0627
  ['2018-07-13', 'partial'], // P, γ = −1.3542
];

describe('solar eclipse kinds as the Five Millennium Canon gives them', () => {
  it.each(CANON)('%s is %s', (date, kind) => {
    const e = Astronomy.SearchGlobalSolarEclipse(Astronomy.MakeTime(new Date(Date.parse(date) - 5 * 86400e3)));
    expect(e.peak.date.toISOString().slice(0, 10)).toBe(date);
    expect(canonSolarKind(e)).toBe(kind);
  });
});
