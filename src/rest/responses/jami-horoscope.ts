/**
 * jami/horoscope: the six scopes (運限) of a date and hour on the chart (an addition).
 */
import { ZASI_CONVENTIONS } from '../../core/saju/pillars.js';
import { z } from 'zod';
import { MUTAGEN_LABELS } from '../../core/jami/labels.js';
import { MUTAGENS } from '../../core/jami/names.js';
import { bool, int, labelEnum, recordOf, ref, str, fieldText } from './common.js';
import { branch, palaceName } from './jami.js';
import { birthClockField } from './saju.js';

const ScopeTransformation = z
  .strictObject({
    mutagen: labelEnum(MUTAGENS, (m) => MUTAGEN_LABELS[m].ko).meta({ description: '화록, 화권, 화과 or 화기' }),
    star: str('The transformed star’s Korean name'),
    branch: branch('The star’s branch'),
    natal_palace: palaceName(fieldText('JamiHoroscopeScope.natalPalace')),
    scope_palace: palaceName('The scope’s palace on that branch'),
  })
  .meta({ id: 'JamiScopeTransformation', description: 'A transformation (사화) of a scope’s stem and the natal star it falls on' });

const scopeFields = {
  name: str(fieldText('JamiHoroscopeScope.name')),
  ganji: str(fieldText('JamiHoroscopeScope.ganji')),
  life_palace_branch: branch('The branch of the scope’s 명궁'),
  natal_palace: palaceName(fieldText('JamiHoroscopeScope.natalPalace')),
  palaces: z
    .array(z.strictObject({ name: palaceName('The scope’s palace'), branch: branch('Its branch') }))
    .meta({ description: 'The scope’s twelve palaces counted from its 명궁 (명궁 … 부모궁)' }),
  transformations: z.array(ref(ScopeTransformation, 'A transformation of the scope’s stem')).meta({ description: 'The scope stem’s 사화, 화록 … 화기' }),
};
const movingStars = (which: string) =>
  recordOf('the star’s Korean name with the scope’s prefix, e.g. 유괴, 운록존', branch('Its branch'), `${which}’s moving stars (流曜)`);

export const JamiHoroscopeResponse = z
  .strictObject({
    date: str(fieldText('JamiHoroscope.date')),
    time_index: int(fieldText('JamiHoroscope.timeIndex')),
    zasi: z.enum(ZASI_CONVENTIONS).meta({ description: 'The 23:xx convention (the chart’s, which also reads time index 12)' }),
    lunar_date: str('The Korean lunar date the palaces count from, YYYY-MM-DD'),
    lunar_is_leap_month: bool(fieldText('JamiHoroscope.lunarIsLeapMonth')),
    age: int(fieldText('JamiHoroscope.age')),
    year_pillar: str('The lunar year’s pillar in hanja'),
    month_pillar: str('The lunar month’s pillar in hanja (寅 for month 1), not the 節 month'),
    day_pillar: str('The day pillar in hanja'),
    hour_pillar: str('The hour pillar of the time index in hanja'),
    decadal: z
      .strictObject({
        ...scopeFields,
        childhood: bool('Before the first 대한: the 童限 palace of this 虛歲'),
        age_from: int('First 虛歲 of the period'),
        age_to: int('Last 虛歲 of the period'),
        stars: movingStars('The period'),
      })
      .nullable()
      .meta({ description: '대한 (大限); null before birth and past the twelfth period' }),
    minor: z
      .strictObject({ ...scopeFields, age: int(fieldText('JamiMinorScope.age')) })
      .nullable()
      .meta({ description: '소한 (小限); null before birth' }),
    yearly: z
      .strictObject({
        ...scopeFields,
        year: int(fieldText('JamiYearlyScope.year')),
        stars: movingStars('The year'),
        jieshen: branch('유년해신 (流年解)'),
      })
      .meta({ description: '유년 (流年)' }),
    monthly: z.strictObject({ ...scopeFields, stars: movingStars('The month') }).meta({ description: '유월 (流月, from 斗君)' }),
    daily: z.strictObject({ ...scopeFields, stars: movingStars('The day') }).meta({ description: '유일 (流日)' }),
    hourly: z.strictObject({ ...scopeFields, stars: movingStars('The hour') }).meta({ description: '유시 (流時)' }),
    ...birthClockField,
  })
  .meta({ id: 'JamiHoroscopeResponse', description: 'The horoscope (運限) of a date and hour on the chart: six scopes (no envelope)' });
