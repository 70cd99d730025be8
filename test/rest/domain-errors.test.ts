/**
 * The core's errors in the two layers: every DomainError class, its code, and the one answer each
 * layer gives it (GraphQL: src/errors.ts graphqlDomainError; REST: src/rest/errors.ts, with the
 * spec's texts by route family, §7).
 */
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ChironRangeError, CHIRON_RANGE_MESSAGE } from '../../src/core/astro/chiron.js';
import { AgeBeyondCycleError } from '../../src/core/astro/firdaria.js';
import { ProfectionError } from '../../src/core/astro/profections.js';
import { TargetNotAfterBirthError } from '../../src/core/astro/progressions.js';
import { ReturnAccuracyError } from '../../src/core/astro/returns.js';
import { DOMAIN_ERROR_CODES, DomainError } from '../../src/core/errors.js';
import { InvalidBirthTimeError, InvalidTargetYearGanjiError } from '../../src/core/jami/chart.js';
import { InvalidLunarDateError, NonexistentDateError, SolarOutOfRangeError, solarToLunar, lunarToSolar } from '../../src/core/time/korean-calendar.js';
import { InvalidDateTimeError, InvalidTimezoneError, resolveLocalTime } from '../../src/core/time/local-time.js';
import { SolarTermRangeError, solarTermInstant } from '../../src/core/time/solar-terms.js';
import { errorBody, graphqlDomainError } from '../../src/errors.js';
import { restDomainError } from '../../src/rest/errors.js';

