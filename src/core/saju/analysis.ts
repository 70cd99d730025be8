/**
 * Saju analysis blocks (five elements, 12신살, 귀인 and 흉살, 12운성, 지장간, 납음, the overall assessment) from
 * already-computed pillars. Each function computes only its own block. Tables and texts: tables.ts.
 *
 * Star locations are position labels: 년간/월간/일간/시간 for a stem, 년지/월지/일지/시지 for a branch,
 * 년주/월주/일주/시주 for a whole pillar.
 */
import { BRANCHES, ELEMENTS, STEMS, cycleIndex, mod, pillarHanja, type Element, type FourPillars, type Pillar } from './ganzhi.js';
import {
  BAEKHO, CHANGSAENG, CHEONDEOK, ELEMENT_INFO, EVIL_STARS, EVIL_STAR_IDS, GOEGANG, GOSIN_GWASUK, GWIMUN, HIDDEN_STEMS,
  HONGYEOM, HYEONCHIM, NAEUM, NOBLES_BY_DAY_STEM, NOBLE_STARS, NOBLE_STAR_IDS, PALACES, SAMHAP, SHINSAL_NAMES, STAGES,
  STAGE_ENERGY, STEM_NATURES, TEN_GODS, WONJIN, isNobleStar, type EvilStarId, type HiddenType, type NobleStarId, type Shinsal,
  type Stage, type StarId,
} from './tables.js';
import { josa, particle } from '../korean.js';
import { stemLabel } from '../labels.js';
import { TEXT_LANG, type Lang } from '../lang.js';
import { ELEMENT_LABELS, TEN_GOD_LABELS, starNames } from './labels.js';
import { elementEn, elementKo } from './strength.js';
import {
  ELEMENT_INFO_EN, EVIL_STARS_EN, NAEUM_EN, NOBLE_STARS_EN, PALACES_EN, STAGE_ENERGY_EN, STEM_NATURES_EN, TEN_GODS_EN, listEn,
} from './texts-en.js';

export type PillarKey = keyof FourPillars;

const KEYS: readonly PillarKey[] = ['year', 'month', 'day', 'hour'];
const present = (p: FourPillars) => KEYS.flatMap((key) => (p[key] ? [{ key, pillar: p[key] }] : []));

// ── Five elements (decision 7, §7) ──────────────────────────────────────────────────────────────

export interface FiveElements {
  /** Percent of the total per element, one decimal. */
  strength: Record<Element, number>;
  dayElement: Element;
  totalScore: number;
}

/**
 * Each stem 1.0 for its element; each branch 1.0 split among its 지장간 by days; the month branch
 * counts double. Scored in 30ths of a point so the sums are exact.
 */
export function fiveElements(p: FourPillars): FiveElements {
  const score: Record<Element, number> = { wood: 0, fire: 0, earth: 0, metal: 0, water: 0 };
  for (const { key, pillar } of present(p)) {
    score[STEMS[pillar.stem].element] += 30;
    const weight = key === 'month' ? 2 : 1;
    for (const h of HIDDEN_STEMS[pillar.branch]) score[STEMS[h.stem].element] += h.days * weight;
  }
  const total = ELEMENTS.reduce((s, e) => s + score[e], 0);
  const percent = (e: Element) => Math.round((1000 * score[e]) / total) / 10;
  const strength = Object.fromEntries(ELEMENTS.map((e) => [e, percent(e)])) as Record<Element, number>;
  return { strength, dayElement: STEMS[p.day.stem].element, totalScore: total / 30 };
}

// ── 12운성 (§6.2) ─────────────────────────────────────────────────────────────────────────────

/** The branch where a stem reaches stage i (0 = 장생 … 11 = 양). */
const stageBranch = (stem: number, i: number) => mod(CHANGSAENG[stem] + (STEMS[stem].yang ? i : -i), 12);

/** The 12운성 stage of a stem on a branch. */
export function stageOf(stem: number, branch: number): Stage {
  const steps = branch - CHANGSAENG[stem];
  return STAGES[mod(STEMS[stem].yang ? steps : -steps, 12)];
}

