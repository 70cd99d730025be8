/**
 * House overlays: each person's points in the other's houses, and the overlays read by life area.
 */
import type { AreaScore, Overlay, Synastry } from '../core/astro/synastry.js';
import { AREAS, houseMeaningLabel, pointLabel, type Area } from '../core/astro/synastry-tables.js';
import * as texts from '../core/astro/synastry-texts.js';
import { signOf, type SignName } from '../core/astro/zodiac.js';
import { builder } from './builder.js';
import { langField, signLabelField, textField, textListField } from './labels.js';
import { replacedBy } from './renames.js';
import { SignEnum } from './natal.js';
import { OverlayDirectionEnum, RelationshipAreaEnum, RelationshipFocusEnum } from './synastry-enums.js';

// ── House overlays ───────────────────────────────────────────────────────────────────────────

interface OverlayView {
  overlay: Overlay;
  direction: Overlay['direction'];
  point: string;
  house: number;
  longitude: number;
  sign: SignName;
  significant: boolean;
}

function overlayViews(list: readonly Overlay[]): OverlayView[] {
  return list.map((overlay) => {
    return {
      overlay,
      direction: overlay.direction,
      point: overlay.point.def.name,
      house: overlay.house,
      longitude: overlay.point.lon,
      sign: signOf(overlay.point.lon),
      significant: overlay.significant,
    };
  });
}

type Fields = PothosSchemaTypes.ObjectFieldBuilder<typeof builder.$inferSchemaTypes, OverlayView>;
const pointLabelField = (t: Fields) => langField(t, 'western', 'The point by name (금성 / Venus).', (v, lang) => pointLabel(v.overlay.point.def, lang));
const pointKoField = (t: Fields) =>
  t.string({ description: 'The point in Korean.', ...replacedBy('pointLabel(lang: KO)', ['pointLabel']), resolve: (v) => pointLabel(v.overlay.point.def, 'ko') });
// houseMeaning(lang) keeps its published English default.
const houseMeaningField = (t: Fields) =>
  langField(t, 'western', 'What the house stands for, e.g. Partnership & Marriage (파트너십과 결혼).', (v, lang) => houseMeaningLabel(v.house, lang));

const OverlayObject = builder.objectRef<OverlayView>('HouseOverlayEntry').implement({
  description: "A point of one person in the other person's houses.",
  fields: (t) => ({
    direction: t.expose('direction', { type: OverlayDirectionEnum, description: 'Whose point in whose houses.' }),
    point: t.exposeString('point', { description: 'The point placed, e.g. Venus, ASC.' }),
    pointLabel: pointLabelField(t),
    pointKo: pointKoField(t),
    house: t.exposeInt('house', { description: 'The other person’s house 1–12 it falls in.' }),
    houseMeaning: houseMeaningField(t),
    houseMeaningKo: t.string({
      description: 'The same in Korean, e.g. 파트너십과 결혼.', ...replacedBy('houseMeaning(lang: KO)', ['houseMeaning']), resolve: (v) => houseMeaningLabel(v.house, 'ko'),
    }),
    longitude: t.exposeFloat('longitude', { description: 'Ecliptic longitude of the point, degrees 0–360.' }),
    sign: t.expose('sign', { type: SignEnum, description: 'Sign of the point.' }),
    signLabel: signLabelField(t, (v) => v.sign),
    significant: t.exposeBoolean('significant', { description: 'Weight ≥ 8 in a key house of the relationship type.' }),
    interpretation: textField(t, 'What the overlay brings.', (v, lang) => texts.overlayInterpretation(v.overlay, lang)),
  }),
});

const SignificantOverlayObject = builder.objectRef<OverlayView>('SignificantOverlay').implement({
  description: 'A point of weight ≥ 8 in a key house of the relationship type.',
  fields: (t) => ({
    direction: t.expose('direction', { type: OverlayDirectionEnum, description: 'Whose point in whose houses.' }),
    point: t.exposeString('point', { description: 'The point placed.' }),
    pointLabel: pointLabelField(t),
    pointKo: pointKoField(t),
    house: t.exposeInt('house', { description: 'The other person’s house 1–12.' }),
    houseMeaning: houseMeaningField(t),
    significance: t.string({ description: 'Always high.', resolve: () => 'high' }),
    interpretation: textField(t, 'What the overlay means for the pair.', (v, lang) => texts.significantOverlayInterpretation(v.overlay, lang)),
  }),
});

