/**
 * The Zi Wei Dou Shu (자미두수) chart as SVG: the classic 4 × 4 grid with the twelve palaces fixed
 * by branch around the edge and a centre box of two by two cells.
 *
 *   巳 午 未 申
 *   辰  centre  酉
 *   卯  centre  戌
 *   寅 丑 子 亥
 *
 * Each palace shows its stars (chart.facts().stars, in the core's order): the major stars (주성) large
 * and bold, the auxiliary stars smaller, the minor stars smallest in two columns (three when a
 * palace is crowded); a star's brightness (묘 왕 득 이 평 불 함, English: Pinyin initial) follows its
 * name, and a birth-year transformation follows as a coloured mark (록 권 과 기 / Lu Quan Ke Ji).
 * The bottom line holds the palace's stem-branch, its 대한 age range and its name; 명궁 has a
 * heavy border and 신궁 a "신" / "Body" tag. The centre box holds the name, birth data, year, 국수,
 * 납음, 명궁 and 신궁 branches and the birth-year 사화. Below the grid a legend says what the
 * brightness marks (strongest to weakest) and the 사화 marks stand for.
 */
import { BRANCHES, BRANCH_IDS, STEMS } from '../core/saju/ganzhi.js';
import type { JamiReading } from '../core/jami/reading.js';
import { BRIGHTNESS_LEVELS, MUTAGENS, type StarPlacement } from '../core/jami/types.js';
import { MUTAGEN_LABELS, PALACE_LABELS, STAR_LABELS } from '../core/jami/labels.js';
import {
  BUREAU_LABELS, branchLabel, brightnessLabel, elementLabel, ganjiLabel, mutagenLabel, palaceLabel, starLabel, uiLabel,
  type Lang,
} from '../core/labels.js';
import { baselineY, el, esc, num, svgDocument, TEXT_FONT_FAMILY, text, textWidth, theme, type PictureOptions, type Theme } from './svg.js';

/** Branch index (子 = 0 … 亥 = 11) → [column, row] of the 4 × 4 grid, row 0 at the top. */
export const JAMI_GRID: readonly (readonly [number, number])[] = [
  [2, 3], // 子
  [1, 3], // 丑
  [0, 3], // 寅
  [0, 2], // 卯
  [0, 1], // 辰
  [0, 0], // 巳
  [1, 0], // 午
  [2, 0], // 未
  [3, 0], // 申
  [3, 1], // 酉
  [3, 2], // 戌
  [3, 3], // 亥
];

const CELL = 190;
const MARGIN = 20;
const SIZE = 4 * CELL + 2 * MARGIN;
const FOOTER = 40;

const cellOrigin = (branch: number): [number, number] => {
  const [col, row] = JAMI_GRID[branch];
  return [MARGIN + col * CELL, MARGIN + row * CELL];
};

/**
 * A star as a <text> whose top is at `top`, with its brightness and transformation mark as <tspan>s
 * spaced by dx (a leading space in a tspan is dropped by some renderers).
 */
function starText(star: StarPlacement, x: number, top: number, size: number, lang: Lang, t: Theme): string {
  const major = star.kind === 'major';
  const spans = [esc(starLabel(star.id, lang))];
  if (star.brightness) {
    spans.push(el('tspan', { dx: 3, 'font-size': Math.round(size * 0.75), fill: t.muted, 'font-weight': 'normal' }, esc(brightnessLabel(star.brightness, lang, true))));
  }
  if (star.mutagen) {
    spans.push(el('tspan', { dx: 3, fill: t.mutagens[star.mutagen], 'font-weight': 'bold', 'data-mutagen': MUTAGEN_LABELS[star.mutagen].ko }, esc(mutagenLabel(star.mutagen, lang, true))));
  }
  return el('text', {
    x, y: baselineY(top, size, 'top'), 'font-size': size, 'font-weight': major ? 'bold' : 'normal',
    fill: major ? t.accent : star.kind === 'auxiliary' ? t.ink : t.muted, 'data-star': STAR_LABELS[star.id].ko, 'data-kind': star.kind,
  }, spans.join(''));
}

/** The 신궁 tag: white on a purple badge, wide enough for "Body". */
function bodyTag(lang: Lang, t: Theme): string {
  const [w, h, middle] = [34, 14, CELL - 24];
  return el('g', { 'data-tag': 'body' }, [
    el('rect', { x: CELL / 2 - w / 2, y: middle - h / 2, width: w, height: h, rx: 3, fill: t.accent }),
    text(CELL / 2, middle, uiLabel('bodyMark', lang), { 'font-size': 10, 'font-weight': 'bold', fill: t.background, 'text-anchor': 'middle' }, 'middle'),
  ]);
}

