/**
 * saju/structure: interactions, strength, 용신, 격국 and the palaces of the natal pillars (an addition).
 */
import { z } from 'zod';
import { USEFUL_GOD_METHODS } from '../../core/saju/strength.js';
import { bool, fixedKeys, num, ref, str, strings } from './common.js';
import { PLACES, SajuInteraction } from './saju-luck.js';
import { birthClockField, NO_TIME, stem } from './saju.js';

const GROUPS = { 비겁: 'the day master’s own element', 식상: 'the element it produces', 재성: 'the element it controls', 관성: 'the element that controls it', 인성: 'the element that produces it' } as const;
const usefulGodMethod = (description: string) => z.enum(USEFUL_GOD_METHODS).meta({ description });

export const SajuStructureResponse = z
  .strictObject({
    interactions: z
      .array(ref(SajuInteraction, 'A relation among the four pillars'))
      .meta({ description: 'Relations among the four pillars: stem pairs, then three-branch groups, then branch pairs' }),
    strength: z
      .strictObject({
        score: num('0–100, one decimal: the weighted share of the characters supporting the day master (비겁 and 인성)'),
        category: str('극신강 (≥ 75), 신강 (≥ 55), 중화 (≥ 45), 신약 (≥ 25) or 극신약'),
        deukryeong: bool('득령: the month branch supports the day master'),
        deukji: bool('득지: the day branch supports the day master'),
        deukse: bool('득세: the other stems and branches give half or more of their weight in support'),
        groups: fixedKeys(Object.keys(GROUPS) as (keyof typeof GROUPS)[], (k) => num(`Weighted points of ${k}: ${GROUPS[k]}`)).meta({
          description: 'Weighted points of each ten-god group',
        }),
      })
      .meta({ description: 'Strength of the day master (신강/신약)' }),
    useful_gods: z
      .strictObject({
        method: usefulGodMethod('The method asked for'),
        applied: usefulGodMethod('The method applied: johu falls back to eokbu in spring and autumn months'),
        useful: str('용신, an element in Korean (목 화 토 금 수)'),
        useful_group: str('The ten-god group of the 용신: 비겁, 식상, 재성, 관성 or 인성'),
        favorable: str('희신: the element that produces the 용신'),
        unfavorable: str('기신: the element that controls the 용신'),
        reason: str('Why, in a Korean sentence'),
      })
      .meta({ description: '용신, 희신 and 기신' }),
    pattern: z
      .strictObject({
        name: str('격국, e.g. 정관격, 건록격, 양인격, 월겁격'),
        ten_god: str('The ten god it is named after'),
        stem: stem('The 지장간 stem of the month branch that decides it'),
        basis: z
          .enum(['rokin', 'revealed', 'main_qi'])
          .meta({ description: 'rokin: the month branch’s 정기 is 비견 or 겁재; revealed: a hidden stem shows among the stems; main_qi: the 정기 names it' }),
        revealed_at: z.array(z.enum(PLACES)).meta({ description: 'The stem positions (year, month, hour) where the deciding stem shows; empty unless basis is revealed' }),
      })
      .meta({ description: '격국 from the month branch (子平眞詮’s 月令 rule); special patterns are not detected' }),
    taewon: str('태원 (胎元): the month stem one on, the month branch three on, in hanja'),
    myeonggung: z.string().nullable().meta({ description: `명궁 (命宮) pillar in hanja; ${NO_TIME}` }),
    singung: z.string().nullable().meta({ description: `신궁 (身宮) pillar in hanja; ${NO_TIME}` }),
    texts: strings('Korean sentences: strength, 격국, 용신, the palaces, then one per interaction'),
    ...birthClockField,
  })
  .meta({ id: 'SajuStructureResponse', description: 'The natal structure of the four pillars (no envelope)' });