export interface TwelveStage {
  pillar: PillarKey;
  /** The pillar's own stem and branch (indices of STEMS and BRANCHES). */
  stem: number;
  branch: number;
  /** The stage of the DAY stem on this pillar's branch (as the reference data has it). */
  stage: Stage;
  energy: string;
}

export function twelveStages(p: FourPillars): TwelveStage[] {
  return present(p).map(({ key, pillar }) => {
    const stage = stageOf(p.day.stem, pillar.branch);
    return { pillar: key, stem: pillar.stem, branch: pillar.branch, stage, energy: stageEnergy(stage) };
  });
}

/** What a stage's energy means, in Korean or English. */
export function stageEnergy(stage: Stage, lang: Lang = TEXT_LANG): string {
  return lang === 'en' ? STAGE_ENERGY_EN[stage] : STAGE_ENERGY[stage];
}

// ── 지장간 (§6.1) ─────────────────────────────────────────────────────────────────────────────

/** The 지장간 of each branch in the chart (indices), year → hour order; a branch appearing twice is listed once. */
export function hiddenStems(p: FourPillars): { branch: number; stems: { stem: number; type: HiddenType; days: number }[] }[] {
  return [...new Set(present(p).map(({ pillar }) => pillar.branch))].map((branch) => ({
    branch,
    stems: HIDDEN_STEMS[branch].map((h) => ({ stem: h.stem, type: h.type, days: h.days })),
  }));
}

// ── 12신살 (§6.3) ─────────────────────────────────────────────────────────────────────────────

const samhapOf = (branch: number) => SAMHAP.find((g) => g.branches.includes(branch))!;

/** The 12신살 of every branch 子…亥 (index 0 … 11) from a base branch (the year branch and the day branch). */
export function twelveShinsal(baseBranch: number): { branch: number; shinsal: Shinsal }[] {
  const { geopsal } = samhapOf(baseBranch);
  return BRANCHES.map((_, branch) => ({ branch, shinsal: SHINSAL_NAMES[mod(branch - geopsal, 12)] }));
}

// ── 귀인 and 흉살 (§6.4, §6.5) ─────────────────────────────────────────────────────────────────

type Part = 'stem' | 'branch' | 'pillar';
interface Hit {
  key: PillarKey;
  part: Part;
}
/** A star found: what it was looked up from, and where it sits. */
interface Found {
  reference: string;
  hits: Hit[];
}

const PART_SUFFIX: Record<Part, string> = { stem: '간', branch: '지', pillar: '주' };
const label = (h: Hit) => PALACES[h.key].name + PART_SUFFIX[h.part];
/** "month branch", "day pillar". */
const labelEn = (h: Hit) => `${PALACES_EN[h.key].name} ${h.part}`;
/** A star's location labels (월지, 일주 …) back as positions. */
const HIT_OF_LABEL = new Map(
  KEYS.flatMap((key) => (['stem', 'branch', 'pillar'] as const).map((part): [string, Hit] => [label({ key, part }), { key, part }])),
);
const hitsOf = (star: StarEntry) => star.location.map((l) => HIT_OF_LABEL.get(l)!);

const branchHits = (p: FourPillars, targets: readonly number[]): Hit[] =>
  present(p).filter(({ pillar }) => targets.includes(pillar.branch)).map(({ key }) => ({ key, part: 'branch' }));
const stemHits = (p: FourPillars, targets: readonly number[]): Hit[] =>
  present(p).filter(({ pillar }) => targets.includes(pillar.stem)).map(({ key }) => ({ key, part: 'stem' }));
const samePillar = (a: Pillar, b: Pillar) => a.stem === b.stem && a.branch === b.branch;

const dayStemRef = (p: FourPillars) => `일간 ${STEMS[p.day.stem].hanja}`;
const monthBranchRef = (p: FourPillars) => `월지 ${BRANCHES[p.month.branch].hanja}`;

/** A star found; its names are in labels.ts (NOBLE_STAR_LABELS, EVIL_STAR_LABELS). */
export interface StarEntry<Id extends StarId = StarId> {
  id: Id;
  reference: string;
  location: string[];
  meaning: string;
}
export type NobleStar = StarEntry<NobleStarId> & { impact: string };
export type EvilStar = StarEntry<EvilStarId> & { warning: string };

