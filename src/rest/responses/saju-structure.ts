/**
 * saju/structure: interactions, strength, 용신, 격국 and the palaces of the natal pillars (an addition).
 */
import { z } from 'zod';
import { USEFUL_GOD_METHODS } from '../../core/saju/strength.js';
import { bool, fixedKeys, num, ref, str, strings, fieldText } from './common.js';
import { PLACES, SajuInteraction } from './saju-luck.js';
import { birthClockField, NO_TIME, stem } from './saju.js';

const GROUPS = { 비겁: 'the day master’s own element', 식상: 'the element it produces', 재성: 'the element it controls', 관성: 'the element that controls it', 인성: 'the element that produces it' } as const;
const usefulGodMethod = (description: string) => z.enum(USEFUL_GOD_METHODS).meta({ description });

export const SajuStructureResponse = z
  .strictObject({
    interactions: z
      .array(ref(SajuInteraction, 'A relation among the four pillars'))
      .meta({ description: fieldText('SajuStructure.interactions') }),
    strength: z
      .strictObject({
        score: num(fieldText('SajuStrength.score')),
        category: str(fieldText('SajuStrength.category')),
        deukryeong: bool('득령: the month branch supports the day master'),
        deukji: bool(fieldText('SajuStrength.deukji')),
        deukse: bool(fieldText('SajuStrength.deukse')),
        groups: fixedKeys(Object.keys(GROUPS) as (keyof typeof GROUPS)[], (k) => num(`Weighted points of ${k}: ${GROUPS[k]}`)).meta({
          description: fieldText('SajuStrength.groups'),
        }),
      })
      .meta({ description: 'Strength of the day master (신강/신약)' }),
    useful_gods: z
      .strictObject({
        method: usefulGodMethod(fieldText('SajuUsefulGods.method')),
        applied: usefulGodMethod('The method applied: johu falls back to eokbu in spring and autumn months'),
        useful: str('용신, an element in Korean (목 화 토 금 수)'),
        useful_group: str('The ten-god group of the 용신: 비겁, 식상, 재성, 관성 or 인성'),
        favorable: str(fieldText('SajuUsefulGods.favorable')),
        unfavorable: str(fieldText('SajuUsefulGods.unfavorable')),
        reason: str('Why, in a Korean sentence'),
      })
      .meta({ description: '용신, 희신 and 기신' }),
    pattern: z
      .strictObject({
        name: str('격국, e.g. 정관격, 건록격, 양인격, 월겁격'),
        ten_god: str('The ten god it is named after'),
        stem: stem(fieldText('SajuPattern.stem')),
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
