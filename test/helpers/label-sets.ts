/**
 * The checks every closed set's label table gets (src/core/<domain>/labels.ts): the table names every id
 * once, in the ids' order, with non-empty Korean, hanja and English names that tell the ids apart,
 * the ids are lower snake case, and the GraphQL enum's values are the ids in upper case, described.
 */
import type { GraphQLEnumType } from 'graphql';
import { expect, it } from 'vitest';
import { schema } from '../../src/graphql/schema.js';

/** [GraphQL enum name, ids, label table]. */
export type LabelSet = readonly [string, readonly string[], object];
type Lang = 'ko' | 'hanja' | 'en';

/** The tests of these sets (inside a describe). */
export function labelSetTests(sets: readonly LabelSet[]) {
  it.each(sets)('%s: every id once, one-to-one with its names', (_, ids, labels) => {
    expect(Object.keys(labels)).toEqual([...ids]);
    for (const lang of ['ko', 'hanja', 'en'] as const) {
      const names = ids.map((id) => (labels as Record<string, Record<Lang, string>>)[id][lang]);
      expect(names.every((n) => n.length > 0), lang).toBe(true);
      expect(new Set(names).size, lang).toBe(ids.length);
    }
  });

  it('the ids are lower snake case', () => {
    for (const [, ids] of sets) for (const id of ids) expect(id).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it.each(sets)('GraphQL %s: values are the ids in upper case, each described', (name, ids) => {
    const type = schema.getType(name) as GraphQLEnumType;
    // The printed schema sorts the values; compare them as sets.
    expect(type.getValues().map((v) => v.name).sort()).toEqual(ids.map((id) => id.toUpperCase()).sort());
    for (const v of type.getValues()) expect(v.value).toBe(v.name.toLowerCase());
    for (const v of type.getValues()) expect(v.description).toBeTruthy();
  });
}
