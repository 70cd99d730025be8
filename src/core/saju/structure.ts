/**
 * The natal structure of a saju (docs/saju.md §10): the interactions among the four pillars
 * (interactions.ts), the strength of the day master and 용신·희신·기신 (strength.ts), 격국, and
 * 태원·명궁·신궁, with Korean texts for the chart. Every block is computed on first use. Tables:
 * structure-tables.ts.
 */
import { josa } from '../korean.js';
import { lazy } from '../lazy.js';
import { BRANCHES, STEMS, mod, pillarHanja, type FourPillars, type Pillar } from './ganzhi.js';
import { HIDDEN_STEMS } from './tables.js';
import { tenGod, type TenGod } from './ten-gods.js';
import { branchLabel, stemLabel } from '../labels.js';
import { TEXT_LANG, type Lang } from '../lang.js';
import { ELEMENT_LABELS, TEN_GOD_LABELS } from './labels.js';
import { PALACES_EN, PATTERN_EN, STRENGTH_CATEGORY_EN, SUPPORT_EN, listEn } from './texts-en.js';
import { interactionText, natalInteractions, placeLabel } from './interactions.js';
import { type UsefulGodMethod, elementEn, elementKo, strength, usefulGodReason, usefulGods } from './strength.js';

// ── 격국 (§10.4) ─────────────────────────────────────────────────────────────────────────────────

export interface Pattern {
  /** e.g. 정관격, 건록격, 양인격, 월겁격. */
  name: string;
  /** The ten god the pattern is named after (bi_jian 비견 / jie_cai 겁재 for 건록격·양인격·월겁격). */
  tenGod: TenGod;
  /** The 지장간 stem of the month branch that decides it. */
  stem: number;
  /** How it was chosen: the 정기 as such (건록·양인), a 투출 stem, or the 정기 without 투출. */
  basis: 'rokin' | 'revealed' | 'mainQi';
  /** The stem positions where it shows (투출), empty for the others. */
  revealedAt: ('year' | 'month' | 'hour')[];
}

export const GOD_PATTERN: Record<TenGod, string> = {
  bi_jian: '건록격', jie_cai: '양인격', shi_shen: '식신격', shang_guan: '상관격', pian_cai: '편재격',
  zheng_cai: '정재격', pian_guan: '편관격', zheng_guan: '정관격', pian_yin: '편인격', zheng_yin: '정인격',
};

/**
 * 격국 from the month branch (子平眞詮's 月令 rule): a month branch whose 정기 is 비견 gives 건록격, 겁재
 * gives 양인격 (yang day stem) or 월겁격 (yin); otherwise the first of the branch's 지장간, in the order
 * 정기 → 중기 → 여기, that shows among the year, month and hour stems (투출) and is not 비겁 names the
 * pattern; with none showing, the 정기 does.
 */
export function pattern(p: FourPillars): Pattern {
  const d = p.day.stem;
  const hidden = HIDDEN_STEMS[p.month.branch];
  const main = hidden[hidden.length - 1].stem;
  const mainGod = tenGod(d, main);
  if (mainGod === 'bi_jian' || mainGod === 'jie_cai') {
    const name = mainGod === 'bi_jian' ? '건록격' : STEMS[d].yang ? '양인격' : '월겁격';
    return { name, tenGod: mainGod, stem: main, basis: 'rokin', revealedAt: [] };
  }
  const stems: { place: 'year' | 'month' | 'hour'; stem: number }[] = [
    { place: 'year', stem: p.year.stem },
    { place: 'month', stem: p.month.stem },
    ...(p.hour ? [{ place: 'hour' as const, stem: p.hour.stem }] : []),
  ];
  for (const h of [...hidden].reverse()) {
    const god = tenGod(d, h.stem);
    if (god === 'bi_jian' || god === 'jie_cai') continue;
    const at = stems.filter((s) => s.stem === h.stem).map((s) => s.place);
    if (at.length) return { name: GOD_PATTERN[god], tenGod: god, stem: h.stem, basis: 'revealed', revealedAt: at };
  }
  return { name: GOD_PATTERN[mainGod], tenGod: mainGod, stem: main, basis: 'mainQi', revealedAt: [] };
}

// ── 태원, 명궁, 신궁 (§10.5) ─────────────────────────────────────────────────────────────────────

