/**
 * The helpers of the response schemas (src/rest/responses.ts): described values, `ref` and the
 * components it registers, the zodiac sign and house system, and the astrology envelope.
 */
import { zodToOpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { isInterfaceType, isObjectType } from 'graphql';
import { z } from 'zod';
import { schema } from '../../graphql/schema.js';
import type { FieldPath } from '../generated/field-paths.js';
import { HOUSE_SYSTEMS } from '../../core/astro/houses.js';
import { SIGNS } from '../../core/astro/zodiac.js';
import { nonEmpty } from '../../validation.js';

// ── Described values ─────────────────────────────────────────────────────────────────────────

export const int = (description: string) => z.number().int().meta({ description });
export const num = (description: string) => z.number().meta({ description });
export const str = (description: string) => z.string().meta({ description });
export const bool = (description: string) => z.boolean().meta({ description });
export const strings = (description: string) => z.array(z.string()).meta({ description });
/** A map with open keys, described by what its keys are. */
export const recordOf = <T extends z.ZodType>(keys: string, value: T, what?: string) =>
  z.record(z.string(), value).meta({ description: `${what ? `${what}, keyed` : 'Keyed'} by ${keys}` });
/** An object whose listed keys all have the value schema `value(key)` (each with its own description). */
/**
 * A zod enum of a closed set's documented labels, in the set's order: the ids and the label of each
 * from the core's locale table (e.g. src/core/saju/labels.ts), so the schema and the shaper agree.
 */
export function labelEnum<Id, Label extends string>(ids: readonly Id[], label: (id: Id) => Label) {
  return z.enum(nonEmpty(ids.map(label)));
}

export const fixedKeys = <K extends string, T extends z.ZodType>(keys: readonly K[], value: (key: K) => T) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<K, T>);

/**
 * The named schemas used through `ref`: the document generates each of them first, so that its
 * component keeps its own description rather than that of a use.
 */
export const referencedComponents = new Set<z.ZodType>();

/**
 * A named schema (a component) where it is used, with what it is there: in the document a `$ref`
 * with this description beside it. The copy carries the component's id for the generator only.
 */
export function ref<T extends z.ZodType>(schema: T, description: string): T {
  const id = schema.meta()?.id;
  if (!id) throw new Error('ref() takes a named schema (meta id)');
  const copy = new (schema.constructor as new (def: unknown) => T)(schema._zod.def);
  zodToOpenAPIRegistry.add(copy, { _internal: { refId: id }, description });
  referencedComponents.add(schema);
  return copy;
}

export const DMS = "The longitude as DD° Sign MM' SS'', rounded to the second";

export const sign = labelEnum(SIGNS, (s) => s.en).meta({ id: 'Sign', description: 'Tropical zodiac sign, English' });
export const houseSystem = z.enum(HOUSE_SYSTEMS).meta({ id: 'HouseSystem', description: 'House system (as requested)' });

// ── Envelope ─────────────────────────────────────────────────────────────────────────────────

const UsageInfo = z
  .strictObject({
    feature: str('The feature this request was charged as, e.g. natal-chart'),
    user: str("The key's name"),
    used: int('Credits used in the period, this request included'),
    limit: int("Credits of the period (the key's plan, or its own credit limit)"),
    remaining: int('Credits left in the period: limit − used'),
  })
  .meta({ id: 'UsageInfo', description: 'Credits of the current period (month, or lifetime for free keys)' });

/** The astrology envelope {success, data, message, timestamp, usage_info} around `data`. */
export const envelope = <Data extends z.ZodType>(id: string, data: Data, description: string) =>
  z
    .strictObject({
      success: z.literal(true).meta({ description: 'Always true in a 200 answer' }),
      data,
      message: str('What was calculated, in words'),
      timestamp: str('When the answer was made, ISO 8601 UTC'),
      usage_info: ref(UsageInfo, "The key's credits after this request"),
    })
    .meta({ id, description });

export const warnings = strings('Time-zone gap/fold decisions and polar house fallbacks; usually empty');

// ── Texts written once, on the GraphQL field ─────────────────────────────────────────────────

/**
 * The description of the GraphQL field a REST leaf is read from, without its final period: each
 * such text is written once, on the Pothos field, and the leaf names its source. `FieldPath` is
 * generated from the schema (npm run schema), so a leaf naming a field that is gone or no longer
 * described fails the typecheck.
 */
export function fieldText(path: FieldPath): string {
  const [typeName, fieldName] = path.split('.');
  const type = schema.getType(typeName);
  const description = type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields()[fieldName]?.description : undefined;
  if (!description) throw new Error(`${path} has no description in the GraphQL schema`);
  return description.replace(/\.$/, '');
}
