/**
 * Aspect colours (issue 25): a different colour for every longitude aspect type in every theme, far
 * enough apart for colour-blind readers. Each pair is compared in CIELAB (CIE76 ΔE) under normal
 * vision and under simulated protanopia, deuteranopia and tritanopia (the severity-1 matrices of
 * Machado, Oliveira & Fernandes 2009, applied to linear RGB); 10 ΔE is a clearly visible difference.
 * Each colour also keeps 3:1 contrast (WCAG) against its theme's background.
 */
import { describe, expect, it } from 'vitest';
import { ASPECT_TYPES } from '../src/core/astro/aspects.js';
import { THEMES, THEME_NAMES, aspectStyle } from '../src/render/svg.js';

const MACHADO: Record<string, number[][]> = {
  normal: [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
};

const linear = (hex: string) => [1, 3, 5].map((i) => {
  const c = parseInt(hex.slice(i, i + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

function lab(rgb: number[]): number[] {
  const [r, g, b] = rgb.map((v) => Math.min(1, Math.max(0, v)));
  const X = 0.4124 * r + 0.3576 * g + 0.1805 * b;
  const Y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const Z = 0.0193 * r + 0.1192 * g + 0.9505 * b;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const [fx, fy, fz] = [f(X / 0.95047), f(Y), f(Z / 1.08883)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const seen = (hex: string, vision: string) => {
  const c = linear(hex);
  return lab(MACHADO[vision].map((row) => row[0] * c[0] + row[1] * c[1] + row[2] * c[2]));
};
const deltaE = (a: number[], b: number[]) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const luminance = (hex: string) => { const [r, g, b] = linear(hex); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
const contrast = (a: string, b: string) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };

const TYPES = ASPECT_TYPES.filter((t) => !t.includes('arallel'));

describe('aspect colours', () => {
  it('the measure itself: red and green collapse for a deuteranope, not for normal vision', () => {
    expect(deltaE(seen('#d62728', 'normal'), seen('#2ca02c', 'normal'))).toBeGreaterThan(50);
    expect(deltaE(seen('#d32f2f', 'deuteranopia'), seen('#b71c1c', 'deuteranopia'))).toBeLessThan(10); // the old square and opposition
  });

  for (const name of THEME_NAMES) {
    it(`${name}: eleven different colours, ≥ 10 ΔE apart in every vision, ≥ 3:1 against the background`, () => {
      const theme = THEMES[name];
      const colours = TYPES.map((t) => aspectStyle(t, theme).stroke.toLowerCase());
      expect(new Set(colours).size).toBe(TYPES.length);
      const close: string[] = [];
      for (let i = 0; i < TYPES.length; i++) {
        expect(contrast(colours[i], theme.background), `${TYPES[i]} ${colours[i]}`).toBeGreaterThanOrEqual(3);
        for (let j = i + 1; j < TYPES.length; j++) {
          for (const vision of Object.keys(MACHADO)) {
            const d = deltaE(seen(colours[i], vision), seen(colours[j], vision));
            if (d < 10) close.push(`${TYPES[i]} × ${TYPES[j]} (${vision}): ${d.toFixed(1)}`);
          }
        }
      }
      expect(close).toEqual([]);
    });
  }

  it('the minor aspects are dashed, each with its own pattern; the majors are solid', () => {
    const minors = TYPES.map((t) => aspectStyle(t)).filter((s) => !s.major);
    expect(minors).toHaveLength(6);
    expect(new Set(minors.map((s) => s.dash)).size).toBe(6);
    expect(TYPES.map((t) => aspectStyle(t)).filter((s) => s.major).every((s) => s.dash === null)).toBe(true);
  });
});
