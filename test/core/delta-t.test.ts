import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { deltaTSeconds, installDeltaT } from '../../src/core/time/delta-t.js';
import { astroTime, jdFromEpochMs } from '../../src/core/time/julian.js';

const readRef = (name: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/western/${name}`, import.meta.url), 'utf8'));

/** Swiss Ephemeris 2.10 ΔT on 1 January of every year 1900–2100. */
const yearly: { utc: string; delta_t_s: number }[] = readRef('delta-t.json');
/** The 80 chart instants, with the ΔT Swiss used at each (fractional dates). */
const cases: { input: { utc: string }; jd_ut: number; delta_t_s: number }[] = readRef('swiss-natal.json').results;

const maxima = { upTo2025: 0, after2025: 0, casesUpTo2025: 0, casesAfter2025: 0 };

describe('ΔT model', () => {
  it('follows the observed values within 1 s for 1900–2025 and the extrapolation within 5 s to 2100', () => {
    for (const { utc, delta_t_s } of yearly) {
      const diff = Math.abs(deltaTSeconds(jdFromEpochMs(Date.parse(utc))) - delta_t_s);
      const key = Number(utc.slice(0, 4)) <= 2025 ? 'upTo2025' : 'after2025';
      maxima[key] = Math.max(maxima[key], diff);
      expect(diff, utc).toBeLessThanOrEqual(key === 'upTo2025' ? 1 : 5);
    }
  });

  it('matches ΔT at the chart instants (between the yearly nodes) with the same limits', () => {
    for (const c of cases) {
      const diff = Math.abs(deltaTSeconds(c.jd_ut) - c.delta_t_s);
      const key = Number(c.input.utc.slice(0, 4)) <= 2025 ? 'casesUpTo2025' : 'casesAfter2025';
      maxima[key] = Math.max(maxima[key], diff);
      expect(diff, c.input.utc).toBeLessThanOrEqual(key === 'casesUpTo2025' ? 1 : 5);
    }
  });

  it('is what astronomy-engine uses, and installing it again changes nothing', () => {
    installDeltaT();
    for (const jd of [2415020.5, 2451545.0, 2460676.5, 2488069.5]) {
      const t = astroTime(jd);
      expect((t.tt - t.ut) * 86400).toBeCloseTo(deltaTSeconds(jd), 6);
    }
  });

  it('is continuous where its pieces meet (1900, 2026, 2500)', () => {
    for (const year of [1900, 2026, 2500]) {
      const jd = 2451544.5 + (year - 2000) * 365.2425;
      expect(Math.abs(deltaTSeconds(jd + 1e-6) - deltaTSeconds(jd - 1e-6))).toBeLessThan(1e-3);
    }
  });
});

afterAll(() => {
  console.log('ΔT max |model − Swiss| (s):', Object.fromEntries(Object.entries(maxima).map(([k, v]) => [k, +v.toFixed(3)])));
});
