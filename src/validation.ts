/**
 * Input validation shared by GraphQL (through @pothos/plugin-zod) and the REST layer: the zod field
 * schemas, and the translation of a zod issue into the spec's field-error text (§7), which follows
 * the reference service's wording ("field required", "ensure this value is less than or equal to …").
 *
 * The `.meta()` annotations (description, example, pattern) only document the fields: the OpenAPI
 * document (src/openapi/) is generated from these schemas, and meta does not change validation.
 */
import { z } from 'zod';
import { MAX_DIRECTION_AGE } from './core/astro/directions.js';
import { HOUSE_SYSTEMS } from './core/astro/houses.js';
import { DomainError } from './core/errors.js';
import { GENDER_SPELLINGS, parseGender, yearOfGanji } from './core/jami/chart.js';
import { resolveBirthDate } from './core/time/birth-date.js';
import { solarToLunar } from './core/time/korean-calendar.js';
import { civilDayMs, isTimeZone } from './core/time/local-time.js';

/**
 * A number bounded on both sides. Bounds are given as text so the error message prints them exactly
 * as the spec does ("10.0", "120").
 */
export function boundedNumber(min: string, max: string, { int = false } = {}) {
  const base = int ? z.number().int({ message: 'value is not a valid integer' }) : z.number();
  return base
    .min(Number(min), { message: `ensure this value is greater than or equal to ${min}` })
    .max(Number(max), { message: `ensure this value is less than or equal to ${max}` });
}

/** ISO 8601 local datetime, optionally with seconds, fraction and offset (Z or ±HH:MM). */
const ISO_DATETIME =
  /^(\d{4})-(0[1-9]|1[0-2])-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/;
export const DATETIME_FORMAT_MESSAGE = 'Invalid datetime format. Use ISO format: YYYY-MM-DDTHH:MM:SS';

/**
 * The last year of a datetime: every date the service writes is an RFC 3339 four-digit year
 * (≤ 9999), and the furthest an operation looks past a birth is a primary direction at
 * MAX_DIRECTION_AGE (150 years), with a year to spare for the zone's offset.
 */
export const LAST_DATETIME_YEAR = 9999 - MAX_DIRECTION_AGE - 1;
export const DATETIME_RANGE_MESSAGE = `datetime must be within the years 0001–${LAST_DATETIME_YEAR}`;

/** A datetime string that names a real calendar date and clock time. */
export const isoDateTimeFormat = z.string().refine(
  (text) => {
    const m = ISO_DATETIME.exec(text);
    if (!m) return false;
    const [, year, month, day] = m;
    // The pattern bounds the clock; the calendar decides whether the day exists (no 30 February).
    return !Number.isNaN(civilDayMs(+year, +month, +day));
  },
  { message: DATETIME_FORMAT_MESSAGE, abort: true },
);

/** A datetime of a birth or a chart: a real date and time in the years 0001–LAST_DATETIME_YEAR. */
export const isoDateTime = isoDateTimeFormat
  .refine((text) => Number(text.slice(0, 4)) <= LAST_DATETIME_YEAR, { message: DATETIME_RANGE_MESSAGE })
  .meta({
    description: `ISO 8601 date and time YYYY-MM-DDTHH:MM:SS in the years 0001–${LAST_DATETIME_YEAR}; seconds, a fraction and an offset (Z or ±HH:MM) are optional`,
    pattern: ISO_DATETIME.source,
    example: '1990-05-15T14:30:00',
  });

/** A birth date YYYY-MM-DD (its calendar, solar or lunar, decides whether the day exists). */
export const birthdateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid date format, use YYYY-MM-DD' })
  .meta({ description: 'YYYY-MM-DD', example: '1990-05-15' });
/** A clock time HH:MM, 24-hour. */
export const birthTimeText = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'invalid time format, use HH:MM' })
  .meta({ description: 'HH:MM, 24-hour', example: '14:30' });

