/**
 * The four pillars (사주팔자) as SVG.
 *
 * Column order: as in Korean 만세력 printouts, read right to left — 년주 is the rightmost column and
 * 시주 the leftmost, so the screen shows 시주 · 일주 · 월주 · 년주 from left to right.
 *
 * Rows: pillar name; ten god of the stem (the day stem is the 일간 / Day Master); the stem and the
 * branch as large hanja in element colours (the theme's element colours, svg.ts: 목 green, 화 red, 토 yellow-brown,
 * 금 grey, 수 blue-black) on a tint of the same element, each with its reading and element; the
 * ten god of the branch (its 정기); the 지장간 (여기 → 중기 → 정기) in element colours; the 12운성
 * (the day stem's stage on the pillar's branch); then the 대운 row as a 만세력 prints it (ten
 * pillars, the first on the right, each with its starting age) and the five-element strengths of
 * the reading as a bar.
 *
 * Without a birth time the hour column is drawn empty (dashed outlines) with "시간 미상" and a note.
 */
import { BRANCHES, ELEMENTS, STEMS, type Element, type Pillar } from '../core/saju/ganzhi.js';
import type { SajuReading } from '../core/saju/reading.js';
import { stageOf } from '../core/saju/analysis.js';
import { HIDDEN_STEMS } from '../core/saju/tables.js';
import type { TenGods } from '../core/saju/ten-gods.js';
import { branchLabel, elementLabel, stageLabel, stemLabel, tenGodLabel, uiLabel, type Lang, type UiKey } from '../core/labels.js';
import { ELEMENT_LABELS, HIDDEN_STEM_TYPE_LABELS, STAGE_LABELS, tenGodText } from '../core/saju/labels.js';
import { el, num, svgDocument, TEXT_FONT_FAMILY, text, theme, type PictureOptions, type Theme } from './svg.js';

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
const Y_STAGE = Y_HIDDEN + 48;
const Y_DAEUN = Y_STAGE + 34;
const DAEUN_W = 44;
const DAEUN_CELL = 38;
const Y_ELEMENTS = Y_DAEUN + 20 + 2 * DAEUN_CELL + 34;
const H = Y_ELEMENTS + 90;

const colX = (i: number) => LEFT + i * COL_W + (COL_W - CELL) / 2;

/** One stem or branch: a tinted square with the hanja in its element colour and its reading. */
function characterCell(x: number, y: number, hanja: string, reading: string, element: Element, lang: Lang, t: Theme, role: 'stem' | 'branch', key: PillarKey): string {
  const c = t.elements[element];
  return el('g', { 'data-pillar': key, 'data-role': role, 'data-element': ELEMENT_LABELS[element].ko }, [
    el('rect', { x, y, width: CELL, height: CELL, rx: 8, fill: c.fill, stroke: c.ink, 'stroke-width': 1.5 }),
    text(x + CELL / 2, y + 40, hanja, { 'font-size': 50, 'font-weight': 'bold', fill: c.ink, 'text-anchor': 'middle', 'data-char': hanja }, 'middle'),
    text(x + CELL / 2, y + CELL - 12, `${reading} · ${elementLabel(element, lang)}`, { 'font-size': 11, fill: c.ink, 'text-anchor': 'middle' }, 'middle'),
  ]);
}

function emptyCell(x: number, y: number, lang: Lang, t: Theme, role: 'stem' | 'branch'): string {
  return el('g', { 'data-pillar': 'hour', 'data-role': role, 'data-empty': 'true' }, [
    el('rect', { x, y, width: CELL, height: CELL, rx: 8, fill: t.panel, stroke: t.line, 'stroke-width': 1, 'stroke-dasharray': '4 3' }),
    text(x + CELL / 2, y + CELL / 2, uiLabel('unknownTime', lang), { 'font-size': 11, fill: t.muted, 'text-anchor': 'middle' }, 'middle'),
  ]);
}

