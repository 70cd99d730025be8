/** The flying stars (飛星, 궁간사화) of a jami chart as GraphQL types: each palace stem's four transformations and its 자화. */
import { SELF_TRANSFORMATION_NAMES, type SelfTransformationKind } from '../core/jami/flying-stars.js';
import type { PalaceFlightsView } from './jami-views.js';
import { builder } from './builder.js';
import { EarthlyBranchEnum } from './saju-enums.js';
import { JamiMutagenEnum, MUTAGEN_FIELD_TEXT, JamiPalaceIdEnum, JamiStarIdEnum } from './jami-enums.js';

const SelfTransformationKindEnum = builder.enumType('JamiSelfTransformationKind', {
  description: 'The two kinds of 자화 of the flying-star (飛星) school.',
  values: {
    CENTRIFUGAL: { value: 'centrifugal', description: `${SELF_TRANSFORMATION_NAMES.centrifugal} (離心自化, ↓): the palace’s own stem transforms a star in it.` },
    CENTRIPETAL: { value: 'centripetal', description: `${SELF_TRANSFORMATION_NAMES.centripetal} (向心自化, ↑): the opposite palace’s stem transforms a star in it.` },
  } as const satisfies Record<string, { value: SelfTransformationKind; description: string }>,
});

const FlightObject = builder.objectRef<PalaceFlightsView['flights'][number]>('JamiFlight').implement({
  description: 'Where one transformation of a palace’s stem lands.',
  fields: (t) => ({
    mutagen: t.expose('mutagen', { type: JamiMutagenEnum, description: MUTAGEN_FIELD_TEXT }),
    star: t.expose('star', { type: JamiStarIdEnum, description: 'The star the stem transforms.' }),
    branch: t.expose('branch', { type: EarthlyBranchEnum, description: 'The star’s branch.' }),
    palace: t.expose('palace', { type: JamiPalaceIdEnum, description: 'The natal palace holding the star, where the transformation lands.' }),
  }),
});

const SelfTransformationObject = builder.objectRef<PalaceFlightsView['selfTransformations'][number]>('JamiSelfTransformation').implement({
  description: '자화: a star of this palace transformed by this palace’s stem (離心) or the opposite palace’s (向心).',
  fields: (t) => ({
    kind: t.field({ type: SelfTransformationKindEnum, description: '離心 (centrifugal) or 向心 (centripetal).', resolve: (s) => s.kind }),
    name: t.string({ description: 'The kind’s Korean name: 이심자화 or 향심자화.', resolve: (s) => SELF_TRANSFORMATION_NAMES[s.kind] }),
    mutagen: t.expose('mutagen', { type: JamiMutagenEnum, description: MUTAGEN_FIELD_TEXT }),
    star: t.expose('star', { type: JamiStarIdEnum, description: 'The transformed star of this palace.' }),
    by: t.expose('by', { type: JamiPalaceIdEnum, description: 'The palace whose stem transforms it: this one (離心) or the opposite one (向心).' }),
  }),
});

export const PalaceFlightsObject = builder.objectRef<PalaceFlightsView>('JamiPalaceFlights').implement({
  description: 'A palace’s flying stars (궁간사화): its stem’s four transformations and where they land, and its 자화.',
  fields: (t) => ({
    palace: t.expose('palace', { type: JamiPalaceIdEnum, description: 'The natal palace, SOUL (명궁) … PARENTS (부모궁).' }),
    branch: t.expose('branch', { type: EarthlyBranchEnum, description: 'Its branch.' }),
    ganji: t.exposeString('ganji', { description: 'Its stem-branch (五虎遁), e.g. 병술.' }),
    flights: t.field({
      type: [FlightObject],
      description: 'The stem’s 화록, 화권, 화과 and 화기, in that order.',
      resolve: (p) => p.flights,
    }),
    selfTransformations: t.field({
      type: [SelfTransformationObject],
      description: '자화: 離心 first, then 向心, each 화록 … 화기; empty when none.',
      resolve: (p) => p.selfTransformations,
    }),
  }),
});
