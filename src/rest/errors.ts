/**
 * REST's one mapping of the core's errors (DomainError) to answers: the spec's texts, which
 * depend on the route's family (saju, jami, astrology); the route's style renders them.
 */
import { DirectionTargetError, MAX_DIRECTION_AGE } from '../core/astro/directions.js';
import type { DomainError, DomainErrorCode } from '../core/errors.js';
import { ApiError, domainStatus } from '../errors.js';

type Family = 'saju' | 'jami' | 'astrology';

/** The reference service's texts for a directions target it cannot use (§7). */
export const TARGET_MISSING_MESSAGE = "Invalid request data: Either 'target_age' or 'target_date' must be provided";
export const TARGET_BOTH_MESSAGE = "Invalid request data: Provide only one of 'target_age' or 'target_date'";

const invalid = (message: string) => new ApiError(400, 'INVALID_REQUEST', message);

type Answer = (err: DomainError) => ApiError;

// The spec's texts of the saju calendar errors (§1.3): a Korean lead, then the core's message.
const korean = (code: string, lead: string): Answer => (err) => new ApiError(400, code, `${lead}: ${err.message}`);
const SAJU_NONEXISTENT = korean('INVALID_DATE', '존재하지 않는 날짜입니다');
// The jami routes' English sentences (§2.3).
const JAMI_CONVERSION: Answer = () => new ApiError(400, 'SOLAR_CONVERSION_FAILED', 'Cannot convert solar date to lunar date.');
const JAMI_AS_IS: Answer = (err) => new ApiError(400, 'INVALID_REQUEST', err.message);

/**
 * Every core code with the route families that word it their own way: the texts of the saju and
 * jami routes (spec §1.3, §2.3) and of the astrology routes' own checks. A family not listed gives
 * the generic answer (restDomainError). Typed over the closed list of codes, so a new code must be
 * placed here (with `{}` for the generic answer everywhere).
 */
const FAMILY_TEXTS: Readonly<Record<DomainErrorCode, Partial<Record<Family, Answer>>>> = {
  INVALID_DATE: { saju: SAJU_NONEXISTENT }, // the luck timelines (POST /v1/saju/luck): a from_date that does not exist
  INVALID_DATETIME: { saju: SAJU_NONEXISTENT, jami: JAMI_AS_IS },
  INVALID_TIMEZONE: {},
  INVALID_LOCATION: {},
  DATE_OUT_OF_RANGE: { saju: korean('DATE_OUT_OF_RANGE', '지원하지 않는 날짜입니다'), jami: JAMI_CONVERSION },
  NONEXISTENT_DATE: { saju: SAJU_NONEXISTENT, jami: JAMI_CONVERSION },
  INVALID_LUNAR_DATE: {
    saju: korean('INVALID_LUNAR_DATE', '음력 날짜를 양력으로 변환할 수 없습니다'),
    jami: () => new ApiError(400, 'INVALID_LUNAR_DATE', 'Invalid lunar date provided.'),
  },
  INVALID_BIRTH_CLOCK: {},
  LUCK_RANGE_TOO_LONG: { saju: korean('LUCK_RANGE_TOO_LONG', '조회 기간이 너무 깁니다') },
  LUCK_RANGE_REVERSED: { saju: korean('LUCK_RANGE_REVERSED', '조회 기간의 끝이 시작보다 앞섭니다') },
  DATE_RANGE_TOO_LONG: {},
  DATE_RANGE_REVERSED: {},
  TOO_MANY_PEOPLE: {},
  INVALID_BIRTH_TIME: { jami: JAMI_AS_IS },
  INVALID_TARGET_YEAR: {},
  TARGET_NOT_AFTER_BIRTH: {},
  TARGET_MISSING: { astrology: () => invalid(TARGET_MISSING_MESSAGE) },
  TARGET_AMBIGUOUS: { astrology: () => invalid(TARGET_BOTH_MESSAGE) },
  TARGET_BEFORE_BIRTH: { astrology: () => invalid('Invalid request data: target_date must not be before natal_datetime') },
  TARGET_AGE_TOO_HIGH: {
    astrology: (err) =>
      invalid(
        `Invalid request data: target_date gives age ${+((err as DirectionTargetError).age ?? 0).toFixed(2)}, ` +
          `above the maximum of ${MAX_DIRECTION_AGE}`,
      ),
  },
  AGE_BEYOND_CYCLE: {},
  GENDER_REQUIRED: { astrology: () => invalid("Invalid value for 'body -> gender': field required") },
  AGE_RANGE_TOO_LONG: {},
  AGE_RANGE_REVERSED: {},
  RELEASING_SPAN_TOO_LONG: {},
  SPAN_TOO_LONG: {},
  SPAN_REVERSED: {},
  EVENTS_SPAN_TOO_LONG: {},
  EVENTS_SPAN_REVERSED: {},
  UNKNOWN_BODY: {},
  UNKNOWN_POINT: {},
  UNSUPPORTED_ASPECT: {},
  PROFECTION_FAILED: {},
  RETURN_NOT_FOUND: {},
};

/** The answer of the route at `path` (/v1/<family>/…) to a core error. */
export function restDomainError(err: DomainError, path: string): ApiError {
  const family = path.split('/')[2] as Family;
  const special = FAMILY_TEXTS[err.code][family];
  if (special) return special(err);
  const status = domainStatus(err);
  // The reference service's wording for a request it cannot serve: "Invalid request data: …".
  return status === 400
    ? new ApiError(400, 'INVALID_REQUEST', `Invalid request data: ${err.message}`)
    : new ApiError(status, err.code, err.message);
}
