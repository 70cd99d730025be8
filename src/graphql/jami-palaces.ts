/** Zi Wei Dou Shu (자미두수) stars and palaces as GraphQL types: where each star sits, its brightness and transformation. */
import type { StarBrightness, UnplacedPositions } from '../core/jami/chart.js';
import { palaceLabel, starLabel } from '../core/labels.js';
import { builder } from './builder.js';
import { JamiBrightnessEnum, JamiMutagenEnum, MUTAGEN_FIELD_TEXT, JamiPalaceIdEnum, JamiStarIdEnum } from './jami-enums.js';
import { EarthlyBranchEnum } from './saju-enums.js';
import type { BranchId } from '../core/saju/ganzhi.js';
import { langField } from './labels.js';
import type { NamedBranch, PalaceBranch, PalaceView, StarView, TransformationView } from './jami-views.js';
import { PALACE_LABELS } from '../core/jami/labels.js';
import { replacedBy } from './renames.js';

export const StarObject = builder.objectRef<StarView>('JamiStar').implement({
  description: 'A star: its palace branch, brightness (iztro 2.6.1 table) and birth-year transformation.',
  fields: (t) => ({
    id: t.field({ type: JamiStarIdEnum, description: 'The star’s id (iztro’s key), e.g. ZIWEI, TIANYUE_MOON.', resolve: (s) => s.id }),
    name: t.exposeString('name', { description: 'Korean name, e.g. 자미, 천월(天月).' }),
    label: langField(t, 'korean', 'The star by name (자미 / Zi Wei, English in Pinyin).', (s, lang) => starLabel(s.id, lang)),
    branch: t.expose('branch', { type: EarthlyBranchEnum, description: 'The branch it sits on (EarthlyBranch).' }),
    kind: t.exposeString('kind', { description: 'major, auxiliary or minor' }),
    brightness: t.expose('brightness', { type: JamiBrightnessEnum, nullable: true, description: 'Its brightness where it sits (묘 왕 득 이 평 불 함); null where the table has none.' }),
    transformation: t.expose('transformation', { type: JamiMutagenEnum, nullable: true, description: 'Its birth-year transformation (화록 화권 화과 화기), if any.' }),
  }),
});

export const PalaceObject = builder.objectRef<PalaceView>('JamiPalace').implement({
  description: 'A natal palace: its name, branch and stem-branch, and the stars in it.',
  fields: (t) => ({
    id: t.field({ type: JamiPalaceIdEnum, description: 'The palace’s id (iztro’s key), SOUL … PARENTS.', resolve: (p) => p.id }),
    name: t.exposeString('name', { description: '명궁, 형제궁, …' }),
    label: langField(t, 'korean', 'The palace by name (명궁 / Life).', (p, lang) => palaceLabel(p.id, lang)),
    branch: t.expose('branch', { type: EarthlyBranchEnum, description: 'Its branch.' }),
    ganji: t.exposeString('ganji', { description: 'Palace stem-branch (五虎遁), e.g. 병술.' }),
    isBodyPalace: t.exposeBoolean('isBodyPalace', { description: 'Whether 신궁 (the body palace) falls here.' }),
    stars: t.expose('stars', { type: [StarObject], description: 'The stars in this palace, in iztro’s order.' }),
  }),
});

export const TransformationObject = builder.objectRef<TransformationView>('JamiTransformation').implement({
  description: '사화: a transformation, the star it attaches to and that star’s branch.',
  fields: (t) => ({
    type: t.expose('type', { type: JamiMutagenEnum, description: MUTAGEN_FIELD_TEXT }),
    star: t.expose('star', { type: JamiStarIdEnum, description: 'The transformed star.' }),
    branch: t.expose('branch', { type: EarthlyBranchEnum, description: 'The transformed star’s branch.' }),
    inField: t.exposeBoolean('inField', {
      nullable: true,
      description: 'Periods only (is_jin): the star sits in the period palace’s 삼방사정.',
    }),
  }),
});

export const NamedBranchObject = builder.objectRef<NamedBranch>('JamiNamedBranch').implement({
  description: 'A stage of a twelve-god cycle and the branch it falls on.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The stage’s Korean name, e.g. 장생 or 박사.' }),
    branch: t.expose('branch', { type: EarthlyBranchEnum, description: 'The branch it falls on.' }),
  }),
});

export const PalaceBranchObject = builder.objectRef<PalaceBranch>('JamiPalaceBranch').implement({
  description: 'A palace counted from a period’s or scope’s 명궁 and the branch it falls on.',
  fields: (t) => ({
    palace: t.expose('palace', { type: JamiPalaceIdEnum, description: 'The palace, SOUL (명궁) … PARENTS (부모궁).' }),
    label: langField(t, 'korean', 'The palace by name (명궁 / Life).', (p, lang) => palaceLabel(p.palace, lang)),
    name: t.string({
      description: 'The palace’s Korean name, e.g. 명궁.',
      ...replacedBy('label(lang: KO)', ['label']),
      resolve: (p) => PALACE_LABELS[p.palace].ko,
    }),
    branch: t.expose('branch', { type: EarthlyBranchEnum, description: 'The branch it falls on.' }),
  }),
});

export const UnplacedObject = builder.objectRef<UnplacedPositions>('JamiUnplacedStars').implement({
  description: 'Positions the spec names that iztro’s default school does not place as stars.',
  fields: (t) => ({
    xunkong: t.expose('xunkong', { type: [EarthlyBranchEnum], description: '순공 (旬空): both void branches of the year’s 旬.' }),
    dahao: t.expose('dahao', { type: EarthlyBranchEnum, description: '대모 (大耗) by year branch.' }),
    hongyan: t.expose('hongyan', { type: EarthlyBranchEnum, description: '홍염 (紅艷) by year stem.' }),
    jiesha: t.expose('jiesha', { type: EarthlyBranchEnum, description: '겁살 (劫殺) by the year’s 三合.' }),
  }),
});

export const BranchStarsObject = builder.objectRef<{ branch: BranchId; stars: StarView[] }>('JamiBranchStars').implement({
  description: 'A branch and the stars on it.',
  fields: (t) => ({
    branch: t.expose('branch', { type: EarthlyBranchEnum, description: 'The branch.' }),
    stars: t.expose('stars', { type: [StarObject], description: 'Its stars in iztro’s order.' }),
  }),
});

export const StarBrightnessObject = builder.objectRef<StarBrightness>('JamiStarBrightness').implement({
  description: 'A star with a brightness where it sits.',
  fields: (t) => ({
    star: t.expose('star', { type: JamiStarIdEnum, description: 'The star.' }),
    branch: t.expose('branch', { type: EarthlyBranchEnum, description: 'The branch it sits on.' }),
    brightness: t.expose('brightness', { type: JamiBrightnessEnum, description: 'Its brightness there (묘 왕 득 이 평 불 함).' }),
  }),
});
