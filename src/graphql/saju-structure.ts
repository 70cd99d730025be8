/**
 * The natal structure (docs/saju.md §10): interactions, strength, 용신, 격국, 태원·명궁·신궁 and
 * texts; the SajuAnalysis field and the sajuStructure root field share one SajuStructure per reading
 * and method.
 */
import type { SajuReading } from '../core/saju/reading.js';
import { SajuStructure, type Pattern } from '../core/saju/structure.js';
import { interactionText, type Interaction, type Place } from '../core/saju/interactions.js';
import { usefulGodReason, type Strength, type UsefulGodMethod, type UsefulGods } from '../core/saju/strength.js';
import { RELATION_NAMES, type RelationKind } from '../core/saju/structure-tables.js';
import { SAJU_DEFAULTS } from '../core/saju/defaults.js';
import { builder } from './builder.js';
import { textField, textListField } from './labels.js';
import { BirthClockObject } from './birth-time.js';
import { PillarObject, SajuInput, StemObject, readingOf } from './saju.js';
import { FiveElementEnum, TenGodEnum } from './saju-enums.js';

// ── Natal structure (docs/saju.md §10) ───────────────────────────────────────────────────────

const RelationKindEnum = builder.enumType('SajuRelationKind', {
  description: 'The kind of a stem or branch relation (docs/saju.md §10.1).',
  values: {
    STEM_COMBINATION: { value: 'stemCombination', description: `${RELATION_NAMES.stemCombination.korean} (${RELATION_NAMES.stemCombination.hanja}): two stems combine, e.g. 甲己 → 토.` },
    STEM_CLASH: { value: 'stemClash', description: `${RELATION_NAMES.stemClash.korean} (${RELATION_NAMES.stemClash.hanja}): two stems of the same polarity clash, e.g. 甲庚.` },
    SIX_COMBINATION: { value: 'sixCombination', description: `${RELATION_NAMES.sixCombination.korean} (${RELATION_NAMES.sixCombination.hanja}): a pair of branches combines, e.g. 子丑 → 토.` },
    THREE_COMBINATION: { value: 'threeCombination', description: `${RELATION_NAMES.threeCombination.korean} (${RELATION_NAMES.threeCombination.hanja}): the three branches of an element’s 生·旺·墓, e.g. 申子辰 수.` },
    HALF_COMBINATION: { value: 'halfCombination', description: `${RELATION_NAMES.halfCombination.korean} (${RELATION_NAMES.halfCombination.hanja}): two branches of a 삼합, one of them its 旺地, e.g. 申子.` },
    DIRECTIONAL_COMBINATION: { value: 'directionalCombination', description: `${RELATION_NAMES.directionalCombination.korean} (${RELATION_NAMES.directionalCombination.hanja}): the three branches of a season, e.g. 寅卯辰 목.` },
    CLASH: { value: 'clash', description: `${RELATION_NAMES.clash.korean} (${RELATION_NAMES.clash.hanja}): opposite branches clash, e.g. 子午.` },
    PUNISHMENT: { value: 'punishment', description: `${RELATION_NAMES.punishment.korean} (${RELATION_NAMES.punishment.hanja}): a punishment, 삼형 (寅巳申, 丑戌未), part of one, or 子卯.` },
    SELF_PUNISHMENT: { value: 'selfPunishment', description: `${RELATION_NAMES.selfPunishment.korean} (${RELATION_NAMES.selfPunishment.hanja}): the same branch twice, 辰 午 酉 or 亥.` },
    DESTRUCTION: { value: 'destruction', description: `${RELATION_NAMES.destruction.korean} (${RELATION_NAMES.destruction.hanja}): a destruction pair, e.g. 子酉.` },
    HARM: { value: 'harm', description: `${RELATION_NAMES.harm.korean} (${RELATION_NAMES.harm.hanja}): a harm pair, e.g. 子未.` },
    RESENTMENT: { value: 'resentment', description: `${RELATION_NAMES.resentment.korean} (${RELATION_NAMES.resentment.hanja}): a resentment pair, e.g. 子未, 寅酉.` },
  } as const satisfies Record<string, { value: RelationKind; description: string }>,
});

