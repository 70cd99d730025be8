/**
 * The pictures: POST /v1/astrology/natal-chart/svg, /v1/saju/svg, /v1/jami/svg and
 * /v1/astrology/synastry/svg answer an SVG document (image/svg+xml). Each takes its JSON sibling's
 * body, variables and error style, plus an optional `lang` (ko or en, any case; default ko for saju
 * and jami, en for the astrology pictures). The first three run a picture-only root field charged as
 * the `svg` feature; the synastry bi-wheel is `synastry(input) { svg(lang) }`, so it is charged as
 * a GraphQL client selecting it is: the synastry operation (not in the free plan) plus one picture
 * (`svg`).
 */
import type { Lang } from '../core/labels.js';
import { caselessEnum } from '../validation.js';
import {
  JamiSvgDocument, NatalChartSvgDocument, SajuSvgDocument, SynastrySvgDocument, type Lang as LangName,
} from './generated/operations.js';
import { jamiAnalysisRoute, jamiBody } from './jami.js';
import { natalChartBody, natalChartRoute } from './natal.js';
import { SvgDocument } from './responses.js';
import { defineRoute, type AnyRoute } from './route.js';
import { sajuBasicRoute, sajuBody } from './saju.js';
import { synastryBody, synastryRoute } from './synastry.js';

const LANGS: readonly [Lang, ...Lang[]] = ['ko', 'en'];
const withLang = {
  lang: caselessEnum(LANGS, 'lower').optional().meta({ description: 'Language of the labels: ko or en (any letter case)' }),
};
/** GraphQL variables carry the enum's names (KO, EN), not its values. */
const langName = (lang: Lang | undefined, fallback: Lang): LangName => ((lang ?? fallback) === 'ko' ? 'KO' : 'EN');

export const svgRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/v1/astrology/natal-chart/svg',
    response: SvgDocument,
    feature: 'svg',
    style: natalChartRoute.style,
    document: NatalChartSvgDocument,
    body: natalChartBody.extend(withLang),
    variables: (body) => ({ ...natalChartRoute.variables(body), lang: langName(body.lang, 'en') }),
    shape: (data) => data.natalChartSvg,
    produces: 'image/svg+xml',
    invalidField: natalChartRoute.invalidField,
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/saju/svg',
    response: SvgDocument,
    feature: 'svg',
    style: sajuBasicRoute.style,
    document: SajuSvgDocument,
    body: sajuBody.extend(withLang),
    variables: (body) => ({ ...sajuBasicRoute.variables(body), lang: langName(body.lang, 'ko') }),
    shape: (data) => data.sajuSvg,
    produces: 'image/svg+xml',
    invalidField: sajuBasicRoute.invalidField,
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/jami/svg',
    response: SvgDocument,
    feature: 'svg',
    style: jamiAnalysisRoute.style,
    document: JamiSvgDocument,
    // target_year_ganji is accepted and checked as on /analysis; the picture is the birth chart.
    body: jamiBody.extend(withLang),
    variables: (body) => ({ input: jamiAnalysisRoute.variables(body).input, lang: langName(body.lang, 'ko') }),
    shape: (data) => data.jamiSvg,
    produces: 'image/svg+xml',
    invalidField: jamiAnalysisRoute.invalidField,
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/astrology/synastry/svg',
    response: SvgDocument,
    // The operation it runs is the synastry (free keys get its 403), with the picture's svg on top.
    feature: synastryRoute.feature,
    alsoCharges: ['svg'],
    style: synastryRoute.style,
    document: SynastrySvgDocument,
    // analysis_depth, include_composite … are accepted and checked as on /synastry; the picture is
    // the bi-wheel of the two charts and their aspects (include_minor_aspects, orbs and
    // include_vertex_points change it).
    body: synastryBody.extend(withLang),
    variables: (body) => ({ input: synastryRoute.variables(body).input, lang: langName(body.lang, 'en') }),
    shape: (data) => data.synastry.svg,
    produces: 'image/svg+xml',
  }),
];
