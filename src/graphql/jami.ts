/**
 * Zi Wei Dou Shu (자미두수) as GraphQL types: palaces, stars with brightness and transformation,
 * ten-year periods, the annual view and the interpretive blocks, each resolved from the reading's
 * memoised parts (the main stars compute no periods, no patterns and no texts). `specRecord` is the
 * spec's Korean result object (interface-spec §2.4), which the REST layer returns as it is.
 */
import { z } from 'zod';
import { PALACE_NAMES } from '../core/jami/types.js';
import { InvalidTargetYearGanjiError, parseGender, yearOfGanji } from '../core/jami/chart.js';
import { JamiReading, type DaehanEntry } from '../core/jami/reading.js';
import type { StarKind, StarPlacement } from '../core/jami/types.js';
import { BRANCHES, STEMS } from '../core/saju/ganzhi.js';
import { palaceLabel, starLabel } from '../core/labels.js';
import { jamiSvg } from '../render/jami-svg.js';
import { birthdateText, birthTimeText, personName } from '../validation.js';
import { builder } from './builder.js';
import { langField, pictureField } from './labels.js';

/** The kinds of star a chart's star list can be filtered by. */
const STAR_KINDS = ['major', 'auxiliary', 'minor'] as const satisfies readonly StarKind[];

/** The accepted spellings of gender (jami.md decision 6). */
export const GENDER_SPELLINGS = ['M', 'F', 'm', 'f', 'Male', 'Female', 'male', 'female', 'yang', 'yin'] as const;
export const GENDER_MESSAGE = `gender must be one of: ${GENDER_SPELLINGS.join(', ')}`;
export const jamiGender = z.string().refine((g) => parseGender(g) !== null, { message: GENDER_MESSAGE });
/** Korean stem-branch name of a year, e.g. 갑진. */
export const ganjiText = z.string().refine(
  (text) => {
    try {
      yearOfGanji(text);
      return true;
    } catch {
      return false;
    }
  },
  { message: 'target_year_ganji must be a Korean stem-branch name such as 갑진' },
);

const JsonScalar = builder.scalarType('JSON', {
  description: 'A JSON value (used for the spec’s Korean-keyed record).',
  serialize: (value) => value,
  parseValue: (value) => value,
});

const JamiInput = builder.inputType('JamiInput', {
  fields: (t) => ({
    name: t.string({ validate: { schema: personName } }),
    birthdate: t.string({ description: 'YYYY-MM-DD, solar unless isLunar (Korean calendar).', validate: { schema: birthdateText } }),
    isLunar: t.boolean({ required: false, defaultValue: false }),
    isLeapMonth: t.boolean({ required: false, defaultValue: false }),
    birthTime: t.string({ description: 'HH:MM, clock time as given.', validate: { schema: birthTimeText } }),
    gender: t.string({ description: GENDER_SPELLINGS.join(', '), validate: { schema: jamiGender } }),
  }),
});

export interface JamiRequest {
  name: string;
  birthdate: string;
  isLunar?: boolean | null;
  isLeapMonth?: boolean | null;
  birthTime: string;
  gender: string;
}

/** The reading of a request; calendar failures are the core's domain errors. */
export function jamiReading(input: JamiRequest): JamiReading {
  return new JamiReading(input.name, {
    birthdate: input.birthdate,
    isLunar: input.isLunar ?? false,
    isLeapMonth: input.isLeapMonth ?? false,
    birthTime: input.birthTime,
    gender: parseGender(input.gender)!,
  });
}

const ko = (branch: number) => BRANCHES[branch].korean;

