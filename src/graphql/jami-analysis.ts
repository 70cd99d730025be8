/**
 * The jami chart's readings as GraphQL types: the ten-year periods (대한), the annual view (유년),
 * the branch relations, the twelve-god cycles, the patterns (격국) and the fortune scores, their
 * texts in either language.
 */
import { builder } from './builder.js';
import { langField, textField, textListField } from './labels.js';
import { NamedBranchObject, PalaceBranchObject, TransformationObject } from './jami-palaces.js';
import { JamiPalaceIdEnum } from './jami-enums.js';
import { EarthlyBranchEnum } from './saju-enums.js';
import { palaceLabel } from '../core/labels.js';
import { PALACE_LABELS } from '../core/jami/labels.js';
import { replacedBy } from './renames.js';
import type { AnnualView, GroupView, PeriodTexts, PeriodView, RelationView, Views } from './jami-views.js';

const DaehanInterpretationObject = builder.objectRef<PeriodTexts>('JamiPeriodInterpretation').implement({
  description: '대한_해석: the texts of a ten-year period.',
  fields: (t) => ({
    mainFeatures: textField(t, '주요_특징: the period palace and its stars.', (p, lang) => p.of(lang).mainFeatures),
    favorable: textField(t, '길운_요인: where the period’s 화록, 화권 and 화과 enter, and its helpers.', (p, lang) => p.of(lang).favorable),
    cautions: textField(t, '주의사항: where its 화기 enters and what it clashes, and its malefics.', (p, lang) => p.of(lang).cautions),
    focus: textField(t, '중점_분야: the fields to work on and the one to keep safe.', (p, lang) => p.of(lang).focus),
  }),
});

export const PeriodObject = builder.objectRef<PeriodView>('JamiPeriod').implement({
  description: '대한: a ten-year period.',
  fields: (t) => ({
    ganji: t.exposeString('ganji', { description: 'The period palace’s stem-branch, e.g. 병술.' }),
    palaceBranch: t.expose('palaceBranch', { type: EarthlyBranchEnum, description: 'The period palace’s branch.' }),
    ageRange: t.exposeString('ageRange', { description: "'N ~ M' (虛歲)" }),
    ageFrom: t.exposeInt('ageFrom', { description: 'First age of the period (虛歲).' }),
    ageTo: t.exposeInt('ageTo', { description: 'Last age of the period (虛歲).' }),
    originalPalace: t.expose('originalPalace', { type: JamiPalaceIdEnum, description: 'The natal palace the period stands on.' }),
    originalPalaceLabel: langField(t, 'korean', 'The natal palace the period stands on, by name (명궁 / Life).', (p, lang) => palaceLabel(p.originalPalace, lang)),
    originalPalaceName: t.string({
      description: 'The natal palace the period stands on, in Korean.',
      ...replacedBy('originalPalaceLabel(lang: KO)', ['originalPalaceLabel']),
      resolve: (p) => PALACE_LABELS[p.originalPalace].ko,
    }),
    palaces: t.expose('palaces', {
      type: [PalaceBranchObject],
      description: 'The twelve palaces counted from the period palace as 명궁, with their branches.',
    }),
    transformations: t.expose('transformations', {
      type: [TransformationObject],
      description: '사화 of the period palace’s stem (록 권 과 기), with inField.',
    }),
    innerPalaces: t.expose('innerPalaces', { type: [EarthlyBranchEnum], description: '六內宮 (命財疾田官福) of the period, as branches.' }),
    outerPalaces: t.expose('outerPalaces', { type: [EarthlyBranchEnum], description: '六外宮 (兄夫子遷友父) of the period, as branches.' }),
    secondaryOccurrencePalaces: t.expose('secondaryOccurrencePalaces', { type: [EarthlyBranchEnum], description: 'Where the period’s 화록 and 화권 land.' }),
    problemPalaces: t.expose('problemPalaces', { type: [EarthlyBranchEnum], description: 'Where the period’s 화기 lands and the palace it clashes.' }),
    secondaryResultPalaces: t.expose('secondaryResultPalaces', { type: [EarthlyBranchEnum], description: 'The palaces opposite the occurrence palaces.' }),
    interpretation: t.expose('interpretation', { type: DaehanInterpretationObject, description: '대한_해석.' }),
  }),
});

export const FortuneObject = builder.objectRef<ReturnType<Views['fortune']>>('JamiFortune').implement({
  description: 'Scores 0–100 from the stars, brightness and transformations of each area’s palaces.',
  fields: (t) => ({
    overall: t.exposeInt('overall', { description: '전체_운.' }),
    wealth: t.exposeInt('wealth', { description: '재물운 (재백궁, 전택궁).' }),
    career: t.exposeInt('career', { description: '직업운 (관록궁, 천이궁).' }),
    love: t.exposeInt('love', { description: '감정운 (부처궁, 복덕궁).' }),
    health: t.exposeInt('health', { description: '건강운 (질액궁).' }),
    relationships: t.exposeInt('relationships', { description: '대인운 (노복궁, 형제궁).' }),
    study: t.exposeInt('study', { description: '학업운 (부모궁, 관록궁).' }),
    summary: textField(t, '종합_평가: the strongest and weakest areas in words.', (f, lang) => f.reading.fortune(lang).summary),
  }),
});

