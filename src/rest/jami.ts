/**
 * POST /v1/jami/analysis (spec §2.3, §2.4, §4.3): the request, the variables and the result, which
 * the spec wraps as {"success": <record>}. Detail-style errors (§7): missing required fields → 422
 * "Missing required fields: …", everything else 400.
 */
import { z } from 'zod';
import { ganjiText, GENDER_MESSAGE, jamiGender } from '../graphql/jami.js';
import { ApiError } from '../errors.js';
import { birthDateCheck, birthdateText, birthTimeText, fieldErrorText, type FieldError, personName } from '../validation.js';
import { JamiAnalysisDocument, type JamiAnalysisQueryVariables } from './generated/operations.js';
import { JamiResponse } from '../openapi/responses.js';
import { defineRoute, type AnyRoute } from './route.js';

const REQUIRED = ['name', 'birthdate', 'birth_time', 'gender'] as const;
const MISSING = 'Missing required fields: ';

/** Required fields are checked together so that the 422 can list every missing one. */
const inputData = z
  .object({
    name: personName.optional(),
    birthdate: birthdateText.optional(),
    is_lunar: z.boolean().optional(),
    is_leap_month: z.boolean().optional(),
    birth_time: birthTimeText.optional(),
    gender: jamiGender.optional(),
  })
  .superRefine((data, ctx) => {
    const missing = REQUIRED.filter((field) => data[field] === undefined || data[field] === null);
    if (missing.length) ctx.addIssue({ code: 'custom', message: MISSING + missing.join(', ') });
    // A date the calendar table cannot serve is refused here, before anything runs.
    else birthDateCheck(data, ctx);
  });

export const jamiBody = z
  .object({ input_data: inputData.optional(), target_year_ganji: ganjiText.nullish() })
  .superRefine((body, ctx) => {
    if (!body.input_data) ctx.addIssue({ code: 'custom', message: `${MISSING}input_data`, path: ['input_data'] });
  });
type JamiBody = z.infer<typeof jamiBody>;

function jamiFieldError(error: FieldError): ApiError {
  if (error.reason.startsWith(MISSING)) return new ApiError(422, 'MISSING_FIELDS', error.reason);
  if (error.reason === GENDER_MESSAGE) return new ApiError(400, 'INVALID_GENDER', GENDER_MESSAGE);
  return new ApiError(400, 'INVALID_REQUEST', fieldErrorText(error));
}

export const jamiAnalysisRoute = defineRoute({
  method: 'POST',
  path: '/v1/jami/analysis',
  response: JamiResponse,
  feature: 'jami-analysis',
  style: 'detail',
  document: JamiAnalysisDocument,
  body: jamiBody,
  variables: ({ input_data, target_year_ganji }: JamiBody): JamiAnalysisQueryVariables => {
    const d = input_data!;
    return {
      input: {
        name: d.name!,
        birthdate: d.birthdate!,
        isLunar: d.is_lunar ?? false,
        isLeapMonth: d.is_leap_month ?? false,
        birthTime: d.birth_time!,
        gender: d.gender!,
      },
      targetYearGanji: target_year_ganji ?? null,
    };
  },
  shape: (data) => ({ success: data.jamiChart.specRecord }),
  invalidField: jamiFieldError,
});

export const jamiRoutes: AnyRoute[] = [jamiAnalysisRoute];
