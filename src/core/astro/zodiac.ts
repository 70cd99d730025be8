/** Tropical zodiac signs: 30° each from 0° Aries. */
import { norm360 } from './angle.js';

/** English names (the API's) and Korean names; Sagittarius is 사수자리 as in Korean astrology (궁수자리 is the constellation). */
export const SIGNS = [
  { en: 'Aries', ko: '양자리' },
  { en: 'Taurus', ko: '황소자리' },
  { en: 'Gemini', ko: '쌍둥이자리' },
  { en: 'Cancer', ko: '게자리' },
  { en: 'Leo', ko: '사자자리' },
  { en: 'Virgo', ko: '처녀자리' },
  { en: 'Libra', ko: '천칭자리' },
  { en: 'Scorpio', ko: '전갈자리' },
  { en: 'Sagittarius', ko: '사수자리' },
  { en: 'Capricorn', ko: '염소자리' },
  { en: 'Aquarius', ko: '물병자리' },
  { en: 'Pisces', ko: '물고기자리' },
] as const;
export type SignName = (typeof SIGNS)[number]['en'];

/** 0 = Aries … 11 = Pisces. */
export function signIndex(lon: number): number {
  return Math.floor(norm360(lon) / 30);
}

export function signOf(lon: number): SignName {
  return SIGNS[signIndex(lon)].en;
}

/** Degrees within the sign, [0, 30). */
export function degreeInSign(lon: number): number {
  return norm360(lon) % 30;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * `DD° Sign MM' SS''` (interface-spec §2.5). Rounds to the whole second first, so 29°59′59.7″ Aries
 * carries into `00° Taurus 00' 00''` rather than printing 60″ or 30°.
 */
export function formatDms(lon: number): string {
  const seconds = Math.round(norm360(lon) * 3600) % (360 * 3600);
  const sign = SIGNS[Math.floor(seconds / (30 * 3600))].en;
  const deg = Math.floor(seconds / 3600) % 30;
  const min = Math.floor(seconds / 60) % 60;
  return `${pad2(deg)}° ${sign} ${pad2(min)}' ${pad2(seconds % 60)}''`;
}

/** An arc (not a zodiac place, so no sign) as D° MM' SS'', rounded to the second. */
export function formatArcDms(deg: number): string {
  const seconds = Math.round(deg * 3600);
  return `${Math.floor(seconds / 3600)}° ${pad2(Math.floor(seconds / 60) % 60)}' ${pad2(seconds % 60)}''`;
}
