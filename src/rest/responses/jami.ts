/**
 * The jami record (jami/analysis), under the key success.
 */
import { z } from 'zod';
import {
  BOSHI_12, BRIGHT_STARS, CHANGSHENG_12, JIANGQIAN_12, MAIN_STARS, SUIQIAN_12, type StarId,
} from '../../core/jami/tables.js';
import { FORTUNE_AREAS, SANHE, SANXING, LIUCHONG, LIUHE } from '../../core/jami/interpret-tables.js';
import { BRANCH_IDS, BRIGHTNESS_LEVELS, MUTAGENS, PALACE_IDS, type BranchId, type PalaceId } from '../../core/jami/types.js';
import { BRANCH_LABELS } from '../../core/saju/labels.js';
import { BRIGHTNESS_LABELS, MUTAGEN_LABELS, PALACE_LABELS, STAR_LABELS } from '../../core/jami/labels.js';
import { bool, int, labelEnum, recordOf, ref, str, strings, fieldText } from './common.js';
import { birthClockField } from './saju.js';

// ── Jami ─────────────────────────────────────────────────────────────────────────────────────
// The palace, star, stage and relation names come from the jami core's tables (closed sets); the
// record's own key names are written here and in src/rest/jami.ts, which must produce this
// schema's input type.

/** The keys of a closed set, each with the value schema `value(key)`. */
const eachKey = <K extends string, T extends z.ZodType>(keys: readonly K[], value: (key: K) => T) =>
  Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<K, T>;
const allKeys = <K extends string, T extends z.ZodType>(keys: readonly K[], value: (key: K) => T) => z.strictObject(eachKey(keys, value));
const names = <N extends string>(list: readonly { name: N }[]) => list.map((x) => x.name);
/** The Korean names the record writes for stars and palaces (labels.ts), in the order of the ids given. */
export const starsKo = <S extends StarId>(ids: readonly S[]) => ids.map((id): (typeof STAR_LABELS)[S]['ko'] => STAR_LABELS[id].ko);
export const palacesKo = <P extends PalaceId>(ids: readonly P[]) => ids.map((id): (typeof PALACE_LABELS)[P]['ko'] => PALACE_LABELS[id].ko);
const PALACE_NAMES = palacesKo(PALACE_IDS);
const MUTAGEN_NAMES = MUTAGENS.map((m) => MUTAGEN_LABELS[m].ko);
/** A palace's Korean name as a zod enum over the palace label table. */
const palaceEnum = () => labelEnum(PALACE_IDS, (id) => PALACE_LABELS[id].ko);

/** A branch as the record writes it: its Korean name from saju's branch label table (자 … 해). */
export const branchKo = (id: BranchId) => BRANCH_LABELS[id].ko;
const branchEnum = () => labelEnum(BRANCH_IDS, branchKo);
export const branch = (description: string) => branchEnum().meta({ description: `${description}: Korean branch name (자 … 해)` });
const branches = (description: string) => z.array(branchEnum()).meta({ description: `${description}, as Korean branch names (자 … 해)` });
export const palaceName = (description: string) => palaceEnum().meta({ description });
/** Stars the record gives as one branch each, in the record's order around 대모, 항지 (함지) and 홍염. */
export const SINGLE_BRANCH_STARS = [
  'santai', 'bazuo', 'engguang', 'tiangui', 'taifu', 'fenggao', 'longchi', 'fengge', 'tiancai', 'tianwu', 'jieshen', 'nianjie', 'yuede',
] as const satisfies readonly StarId[];
export const MALEFIC_MINORS = ['yinsha', 'feilian', 'posui'] as const satisfies readonly StarId[];
/** Pairs (and 천주 alone) the record gives as branch lists, keyed by the stars' names run together. */
const BRANCH_LIST_STARS = {
  천관천복: '[천관, 천복]',
  천주: '[천주]',
  홍란천희: '[홍란, 천희]',
  천곡천허: '[천곡, 천허]',
  고신과수: '[고신, 과수]',
  겁살화개: '[겁살 (劫殺, by the year’s 三合), 화개]',
} as const;
/** 록 권 과 기: the period and annual 사화 keys. */
const SAHWA_KEYS = ['록', '권', '과', '기'] as const;
const SAHWA_NAMES = { 록: '화록', 권: '화권', 과: '화과', 기: '화기' } as const;
const FORTUNE_KEYS = Object.values(FORTUNE_AREAS).map((a) => a.name);
const FORTUNE_PALACES = Object.fromEntries(Object.values(FORTUNE_AREAS).map((a) => [a.name, palacesKo(a.palaces).join(', ')]));
/** The annual areas (유년_주요사항) and the annual palace each is read from. */
const ANNUAL_AREAS = { 재물_기회: '재백궁', 감정_변화: '부처궁', 건강_주의: '질액궁', 직업_전환: '관록궁' } as const;
const relation = z.strictObject({
  궁위: branches('Its branches'),
  발생: bool('Whether it occurs: every palace on its branches holds a main star (for a 自刑, a main star with one of 六煞)'),
  관련궁: z.array(palaceEnum()).meta({ description: 'The natal palaces on its branches' }),
});

