/**
 * Astrocartography and relocation as GraphQL types (docs/techniques.md §14): the lines as GeoJSON
 * and as lists, paran latitudes, the relocated chart and the map picture.
 */
import { CHART_BODIES, chartPlace, natalChart, type Chart } from '../core/astro/chart.js';
import {
  angleLines,
  linesGeoJson,
  MAP_ANGLES,
  paranLatitudes,
  relocatedChart,
  type AngleLine,
  type MapAngle,
  type MapBody,
  type ParanLatitude,
} from '../core/astro/locational/astrocartography.js';
import { ANGLE_EVENTS, type AngleEvent } from '../core/astro/traditional/fixed-stars.js';
import { bodyLabel } from '../core/labels.js';
import { astrocartographySvg } from '../render/astrocartography-svg.js';
import { builder } from './builder.js';
import { langField } from './labels.js';
import { birthInputFields, houseSystemInputField, LocationInput, NatalChartObject, withZodiac, zodiacInputFields } from './natal.js';

/** The bodies mapped: the Sun to Pluto (the nodes and extra points have no lines of their own here). */
const MAP_BODIES = CHART_BODIES.filter((id) => id !== 'true_node');

const MapAngleEnum = builder.enumType('WesternMapAngle', {
  description: 'The angle a line puts a body on.',
  values: Object.fromEntries(
    MAP_ANGLES.map((a) => [a, { value: a, description: { MC: 'Culminating (upper meridian).', IC: 'Anticulminating (lower meridian).', ASC: 'Rising.', DSC: 'Setting.' }[a] }]),
  ) as Record<MapAngle, { value: MapAngle; description: string }>,
});

const ParanEventEnum = builder.enumType('WesternParanEvent', {
  description: 'A body’s angle in a paran.',
  values: Object.fromEntries(ANGLE_EVENTS.map((e) => [e, { value: e, description: `The body is ${e.toLowerCase()}.` }])) as Record<AngleEvent, { value: AngleEvent; description: string }>,
});

const LinePointObject = builder.objectRef<[number, number]>('WesternMapPoint').implement({
  description: 'A point of a line.',
  fields: (t) => ({
    longitude: t.float({ description: 'East longitude, degrees −180–180.', resolve: (p) => p[0] }),
    latitude: t.float({ description: 'Latitude, degrees.', resolve: (p) => p[1] }),
  }),
});

const SegmentObject = builder.objectRef<[number, number][]>('WesternMapSegment').implement({
  description: 'One unbroken polyline of a line.',
  fields: (t) => ({
    points: t.field({ type: [LinePointObject], description: 'Its points, south to north.', resolve: (s) => s }),
  }),
});

const LineObject = builder.objectRef<AngleLine>('WesternMapLine').implement({
  description: 'Where a body is on one angle at the birth instant.',
  fields: (t) => ({
    body: t.exposeString('body', { description: 'Body id.' }),
    bodyLabel: langField(t, 'western', 'The body by name.', (l, lang) => bodyLabel(l.body, lang)),
    angle: t.field({ type: MapAngleEnum, description: 'The angle.', resolve: (l) => l.angle }),
    segments: t.field({
      type: [SegmentObject],
      description: 'Polylines with a point every 1° of latitude (to ±85°), split at the antimeridian and where the body never rises or sets.',
      resolve: (l) => l.segments,
    }),
  }),
});

const ParanLatitudeObject = builder.objectRef<ParanLatitude>('WesternParanLatitude').implement({
  description: 'A latitude where two bodies are on angles at the same moment.',
  fields: (t) => ({
    a: t.exposeString('a', { description: 'First body.' }),
    aEvent: t.field({ type: ParanEventEnum, description: 'Its angle.', resolve: (p) => p.aEvent }),
    b: t.exposeString('b', { description: 'Second body.' }),
    bEvent: t.field({ type: ParanEventEnum, description: 'Its angle.', resolve: (p) => p.bEvent }),
    latitude: t.exposeFloat('latitude', { description: 'The paran latitude, degrees.' }),
    longitude: t.exposeFloat('longitude', { description: 'Where the two lines cross, east longitude.' }),
  }),
});

interface MapResult {
  chart: Chart;
  bodies: MapBody[];
  relocateTo: ReturnType<typeof chartPlace> | null;
}

const linesOf = (r: MapResult) => angleLines(r.bodies, r.chart.frame().gastDeg);

const AstrocartographyObject = builder.objectRef<MapResult>('WesternAstrocartography').implement({
  description: 'Astrocartography of a birth: the Sun’s to Pluto’s angle lines, paran latitudes, a relocated chart and the map.',
  fields: (t) => ({
    gast: t.float({ description: 'Greenwich apparent sidereal time of the birth, degrees: a place’s LST is gast + its east longitude.', resolve: (r) => r.chart.frame().gastDeg }),
    lines: t.field({ type: [LineObject], description: 'MC, IC, ASC and DSC lines of each body.', resolve: linesOf }),
    geojson: t.string({ description: 'The same lines as a GeoJSON FeatureCollection (JSON text; MultiLineString per body and angle, properties body and angle).', resolve: (r) => JSON.stringify(linesGeoJson(linesOf(r))) }),
    parans: t.field({ type: [ParanLatitudeObject], description: 'Paran latitudes of every pair of bodies, south to north.', resolve: (r) => paranLatitudes(r.bodies, r.chart.frame().gastDeg) }),
    natalChart: t.field({ type: NatalChartObject, description: 'The natal chart.', resolve: (r) => r.chart }),
    relocatedChart: t.field({
      type: NatalChartObject,
      nullable: true,
      description: 'The chart of the birth instant at relocateTo; null without it.',
      resolve: (r) => (r.relocateTo ? relocatedChart(r.chart, r.relocateTo, `${r.chart.input.name} (relocated)`) : null),
    }),
    svg: langField(t, 'western', 'The map as an SVG document (image/svg+xml).', (r, lang) => astrocartographySvg(linesOf(r), r.chart.input.name, lang)),
  }),
});

const AstrocartographyInput = builder.inputType('WesternAstrocartographyInput', {
  description: 'A birth and, optionally, a place to relocate the chart to.',
  fields: (t) => ({
    ...birthInputFields(t),
    ...zodiacInputFields(t),
    houseSystem: houseSystemInputField(t),
    relocateTo: t.field({ type: LocationInput, required: false, description: 'Where to cast the relocated chart (same instant).' }),
  }),
});

builder.queryFields((t) => ({
  westernAstrocartography: t.field({
    type: AstrocartographyObject,
    description: 'Astrocartography lines, paran latitudes and the relocated chart of a birth.',
    args: { input: t.arg({ type: AstrocartographyInput, required: true, description: 'The birth and the relocation.' }) },
    resolve: (_root, { input }) => {
      const chart = natalChart(withZodiac(input));
      const bodies = MAP_BODIES.map((id) => ({ id, ra: chart.body(id).ra, dec: chart.body(id).dec }));
      return { chart, bodies, relocateTo: input.relocateTo ? chartPlace(input.relocateTo) : null };
    },
  }),
}));
