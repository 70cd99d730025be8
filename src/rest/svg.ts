/**
 * The pictures: POST /v1/astrology/natal-chart/svg, /v1/saju/svg, /v1/jami/svg and
 * /v1/astrology/synastry/svg answer an SVG document (image/svg+xml). Each takes its JSON sibling's
 * body, variables and error style, plus an optional `lang` (ko or en, any case; default ko for saju
 * and jami, en for the astrology pictures), `theme` (light, dark or print) and, on the two astrology
 * pictures, `layout` (wheel, wheel+tables or tables); `format: "png"` or `Accept: image/png` answers
 * the same picture as PNG (router.ts), priced as the SVG. The first three run a picture-only root field charged as
 * the `svg` feature; the synastry bi-wheel is `synastry(input) { svg(lang) }`, so it is charged as
 * a GraphQL client selecting it is: the synastry operation (not in the free plan) plus one picture
 * (`svg`). The astrocartography map, `westernAstrocartography(input) { svg(lang) }`, is charged the
 * same way: the astrocartography plus one picture.
 */
import { LANGS, type Lang } from '../core/lang.js';
import { LAYOUTS, THEME_NAMES, type PictureLayout, type ThemeName } from '../render/svg.js';
import { caselessEnum } from '../validation.js';
import type { z } from 'zod';
import {
  JamiSvgDocument, NatalChartSvgDocument, SajuSvgDocument, SynastrySvgDocument, WesternAstrocartographySvgDocument,
  type Lang as LangName, type PictureLayout as LayoutName, type PictureTheme as ThemeEnumName, type WesternAstrocartographyInput,
} from './generated/operations.js';
import { birthTimeBodyFields } from './birth-time.js';
import { graphqlRoute } from './graphql-route.js';
import { jamiAnalysisRoute, jamiBody } from './jami.js';
import { natalChartBody, natalChartRoute } from './natal.js';
import { SvgDocument } from './responses.js';
import { defineRoute, fail, fieldFail } from './route.js';
import { operationByName } from '../operations/index.js';
import { seoul } from '../operations/examples.js';
import { sajuBasicRoute, sajuBody } from './saju.js';
import { synastryBody, synastryRoute } from './synastry.js';

const withLang = {
  lang: caselessEnum(LANGS, 'lower').optional().meta({ description: 'Language of the labels: ko or en (any letter case)' }),
};
const withPicture = {
  ...withLang,
  theme: caselessEnum(THEME_NAMES as unknown as [ThemeName, ...ThemeName[]], 'lower').optional().meta({ description: 'Colours: light (default), dark or print (any letter case)' }),
  format: caselessEnum(['svg', 'png'], 'lower').optional().meta({ description: 'svg (default) or png (any letter case); Accept: image/png asks for png too, priced the same' }),
};
const withLayout = {
  ...withPicture,
  layout: caselessEnum(LAYOUTS as unknown as [PictureLayout, ...PictureLayout[]], 'lower').optional()
    .meta({ description: 'wheel (default), wheel+tables (the positions table and aspect grid beside it) or tables (any letter case)' }),
};
/** GraphQL variables carry the enum's names (KO, EN), not its values; absent, the field's own default (the domain's language) applies. */
const langName = (lang: Lang | undefined): LangName | undefined => lang && (lang.toUpperCase() as Uppercase<Lang>);
const themeName = (theme: ThemeName | undefined): ThemeEnumName | undefined => theme && (theme.toUpperCase() as ThemeEnumName);
const layoutName = (layout: PictureLayout | undefined): LayoutName | undefined =>
  layout && (layout === 'wheel+tables' ? 'WHEEL_AND_TABLES' : (layout.toUpperCase() as LayoutName));

export const natalChartSvgRoute = defineRoute({
  operation: operationByName.natalChartSvg,
  response: SvgDocument,
  document: NatalChartSvgDocument,
  body: natalChartBody.extend(withLayout),
  variables: (body) => ({
    ...natalChartRoute.variables(body), lang: langName(body.lang), theme: themeName(body.theme), layout: layoutName(body.layout),
  }),
  shape: (data) => data.westernNatalChartSvg,
  invalidField: natalChartRoute.invalidField,
});

export const sajuSvgRoute = defineRoute({
  operation: operationByName.sajuSvg,
  response: SvgDocument,
  document: SajuSvgDocument,
  body: sajuBody.extend(withPicture),
  variables: (body) => ({ ...sajuBasicRoute.variables(body), lang: langName(body.lang), theme: themeName(body.theme) }),
  shape: (data) => data.sajuSvg,
  invalidField: sajuBasicRoute.invalidField,
});

export const jamiSvgRoute = defineRoute({
  operation: operationByName.jamiSvg,
  failures: [
    fail('required fields missing', { input_data: { name: '홍길동', birthdate: '1990-05-15' }, lang: 'ko' }, 422, 'MISSING_FIELDS', 'Missing required fields: birth_time, gender'),
  ],
  response: SvgDocument,
  document: JamiSvgDocument,
  // target_year_ganji is accepted and checked as on /analysis; the picture is the birth chart.
  body: jamiBody.extend({ ...withPicture, ...birthTimeBodyFields }),
  variables: (body) => ({ input: jamiAnalysisRoute.variables(body).input, lang: langName(body.lang), theme: themeName(body.theme) }),
  shape: (data) => data.jamiSvg,
  invalidField: jamiAnalysisRoute.invalidField,
});

export const synastrySvgRoute = defineRoute({
  operation: operationByName.synastrySvg,
  failures: [
    fieldFail(
      'person2_datetime missing',
      { person1_datetime: '1990-05-15T14:30:00', person1_location: seoul, person2_location: seoul, lang: 'en' },
      'person2_datetime',
      'field required',
    ),
    fieldFail(
      'lang not ko or en',
      { person1_datetime: '1990-05-15T14:30:00', person1_location: seoul, person2_datetime: '1992-11-03T08:15:00', person2_location: seoul, lang: 'fr' },
      'lang',
      "value is not a valid enumeration member; permitted: 'ko', 'en'",
    ),
  ],
  response: SvgDocument,
  // The operation it runs is the synastry (free keys get its 403), with the picture's svg on top.
  document: SynastrySvgDocument,
  // analysis_depth, include_composite … are accepted and checked as on /synastry; the picture is
  // the bi-wheel of the two charts and their aspects (include_minor_aspects, orbs and
  // include_vertex_points change it).
  body: synastryBody.extend(withLayout),
  variables: (body) => ({
    input: synastryRoute.variables(body).input, lang: langName(body.lang), theme: themeName(body.theme), layout: layoutName(body.layout),
  }),
  shape: (data) => data.westernSynastry.svg,
});

/** The astrocartography's body (derived from its GraphQL input) plus lang and format. */
const astrocartography = graphqlRoute(operationByName.westernAstrocartography);

export const astrocartographySvgRoute = defineRoute({
  operation: operationByName.westernAstrocartographySvg,
  response: SvgDocument,
  // The operation it runs is the astrocartography (free keys get its 403), with the map on top.
  document: WesternAstrocartographySvgDocument,
  // The map has one look (the light theme), so it takes lang and format only.
  body: (astrocartography.body as z.ZodObject).extend({ ...withLang, format: withPicture.format }),
  variables: (body) => ({
    input: astrocartography.variables(body).input as WesternAstrocartographyInput,
    lang: langName(body.lang as Lang | undefined),
  }),
  shape: (data) => data.westernAstrocartography.svg,
});
