/**
 * Display names and pictures in Korean or English: the `Lang` enum and the String fields that take
 * it. Every name comes from src/core/labels.ts, so GraphQL, the SVG pictures and any later
 * presentation say the same word.
 *
 * One naming rule: `label(lang)` names the object itself (a body, an aspect, a palace, a star) and
 * `<field>Label(lang)` names the value of a sibling field (`signLabel` next to `sign`,
 * `yearStemLabel` next to `yearStem`). `lang` defaults to the domain's own language: KO on saju and
 * jami types, EN on Western astrology types; `svg(lang)` follows the same rule.
 */
import { SIGNS, type SignName } from '../core/astro/zodiac.js';
import { signLabel } from '../core/labels.js';
import { NAME_LANG, TEXT_LANG, type Lang } from '../core/lang.js';

/** Whose names a field gives: its default language is that domain's (NAME_LANG). */
type NameDomain = keyof typeof NAME_LANG;
import type { PictureLayout, PictureOptions, ThemeName } from '../render/svg.js';
import type { InputObjectRef } from '@pothos/core';
import { builder } from './builder.js';

export const LangEnum = builder.enumType('Lang', {
  description: 'Language of display names and pictures.',
  values: { KO: { value: 'ko', description: 'Korean' }, EN: { value: 'en', description: 'English' } } as const,
});

export const PictureThemeEnum = builder.enumType('PictureTheme', {
  description: 'Colours of a picture: LIGHT (default), DARK, or PRINT (no tints, black ink).',
  values: { LIGHT: { value: 'light' }, DARK: { value: 'dark' }, PRINT: { value: 'print' } } as const,
});

export const PictureLayoutEnum = builder.enumType('PictureLayout', {
  description: 'What a Western chart picture shows: the WHEEL (default), the wheel with its positions table and aspect grid, or the TABLES alone.',
  values: { WHEEL: { value: 'wheel' }, WHEEL_AND_TABLES: { value: 'wheel+tables' }, TABLES: { value: 'tables' } } as const,
});

type Types = typeof builder.$inferSchemaTypes;
type Fields<Parent> = PothosSchemaTypes.FieldBuilder<Types, Parent, 'Object' | 'Interface'>;

/** The description, `lang` argument (default said in the description) and resolver of a named field. */
function langOptions<Parent, Name>(t: Fields<Parent>, domain: NameDomain, description: string, resolve: (parent: Parent, lang: Lang) => Name) {
  const defaultLang = NAME_LANG[domain];
  return {
    description: `${description} lang defaults to ${defaultLang.toUpperCase()}.`,
    args: { lang: t.arg({ type: LangEnum, required: false, defaultValue: defaultLang, description: `Language of the name (default ${defaultLang.toUpperCase()}).` }) },
    resolve: (parent: Parent, { lang }: { lang?: Lang | null }) => resolve(parent, lang ?? defaultLang),
  };
}

/** A String field with a `lang` argument. */
export function langField<Parent>(t: Fields<Parent>, domain: NameDomain, description: string, resolve: (parent: Parent, lang: Lang) => string) {
  return t.string(langOptions(t, domain, description, resolve));
}

/** langField for a name that can be absent (null). */
export function nullableLangField<Parent>(
  t: Fields<Parent>, domain: NameDomain, description: string, resolve: (parent: Parent, lang: Lang) => string | null,
) {
  return t.string({ nullable: true, ...langOptions(t, domain, description, resolve) });
}

/**
 * The `lang` argument of an interpretive text (every domain): TEXT_LANG (KO) by default, so an
 * answer without it is the Korean text it always was; EN is the written English text.
 */
function textOptions<Parent, Out>(t: Fields<Parent>, description: string, resolve: (parent: Parent, lang: Lang) => Out) {
  return {
    description: `${description} In Korean by default; lang: EN gives the English text (written, not machine-translated).`,
    args: { lang: textLangArg(t) },
    resolve: (parent: Parent, { lang }: { lang?: Lang | null }) => resolve(parent, lang ?? TEXT_LANG),
  };
}

