/**
 * The jami closed sets as GraphQL enums: value NAME = the core id in upper case, internal value = the
 * id (src/core/jami/names.ts, tables.ts); each value is described by its Korean, hanja and English
 * names from src/core/jami/labels.ts.
 */
import { BRIGHTNESS_LEVELS, MUTAGENS, PALACE_IDS } from '../core/jami/names.js';
import { BRIGHTNESS_LABELS, MUTAGEN_LABELS, PALACE_LABELS, STAR_LABELS, type JamiNames } from '../core/jami/labels.js';
import { STAR_IDS } from '../core/jami/tables.js';
import { builder } from './builder.js';

function jamiEnum<Id extends string>(name: string, ids: readonly Id[], labels: Readonly<Record<Id, JamiNames>>, description: string) {
  return builder.enumType(name, {
    description,
    values: Object.fromEntries(ids.map((id) => [id.toUpperCase(), { value: id, description: `${labels[id].ko} (${labels[id].hanja}), ${labels[id].en}.` }])),
  });
}

export const JamiStarIdEnum = jamiEnum(
  'JamiStarId', STAR_IDS, STAR_LABELS,
  'A star of the chart (iztro’s star key in pinyin, in iztro’s order): ZIWEI (紫微) … NIANJIE (年解). Homophones: TIANFU 天府 / TIANFU_BLESSING 天福, TIANYUE 天鉞 / TIANYUE_MOON 天月.',
);
export const JamiPalaceIdEnum = jamiEnum('JamiPalaceId', PALACE_IDS, PALACE_LABELS, 'A palace (iztro’s palace key), in order from 명궁: SOUL (命宮) … PARENTS (父母宮).');
export const JamiBrightnessEnum = jamiEnum('JamiBrightness', BRIGHTNESS_LEVELS, BRIGHTNESS_LABELS, 'A star’s brightness where it sits (iztro 2.6.1), brightest first: MIAO (廟) … XIAN (陷).');
export const JamiMutagenEnum = jamiEnum('JamiMutagen', MUTAGENS, MUTAGEN_LABELS, 'A transformation (四化): LU (化祿), QUAN (化權), KE (化科), JI (化忌).');
/** The description of a field carrying a JamiMutagen, said once for every such field. */
export const MUTAGEN_FIELD_TEXT = 'The transformation: LU 화록, QUAN 화권, KE 화과, JI 화기.';
