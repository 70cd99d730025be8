/**
 * The saju closed sets as GraphQL enums: value NAME = the core id in upper case, internal value = the
 * id (src/core/saju/ganzhi.ts, tables.ts, ten-gods.ts); each value is described by its Korean, hanja
 * and English names from src/core/saju/labels.ts.
 */
import { BRANCH_IDS, ELEMENTS, STEM_IDS } from '../core/saju/ganzhi.js';
import {
  BRANCH_LABELS, ELEMENT_LABELS, EVIL_STAR_LABELS, HIDDEN_STEM_TYPE_LABELS, NOBLE_STAR_LABELS, SHINSAL_LABELS, STAGE_LABELS, STEM_LABELS,
  TEN_GOD_LABELS, type SajuNames,
} from '../core/saju/labels.js';
import { EVIL_STAR_IDS, HIDDEN_STEM_TYPES, NOBLE_STAR_IDS, SHINSAL_NAMES, STAGES } from '../core/saju/tables.js';
import { SELF, TEN_GOD_NAMES } from '../core/saju/ten-gods.js';
import { builder } from './builder.js';

function sajuEnum<Id extends string>(name: string, ids: readonly Id[], labels: Readonly<Record<Id, SajuNames>>, description: string) {
  return builder.enumType(name, {
    description,
    values: Object.fromEntries(ids.map((id) => [id.toUpperCase(), { value: id, description: `${labels[id].ko} (${labels[id].hanja}), ${labels[id].en}.` }])),
  });
}

export const HeavenlyStemEnum = sajuEnum('HeavenlyStem', STEM_IDS, STEM_LABELS, 'A heavenly stem (天干), 甲 JIA … 癸 GUI.');
export const EarthlyBranchEnum = sajuEnum('EarthlyBranch', BRANCH_IDS, BRANCH_LABELS, 'An earthly branch (地支), 子 ZI … 亥 HAI.');
export const FiveElementEnum = sajuEnum('FiveElement', ELEMENTS, ELEMENT_LABELS, 'One of the five elements (五行), in the generating order WOOD → FIRE → EARTH → METAL → WATER.');
export const TenGodEnum = sajuEnum(
  'TenGod',
  [...TEN_GOD_NAMES, SELF],
  TEN_GOD_LABELS,
  'A ten god (十神) of a stem or branch seen from the day stem; RI_ZHU (日主, written 主) is the day stem itself.',
);
export const LifeStageEnum = sajuEnum('LifeStage', STAGES, STAGE_LABELS, 'One of the twelve life stages (12운성, 十二運星), CHANG_SHENG (장생) … YANG (양).');
export const TwelveShinsalEnum = sajuEnum('TwelveShinsal', SHINSAL_NAMES, SHINSAL_LABELS, 'One of the twelve spirits (12신살), counted from a branch through its 三合 group.');
export const HiddenStemTypeEnum = sajuEnum('HiddenStemType', HIDDEN_STEM_TYPES, HIDDEN_STEM_TYPE_LABELS, 'The part of a branch a hidden stem (지장간) holds.');
// Saju-prefixed: NobleStar and EvilStar name the found-star objects of the REST document (OpenAPI components).
export const SajuNobleStarEnum = sajuEnum('SajuNobleStar', NOBLE_STAR_IDS, NOBLE_STAR_LABELS, 'A 귀인 (貴人, auspicious star), TIAN_YI_GUI_REN (천을귀인) … TAI_JI_GUI_REN (태극귀인).');
export const SajuEvilStarEnum = sajuEnum('SajuEvilStar', EVIL_STAR_IDS, EVIL_STAR_LABELS, 'A 흉살 (凶殺, inauspicious star), YANG_REN (양인) … KONG_WANG (공망).');
