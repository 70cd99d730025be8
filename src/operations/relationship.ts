/** Synastry. */
import { couple } from './examples.js';
import { feature, operation } from './types.js';

export const SYNASTRY = feature('synastry', 5, { free: false });

export const relationshipOperations = [
  operation({
    name: 'synastry',
    graphql: 'westernSynastry',
    feature: SYNASTRY,
    costNote: 'includes every analysis block, the composite and the Davison chart',
    rest: { method: 'POST', path: '/v1/astrology/synastry', style: 'flat' },
    contract: true,
    tag: 'Relationship',
    summary: 'Synastry',
    description:
      'Two charts, their aspects and compatibility. analysis_depth switches blocks: basic (charts, aspects, compatibility), ' +
      'standard (+ house_overlay), detailed (+ element_modality_analysis, house_overlay_analysis), comprehensive (default; ' +
      '+ relationship_theme_summary). include_composite adds composite_chart.',
    example: { ...couple, relationship_type: 'romantic', analysis_depth: 'comprehensive', include_composite: true },
  }),
] as const;