const PlaceEnum = builder.enumType('SajuPlace', {
  description: 'Where a character of a relation stands: a natal pillar, the 대운 in force, or the luck entry being read.',
  values: {
    YEAR: { value: 'year', description: 'The year pillar (년주).' },
    MONTH: { value: 'month', description: 'The month pillar (월주).' },
    DAY: { value: 'day', description: 'The day pillar (일주).' },
    HOUR: { value: 'hour', description: 'The hour pillar (시주).' },
    DAEUN: { value: 'daeun', description: 'The 대운 in force at the start of a luck entry.' },
    LUCK: { value: 'luck', description: 'The luck entry itself (a 세운, 월운 or 일운 pillar).' },
  } as const satisfies Record<string, { value: Place; description: string }>,
});

const PartEnum = builder.enumType('SajuPillarPart', {
  description: 'Which half of the pillars a relation is between.',
  values: {
    STEM: { value: 'stem', description: 'Heavenly stems (천간).' },
    BRANCH: { value: 'branch', description: 'Earthly branches (지지).' },
  } as const,
});

export const UsefulGodMethodEnum = builder.enumType('SajuUsefulGodMethod', {
  description: 'How the 용신 is chosen (docs/saju.md §10.3).',
  values: {
    EOKBU: { value: 'eokbu', description: '억부 (抑扶, default): drain a strong day master, help a weak one.' },
    JOHU: { value: 'johu', description: '조후 (調候): 水 for a summer month (巳午未), 火 for a winter one (亥子丑); 억부 in spring and autumn.' },
  } as const satisfies Record<string, { value: UsefulGodMethod; description: string }>,
});

const PatternBasisEnum = builder.enumType('SajuPatternBasis', {
  description: 'How the 격국 was chosen from the month branch (docs/saju.md §10.4).',
  values: {
    ROKIN: { value: 'rokin', description: 'The month branch’s 정기 is the day master’s 비견 or 겁재: 건록격, 양인격 or 월겁격.' },
    REVEALED: { value: 'revealed', description: 'A hidden stem of the month branch shows (투출) among the year, month and hour stems.' },
    MAIN_QI: { value: 'mainQi', description: 'None shows: the month branch’s 정기 names the pattern.' },
  } as const satisfies Record<string, { value: Pattern['basis']; description: string }>,
});

export const InteractionObject = builder.objectRef<Interaction>('SajuInteraction').implement({
  description: 'A relation (合, 沖, 刑, 破, 害, 怨嗔) between stems or branches of the chart, its 대운 or a luck entry.',
  fields: (t) => ({
    kind: t.field({ type: RelationKindEnum, description: 'The kind of relation.', resolve: (x) => x.kind }),
    name: t.exposeString('name', { description: 'Korean name as reported, e.g. 천간합, 육충, 삼형(지세지형), 지세지형(부분).' }),
    part: t.field({ type: PartEnum, description: 'Between stems or between branches.', resolve: (x) => x.part }),
    characters: t.exposeString('characters', { description: 'The characters in the order of places, e.g. 甲己 or 申子辰.' }),
    places: t.field({
      type: [PlaceEnum],
      description: 'Where the characters stand (a three-branch relation lists every place holding one of them).',
      resolve: (x) => x.places,
    }),
    element: t.field({
      type: FiveElementEnum,
      nullable: true,
      description: 'The element a combination forms; null for clashes, punishments, 파, 해 and 원진.',
      resolve: (x) => x.element,
    }),
    transforms: t.boolean({
      nullable: true,
      description: '천간합 only: whether it transforms (合化; natal: adjacent, month branch of its element, no rival; luck: the month branch only). Null otherwise.',
      resolve: (x) => x.transforms,
    }),
    text: textField(t, 'One sentence naming the places, the characters, the relation and its element.', (x, lang) => interactionText(x, lang)),
  }),
});

