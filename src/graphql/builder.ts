/**
 * The Pothos schema builder shared by every domain file. Arguments are validated with zod before a
 * resolver runs; a failed validation becomes an ApiError with the spec's field-error text.
 */
import SchemaBuilder from '@pothos/core';
import ZodPlugin from '@pothos/plugin-zod';
import type { AccessContext, UsageInfo } from '../access/context.js';
import type { Feature } from '../access/plans.js';
import { ApiError } from '../errors.js';
import { fieldErrorText, toFieldError } from '../validation.js';

export interface Context {
  /** The authenticated key of this request (absent only for in-process schema printing). */
  access: AccessContext | null;
  /** usage_info of the last operation charged in this request. */
  usage: UsageInfo | null;
}

/** Charge the request's key for one operation before computing it (spec §8). */
export async function charge(ctx: Context, feature: Feature): Promise<void> {
  if (!ctx.access) throw new ApiError(401, 'UNAUTHORIZED', 'API key required in the X-API-Key header');
  ctx.usage = await ctx.access.charge(feature);
}

export const builder = new SchemaBuilder<{
  Context: Context;
  Scalars: { JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
}>({
  plugins: [ZodPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  zod: {
    validationError: (error, args) => {
      const fieldError = toFieldError(error, args);
      return new ApiError(400, 'VALIDATION_ERROR', fieldErrorText(fieldError));
    },
  },
});

builder.queryType({ description: 'Saju, Zi Wei Dou Shu and Western astrology calculations.' });
