/**
 * The Pothos schema builder shared by every domain file. Arguments are validated with zod before a
 * resolver runs; a failed validation becomes an ApiError with the spec's field-error text.
 */
import SchemaBuilder from '@pothos/core';
import ZodPlugin from '@pothos/plugin-zod';
import type { Access, Charge, UsageInfo } from '../access/context.js';
import { ApiError } from '../errors.js';
import { argumentErrorText, toFieldError } from '../validation.js';

export interface Context {
  /** The authenticated key of this request (absent only for in-process schema printing). */
  access: Access | null;
  /** usage_info of this request's charge (src/graphql/charging.ts), made before execution. */
  usage: UsageInfo | null;
  /** The charge itself, kept to refund the operations that fail. */
  charge?: Charge | null;
}

interface BuilderTypes {
  Context: Context;
  Scalars: { JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
}

export const builder = new SchemaBuilder<BuilderTypes>({
  plugins: [ZodPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  zod: {
    validationError: (error, args) => {
      const fieldError = toFieldError(error, args);
      return new ApiError(400, 'VALIDATION_ERROR', argumentErrorText(fieldError));
    },
  },
});

builder.queryType({ description: 'Saju, Zi Wei Dou Shu and Western astrology calculations.' });

/** The `t` of an input type's fields, for field sets shared by several input types. */
export type InputFieldBuilder = PothosSchemaTypes.InputFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>, 'InputObject'>;
