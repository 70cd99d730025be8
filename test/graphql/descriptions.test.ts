/**
 * The schema is described: at least 95 % of the named types, of the fields (object, interface and
 * input), of the arguments and of the enum values carry a description, so GraphiQL's Docs pane and
 * the SDL explain units, ranges, defaults and null cases. Built-in scalars and introspection types
 * are not counted.
 */
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/schema.js';

const THRESHOLD = 0.95;
const SHOWN = 40;

interface Tally {
  described: number;
  missing: string[];
}

const described = (description: string | null | undefined) => typeof description === 'string' && description.trim() !== '';

function tallies() {
  const result = { types: [] as [string, boolean][], fields: [] as [string, boolean][], arguments: [] as [string, boolean][], enumValues: [] as [string, boolean][] };
  const named: GraphQLNamedType[] = Object.values(schema.getTypeMap()).filter(
    (type) => !isIntrospectionType(type) && !isSpecifiedScalarType(type),
  );
  for (const type of named) {
    result.types.push([type.name, described(type.description)]);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        result.fields.push([`${type.name}.${field.name}`, described(field.description)]);
        if ('args' in field) {
          for (const arg of field.args) result.arguments.push([`${type.name}.${field.name}(${arg.name})`, described(arg.description)]);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) result.enumValues.push([`${type.name}.${value.name}`, described(value.description)]);
    }
  }
  return Object.fromEntries(
    Object.entries(result).map(([category, rows]) => [
      category,
      { described: rows.filter(([, ok]) => ok).length, missing: rows.filter(([, ok]) => !ok).map(([name]) => name) } satisfies Tally,
    ]),
  ) as Record<keyof typeof result, Tally>;
}

describe('the schema is described (≥ 95 % per category)', () => {
  const counts = tallies();

  it.each(Object.keys(counts) as (keyof typeof counts)[])('%s', (category) => {
    const { described, missing } = counts[category];
    const total = described + missing.length;
    expect(total).toBeGreaterThan(0);
    const share = described / total;
    const list = missing.slice(0, SHOWN).join(', ') + (missing.length > SHOWN ? `, … (${missing.length - SHOWN} more)` : '');
    expect(
      share >= THRESHOLD,
      `${category}: ${described}/${total} described (${(share * 100).toFixed(1)} %, need ${THRESHOLD * 100} %); undescribed: ${list}`,
    ).toBe(true);
  });
});
