/**
 * Elements and modalities of the two charts compared.
 */
import type { Synastry } from '../core/astro/synastry.js';
import type { BreakdownRow, Distribution, PointDetail } from '../core/astro/synastry-elements.js';
import { ELEMENTS, MODALITIES, elementLabel, modalityLabel, pointLabel, type Element, type Modality } from '../core/astro/synastry-tables.js';
import * as texts from '../core/astro/synastry-texts.js';
import { SIGNS } from '../core/astro/zodiac.js';
import type { Lang } from '../core/lang.js';
import { builder } from './builder.js';
import { replacedBy } from './renames.js';
import { langField, signLabelField, textField } from './labels.js';
import { SignEnum } from './natal.js';
import { ElementCompatibilityTypeEnum, ElementEnum, ModalityCompatibilityTypeEnum, ModalityEnum } from './synastry-enums.js';

// ── Elements and modalities ──────────────────────────────────────────────────────────────────

const ElementCountsObject = builder.objectRef<Record<Element, number>>('ElementCounts').implement({
  description: 'Points per element.',
  fields: (t) => Object.fromEntries(ELEMENTS.map((e) => [e, t.int({ description: `Points in ${e} signs.`, resolve: (c) => c[e] })])),
});

const ModalityCountsObject = builder.objectRef<Record<Modality, number>>('ModalityCounts').implement({
  description: 'Points per modality.',
  fields: (t) => Object.fromEntries(MODALITIES.map((m) => [m, t.int({ description: `Points in ${m} signs.`, resolve: (c) => c[m] })])),
});

const PointDetailObject = builder.objectRef<PointDetail>('PointDetail').implement({
  description: 'One counted point with its sign, element and modality.',
  fields: (t) => ({
    point: t.string({ description: 'The point, e.g. Sun, ASC.', resolve: (d) => d.point.def.name }),
    pointLabel: langField(t, 'western', 'The point by name (태양 / Sun).', (d, lang) => pointLabel(d.point.def, lang)),
    pointKo: t.string({ description: 'The point in Korean.', ...replacedBy('pointLabel(lang: KO)', ['pointLabel']), resolve: (d) => d.point.def.ko }),
    sign: t.field({ type: SignEnum, description: 'Its sign.', resolve: (d) => SIGNS[d.sign].en }),
    signLabel: signLabelField(t, (d) => SIGNS[d.sign].en),
    signKo: t.string({ description: 'Its sign in Korean.', ...replacedBy('signLabel(lang: KO)', ['signLabel']), resolve: (d) => SIGNS[d.sign].ko }),
    element: t.field({ type: ElementEnum, description: 'Element of the sign.', resolve: (d) => d.element }),
    elementLabel: langField(t, 'western', 'The element by name (불 / Fire).', (d, lang) => elementLabel(d.element, lang)),
    elementKo: t.string({ description: 'The element in Korean, e.g. 불.', ...replacedBy('elementLabel(lang: KO)', ['elementLabel']), resolve: (d) => elementLabel(d.element, 'ko') }),
    modality: t.field({ type: ModalityEnum, description: 'Modality of the sign.', resolve: (d) => d.modality }),
    modalityLabel: langField(t, 'western', 'The modality by name (활동궁 / Cardinal).', (d, lang) => modalityLabel(d.modality, lang)),
    modalityKo: t.string({ description: 'The modality in Korean, e.g. 활동궁.', ...replacedBy('modalityLabel(lang: KO)', ['modalityLabel']), resolve: (d) => modalityLabel(d.modality, 'ko') }),
    weight: t.int({ description: 'The point’s reference weight, used to break ties.', resolve: (d) => d.point.def.weight }),
  }),
});

const DistributionObject = builder.objectRef<Distribution>('ElementModalityDistribution').implement({
  description: 'Counts over the ten planets and the ASC; ties broken by point weights.',
  fields: (t) => ({
    elements: t.field({ type: ElementCountsObject, description: 'Points per element.', resolve: (d) => d.elements }),
    modalities: t.field({ type: ModalityCountsObject, description: 'Points per modality.', resolve: (d) => d.modalities }),
    dominantElement: t.field({ type: ElementEnum, description: 'The element with most points.', resolve: (d) => d.dominantElement }),
    dominantModality: t.field({ type: ModalityEnum, description: 'The modality with most points.', resolve: (d) => d.dominantModality }),
    pointDetails: t.field({ type: [PointDetailObject], description: 'Each counted point.', resolve: (d) => d.details }),
  }),
});

const ElementBalanceObject = builder.objectRef<BreakdownRow<Element>>('ElementBalance').implement({
  description: 'One element’s counts in the two charts.',
  fields: (t) => ({
    element: t.field({ type: ElementEnum, description: 'The element.', resolve: (r) => r.key }),
    elementLabel: langField(t, 'western', 'The element by name (불 / Fire).', (r, lang) => elementLabel(r.key, lang)),
    elementKo: t.string({ description: 'The element in Korean.', ...replacedBy('elementLabel(lang: KO)', ['elementLabel']), resolve: (r) => elementLabel(r.key, 'ko') }),
    person1Count: t.exposeInt('person1Count', { description: 'Person 1’s points in it.' }),
    person2Count: t.exposeInt('person2Count', { description: 'Person 2’s points in it.' }),
    totalCount: t.exposeInt('totalCount', { description: 'Both together.' }),
    balanceScore: t.exposeFloat('balanceScore', { description: '1 − |c1 − c2|/(c1 + c2); 1 when both are 0.' }),
  }),
});