const TenGodGroupPointsObject = builder.objectRef<Strength['groups']>('SajuTenGodGroupPoints').implement({
  description: 'Weighted points of each ten-god group (the strength weights; branches split by their 지장간 days).',
  fields: (t) => ({
    companion: t.float({ description: '비겁 (比劫): the day master’s own element.', resolve: (g) => g.비겁 }),
    output: t.float({ description: '식상 (食傷): the element the day master produces.', resolve: (g) => g.식상 }),
    wealth: t.float({ description: '재성 (財星): the element the day master controls.', resolve: (g) => g.재성 }),
    officer: t.float({ description: '관성 (官星): the element that controls the day master.', resolve: (g) => g.관성 }),
    resource: t.float({ description: '인성 (印星): the element that produces the day master.', resolve: (g) => g.인성 }),
  }),
});

const StrengthObject = builder.objectRef<Strength>('SajuStrength').implement({
  description: 'Strength of the day master (신강/신약, docs/saju.md §10.2).',
  fields: (t) => ({
    score: t.exposeFloat('score', { description: '0–100, one decimal: the weighted share of the characters supporting the day master (비겁 and 인성).' }),
    category: t.exposeString('category', { description: '극신강 (≥ 75), 신강 (≥ 55), 중화 (≥ 45), 신약 (≥ 25) or 극신약.' }),
    deukryeong: t.exposeBoolean('deukryeong', { description: '득령: the month branch supports the day master (half or more of its 지장간 days).' }),
    deukji: t.exposeBoolean('deukji', { description: '득지: the day branch supports the day master.' }),
    deukse: t.exposeBoolean('deukse', { description: '득세: the other stems and branches give half or more of their weight in support.' }),
    groups: t.field({ type: TenGodGroupPointsObject, description: 'Weighted points of each ten-god group.', resolve: (s) => s.groups }),
  }),
});

const UsefulGodsObject = builder.objectRef<UsefulGods>('SajuUsefulGods').implement({
  description: '용신 (useful element), 희신 (favourable) and 기신 (unfavourable), docs/saju.md §10.3.',
  fields: (t) => ({
    method: t.field({ type: UsefulGodMethodEnum, description: 'The method asked for.', resolve: (u) => u.method }),
    applied: t.field({ type: UsefulGodMethodEnum, description: 'The method applied: 조후 falls back to 억부 in spring and autumn months.', resolve: (u) => u.applied }),
    useful: t.expose('useful', { type: FiveElementEnum, description: '용신, an element.' }),
    usefulGroup: t.exposeString('usefulGroup', { description: 'The ten-god group of the 용신 for this day master: 비겁, 식상, 재성, 관성 or 인성.' }),
    favorable: t.expose('favorable', { type: FiveElementEnum, description: '희신: the element that produces the 용신.' }),
    unfavorable: t.expose('unfavorable', { type: FiveElementEnum, description: '기신: the element that controls the 용신.' }),
    reason: textField(t, 'Why, in a sentence.', (u, lang) => usefulGodReason(u, lang)),
  }),
});

const PatternObject = builder.objectRef<Pattern>('SajuPattern').implement({
  description: '격국 from the month branch (子平眞詮’s 月令 rule, docs/saju.md §10.4); special patterns are not detected.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'e.g. 정관격, 건록격, 양인격, 월겁격.' }),
    tenGod: t.expose('tenGod', { type: TenGodEnum, description: 'The ten god it is named after (BI_JIAN 비견 / JIE_CAI 겁재 for 건록격, 양인격, 월겁격).' }),
    stem: t.field({ type: StemObject, description: 'The 지장간 stem of the month branch that decides it.', resolve: (p) => p.stem }),
    basis: t.field({ type: PatternBasisEnum, description: 'How it was chosen.', resolve: (p) => p.basis }),
    revealedAt: t.field({
      type: [PlaceEnum],
      description: 'The stem positions (year, month, hour) where the deciding stem shows; empty unless basis is REVEALED.',
      resolve: (p) => p.revealedAt,
    }),
  }),
});