/** The `lang` argument of a field whose texts are a list of objects (its resolver reads `lang ?? TEXT_LANG`). */
export const textLangArg = <Parent>(t: Fields<Parent>) =>
  t.arg({ type: LangEnum, required: false, defaultValue: TEXT_LANG, description: `Language of the text (default ${TEXT_LANG.toUpperCase()}).` });

/** An interpretive String with a `lang` argument (default KO). */
export function textField<Parent>(t: Fields<Parent>, description: string, resolve: (parent: Parent, lang: Lang) => string) {
  return t.string(textOptions(t, description, resolve));
}

/** An interpretive String that can be absent (null), with a `lang` argument (default KO). */
export function nullableTextField<Parent>(t: Fields<Parent>, description: string, resolve: (parent: Parent, lang: Lang) => string | null) {
  return t.string({ nullable: true, ...textOptions(t, description, resolve) });
}

/** An interpretive [String] with a `lang` argument (default KO). */
export function textListField<Parent>(t: Fields<Parent>, description: string, resolve: (parent: Parent, lang: Lang) => string[]) {
  return t.stringList(textOptions(t, description, resolve));
}

/** `signLabel(lang)` next to a `sign` field: the same sign (the Sign enum's value) by name, 양자리 / Aries. */
export function signLabelField<Parent>(t: Fields<Parent>, sign: (parent: Parent) => SignName) {
  return langField(t, 'western', 'The sign by name (양자리 / Aries).', (parent, lang) =>
    signLabel(SIGNS.findIndex((s) => s.en === sign(parent)), lang));
}

type QueryFields = PothosSchemaTypes.QueryFieldBuilder<Types, object>;
type PictureArgs = { lang?: Lang | null; theme?: ThemeName | null; layout?: PictureLayout | null };

/** The picture arguments: lang, theme, and (Western wheels) layout; absent ones draw today's picture. */
function pictureArgs(t: Fields<never> | QueryFields, defaultLang: Lang, layouts: boolean) {
  const f = t as Fields<never>;
  return {
    lang: f.arg({ type: LangEnum, required: false, defaultValue: defaultLang, description: `Language of the labels (default ${defaultLang.toUpperCase()}).` }),
    theme: f.arg({ type: PictureThemeEnum, required: false, description: 'Colours (default LIGHT).' }),
    ...(layouts ? { layout: f.arg({ type: PictureLayoutEnum, required: false, description: 'Wheel, wheel with tables, or tables (default WHEEL).' }) } : {}),
  };
}

const pictureOptions = (args: PictureArgs): PictureOptions => ({ theme: args.theme ?? undefined, layout: args.layout ?? undefined });

/** A chart's `svg(lang, theme[, layout])` field: its picture as an SVG document. */
export function svgField<Parent>(
  t: Fields<Parent>, domain: NameDomain, description: string, draw: (parent: Parent, lang: Lang, options: PictureOptions) => string,
  layouts = false,
) {
  const defaultLang = NAME_LANG[domain];
  return t.string({
    description: `${description} lang defaults to ${defaultLang.toUpperCase()}.`,
    args: pictureArgs(t as Fields<never>, defaultLang, layouts),
    resolve: (parent: Parent, args) => {
      const a = args;
      return draw(parent, a.lang ?? defaultLang, pictureOptions(a));
    },
  });
}

/**
 * A root field answering only a chart's picture, priced as the `svg` feature (the REST /svg
 * routes run it).
 */
export function pictureField<Input, Chart>(
  t: QueryFields,
  input: InputObjectRef<Types, Input>,
  domain: NameDomain,
  description: string,
  build: (input: Input) => Chart,
  draw: (chart: Chart, lang: Lang, options: PictureOptions) => string,
  layouts = false,
) {
  const defaultLang = NAME_LANG[domain];
  return t.string({
    description: `${description} Charged as the svg feature. lang defaults to ${defaultLang.toUpperCase()}.`,
    args: {
      input: t.arg({ type: input, required: true, description: 'The chart to draw, as for the chart’s own field.' }),
      ...pictureArgs(t, defaultLang, layouts),
    },
    resolve: (_root, args) => {
      // Pothos cannot work out its argument types for a generic Input; these are the ones above.
      const a = args as unknown as PictureArgs & { input: Input };
      return draw(build(a.input), a.lang ?? defaultLang, pictureOptions(a));
    },
  });
}