const StarObject = builder.objectRef<StarPlacement>('JamiStar').implement({
  description: 'A star: its palace branch, brightness (iztro 2.6.1 table) and birth-year transformation.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Korean name, e.g. 자미, 천월(天月).' }),
    label: langField(t, 'ko', 'The star by name (자미 / Zi Wei, English in Pinyin).', (s, lang) => starLabel(s.name, lang)),
    branch: t.string({ description: 'Korean branch name (자 … 해).', resolve: (s) => ko(s.branch) }),
    kind: t.exposeString('kind', { description: 'major, auxiliary or minor' }),
    brightness: t.string({ nullable: true, description: '묘 왕 득 이 평 불 함', resolve: (s) => s.brightness }),
    transformation: t.string({ nullable: true, description: '화록 화권 화과 화기', resolve: (s) => s.mutagen }),
  }),
});

interface PalaceRef {
  reading: JamiReading;
  index: number;
}

const PalaceObject = builder.objectRef<PalaceRef>('JamiPalace').implement({
  fields: (t) => {
    const palace = (p: PalaceRef) => p.reading.chart.facts().palaces[p.index];
    return {
      name: t.string({ description: '명궁, 형제궁, …', resolve: (p) => palace(p).name }),
      label: langField(t, 'ko', 'The palace by name (명궁 / Life).', (p, lang) => palaceLabel(palace(p).name, lang)),
      branch: t.string({ resolve: (p) => ko(palace(p).branch) }),
      ganji: t.string({ description: 'Palace stem-branch (五虎遁), e.g. 병술.', resolve: (p) => STEMS[palace(p).stem].korean + ko(palace(p).branch) }),
      isBodyPalace: t.boolean({ resolve: (p) => palace(p).branch === p.reading.chart.facts().bodyBranch }),
      stars: t.field({
        type: [StarObject],
        resolve: (p) => p.reading.chart.stars().filter((s) => s.branch === palace(p).branch),
      }),
    };
  },
});

const TransformationObject = builder.objectRef<{ type: string; star: string; branch: string; inField?: boolean }>('JamiTransformation').implement({
  fields: (t) => ({
    type: t.exposeString('type', { description: '화록 화권 화과 화기 (or 록 권 과 기 for periods and years)' }),
    star: t.exposeString('star'),
    branch: t.exposeString('branch'),
    inField: t.boolean({
      nullable: true,
      description: 'Periods only (is_jin): the star sits in the period palace’s 삼방사정.',
      resolve: (x) => x.inField ?? null,
    }),
  }),
});

const DaehanInterpretationObject = builder.objectRef<DaehanEntry['대한_해석']>('JamiPeriodInterpretation').implement({
  fields: (t) => ({
    mainFeatures: t.string({ resolve: (i) => i.주요_특징 }),
    favorable: t.string({ resolve: (i) => i.길운_요인 }),
    cautions: t.string({ resolve: (i) => i.주의사항 }),
    focus: t.string({ resolve: (i) => i.중점_분야 }),
  }),
});

const PeriodObject = builder.objectRef<[string, DaehanEntry]>('JamiPeriod').implement({
  description: '대한: a ten-year period.',
  fields: (t) => ({
    ganji: t.string({ resolve: ([g]) => g }),
    palaceBranch: t.string({ resolve: ([, p]) => p.palace_branch }),
    ageRange: t.string({ description: "'N ~ M' (虛歲)", resolve: ([, p]) => p.age_range }),
    originalPalaceName: t.string({ resolve: ([, p]) => p.original_palace_name }),
    transformations: t.field({
      type: [TransformationObject],
      resolve: ([, p]) => Object.entries(p.daehan_sahwa).map(([type, s]) => ({ type, star: s.star, branch: s.palace, inField: s.is_jin })),
    }),
    innerPalaces: t.stringList({ resolve: ([, p]) => p.inner_palaces }),
    outerPalaces: t.stringList({ resolve: ([, p]) => p.outer_palaces }),
    secondaryOccurrencePalaces: t.stringList({ resolve: ([, p]) => p.secondary_occurrence_palaces }),
    problemPalaces: t.stringList({ resolve: ([, p]) => p.problem_palaces }),
    secondaryResultPalaces: t.stringList({ resolve: ([, p]) => p.secondary_result_palaces }),
    interpretation: t.field({ type: DaehanInterpretationObject, resolve: ([, p]) => p.대한_해석 }),
  }),
});