/**
 * A rule of the core checked at validation: the DomainError it raises becomes an issue that carries
 * it (`domainError` of the FieldError), which a REST route answers through its one mapping of core
 * errors (src/rest/errors.ts), before anything is computed or charged.
 */
export function coreCheck<T>(check: (value: T) => void) {
  return (value: T, ctx: z.RefinementCtx) => {
    try {
      check(value);
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      ctx.addIssue({ code: 'custom', message: err.message, params: { domainError: err } });
    }
  };
}

/**
 * A saju or jami birth date in its calendar: the Korean calendar table converts lunar 1900–2100 and
 * solar 1899-02-10 … 2102-02-16 (src/core/time/korean-calendar.ts); saju's solar-term table covers the
 * same births (src/core/time/solar-terms.ts).
 */
export const birthDateCheck = coreCheck((body: { birthdate?: string; is_lunar?: boolean; is_leap_month?: boolean }) => {
  if (body.birthdate === undefined) return;
  resolveBirthDate({ birthdate: body.birthdate, isLunar: body.is_lunar ?? false, isLeapMonth: body.is_leap_month ?? false });
});

// ── Jami inputs (docs/jami.md decision 6, §7) ──

export const GENDER_MESSAGE = `gender must be one of: ${GENDER_SPELLINGS.join(', ')}`;
/** A gender in one of the jami spellings. */
export const jamiGender = z.string().refine((g) => parseGender(g) !== null, { message: GENDER_MESSAGE });
/** Korean stem-branch name of a year, e.g. 갑진. */
export const ganjiText = z.string().refine(
  (text) => {
    try {
      yearOfGanji(text);
      return true;
    } catch {
      return false;
    }
  },
  { message: 'target_year_ganji must be a Korean stem-branch name such as 갑진' },
);
/** A solar date YYYY-MM-DD that exists and lies in the Korean calendar table (1899-02-10 … 2102-02-16). */
export const horoscopeDate = birthdateText.superRefine(
  coreCheck((text: string) => {
    const [y, m, d] = text.split('-').map(Number);
    solarToLunar(y, m, d);
  }),
);

/** Names are echoed into answers and pictures: bounded so a request cannot multiply into a huge answer. */
const NAME_MAX_LENGTH = 100;
export const personName = z
  .string()
  .max(NAME_MAX_LENGTH, { message: `ensure this value has at most ${NAME_MAX_LENGTH} characters` })
  .meta({ description: `A name, at most ${NAME_MAX_LENGTH} characters`, example: '홍길동' });

/** IANA zone names are short (the longest, America/Argentina/ComodRivadavia, has 32 characters). */
const TIMEZONE_MAX_LENGTH = 64;
export const timezoneName = z
  .string()
  .max(TIMEZONE_MAX_LENGTH, { message: `ensure this value has at most ${TIMEZONE_MAX_LENGTH} characters`, abort: true })
  .refine(isTimeZone, { message: 'unknown IANA time zone' })
  .meta({ description: `IANA time zone name, at most ${TIMEZONE_MAX_LENGTH} characters`, example: 'Asia/Seoul' });

/** The words every case-insensitive closed set's description ends with (the document's test looks for them). */
export const ANY_LETTER_CASE = 'any letter case is accepted';

/**
 * How the document shows a closed set that is accepted in any letter case: an enum of the
 * canonical spellings, which generated clients offer as a union, while the description says that
 * the other letter cases are accepted too (a JSON Schema enum cannot say it; the service's
 * validation, not the document, is what accepts them).
 */
export const caselessEnumDoc = (values: readonly string[]) => ({ enum: [...values] });

/** The values of a closed set as zod's enum wants them (at least one): a set without values is a bug. */
export function nonEmpty<T>(values: readonly T[]): readonly [T, ...T[]] {
  const [first, ...rest] = values;
  if (first === undefined) throw new RangeError('an enum needs at least one value');
  return [first, ...rest];
}

