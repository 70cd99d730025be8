/**
 * The Sun's mass that bends a ray through its disk (solar-mass.ts): none at the centre, all of it at
 * the limb, growing outwards, and always more than the mass inside the sphere of the same radius
 * (the cylinder holds that sphere), which the solar model publishes beside its densities
 * (Turck-Chièze et al. 1988: 0.235 M☉ within 0.166 R☉, 0.470 within 0.246, 0.748 within 0.370).
 */
import { describe, expect, it } from 'vitest';
import { effectiveSolarMass } from '../../src/core/astro/solar-mass.js';

describe('effective solar mass for light deflection', () => {
  it('is 0 at the centre and 1 from the limb outwards', () => {
    expect(effectiveSolarMass(0)).toBe(0);
    expect(effectiveSolarMass(1)).toBe(1);
    expect(effectiveSolarMass(3)).toBe(1);
    expect(effectiveSolarMass(0.999)).toBeCloseTo(1, 4);
  });

  it('grows with the distance from the centre', () => {
    for (let b = 0.01; b < 1; b += 0.01) expect(effectiveSolarMass(b)).toBeGreaterThan(effectiveSolarMass(b - 0.01));
  });

  it('exceeds the mass inside the sphere of the same radius', () => {
    for (const [r, sphere] of [[0.166, 0.235], [0.246, 0.47], [0.37, 0.748]]) {
      expect(effectiveSolarMass(r)).toBeGreaterThan(sphere);
      expect(effectiveSolarMass(r)).toBeLessThan(1);
    }
  });
});
