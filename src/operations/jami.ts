/** The jami operations (Zi Wei Dou Shu). */
import { jamiInput, sajuInput } from './examples.js';
import { feature, operation } from './types.js';

export const JAMI_ANALYSIS = feature('jami-analysis', 3);

export const jamiOperations = [
  operation({
    name: 'jamiChart',
    feature: JAMI_ANALYSIS,
    rest: { method: 'POST', path: '/v1/jami/analysis', style: 'detail' },
    contract: true,
    tag: 'Jami',
    summary: 'Jami analysis',
    description:
      'The Zi Wei Dou Shu chart under the key `success`, with Korean keys. ' +
      'With target_year_ganji (e.g. 갑진: the year of that name nearest to 2026) the annual (유년) keys are added. ' +
      'Missing required fields give 422 listing every missing one.',
    example: jamiInput,
  }),
  operation({
    name: 'jamiHoroscope',
    feature: feature('jami-horoscope', 3),
    rest: { method: 'POST', path: '/v1/jami/horoscope', style: 'detail' },
    contract: false,
    tag: 'Jami',
    summary: 'Jami horoscope (운한)',
    description:
      'An addition beyond the reference interface. The birth of jami/analysis (`input_data`) plus `date` (solar YYYY-MM-DD, required), ' +
      'optional `time` (HH:MM, default 00:00) and `zasi`: the six scopes of that date and hour, 대한, 소한, 유년, 유월, 유일 and 유시, ' +
      'each with its 명궁, twelve palaces and its stem’s 사화, and the moving stars (iztro 2.6.1 rules on the Korean lunar calendar). ' +
      'Missing required fields give 422 listing every missing one.',
    example: { input_data: sajuInput, date: '2024-06-15', time: '10:30' },
  }),
] as const;