/** An enumeration accepted in any letter case, normalised to the spelling of `values`. */
export const caselessEnum = <T extends string>(values: readonly T[], letterCase: 'upper' | 'lower') =>
  z
    .string()
    .transform((s) => (letterCase === 'upper' ? s.toUpperCase() : s.toLowerCase()))
    .pipe(z.enum(nonEmpty(values)))
    // The generator documents the input side (a string): the accepted values are declared here.
    .meta({ description: `One of ${values.join(', ')}; ${ANY_LETTER_CASE}`, example: values[0], ...caselessEnumDoc(values) });

/** Every house system of the service (the spec's and PORPHYRY, ALCABITIUS, TOPOCENTRIC, MORINUS). */
export const houseSystemField = caselessEnum(HOUSE_SYSTEMS, 'upper');

/** The location object of spec §2.5. */
export const locationFields = {
  latitude: boundedNumber('-90', '90').meta({ description: 'Degrees, north positive', example: 37.5665 }),
  longitude: boundedNumber('-180', '180').meta({ description: 'Degrees, east positive', example: 126.978 }),
  timezone: timezoneName.optional().meta({
    description: 'IANA time zone name; when omitted, natal-chart uses UTC and the other operations take the zone of the coordinates',
  }),
  elevation: z.number().optional().meta({ description: 'Metres above sea level' }),
};

/** One field's validation failure: where, and the reference service's reason text. */
export interface FieldError {
  path: (string | number)[];
  reason: string;
  /** The core's refusal, when a coreCheck failed. */
  domainError?: DomainError;
}

const TYPE_REASONS: Record<string, string> = {
  number: 'value is not a valid float',
  int: 'value is not a valid integer',
  boolean: 'value could not be parsed to a boolean',
  string: 'str type expected',
  object: 'value is not a valid dict',
  array: 'value is not a valid list',
};

/** The first issue of a zod error on `input` as a field error with the spec's wording. */
export function toFieldError(error: z.ZodError, input: unknown): FieldError {
  const issue = error.issues[0];
  const path = issue.path as (string | number)[];
  const domainError = issue.code === 'custom' ? (issue.params?.domainError as DomainError | undefined) : undefined;
  return { path, reason: issueReason(issue, valueAt(input, path)), ...(domainError && { domainError }) };
}

function valueAt(input: unknown, path: (string | number)[]): unknown {
  let value = input;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

function issueReason(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined || value === null) return 'field required';
      // zod reports a non-integer as expected 'int'; a string where a number belongs as 'number'.
      return TYPE_REASONS[issue.expected] ?? `${issue.expected} expected`;
    case 'invalid_value':
      return `value is not a valid enumeration member; permitted: ${issue.values.map((v) => `'${String(v)}'`).join(', ')}`;
    case 'unrecognized_keys':
      return `extra fields not permitted: ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

/** The flat style's field-error text (spec §7): Invalid value for 'body -> <field>': <reason>. */
export function fieldErrorText({ path, reason }: FieldError): string {
  return `Invalid value for '${['body', ...path].join(' -> ')}': ${reason}`;
}

/** GraphQL's field-error text, naming the argument as a GraphQL client writes it: Invalid value for input.orbDegrees: <reason>. */
export function argumentErrorText({ path, reason }: FieldError): string {
  return `Invalid value for ${path.join('.')}: ${reason}`;
}

export const TARGET_DATE_MESSAGE = 'Invalid date format. Use YYYY-MM-DD or ISO format: YYYY-MM-DDTHH:MM:SS';

/** YYYY-MM-DD (an existing day) or an ISO datetime. */
export const targetDateText = z.string().refine(
  (text) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (m) return !Number.isNaN(civilDayMs(+m[1], +m[2], +m[3]));
    return isoDateTimeFormat.safeParse(text).success;
  },
  { message: TARGET_DATE_MESSAGE },
);
