/**
 * The horoscope (運限) of a jami chart as GraphQL types: the 대한, 소한, 유년, 유월, 유일 and 유시 of a
 * date and hour, each scope computed when selected (docs/jami.md §7).
 */
import type { JamiReading } from '../core/jami/reading.js';
import {
  MOVING_STARS, MOVING_STAR_NAMES, SCOPE_NAMES, horoscope, type DecadalView, type HoroscopeScope, type JamiHoroscope,
  type MinorView, type MovingStar, type MovingStars, type PillarView, type ScopeTransformation, type StarScope, type YearlyView,
} from '../core/jami/horoscope.js';
import type { BranchId } from '../core/jami/types.js';
import { builder } from './builder.js';
import { BirthClockObject, ZasiEnum } from './birth-time.js';
import { NamedBranchObject, PalaceBranchObject } from './jami-palaces.js';
import { namedBranches, palaceBranches } from './jami-views.js';
import { JamiMutagenEnum, MUTAGEN_FIELD_TEXT, JamiPalaceIdEnum, JamiStarIdEnum } from './jami-enums.js';
import { EarthlyBranchEnum } from './saju-enums.js';
import { PillarObject } from './saju.js';

const HoroscopeScopeEnum = builder.enumType('JamiHoroscopeScopeKind', {
  description: 'A scope of the horoscope (運限).',
  values: {
    DECADAL: { value: 'decadal', description: '대한 (大限): the ten-year period (童限 before the first).' },
    MINOR: { value: 'minor', description: '소한 (小限): the palace of the year of age.' },
    YEARLY: { value: 'yearly', description: '유년 (流年): the year.' },
    MONTHLY: { value: 'monthly', description: '유월 (流月): the lunar month.' },
    DAILY: { value: 'daily', description: '유일 (流日): the lunar day.' },
    HOURLY: { value: 'hourly', description: '유시 (流時): the two-hour period.' },
  } as const satisfies Record<string, { value: HoroscopeScope; description: string }>,
});

const ScopeTransformationObject = builder.objectRef<ScopeTransformation>('JamiScopeTransformation').implement({
  description: 'A transformation (사화) of a scope’s stem and the natal star it falls on.',
  fields: (t) => ({
    mutagen: t.expose('mutagen', { type: JamiMutagenEnum, description: MUTAGEN_FIELD_TEXT }),
    star: t.expose('star', { type: JamiStarIdEnum, description: 'The transformed star.' }),
    branch: t.expose('branch', { type: EarthlyBranchEnum, description: 'The star’s branch.' }),
    natalPalace: t.expose('natalPalace', { type: JamiPalaceIdEnum, description: 'The natal palace on that branch, e.g. WEALTH (재백궁).' }),
    scopePalace: t.expose('scopePalace', {
      type: JamiPalaceIdEnum,
      description: 'The scope’s palace on that branch (the palaces counted from the scope’s 명궁).',
    }),
  }),
});

interface MovingStarView {
  key: MovingStar;
  name: string;
  branch: BranchId;
}

const MovingStarObject = builder.objectRef<MovingStarView>('JamiMovingStar').implement({
  description: 'A moving star (流曜) of a scope and the branch it falls on.',
  fields: (t) => ({
    key: t.exposeString('key', { description: `The star’s key (iztro’s): ${MOVING_STARS.join(', ')}.` }),
    name: t.exposeString('name', { description: 'Korean name with the scope’s prefix (운 대한, 유 유년, 월, 일, 시), e.g. 유괴, 운록존.' }),
    branch: t.expose('branch', { type: EarthlyBranchEnum, description: 'The branch it falls on.' }),
  }),
});

const movingStarList = (scope: StarScope, stars: MovingStars): MovingStarView[] =>
  MOVING_STARS.map((key) => ({ key, name: MOVING_STAR_NAMES[scope][key], branch: stars[key] }));

type AnyScopeView = DecadalView | MinorView | YearlyView | PillarView;