export const PatternsObject = builder.objectRef<ReturnType<Views['patterns']>>('JamiPatterns').implement({
  description: '격국: the classic patterns the chart forms.',
  fields: (t) => ({
    main: textListField(t, '주요격국: the classic patterns found.', (p, lang) => p.reading.patterns(lang).main),
    specialName: textField(t, '특수격국 name: the most significant pattern, or 평격(平格).', (p, lang) => p.reading.patterns(lang).special.name),
    specialDescription: textField(t, '특수격국 description, with the chart’s own stars.', (p, lang) => p.reading.patterns(lang).special.description),
    specialVerdict: t.exposeString('specialVerdict', { description: '특수격국 verdict: 길, 흉, 길흉 혼재 or 평 (the same values in either language).' }),
    auxiliary: textListField(t, '보조격국: the supplementary configurations found.', (p, lang) => p.reading.patterns(lang).auxiliary),
  }),
});

const BranchRelationObject = builder.objectRef<RelationView>('JamiBranchRelation').implement({
  description: 'A relation of branches (三刑 or 六冲) in this chart.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'E.g. 인사신 삼형, 자오 충.' }),
    branches: t.expose('branches', { type: [EarthlyBranchEnum], description: '궁위: its branches.' }),
    occurs: t.exposeBoolean('occurs', { description: '발생: every palace holds a main star (a 自刑: a main star with one of 六煞).' }),
    palaces: t.expose('palaces', { type: [JamiPalaceIdEnum], description: '관련궁: the natal palaces on its branches.' }),
  }),
});

const BranchGroupObject = builder.objectRef<GroupView>('JamiBranchGroup').implement({
  description: 'A harmony of branches (三合 or 六合).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'E.g. 신자진 수국, 자축 합토.' }),
    branches: t.expose('branches', { type: [EarthlyBranchEnum], description: 'Its branches.' }),
  }),
});

export const RelationsObject = builder.objectRef<ReturnType<Views['relations']>>('JamiRelations').implement({
  description: '형충관계: the traditional branch relations, with whether each clash or punishment occurs in the chart.',
  fields: (t) => ({
    punishments: t.expose('punishments', { type: [BranchRelationObject], description: '삼형 (and the 自刑).' }),
    clashes: t.expose('clashes', { type: [BranchRelationObject], description: '육충.' }),
    threeHarmonies: t.expose('threeHarmonies', { type: [BranchGroupObject], description: '삼합.' }),
    sixHarmonies: t.expose('sixHarmonies', { type: [BranchGroupObject], description: '육합.' }),
  }),
});

export const TwelveGodsObject = builder.objectRef<ReturnType<Views['twelveGods']>>('JamiTwelveGods').implement({
  description: 'The four twelve-god cycles: each stage with its branch, in cycle order.',
  fields: (t) => ({
    changsheng: t.expose('changsheng', { type: [NamedBranchObject], description: '장생십이신, from the bureau’s 長生 branch.' }),
    boshi: t.expose('boshi', { type: [NamedBranchObject], description: '박사십이신, from 祿存.' }),
    suiqian: t.expose('suiqian', { type: [NamedBranchObject], description: '세전십이신, from the year branch.' }),
    jiangqian: t.expose('jiangqian', { type: [NamedBranchObject], description: '장전십이신, from 將星.' }),
  }),
});

const AnnualPalaceObject = builder.objectRef<AnnualView['palaces'][number]>('JamiAnnualPalace').implement({
  description: 'A palace of the 유년 view.',
  fields: (t) => ({
    ganji: t.exposeString('ganji', { description: 'The natal palace’s stem-branch.' }),
    originalPalace: t.expose('originalPalace', { type: JamiPalaceIdEnum, description: 'The natal palace on this branch.' }),
    originalPalaceLabel: langField(t, 'korean', 'The natal palace on this branch, by name (명궁 / Life).', (p, lang) => palaceLabel(p.originalPalace, lang)),
    originalPalaceName: t.string({
      description: 'The natal palace on this branch, in Korean.',
      ...replacedBy('originalPalaceLabel(lang: KO)', ['originalPalaceLabel']),
      resolve: (p) => PALACE_LABELS[p.originalPalace].ko,
    }),
    annualPalace: t.expose('annualPalace', { type: JamiPalaceIdEnum, description: 'The palace it is in the target year.' }),
    annualPalaceLabel: langField(t, 'korean', 'The palace it is in the target year, by name (명궁 / Life).', (p, lang) => palaceLabel(p.annualPalace, lang)),
    annualPalaceName: t.string({
      description: 'The palace it is in the target year, in Korean.',
      ...replacedBy('annualPalaceLabel(lang: KO)', ['annualPalaceLabel']),
      resolve: (p) => PALACE_LABELS[p.annualPalace].ko,
    }),
    branch: t.expose('branch', { type: EarthlyBranchEnum, description: 'Its branch.' }),
  }),
});

