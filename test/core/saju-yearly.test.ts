/**
 * 신년운세 (docs/saju.md §14): the year's pillar from 입춘 and the months from their 節 (KASI anchors),
 * the stem ten gods from lunar-javascript's SHI_SHEN table, and texts that each
 * name the fact they rest on.
 */
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { SajuChart } from '../../src/core/saju/pillars.js';
import { yearlyReading, yearlyTexts } from '../../src/core/saju/yearly.js';
import { STEMS, pillarHanja } from '../../src/core/saju/ganzhi.js';
import { TEN_GOD_LABELS } from '../../src/core/saju/labels.js';

const require = createRequire(import.meta.url);
const { LunarUtil } = require('lunar-javascript');

const chart = new SajuChart({ birthdate: '1990-05-15', birthTime: '14:30', gender: 'M' });

describe('yearly reading', () => {
  it('2024 is 甲辰 from 입춘 2024-02-04 17:27 KST; 경칩 starts 丁卯 (KASI)', () => {
    const r = yearlyReading(chart, 2024);
    expect(r.year.ganzi).toBe('甲辰');
    expect(r.year.start.slice(0, 16)).toBe('2024-02-04T08:26'); // 17:26:54 KST
    expect(r.months).toHaveLength(12);
    expect(pillarHanja(r.months[1].pillar)).toBe('丁卯');
    expect(r.months[1].jie).toBe('경칩');
  });

  it('the stem ten god of the year and of each month is lunar-javascript’s SHI_SHEN', () => {
    const day = STEMS[chart.pillars().day.stem].hanja;
    for (const year of [2024, 2025, 2026]) {
      const r = yearlyReading(chart, year);
      for (const e of [r.year, ...r.months]) {
        expect(TEN_GOD_LABELS[e.tenGods.stem].ko).toBe(toKorean(LunarUtil.SHI_SHEN[day + STEMS[e.pillar.stem].hanja]));
      }
    }
  });

  it('every text names its basis; domains cover overall, work, money, relationships and health', () => {
    const r = yearlyReading(chart, 2026);
    for (const lang of ['ko', 'en'] as const) {
      const texts = yearlyTexts(r, lang);
      expect(new Set(texts.map((t) => t.domain))).toEqual(new Set(['overall', 'work', 'money', 'relationships', 'health']));
      for (const t of texts) {
        expect(t.basis.length).toBeGreaterThan(0);
        expect(t.text.length).toBeGreaterThan(10);
      }
      expect(texts.some((t) => t.basis.includes(`yearStem:${TEN_GOD_LABELS[r.year.tenGods.stem].ko}`))).toBe(true);
      expect(texts.filter((t) => t.basis.some((b) => b.startsWith('interaction:')))).toHaveLength(r.year.interactions.length);
    }
  });
});

/** lunar-javascript's ten-god names in simplified Chinese → the service's Korean names. */
function toKorean(name: string): string {
  const map: Record<string, string> = {
    比肩: '비견', 劫财: '겁재', 食神: '식신', 伤官: '상관', 偏财: '편재', 正财: '정재', 七杀: '편관', 正官: '정관', 偏印: '편인', 正印: '정인',
  };
  return map[name];
}