const OverlaySummaryObject = builder.objectRef<Synastry>('OverlaySummary').implement({
  description: 'Counts of the house overlays.',
  fields: (t) => ({
    totalOverlays: t.int({
      description: 'Entries in both directions.',
      resolve: (s) => s.overlays().person1InPerson2.length + s.overlays().person2InPerson1.length,
    }),
    person1ActivatesHouses: t.intList({ description: 'Person 2’s houses holding a point of person 1, ascending.', resolve: (s) => s.activatedHouses('person1_to_person2') }),
    person2ActivatesHouses: t.intList({ description: 'Person 1’s houses holding a point of person 2, ascending.', resolve: (s) => s.activatedHouses('person2_to_person1') }),
  }),
});

export const HouseOverlayObject = builder.objectRef<Synastry>('HouseOverlay').implement({
  description: 'Each person’s points in the other person’s houses.',
  fields: (t) => ({
    person1InPerson2Houses: t.field({ type: [OverlayObject], description: 'Person 1’s points in person 2’s houses.', resolve: (s) => overlayViews(s.overlays().person1InPerson2) }),
    person2InPerson1Houses: t.field({ type: [OverlayObject], description: 'Person 2’s points in person 1’s houses.', resolve: (s) => overlayViews(s.overlays().person2InPerson1) }),
    significantOverlays: t.field({ type: [SignificantOverlayObject], description: 'The significant ones of both directions.', resolve: (s) => overlayViews(s.significantOverlays()) }),
    summary: t.field({ type: OverlaySummaryObject, description: 'Counts.', resolve: (s) => s }),
  }),
});
// ── House overlay analysis ───────────────────────────────────────────────────────────────────

const AreaScoreObject = builder.objectRef<AreaScore>('RelationshipAreaScore').implement({
  description: 'How strongly the house overlays of both directions touch one life area.',
  fields: (t) => ({
    area: t.field({ type: RelationshipAreaEnum, description: 'The area.', resolve: (a) => a.area }),
    rating: t.exposeString('rating', { description: '매우 강함 ≥ 25, 강함 ≥ 18, 보통 ≥ 8, 약함 > 0, 해당 없음.' }),
    score: t.exposeFloat('score', { description: 'Σ point weight × house relevance over both directions / the area’s relevance sum, one decimal.' }),
    factors: t.exposeStringList('factors', { description: 'Up to 3, body-house (+weight).' }),
  }),
});

const AreasObject = builder.objectRef<Synastry>('RelationshipAreas').implement({
  description: 'The five life areas scored.',
  fields: (t) =>
    Object.fromEntries(
      AREAS.map((area: Area) => [area, t.field({ type: AreaScoreObject, description: `The ${area} area.`, resolve: (s) => s.areas().areas.find((a) => a.area === area)! })]),
    ),
});

const OverlayAnalysisSummaryObject = builder.objectRef<Synastry>('OverlayAnalysisSummary').implement({
  description: 'What the house overlays stress.',
  fields: (t) => ({
    totalMeaningfulOverlays: t.int({ description: 'Overlays adding ≥ 6 to some area.', resolve: (s) => s.areas().meaningfulOverlays }),
    strongestArea: t.field({ type: RelationshipAreaEnum, description: 'The area with the highest score.', resolve: (s) => s.areas().strongest.area }),
    relationshipFocus: t.field({
      type: RelationshipFocusEnum,
      description: 'balanced_focus when the second area reaches 90% of the strongest.',
      resolve: (s) => s.areas().focus as never,
    }),
  }),
});

export const HouseOverlayAnalysisObject = builder.objectRef<Synastry>('HouseOverlayAnalysis').implement({
  description: 'The house overlays read by life area.',
  fields: (t) => ({
    keyInsights: textListField(t, 'At most 8.', (s, lang) => texts.houseOverlayInsights(s, lang)),
    areas: t.field({ type: AreasObject, description: 'Score of each area.', resolve: (s) => s }),
    overallInterpretation: textField(t, 'The overlays as a whole.', (s, lang) => texts.houseOverlayInterpretation(s, lang)),
    summary: t.field({ type: OverlayAnalysisSummaryObject, description: 'Strongest area and focus.', resolve: (s) => s }),
  }),
});
