/**
 * The request-body fields a route does not know. Body schemas are plain zod objects, which drop
 * unknown keys; a misspelt optional field (`house_sytem`) would then be ignored without a word,
 * so the router reports these paths (the X-Ignored-Fields header, and a warning where the record
 * has warnings) instead.
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
