/**
 * The four pillars (사주팔자) as SVG.
 *
 * Column order: as in Korean 만세력 printouts, read right to left — 년주 is the rightmost column and
 * 시주 the leftmost, so the screen shows 시주 · 일주 · 월주 · 년주 from left to right.
 *
 * Rows: pillar name; ten god of the stem (the day stem is the 일간 / Day Master); the stem and the
 * branch as large hanja in element colours (ELEMENT_COLORS of svg.ts: 목 green, 화 red, 토 yellow-brown,
 * 금 grey, 수 blue-black) on a tint of the same element, each with its reading and element; the
 * ten god of the branch (its 정기); the 지장간 (여기 → 중기 → 정기) in element colours; then the
 * five-element strengths of the reading as a bar.
 *
 * Without a birth time the hour column is drawn empty (dashed outlines) with "시간 미상" and a note.
 */
import { BRANCHES, ELEMENTS, STEMS, type Element, type Pillar } from '../core/saju/ganzhi.js';
import type { SajuReading } from '../core/saju/reading.js';
import { HIDDEN_STEMS } from '../core/saju/tables.js';
import type { TenGods } from '../core/saju/ten-gods.js';
import { branchLabel, elementLabel, stemLabel, tenGodLabel, uiLabel, type Lang, type UiKey } from '../core/labels.js';
import { ELEMENT_COLORS, INK, LINE, MUTED, el, num, svgDocument, text } from './svg.js';

type PillarKey = 'hour' | 'day' | 'month' | 'year';

/** Left to right on screen (see the module comment). */
export const SAJU_COLUMNS: readonly PillarKey[] = ['hour', 'day', 'month', 'year'];

const COLUMN_LABEL: Record<PillarKey, UiKey> = { hour: 'hourPillar', day: 'dayPillar', month: 'monthPillar', year: 'yearPillar' };
const TEN_GOD_KEYS: Record<PillarKey, [keyof TenGods, keyof TenGods]> = {
  hour: ['hourStem', 'hourBranch'],
  day: ['dayStem', 'dayBranch'],
  month: ['monthStem', 'monthBranch'],
  year: ['yearStem', 'yearBranch'],
};

const W = 560;
const LEFT = 112; // room for the longest row header, "Five elements"
const COL_W = 108;
const CELL = 92;
const Y_HEAD = 96;
const Y_STEM_GOD = 122;
const Y_STEM = 134;
const Y_BRANCH = Y_STEM + CELL + 10;
const Y_BRANCH_GOD = Y_BRANCH + CELL + 18;
const Y_HIDDEN = Y_BRANCH_GOD + 30;
const Y_ELEMENTS = Y_HIDDEN + 70;
const H = Y_ELEMENTS + 90;

const colX = (i: number) => LEFT + i * COL_W + (COL_W - CELL) / 2;

/** One stem or branch: a tinted square with the hanja in its element colour and its reading. */
function characterCell(x: number, y: number, hanja: string, reading: string, element: Element, lang: Lang, role: 'stem' | 'branch', key: PillarKey): string {
  const c = ELEMENT_COLORS[element];
  return el('g', { 'data-pillar': key, 'data-role': role, 'data-element': element }, [
    el('rect', { x, y, width: CELL, height: CELL, rx: 8, fill: c.fill, stroke: c.ink, 'stroke-width': 1.5 }),
    text(x + CELL / 2, y + 40, hanja, { 'font-size': 50, 'font-weight': 'bold', fill: c.ink, 'text-anchor': 'middle', 'data-char': hanja }, 'middle'),
    text(x + CELL / 2, y + CELL - 12, `${reading} · ${elementLabel(element, lang)}`, { 'font-size': 11, fill: c.ink, 'text-anchor': 'middle' }, 'middle'),
  ]);
}

function emptyCell(x: number, y: number, lang: Lang, role: 'stem' | 'branch'): string {
  return el('g', { 'data-pillar': 'hour', 'data-role': role, 'data-empty': 'true' }, [
    el('rect', { x, y, width: CELL, height: CELL, rx: 8, fill: '#fafafa', stroke: LINE, 'stroke-width': 1, 'stroke-dasharray': '4 3' }),
    text(x + CELL / 2, y + CELL / 2, uiLabel('unknownTime', lang), { 'font-size': 11, fill: MUTED, 'text-anchor': 'middle' }, 'middle'),
  ]);
}

function hiddenStemsRow(x: number, branch: number, lang: Lang, key: PillarKey): string {
  const hidden = HIDDEN_STEMS[branch];
  const step = CELL / hidden.length;
  return el('g', { 'data-pillar': key, 'data-role': 'hidden' }, hidden.map((h, i) => {
    const stem = STEMS[h.stem];
    const cx = x + step * (i + 0.5);
    const ink = ELEMENT_COLORS[stem.element].ink;
    return el('g', { 'data-element': stem.element, 'data-hidden-type': h.type }, [
      text(cx, Y_HIDDEN, stem.hanja, { 'font-size': 20, fill: ink, 'text-anchor': 'middle' }, 'middle'),
      text(cx, Y_HIDDEN + 20, stemLabel(h.stem, lang), { 'font-size': 9, fill: ink, 'text-anchor': 'middle' }, 'middle'),
    ]);
  }));
}