/** 五虎遁: the stem of the 寅 branch in a year of this stem. */
const TIGER_STEM = [2, 4, 6, 8, 0];
const tigerStem = (yearStem: number, branch: number) => (TIGER_STEM[yearStem % 5] + mod(branch - 2, 12)) % 10;

/** 태원 (胎元): the month stem one on, the month branch three on (月干進一, 月支進三). */
export function taewon(p: FourPillars): Pillar {
  return { stem: (p.month.stem + 1) % 10, branch: (p.month.branch + 3) % 12 };
}

/**
 * 명궁 (命宮): 子 takes the first (寅) month and the months run backward to the birth month; the birth
 * hour is set on that branch and the hours run forward to 卯 (卯上安命). Branch = 5 − month branch − hour
 * branch (mod 12, 子 = 0); stem by 五虎遁 from the year stem. Null without a birth time.
 */
export function myeonggung(p: FourPillars): Pillar | null {
  if (!p.hour) return null;
  const branch = mod(5 - p.month.branch - p.hour.branch, 12);
  return { stem: tigerStem(p.year.stem, branch), branch };
}

/** 신궁 (身宮): the same count run on to 酉 instead of 卯 (酉上安身): branch = 11 − month − hour (mod 12). */
export function singung(p: FourPillars): Pillar | null {
  if (!p.hour) return null;
  const branch = mod(11 - p.month.branch - p.hour.branch, 12);
  return { stem: tigerStem(p.year.stem, branch), branch };
}
// ── The structure of a chart ─────────────────────────────────────────────────────────────────────

export interface Palaces {
  taewon: Pillar;
  myeonggung: Pillar | null;
  singung: Pillar | null;
}

export interface StructureOptions {
  /** 용신 method; default 억부. */
  usefulGodMethod?: UsefulGodMethod;
}

/** The natal structure of four pillars; each block is computed when first asked for. */
export class SajuStructure {
  constructor(
    readonly pillars: FourPillars,
    readonly options: StructureOptions = {},
  ) {}

  readonly interactions = lazy(() => natalInteractions(this.pillars));
  readonly strength = lazy(() => strength(this.pillars));
  readonly usefulGods = lazy(() => usefulGods(this.pillars, this.options.usefulGodMethod, this.strength()));
  readonly pattern = lazy(() => pattern(this.pillars));
  readonly palaces = lazy((): Palaces => ({
    taewon: taewon(this.pillars),
    myeonggung: myeonggung(this.pillars),
    singung: singung(this.pillars),
  }));

  private readonly textsByLang = { ko: lazy(() => this.write('ko')), en: lazy(() => this.write('en')) };

  /** Sentences about this chart: strength, 격국, 용신, the palaces, then each interaction; Korean by default. */
  readonly texts = (lang: Lang = TEXT_LANG): string[] => this.textsByLang[lang]();

  private write(lang: Lang): string[] {
    const s = this.strength();
    const xs = this.interactions();
    const supports = (['득령', '득지', '득세'] as const).map((name, i) => ({ name, got: [s.deukryeong, s.deukji, s.deukse][i] }));
    const got = supports.filter((x) => x.got).map((x) => x.name);
    const missed = supports.filter((x) => !x.got).map((x) => x.name);
    const texts = lang === 'en' ? this.headEn(got, missed) : this.headKo(got, missed);
    if (!xs.length) {
      texts.push(lang === 'en'
        ? 'There are no combinations, clashes, punishments, destructions, harms or resentments among the four pillars, so the structure is fairly simple.'
        : '네 기둥 사이에 합·충·형·파·해·원진이 없어 구조가 비교적 단순합니다.');
    }
    for (const x of xs) texts.push(interactionText(x, lang));
    return texts;
  }