/**
 * "월지(부모형제·사회생활), 일지(배우자·자기 자신)"; in English "month branch (parents, siblings and
 * social life) and day branch (spouse and self)".
 */
const placesText = (hits: Hit[], lang: Lang = TEXT_LANG) =>
  lang === 'en'
    ? listEn(hits.map((h) => `${labelEn(h)} (${PALACES_EN[h.key].domain})`))
    : hits.map((h) => `${label(h)}(${PALACES[h.key].domain})`).join(', ');

/** What a 귀인 or 흉살 stands for. */
export function starMeaning({ id }: StarEntry, lang: Lang = TEXT_LANG): string {
  return isNobleStar(id) ? (lang === 'en' ? NOBLE_STARS_EN : NOBLE_STARS)[id].meaning : (lang === 'en' ? EVIL_STARS_EN : EVIL_STARS)[id].meaning;
}

/** What a 귀인 brings where it sits (the `impact` of nobleStars). */
export function nobleImpact(star: StarEntry<NobleStarId>, lang: Lang = TEXT_LANG): string {
  return lang === 'en'
    ? `In the ${placesText(hitsOf(star), 'en')}, ${NOBLE_STARS_EN[star.id].impact}.`
    : `${placesText(hitsOf(star))}에 자리해 ${NOBLE_STARS[star.id].impact}.`;
}

/** What to watch where a 흉살 sits (the `warning` of evilStars). */
export function evilWarning(star: StarEntry<EvilStarId>, lang: Lang = TEXT_LANG): string {
  return lang === 'en'
    ? `In the ${placesText(hitsOf(star), 'en')}, ${EVIL_STARS_EN[star.id].warning}.`
    : `${placesText(hitsOf(star))}에 있어 ${EVIL_STARS[star.id].warning}.`;
}

/** The stars with at least one hit, in the order of their ids. */
function entries<Id extends StarId, E>(ids: readonly Id[], finds: Record<Id, Found[]>, make: (id: Id, f: Found) => E): Partial<Record<Id, E[]>> {
  const out: Partial<Record<Id, E[]>> = {};
  for (const id of ids) {
    const list = finds[id].filter((f) => f.hits.length > 0).map((f) => make(id, f));
    if (list.length) out[id] = list;
  }
  return out;
}

/**
 * The 귀인 present in the chart, keyed by id in the order of NOBLE_STAR_IDS. Day-stem stars are
 * looked up from the day stem and found on any branch (일지 included); 천덕귀인 from the month branch
 * (a stem or a branch of the chart); 월덕귀인 from the month branch's 三合 group (a stem of the chart).
 */
export function nobleStars(p: FourPillars): Partial<Record<NobleStarId, NobleStar[]>> {
  const d = p.day.stem;
  const byDayStem = (targets: readonly number[]): Found[] => [{ reference: dayStemRef(p), hits: branchHits(p, targets) }];
  const cheondeok = CHEONDEOK[p.month.branch];
  const cheondeokHits = 'stem' in cheondeok ? stemHits(p, [cheondeok.stem]) : branchHits(p, [cheondeok.branch]);
  const finds: Record<NobleStarId, Found[]> = {
    tian_yi_gui_ren: byDayStem(NOBLES_BY_DAY_STEM.tian_yi_gui_ren[d]),
    tian_de_gui_ren: [{ reference: monthBranchRef(p), hits: cheondeokHits }],
    yue_de_gui_ren: [{ reference: monthBranchRef(p), hits: stemHits(p, [samhapOf(p.month.branch).woldeok]) }],
    wen_chang_gui_ren: byDayStem(NOBLES_BY_DAY_STEM.wen_chang_gui_ren[d]),
    xue_tang_gui_ren: byDayStem([stageBranch(d, STAGES.indexOf('chang_sheng'))]),
    jian_lu: byDayStem([stageBranch(d, STAGES.indexOf('lin_guan'))]),
    jin_yu_lu: byDayStem(NOBLES_BY_DAY_STEM.jin_yu_lu[d]),
    an_lu: byDayStem(NOBLES_BY_DAY_STEM.an_lu[d]),
    tai_ji_gui_ren: byDayStem(NOBLES_BY_DAY_STEM.tai_ji_gui_ren[d]),
  };
  return entries(NOBLE_STAR_IDS, finds, (id, f) => {
    const entry = { id, reference: f.reference, location: f.hits.map(label), meaning: '' };
    return { ...entry, meaning: starMeaning(entry), impact: nobleImpact(entry) };
  });
}

