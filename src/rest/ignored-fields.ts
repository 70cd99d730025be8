/**
 * The request-body fields a route does not know. Body schemas are plain zod objects, which drop
 * unknown keys; a misspelt optional field (`house_sytem`) would then be ignored without a word,
 * so the router reports these paths (the X-Ignored-Fields header, and a warning where the record
 * has warnings) instead, and likewise the known fields that the rest of the body makes inert.
 */
import { z } from 'zod';

/** The object schema under optional/nullable/default wrappers and pipes, if there is one. */
function objectSchema(schema: z.core.$ZodType): z.ZodObject | null {
  let s: z.core.$ZodType = schema;
  for (;;) {
    if (s instanceof z.ZodObject) return s;
    if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault) s = s.unwrap();
    else if (s instanceof z.ZodPipe) s = s.in;
    else return null;
  }
}

/** Dotted paths of the keys of `value` that `schema` has no field for (nested objects too). */
export function ignoredFields(schema: z.core.$ZodType, value: unknown, prefix = ''): string[] {
  const object = objectSchema(schema);
  if (!object || value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const shape = object.shape as Record<string, z.core.$ZodType>;
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    key in shape ? ignoredFields(shape[key], inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/**
 * Dotted paths of fields that are known but have no effect given their siblings: `is_leap_month:
 * true` without `is_lunar: true` (the leap flag qualifies a lunar date only; spec §2.1, §3.1). Every
 * birth object of the body is checked, nested ones (`input_data`, `person1`) too, following the
 * schema's own fields only (so the depth is the schema's, whatever the body nests).
 */
export function inertFields(schema: z.core.$ZodType, value: unknown, prefix = ''): string[] {
  const object = objectSchema(schema);
  if (!object || value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const fields = value as Record<string, unknown>;
  const shape = object.shape as Record<string, z.core.$ZodType>;
  const own = 'is_leap_month' in shape && fields.is_leap_month === true && fields.is_lunar !== true ? [`${prefix}is_leap_month`] : [];
  return [...own, ...Object.entries(fields).flatMap(([key, inner]) => (key in shape ? inertFields(shape[key], inner, `${prefix}${key}.`) : []))];
}

/** The answer header that lists them. */
export const IGNORED_FIELDS_HEADER = 'X-Ignored-Fields';
export const IGNORED_FIELDS_TEXT = {
  description:
    'Body fields that were ignored, as dotted paths: fields the route does not know (misspellings) and fields the rest of the body makes inert ' +
    '(is_leap_month without is_lunar). Absent when none; at most 20 names, then "...".',
  schema: { type: 'string', example: 'house_sytem, location.altitude' },
} as const;

/** At most this many names in X-Ignored-Fields; the rest as "...". */
const MAX_IGNORED_IN_HEADER = 20;

/**
 * The ignored fields as a header value: percent-encoded where a name is not plain printable
 * ASCII (a header cannot carry control characters or most of Unicode), at most 20 of them.
 */
export function ignoredFieldsHeader(ignored: readonly string[]): string {
  const names = ignored.slice(0, MAX_IGNORED_IN_HEADER).map((f) => (/^[\x21-\x7e]*$/.test(f) && !f.includes(',') ? f : encodeURIComponent(f)));
  return names.join(', ') + (ignored.length > MAX_IGNORED_IN_HEADER ? ', ...' : '');
}
