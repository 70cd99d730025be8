/**
 * The jami label tables (src/core/jami/labels.ts) name every id of their set once, and the Korean names
 * tell the ids apart (the REST records are keyed by them); the GraphQL enums are the ids in upper case.
 */
import { describe, expect, it } from 'vitest';
import { BRIGHTNESS_LABELS, MUTAGEN_LABELS, PALACE_LABELS, STAR_LABELS } from '../../src/core/jami/labels.js';
import { BRIGHTNESS_LEVELS, MUTAGENS, PALACE_IDS } from '../../src/core/jami/names.js';
import { STAR_IDS } from '../../src/core/jami/tables.js';
import { schema } from '../../src/graphql/schema.js';
import type { GraphQLEnumType } from 'graphql';

const SETS = [
  ['JamiStarId', STAR_IDS, STAR_LABELS],
  ['JamiPalaceId', PALACE_IDS, PALACE_LABELS],
  ['JamiBrightness', BRIGHTNESS_LEVELS, BRIGHTNESS_LABELS],
  ['JamiMutagen', MUTAGENS, MUTAGEN_LABELS],
] as const;

describe('jami label tables', () => {
  it.each(SETS)('%s: every id once, one-to-one with its Korean and English names', (_, ids, labels) => {
    expect(Object.keys(labels)).toEqual([...ids]);
    for (const lang of ['ko', 'hanja', 'en'] as const) {
      const names = ids.map((id) => (labels as Record<string, Record<typeof lang, string>>)[id][lang]);
      expect(names.every((n) => n.length > 0), lang).toBe(true);
      if (lang !== 'hanja') expect(new Set(names).size, lang).toBe(ids.length);
    }
  });

  it('the ids are lower snake case', () => {
    for (const [, ids] of SETS) for (const id of ids) expect(id).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it.each(SETS)('GraphQL %s: values are the ids in upper case, each described', (name, ids) => {
    const type = schema.getType(name) as GraphQLEnumType;
    // The printed schema sorts the values; compare them as sets.
    expect(type.getValues().map((v) => v.name).sort()).toEqual(ids.map((id) => id.toUpperCase()).sort());
    for (const v of type.getValues()) expect(v.value).toBe(v.name.toLowerCase());
    for (const v of type.getValues()) expect(v.description).toBeTruthy();
  });
});