/** The two void branches (공망) of a day pillar's 旬: (b − s + 10) and (b − s + 11) mod 12. */
export function gongmang(day: Pillar): [number, number] {
  const first = day.branch - day.stem + 10;
  return [mod(first, 12), mod(first + 1, 12)];
}

/** Branch pairs (원진, 귀문관살) both present in the chart; one entry per pair. */
const pairFinds = (p: FourPillars, pairs: readonly number[][]): Found[] =>
  pairs.map(([a, b]) => {
    const hits = branchHits(p, [a, b]);
    const both = [a, b].every((x) => hits.some((h) => p[h.key]!.branch === x));
    return { reference: `지지 ${BRANCHES[a].hanja}·${BRANCHES[b].hanja}`, hits: both ? hits : [] };
  });

/**
 * The 흉살 present in the chart, keyed by id in the order of EVIL_STAR_IDS. 양인 (yang day stems
 * only), 홍염 from the day stem; 백호대살 on any pillar; 괴강 on the day pillar; 원진 and 귀문관살
 * between any two branches; 고신살/과숙살 from the year branch's 方合; 현침살 on any stem or branch;
 * 공망 on the year, month or hour branch.
 */
export function evilStars(p: FourPillars): Partial<Record<EvilStarId, EvilStar[]>> {
  const d = p.day.stem;
  const yearBranch = BRANCHES[p.year.branch].hanja;
  const banghap = GOSIN_GWASUK.find((g) => g.branches.includes(p.year.branch))!;
  const [v1, v2] = gongmang(p.day);
  const dayHanja = pillarHanja(p.day);
  const dayPillar: Hit = { key: 'day', part: 'pillar' };
  const xun = pillarHanja({ stem: 0, branch: mod(p.day.branch - p.day.stem, 12) });
  const finds: Record<EvilStarId, Found[]> = {
    yang_ren: [{ reference: dayStemRef(p), hits: STEMS[d].yang ? branchHits(p, [stageBranch(d, STAGES.indexOf('di_wang'))]) : [] }],
    bai_hu_da_sha: BAEKHO.map((g) => ({
      reference: `간지 ${pillarHanja(g)}`,
      hits: present(p).filter(({ pillar }) => samePillar(pillar, g)).map(({ key }) => ({ key, part: 'pillar' as const })),
    })),
    kui_gang: [{ reference: `일주 ${dayHanja}`, hits: GOEGANG.some((g) => samePillar(g, p.day)) ? [dayPillar] : [] }],
    yuan_chen: pairFinds(p, WONJIN),
    gui_men_guan_sha: pairFinds(p, GWIMUN),
    hong_yan: [{ reference: dayStemRef(p), hits: branchHits(p, [HONGYEOM[d]]) }],
    gu_chen: [{ reference: `년지 ${yearBranch}`, hits: branchHits(p, [banghap.gosin]) }],
    gua_su: [{ reference: `년지 ${yearBranch}`, hits: branchHits(p, [banghap.gwasuk]) }],
    xuan_zhen: [{
      reference: '원국의 甲·辛·申·卯·午',
      hits: [...stemHits(p, HYEONCHIM.stems), ...branchHits(p, HYEONCHIM.branches)].sort(
        (x, y) => KEYS.indexOf(x.key) - KEYS.indexOf(y.key), // pillar order
      ),
    }],
    kong_wang: [{
      reference: `일주 ${dayHanja} (${xun}旬, 공망 ${BRANCHES[v1].hanja}${BRANCHES[v2].hanja})`,
      hits: branchHits(p, [v1, v2]),
    }],
  };
  return entries(EVIL_STAR_IDS, finds, (id, f) => {
    const entry = { id, reference: f.reference, location: f.hits.map(label), meaning: '' };
    return { ...entry, meaning: starMeaning(entry), warning: evilWarning(entry) };
  });
}

