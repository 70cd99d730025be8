/**
 * The languages of names and texts, and which one applies when a request names none: written once
 * here, read by the core's text functions, the GraphQL `lang` arguments and the REST `lang` fields.
 */
export const LANGS = ['ko', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** Interpretive texts: Korean, the language of the contract's texts (saju, jami, synastry, firdaria, profections). */
export const TEXT_LANG: Lang = 'ko';

/** Display names and pictures: each domain's own language, Korean for saju and jami, English for Western astrology. */
export const NAME_LANG = { korean: 'ko', western: 'en' } as const satisfies Record<string, Lang>;