/** The five-element strengths (percent) as one stacked bar with a legend. */
function elementBar(strength: Record<Element, number>, lang: Lang): string {
  const x0 = LEFT;
  const width = 4 * COL_W;
  const parts: string[] = [text(16, Y_ELEMENTS + 9, uiLabel('fiveElements', lang), { 'font-size': 12, fill: INK }, 'middle')];
  let x = x0;
  for (const e of ELEMENTS) {
    const w = (width * strength[e]) / 100;
    if (w > 0) parts.push(el('rect', { x, y: Y_ELEMENTS, width: w, height: 18, fill: ELEMENT_COLORS[e].ink, 'data-element': e }));
    x += w;
  }
  ELEMENTS.forEach((e, i) => {
    const lx = x0 + i * (width / 5);
    parts.push(
      el('rect', { x: lx, y: Y_ELEMENTS + 30, width: 10, height: 10, fill: ELEMENT_COLORS[e].ink }),
      text(lx + 14, Y_ELEMENTS + 35, `${elementLabel(e, lang)} ${num(strength[e], 1)}%`, { 'font-size': 11, fill: INK }, 'middle'),
    );
  });
  return el('g', { 'data-layer': 'five-elements' }, parts);
}

/** The saju chart of a reading, labels in `lang`. Pure: the same reading gives the same bytes. */
export function sajuSvg(reading: SajuReading, lang: Lang): string {
  const chart = reading.chart;
  const pillars = chart.pillars();
  const gods = chart.tenGods();
  const input = chart.input;
  const lunar = reading.birthDate.lunar;
  const title = `${reading.name ? `${reading.name} — ` : ''}${uiLabel('saju', lang)}`;
  const gender = uiLabel(input.gender === 'M' ? 'male' : 'female', lang);
  const lunarText = `${uiLabel('lunar', lang)} ${lunar.year}-${lunar.isLeapMonth ? uiLabel('leap', lang) : ''}${String(lunar.month).padStart(2, '0')}-${String(lunar.day).padStart(2, '0')}`;
  const subtitle = `${uiLabel('solar', lang)} ${reading.birthDate.solar} ${input.birthTime ?? uiLabel('unknownTime', lang)} · ${lunarText} · ${gender}`;

  const parts: string[] = [
    text(16, 28, title, { 'font-size': 18, 'font-weight': 'bold', fill: INK }),
    text(16, 50, subtitle, { 'font-size': 12, fill: MUTED }),
    // Row headers
    text(16, Y_STEM_GOD, uiLabel('tenGod', lang), { 'font-size': 11, fill: MUTED }, 'middle'),
    text(16, Y_STEM + CELL / 2, uiLabel('stem', lang), { 'font-size': 12, fill: INK }, 'middle'),
    text(16, Y_BRANCH + CELL / 2, uiLabel('branch', lang), { 'font-size': 12, fill: INK }, 'middle'),
    text(16, Y_BRANCH_GOD, uiLabel('tenGod', lang), { 'font-size': 11, fill: MUTED }, 'middle'),
    text(16, Y_HIDDEN + 10, uiLabel('hiddenStems', lang), { 'font-size': 11, fill: MUTED }, 'middle'),
  ];

  SAJU_COLUMNS.forEach((key, i) => {
    const x = colX(i);
    const cx = x + CELL / 2;
    const pillar: Pillar | null = pillars[key];
    const column: string[] = [
      text(cx, Y_HEAD, uiLabel(COLUMN_LABEL[key], lang), { 'font-size': 14, 'font-weight': 'bold', fill: INK, 'text-anchor': 'middle' }),
    ];
    if (pillar) {
      const stem = STEMS[pillar.stem];
      const branch = BRANCHES[pillar.branch];
      const [stemGod, branchGod] = TEN_GOD_KEYS[key].map((k) => gods[k]);
      column.push(
        text(cx, Y_STEM_GOD, tenGodLabel(String(stemGod), lang), { 'font-size': 11, fill: MUTED, 'text-anchor': 'middle', 'data-ten-god': String(stemGod) }, 'middle'),
        characterCell(x, Y_STEM, stem.hanja, stemLabel(pillar.stem, lang), stem.element, lang, 'stem', key),
        characterCell(x, Y_BRANCH, branch.hanja, branchLabel(pillar.branch, lang), branch.element, lang, 'branch', key),
        text(cx, Y_BRANCH_GOD, tenGodLabel(String(branchGod), lang), { 'font-size': 11, fill: MUTED, 'text-anchor': 'middle', 'data-ten-god': String(branchGod) }, 'middle'),
        hiddenStemsRow(x, pillar.branch, lang, key),
      );
    } else {
      column.push(emptyCell(x, Y_STEM, lang, 'stem'), emptyCell(x, Y_BRANCH, lang, 'branch'));
    }
    parts.push(el('g', { 'data-column': key }, column));
  });

  parts.push(elementBar(reading.fiveElements().strength, lang));
  if (!pillars.hour) {
    parts.push(text(16, H - 16, uiLabel('unknownTimeNote', lang), { 'font-size': 11, fill: MUTED, 'data-note': 'unknown-time' }));
  }

  return svgDocument({ width: W, height: H, title, desc: subtitle, lang, kind: 'saju', body: parts });
}