// ── 납음 (§6.6) ─────────────────────────────────────────────────────────────────────────────

export interface NaeumElement {
  pillar: PillarKey;
  ganzi: string;
  /** The 납음 name (納音五行), e.g. 해중금. */
  element: string;
  meaning: string;
  character: string;
}

export function naeumElements(p: FourPillars): NaeumElement[] {
  return present(p).map(({ key, pillar }) => {
    const n = NAEUM[Math.floor(cycleIndex(pillar) / 2)];
    return { pillar: key, ganzi: pillarHanja(pillar), element: n.name, ...naeumTexts(n.name) };
  });
}

/** The `meaning` (hanja name, image, element) and `character` of a 납음 by its Korean name. */
export function naeumTexts(name: string, lang: Lang = TEXT_LANG): { meaning: string; character: string } {
  const i = NAEUM.findIndex((n) => n.name === name);
  const n = NAEUM[i];
  if (lang === 'en') {
    const e = ELEMENT_LABELS[n.element];
    return { meaning: `${n.hanja}: ${NAEUM_EN[i].image}, ${e.en} (${e.hanja}) energy`, character: NAEUM_EN[i].character };
  }
  return { meaning: `${n.hanja}: ${n.image}, ${elementKo(n.element)} 기운`, character: n.character };
}

// ── Overall assessment ──────────────────────────────────────────────────────────────────────────

export interface OverallAssessment {
  nobleCount: number;
  shinsalCount: number;
  mainFeatures: string[];
  cautions: string[];
  applications: string[];
}


const pct = (n: number) => `${n}%`;
/**
 * The service's thresholds (percent of the total): an element below LACKING is lacking, the strongest
 * at or above EXCESS is excessive; the day master is 신강 when 비겁 + 인성 reach STRONG, 신약 at or
 * below WEAK (their even share would be 40 %).
 */
const LACKING = 10;
const EXCESS = 35;
const STRONG = 50;
const WEAK = 30;

/**
 * nobleCount / shinsalCount count the star entries found (the 12신살 are not counted). The texts are built
 * from the day master, the element shares, the ten-god group of the strongest element and the stars
 * with their positions, in Korean (default) or English. Pass blocks already computed to avoid
 * computing them again.
 */
export function overallAssessment(
  p: FourPillars,
  elements: FiveElements = fiveElements(p),
  nobles: Partial<Record<NobleStarId, NobleStar[]>> = nobleStars(p),
  evils: Partial<Record<EvilStarId, EvilStar[]>> = evilStars(p),
  lang: Lang = TEXT_LANG,
): OverallAssessment {
  const s = elements.strength;
  const dayIndex = ELEMENTS.indexOf(STEMS[p.day.stem].element);
  const strongest = ELEMENTS.reduce((a, b) => (s[b] > s[a] ? b : a));
  const facts: AssessmentFacts = {
    p,
    s,
    strongest,
    weakest: ELEMENTS.reduce((a, b) => (s[b] < s[a] ? b : a)),
    lacking: [...ELEMENTS].filter((e) => s[e] < LACKING).sort((a, b) => s[a] - s[b]),
    support: Math.round(10 * (s[ELEMENTS[dayIndex]] + s[ELEMENTS[mod(dayIndex - 1, 5)]])) / 10,
    groupIndex: mod(ELEMENTS.indexOf(strongest) - dayIndex, 5),
    nobleList: Object.values<NobleStar[]>(nobles).flat(),
    evilList: Object.values<EvilStar[]>(evils).flat(),
  };
  const texts = lang === 'en' ? assessmentEn(facts) : assessmentKo(facts);
  return { nobleCount: facts.nobleList.length, shinsalCount: facts.evilList.length, ...texts };
}

