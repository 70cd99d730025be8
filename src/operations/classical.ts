/** The classical Western techniques: firdaria, profections, primary directions. */
import { natal } from './examples.js';
import { feature, operation } from './types.js';

const flat = (path: string) => ({ method: 'POST', path, style: 'flat' }) as const;
const paid = { free: false };

export const DIRECTIONS = feature('directions', 4, paid);

export const classicalOperations = [
  operation({
    name: 'firdaria',
    graphql: 'westernFirdaria',
    feature: feature('firdaria', 2, paid),
    rest: flat('/v1/astrology/firdaria'),
    contract: true,
    tag: 'Classical',
    summary: 'Firdaria',
    description: 'The 74-year table: male → Male Diurnal, female → Female Nocturnal; major periods only.',
    example: { ...natal, current_age: 35, gender: 'male' },
  }),
  operation({
    name: 'annualProfection',
    graphql: 'westernAnnualProfection',
    feature: feature('profections', 2, paid),
    rest: flat('/v1/astrology/profections'),
    contract: true,
    tag: 'Classical',
    summary: 'Annual profections',
    description: 'Profected house = age mod 12 + 1; the sign on that cusp in the requested house system and its traditional ruler.',
    example: { ...natal, current_age: 35, house_system: 'PLACIDUS' },
  }),
  operation({
    name: 'primaryDirections',
    graphql: 'westernPrimaryDirections',
    feature: DIRECTIONS,
    rest: flat('/v1/astrology/directions'),
    contract: true,
    tag: 'Classical',
    summary: 'Primary directions',
    description:
      'Zodiacal primary directions (β = 0) by ptolemy, placidus, regiomontanus or naibod. Exactly one of target_age and ' +
      'target_date. direction_type both adds converse_directed_points.',
    example: { ...natal, target_age: 35.5, direction_method: 'ptolemy', direction_type: 'direct', key_rate: 1.0, orb_degrees: 1.0 },
  }),
] as const;