const thrown = (f: () => unknown): DomainError => {
  try {
    f();
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
  throw new Error('nothing thrown');
};

/** One of each, raised by the core where it can be, with its code. */
const errors = {
  chiron: new ChironRangeError(CHIRON_RANGE_MESSAGE),
  solarTerms: thrown(() => solarTermInstant(2103, 0)),
  solarTable: thrown(() => solarToLunar(2102, 2, 17)),
  lunar: thrown(() => lunarToSolar(1900, 1, 30)),
  nonexistent: thrown(() => solarToLunar(2023, 2, 30)),
  datetime: thrown(() => resolveLocalTime('1990-02-30T10:00', 'UTC')),
  timezone: thrown(() => resolveLocalTime('1990-01-01T10:00', 'Mars/Olympus')),
  birthTime: new InvalidBirthTimeError('25:00'),
  ganji: new InvalidTargetYearGanjiError('갑자갑'),
  target: new TargetNotAfterBirthError(),
  age: new AgeBeyondCycleError(75),
  profection: new ProfectionError(),
  accuracy: new ReturnAccuracyError('Solar return not found within 1 minutes'),
};

describe('every core error is a DomainError with its code', () => {
  it.each([
    ['chiron', ChironRangeError, 'DATE_OUT_OF_RANGE'],
    ['solarTerms', SolarTermRangeError, 'DATE_OUT_OF_RANGE'],
    ['solarTable', SolarOutOfRangeError, 'DATE_OUT_OF_RANGE'],
    ['lunar', InvalidLunarDateError, 'INVALID_LUNAR_DATE'],
    ['nonexistent', NonexistentDateError, 'NONEXISTENT_DATE'],
    ['datetime', InvalidDateTimeError, 'INVALID_DATETIME'],
    ['timezone', InvalidTimezoneError, 'INVALID_TIMEZONE'],
    ['birthTime', InvalidBirthTimeError, 'INVALID_BIRTH_TIME'],
    ['ganji', InvalidTargetYearGanjiError, 'INVALID_TARGET_YEAR'],
    ['target', TargetNotAfterBirthError, 'TARGET_NOT_AFTER_BIRTH'],
    ['age', AgeBeyondCycleError, 'AGE_BEYOND_CYCLE'],
    ['profection', ProfectionError, 'PROFECTION_FAILED'],
    ['accuracy', ReturnAccuracyError, 'RETURN_NOT_FOUND'],
  ] as const)('%s: %o, code %s', (key, Class, code) => {
    const err = errors[key];
    expect(err).toBeInstanceOf(Class);
    expect(err).toBeInstanceOf(DomainError);
    expect([err.code, err.name]).toEqual([code, Class.name]);
  });
});

describe('GraphQL: the code and its HTTP status in extensions, the core message', () => {
  const located = new GraphQLError('x', { path: ['natalChart', 'bodies'] });
  it.each(Object.entries(errors))('%s', (_key, err) => {
    const status = err.code === 'PROFECTION_FAILED' || err.code === 'RETURN_NOT_FOUND' ? 500 : 400;
    const mapped = graphqlDomainError(err, located);
    expect(mapped.message).toBe(err.message);
    expect(mapped.path).toEqual(['natalChart', 'bodies']);
    expect(mapped.extensions).toEqual({ code: err.code, http: { status } });
  });
});

describe('REST: status and text by route family (spec §7)', () => {
  const answer = (err: DomainError, path: string) => {
    const api = restDomainError(err, path);
    return [api.status, api.code, api.message];
  };

  it('saju: the Korean texts for the calendar, the generic text otherwise', () => {
    const saju = '/v1/saju/basic';
    expect(answer(errors.lunar, saju)).toEqual([400, 'INVALID_LUNAR_DATE', '음력 날짜를 양력으로 변환할 수 없습니다: 음력 1900년 1월은 29일까지입니다']);
    expect(answer(errors.solarTable, saju)).toEqual([400, 'DATE_OUT_OF_RANGE', '지원하지 않는 날짜입니다: 양력 2102-02-17은 변환 범위(1899-02-10 – 2102-02-16) 밖입니다']);
    expect(answer(errors.solarTerms, '/v1/saju/svg')).toEqual([400, 'DATE_OUT_OF_RANGE', '지원하지 않는 날짜입니다: Solar terms are tabulated for 1899–2102, not 2103']);
    expect(answer(errors.nonexistent, saju)).toEqual([400, 'INVALID_DATE', '존재하지 않는 날짜입니다: 2023-02-30 is not a Gregorian date']);
    expect(answer(errors.datetime, '/v1/saju/analysis')).toEqual([400, 'INVALID_DATE', '존재하지 않는 날짜입니다: Invalid date or time: 1990-02-30T10:00']);
  });

  it('jami: the spec’s English sentences', () => {
    const jami = '/v1/jami/analysis';
    expect(answer(errors.lunar, jami)).toEqual([400, 'INVALID_LUNAR_DATE', 'Invalid lunar date provided.']);
    expect(answer(errors.solarTable, jami)).toEqual([400, 'SOLAR_CONVERSION_FAILED', 'Cannot convert solar date to lunar date.']);
    expect(answer(errors.nonexistent, '/v1/jami/svg')).toEqual([400, 'SOLAR_CONVERSION_FAILED', 'Cannot convert solar date to lunar date.']);
    expect(answer(errors.birthTime, jami)).toEqual([400, 'INVALID_REQUEST', 'Invalid birth_time: 25:00. Use HH:MM (00:00–23:59)']);
    expect(answer(errors.ganji, jami)).toEqual([400, 'INVALID_REQUEST', 'Invalid request data: Invalid target_year_ganji: 갑자갑. Use a Korean stem-branch name such as 갑진']);
  });

  it('astrology: "Invalid request data: <message>" for a 400, the core message with its status otherwise', () => {
    expect(answer(errors.age, '/v1/astrology/firdaria')).toEqual([
      400, 'INVALID_REQUEST', 'Invalid request data: Age 75 is beyond the Firdaria cycle. Firdaria covers ages 0-74 years.',
    ]);
    expect(answer(errors.chiron, '/v1/astrology/solar-return')).toEqual([400, 'INVALID_REQUEST', `Invalid request data: ${CHIRON_RANGE_MESSAGE}`]);
    expect(answer(errors.timezone, '/v1/astrology/transits')).toEqual([400, 'INVALID_REQUEST', 'Invalid request data: Unknown IANA time zone: Mars/Olympus']);
    expect(answer(errors.profection, '/v1/astrology/profections')).toEqual([500, 'PROFECTION_FAILED', 'Failed to calculate Annual Profections. Please try again.']);
    expect(answer(errors.accuracy, '/v1/astrology/solar-return')).toEqual([500, 'RETURN_NOT_FOUND', 'Solar return not found within 1 minutes']);
    // Rendered in the route's style: the flat body of spec §7.
    expect(errorBody('flat', restDomainError(errors.profection, '/v1/astrology/profections'))).toMatchObject({
      success: false, error: 'Failed to calculate Annual Profections. Please try again.', error_code: 500, details: null,
    });
  });
});

describe('the codes are a closed list, each mapped on both layers', () => {
  /** The failures of the calculation itself: the spec's 500 (§7, profections); every other code is bad input. */
  const CALCULATION_FAILURES: readonly string[] = ['PROFECTION_FAILED', 'RETURN_NOT_FOUND'];
  const located = new GraphQLError('x', { path: ['field'] });

  it('a code outside the list does not type-check', () => {
    // @ts-expect-error 'TYPO' is not a DomainErrorCode
    const err = new DomainError('TYPO', 'x');
    expect(DOMAIN_ERROR_CODES).not.toContain(err.code);
    expect(new Set(DOMAIN_ERROR_CODES).size).toBe(DOMAIN_ERROR_CODES.length);
  });

  it.each(DOMAIN_ERROR_CODES)('%s: a 4xx on GraphQL and on every REST family (500 for a calculation failure)', (code) => {
    const err = new DomainError(code, 'the message');
    const expected = CALCULATION_FAILURES.includes(code) ? [500, 500] : [400, 499];
    const gqlStatus = (graphqlDomainError(err, located).extensions.http as { status: number }).status;
    expect(gqlStatus).toBeGreaterThanOrEqual(expected[0]);
    expect(gqlStatus).toBeLessThanOrEqual(expected[1]);
    for (const path of ['/v1/saju/basic', '/v1/jami/analysis', '/v1/astrology/natal-chart']) {
      const api = restDomainError(err, path);
      expect(api.status).toBeGreaterThanOrEqual(expected[0]);
      expect(api.status).toBeLessThanOrEqual(expected[1]);
      expect(api.code).toMatch(/^[A-Z_]+$/);
      expect(api.message).not.toBe('');
    }
  });
});
