/** The pictures: each takes its JSON sibling's body plus `lang`, and answers an SVG document. */
import { couple, jamiInput, natal, natalInput, sajuInput } from './examples.js';
import { SYNASTRY } from './relationship.js';
import { ASTROCARTOGRAPHY } from './traditional.js';
import { feature, operation } from './types.js';

/** One picture (≈ 1–3 ms of drawing), wherever it is drawn. */
export const SVG = feature('svg', 2);

const picture = (path: string, style: 'detail' | 'object' | 'flat') => ({ method: 'POST', path, style, produces: 'image/svg+xml' }) as const;

export const pictureOperations = [
  operation({
    name: 'natalChartSvg',
    graphql: 'westernNatalChartSvg',
    feature: SVG,
    rest: picture('/v1/astrology/natal-chart/svg', 'object'),
    contract: false,
    tag: 'Natal chart',
    summary: 'Natal chart as SVG',
    description: 'The natal chart wheel as an SVG document; the body of natal-chart plus lang (ko or en).',
    example: { ...natalInput, lang: 'en' },
  }),
  operation({
    name: 'sajuSvg',
    feature: SVG,
    rest: picture('/v1/saju/svg', 'detail'),
    contract: false,
    tag: 'Saju',
    summary: 'Saju as SVG',
    description: 'The four pillars as an SVG document; the body of saju/basic plus lang (ko or en).',
    example: { ...sajuInput, lang: 'ko' },
  }),
  operation({
    name: 'jamiSvg',
    feature: SVG,
    rest: picture('/v1/jami/svg', 'detail'),
    contract: false,
    tag: 'Jami',
    summary: 'Jami chart as SVG',
    description: 'The twelve palaces as an SVG document; the body of jami/analysis plus lang (ko or en).',
    example: { ...jamiInput, lang: 'ko' },
  }),
  operation({
    name: 'synastrySvg',
    // The bi-wheel is `synastry(input) { svg }`: charged as a GraphQL client selecting it is.
    graphql: null,
    feature: SYNASTRY,
    alsoCharges: [SVG],
    rest: picture('/v1/astrology/synastry/svg', 'flat'),
    contract: false,
    tag: 'Relationship',
    summary: 'Synastry bi-wheel as SVG',
    description:
      'The synastry bi-wheel as an SVG document: person 1 inside with their houses, person 2 outside, the inter-aspects ' +
      'as lines coloured by aspect, a legend naming every aspect type and glyph. The body of synastry plus lang (ko or en; ' +
      'default en); include_minor_aspects, the orbs and include_vertex_points change the picture, the other options are ' +
      `checked as on synastry. Priced as the synastry plus one picture: ${SYNASTRY.credits} credits (synastry) + ${SVG.credits} (svg) = ${SYNASTRY.credits + SVG.credits}.`,
    example: { ...couple, include_vertex_points: true, lang: 'ko' },
  }),
  operation({
    name: 'westernAstrocartographySvg',
    // The map is `westernAstrocartography(input) { svg }`: charged as a GraphQL client selecting it is.
    graphql: null,
    feature: ASTROCARTOGRAPHY,
    alsoCharges: [SVG],
    rest: picture('/v1/astrology/astrocartography/svg', 'flat'),
    contract: false,
    tag: 'Classical',
    summary: 'Astrocartography map as SVG',
    description:
      'The astrocartography map as an SVG document: the MC, IC, ASC and DSC lines of the Sun to Pluto over the land of Natural ' +
      'Earth (equirectangular), a legend of bodies and angles. The body of astrocartography plus lang (ko or en; default en); ' +
      `relocate_to and the other options are checked as there. Priced as the astrocartography plus one picture: ${ASTROCARTOGRAPHY.credits} ` +
      `credits (astrocartography) + ${SVG.credits} (svg) = ${ASTROCARTOGRAPHY.credits + SVG.credits}.`,
    example: { natal_datetime: natal.natal_datetime, natal_location: natal.natal_location, name: natal.name, lang: 'en' },
  }),
] as const;