/** What the assessment's sentences are built from. */
interface AssessmentFacts {
  p: FourPillars;
  s: Record<Element, number>;
  strongest: Element;
  weakest: Element;
  /** Elements below LACKING, weakest first. */
  lacking: Element[];
  /** Percent of 비겁 + 인성. */
  support: number;
  /** TEN_GODS index of the strongest element's group. */
  groupIndex: number;
  nobleList: NobleStar[];
  evilList: EvilStar[];
}
type AssessmentTexts = Pick<OverallAssessment, 'mainFeatures' | 'cautions' | 'applications'>;

/** An element's Korean name, as the texts write it (목). */
const ko = (e: Element) => ELEMENT_LABELS[e].ko;

function assessmentKo({ p, s, strongest, weakest, lacking, support, groupIndex, nobleList, evilList }: AssessmentFacts): AssessmentTexts {
  const day = STEMS[p.day.stem];
  const nature = STEM_NATURES[p.day.stem];
  const group = TEN_GODS[groupIndex];
  const groupName = `${group.group}(${group.gods.map((g) => TEN_GOD_LABELS[g].ko).join('·')})`;
  const at = (star: StarEntry) => `${starNames(star.id).ko}(${star.location.join('·')})`;

  const features = [
    `일간 ${day.hanja}(${day.korean}${ko(day.element)})${particle(ko(day.element), '은/는')} ${nature.image}에 비유되는 ` +
      `${day.yang ? '양' : '음'}의 ${ko(day.element)} 기운으로, ${josa(nature.trait, '이/가')} 돋보입니다.`,
    `일간을 돕는 비겁·인성 기운이 ${pct(support)}로 ${
      support >= STRONG ? '신강한 편이라 주체성과 추진력이 강합니다'
      : support <= WEAK ? '신약한 편이라 주변과 협력할 때 힘이 납니다'
      : '강약이 균형에 가까워 나설 때와 물러설 때를 조절하기 쉽습니다'
    }.`,
    `오행 중 ${josa(ko(strongest), '이/가')} ${pct(s[strongest])}로 가장 강하며, ` +
      `일간에게 ${groupName}에 해당해 ${group.trait}.`,
    lacking.length
      ? `${lacking.map((e) => `${ko(e)}(${pct(s[e])})`).join('·')} 기운이 약해 이 부분은 의식적으로 보완하는 것이 좋습니다.`
      : `다섯 오행이 모두 ${LACKING}% 이상으로 고르게 갖춰져 있고, 가장 약한 것은 ${ko(weakest)}(${pct(s[weakest])})입니다.`,
    nobleList.length
      ? `${nobleList.map(at).join(', ')} 등 귀인성 ${nobleList.length}개가 있으며, ` +
        `특히 ${josa(starNames(nobleList[0].id).ko, '이/가')} 든든한 힘이 됩니다.`
      : '원국에 뚜렷한 귀인성이 없어 스스로 쌓은 실력과 신용이 가장 큰 자산입니다.',
  ];

  const cautions = [
    ...evilList.map((e) => `${at(e)}: ${EVIL_STARS[e.id].warning}.`),
    ...(s[strongest] >= EXCESS
      ? [`${ko(strongest)} 기운이 ${pct(s[strongest])}로 치우쳐 있으니 ${ELEMENT_INFO[strongest].excess}에 빠지지 않도록 조절하세요.`]
      : []),
    ...lacking.map((e) => `${ko(e)} 기운이 부족하니 ${ELEMENT_INFO[e].organs} 건강을 꾸준히 살피세요.`),
  ];
  if (!cautions.length) cautions.push(`뚜렷한 흉살이나 오행의 치우침이 없으니, ${ko(strongest)}·${ko(weakest)} 기운의 지금 균형을 지키는 생활 습관이 중요합니다.`);

  const remedy = ELEMENT_INFO[weakest];
  const uses = [
    `${lacking.length ? '부족한' : '가장 약한'} ${elementKo(weakest)} 기운은 ${remedy.color} 계열의 색, ` +
      `${remedy.direction} 방향, ${josa(remedy.activity, '으로/로')} 보완하세요.`,
    `${groupName} 기운이 가장 강하니 ${group.use}.`,
    ...nobleList.map((n) => `${at(n)}: ${NOBLE_STARS[n.id].use}.`),
  ];

  return { mainFeatures: features, cautions, applications: uses };
}

