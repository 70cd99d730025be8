import { describe, expect, it } from 'vitest';
import { degreeInSign, formatDms, SIGNS, signIndex, signOf } from '../../src/core/astro/zodiac.js';

describe('zodiac', () => {
  it('has twelve signs with English and Korean names', () => {
    expect(SIGNS.map((s) => s.en)).toEqual([
      'Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo',
      'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces',
    ]);
    expect(SIGNS[0].ko).toBe('양자리');
    expect(SIGNS[11].ko).toBe('물고기자리');
  });

  it('sign index, name and degree in sign, wrap-safe', () => {
    expect(signIndex(0)).toBe(0);
    expect(signIndex(29.999999)).toBe(0);
    expect(signIndex(30)).toBe(1);
    expect(signIndex(359.99)).toBe(11);
    expect(signIndex(-1)).toBe(11);
    expect(signIndex(725)).toBe(0);
    expect(signOf(130)).toBe('Leo');
    expect(signOf(-0.5)).toBe('Pisces');
    expect(degreeInSign(130.25)).toBeCloseTo(10.25, 12);
    expect(degreeInSign(-1)).toBeCloseTo(29, 12);
  });

  it('formats DD° Sign MM\' SS\'\' zero-padded', () => {
    expect(formatDms(5.5)).toBe("05° Aries 30' 00''");
    expect(formatDms(0)).toBe("00° Aries 00' 00''");
    expect(formatDms(123.456789)).toBe("03° Leo 27' 24''");
    expect(formatDms(359 + 59 / 60 + 59 / 3600)).toBe("29° Pisces 59' 59''");
  });

  it('rounds seconds with carry into minutes, degrees, the next sign and past 360°', () => {
    expect(formatDms(10 + 59 / 60 + 59.6 / 3600)).toBe("11° Aries 00' 00''");
    expect(formatDms(29 + 59 / 60 + 59.7 / 3600)).toBe("00° Taurus 00' 00''");
    expect(formatDms(29 + 59 / 60 + 59.4 / 3600)).toBe("29° Aries 59' 59''");
    expect(formatDms(12 + 30 / 60 + 59.5 / 3600)).toBe("12° Aries 31' 00''");
    expect(formatDms(359.99999)).toBe("00° Aries 00' 00''");
    expect(formatDms(-0.5)).toBe("29° Pisces 30' 00''");
  });
});