const AnnualPeriodObject = builder.objectRef<NonNullable<AnnualView['period']>>('JamiAnnualPeriod').implement({
  description: 'The 대한 (or, before the first, the 童限 palace) holding the year’s 虛歲.',
  fields: (t) => ({
    ganji: t.exposeString('ganji', { description: 'The palace’s stem-branch.' }),
    lifePalaceBranch: t.expose('lifePalaceBranch', { type: EarthlyBranchEnum, description: 'The palace’s branch, the period’s 명궁.' }),
  }),
});

const MinorPeriodObject = builder.objectRef<NonNullable<AnnualView['minorPeriod']>>('JamiMinorPeriod').implement({
  description: '소한 (小限) of the year.',
  fields: (t) => ({
    lifePalaceBranch: t.expose('lifePalaceBranch', { type: EarthlyBranchEnum, description: 'The 小限 명궁’s branch.' }),
    age: t.exposeInt('age', { description: '허세 (虛歲) in the target year.' }),
  }),
});

export const AnnualObject = builder.objectRef<AnnualView>('JamiAnnual').implement({
  description: '유년: the view of one year.',
  fields: (t) => ({
    year: t.exposeInt('year', { description: 'The target year (the nearest year of that name to 2026).' }),
    ganji: t.exposeString('ganji', { description: 'The year’s stem-branch.' }),
    lifePalaceBranch: t.expose('lifePalaceBranch', { type: EarthlyBranchEnum, description: '流年命宮: the branch of the target year.' }),
    palaces: t.expose('palaces', { type: [AnnualPalaceObject], description: '유년십이궁, 寅 first.' }),
    doujun: t.expose('doujun', { type: EarthlyBranchEnum, description: '두군 (斗君)' }),
    kui: t.expose('kui', { type: EarthlyBranchEnum, description: '유괴 (流魁).' }),
    yue: t.expose('yue', { type: EarthlyBranchEnum, description: '유월 (流鉞).' }),
    lucun: t.expose('lucun', { type: EarthlyBranchEnum, description: '유록존 (流祿存).' }),
    tuoluo: t.expose('tuoluo', { type: EarthlyBranchEnum, description: '유타라 (流陀羅).' }),
    qingyang: t.expose('qingyang', { type: EarthlyBranchEnum, description: '유경양 (流擎羊).' }),
    wenchang: t.expose('wenchang', { type: EarthlyBranchEnum, description: '유창 (流昌).' }),
    wenqu: t.expose('wenqu', { type: EarthlyBranchEnum, description: '유곡 (流曲).' }),
    tianma: t.expose('tianma', { type: EarthlyBranchEnum, description: '유년천마 (流馬).' }),
    hongluan: t.expose('hongluan', { type: EarthlyBranchEnum, description: '유홍란 (流鸞).' }),
    tianxi: t.expose('tianxi', { type: EarthlyBranchEnum, description: '유천희 (流喜).' }),
    jieshen: t.expose('jieshen', { type: EarthlyBranchEnum, description: '유년해신 (流年解).' }),
    transformations: t.expose('transformations', { type: [TransformationObject], description: '유년사화: the year stem’s 사화 (록 권 과 기).' }),
    period: t.expose('period', { type: AnnualPeriodObject, nullable: true, description: 'The 대한 holding the year; null past the twelfth.' }),
    minorPeriod: t.expose('minorPeriod', { type: MinorPeriodObject, nullable: true, description: '소한; null before the birth year.' }),
    secondaryOccurrencePalaces: t.expose('secondaryOccurrencePalaces', { type: [EarthlyBranchEnum], description: '유년이차발생궁: where the year’s 화록 and 화권 land.' }),
    problemPalaces: t.expose('problemPalaces', { type: [EarthlyBranchEnum], description: '유년문제궁위: where the year’s 화기 lands and the palace it clashes.' }),
    wealthOpportunities: textListField(t, '재물_기회: the annual 재백궁.', (a, lang) => a.topics(lang).wealthOpportunities),
    emotionalChanges: textListField(t, '감정_변화: the annual 부처궁.', (a, lang) => a.topics(lang).emotionalChanges),
    healthCautions: textListField(t, '건강_주의: the annual 질액궁.', (a, lang) => a.topics(lang).healthCautions),
    careerChanges: textListField(t, '직업_전환: the annual 관록궁.', (a, lang) => a.topics(lang).careerChanges),
  }),
});