const HoroscopeScopeInterface = builder.interfaceRef<AnyScopeView>('JamiHoroscopeScope').implement({
  description: 'What every scope of the horoscope has: its 명궁, stem-branch, twelve palaces and its stem’s 사화.',
  fields: (t) => ({
    scope: t.field({ type: HoroscopeScopeEnum, description: 'Which scope.', resolve: (v) => v.scope }),
    name: t.string({ description: 'The scope’s Korean name: 대한, 소한, 유년, 유월, 유일 or 유시.', resolve: (v) => SCOPE_NAMES[v.scope] }),
    ganji: t.exposeString('ganji', { description: 'Its stem-branch in Korean: its palace’s for 대한 and 소한, else the year, month, day or hour pillar.' }),
    lifePalaceBranch: t.expose('branch', { type: EarthlyBranchEnum, description: 'The branch of the scope’s 명궁, the palace it starts from.' }),
    natalPalace: t.expose('natalPalace', { type: JamiPalaceIdEnum, description: 'The natal palace on that branch.' }),
    palaces: t.field({
      type: [PalaceBranchObject],
      description: 'The scope’s twelve palaces counted from its 명궁 (명궁 … 부모궁), with their branches.',
      resolve: (v) => palaceBranches(v.palaces),
    }),
    transformations: t.field({
      type: [ScopeTransformationObject],
      description: 'The scope stem’s 사화, 화록 … 화기, with where each star sits.',
      resolve: (v) => v.transformations,
    }),
  }),
});

const DecadalScopeObject = builder.objectRef<DecadalView>('JamiDecadalScope').implement({
  description: '대한 of the date: the ten-year period holding its 虛歲, or the 童限 palace before the first.',
  interfaces: [HoroscopeScopeInterface],
  isTypeOf: (v) => (v as AnyScopeView).scope === 'decadal',
  fields: (t) => ({
    childhood: t.exposeBoolean('childhood', { description: 'Before the first 대한: the 童限 palace of this 虛歲 (一命二財三疾厄, 四夫妻五福德, 六事業).' }),
    ageFrom: t.int({ description: 'First 虛歲 of the period (the age itself in childhood).', resolve: (v) => v.ageRange.from }),
    ageTo: t.int({ description: 'Last 虛歲 of the period (the age itself in childhood).', resolve: (v) => v.ageRange.to }),
    stars: t.field({ type: [MovingStarObject], description: 'The period’s moving stars (運魁 … 運喜).', resolve: (v) => movingStarList('decadal', v.stars) }),
  }),
});

const MinorScopeObject = builder.objectRef<MinorView>('JamiMinorScope').implement({
  description: '소한 of the date.',
  interfaces: [HoroscopeScopeInterface],
  isTypeOf: (v) => (v as AnyScopeView).scope === 'minor',
  fields: (t) => ({
    age: t.exposeInt('age', { description: '虛歲 in the date’s lunar year.' }),
  }),
});

const YearlyScopeObject = builder.objectRef<YearlyView>('JamiYearlyScope').implement({
  description: '유년 of the date’s lunar year.',
  interfaces: [HoroscopeScopeInterface],
  isTypeOf: (v) => (v as AnyScopeView).scope === 'yearly',
  fields: (t) => ({
    year: t.exposeInt('year', { description: 'The Korean lunar year.' }),
    stars: t.field({ type: [MovingStarObject], description: 'The year’s moving stars (流魁 … 流喜).', resolve: (v) => movingStarList('yearly', v.stars) }),
    jieshen: t.field({ type: EarthlyBranchEnum, description: '유년해신 (流年解): its branch.', resolve: (v) => v.stars.jieshen }),
    suiqian: t.field({ type: [NamedBranchObject], description: 'The year’s 세전십이신, 세건 first.', resolve: (v) => namedBranches(v.suiqian) }),
    jiangqian: t.field({ type: [NamedBranchObject], description: 'The year’s 장전십이신, 장성 first.', resolve: (v) => namedBranches(v.jiangqian) }),
  }),
});

