/**
 * The 귀인 and 흉살 label tables (src/core/saju/labels.ts) name every id of their set once, and the
 * Korean names tell the ids apart across both sets (the REST records noble_stars and evil_stars are
 * keyed by them); the GraphQL enums are the ids in upper case.
 */
import { describe, expect, it } from 'vitest';
import { EVIL_STAR_LABELS, NOBLE_STAR_LABELS, starNames } from '../../src/core/saju/labels.js';
import { EVIL_STARS, EVIL_STAR_IDS, NOBLE_STARS, NOBLE_STAR_IDS, isNobleStar } from '../../src/core/saju/tables.js';
import { EVIL_STARS_EN, NOBLE_STARS_EN } from '../../src/core/saju/texts-en.js';
import { labelSetTests } from '../helpers/label-sets.js';

const SETS = [
  ['SajuNobleStar', NOBLE_STAR_IDS, NOBLE_STAR_LABELS],
  ['SajuEvilStar', EVIL_STAR_IDS, EVIL_STAR_LABELS],
] as const;

describe('saju star label tables', () => {
  labelSetTests(SETS);

  it('the two sets share no id and no Korean name; starNames finds each in its own table', () => {
    const ids = [...NOBLE_STAR_IDS, ...EVIL_STAR_IDS];
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids.map((id) => starNames(id).ko)).size).toBe(ids.length);
    for (const id of NOBLE_STAR_IDS) expect([isNobleStar(id), starNames(id)]).toEqual([true, NOBLE_STAR_LABELS[id]]);
    for (const id of EVIL_STAR_IDS) expect([isNobleStar(id), starNames(id)]).toEqual([false, EVIL_STAR_LABELS[id]]);
  });

  it('the texts tables have the same ids in the same order', () => {
    for (const table of [NOBLE_STARS, NOBLE_STARS_EN]) expect(Object.keys(table)).toEqual([...NOBLE_STAR_IDS]);
    for (const table of [EVIL_STARS, EVIL_STARS_EN]) expect(Object.keys(table)).toEqual([...EVIL_STAR_IDS]);
  });
});
