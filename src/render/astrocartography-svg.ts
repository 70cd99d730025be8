/**
 * The astrocartography map: each body's MC, IC, ASC and DSC lines over a world map in the
 * equirectangular projection (longitude and latitude as x and y). The land is Natural Earth's
 * 1:110m outline as the `world-atlas` package ships it (TopoJSON; Natural Earth is public domain),
 * read once on first use.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import type { AngleLine, MapAngle } from '../core/astro/locational/astrocartography.js';
import { MAP_LATITUDE_LIMIT } from '../core/astro/locational/astrocartography.js';
import { bodyLabel, type Lang } from '../core/labels.js';
import { lazy } from '../core/lazy.js';
import { el, num, svgDocument, text, theme } from './svg.js';

// The map is drawn in the light theme (it has no theme option).
const { ink: INK, line: LINE, muted: MUTED } = theme('light');

const WIDTH = 1080;
const HEIGHT = 540;
const LEGEND = 150;

/** One colour per body (the planets' traditional colours, distinct on white). */
const BODY_COLORS: Readonly<Record<string, string>> = {
  sun: '#e6a100', moon: '#7a7a7a', mercury: '#2a9d8f', venus: '#2e8b57', mars: '#d62828', jupiter: '#6a4c93',
  saturn: '#4a4e69', uranus: '#0096c7', neptune: '#3a0ca3', pluto: '#8d0801', true_node: '#b56576',
  chiron: '#6c757d', north_node: '#b56576', south_node: '#9c6644',
};
/** MC solid, IC dashed, ASC long dashes, DSC dots. */
const DASH: Readonly<Record<MapAngle, string | undefined>> = { MC: undefined, IC: '6 4', ASC: '12 4', DSC: '2 3' };

const x = (lon: number) => ((lon + 180) / 360) * WIDTH;
const y = (lat: number) => ((90 - lat) / 180) * HEIGHT;

type Ring = [number, number][];

/**
 * A ring with continuous longitudes: Natural Earth's coasts are on the sphere, so a ring crossing
 * the antimeridian (Chukotka, Fiji, Antarctica) jumps by 360° there, which drawn flat is a stroke
 * across the whole map. A ring around a pole (Antarctica) is closed along the pole's edge.
 */
function continuous(ring: Ring): Ring {
  const out: Ring = [];
  let shift = 0;
  for (const [lon, lat] of ring) {
    const prev = out.length ? out[out.length - 1][0] : lon;
    if (lon + shift - prev > 180) shift -= 360;
    else if (lon + shift - prev < -180) shift += 360;
    out.push([lon + shift, lat]);
  }
  const span = out[out.length - 1][0] - out[0][0];
  if (Math.abs(span) > 180) {
    const pole = out.reduce((sum, [, lat]) => sum + lat, 0) < 0 ? -90 : 90;
    out.push([out[out.length - 1][0], pole], [out[0][0], pole]);
  }
  return out;
}

/** Land polygons as one SVG path, built once: each ring, and its copy a turn east or west where it runs past ±180° (clipped to the map). */
const landPath = lazy(() => {
  const path = createRequire(import.meta.url).resolve('world-atlas/land-110m.json');
  const topology = JSON.parse(readFileSync(path, 'utf8')) as Topology;
  const land = feature(topology, topology.objects.land);
  const geometries = land.features ? land.features.map((f) => f.geometry) : [land.geometry!];
  const rings: Ring[] = geometries.flatMap((g) =>
    g.type === 'Polygon' ? (g.coordinates as Ring[]) : g.type === 'MultiPolygon' ? (g.coordinates as Ring[][]).flat() : [],
  );
  return rings
    .map(continuous)
    .flatMap((ring) => {
      const lons = ring.map(([lon]) => lon);
      const [west, east] = [Math.min(...lons), Math.max(...lons)];
      return [-360, 0, 360].filter((turn) => west + turn < 180 && east + turn > -180).map((turn) => ring.map(([lon, lat]): [number, number] => [lon + turn, lat]));
    })
    .map((ring) => ring.map(([lon, lat], i) => `${i ? 'L' : 'M'}${num(x(lon), 1)} ${num(y(lat), 1)}`).join('') + 'Z')
    .join('');
});

export function astrocartographySvg(lines: readonly AngleLine[], title: string, lang: Lang): string {
  const grid: string[] = [];
  for (let lon = -150; lon <= 150; lon += 30) grid.push(el('line', { x1: x(lon), y1: 0, x2: x(lon), y2: HEIGHT, stroke: '#e3e3e3', 'stroke-width': 0.6 }));
  for (let lat = -60; lat <= 60; lat += 30) grid.push(el('line', { x1: 0, y1: y(lat), x2: WIDTH, y2: y(lat), stroke: lat === 0 ? '#cfcfcf' : '#e3e3e3', 'stroke-width': 0.6 }));
  const drawn = lines.flatMap((l) =>
    l.segments.map((seg) =>
      el('path', {
        d: seg.map(([lon, lat], i) => `${i ? 'L' : 'M'}${num(x(lon), 1)} ${num(y(lat), 1)}`).join(''),
        fill: 'none',
        stroke: BODY_COLORS[l.body] ?? INK,
        'stroke-width': 1.6,
        'stroke-dasharray': DASH[l.angle],
        'data-body': l.body,
        'data-angle': l.angle,
      }),
    ),
  );
  const bodies = [...new Set(lines.map((l) => l.body))];
  const legend = bodies.map((b, i) => {
    const ly = 24 + i * 22;
    return el('g', {}, [
      el('line', { x1: WIDTH + 12, y1: ly, x2: WIDTH + 40, y2: ly, stroke: BODY_COLORS[b] ?? INK, 'stroke-width': 3 }),
      text(WIDTH + 48, ly, bodyLabel(b, lang), { 'font-size': 13, fill: INK }, 'middle'),
    ]);
  });
  const keyY = 24 + bodies.length * 22 + 16;
  const key = (['MC', 'IC', 'ASC', 'DSC'] as const).map((a, i) =>
    el('g', {}, [
      el('line', { x1: WIDTH + 12, y1: keyY + i * 20, x2: WIDTH + 40, y2: keyY + i * 20, stroke: MUTED, 'stroke-width': 2, 'stroke-dasharray': DASH[a] }),
      text(WIDTH + 48, keyY + i * 20, a, { 'font-size': 12, fill: MUTED }, 'middle'),
    ]),
  );
  const limit = el('rect', { x: 0, y: y(MAP_LATITUDE_LIMIT), width: WIDTH, height: y(-MAP_LATITUDE_LIMIT) - y(MAP_LATITUDE_LIMIT), fill: 'none', stroke: LINE, 'stroke-width': 0.8 });
  return svgDocument({
    width: WIDTH + LEGEND,
    height: HEIGHT,
    title,
    desc: 'Astrocartography: MC, IC, ASC and DSC lines of each body over Natural Earth land outlines (equirectangular).',
    lang,
    kind: 'astrocartography',
    theme: theme('light'),
    body: [
      el('clipPath', { id: 'map-area' }, el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT })),
      ...grid,
      el('path', { d: landPath(), fill: '#eef0e8', stroke: '#b9bdb0', 'stroke-width': 0.5, 'clip-path': 'url(#map-area)' }),
      limit,
      ...drawn,
      ...legend,
      ...key,
    ],
  });
}