const FortuneObject = builder.objectRef<JamiReading>('JamiFortune').implement({
  description: 'Scores 0–100 from the stars, brightness and transformations of each area’s palaces.',
  fields: (t) => ({
    overall: t.int({ resolve: (r) => r.fortune().전체_운 }),
    wealth: t.int({ resolve: (r) => r.fortune().세부.재물운 }),
    career: t.int({ resolve: (r) => r.fortune().세부.직업운 }),
    love: t.int({ resolve: (r) => r.fortune().세부.감정운 }),
    health: t.int({ resolve: (r) => r.fortune().세부.건강운 }),
    relationships: t.int({ resolve: (r) => r.fortune().세부.대인운 }),
    study: t.int({ resolve: (r) => r.fortune().세부.학업운 }),
    summary: t.string({ resolve: (r) => r.fortune().종합_평가 }),
  }),
});

const PatternsObject = builder.objectRef<JamiReading>('JamiPatterns').implement({
  fields: (t) => ({
    main: t.stringList({ resolve: (r) => r.patterns().주요격국 }),
    specialName: t.string({ resolve: (r) => r.patterns().특수격국.명칭 }),
    specialDescription: t.string({ resolve: (r) => r.patterns().특수격국.설명 }),
    specialVerdict: t.string({ resolve: (r) => r.patterns().특수격국.길흉 }),
    auxiliary: t.stringList({ resolve: (r) => r.patterns().보조격국 }),
  }),
});

type Annual = ReturnType<JamiReading['annual']>;

const AnnualPalaceObject = builder.objectRef<Annual['유년십이궁'][number]>('JamiAnnualPalace').implement({
  fields: (t) => ({
    ganji: t.exposeString('ganji'),
    originalPalaceName: t.string({ resolve: (p) => p.original_palace_name }),
    annualPalaceName: t.string({ resolve: (p) => p.annual_palace_name }),
    branch: t.exposeString('branch'),
  }),
});

const AnnualObject = builder.objectRef<Annual>('JamiAnnual').implement({
  description: '유년: the view of one year.',
  fields: (t) => ({
    year: t.int({ resolve: (a) => a.year }),
    ganji: t.string({ resolve: (a) => a.ganji }),
    lifePalaceBranch: t.string({ resolve: (a) => a.명궁 }),
    palaces: t.field({ type: [AnnualPalaceObject], resolve: (a) => a.유년십이궁 }),
    doujun: t.string({ description: '두군 (斗君)', resolve: (a) => a.두군 }),
    kui: t.string({ resolve: (a) => a.유년천괴천월.유괴 }),
    yue: t.string({ resolve: (a) => a.유년천괴천월.유월 }),
    lucun: t.string({ resolve: (a) => a.유년녹존타라경양.유록존 }),
    tuoluo: t.string({ resolve: (a) => a.유년녹존타라경양.유타라 }),
    qingyang: t.string({ resolve: (a) => a.유년녹존타라경양.유경양 }),
    wenchang: t.string({ resolve: (a) => a.유년문창문곡.유창 }),
    wenqu: t.string({ resolve: (a) => a.유년문창문곡.유곡 }),
    tianma: t.string({ resolve: (a) => a.유년천마 }),
    transformations: t.field({
      type: [TransformationObject],
      resolve: (a) => Object.entries(a.유년사화).map(([type, s]) => ({ type, star: s.star, branch: s.palace })),
    }),
    secondaryOccurrencePalaces: t.stringList({ resolve: (a) => a.유년이차발생궁 }),
    problemPalaces: t.stringList({ resolve: (a) => a.유년문제궁위 }),
    wealthOpportunities: t.stringList({ resolve: (a) => a.유년_주요사항.재물_기회 }),
    emotionalChanges: t.stringList({ resolve: (a) => a.유년_주요사항.감정_변화 }),
    healthCautions: t.stringList({ resolve: (a) => a.유년_주요사항.건강_주의 }),
    careerChanges: t.stringList({ resolve: (a) => a.유년_주요사항.직업_전환 }),
  }),
});