const Daehan = z
  .strictObject({
    palace_branch: branch("The period palace's branch (the period's 명궁)"),
    age_range: z.string().meta({ description: "Ages of the period 'N ~ M', counted in 虛歲", example: '6 ~ 15' }),
    original_palace_name: palaceName(fieldText('JamiPeriod.originalPalace')),
    daehan_palaces_branches: allKeys(PALACE_NAMES, (p) => branch(`Branch of the period's ${p}`)).meta({
      description: fieldText('JamiPeriod.palaces'),
    }),
    daehan_sahwa: allKeys(SAHWA_KEYS, (k) =>
      z
        .strictObject({
          star: str(`The star that becomes ${SAHWA_NAMES[k]}`),
          palace: branch("That star's branch"),
          is_jin: bool("The star sits in the period palace's 삼방사정"),
        })
        .meta({ description: `${SAHWA_NAMES[k]} of the period palace's stem` }),
    ).meta({ description: "사화 of the period palace's stem (록 권 과 기)" }),
    inner_palaces: branches('六內宮 (命財疾田官福) of the period'),
    outer_palaces: branches('六外宮 (兄夫子遷友父) of the period'),
    secondary_occurrence_palaces: branches("Where the period's 화록 and 화권 land"),
    problem_palaces: branches("Where the period's 화기 lands and the palace it clashes"),
    secondary_result_palaces: branches(fieldText('JamiPeriod.secondaryResultPalaces')),
    대한_해석: z
      .strictObject({
        주요_특징: str('The period palace and its stars, in Korean'),
        길운_요인: str("Where the period's 화록, 화권 and 화과 enter, and its helpers, in Korean"),
        주의사항: str('Where its 화기 enters and what it clashes, and its malefics, in Korean'),
        중점_분야: str('The fields to work on and the one to keep safe, in Korean'),
      })
      .meta({ description: 'The period read in Korean' }),
  })
  .meta({ id: 'Daehan', description: 'A ten-year period (대한)' });

