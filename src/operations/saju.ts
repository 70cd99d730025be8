/** The saju operations (four pillars). */
import { LUCK_LIMITS } from '../core/saju/luck.js';
import { sajuInput } from './examples.js';
import { feature, operation } from './types.js';

const SAJU_DESCRIPTION =
  'birth_time is the clock time in Korea (Asia/Seoul history, daylight saving removed for the day and hour pillars). ' +
  'Lunar dates use the Korean (KASI) calendar 1900–2100. Without birth_time the hour fields are null. ' +
  'Responses are bare records (no envelope); usage is in the X-RateLimit headers.';

const detail = (path: string) => ({ method: 'POST', path, style: 'detail' }) as const;

export const SAJU_LUCK = feature('saju-luck', 2);

export const sajuOperations = [
  operation({
    name: 'sajuBasic',
    feature: feature('saju-basic', 1),
    rest: detail('/v1/saju/basic'),
    contract: true,
    tag: 'Saju',
    summary: 'Basic saju',
    description: `The four pillars, the ten-year luck cycles (대운) and the ten gods. ${SAJU_DESCRIPTION}`,
    example: sajuInput,
  }),
  operation({
    name: 'sajuAnalysis',
    feature: feature('saju-analysis', 2),
    rest: detail('/v1/saju/analysis'),
    contract: true,
    tag: 'Saju',
    summary: 'Full saju analysis',
    description: `Basic saju plus five elements, 12신살 and the comprehensive 신살 analysis. ${SAJU_DESCRIPTION}`,
    example: sajuInput,
  }),
  operation({
    name: 'sajuLuck',
    feature: SAJU_LUCK,
    rest: detail('/v1/saju/luck'),
    contract: false,
    tag: 'Saju',
    summary: 'Saju luck timelines (세운, 월운, 일운)',
    description:
      'An addition beyond the reference interface. The saju body plus the ranges: `years` 세운 from `from_year` ' +
      `(default ${LUCK_LIMITS.defaultYears} from the current year on the Seoul clock, at most ${LUCK_LIMITS.maxYears}), each from its 입춘 to the next ` +
      '(2024 is 甲辰 from 입춘 2024-02-04 17:27 KST); with `month_year` the twelve 월운 of that saju year, each from its 節; ' +
      `with \`from_date\` \`days\` 일운 (default 1, at most ${LUCK_LIMITS.maxDays}). Each entry has its ten gods and 12운성 against the day master, ` +
      'the 대운 in force and its interactions with the natal pillars and that 대운. ' +
      'The 일운 add 1 credit per 183 days. ' +
      SAJU_DESCRIPTION,
    example: { ...sajuInput, from_year: 2024, years: 3, month_year: 2024 },
  }),
  operation({
    name: 'sajuStructure',
    feature: feature('saju-structure', 2),
    rest: detail('/v1/saju/structure'),
    contract: false,
    tag: 'Saju',
    summary: 'Saju natal structure (강약, 용신, 격국)',
    description:
      'An addition beyond the reference interface. The saju body plus `useful_god_method` (eokbu, default, or johu): ' +
      'the relations among the four pillars (合, 沖, 刑, 破, 害, 원진), the strength of the day master (득령, 득지, 득세), ' +
      '용신, 희신 and 기신, the 격국 from the month branch, 태원, 명궁 and 신궁, and Korean sentences. ' +
      SAJU_DESCRIPTION,
    example: { ...sajuInput, useful_god_method: 'johu' },
  }),
] as const;