/** The stars of one palace, top-down: majors, auxiliaries, then minors in columns. */
function starBlock(stars: readonly StarPlacement[], lang: Lang, t: Theme): string {
  const majors = stars.filter((s) => s.kind === 'major');
  const auxiliaries = stars.filter((s) => s.kind === 'auxiliary');
  const minors = stars.filter((s) => s.kind === 'minor');
  const room = CELL - FOOTER - 8;
  const used = majors.length * 18 + auxiliaries.length * 14;
  let columns = 2;
  let minorLine = 12;
  if (used + Math.ceil(minors.length / 2) * minorLine > room) {
    columns = 3;
    minorLine = 11;
  }
  const out: string[] = [];
  let y = 6;
  for (const s of majors) {
    out.push(starText(s, 6, y, 15, lang, t));
    y += 18;
  }
  for (const s of auxiliaries) {
    out.push(starText(s, 6, y, 12, lang, t));
    y += 14;
  }
  const colWidth = (CELL - 12) / columns;
  minors.forEach((s, i) => {
    out.push(starText(s, 6 + (i % columns) * colWidth, y + Math.floor(i / columns) * minorLine, columns === 2 ? 10 : 9, lang, t));
  });
  return out.join('');
}

/**
 * The legend under the grid: one line for the brightness marks, strongest first (English: the Pinyin
 * initial and the word), one for the 사화 marks in their colours. Entries wrap within the grid's width.
 */
function marksLegend(y: number, lang: Lang, t: Theme): { svg: string; height: number } {
  const ROW = 18;
  const rows: { id: string; heading: string; entries: { mark: string; name: string; color: string }[] }[] = [
    {
      id: 'brightness', heading: `${uiLabel('brightness', lang)}${lang === 'ko' ? ' (강 → 약)' : ' (strong → weak)'}`,
      entries: BRIGHTNESS_LEVELS.map((b) => ({ mark: brightnessLabel(b, lang, true), name: lang === 'ko' ? '' : brightnessLabel(b, lang), color: t.muted })),
    },
    {
      id: 'sahwa', heading: uiLabel('sahwa', lang),
      entries: MUTAGENS.map((m) => ({ mark: mutagenLabel(m, lang, true), name: mutagenLabel(m, lang), color: t.mutagens[m] })),
    },
  ];
  const parts: string[] = [];
  let line = 0;
  for (const row of rows) {
    const headingW = 1.1 * textWidth(row.heading, 11) + 14; // bold: a tenth wider than textWidth's estimate
    let x = MARGIN + headingW;
    parts.push(text(MARGIN, y + line * ROW, row.heading, { 'font-size': 11, 'font-weight': 'bold', fill: t.muted }, 'middle'));
    const items: string[] = [];
    for (const e of row.entries) {
      const markW = 1.1 * textWidth(e.mark, 12);
      const w = markW + (e.name ? 5 + textWidth(e.name, 11) : 0);
      if (x + w > SIZE - MARGIN) {
        line++;
        x = MARGIN + headingW;
      }
      items.push(el('g', { [`data-legend-${row.id}`]: e.mark }, [
        text(x, y + line * ROW, e.mark, { 'font-size': 12, 'font-weight': 'bold', fill: e.color }, 'middle'),
        e.name ? text(x + markW + 5, y + line * ROW, e.name, { 'font-size': 11, fill: t.ink }, 'middle') : '',
      ]));
      x += w + 16;
    }
    parts.push(...items);
    line++;
  }
  return { svg: el('g', { 'data-layer': 'legend' }, parts), height: line * ROW + 8 };
}

