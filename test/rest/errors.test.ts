/** The three error-body styles of spec §7 and the field-error texts, as shared code. */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ApiError, accessErrors, errorBody, styledAccessError } from '../../src/errors.js';
import { boundedNumber, fieldErrorText, isoDateTime, toFieldError } from '../../src/validation.js';

const fieldText = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  expect(parsed.success).toBe(false);
  return fieldErrorText(toFieldError(parsed.error!, value));
};

describe('error body styles', () => {
  const err = new ApiError(400, 'INVALID_LOCATION', 'Latitude must be between -90 and 90');
  it('detail: {detail}', () => {
    expect(errorBody('detail', err)).toEqual({ detail: 'Latitude must be between -90 and 90' });
  });
  it('object: {success: false, error: {code, message}}', () => {
    expect(errorBody('object', err)).toEqual({ success: false, error: { code: 'INVALID_LOCATION', message: err.message } });
  });
  it('flat: {success, error, error_code = status, details: null, timestamp without zone}', () => {
    const body = errorBody('flat', err);
    expect(body).toEqual({ success: false, error: err.message, error_code: 400, details: null, timestamp: expect.any(String) });
    expect(body.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/);
  });
  it('access errors use the codes on detail routes and the feature text on flat routes', () => {
    expect(errorBody('detail', styledAccessError('detail', accessErrors.unknownKey(), 'saju-basic'))).toEqual({ detail: 'UNAUTHORIZED' });
    const limited = accessErrors.rateLimited('transits', 'daily request limit', 3600);
    expect(errorBody('detail', styledAccessError('detail', limited, 'jami-analysis'))).toEqual({ detail: 'RATE_LIMIT_EXCEEDED' });
    expect(errorBody('flat', styledAccessError('flat', limited, 'transits')).error).toBe('Rate limit exceeded for feature: transits');
    expect((errorBody('object', styledAccessError('object', limited, 'natal-chart')).error as any).code).toBe('RATE_LIMIT_EXCEEDED');
  });
});

describe("field-error texts: Invalid value for 'body -> <field>': <reason>", () => {
  const body = z.object({
    natal_datetime: isoDateTime,
    natal_location: z.object({ latitude: boundedNumber('-90', '90') }),
    orb_degrees: boundedNumber('0.5', '10.0').optional(),
    current_age: boundedNumber('0', '120', { int: true }),
  });
  const valid = { natal_datetime: '1990-01-01T10:00:00', natal_location: { latitude: 1 }, current_age: 30 };

  it('field required', () => {
    expect(fieldText(body, { ...valid, natal_datetime: undefined })).toBe("Invalid value for 'body -> natal_datetime': field required");
    expect(fieldText(body, { ...valid, natal_location: {} })).toBe("Invalid value for 'body -> natal_location -> latitude': field required");
  });
  it('maximum and minimum, printed as the spec prints them', () => {
    expect(fieldText(body, { ...valid, orb_degrees: 12 })).toBe("Invalid value for 'body -> orb_degrees': ensure this value is less than or equal to 10.0");
    expect(fieldText(body, { ...valid, orb_degrees: 0.1 })).toBe("Invalid value for 'body -> orb_degrees': ensure this value is greater than or equal to 0.5");
    expect(fieldText(body, { ...valid, current_age: 121 })).toBe("Invalid value for 'body -> current_age': ensure this value is less than or equal to 120");
  });
  it('malformed datetime', () => {
    for (const bad of ['1990/01/01 10:00', '1990-02-30T10:00:00', '1990-01-01T24:00:00', '']) {
      expect(fieldText(body, { ...valid, natal_datetime: bad })).toBe(
        "Invalid value for 'body -> natal_datetime': Invalid datetime format. Use ISO format: YYYY-MM-DDTHH:MM:SS",
      );
    }
  });
  it('wrong types', () => {
    expect(fieldText(body, { ...valid, current_age: 'thirty' })).toBe("Invalid value for 'body -> current_age': value is not a valid float");
    expect(fieldText(body, { ...valid, current_age: 30.5 })).toBe("Invalid value for 'body -> current_age': value is not a valid integer");
    expect(fieldText(body, { ...valid, natal_datetime: 19900101 })).toBe("Invalid value for 'body -> natal_datetime': str type expected");
  });
  it('accepts the documented datetime forms', () => {
    for (const ok of ['1990-01-01T10:00:00', '1990-01-01T10:00', '1990-01-01T10:00:00Z', '1990-01-01T10:00:00+09:00', '1990-01-01T10:00:00.250']) {
      expect(isoDateTime.safeParse(ok).success, ok).toBe(true);
    }
  });
});
