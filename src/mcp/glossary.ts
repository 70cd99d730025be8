/**
 * The glossary resource: the terms the answers use, Korean and English, written out from the cores'
 * own label and text tables (src/core/labels.ts, saju/tables.ts, saju/texts-en.ts, jami/tables.ts,
 * astro/aspects.ts, astro/houses.ts), so that it says what the answers say.
 */
import { ASPECT_TYPES } from '../core/astro/aspects.js';
import { HOUSE_SYSTEMS } from '../core/astro/houses.js';
import { SIGNS } from '../core/astro/zodiac.js';
import { STARS } from '../core/jami/tables.js';
import { PALACE_IDS } from '../core/jami/types.js';
import {
  ASPECT_NAMES, BODY_NAMES, BRIGHTNESS_LABELS, BUREAU_LABELS, ELEMENT_LABELS, HOUSE_SYSTEM_LABELS, MUTAGEN_LABELS,
  PALACE_LABELS, SHINSAL_LABELS, STAGE_LABELS, STAR_LABELS, TEN_GOD_LABELS, branchLabel, stemLabel,
} from '../core/labels.js';
import { BRANCHES, STEMS } from '../core/saju/ganzhi.js';
import { EVIL_STAR_LABELS, NOBLE_STAR_LABELS, tenGodText, type SajuNames } from '../core/saju/labels.js';
import { EVIL_STARS, EVIL_STAR_IDS, NOBLE_STARS, NOBLE_STAR_IDS, SHINSAL_NAMES, STAGE_ENERGY, STAGES, TEN_GODS } from '../core/saju/tables.js';
import { EVIL_STARS_EN, NOBLE_STARS_EN, STAGE_ENERGY_EN, TEN_GODS_EN } from '../core/saju/texts-en.js';

const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

const section = (title: string, intro: string, body: string) => `## ${title}\n\n${intro}\n\n${body}\n`;

/** A 귀인's or 흉살's ko, hanja and en columns. */
const starRow = (n: SajuNames) => [n.ko, n.hanja, n.en];

function saju(): string[] {
  const groupOf = (god: string) => TEN_GODS.findIndex((g) => (g.gods as readonly string[]).includes(god));
  // The id column is the value the answers write (ten_gods: 비견 …, 主 for the day stem).
  const tenGods = (Object.keys(TEN_GOD_LABELS) as (keyof typeof TEN_GOD_LABELS)[]).map((id) => {
    const group = groupOf(id);
    const n = TEN_GOD_LABELS[id];
    return [tenGodText(id), n.ko, n.en, group < 0 ? '—' : `${TEN_GODS[group].group} / ${TEN_GODS_EN[group].name}`];
  });
  return [
    section(
      'Stems and branches (천간, 지지)',
      'The answers write stems and branches in hanja; Korean reading and Pinyin beside them.',
      table(['hanja', 'ko', 'en'], [
        ...STEMS.map((s, i) => [s.hanja, stemLabel(i, 'ko'), stemLabel(i, 'en')]),
        ...BRANCHES.map((b, i) => [b.hanja, branchLabel(i, 'ko'), branchLabel(i, 'en')]),
      ]),
    ),
    section(
      'Five elements (오행)',
      'five_elements.strength is keyed by the Korean names.',
      table(['ko', 'hanja', 'en'], Object.values(ELEMENT_LABELS).map((e) => [e.ko, e.hanja, e.en])),
    ),
    section(
      'Ten gods (십신)',
      'Each stem and branch seen from the day stem (主, the day master); ten_gods values are these Korean names.',
      table(['id', 'ko', 'en', 'group'], tenGods),
    ),
    section(
      '12운성 (twelve life stages)',
      'The stage of a pillar’s branch for a stem (comprehensive_shinsal.twelve_stages, the luck timelines).',
      table(['ko', 'en', '뜻', 'meaning'], STAGES.map((s) => [STAGE_LABELS[s].ko, STAGE_LABELS[s].en, STAGE_ENERGY[s], STAGE_ENERGY_EN[s]])),
    ),
    section(
      '12신살 (twelve spirits)',
      'Read from the year branch (year_shinsal) and the day branch (day_shinsal) through their 三合 group.',
      table(['ko', 'en'], SHINSAL_NAMES.map((s) => [SHINSAL_LABELS[s].ko, SHINSAL_LABELS[s].en])),
    ),
    section(
      '귀인 and 흉살 (noble and adverse stars)',
      'comprehensive_shinsal.noble_stars and evil_stars are keyed by these Korean names.',
      table(['ko', 'hanja', 'en', '뜻', 'meaning'], [
        ...NOBLE_STAR_IDS.map((id) => [...starRow(NOBLE_STAR_LABELS[id]), NOBLE_STARS[id].meaning, NOBLE_STARS_EN[id].meaning]),
        ...EVIL_STAR_IDS.map((id) => [...starRow(EVIL_STAR_LABELS[id]), EVIL_STARS[id].meaning, EVIL_STARS_EN[id].meaning]),
      ]),
    ),
  ];
}

function jami(): string[] {
  return [
    section(
      'Jami palaces (십이궁)',
      'The twelve palaces counted from 명궁; the answers use the Korean names.',
      table(['ko', 'en'], PALACE_IDS.map((p) => [PALACE_LABELS[p].ko, PALACE_LABELS[p].en])),
    ),
    section(
      'Jami stars',
      'The stars the chart places; major = the 14 main stars (14정성).',
      table(['ko', 'en', 'kind'], STARS.map((s) => [STAR_LABELS[s.id].ko, STAR_LABELS[s.id].en, s.kind])),
    ),
    section(
      'Jami brightness, transformations and bureaus',
      '묘 … 함 grade a main star in its palace; 사화 are the four transformations of a stem; 국수 is the five-element bureau.',
      table(['ko', 'en'], [
        ...Object.values(BRIGHTNESS_LABELS).map((b) => [b.ko, b.en]),
        ...Object.values(MUTAGEN_LABELS).map((m) => [m.ko, m.en]),
        ...Object.values(BUREAU_LABELS).map((b) => [b.ko, b.en]),
      ]),
    ),
  ];
}

function western(): string[] {
  return [
    section(
      'Signs',
      'Tropical signs (sidereal when zodiac says so), 30° each from 0° Aries.',
      table(['en', 'ko'], SIGNS.map((s) => [s.en, s.ko])),
    ),
    section(
      'Bodies and points',
      'Keys of bodies, angles and points in the Western answers.',
      table(['id', 'en', 'ko', 'glyph'], Object.entries(BODY_NAMES).map(([id, n]) => [id, n.en, n.ko, n.glyph])),
    ),
    section(
      'Aspects',
      'aspect_type values; Parallel and Contra-Parallel compare declinations, the others longitudes.',
      table(['en', 'ko', 'glyph'], ASPECT_TYPES.map((a) => [a, ASPECT_NAMES[a].ko, ASPECT_NAMES[a].glyph])),
    ),
    section(
      'House systems',
      'house_system values (any letter case).',
      table(['value', 'en', 'ko'], HOUSE_SYSTEMS.map((h) => [h, HOUSE_SYSTEM_LABELS[h].en, HOUSE_SYSTEM_LABELS[h].ko])),
    ),
  ];
}

/** The glossary as one Markdown page. */
export function glossary(): string {
  return ['# Glossary: saju, jami and Western terms (Korean / English)\n', ...saju(), ...jami(), ...western()].join('\n');
}