/** The Zi Wei Dou Shu chart of a reading, labels in `lang`. Pure: the same reading gives the same bytes. */
export function jamiSvg(reading: JamiReading, lang: Lang, options: PictureOptions = {}): string {
  const t = theme(options.theme);
  const chart = reading.chart;
  const facts = chart.facts();
  const lunar = chart.lunar();
  const daehan = chart.daehan();
  const title = `${reading.name ? `${reading.name} — ` : ''}${uiLabel('jami', lang)}`;

  const cells = facts.palaces.map((palace) => {
    const [x, y] = cellOrigin(palace.branch);
    const [col, row] = JAMI_GRID[palace.branch];
    const life = palace.branch === facts.lifeBranch;
    const body = palace.branch === facts.bodyBranch;
    const stars = facts.stars.filter((s) => s.branch === palace.branch);
    const period = daehan.find((d) => d.branch === BRANCH_IDS[palace.branch]);
    const ages = period && `${period.ageRange.from} ~ ${period.ageRange.to}`;
    const name = palaceLabel(palace.id, lang);
    return el('g', {
      transform: `translate(${num(x)} ${num(y)})`,
      'data-branch': BRANCHES[palace.branch].korean, 'data-palace': PALACE_LABELS[palace.id].ko, 'data-col': col, 'data-row': row,
      'data-life': life ? 'true' : null, 'data-body': body ? 'true' : null,
    }, [
      el('rect', { x: 0, y: 0, width: CELL, height: CELL, fill: life ? t.panel : t.background, stroke: life ? t.accent : t.line, 'stroke-width': life ? 2.5 : 1 }),
      starBlock(stars, lang, t),
      el('line', { x1: 0, y1: CELL - FOOTER + 6, x2: CELL, y2: CELL - FOOTER + 6, stroke: t.faint, 'stroke-width': 1 }),
      // Footer, three columns: stem-branch over its reading | body tag over the 대한 ages | palace name.
      text(6, CELL - 17, `${STEMS[palace.stem].hanja}${BRANCHES[palace.branch].hanja}`, { 'font-size': 14, fill: t.ink }),
      text(6, CELL - 5, ganjiLabel(palace.stem, palace.branch, lang), { 'font-size': 9, fill: t.muted }),
      ages ? text(CELL / 2, CELL - 6, ages.replace(/ /g, ''), { 'font-size': 10, fill: t.muted, 'text-anchor': 'middle', 'data-daehan': ages }) : '',
      body ? bodyTag(lang, t) : '',
      text(CELL - 6, CELL - 12, name, { 'font-size': 13, 'font-weight': 'bold', fill: life ? t.accent : t.ink, 'text-anchor': 'end' }),
    ]);
  });

  // Centre box
  const cx = MARGIN + CELL;
  const cy = MARGIN + CELL;
  const mid = cx + CELL;
  const naeum = chart.naeum();
  const lunarDate = `${lunar.year}-${lunar.isLeapMonth ? uiLabel('leap', lang) : ''}${String(lunar.month).padStart(2, '0')}-${String(lunar.day).padStart(2, '0')}`;
  const gender = uiLabel(facts.gender === 'M' ? 'male' : 'female', lang);
  const yearText = lang === 'ko'
    ? `${ganjiLabel(facts.yearStem, facts.yearBranch, lang)}년`
    : `${ganjiLabel(facts.yearStem, facts.yearBranch, lang)} year`;
  const hour = branchLabel(chart.hourBranch(), lang);
  const hourText = lang === 'ko' ? `${hour}시` : `${hour} hour`;
  const lines: [string, number, string][] = [
    [`${uiLabel('solar', lang)} ${chart.birthDate.solar} · ${gender}`, 13, t.ink],
    [`${uiLabel('lunar', lang)} ${lunarDate} · ${hourText}`, 13, t.ink],
    [yearText, 13, t.ink],
    [`${uiLabel('bureau', lang)}: ${BUREAU_LABELS[facts.bureau][lang]}`, 14, t.accent],
    [`${uiLabel('naeum', lang)}: ${lang === 'ko' ? naeum.name : elementLabel(naeum.element, lang)}`, 12, t.ink],
    [`${uiLabel('lifePalace', lang)}: ${branchLabel(facts.lifeBranch, lang)} · ${uiLabel('bodyPalace', lang)}: ${branchLabel(facts.bodyBranch, lang)}`, 13, t.ink],
  ];
  const centre: string[] = [
    el('rect', { x: cx, y: cy, width: 2 * CELL, height: 2 * CELL, fill: t.panel, stroke: t.line, 'stroke-width': 1 }),
    text(mid, cy + 40, reading.name, { 'font-size': 22, 'font-weight': 'bold', fill: t.ink, 'text-anchor': 'middle' }),
    text(mid, cy + 64, uiLabel('jami', lang), { 'font-size': 12, fill: t.muted, 'text-anchor': 'middle' }),
    ...lines.map(([content, size, fill], i) => text(mid, cy + 104 + 26 * i, content, { 'font-size': size, fill, 'text-anchor': 'middle' })),
  ];
  centre.push(text(mid, cy + 258, uiLabel('sahwa', lang), { 'font-size': 11, fill: t.muted, 'text-anchor': 'middle' }));
  MUTAGENS.forEach((mutagen, i) => {
    const star = facts.sahwa[mutagen];
    const x = cx + 40 + (i % 2) * 150;
    const y = cy + 282 + Math.floor(i / 2) * 24;
    centre.push(el('text', { x, y, 'font-size': 12, fill: t.ink, 'data-sahwa': MUTAGEN_LABELS[mutagen].ko }, [
      el('tspan', { fill: t.mutagens[mutagen], 'font-weight': 'bold' }, esc(mutagenLabel(mutagen, lang))),
      esc(` ${starLabel(star, lang)}`),
    ]));
  });
  
  const legend = marksLegend(SIZE + 2, lang, t);
  return svgDocument({ fontFamily: TEXT_FONT_FAMILY,
    width: SIZE,
    height: SIZE + legend.height,
    theme: t,
    title,
    desc: `${uiLabel('solar', lang)} ${chart.birthDate.solar} · ${uiLabel('lunar', lang)} ${lunarDate} · ${hourText} · ${gender}`,
    lang,
    kind: 'jami',
    body: [el('g', { 'data-layer': 'palaces' }, cells), el('g', { 'data-layer': 'centre' }, centre), legend.svg],
  });
}