const JamiChartObject = builder.objectRef<JamiReading>('JamiChart').implement({
  fields: (t) => ({
    name: t.string({ resolve: (r) => r.name }),
    calendarConversion: t.string({ resolve: (r) => r.chart.birthDate.conversion }),
    naeum: t.string({ description: '납음오행 of the year pillar.', resolve: (r) => r.chart.naeum().납음오행 }),
    bureau: t.int({ description: '국수 2–6 (水2 木3 金4 土5 火6); the first period starts at this age.', resolve: (r) => r.chart.palaces().국수 }),
    bureauName: t.string({ resolve: (r) => r.chart.palaces().오행국 }),
    lifePalaceBranch: t.string({ resolve: (r) => r.chart.palaces().명궁 }),
    bodyPalaceBranch: t.string({ resolve: (r) => r.chart.palaces().신궁 }),
    palaces: t.field({
      type: [PalaceObject],
      description: 'In order from 명궁.',
      resolve: (reading) => PALACE_NAMES.map((_, index) => ({ reading, index })),
    }),
    stars: t.field({ type: [StarObject], args: { kind: t.arg.string({ required: false, description: STAR_KINDS.join(', '), validate: { schema: z.enum(STAR_KINDS) } }) },
      resolve: (r, { kind }) => r.chart.stars().filter((s) => !kind || s.kind === kind) }),
    transformations: t.field({
      type: [TransformationObject],
      description: 'Birth-year 사화.',
      resolve: (r) => Object.entries(r.chart.facts().sahwa).map(([type, star]) => ({ type, star, branch: ko(r.chart.branchOf(star as never)) })),
    }),
    periods: t.field({ type: [PeriodObject], description: '대한, in age order.', resolve: (r) => Object.entries(r.daehan()) }),
    annual: t.field({
      type: AnnualObject,
      args: { targetYearGanji: t.arg.string({ required: true, validate: { schema: ganjiText } }) },
      resolve: (r, { targetYearGanji }) => r.annual(targetYearGanji),
    }),
    patterns: t.field({ type: PatternsObject, resolve: (r) => r }),
    fortune: t.field({ type: FortuneObject, resolve: (r) => r }),
    fireBellRelation: t.string({ description: '화성영성관계', resolve: (r) => r.fireBellRelation() }),
    voidRelation: t.string({ description: '지공지겁관계', resolve: (r) => r.voidRelation() }),
    specRecord: t.field({
      type: JsonScalar,
      description: 'The result object of the REST operation (interface-spec §2.4), with Korean keys.',
      args: { targetYearGanji: t.arg.string({ required: false, validate: { schema: ganjiText } }) },
      resolve: (r, { targetYearGanji }) => r.specRecord(targetYearGanji ?? null),
    }),
    // Each selection draws a picture: priced as svg in src/graphql/cost.ts.
    svg: langField(t, 'ko', 'The chart as a 4 × 4 palace grid in an SVG document (image/svg+xml), labels in lang.', (r, lang) => jamiSvg(r, lang)),
  }),
});

builder.queryFields((t) => ({
  jamiChart: t.field({
    type: JamiChartObject,
    description: 'A Zi Wei Dou Shu chart (POST /v1/jami/analysis).',
    args: { input: t.arg({ type: JamiInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const reading = jamiReading(input);
      return reading;
    },
  }),
  jamiSvg: pictureField(
    t, JamiInput, 'ko', 'Only the chart as an SVG document (POST /v1/jami/svg).', jamiReading, jamiSvg,
  ),
}));

export { InvalidTargetYearGanjiError };