function hiddenStemsRow(x: number, branch: number, lang: Lang, t: Theme, key: PillarKey): string {
  const hidden = HIDDEN_STEMS[branch];
  const step = CELL / hidden.length;
  return el('g', { 'data-pillar': key, 'data-role': 'hidden' }, hidden.map((h, i) => {
    const stem = STEMS[h.stem];
    const cx = x + step * (i + 0.5);
    const ink = t.elements[stem.element].ink;
    return el('g', { 'data-element': ELEMENT_LABELS[stem.element].ko, 'data-hidden-type': HIDDEN_STEM_TYPE_LABELS[h.type].ko }, [
      text(cx, Y_HIDDEN, stem.hanja, { 'font-size': 20, fill: ink, 'text-anchor': 'middle' }, 'middle'),
      text(cx, Y_HIDDEN + 20, stemLabel(h.stem, lang), { 'font-size': 9, fill: ink, 'text-anchor': 'middle' }, 'middle'),
    ]);
  }));
}

/** The five-element strengths (percent) as one stacked bar with a legend. */
function elementBar(strength: Record<Element, number>, lang: Lang, t: Theme): string {
  const x0 = LEFT;
  const width = 4 * COL_W;
  const parts: string[] = [text(16, Y_ELEMENTS + 9, uiLabel('fiveElements', lang), { 'font-size': 12, fill: t.ink }, 'middle')];
  let x = x0;
  for (const e of ELEMENTS) {
    const w = (width * strength[e]) / 100;
    if (w > 0) parts.push(el('rect', { x, y: Y_ELEMENTS, width: w, height: 18, fill: t.elements[e].ink, 'data-element': ELEMENT_LABELS[e].ko }));
    x += w;
  }
  ELEMENTS.forEach((e, i) => {
    const lx = x0 + i * (width / 5);
    parts.push(
      el('rect', { x: lx, y: Y_ELEMENTS + 30, width: 10, height: 10, fill: t.elements[e].ink }),
      text(lx + 14, Y_ELEMENTS + 35, `${elementLabel(e, lang)} ${num(strength[e], 1)}%`, { 'font-size': 11, fill: t.ink }, 'middle'),
    );
  });
  return el('g', { 'data-layer': 'five-elements' }, parts);
}

/**
 * The 대운 row: ten pillars right to left from the first (as a 만세력 prints them), each a small stem
 * and branch in element colours under its starting age.
 */
function daeunRow(reading: SajuReading, lang: Lang, t: Theme): string {
  const daeun = reading.chart.daeun();
  const parts: string[] = [
    text(16, Y_DAEUN + 20 + DAEUN_CELL, uiLabel('daeun', lang), { 'font-size': 11, fill: t.muted }, 'middle'),
  ];
  const right = LEFT + 4 * COL_W;
  daeun.list.forEach(({ age, pillar }, i) => {
    const x = right - (i + 1) * DAEUN_W + (DAEUN_W - DAEUN_CELL) / 2;
    const cells = [STEMS[pillar.stem], BRANCHES[pillar.branch]].map((c, k) => {
      const colors = t.elements[c.element];
      const y = Y_DAEUN + 20 + k * DAEUN_CELL;
      return [
        el('rect', { x, y, width: DAEUN_CELL, height: DAEUN_CELL - 2, rx: 4, fill: colors.fill, stroke: colors.ink, 'stroke-width': 0.8 }),
        text(x + DAEUN_CELL / 2, y + (DAEUN_CELL - 2) / 2, c.hanja, { 'font-size': 20, fill: colors.ink, 'text-anchor': 'middle' }, 'middle'),
      ].join('');
    });
    parts.push(el('g', { 'data-daeun': i, 'data-age': age }, [
      text(x + DAEUN_CELL / 2, Y_DAEUN + 10, lang === 'ko' ? `${age}${uiLabel('age', lang)}` : String(age), {
        'font-size': 11, fill: t.ink, 'text-anchor': 'middle',
      }, 'middle'),
      ...cells,
    ]));
  });
  return el('g', { 'data-layer': 'daeun' }, parts);
}

