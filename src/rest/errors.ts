/**
 * REST's one mapping of the core's errors (DomainError) to answers: the spec's texts, which
 * depend on the route's family (saju, jami, astrology); the route's style renders them.
 */
import { DirectionTargetError, MAX_DIRECTION_AGE } from '../core/astro/directions.js';
import type { DomainError } from '../core/errors.js';
import { ApiError, domainStatus } from '../errors.js';

type Family = 'saju' | 'jami' | 'astrology';

/** The reference service's texts for a directions target it cannot use (§7). */
export const TARGET_MISSING_MESSAGE = "Invalid request data: Either 'target_age' or 'target_date' must be provided";
export const TARGET_BOTH_MESSAGE = "Invalid request data: Provide only one of 'target_age' or 'target_date'";

const invalid = (message: string) => new ApiError(400, 'INVALID_REQUEST', message);

/**
 * Texts of the saju and jami routes (spec §1.3, §2.3) and of the astrology routes' own checks;
 * any other error of an astrology route gets the generic "Invalid request data: …".
 */
const FAMILY_TEXTS: Record<Family, Partial<Record<string, (err: DomainError) => ApiError>>> = {
  saju: {
    INVALID_LUNAR_DATE: (err) => new ApiError(400, 'INVALID_LUNAR_DATE', `음력 날짜를 양력으로 변환할 수 없습니다: ${err.message}`),
    DATE_OUT_OF_RANGE: (err) => new ApiError(400, 'DATE_OUT_OF_RANGE', `지원하지 않는 날짜입니다: ${err.message}`),
    NONEXISTENT_DATE: (err) => new ApiError(400, 'INVALID_DATE', `존재하지 않는 날짜입니다: ${err.message}`),
    INVALID_DATETIME: (err) => new ApiError(400, 'INVALID_DATE', `존재하지 않는 날짜입니다: ${err.message}`),
    // The luck timelines (POST /v1/saju/luck): a from_date that does not exist, a range too long.
    INVALID_DATE: (err) => new ApiError(400, 'INVALID_DATE', `존재하지 않는 날짜입니다: ${err.message}`),
    LUCK_RANGE_TOO_LONG: (err) => new ApiError(400, 'LUCK_RANGE_TOO_LONG', `조회 기간이 너무 깁니다: ${err.message}`),
    LUCK_RANGE_REVERSED: (err) => new ApiError(400, 'LUCK_RANGE_REVERSED', `조회 기간의 끝이 시작보다 앞섭니다: ${err.message}`),
  },
  jami: {
    INVALID_LUNAR_DATE: () => new ApiError(400, 'INVALID_LUNAR_DATE', 'Invalid lunar date provided.'),
    DATE_OUT_OF_RANGE: () => new ApiError(400, 'SOLAR_CONVERSION_FAILED', 'Cannot convert solar date to lunar date.'),
    NONEXISTENT_DATE: () => new ApiError(400, 'SOLAR_CONVERSION_FAILED', 'Cannot convert solar date to lunar date.'),
    INVALID_BIRTH_TIME: (err) => new ApiError(400, 'INVALID_REQUEST', err.message),
    INVALID_DATETIME: (err) => new ApiError(400, 'INVALID_REQUEST', err.message),
  },
  astrology: {
    TARGET_MISSING: () => invalid(TARGET_MISSING_MESSAGE),
    TARGET_AMBIGUOUS: () => invalid(TARGET_BOTH_MESSAGE),
    TARGET_BEFORE_BIRTH: () => invalid('Invalid request data: target_date must not be before natal_datetime'),
    TARGET_AGE_TOO_HIGH: (err) =>
      invalid(
        `Invalid request data: target_date gives age ${+((err as DirectionTargetError).age ?? 0).toFixed(2)}, ` +
          `above the maximum of ${MAX_DIRECTION_AGE}`,
      ),
    GENDER_REQUIRED: () => invalid("Invalid value for 'body -> gender': field required"),
  },
};

/** The answer of the route at `path` (/v1/<family>/…) to a core error. */
export function restDomainError(err: DomainError, path: string): ApiError {
  const family = path.split('/')[2] as Family;
  const special = FAMILY_TEXTS[family]?.[err.code];
  if (special) return special(err);
  const status = domainStatus(err);
  // The reference service's wording for a request it cannot serve: "Invalid request data: …".
  return status === 400
    ? new ApiError(400, 'INVALID_REQUEST', `Invalid request data: ${err.message}`)
    : new ApiError(status, err.code, err.message);
}