const ModalityBalanceObject = builder.objectRef<BreakdownRow<Modality>>('ModalityBalance').implement({
  description: 'One modality’s counts in the two charts.',
  fields: (t) => ({
    modality: t.field({ type: ModalityEnum, description: 'The modality.', resolve: (r) => r.key }),
    modalityLabel: langField(t, 'western', 'The modality by name (활동궁 / Cardinal).', (r, lang) => modalityLabel(r.key, lang)),
    modalityKo: t.string({ description: 'The modality in Korean.', ...replacedBy('modalityLabel(lang: KO)', ['modalityLabel']), resolve: (r) => modalityLabel(r.key, 'ko') }),
    person1Count: t.exposeInt('person1Count', { description: 'Person 1’s points in it.' }),
    person2Count: t.exposeInt('person2Count', { description: 'Person 2’s points in it.' }),
    totalCount: t.exposeInt('totalCount', { description: 'Both together.' }),
    balanceScore: t.exposeFloat('balanceScore', { description: '1 − |c1 − c2|/(c1 + c2); 1 when both are 0.' }),
  }),
});

type Fields = PothosSchemaTypes.ObjectFieldBuilder<typeof builder.$inferSchemaTypes, Synastry>;

/** Both persons' dominant element or modality by name: person<n>DominantLabel(lang), and the deprecated person<n>DominantKo. */
function dominantNames<K>(t: Fields, what: string, compared: (s: Synastry) => { person1Dominant: K; person2Dominant: K }, label: (key: K, lang: Lang) => string) {
  const names = (n: 1 | 2) => {
    const dominant = (s: Synastry) => compared(s)[`person${n}Dominant`];
    return {
      [`person${n}DominantLabel`]: langField(t, 'western', `Person ${n}’s dominant ${what} by name.`, (s, lang) => label(dominant(s), lang)),
      [`person${n}DominantKo`]: t.string({
        description: `Person ${n}’s dominant ${what.replace(/ \(.*/, '')} in Korean.`,
        ...replacedBy(`person${n}DominantLabel(lang: KO)`, [`person${n}DominantLabel`]),
        resolve: (s) => label(dominant(s), 'ko'),
      }),
    };
  };
  return { ...names(1), ...names(2) };
}

const ElementCompatibilityObject = builder.objectRef<Synastry>('ElementCompatibility').implement({
  description: 'score = round(0.7 × type score + 30 × share overlap); type scores same 85, supportive 90, neutral 65, challenging 50, opposing 40.',
  fields: (t) => ({
    person1Dominant: t.field({ type: ElementEnum, description: 'Person 1’s dominant element.', resolve: (s) => s.elementCompatibility().person1Dominant }),
    person2Dominant: t.field({ type: ElementEnum, description: 'Person 2’s dominant element.', resolve: (s) => s.elementCompatibility().person2Dominant }),
    ...dominantNames(t, 'element (불 / Fire)', (s) => s.elementCompatibility(), elementLabel),
    score: t.int({ description: 'Element compatibility 0–100.', resolve: (s) => s.elementCompatibility().score }),
    type: t.field({ type: ElementCompatibilityTypeEnum, description: 'How the dominant elements combine.', resolve: (s) => s.elementCompatibility().type }),
    description: textField(t, 'The combination of dominant elements.', (s, lang) => texts.elementDescription(s, lang)),
    breakdown: t.field({ type: [ElementBalanceObject], description: 'Counts per element.', resolve: (s) => s.elementCompatibility().breakdown }),
  }),
});

const ModalityCompatibilityObject = builder.objectRef<Synastry>('ModalityCompatibility').implement({
  description:
    'score = round(0.7 × type score + 30 × share overlap); competitive 55, complementary 85, supportive 80, stable 70, balancing 75, flexible 75.',
  fields: (t) => ({
    person1Dominant: t.field({ type: ModalityEnum, description: 'Person 1’s dominant modality.', resolve: (s) => s.modalityCompatibility().person1Dominant }),
    person2Dominant: t.field({ type: ModalityEnum, description: 'Person 2’s dominant modality.', resolve: (s) => s.modalityCompatibility().person2Dominant }),
    ...dominantNames(t, 'modality (활동궁 / Cardinal)', (s) => s.modalityCompatibility(), modalityLabel),
    score: t.int({ description: 'Modality compatibility 0–100.', resolve: (s) => s.modalityCompatibility().score }),
    type: t.field({ type: ModalityCompatibilityTypeEnum, description: 'How the dominant modalities combine.', resolve: (s) => s.modalityCompatibility().type }),
    description: textField(t, 'The combination of dominant modalities.', (s, lang) => texts.modalityDescription(s, lang)),
    breakdown: t.field({ type: [ModalityBalanceObject], description: 'Counts per modality.', resolve: (s) => s.modalityCompatibility().breakdown }),
  }),
});

export const ElementModalityObject = builder.objectRef<Synastry>('ElementModalityAnalysis').implement({
  description: 'Elements and modalities of the two charts compared.',
  fields: (t) => ({
    person1Distribution: t.field({ type: DistributionObject, description: 'Person 1’s counts.', resolve: (s) => s.distribution1() }),
    person2Distribution: t.field({ type: DistributionObject, description: 'Person 2’s counts.', resolve: (s) => s.distribution2() }),
    elementCompatibility: t.field({ type: ElementCompatibilityObject, description: 'The dominant elements compared.', resolve: (s) => s }),
    modalityCompatibility: t.field({ type: ModalityCompatibilityObject, description: 'The dominant modalities compared.', resolve: (s) => s }),
    temperamentAnalysis: textField(t, 'The two temperaments.', (s, lang) => texts.temperamentAnalysis(s, lang)),
  }),
});