export const StructureObject = builder.objectRef<SajuStructure>('SajuStructure').implement({
  description: 'The natal structure (docs/saju.md §10): interactions, strength, 용신, 격국, 태원·명궁·신궁 and texts; each block computed on first use.',
  fields: (t) => ({
    interactions: t.field({
      type: [InteractionObject],
      description: 'Relations among the four pillars: stem pairs, then three-branch groups, then branch pairs.',
      resolve: (s) => s.interactions(),
    }),
    strength: t.field({ type: StrengthObject, description: 'Strength of the day master.', resolve: (s) => s.strength() }),
    usefulGods: t.field({ type: UsefulGodsObject, description: '용신, 희신 and 기신 by the method asked for.', resolve: (s) => s.usefulGods() }),
    pattern: t.field({ type: PatternObject, description: '격국.', resolve: (s) => s.pattern() }),
    taewon: t.field({ type: PillarObject, description: '태원 (胎元): the month stem one on, the month branch three on.', resolve: (s) => s.palaces().taewon }),
    myeonggung: t.field({
      type: PillarObject,
      nullable: true,
      description: '명궁 (命宮, 卯上安命): branch = 5 − month branch − hour branch (mod 12), stem by 五虎遁; null without a birth time.',
      resolve: (s) => s.palaces().myeonggung,
    }),
    singung: t.field({
      type: PillarObject,
      nullable: true,
      description: '신궁 (身宮, 酉上安身): branch = 11 − month branch − hour branch (mod 12), stem by 五虎遁; null without a birth time.',
      resolve: (s) => s.palaces().singung,
    }),
    texts: textListField(t, 'Sentences: strength, 격국, 용신, the palaces, then one per interaction.', (s, lang) => s.texts(lang)),
    birthClock: t.field({ type: BirthClockObject, description: 'The time actually used (zone, corrections, the clock of the day and hour).', resolve: (s) => { const r = STRUCTURE_READINGS.get(s)!; return { ...r.chart.clock(), zasi: r.chart.zasi }; } }),
  }),
});

/** One SajuStructure per reading and 용신 method, so every field of a request shares its blocks. */
const STRUCTURES = new WeakMap<SajuReading, Map<UsefulGodMethod, SajuStructure>>();
const STRUCTURE_READINGS = new WeakMap<SajuStructure, SajuReading>();
export function structureOf(r: SajuReading, method: UsefulGodMethod): SajuStructure {
  let byMethod = STRUCTURES.get(r);
  if (!byMethod) STRUCTURES.set(r, (byMethod = new Map<UsefulGodMethod, SajuStructure>()));
  let s = byMethod.get(method);
  if (!s) byMethod.set(method, (s = new SajuStructure(r.chart.pillars(), { usefulGodMethod: method })));
  STRUCTURE_READINGS.set(s, r);
  return s;
}
builder.queryFields((t) => ({
  sajuStructure: t.field({
    type: StructureObject,
    description: 'The natal structure alone: interactions, strength, 용신, 격국, 태원·명궁·신궁 and texts (POST /v1/saju/structure; docs/saju.md §10).',
    args: {
      input: t.arg({ type: SajuInput, required: true, description: 'The birth.' }),
      usefulGodMethod: t.arg({
        type: UsefulGodMethodEnum,
        required: false,
        defaultValue: SAJU_DEFAULTS.usefulGodMethod,
        description: 'How the 용신 is chosen; default EOKBU.',
      }),
    },
    resolve: (_root, { input, usefulGodMethod }) => structureOf(readingOf(input), usefulGodMethod ?? SAJU_DEFAULTS.usefulGodMethod),
  }),
}));
