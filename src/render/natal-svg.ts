/**
 * The natal chart picture: the wheel (wheel.ts: zodiac ring, houses, the four axes, the glyphs laid
 * out by wheel-layout.ts, the aspect lines) with its legend below, or with the positions table and
 * the aspect grid (tables.ts) beside it, or the tables alone (options.layout). Above the wheel the
 * title (the chart's name and "Natal Chart" / "출생 차트"), the time and zone, and the houses drawn
 * (the system used, and the one asked for when it fell back).
 *
 * Each aspect is drawn once: the node axis by the true node alone (the mean node differs from it by
 * a degree or two, and every aspect to the south node is one to the north node's opposite point), so
 * the mean and south nodes' aspects are left out of the lines and the grid.
 */
import { ASPECT_TYPES, type Aspect, type AspectType } from '../core/astro/aspects.js';
import type { ChartBodyId, Chart } from '../core/astro/chart.js';
import { uiLabel, type Lang } from '../core/labels.js';
import { PICTURE_DEFAULTS, el, svgDocument, text, theme, type PictureOptions, type Theme } from './svg.js';
import { aspectGrid, positionsTable, type Block } from './tables.js';
import {
  TICK, aspectLine, axes, axisSegments, chartTitle, circle, glyphRing, houseRing, housesText, wheelLegend, zodiacRing,
  type WheelGeometry,
} from './wheel.js';
import { layoutBand, type GlyphBand, type GlyphPlacement } from './wheel-layout.js';

export const NATAL_WHEEL: WheelGeometry & { band: GlyphBand } = {
  width: 740,
  height: 748,
  cx: 370,
  cy: 404,
  zodiacOuter: 300,
  zodiacInner: 262,
  houseOuter: 124,
  houseInner: 100,
  axisLabel: 312,
  band: { cx: 370, cy: 404, outer: 262 - TICK - 2, inner: 125, glyphSize: 18, labelSize: 9 },
};

/** Points whose aspects are not drawn, being the true node's again (see the module comment). */
const NODE_REPEATS: readonly string[] = ['north_node', 'south_node'];

/** The aspects a natal picture draws: longitude aspects (not the parallels), each once. */
export function drawnAspects(chart: Chart): Aspect[] {
  return chart.aspects().filter((a) =>
    a.aspectType !== 'Parallel' && a.aspectType !== 'Contra-Parallel' && !NODE_REPEATS.includes(a.body1) && !NODE_REPEATS.includes(a.body2));
}

/** The aspect types a natal wheel can draw: the chart's types (default all) without the parallels. */
const drawableTypes = (chart: Chart): AspectType[] =>
  (chart.input.aspectOptions?.types ?? ASPECT_TYPES).filter((type) => type !== 'Parallel' && type !== 'Contra-Parallel');

/** Longitude of a natal point id (a body, 'asc' or 'mc'). */
export function natalLongitude(chart: Chart, id: string): number {
  if (id === 'asc') return chart.houses().asc;
  if (id === 'mc') return chart.houses().mc;
  return chart.body(id as ChartBodyId).lon;
}

/** The natal glyph layout of NATAL_WHEEL: every body of the chart, clear of the four axes. */
export function natalGlyphLayout(chart: Chart): GlyphPlacement[] {
  const { asc, mc } = chart.houses();
  const points = chart.bodyIds().map((id) => ({ id, lon: chart.body(id).lon, retrograde: chart.body(id).retrograde }));
  return layoutBand(points, asc, NATAL_WHEEL.band, axisSegments(NATAL_WHEEL, asc, mc));
}

/** The wheel itself, without title or legend. */
function natalWheel(chart: Chart, lang: Lang, t: Theme): string {
  const g = NATAL_WHEEL;
  const houses = chart.houses();
  const asc = houses.asc;
  const lines = drawnAspects(chart).map((a) =>
    aspectLine(g, asc, natalLongitude(chart, a.body1), natalLongitude(chart, a.body2), a.aspectType, t, {
      'data-aspect': a.aspectType, 'data-from': a.body1, 'data-to': a.body2,
    }));
  return [
    zodiacRing(g, asc, lang, t),
    circle(g, g.zodiacOuter, t.muted),
    houseRing(g, houses.cusps, asc, g.zodiacInner, t),
    el('g', { 'data-layer': 'aspects' }, lines),
    axes(g, asc, houses.mc, lang, t).svg,
    glyphRing(g, natalGlyphLayout(chart), asc, lang, t, { tickRadius: g.zodiacInner, color: t.ink }),
  ].join('');
}

/** The positions table over the aspect grid, top-left at (x, y). */
function natalTables(chart: Chart, x: number, y: number, lang: Lang, t: Theme): Block {
  const rows = chart.bodyIds().map((id) => ({ id, lon: chart.body(id).lon, retrograde: chart.body(id).retrograde, house: chart.houseOf(chart.body(id).lon) }));
  const positions = positionsTable(x, y, rows, lang, t, uiLabel('positions', lang));
  const ids = chart.bodyIds().filter((id) => !NODE_REPEATS.includes(id));
  const aspects = drawnAspects(chart).map((a) => ({ a: a.body1, b: a.body2, type: a.aspectType, orb: a.orb }));
  const grid = aspectGrid(x, y + positions.height + 20, ids, ids, aspects, lang, t, { triangle: true, heading: uiLabel('aspectGrid', lang) });
  return { svg: positions.svg + grid.svg, width: Math.max(positions.width, grid.width), height: positions.height + 20 + grid.height };
}

/** The natal picture of a chart, labels in `lang`. Pure: the same chart and options give the same bytes. */
export function natalChartSvg(chart: Chart, lang: Lang, options: PictureOptions = {}): string {
  const g = NATAL_WHEEL;
  const t = theme(options.theme);
  const layout = options.layout ?? PICTURE_DEFAULTS.layout;
  const houses = chart.houses();
  const title = chartTitle(chart.input.name, 'natalChart', lang);
  const subtitle = `${chart.input.datetime} · ${chart.input.location.timezone}`;
  const housesLine = housesText(houses, lang);
  const head = [
    text(16, 24, title, { 'font-size': 16, 'font-weight': 'bold', fill: t.ink }),
    text(16, 42, subtitle, { 'font-size': 11, fill: t.muted }),
    text(16, 58, housesLine, { 'font-size': 11, fill: t.muted, 'data-houses': houses.used, 'data-houses-asked': houses.system }),
  ];
  const base = { title, desc: `${subtitle} · ${housesLine}`, lang, kind: 'natal', theme: t };

  if (layout === 'tables') {
    const tables = natalTables(chart, 16, 76, lang, t);
    return svgDocument({ ...base, width: Math.max(480, tables.width + 32), height: 76 + tables.height + 16, body: [...head, tables.svg] });
  }
  // The axes are drawn as ASC … IC in English: the legend says what they are.
  const keyIds = [...chart.bodyIds(), ...(lang === 'en' ? ['asc', 'dsc', 'mc', 'ic'] : [])];
  const legend = wheelLegend(16, g.height, g.width - 32, lang, t, drawableTypes(chart), keyIds);
  const wheelHeight = g.height + legend.height;
  const tables = layout === 'wheel+tables' ? natalTables(chart, g.width + 8, 76, lang, t) : null;
  return svgDocument({
    ...base,
    width: g.width + (tables ? tables.width + 32 : 0),
    height: Math.max(wheelHeight, tables ? 76 + tables.height + 16 : 0),
    body: [...head, natalWheel(chart, lang, t), legend.svg, tables?.svg ?? ''],
  });
}
