/**
 * POST /v1/saju/compatibility, /v1/saju/date-selection and /v1/saju/yearly (additions, docs/saju.md
 * §12–§14) in the GraphQL shape: the body is the root field's `input` with snake_case keys (a person
 * is a saju body, birth-time options included), the answer is the root field's data with snake_case keys.
 */
import { z } from 'zod';
import { DATE_SELECTION_DEFAULTS } from '../core/saju/date-selection.js';
import { DIRECTIONS, PURPOSES } from '../core/saju/date-selection-tables.js';
import { LUCK_FIRST_YEAR, LUCK_LAST_YEAR } from '../core/saju/luck.js';
import { operationByName } from '../operations/index.js';
import { SajuCompatibilityResponse, SajuDateSelectionResponse, SajuYearlyResponse } from './responses.js';
import { SajuCompatibilityDocument, SajuDateSelectionDocument, SajuYearlyDocument } from './generated/operations.js';
import { textLang, textLangField } from './classical.js';
import { defineRoute, type RequestInfo } from './route.js';
import { sajuBody, variables as sajuVariables } from './saju.js';

/** camelCase → snake_case keys, all the way down (values as they are). */
function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), snakeKeys(v)]));
}
const shaped = <T>(data: T) => snakeKeys(data) as Record<string, unknown>;

const person = (what: string) => (sajuBody as z.ZodType<z.infer<typeof sajuBody>>).meta({ description: `${what}: a saju body (name, birthdate, birth_time, gender, is_lunar, birth-time options)` });
const personInput = (p: z.infer<typeof sajuBody>) => sajuVariables(p).input;
const year = (description: string) => z.number().int().min(LUCK_FIRST_YEAR).max(LUCK_LAST_YEAR - 10).meta({ description });
const upper = <T extends string>(ids: readonly T[]) => ids.map((id) => id.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()) as [string, ...string[]];

const compatibilityBody = z.object({
  first: person('The first person'),
  second: person('The second person'),
  from_year: year('First of the ten years over which the two 대운 are compared; default the current year (Seoul)').optional(),
  lang: textLangField,
});

export const sajuCompatibilityRoute = defineRoute({
  operation: operationByName.sajuCompatibility,
  response: SajuCompatibilityResponse,
  document: SajuCompatibilityDocument,
  body: compatibilityBody,
  variables: (body: z.infer<typeof compatibilityBody>, request?: RequestInfo) => ({
    input: { first: personInput(body.first), second: personInput(body.second), fromYear: body.from_year },
    lang: textLang(body.lang, request),
  }),
  shape: (data) => shaped(data.sajuCompatibility),
});

const selectionBody = z.object({
  from: z.string().meta({ description: 'First date, YYYY-MM-DD' }),
  to: z.string().meta({ description: `Last date, YYYY-MM-DD (included; at most ${DATE_SELECTION_DEFAULTS.maxDays} days from from)` }),
  purpose: z.enum(upper(PURPOSES)).meta({ description: 'WEDDING, MOVING, OPENING, CONTRACT, TRAVEL or SURGERY' }),
  people: z.array(person('A person')).min(1).max(DATE_SELECTION_DEFAULTS.maxPeople).meta({ description: 'One or two people' }),
  direction: z.enum(upper(DIRECTIONS)).optional().meta({ description: 'For MOVING: NORTH, EAST, SOUTH or WEST (三殺, 大將軍, 손)' }),
  limit: z.number().int().min(1).optional().meta({ description: 'At most this many days in the answer, the best ones' }),
  lang: textLangField,
});

export const sajuDateSelectionRoute = defineRoute({
  operation: operationByName.sajuDateSelection,
  response: SajuDateSelectionResponse,
  document: SajuDateSelectionDocument,
  body: selectionBody,
  variables: (body: z.infer<typeof selectionBody>, request?: RequestInfo) => ({
    input: {
      from: body.from,
      to: body.to,
      purpose: body.purpose as never,
      people: body.people.map(personInput),
      direction: body.direction as never,
      limit: body.limit,
    },
    lang: textLang(body.lang, request),
  }),
  shape: (data) => shaped(data.sajuDateSelection),
});

const yearlyBody = z
  .object({
    person: person('The birth'),
    year: z.number().int().min(LUCK_FIRST_YEAR).max(LUCK_LAST_YEAR).meta({ description: `The year to read, ${LUCK_FIRST_YEAR}–${LUCK_LAST_YEAR}` }),
    lang: textLangField,
  });

export const sajuYearlyRoute = defineRoute({
  operation: operationByName.sajuYearly,
  response: SajuYearlyResponse,
  document: SajuYearlyDocument,
  body: yearlyBody,
  variables: (body: z.infer<typeof yearlyBody>, request?: RequestInfo) => ({
    input: { person: personInput(body.person), year: body.year },
    lang: textLang(body.lang, request),
  }),
  shape: (data) => shaped(data.sajuYearly),
});