const JamiRecord = z
  .strictObject({
    납음오행: str(fieldText('JamiChart.naeum')),
    국수: int('The bureau number 2–6 (水2 木3 金4 土5 火6); the first 대한 starts at this age'),
    명궁: branch('Branch of the life palace (명궁)'),
    십이궁: allKeys(PALACE_NAMES, (p) => str(`Stem-branch of ${p} (五虎遁), e.g. 병술`)).meta({ description: 'Palace name → its stem-branch' }),
    자미: branch('Branch of 자미 (紫微)'),
    '14정성 및 보좌성': allKeys(starsKo(MAIN_STARS), (s) => branch(`Branch of ${s}`)).meta({
      description: 'The fourteen main stars, 좌보 and 우필 → their branches',
    }),
    문창문곡: branches('[문창, 문곡]'),
    녹존타라경양: allKeys(starsKo(['lucun', 'tuoluo', 'qingyang']), (s) => branch(`Branch of ${s}`)).meta({
      description: '녹존, 타라 and 경양 → their branches',
    }),
    천마: branch('Branch of 천마'),
    화성영성지공지겁: allKeys(starsKo(['huoxing', 'lingxing', 'dikong', 'dijie']), (s) => branch(`Branch of ${s}`)).meta({
      description: '화성, 영성, 지공 and 지겁 → their branches',
    }),
    천월: branches('[천괴, 천월(天鉞)]'),
    화성영성관계: str('Where 화성 and 영성 sit, how they relate and what that means, in Korean'),
    지공지겁관계: str('Where 지공 and 지겁 sit, how they relate and what that means, in Korean'),
    사화: allKeys(MUTAGEN_NAMES, (m) => str(`The star that becomes ${m} by the birth-year stem`)).meta({ description: 'Birth-year 사화' }),
    천형천요천공: allKeys(starsKo(['tianxing', 'tianyao', 'tiankong']), (s) => branch(`Branch of ${s}`)).meta({
      description: '천형, 천요 and 천공 → their branches',
    }),
    순공: branches("순공 (旬空): both void branches of the year's 旬"),
    절공: branches('[절로, 공망]'),
    ...eachKey(starsKo(SINGLE_BRANCH_STARS), (s) => branch(`Branch of ${s}`)),
    대모: branch('대모 (大耗), by the year branch'),
    항지: branch('Branch of 함지 (咸池)'),
    홍염: branch('홍염 (紅艷), by the year stem'),
    ...eachKey(starsKo(MALEFIC_MINORS), (s) => branch(`Branch of ${s}`)),
    ...eachKey(Object.keys(BRANCH_LIST_STARS) as (keyof typeof BRANCH_LIST_STARS)[], (k) => branches(BRANCH_LIST_STARS[k])),
    천상천사: z.array(palaceEnum()).meta({ description: 'Palace names of 천상 (天傷) and 천사 (天使)' }),
    장생십이신: allKeys(CHANGSHENG_12, (g) => branch(`Branch of ${g}`)).meta({ description: "장생십이신, from the bureau's 長生 branch" }),
    박사십이신: allKeys(BOSHI_12, (g) => branch(`Branch of ${g}`)).meta({ description: '박사십이신, from 祿存' }),
    세전십이신: allKeys(SUIQIAN_12, (g) => branch(`Branch of ${g}`)).meta({ description: fieldText('JamiTwelveGods.suiqian') }),
    장전십이신: allKeys(JIANGQIAN_12, (g) => branch(`Branch of ${g}`)).meta({ description: '장전십이신, from 將星' }),
    궁별_성_배치: allKeys(BRANCH_IDS.map(branchKo), (b) => strings(`The stars on ${b}, a birth-year transformation written as 거문(화록)`)).meta({
      description: 'Every branch with its stars',
    }),
    성_밝기: z
      .strictObject(
        eachKey(starsKo(BRIGHT_STARS), (s) =>
          z
            .strictObject({
              위치: branch(`Branch of ${s}`),
              밝기: labelEnum(BRIGHTNESS_LEVELS, (b) => BRIGHTNESS_LABELS[b].ko).meta({ description: 'Brightness there: 묘 왕 득 이 평 불 함' }),
            })
            .optional()
            .meta({ description: `Where ${s} sits and its brightness there (absent where it has none)` }),
        ),
      )
      .meta({ description: 'The stars with a brightness where they sit (경양 and 타라 have none on some branches)' }),
    형충관계: z
      .strictObject({
        삼형: allKeys(names(SANXING), (n) => relation.meta({ description: `${n} (삼형)` })).meta({ description: '삼형 (and the 自刑)' }),
        육충: allKeys(names(LIUCHONG), (n) => relation.meta({ description: `${n} (육충)` })).meta({ description: '육충' }),
        삼합: allKeys(names(SANHE), (n) => branches(`${n}: its branches`)).meta({ description: '삼합' }),
        육합: allKeys(names(LIUHE), (n) => branches(`${n}: its branches`)).meta({ description: '육합' }),
      })
      .meta({ description: 'Punishments, clashes and harmonies among the branches' }),
    격국: z
      .strictObject({
        주요격국: strings('The classic patterns found'),
        특수격국: z
          .strictObject({
            명칭: str('Name of the most significant pattern, or 평격(平格)'),
            설명: str("Its description, with the chart's own stars, in Korean"),
            길흉: str('Its verdict: 길, 흉, 길흉 혼재 or 평'),
          })
          .meta({ description: 'The most significant pattern' }),
        보조격국: strings('The supplementary configurations found'),
      })
      .meta({ description: 'Patterns (격국)' }),
    운세_평가: z
      .strictObject({
        전체_운: int('Overall score 0–100'),
        세부: allKeys(FORTUNE_KEYS, (k) => int(`${k} 0–100 (${FORTUNE_PALACES[k]})`)).meta({ description: 'Score per area, from its palaces' }),
        종합_평가: str('The strongest and weakest areas in words, in Korean'),
      })
      .meta({ description: 'Fortune scores' }),
    대한: recordOf('stem-branch name of the ten-year period', Daehan, 'The ten-year periods (대한) in age order'),
    // The annual (유년) keys, present only with target_year_ganji.
    유년십이궁: z
      .array(
        z.strictObject({
          ganji: str("The natal palace's stem-branch"),
          original_palace_name: palaceName(fieldText('JamiAnnualPalace.originalPalace')),
          annual_palace_name: palaceName(fieldText('JamiAnnualPalace.annualPalace')),
          branch: branch('The branch'),
        }),
      )
      .optional()
      .meta({ description: 'With target_year_ganji: the annual palaces, 인 first' }),
    두군: branch('With target_year_ganji: 두군 (斗君)').optional(),
    유년천괴천월: allKeys(['유괴', '유월'], (k) => branch(`Branch of ${k}`))
      .optional()
      .meta({ description: 'With target_year_ganji: the annual 천괴 and 천월' }),
    유년녹존타라경양: allKeys(['유록존', '유타라', '유경양'], (k) => branch(`Branch of ${k}`))
      .optional()
      .meta({ description: 'With target_year_ganji: the annual 녹존, 타라 and 경양' }),
    유년문창문곡: allKeys(['유창', '유곡'], (k) => branch(`Branch of ${k}`))
      .optional()
      .meta({ description: 'With target_year_ganji: the annual 문창 and 문곡' }),
    유년사화: allKeys(SAHWA_KEYS, (k) =>
      z
        .strictObject({ star: str(`The star that becomes ${SAHWA_NAMES[k]}`), palace: branch("That star's branch") })
        .meta({ description: `${SAHWA_NAMES[k]} of the year stem` }),
    )
      .optional()
      .meta({ description: "With target_year_ganji: the year stem's 사화 (록 권 과 기)" }),
    유년천마: branch('With target_year_ganji: the annual 천마').optional(),
    유년이차발생궁: branches("With target_year_ganji: where the year's 화록 and 화권 land").optional(),
    유년문제궁위: branches("With target_year_ganji: where the year's 화기 lands and the palace it clashes").optional(),
    유년_주요사항: allKeys(Object.keys(ANNUAL_AREAS) as (keyof typeof ANNUAL_AREAS)[], (k) =>
      strings(`${k}: from the annual ${ANNUAL_AREAS[k]}, in Korean`),
    )
      .optional()
      .meta({ description: 'With target_year_ganji: what the year holds, by area' }),
  })
  .meta({
    id: 'JamiRecord',
    description: 'The Zi Wei Dou Shu chart: the result object under `success` (not a boolean); the 유년 keys only with target_year_ganji',
  });

export const JamiResponse = z
  .strictObject({ success: ref(JamiRecord, 'The chart (an object, not a boolean)'), ...birthClockField })
  .meta({ id: 'JamiResponse', description: 'The jami chart under the key success (no envelope)' });