/** The saju chart of a reading, labels in `lang`. Pure: the same reading and options give the same bytes. */
export function sajuSvg(reading: SajuReading, lang: Lang, options: PictureOptions = {}): string {
  const t = theme(options.theme);
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
    text(16, 28, title, { 'font-size': 18, 'font-weight': 'bold', fill: t.ink }),
    text(16, 50, subtitle, { 'font-size': 12, fill: t.muted }),
    // Row headers
    text(16, Y_STEM_GOD, uiLabel('tenGod', lang), { 'font-size': 11, fill: t.muted }, 'middle'),
    text(16, Y_STEM + CELL / 2, uiLabel('stem', lang), { 'font-size': 12, fill: t.ink }, 'middle'),
    text(16, Y_BRANCH + CELL / 2, uiLabel('branch', lang), { 'font-size': 12, fill: t.ink }, 'middle'),
    text(16, Y_BRANCH_GOD, uiLabel('tenGod', lang), { 'font-size': 11, fill: t.muted }, 'middle'),
    text(16, Y_HIDDEN + 10, uiLabel('hiddenStems', lang), { 'font-size': 11, fill: t.muted }, 'middle'),
    text(16, Y_STAGE, uiLabel('twelveStages', lang), { 'font-size': 11, fill: t.muted }, 'middle'),
  ];

  SAJU_COLUMNS.forEach((key, i) => {
    const x = colX(i);
    const cx = x + CELL / 2;
    const pillar: Pillar | null = pillars[key];
    const column: string[] = [
      text(cx, Y_HEAD, uiLabel(COLUMN_LABEL[key], lang), { 'font-size': 14, 'font-weight': 'bold', fill: t.ink, 'text-anchor': 'middle' }),
    ];
    if (pillar) {
      const stem = STEMS[pillar.stem];
      const branch = BRANCHES[pillar.branch];
      const [stemGod, branchGod] = TEN_GOD_KEYS[key].map((k) => gods[k]);
      column.push(
        text(cx, Y_STEM_GOD, tenGodLabel(stemGod!, lang), { 'font-size': 11, fill: t.muted, 'text-anchor': 'middle', 'data-ten-god': tenGodText(stemGod!) }, 'middle'),
        characterCell(x, Y_STEM, stem.hanja, stemLabel(pillar.stem, lang), stem.element, lang, t, 'stem', key),
        characterCell(x, Y_BRANCH, branch.hanja, branchLabel(pillar.branch, lang), branch.element, lang, t, 'branch', key),
        text(cx, Y_BRANCH_GOD, tenGodLabel(branchGod!, lang), { 'font-size': 11, fill: t.muted, 'text-anchor': 'middle', 'data-ten-god': tenGodText(branchGod!) }, 'middle'),
        hiddenStemsRow(x, pillar.branch, lang, t, key),
        // 12운성: the day stem's stage on this branch (analysis.ts stageOf, §6.2).
        text(cx, Y_STAGE, stageLabel(stageOf(pillars.day.stem, pillar.branch), lang), {
          'font-size': 12, fill: t.ink, 'text-anchor': 'middle', 'data-stage': STAGE_LABELS[stageOf(pillars.day.stem, pillar.branch)].ko,
        }, 'middle'),
      );
    } else {
      column.push(emptyCell(x, Y_STEM, lang, t, 'stem'), emptyCell(x, Y_BRANCH, lang, t, 'branch'));
    }
    parts.push(el('g', { 'data-column': key }, column));
  });

  parts.push(daeunRow(reading, lang, t), elementBar(reading.fiveElements().strength, lang, t));
  if (!pillars.hour) {
    parts.push(text(16, H - 16, uiLabel('unknownTimeNote', lang), { 'font-size': 11, fill: t.muted, 'data-note': 'unknown-time' }));
  }

  return svgDocument({ fontFamily: TEXT_FONT_FAMILY, width: W, height: H, title, desc: subtitle, lang, kind: 'saju', theme: t, body: parts });
}