/** The same sentences in English (texts-en.ts), one for one. */
function assessmentEn({ p, s, strongest, weakest, lacking, support, groupIndex, nobleList, evilList }: AssessmentFacts): AssessmentTexts {
  const day = STEMS[p.day.stem];
  const dayEn = ELEMENT_LABELS[day.element].en;
  const nature = STEM_NATURES_EN[p.day.stem];
  const group = TEN_GODS_EN[groupIndex];
  const groupName = `the ${group.name} group (${TEN_GODS[groupIndex].group}: ${group.gods})`;
  /** "Heavenly Noble (천을귀인) in the year branch and month branch". */
  const at = (star: StarEntry) => {
    const names = starNames(star.id);
    return `${names.en} (${names.ko}) in the ${listEn(hitsOf(star).map(labelEn))}`;
  };
  const one = lacking.length === 1;

  const features = [
    `The day master ${day.hanja} (${stemLabel(p.day.stem, 'en')} ${dayEn}) is ${day.yang ? 'yang' : 'yin'} ${dayEn}, ` +
      `likened to ${nature.image}; what stands out is ${nature.trait}.`,
    `The Peer and Resource energies (비겁·인성) that support the day master come to ${pct(support)}: ${
      support >= STRONG ? 'the day master is on the strong side (신강), with a strong sense of self and plenty of drive'
      : support <= WEAK ? 'the day master is on the weak side (신약) and draws strength from working with others'
      : 'strength and weakness are close to balanced, so it is easy to judge when to step forward and when to hold back'
    }.`,
    `Of the five elements, ${elementEn(strongest)} is the strongest at ${pct(s[strongest])}; ` +
      `for the day master it belongs to ${groupName}, so ${group.trait}.`,
    lacking.length
      ? `${listEn(lacking.map((e) => `${ELEMENT_LABELS[e].en} (${ELEMENT_LABELS[e].hanja}, ${pct(s[e])})`))} ${one ? 'is' : 'are'} weak, ` +
        `so it is worth making up for ${one ? 'it' : 'them'} consciously.`
      : `All five elements are present at ${LACKING}% or more and evenly spread; the weakest is ${elementEn(weakest)} at ${pct(s[weakest])}.`,
    nobleList.length
      ? `The chart holds ${nobleList.length} noble star${nobleList.length === 1 ? '' : 's'}: ${listEn(nobleList.map(at))}; ` +
        `the ${starNames(nobleList[0].id).en} (${starNames(nobleList[0].id).ko}) in particular is a dependable source of strength.`
      : 'The chart has no clear noble star, so the skill and trust you build yourself are your greatest assets.',
  ];

  const cautions = [
    ...evilList.map((e) => `${at(e)}: ${EVIL_STARS_EN[e.id].warning}.`),
    ...(s[strongest] >= EXCESS
      ? [`${elementEn(strongest)} dominates at ${pct(s[strongest])}, so keep it in check and do not slip into ${ELEMENT_INFO_EN[strongest].excess}.`]
      : []),
    ...lacking.map((e) => `${elementEn(e)} is lacking, so keep a steady eye on the health of your ${ELEMENT_INFO_EN[e].organs}.`),
  ];
  if (!cautions.length) {
    cautions.push(
      `There are no marked inauspicious stars and no lopsided elements, so habits that keep the present balance of ` +
        `${elementEn(strongest)} and ${elementEn(weakest)} matter most.`,
    );
  }

  const remedy = ELEMENT_INFO_EN[weakest];
  const uses = [
    `Make up for the ${lacking.length ? 'lacking' : 'weakest'} element, ${elementEn(weakest)}, with ${remedy.color} tones, ` +
      `by ${remedy.direction}, and through ${remedy.activity}.`,
    `The energy of ${groupName} is the strongest, so ${group.use}.`,
    ...nobleList.map((n) => `${at(n)}: ${NOBLE_STARS_EN[n.id].use}.`),
  ];

  return { mainFeatures: features, cautions, applications: uses };
}