const PillarScopeObject = builder.objectRef<PillarView>('JamiPillarScope').implement({
  description: '유월, 유일 or 유시: a scope named by the month, day or hour pillar.',
  interfaces: [HoroscopeScopeInterface],
  isTypeOf: (v) => ['monthly', 'daily', 'hourly'].includes((v as AnyScopeView).scope),
  fields: (t) => ({
    stars: t.field({
      type: [MovingStarObject],
      description: 'The scope’s moving stars (月, 日 or 時 prefix).',
      resolve: (v) => movingStarList(v.scope, v.stars),
    }),
  }),
});

const pad2 = (n: number) => String(n).padStart(2, '0');

export const HoroscopeObject = builder.objectRef<JamiHoroscope>('JamiHoroscope').implement({
  description: 'The horoscope (運限) of a date and hour on the chart (iztro 2.6.1 rules on the Korean lunar calendar); each scope computed when selected.',
  fields: (t) => ({
    date: t.string({ description: 'The solar date asked for, YYYY-MM-DD.', resolve: (h) => h.target.date }),
    timeIndex: t.int({ description: 'The time index read: 0 = 子 00:00–00:59, 1 … 11 = 丑 … 亥, 12 = 23:00–23:59.', resolve: (h) => h.target.timeIndex }),
    zasi: t.field({ type: ZasiEnum, description: 'The chart’s 23:xx convention, which also reads time index 12.', resolve: (h) => h.target.zasi }),
    lunarDate: t.string({
      description: 'The Korean lunar date the palaces count from (the next day’s under JASI at 23:xx), YYYY-MM-DD.',
      resolve: ({ target: { lunar } }) => `${lunar.year}-${pad2(lunar.month)}-${pad2(lunar.day)}`,
    }),
    lunarIsLeapMonth: t.boolean({ description: 'That lunar date is in a leap month.', resolve: (h) => h.target.lunar.isLeapMonth }),
    age: t.int({ description: '虛歲: the lunar year minus the birth lunar year, plus 1.', resolve: (h) => h.target.age }),
    yearPillar: t.field({ type: PillarObject, description: 'The lunar year’s pillar.', resolve: (h) => h.target.year }),
    monthPillar: t.field({ type: PillarObject, description: 'The lunar month’s pillar (寅 for month 1, 五虎遁 stem), not the 節 month.', resolve: (h) => h.target.month }),
    dayPillar: t.field({ type: PillarObject, description: 'The day pillar (the next day’s at 23:xx under SPLIT).', resolve: (h) => h.target.day }),
    hourPillar: t.field({ type: PillarObject, description: 'The hour pillar of the time index.', resolve: (h) => h.target.hourPillar }),
    decadal: t.field({ type: DecadalScopeObject, nullable: true, description: '대한; null before birth and past the twelfth period.', resolve: (h) => h.decadal() }),
    minor: t.field({ type: MinorScopeObject, nullable: true, description: '소한; null before birth.', resolve: (h) => h.minor() }),
    yearly: t.field({ type: YearlyScopeObject, description: '유년.', resolve: (h) => h.yearly() }),
    monthly: t.field({ type: PillarScopeObject, description: '유월 (from 斗君).', resolve: (h) => h.monthly() }),
    daily: t.field({ type: PillarScopeObject, description: '유일.', resolve: (h) => h.daily() }),
    hourly: t.field({ type: PillarScopeObject, description: '유시.', resolve: (h) => h.hourly() }),
    birthClock: t.field({ type: BirthClockObject, nullable: true, description: 'The birth clock read when a birth-time option was given; null for the clock as entered.', resolve: (h) => h.chart.birthClock && { ...h.chart.birthClock, zasi: h.chart.zasi } }),
  }),
});

/** One horoscope per reading, date and time index: aliases of the same date share its scopes. */
const HOROSCOPES = new WeakMap<JamiReading, Map<string, JamiHoroscope>>();
export function horoscopeOf(r: JamiReading, date: string, timeIndex: number): JamiHoroscope {
  let byKey = HOROSCOPES.get(r);
  if (!byKey) HOROSCOPES.set(r, (byKey = new Map<string, JamiHoroscope>()));
  const key = `${date}|${timeIndex}`;
  let h = byKey.get(key);
  if (!h) byKey.set(key, (h = horoscope(r.chart, date, timeIndex)));
  return h;
}
