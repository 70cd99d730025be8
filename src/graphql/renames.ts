/**
 * Fields kept under a former name for one major version (one name for one concept: issue 22). A
 * renamed field stays as a @deprecated alias that is the same field — arguments, resolver, price and
 * tier — under its old name; a field whose value moved to differently shaped fields (a nested cusp
 * to flat ones, a Korean name to label(lang)) stays as it was, deprecated, naming its replacements.
 * Both kinds are listed in CHANGELOG.md and go in the next major version.
 *
 * Each deprecated field records its replacements in its extensions, for what is derived from the
 * schema: the cost model prices an alias as the field it was renamed to (src/graphql/cost.ts), and a
 * REST answer derived from a type keeps the published field, not its replacement
 * (src/rest/graphql-route.ts), so REST answers do not change.
 */
import { FieldRef } from '@pothos/core';
import type { GraphQLField, GraphQLNamedType } from 'graphql';
import type { builder } from './builder.js';

/** The schema types of this project's builder. */
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

interface ReplacedExtensions {
  /** Sibling fields that replace this one. */
  replacedBy?: readonly string[];
  /** The field this one is an alias of (a rename). */
  renamedTo?: string;
}

/**
 * `fields` plus, for each entry of `formerNames` (new name → old name), the old name as a deprecated
 * alias of the new field: `withFormerNames({ westernTransits: t.field(…) }, { westernTransits: 'transits' })`.
 */
export function withFormerNames<Fields extends Record<string, FieldRef<Types, unknown>>>(
  fields: Fields,
  formerNames: { readonly [Name in keyof Fields]?: string },
): Record<string, FieldRef<Types, unknown>> {
  const aliases = Object.entries(formerNames).map(([to, from]) => {
    const field = fields[to];
    const alias = new FieldRef<Types, unknown>(field.kind, (name, typeConfig) => {
      const config = field.getConfig(name, typeConfig);
      const extensions: ReplacedExtensions = { replacedBy: [to], renamedTo: to };
      return { ...config, deprecationReason: `Renamed to ${to}.`, extensions: { ...config.extensions, ...extensions } };
    });
    return [from as string, alias] as const;
  });
  return { ...fields, ...Object.fromEntries(aliases) };
}

/**
 * Options of a field kept beside the fields that replace it: `replacement` as the reason says it,
 * `fields` the replacing fields' names (default: `replacement` itself).
 */
export function replacedBy(replacement: string, fields: readonly string[] = [replacement]) {
  const extensions: Record<string, unknown> = { replacedBy: fields } satisfies ReplacedExtensions;
  return { deprecationReason: `Replaced by ${replacement}.`, extensions };
}

/** The coordinate (`Type.field`) a field is priced and described under: an alias's is its new field's. */
export function canonicalCoordinate(type: GraphQLNamedType, field: GraphQLField<unknown, unknown>): string {
  const { renamedTo } = field.extensions as ReplacedExtensions;
  return `${type.name}.${renamedTo ?? field.name}`;
}

/** The fields of a type that replace a deprecated sibling. */
export function replacingFields(fields: readonly GraphQLField<unknown, unknown>[]): Set<string> {
  return new Set(fields.flatMap((field) => (field.extensions as ReplacedExtensions).replacedBy ?? []));
}