  private headKo(got: string[], missed: string[]): string[] {
    const p = this.pillars;
    const day = STEMS[p.day.stem];
    const s = this.strength();
    const u = this.usefulGods();
    const pt = this.pattern();
    const pal = this.palaces();
    const gains =
      (got.length ? `${got.join('·')}하였${missed.length ? '고' : '으며'}` : '') +
      (got.length && missed.length ? ' ' : '') +
      (missed.length ? `${missed.join('·')}하지 못하여` : '');
    const month = BRANCHES[p.month.branch];
    const patternStem = `${STEMS[pt.stem].korean}(${STEMS[pt.stem].hanja}, ${TEN_GOD_LABELS[pt.tenGod].ko})`;
    return [
      `일간 ${josa(`${day.korean}${ELEMENT_LABELS[day.element].ko}(${day.hanja}${ELEMENT_LABELS[day.element].hanja})`, '은/는')} ` +
        `${month.korean}(${month.hanja})월에 태어나 ${gains} 강약 점수 ${s.score}점으로 ${s.category}입니다.`,
      `월지 ${month.korean}(${month.hanja})의 ` +
        (pt.basis === 'revealed'
          ? `${josa(patternStem, '이/가')} ${pt.revealedAt.map((pl) => placeLabel(pl, 'stem')).join('·')}에 투출하여`
          : pt.basis === 'rokin' ? `정기 ${josa(patternStem, '이/가')} 일간과 같은 오행이어서` : `정기 ${josa(patternStem, '을/를')} 기준으로`) +
        ` ${pt.name}입니다.`,
      `용신 ${elementKo(u.useful)}, 희신 ${elementKo(u.favorable)}, 기신 ${elementKo(u.unfavorable)}. ${u.reason}`,
      `태원 ${pillarHanja(pal.taewon)}` +
        (pal.myeonggung && pal.singung ? `, 명궁 ${pillarHanja(pal.myeonggung)}, 신궁 ${pillarHanja(pal.singung)}입니다.` : '입니다 (출생 시각이 없어 명궁·신궁은 정하지 않습니다).'),
    ];
  }

  /** The same four sentences in English (texts-en.ts). */
  private headEn(got: string[], missed: string[]): string[] {
    const p = this.pillars;
    const day = STEMS[p.day.stem];
    const s = this.strength();
    const u = this.usefulGods();
    const pt = this.pattern();
    const pal = this.palaces();
    const support = (names: string[]) => listEn(names.map((n) => `${SUPPORT_EN[n as keyof typeof SUPPORT_EN]} (${n})`));
    const gains =
      (got.length ? `gains ${support(got)}` : '') + (got.length && missed.length ? ' but ' : '') + (missed.length ? `lacks ${support(missed)}` : '');
    const month = `${branchLabel(p.month.branch, 'en')} (${BRANCHES[p.month.branch].hanja})`;
    const patternStem = `${stemLabel(pt.stem, 'en')} (${STEMS[pt.stem].hanja}, ${TEN_GOD_LABELS[pt.tenGod].en})`;
    const patternName = `the ${PATTERN_EN[pt.name]} (${pt.name})`;
    return [
      `The day master ${stemLabel(p.day.stem, 'en')} ${ELEMENT_LABELS[day.element].en} (${day.hanja}${ELEMENT_LABELS[day.element].hanja}), ` +
        `born in a ${month} month, ${gains}; with a strength score of ${s.score} it is ${STRENGTH_CATEGORY_EN[s.category]} (${s.category}).`,
      pt.basis === 'revealed'
        ? `${patternStem}, hidden in the month branch ${month}, shows (투출) in the ` +
          `${listEn(pt.revealedAt.map((pl) => `${PALACES_EN[pl].name} stem`))}, so the chart follows ${patternName}.`
        : pt.basis === 'rokin'
          ? `The main energy (정기) of the month branch ${month}, ${patternStem}, shares the day master’s element, so the chart follows ${patternName}.`
          : `Taking the main energy (정기) of the month branch ${month}, ${patternStem}, as its basis, the chart follows ${patternName}.`,
      `Useful element (용신): ${elementEn(u.useful)}; favourable element (희신): ${elementEn(u.favorable)}; ` +
        `unfavourable element (기신): ${elementEn(u.unfavorable)}. ${usefulGodReason(u, 'en')}`,
      `Conception pillar (태원): ${pillarHanja(pal.taewon)}` +
        (pal.myeonggung && pal.singung
          ? `; Life palace (명궁): ${pillarHanja(pal.myeonggung)}; Body palace (신궁): ${pillarHanja(pal.singung)}.`
          : '. Without a birth time, the Life palace (명궁) and Body palace (신궁) are not set.'),
    ];
  }
}
