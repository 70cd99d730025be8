/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Which blocks the REST answer carries (GraphQL selects its own). */
export type AnalysisDepth =
  /** Charts, aspects and compatibility. */
  | 'BASIC'
  /** Default: detailed plus the relationship themes. */
  | 'COMPREHENSIVE'
  /** Standard plus elements and modalities and the house overlay analysis. */
  | 'DETAILED'
  /** Basic plus the house overlays. */
  | 'STANDARD';

/** Whether an aspect eases or strains. */
export type AspectNature =
  /** Opposition, square, quincunx, semisquare, sesquiquadrate. */
  | 'CHALLENGING'
  /** Trine, sextile, semisextile, quintile, biquintile; a conjunction of the same point or without Mars … Pluto. */
  | 'HARMONIOUS'
  /** A conjunction of two different points, one of them Mars, Saturn, Uranus, Neptune or Pluto. */
  | 'NEUTRAL';

/** An aspect: an angle of ecliptic longitude between two points, or a declination parallel. */
export type AspectType =
  /** 144° (minor). */
  | 'BIQUINTILE'
  /** 0°. */
  | 'CONJUNCTION'
  /** Same declination (within 1°), on opposite sides of the equator. */
  | 'CONTRA_PARALLEL'
  /** 180°. */
  | 'OPPOSITION'
  /** Same declination (within 1°), on the same side of the equator. */
  | 'PARALLEL'
  /** 150° (minor). */
  | 'QUINCUNX'
  /** 72° (minor). */
  | 'QUINTILE'
  /** 30° (minor). */
  | 'SEMISEXTILE'
  /** 45° (minor). */
  | 'SEMISQUARE'
  /** 135° (minor). */
  | 'SESQUIQUADRATE'
  /** 60°. */
  | 'SEXTILE'
  /** 90°. */
  | 'SQUARE'
  /** 120°. */
  | 'TRINE';

/** The sidereal zodiac’s offset from the tropical one, as Swiss Ephemeris 2.10 defines each (precession IAU 2006, with nutation). */
export type Ayanamsa =
  /** Fagan-Bradley (western sidereal): 24°02′31.36″ at 1950.0. */
  | 'FAGAN_BRADLEY'
  /** Zero at J2000: precession since 2000 only. */
  | 'J2000'
  /** Krishnamurti (KP). */
  | 'KRISHNAMURTI'
  /** Lahiri (Chitrapaksha, the Indian government’s standard): 23°15′00.658″ at 21 March 1956. */
  | 'LAHIRI'
  /** B. V. Raman. */
  | 'RAMAN'
  /** True Chitrapaksha: Spica (Citra) at exactly 180° sidereal at every date. */
  | 'TRUE_CITRA'
  /** Sri Yukteshwar. */
  | 'YUKTESHWAR';

/** A birth outside Korea: the IANA zone, or coordinates from which the zone is found (tz-lookup). */
export type BirthPlaceInput = {
  /** Latitude, degrees north (−90 … 90). */
  latitude?: number | null | undefined;
  /** Longitude, degrees east (−180 … 180); also the longitude of local mean and true solar time. */
  longitude?: number | null | undefined;
  /** IANA zone, e.g. America/Los_Angeles; wins over the coordinates for the zone. */
  timezone?: string | null | undefined;
};

/** How the zone of a birth was found. */
export type BirthZoneSource =
  /** Found from birthPlace latitude and longitude (tz-lookup). */
  | 'COORDINATES'
  /** No birthPlace: a Korean birth, Asia/Seoul. */
  | 'KOREA'
  /** birthPlace.timezone. */
  | 'NAMED';

/** How the overall compatibility score is computed. */
export type CompatibilityMethod =
  /** Weighted, then 80 % of it plus 20 % of the element and modality scores. */
  | 'ADVANCED'
  /** Aspect counts instead of weights, key contacts unweighted. */
  | 'SIMPLE'
  /** Default: aspect weights; key contacts weighted by point weight. */
  | 'WEIGHTED';

/** How the span from birth to the 節 becomes the 대운 start (docs/saju.md §4). */
export type DaeunCount =
  /** Calendar days and two-hour 時辰: 3 days = 1 year, 1 時辰 = 10 days (lunar-javascript’s sect 1). */
  | 'DAY_HOUR'
  /** To the minute: 4320 min = 1 year (default). */
  | 'EXACT';

/** The direction of one result. */
export type Direction =
  /** The sphere turned backward by the arc. */
  | 'CONVERSE'
  /** The sphere turned forward by the arc. */
  | 'DIRECT';

/** A Ptolemaic aspect carried by a direction. */
export type DirectionAspect =
  /** Aspect points at 0° from the natal point. */
  | 'CONJUNCTION'
  /** Aspect points at +180° from the natal point. */
  | 'OPPOSITION'
  /** Aspect points at +60° and -60° from the natal point. */
  | 'SEXTILE'
  /** Aspect points at +90° and -90° from the natal point. */
  | 'SQUARE'
  /** Aspect points at +120° and -120° from the natal point. */
  | 'TRINE';

/** Whether the bodies keep their ecliptic latitude. */
export type DirectionFrame =
  /** In mundo: bodies keep their ecliptic latitude; aspect points stay on the ecliptic. */
  | 'MUNDANE'
  /** Default, as REST: in zodiaco, every point at ecliptic latitude 0. */
  | 'ZODIACAL';

/** Construction and key of the primary directions. */
export type DirectionMethod =
  /** Semi-arc proportions, Naibod key 0.98564733°/year (unless keyRate). */
  | 'NAIBOD'
  /** Placidus under the pole (key 1°/year unless keyRate). */
  | 'PLACIDUS'
  /** Default: semi-arc proportions, Ptolemy key 1°/year (unless keyRate). */
  | 'PTOLEMY'
  /** Regiomontanus under the pole (key 1°/year unless keyRate). */
  | 'REGIOMONTANUS';

/** Which directions to compute. */
export type DirectionType =
  /** Direct and converse. */
  | 'BOTH'
  /** The sphere turned backward. */
  | 'CONVERSE'
  /** Default: the sphere turned forward (with the diurnal motion). */
  | 'DIRECT';

/** An earthly branch (地支), 子 ZI … 亥 HAI. */
export type EarthlyBranch =
  /** 진 (辰), Chen. */
  | 'CHEN'
  /** 축 (丑), Chou. */
  | 'CHOU'
  /** 해 (亥), Hai. */
  | 'HAI'
  /** 묘 (卯), Mao. */
  | 'MAO'
  /** 신 (申), Shen. */
  | 'SHEN'
  /** 사 (巳), Si. */
  | 'SI'
  /** 미 (未), Wei. */
  | 'WEI'
  /** 오 (午), Wu. */
  | 'WU'
  /** 술 (戌), Xu. */
  | 'XU'
  /** 인 (寅), Yin. */
  | 'YIN'
  /** 유 (酉), You. */
  | 'YOU'
  /** 자 (子), Zi. */
  | 'ZI';

/** A moment of an eclipse seen from a place. */
export type EclipseContact =
  /** Solar: first contact; lunar: the Moon enters the umbra. */
  | 'PARTIAL_BEGIN'
  /** Solar: last contact; lunar: the Moon leaves the umbra. */
  | 'PARTIAL_END'
  /** The greatest eclipse. */
  | 'PEAK'
  /** Lunar: the Moon enters the penumbra. */
  | 'PENUMBRAL_BEGIN'
  /** Lunar: the Moon leaves the penumbra. */
  | 'PENUMBRAL_END'
  /** Totality (or annularity) begins. */
  | 'TOTAL_BEGIN'
  /** Totality (or annularity) ends. */
  | 'TOTAL_END';

/** How deep an eclipse is (astronomy-engine tells no hybrid solar eclipse from a total or annular one). */
export type EclipseKind =
  /** Solar: the Moon, too small to cover the Sun, leaves a ring. */
  | 'ANNULAR'
  /** Part of the Sun covered, or part of the Moon in the umbra. */
  | 'PARTIAL'
  /** Lunar: the Moon passes only through the penumbra. */
  | 'PENUMBRAL'
  /** Solar: the Moon covers the whole Sun; lunar: the whole Moon is in the umbra. */
  | 'TOTAL';

/** The body an eclipse darkens. */
export type EclipsedBody =
  /** A lunar eclipse: the Earth’s shadow falls on the Moon. */
  | 'MOON'
  /** A solar eclipse: the Moon covers the Sun. */
  | 'SUN';

/** Element (triplicity) of a sign. */
export type Element =
  /** Gemini, Libra, Aquarius (공기). */
  | 'AIR'
  /** Taurus, Virgo, Capricorn (흙). */
  | 'EARTH'
  /** Aries, Leo, Sagittarius (불). */
  | 'FIRE'
  /** Cancer, Scorpio, Pisces (물). */
  | 'WATER';

/** How the two dominant elements combine. */
export type ElementCompatibilityType =
  /** Fire with earth, or air with water (50). */
  | 'CHALLENGING'
  /** No clearly dominant element (65). */
  | 'NEUTRAL'
  /** Fire with water, or earth with air (40). */
  | 'OPPOSING'
  /** The same element (type score 85). */
  | 'SAME'
  /** Fire with air, or earth with water (90). */
  | 'SUPPORTIVE';

/** A moving body an event search follows. */
export type EventBody =
  /** Chiron; its instants are good to about 1″ of longitude. */
  | 'CHIRON'
  /** Jupiter. */
  | 'JUPITER'
  /** Mars. */
  | 'MARS'
  /** Mercury. */
  | 'MERCURY'
  /** The Moon. */
  | 'MOON'
  /** Neptune. */
  | 'NEPTUNE'
  /** Pluto. */
  | 'PLUTO'
  /** Saturn. */
  | 'SATURN'
  /** The Sun. */
  | 'SUN'
  /** The true (osculating) lunar node; its instants are good to about 1″ of longitude. */
  | 'TRUE_NODE'
  /** Uranus. */
  | 'URANUS'
  /** Venus. */
  | 'VENUS';

/** A natal point transits can aim at. */
export type EventNatalPoint =
  /** The natal ascendant. */
  | 'ASC'
  /** 1 Ceres (births 1900–2100). */
  | 'CERES'
  /** Chiron. */
  | 'CHIRON'
  /** 3 Juno (births 1900–2100). */
  | 'JUNO'
  /** The natal Jupiter. */
  | 'JUPITER'
  /** The natal Mars. */
  | 'MARS'
  /** The natal midheaven. */
  | 'MC'
  /** Black Moon Lilith, the mean lunar apogee. */
  | 'MEAN_LILITH'
  /** The natal Mercury. */
  | 'MERCURY'
  /** The natal Moon. */
  | 'MOON'
  /** The natal Neptune. */
  | 'NEPTUNE'
  /** The mean north node. */
  | 'NORTH_NODE'
  /** 2 Pallas (births 1900–2100). */
  | 'PALLAS'
  /** The natal Pluto. */
  | 'PLUTO'
  /** The natal Saturn. */
  | 'SATURN'
  /** The mean south node. */
  | 'SOUTH_NODE'
  /** The natal Sun. */
  | 'SUN'
  /** Black Moon Lilith, the osculating lunar apogee. */
  | 'TRUE_LILITH'
  /** The true lunar node. */
  | 'TRUE_NODE'
  /** The natal Uranus. */
  | 'URANUS'
  /** The natal Venus. */
  | 'VENUS'
  /** 4 Vesta (births 1900–2100). */
  | 'VESTA';

/** A birth and a span of at most 5 years to search for events. */
export type EventsInput = {
  /** Transit aspect types, of the six (default all six). */
  aspects?: Array<AspectType> | null | undefined;
  /** The ayanamsa of the sidereal zodiac (ignored when tropical). */
  ayanamsa?: Ayanamsa | null | undefined;
  /** The moving bodies (default the Sun … Pluto). */
  bodies?: Array<EventBody> | null | undefined;
  /** Start: YYYY-MM-DD (00:00 UTC) or an ISO datetime (UTC unless it carries an offset). */
  from: string;
  /** How the houses are divided. */
  houseSystem?: HouseSystem | null | undefined;
  /** Where eclipses are observed (visibility and local contacts); none when omitted. */
  location?: LocationInput | null | undefined;
  /** The natal chart's name. */
  name?: string | null | undefined;
  /** Local wall-clock time YYYY-MM-DDTHH:MM:SS in natalLocation.timezone, or with an explicit offset. */
  natalDatetime: string;
  /** The birth place. */
  natalLocation: LocationInput;
  /** The natal points transits aim at (default the natal bodies, ASC and MC). */
  natalPoints?: Array<EventNatalPoint> | null | undefined;
  /** One orb for every aspect, 0.5–10.0 degrees. */
  orbDegrees?: number | null | undefined;
  /** End: YYYY-MM-DD (through that day, UTC) or an ISO datetime; at most 5 years after from. */
  to: string;
  /** Tropical (default) or sidereal longitudes. */
  zodiac?: Zodiac | null | undefined;
};

/** A point computed only when asked for: Black Moon Lilith (mean and true) and the four main asteroids. */
export type ExtraPoint =
  /** 1 Ceres, integrated from epoch states with the planets’ perturbations; years 1900–2100 (else DATE_OUT_OF_RANGE). */
  | 'CERES'
  /** 3 Juno, integrated from epoch states with the planets’ perturbations; years 1900–2100 (else DATE_OUT_OF_RANGE). */
  | 'JUNO'
  /** Black Moon Lilith: the mean lunar apogee (Swiss Ephemeris agreement about 0.2″). */
  | 'MEAN_LILITH'
  /** 2 Pallas, integrated from epoch states with the planets’ perturbations; years 1900–2100 (else DATE_OUT_OF_RANGE). */
  | 'PALLAS'
  /** Black Moon Lilith: the osculating lunar apogee; model-dependent (differs from Swiss by up to ~8′). */
  | 'TRUE_LILITH'
  /** 4 Vesta, integrated from epoch states with the planets’ perturbations; years 1900–2100 (else DATE_OUT_OF_RANGE). */
  | 'VESTA';

/** A birth, the age to read, and the table and sequence to use. */
export type FirdariaInput = {
  /** The ayanamsa of the sidereal zodiac (ignored when tropical). */
  ayanamsa?: Ayanamsa | null | undefined;
  /** Years of life (decimals allowed). SPEC_74: 0–74; TRADITIONAL_75: any age, the cycle repeating after 75. */
  currentAge: number;
  /** male, female, m or f (any case). Required when sequenceBasis is GENDER. */
  gender?: string | null | undefined;
  /** The natal chart's name. */
  name?: string | null | undefined;
  /** Local wall-clock time YYYY-MM-DDTHH:MM:SS in natalLocation.timezone, or with an explicit offset. */
  natalDatetime: string;
  /** The birth place. */
  natalLocation: LocationInput;
  /** Order of the traditional nocturnal sequence (ignored by SPEC_74 and diurnal sequences). */
  nocturnalOrder?: FirdariaNocturnalOrder | null | undefined;
  /** How the diurnal or nocturnal sequence is chosen. */
  sequenceBasis?: FirdariaSequenceBasis | null | undefined;
  /** The table of periods. */
  table?: FirdariaTable | null | undefined;
  /** Tropical (default) or sidereal longitudes. */
  zodiac?: Zodiac | null | undefined;
};

/** Where the nodes fall in the traditional nocturnal sequence. */
export type FirdariaNocturnalOrder =
  /** Moon, Saturn, Jupiter, Mars, Sun, Venus, Mercury, then the nodes. */
  | 'ABU_MASHAR'
  /** Moon, Saturn, Jupiter, Mars, the nodes, then Sun, Venus, Mercury. */
  | 'BONATTI';

/** What chooses the diurnal or the nocturnal sequence. */
export type FirdariaSequenceBasis =
  /** By gender (default, as REST): male → diurnal sequence, female → nocturnal. */
  | 'GENDER'
  /** The chart’s sect: day birth → diurnal, night birth → nocturnal (traditional). */
  | 'SECT';

/** The table of firdaria periods (years per planetary lord). */
export type FirdariaTable =
  /** The REST table (default): 7 planets, 74 years in either order, Mercury and Saturn 14; ages 0–74. */
  | 'SPEC_74'
  /** Sun 10, Venus 8, Mercury 13, Moon 9, Saturn 11, Jupiter 12, Mars 7, North Node 3, South Node 2 (75 years; repeats after 75). */
  | 'TRADITIONAL_75';

/** One of the five elements (五行), in the generating order WOOD → FIRE → EARTH → METAL → WATER. */
export type FiveElement =
  /** 토 (土), Earth. */
  | 'EARTH'
  /** 화 (火), Fire. */
  | 'FIRE'
  /** 금 (金), Metal. */
  | 'METAL'
  /** 수 (水), Water. */
  | 'WATER'
  /** 목 (木), Wood. */
  | 'WOOD';

/** Sex of the person: with the year stem’s polarity it decides whether the 대운 run forward or backward. */
export type Gender =
  /** Female. */
  | 'F'
  /** Male. */
  | 'M';

/** A heavenly stem (天干), 甲 JIA … 癸 GUI. */
export type HeavenlyStem =
  /** 병 (丙), Bing. */
  | 'BING'
  /** 정 (丁), Ding. */
  | 'DING'
  /** 경 (庚), Geng. */
  | 'GENG'
  /** 계 (癸), Gui. */
  | 'GUI'
  /** 기 (己), Ji. */
  | 'JI'
  /** 갑 (甲), Jia. */
  | 'JIA'
  /** 임 (壬), Ren. */
  | 'REN'
  /** 무 (戊), Wu. */
  | 'WU'
  /** 신 (辛), Xin. */
  | 'XIN'
  /** 을 (乙), Yi. */
  | 'YI';

/** The part of a branch a hidden stem (지장간) holds. */
export type HiddenStemType =
  /** 정기 (正氣), Main. */
  | 'MAIN'
  /** 중기 (中氣), Middle. */
  | 'MIDDLE'
  /** 여기 (餘氣), Residual. */
  | 'RESIDUAL';

/** How the twelve houses are divided. */
export type HouseSystem =
  /** Alcabitius: trisection of the ASC’s diurnal and nocturnal semi-arcs in right ascension. */
  | 'ALCABITIUS'
  /** APC (Ascendant Parallel Circle, Koch–Knappich). */
  | 'APC'
  /** Campanus: equal 30° divisions of the prime vertical. */
  | 'CAMPANUS'
  /** Carter poli-equatorial: 30° divisions of the equator from the ASC’s right ascension. */
  | 'CARTER'
  /** Equal: 30° houses from the ASC. */
  | 'EQUAL'
  /** Horizon (azimuthal): 30° divisions of the horizon from the east point, cusp 10 at the zenith’s ecliptic point. */
  | 'HORIZON'
  /** Koch (birthplace): trisection of the MC’s semi-arc; Porphyry above the polar circle. */
  | 'KOCH'
  /** Krusinski-Pisa-Goelzer: equal divisions of the great circle through the ASC and the zenith. */
  | 'KRUSINSKI'
  /** Meridian (axial): 30° divisions of the equator from the ARMC, projected through the poles. */
  | 'MERIDIAN'
  /** Morinus: equal 30° divisions of the equator from the ARMC, projected onto the ecliptic. */
  | 'MORINUS'
  /** Placidus (default): time trisection of the semi-arcs; Porphyry above the polar circle. */
  | 'PLACIDUS'
  /** Porphyry: each quadrant between the angles divided into three equal parts. */
  | 'PORPHYRY'
  /** Pullen sinusoidal delta: quadrants divided by a sine-weighted delta. */
  | 'PULLEN_SD'
  /** Pullen sinusoidal ratio: quadrants divided by a sine-weighted ratio. */
  | 'PULLEN_SR'
  /** Regiomontanus: equal 30° divisions of the celestial equator, projected through the horizon points. */
  | 'REGIOMONTANUS'
  /** Sripati: Porphyry quadrants with each cusp moved to the midpoint of two Porphyry cusps (bhava madhya). */
  | 'SRIPATI'
  /** Sunshine (Makransky, Treindl’s solution): divisions of the Sun’s diurnal and nocturnal arcs. */
  | 'SUNSHINE'
  /** Topocentric (Polich–Page): cusps close to Placidus. */
  | 'TOPOCENTRIC'
  /** Vehlow: equal houses with the ASC in the middle of house 1. */
  | 'VEHLOW'
  /** Whole sign: house 1 is the whole sign of the ASC, each house one sign. */
  | 'WHOLE_SIGN';

/** A star’s brightness where it sits (iztro 2.6.1), brightest first: MIAO (廟) … XIAN (陷). */
export type JamiBrightness =
  /** 불 (不), Unfavourable. */
  | 'BU'
  /** 득 (得), Gained. */
  | 'DE'
  /** 이 (利), Beneficial. */
  | 'LI'
  /** 묘 (廟), Temple. */
  | 'MIAO'
  /** 평 (平), Neutral. */
  | 'PING'
  /** 왕 (旺), Prosperous. */
  | 'WANG'
  /** 함 (陷), Fallen. */
  | 'XIAN';

/** A birth for a Zi Wei Dou Shu chart: name, date (solar, or Korean lunar with its leap flag), clock time in Korea and gender. */
export type JamiInput = {
  /** Where the person was born, when not in Korea: the birth time is read on that zone’s clock. */
  birthPlace?: BirthPlaceInput | null | undefined;
  /** HH:MM, clock time as given. */
  birthTime: string;
  /** YYYY-MM-DD, solar unless isLunar (Korean calendar). */
  birthdate: string;
  /** M, F, m, f, Male, Female, male, female, yang, yin */
  gender: string;
  /** With isLunar: the date is in the leap month. */
  isLeapMonth?: boolean | null | undefined;
  /** Whether birthdate is a Korean lunar date. */
  isLunar?: boolean | null | undefined;
  /** East longitude for local mean (or, with solarTime TRUE_SOLAR, true solar) time of the hour. */
  localMeanTimeLongitude?: number | null | undefined;
  /** The person’s name (shown on the chart). */
  name: string;
  /** Clock of the day and hour: STANDARD by default (LOCAL_MEAN when localMeanTimeLongitude is given). */
  solarTime?: SolarTime | null | undefined;
  /** How a birth at 23:xx is read: SPLIT (default, iztro’s dayDivide forward: lunar day + 1 for the day-based stars), JASI (the next day’s 子 hour), MIDNIGHT (the same day’s 子 hour). */
  zasi?: ZasiConvention | null | undefined;
};

/** A transformation (四化): LU (化祿), QUAN (化權), KE (化科), JI (化忌). */
export type JamiMutagen =
  /** 화기 (化忌), Hua Ji. */
  | 'JI'
  /** 화과 (化科), Hua Ke. */
  | 'KE'
  /** 화록 (化祿), Hua Lu. */
  | 'LU'
  /** 화권 (化權), Hua Quan. */
  | 'QUAN';

/** A palace (iztro’s palace key), in order from 명궁: SOUL (命宮) … PARENTS (父母宮). */
export type JamiPalaceId =
  /** 관록궁 (官祿宮), Career. */
  | 'CAREER'
  /** 자녀궁 (子女宮), Children. */
  | 'CHILDREN'
  /** 노복궁 (奴僕宮), Friends. */
  | 'FRIENDS'
  /** 질액궁 (疾厄宮), Health. */
  | 'HEALTH'
  /** 부모궁 (父母宮), Parents. */
  | 'PARENTS'
  /** 전택궁 (田宅宮), Property. */
  | 'PROPERTY'
  /** 형제궁 (兄弟宮), Siblings. */
  | 'SIBLINGS'
  /** 명궁 (命宮), Life. */
  | 'SOUL'
  /** 복덕궁 (福德宮), Fortune. */
  | 'SPIRIT'
  /** 부처궁 (夫妻宮), Spouse. */
  | 'SPOUSE'
  /** 천이궁 (遷移宮), Travel. */
  | 'SURFACE'
  /** 재백궁 (財帛宮), Wealth. */
  | 'WEALTH';

/** A star of the chart (iztro’s star key in pinyin, in iztro’s order): ZIWEI (紫微) … NIANJIE (年解). Homophones: TIANFU 天府 / TIANFU_BLESSING 天福, TIANYUE 天鉞 / TIANYUE_MOON 天月. */
export type JamiStarId =
  /** 팔좌 (八座), Ba Zuo. */
  | 'BAZUO'
  /** 지겁 (地劫), Di Jie. */
  | 'DIJIE'
  /** 지공 (地空), Di Kong. */
  | 'DIKONG'
  /** 은광 (恩光), En Guang. */
  | 'ENGGUANG'
  /** 비렴 (蜚廉), Fei Lian. */
  | 'FEILIAN'
  /** 봉고 (封誥), Feng Gao. */
  | 'FENGGAO'
  /** 봉각 (鳳閣), Feng Ge. */
  | 'FENGGE'
  /** 과수 (寡宿), Gua Su. */
  | 'GUASU'
  /** 고신 (孤辰), Gu Chen. */
  | 'GUCHEN'
  /** 홍란 (紅鸞), Hong Luan. */
  | 'HONGLUAN'
  /** 화개 (華蓋), Hua Gai. */
  | 'HUAGAI'
  /** 화성 (火星), Huo Xing. */
  | 'HUOXING'
  /** 절로 (截路), Jie Lu. */
  | 'JIELU'
  /** 해신(월) (解神), Jie Shen (month). */
  | 'JIESHEN'
  /** 거문 (巨門), Ju Men. */
  | 'JUMEN'
  /** 공망 (空亡), Kong Wang. */
  | 'KONGWANG'
  /** 염정 (廉貞), Lian Zhen. */
  | 'LIANZHEN'
  /** 영성 (鈴星), Ling Xing. */
  | 'LINGXING'
  /** 용지 (龍池), Long Chi. */
  | 'LONGCHI'
  /** 녹존 (祿存), Lu Cun. */
  | 'LUCUN'
  /** 해신(년) (年解), Jie Shen (year). */
  | 'NIANJIE'
  /** 파군 (破軍), Po Jun. */
  | 'POJUN'
  /** 파쇄 (破碎), Po Sui. */
  | 'POSUI'
  /** 경양 (擎羊), Qing Yang. */
  | 'QINGYANG'
  /** 칠살 (七殺), Qi Sha. */
  | 'QISHA'
  /** 삼태 (三台), San Tai. */
  | 'SANTAI'
  /** 태보 (台輔), Tai Fu. */
  | 'TAIFU'
  /** 태양 (太陽), Tai Yang. */
  | 'TAIYANG'
  /** 태음 (太陰), Tai Yin. */
  | 'TAIYIN'
  /** 탐랑 (貪狼), Tan Lang. */
  | 'TANLANG'
  /** 천재 (天才), Tian Cai. */
  | 'TIANCAI'
  /** 천주 (天廚), Tian Chu. */
  | 'TIANCHU'
  /** 천덕 (天德), Tian De. */
  | 'TIANDE'
  /** 천부 (天府), Tian Fu. */
  | 'TIANFU'
  /** 천복 (天福), Tian Fu (Blessing). */
  | 'TIANFU_BLESSING'
  /** 천관 (天官), Tian Guan. */
  | 'TIANGUAN'
  /** 천귀 (天貴), Tian Gui. */
  | 'TIANGUI'
  /** 천기 (天機), Tian Ji. */
  | 'TIANJI'
  /** 천공 (天空), Tian Kong. */
  | 'TIANKONG'
  /** 천곡 (天哭), Tian Ku. */
  | 'TIANKU'
  /** 천괴 (天魁), Tian Kui. */
  | 'TIANKUI'
  /** 천량 (天梁), Tian Liang. */
  | 'TIANLIANG'
  /** 천마 (天馬), Tian Ma. */
  | 'TIANMA'
  /** 천상(天傷) (天傷), Tian Shang. */
  | 'TIANSHANG'
  /** 천사 (天使), Tian Shi. */
  | 'TIANSHI'
  /** 천수 (天壽), Tian Shou. */
  | 'TIANSHOU'
  /** 천동 (天同), Tian Tong. */
  | 'TIANTONG'
  /** 천무 (天巫), Tian Wu. */
  | 'TIANWU'
  /** 천희 (天喜), Tian Xi. */
  | 'TIANXI'
  /** 천상 (天相), Tian Xiang. */
  | 'TIANXIANG'
  /** 천형 (天刑), Tian Xing. */
  | 'TIANXING'
  /** 천허 (天虛), Tian Xu. */
  | 'TIANXU'
  /** 천요 (天姚), Tian Yao. */
  | 'TIANYAO'
  /** 천월 (天鉞), Tian Yue. */
  | 'TIANYUE'
  /** 천월(天月) (天月), Tian Yue (Moon). */
  | 'TIANYUE_MOON'
  /** 타라 (陀羅), Tuo Luo. */
  | 'TUOLUO'
  /** 문창 (文昌), Wen Chang. */
  | 'WENCHANG'
  /** 문곡 (文曲), Wen Qu. */
  | 'WENQU'
  /** 무곡 (武曲), Wu Qu. */
  | 'WUQU'
  /** 함지 (咸池), Xian Chi. */
  | 'XIANCHI'
  /** 순공 (旬空), Xun Kong. */
  | 'XUNKONG'
  /** 음살 (陰煞), Yin Sha. */
  | 'YINSHA'
  /** 우필 (右弼), You Bi. */
  | 'YOUBI'
  /** 월덕 (月德), Yue De. */
  | 'YUEDE'
  /** 자미 (紫微), Zi Wei. */
  | 'ZIWEI'
  /** 좌보 (左輔), Zuo Fu. */
  | 'ZUOFU';

/** Language of display names and pictures. */
export type Lang =
  /** English */
  | 'EN'
  /** Korean */
  | 'KO';

/** One of the twelve life stages (12운성, 十二運星), CHANG_SHENG (장생) … YANG (양). */
export type LifeStage =
  /** 병 (病), Sickness. */
  | 'BING'
  /** 장생 (長生), Growth. */
  | 'CHANG_SHENG'
  /** 제왕 (帝旺), Peak. */
  | 'DI_WANG'
  /** 관대 (冠帶), Crown Belt. */
  | 'GUAN_DAI'
  /** 절 (絶), Extinction. */
  | 'JUE'
  /** 건록 (建祿), Prosperity. */
  | 'LIN_GUAN'
  /** 묘 (墓), Tomb. */
  | 'MU'
  /** 목욕 (沐浴), Bath. */
  | 'MU_YU'
  /** 쇠 (衰), Decline. */
  | 'SHUAI'
  /** 사 (死), Death. */
  | 'SI'
  /** 태 (胎), Conception. */
  | 'TAI'
  /** 양 (養), Nurture. */
  | 'YANG';

/** A place on Earth: geographic coordinates, time zone and elevation. */
export type LocationInput = {
  /** Metres above sea level (default 0). */
  elevation?: number | null | undefined;
  /** Geographic latitude, degrees −90–90, north positive. */
  latitude: number;
  /** Geographic longitude, degrees −180–180, east positive. */
  longitude: number;
  /** IANA zone of the datetime, e.g. Asia/Seoul; detected from the coordinates when omitted. */
  timezone?: string | null | undefined;
};

/** A principal phase of the Moon by its elongation from the Sun. */
export type LunarPhase =
  /** Elongation 90°. */
  | 'FIRST_QUARTER'
  /** Elongation 180°: the Moon opposes the Sun. */
  | 'FULL'
  /** Elongation 270°. */
  | 'LAST_QUARTER'
  /** Elongation 0°: the Moon conjoins the Sun. */
  | 'NEW';

/** Rudhyar’s eight lunation phases, each 45° of the Moon’s elongation from the Sun. */
export type LunationPhase =
  /** Elongation 315°–360°. */
  | 'BALSAMIC'
  /** Elongation 45°–90°. */
  | 'CRESCENT'
  /** Elongation 225°–270°. */
  | 'DISSEMINATING'
  /** Elongation 90°–135°. */
  | 'FIRST_QUARTER'
  /** Elongation 180°–225°. */
  | 'FULL'
  /** Elongation 135°–180°. */
  | 'GIBBOUS'
  /** Elongation 270°–315°. */
  | 'LAST_QUARTER'
  /** Elongation 0°–45°. */
  | 'NEW';

/** Modality (quadruplicity) of a sign. */
export type Modality =
  /** Aries, Cancer, Libra, Capricorn (활동궁). */
  | 'CARDINAL'
  /** Taurus, Leo, Scorpio, Aquarius (고정궁). */
  | 'FIXED'
  /** Gemini, Virgo, Sagittarius, Pisces (변통궁). */
  | 'MUTABLE';

/** How the two dominant modalities combine. */
export type ModalityCompatibilityType =
  /** Fixed with mutable (75). */
  | 'BALANCING'
  /** Both cardinal (type score 55). */
  | 'COMPETITIVE'
  /** Cardinal with fixed (85). */
  | 'COMPLEMENTARY'
  /** Both mutable (75). */
  | 'FLEXIBLE'
  /** Both fixed (70). */
  | 'STABLE'
  /** Cardinal with mutable (80). */
  | 'SUPPORTIVE';

/** A birth: when, where, and how to divide the houses. */
export type NatalChartInput = {
  /** The ayanamsa of the sidereal zodiac (ignored when tropical). */
  ayanamsa?: Ayanamsa | null | undefined;
  /** Local wall-clock time YYYY-MM-DDTHH:MM:SS in location.timezone, or with an explicit offset. */
  datetime: string;
  /** How the houses are divided. */
  houseSystem?: HouseSystem | null | undefined;
  /** Adds chiron, north_node (the mean node) and south_node to the bodies and aspects. */
  includeAsteroids?: boolean | null | undefined;
  /** The birth place. */
  location: LocationInput;
  /** The chart's name. */
  name?: string | null | undefined;
  /** Extra points listed in bodies.all, the houses and the aspects, after the other bodies (each is a field of bodies whether listed or not). */
  points?: Array<ExtraPoint> | null | undefined;
  /** Tropical (default) or sidereal longitudes. */
  zodiac?: Zodiac | null | undefined;
};

/** Whose point falls in whose houses. */
export type OverlayDirection =
  /** A point of person 1 in person 2’s houses. */
  | 'PERSON1_TO_PERSON2'
  /** A point of person 2 in person 1’s houses. */
  | 'PERSON2_TO_PERSON1';

/** What a Western chart picture shows: the WHEEL (default), the wheel with its positions table and aspect grid, or the TABLES alone. */
export type PictureLayout =
  | 'TABLES'
  | 'WHEEL'
  | 'WHEEL_AND_TABLES';

/** Colours of a picture: LIGHT (default), DARK, or PRINT (no tints, black ink). */
export type PictureTheme =
  | 'DARK'
  | 'LIGHT'
  | 'PRINT';

/** The point’s group. */
export type PointCategory =
  /** ASC, MC or Vertex. */
  | 'ANGLE'
  /** Sun, Moon, Mercury, Venus, Mars. */
  | 'PERSONAL'
  /** The true node. */
  | 'POINT'
  /** Jupiter, Saturn. */
  | 'SOCIAL'
  /** Uranus, Neptune, Pluto. */
  | 'TRANSPERSONAL';

/** Planet (Sun and Moon included), Node, Asteroid or Angle. */
export type PointKind =
  /** The ascendant (asc) or the midheaven (mc). */
  | 'ANGLE'
  /** Chiron, and Ceres, Pallas, Juno and Vesta when asked for in points. */
  | 'ASTEROID'
  /** A lunar node (true_node, north_node, south_node), or Black Moon Lilith (mean_lilith, true_lilith) when asked for in points. */
  | 'NODE'
  /** The Sun, the Moon and the planets Mercury … Pluto. */
  | 'PLANET';

/** What kind of point it is. */
export type PointType =
  /** ASC, MC or Vertex. */
  | 'ANGLE'
  /** The Sun or the Moon. */
  | 'LUMINARY'
  /** The true node. */
  | 'NODE'
  /** Mercury … Pluto. */
  | 'PLANET';

/** A birth and exactly one of targetAge and targetDate (otherwise TARGET_MISSING or TARGET_AMBIGUOUS). */
export type PrimaryDirectionsInput = {
  /** The ayanamsa of the sidereal zodiac (ignored when tropical). */
  ayanamsa?: Ayanamsa | null | undefined;
  /** Direct, converse or both. */
  directionType?: DirectionType | null | undefined;
  /** Zodiacal (β = 0) or mundane positions. */
  frame?: DirectionFrame | null | undefined;
  /** How the houses are divided. */
  houseSystem?: HouseSystem | null | undefined;
  /** false: activeDirections is empty. */
  includeAspects?: boolean | null | undefined;
  /** Directs the MC and ASC too. */
  includeMcAsc?: boolean | null | undefined;
  /** Degrees of arc per year, 0.8–1.2, overriding the method’s key. */
  keyRate?: number | null | undefined;
  /** The construction and key. */
  method?: DirectionMethod | null | undefined;
  /** The natal chart's name. */
  name?: string | null | undefined;
  /** Local wall-clock time YYYY-MM-DDTHH:MM:SS in natalLocation.timezone, or with an explicit offset. */
  natalDatetime: string;
  /** The birth place. */
  natalLocation: LocationInput;
  /** Orb of the active directions, 0.5–5.0 degrees. */
  orbDegrees?: number | null | undefined;
  /** Years of life, 0–150 (decimals allowed). */
  targetAge?: number | null | undefined;
  /** YYYY-MM-DD (at the birth’s clock time) or an ISO datetime, in the natal time zone unless it has an offset. */
  targetDate?: string | null | undefined;
  /** Tropical (default) or sidereal longitudes. */
  zodiac?: Zodiac | null | undefined;
};

/** How the sign of the profected year is found. */
export type ProfectionMethod =
  /** Default, as REST: the sign on the cusp of house (age mod 12) + 1 in the requested house system. */
  | 'CUSP'
  /** Traditional: the ASC’s sign advanced one sign per year. */
  | 'WHOLE_SIGN';

/** A birth and the age of the year to profect. */
export type ProfectionsInput = {
  /** The ayanamsa of the sidereal zodiac (ignored when tropical). */
  ayanamsa?: Ayanamsa | null | undefined;
  /** Whole years of life, 0–120. */
  currentAge: number;
  /** How the houses are divided. */
  houseSystem?: HouseSystem | null | undefined;
  /** How the year’s sign is found. */
  method?: ProfectionMethod | null | undefined;
  /** The natal chart's name. */
  name?: string | null | undefined;
  /** Local wall-clock time YYYY-MM-DDTHH:MM:SS in natalLocation.timezone, or with an explicit offset. */
  natalDatetime: string;
  /** The birth place. */
  natalLocation: LocationInput;
  /** Tropical (default) or sidereal longitudes. */
  zodiac?: Zodiac | null | undefined;
};

/** A birth, the ages whose progressed quarters are listed, and optionally the date of the current phase. */
export type ProgressedLunationsInput = {
  /** The ayanamsa of the sidereal zodiac (ignored when tropical). */
  ayanamsa?: Ayanamsa | null | undefined;
  /** First age of the list, 0–150 years. */
  fromAge?: number | null | undefined;
  /** The natal chart's name. */
  name?: string | null | undefined;
  /** Local wall-clock time YYYY-MM-DDTHH:MM:SS in natalLocation.timezone, or with an explicit offset. */
  natalDatetime: string;
  /** The birth place. */
  natalLocation: LocationInput;
  /** The date of currentPhase: wall-clock time at the birth place, or with an offset; after natalDatetime. None: no current phase. */
  targetDatetime?: string | null | undefined;
  /** Last age of the list, 0–150 years; after fromAge and at most 120 years on. */
  toAge?: number | null | undefined;
  /** Tropical (default) or sidereal longitudes. */
  zodiac?: Zodiac | null | undefined;
};

/** How the progressed instant and angles are found (only day for a year today). */
export type ProgressionMethod =
  /** Secondary progression, day for a year: progressed instant = exact birth instant + (target − birth)/365.24219 days (one mean solar day of UT per tropical year of life); bodies at the progressed instant; angles: solar arc in RA (RAMC + the Sun’s progressed motion in right ascension), house cusps from the progressed RAMC */
  | 'DAY_FOR_YEAR';

/** The kind of progression (only secondary today). */
export type ProgressionType =
  /** Secondary progression: a day after birth for each year of life. */
  | 'SECONDARY';

/** A birth and the target moment to progress it to. */
export type ProgressionsInput = {
  /** The ayanamsa of the sidereal zodiac (ignored when tropical). */
  ayanamsa?: Ayanamsa | null | undefined;
  /** How the houses are divided. */
  houseSystem?: HouseSystem | null | undefined;
  /** false: no aspects are computed (aspects and aspectsToNatal are empty). */
  includeAspects?: boolean | null | undefined;
  /** The natal chart's name. */
  name?: string | null | undefined;
  /** Local wall-clock time YYYY-MM-DDTHH:MM:SS in natalLocation.timezone, or with an explicit offset. */
  natalDatetime: string;
  /** The birth place. */
  natalLocation: LocationInput;
  /** Orb of the progressed aspects, 0.5–10.0. */
  orbDegrees?: number | null | undefined;
  /** Extra points (Lilith, Ceres … Vesta) added after the bodies of the natal chart and of the progressed chart’s points, houses and aspects, and of aspectsToNatal; none when absent. */
  points?: Array<ExtraPoint> | null | undefined;
  /** The progression method. */
  progressionMethod?: ProgressionMethod | null | undefined;
  /** The kind of progression. */
  progressionType?: ProgressionType | null | undefined;
  /** Wall-clock time in targetLocation’s zone, or with an offset; must be after natalDatetime. */
  targetDatetime: string;
  /** Default: the birth place. */
  targetLocation?: LocationInput | null | undefined;
  /** Tropical (default) or sidereal longitudes. */
  zodiac?: Zodiac | null | undefined;
};

/** A life area scored from the house overlays. */
export type RelationshipArea =
  /** House 3 (houses 9 and 11 half). */
  | 'COMMUNICATION'
  /** Houses 9 and 11 (house 12 half). */
  | 'GROWTH'
  /** House 8 (house 12 ¾, house 4 half). */
  | 'INTIMACY'
  /** Houses 5 and 7 (house 1 half). */
  | 'ROMANCE'
  /** Houses 4 and 10 (house 2 ¾, house 6 half). */
  | 'STABILITY';

/** The area the overlays stress most. */
export type RelationshipFocus =
  /** The second area reaches 90 % of the strongest. */
  | 'BALANCED_FOCUS'
  /** Communication is the strongest area. */
  | 'COMMUNICATION_FOCUS'
  /** Growth is the strongest area. */
  | 'GROWTH_FOCUS'
  /** Intimacy is the strongest area. */
  | 'INTIMACY_FOCUS'
  /** Romance is the strongest area. */
  | 'ROMANTIC_FOCUS'
  /** Stability is the strongest area. */
  | 'STABILITY_FOCUS';

/** A theme of the relationship scored from aspects and overlays. */
export type RelationshipTheme =
  /** 소통: Mercury contacts; Mercury in houses 1, 3, 9 and 11. */
  | 'COMMUNICATION'
  /** 정서적 유대: Moon contacts; the Moon in houses 1, 4, 7, 8 and 12. */
  | 'EMOTIONAL_BOND'
  /** 성장 가능성: Jupiter, node and Pluto contacts; Jupiter and the node in houses 1, 5, 9 and 11. */
  | 'GROWTH_POTENTIAL'
  /** 지적 교감: Mercury, Jupiter and Uranus contacts; in houses 3, 9 and 11. */
  | 'INTELLECTUAL_CONNECTION'
  /** 장기적 안정성: Saturn contacts and Sun–Moon; in houses 4, 7 and 10. */
  | 'LONG_TERM_STABILITY'
  /** 신체적 끌림: Mars, Venus and Pluto contacts; in houses 1, 5 and 8. */
  | 'PHYSICAL_ATTRACTION'
  /** 로맨스 케미스트리: Venus–Mars, Venus with the lights and ASC, Sun–Moon; Venus and Mars in houses 5 and 7. */
  | 'ROMANCE_CHEMISTRY'
  /** 영적 연결: Neptune, node and Vertex contacts with the lights and Venus. */
  | 'SPIRITUAL_CONNECTION';

/** Weights aspects for the kind of relationship. */
export type RelationshipType =
  /** Business partners: Saturn and MC ×1.3, Mercury, Jupiter and Mars ×1.2, Sun ×1.1. */
  | 'BUSINESS'
  /** Family: Moon ×1.3, Sun and Saturn ×1.2, Jupiter and True Node ×1.1. */
  | 'FAMILY'
  /** Friends: Mercury and Jupiter ×1.3, Sun, Moon, Venus and Uranus ×1.1. */
  | 'FRIENDSHIP'
  /** Default: every point weighs 1.0. */
  | 'GENERAL'
  /** Lovers: Venus and Mars ×1.3, Moon ×1.2, Sun, ASC and Pluto ×1.1. */
  | 'ROMANTIC';

/** A 흉살 (凶殺, inauspicious star), YANG_REN (양인) … KONG_WANG (공망). */
export type SajuEvilStar =
  /** 백호대살 (白虎大殺), White Tiger. */
  | 'BAI_HU_DA_SHA'
  /** 과숙살 (寡宿), Solitary Star. */
  | 'GUA_SU'
  /** 귀문관살 (鬼門關殺), Ghost Gate. */
  | 'GUI_MEN_GUAN_SHA'
  /** 고신살 (孤辰), Lonely Star. */
  | 'GU_CHEN'
  /** 홍염 (紅艶), Red Allure. */
  | 'HONG_YAN'
  /** 공망 (空亡), Void. */
  | 'KONG_WANG'
  /** 괴강 (魁罡), Kui Gang. */
  | 'KUI_GANG'
  /** 현침살 (懸針), Hanging Needle. */
  | 'XUAN_ZHEN'
  /** 양인 (羊刃), Yang Blade. */
  | 'YANG_REN'
  /** 원진 (怨嗔), Resentment. */
  | 'YUAN_CHEN';

/** A Korean birth: date (solar or Korean lunar), clock time if known, and gender. */
export type SajuInput = {
  /** Where the person was born, when not in Korea: the birth time is read on that zone’s clock. */
  birthPlace?: BirthPlaceInput | null | undefined;
  /** HH:MM on the Korean clock (Asia/Seoul history: +08:30 eras, DST). Omit when unknown. */
  birthTime?: string | null | undefined;
  /** YYYY-MM-DD, solar unless isLunar. */
  birthdate: string;
  /** How the 대운 start is counted; default EXACT (to the minute). */
  daeunCount?: DaeunCount | null | undefined;
  /** M or F: decides the direction of the 대운. */
  gender: Gender;
  /** The lunar month is the leap month. */
  isLeapMonth?: boolean | null | undefined;
  /** Korean (KASI) lunar calendar, years 1900–2100. */
  isLunar?: boolean | null | undefined;
  /** East longitude of the birthplace: corrects day and hour pillars to local mean time (off when omitted). */
  localMeanTimeLongitude?: number | null | undefined;
  /** The person’s name (at most 100 characters), echoed in the chart. */
  name: string;
  /** Clock of the day and hour: STANDARD by default (LOCAL_MEAN when localMeanTimeLongitude is given). */
  solarTime?: SolarTime | null | undefined;
  /** How a birth at 23:xx is read. */
  zasi?: ZasiConvention | null | undefined;
};

/** A 귀인 (貴人, auspicious star), TIAN_YI_GUI_REN (천을귀인) … TAI_JI_GUI_REN (태극귀인). */
export type SajuNobleStar =
  /** 암록 (暗祿), Hidden Prosperity. */
  | 'AN_LU'
  /** 건록 (建祿), Prosperity Star. */
  | 'JIAN_LU'
  /** 금여록 (金輿祿), Golden Carriage. */
  | 'JIN_YU_LU'
  /** 태극귀인 (太極貴人), Supreme Ultimate Noble. */
  | 'TAI_JI_GUI_REN'
  /** 천덕귀인 (天德貴人), Heavenly Virtue. */
  | 'TIAN_DE_GUI_REN'
  /** 천을귀인 (天乙貴人), Heavenly Noble. */
  | 'TIAN_YI_GUI_REN'
  /** 문창귀인 (文昌貴人), Literary Star. */
  | 'WEN_CHANG_GUI_REN'
  /** 학당귀인 (學堂貴人), Academy Star. */
  | 'XUE_TANG_GUI_REN'
  /** 월덕귀인 (月德貴人), Monthly Virtue. */
  | 'YUE_DE_GUI_REN';

/** How the 격국 was chosen from the month branch (docs/saju.md §10.4). */
export type SajuPatternBasis =
  /** None shows: the month branch’s 정기 names the pattern. */
  | 'MAIN_QI'
  /** A hidden stem of the month branch shows (투출) among the year, month and hour stems. */
  | 'REVEALED'
  /** The month branch’s 정기 is the day master’s 비견 or 겁재: 건록격, 양인격 or 월겁격. */
  | 'ROKIN';

/** Which half of the pillars a relation is between. */
export type SajuPillarPart =
  /** Earthly branches (지지). */
  | 'BRANCH'
  /** Heavenly stems (천간). */
  | 'STEM';

/** Where a character of a relation stands: a natal pillar, the 대운 in force, or the luck entry being read. */
export type SajuPlace =
  /** The 대운 in force at the start of a luck entry. */
  | 'DAEUN'
  /** The day pillar (일주). */
  | 'DAY'
  /** The hour pillar (시주). */
  | 'HOUR'
  /** The luck entry itself (a 세운, 월운 or 일운 pillar). */
  | 'LUCK'
  /** The month pillar (월주). */
  | 'MONTH'
  /** The year pillar (년주). */
  | 'YEAR';

/** How the 용신 is chosen (docs/saju.md §10.3). */
export type SajuUsefulGodMethod =
  /** 억부 (抑扶, default): drain a strong day master, help a weak one. */
  | 'EOKBU'
  /** 조후 (調候): 水 for a summer month (巳午未), 火 for a winter one (亥子丑); 억부 in spring and autumn. */
  | 'JOHU';

/** Zodiac sign (of the chart’s zodiac: tropical unless sidereal was asked for). */
export type Sign =
  /** Aquarius (물병자리): ecliptic longitude 300–330°. */
  | 'AQUARIUS'
  /** Aries (양자리): ecliptic longitude 0–30°. */
  | 'ARIES'
  /** Cancer (게자리): ecliptic longitude 90–120°. */
  | 'CANCER'
  /** Capricorn (염소자리): ecliptic longitude 270–300°. */
  | 'CAPRICORN'
  /** Gemini (쌍둥이자리): ecliptic longitude 60–90°. */
  | 'GEMINI'
  /** Leo (사자자리): ecliptic longitude 120–150°. */
  | 'LEO'
  /** Libra (천칭자리): ecliptic longitude 180–210°. */
  | 'LIBRA'
  /** Pisces (물고기자리): ecliptic longitude 330–360°. */
  | 'PISCES'
  /** Sagittarius (사수자리): ecliptic longitude 240–270°. */
  | 'SAGITTARIUS'
  /** Scorpio (전갈자리): ecliptic longitude 210–240°. */
  | 'SCORPIO'
  /** Taurus (황소자리): ecliptic longitude 30–60°. */
  | 'TAURUS'
  /** Virgo (처녀자리): ecliptic longitude 150–180°. */
  | 'VIRGO';

/** A birth and the date to direct it to. */
export type SolarArcInput = {
  /** The ayanamsa of the sidereal zodiac (ignored when tropical). */
  ayanamsa?: Ayanamsa | null | undefined;
  /** How the houses are divided. */
  houseSystem?: HouseSystem | null | undefined;
  /** The true solar arc (default) or Naibod’s mean arc. */
  method?: SolarArcMethod | null | undefined;
  /** The natal chart's name. */
  name?: string | null | undefined;
  /** Local wall-clock time YYYY-MM-DDTHH:MM:SS in natalLocation.timezone, or with an explicit offset. */
  natalDatetime: string;
  /** The birth place. */
  natalLocation: LocationInput;
  /** Orb of the directed-to-natal aspects, 0.1–5.0 degrees. */
  orbDegrees?: number | null | undefined;
  /** Wall-clock time at the birth place, or with an offset; must be after natalDatetime. */
  targetDatetime: string;
  /** Tropical (default) or sidereal longitudes. */
  zodiac?: Zodiac | null | undefined;
};

/** How the solar arc is measured. */
export type SolarArcMethod =
  /** Naibod’s mean arc: 0.9856474° (0°59′08.33″) per tropical year of life. */
  | 'NAIBOD'
  /** The progressed Sun’s longitude less the natal Sun’s (day for a year, as the progressions). */
  | 'TRUE_SOLAR_ARC';

/** A birth and the year of its solar return. */
export type SolarReturnInput = {
  /** The ayanamsa of the sidereal zodiac (ignored when tropical). */
  ayanamsa?: Ayanamsa | null | undefined;
  /** How the houses are divided. */
  houseSystem?: HouseSystem | null | undefined;
  /** false: no aspects are computed. */
  includeAspects?: boolean | null | undefined;
  /** The natal chart's name. */
  name?: string | null | undefined;
  /** Local wall-clock time YYYY-MM-DDTHH:MM:SS in natalLocation.timezone, or with an explicit offset. */
  natalDatetime: string;
  /** The birth place. */
  natalLocation: LocationInput;
  /** Orb of the return charts’ major aspects, 2.0–15.0. */
  orbDegrees?: number | null | undefined;
  /** Extra points (Lilith, Ceres … Vesta) added after the bodies of the natal chart and of every return chart (solar, relocated, lunar) and their aspects; none when absent. */
  points?: Array<ExtraPoint> | null | undefined;
  /** Adds relocatedChart: the same instant at this place. */
  relocatedLocation?: LocationInput | null | undefined;
  /** Default: the birth place. Changes only the houses, ASC and MC. */
  returnLocation?: LocationInput | null | undefined;
  /** Calendar year of the return, 1900–2100. */
  returnYear: number;
  /** Required accuracy of the return instant, 0.1–60.0 minutes; the achieved one is below a millisecond. */
  toleranceMinutes?: number | null | undefined;
  /** Tropical (default) or sidereal longitudes. */
  zodiac?: Zodiac | null | undefined;
};

/** The clock that decides the day and hour pillars (and the jami hour). */
export type SolarTime =
  /** Local mean time: standard time + 4 min per degree east of the zone’s meridian. */
  | 'LOCAL_MEAN'
  /** The standard time of the birthplace’s zone, daylight saving removed (default). */
  | 'STANDARD'
  /** True (apparent) solar time: local mean time + the equation of time (−14 … +16 min). */
  | 'TRUE_SOLAR';

/** Which way a body turns at a station. */
export type StationKind =
  /** From backward to forward motion. */
  | 'DIRECT'
  /** From forward to backward motion. */
  | 'RETROGRADE';

/** An aspect type of synastry: five majors and six minors. */
export type SynastryAspectType =
  /** 144°, minor (BQT). */
  | 'BIQUINTILE'
  /** 0°, major (code CNJ). */
  | 'CONJUNCTION'
  /** 180°, major (OPP). */
  | 'OPPOSITION'
  /** 150°, minor (QCX). */
  | 'QUINCUNX'
  /** 72°, minor (QNT). */
  | 'QUINTILE'
  /** 30°, minor (SSX). */
  | 'SEMISEXTILE'
  /** 45°, minor (SSQ). */
  | 'SEMISQUARE'
  /** 135°, minor (SQQ). */
  | 'SESQUIQUADRATE'
  /** 60°, major (SXT). */
  | 'SEXTILE'
  /** 90°, major (SQR). */
  | 'SQUARE'
  /** 120°, major (TRI). */
  | 'TRINE';

/** Two births and how to compare them. */
export type SynastryInput = {
  /** Echoed in info; it decides the REST blocks. GraphQL clients select the blocks they want. */
  analysisDepth?: AnalysisDepth | null | undefined;
  /** The ayanamsa of the sidereal zodiac (ignored when tropical). */
  ayanamsa?: Ayanamsa | null | undefined;
  /** How the overall score is computed (default WEIGHTED). */
  compatibilityMethod?: CompatibilityMethod | null | undefined;
  /** Aspect weight ×1.25 per Sun or Moon. */
  emphasisLuminaries?: boolean | null | undefined;
  /** Aspect weight ×1.1 per personal point (Sun, Moon, Mercury, Venus, Mars). */
  emphasisPersonalPlanets?: boolean | null | undefined;
  /** House system of both charts (default PLACIDUS). */
  houseSystem?: HouseSystem | null | undefined;
  /** Adds quincunx, semisextile, semisquare, sesquiquadrate, quintile and biquintile. */
  includeMinorAspects?: boolean | null | undefined;
  /** Adds each Vertex to the angles, aspects and overlays. */
  includeVertexPoints?: boolean | null | undefined;
  /** Orb of the minor aspects, 1.0–8.0° (default 2). */
  minorOrbDegrees?: number | null | undefined;
  /** Orb of the major aspects, 2.0–15.0° (default 8). */
  orbDegrees?: number | null | undefined;
  /** The first person. */
  person1: SynastryPersonInput;
  /** The second person. */
  person2: SynastryPersonInput;
  /** Extra points (Lilith, Ceres … Vesta) listed in each person’s full natal chart (person1.natal, person2.natal) and in davison (bodies.all, houses, aspects); the synastry points, inter-aspects, overlays, scores and composite keep their fixed set. None when absent. */
  points?: Array<ExtraPoint> | null | undefined;
  /** Kind of relationship (default GENERAL). */
  relationshipType?: RelationshipType | null | undefined;
  /** Tropical (default) or sidereal longitudes. */
  zodiac?: Zodiac | null | undefined;
};

/** One person of the pair: name, birth time and place. */
export type SynastryPersonInput = {
  /** Local wall-clock time YYYY-MM-DDTHH:MM:SS in location.timezone, or with an explicit offset. */
  datetime: string;
  /** The zone is detected from the coordinates when omitted. */
  location: LocationInput;
  /** Default: Person 1 / Person 2. */
  name?: string | null | undefined;
};

/** A ten god (十神) of a stem or branch seen from the day stem; RI_ZHU (日主, written 主) is the day stem itself. */
export type TenGod =
  /** 비견 (比肩), Companion. */
  | 'BI_JIAN'
  /** 겁재 (劫財), Rob Wealth. */
  | 'JIE_CAI'
  /** 편재 (偏財), Indirect Wealth. */
  | 'PIAN_CAI'
  /** 편관 (偏官), Seven Killings. */
  | 'PIAN_GUAN'
  /** 편인 (偏印), Indirect Resource. */
  | 'PIAN_YIN'
  /** 일간 (主), Day Master. */
  | 'RI_ZHU'
  /** 상관 (傷官), Hurting Officer. */
  | 'SHANG_GUAN'
  /** 식신 (食神), Eating God. */
  | 'SHI_SHEN'
  /** 정재 (正財), Direct Wealth. */
  | 'ZHENG_CAI'
  /** 정관 (正官), Direct Officer. */
  | 'ZHENG_GUAN'
  /** 정인 (正印), Direct Resource. */
  | 'ZHENG_YIN';

/** Orb ≤ 1° exact, ≤ 3° tight, ≤ 5° moderate, ≤ 8° wide, beyond loose. */
export type Tightness =
  /** Orb ≤ 1°. */
  | 'EXACT'
  /** Orb above 8° (only with orbDegrees above 8). */
  | 'LOOSE'
  /** Orb ≤ 5°. */
  | 'MODERATE'
  /** Orb ≤ 3°. */
  | 'TIGHT'
  /** Orb ≤ 8°. */
  | 'WIDE';

/** Where a transit stands against its orb. */
export type TransitPhase =
  /** The body comes within the orb. */
  | 'ENTRY'
  /** The separation equals the aspect angle (one of possibly several passes). */
  | 'EXACT'
  /** The body leaves the orb. */
  | 'EXIT';

/** A birth and the instant (and place) of the transits. */
export type TransitsInput = {
  /** The ayanamsa of the sidereal zodiac (ignored when tropical). */
  ayanamsa?: Ayanamsa | null | undefined;
  /** How the houses are divided. */
  houseSystem?: HouseSystem | null | undefined;
  /** The natal chart's name. */
  name?: string | null | undefined;
  /** Local wall-clock time YYYY-MM-DDTHH:MM:SS in natalLocation.timezone, or with an explicit offset. */
  natalDatetime: string;
  /** The birth place. */
  natalLocation: LocationInput;
  /** One orb for the six aspect types, 0.5–10.0. */
  orbDegrees?: number | null | undefined;
  /** Extra points (Lilith, Ceres … Vesta) added after the bodies of natalPoints and transitPoints, as transiting bodies and as natal targets of the aspects; none when absent. */
  points?: Array<ExtraPoint> | null | undefined;
  /** Wall-clock time in transitLocation’s zone, or with an offset. */
  transitDatetime: string;
  /** Default: the natal location. */
  transitLocation?: LocationInput | null | undefined;
  /** Tropical (default) or sidereal longitudes. */
  zodiac?: Zodiac | null | undefined;
};

/** One of the twelve spirits (12신살), counted from a branch through its 三合 group. */
export type TwelveShinsal =
  /** 지살 (地煞), Earthly Star. */
  | 'DI_SHA'
  /** 화개살 (華蓋煞), Canopy Star. */
  | 'HUA_GAI'
  /** 장성살 (將星煞), General Star. */
  | 'JIANG_XING'
  /** 겁살 (劫煞), Robbery Star. */
  | 'JIE_SHA'
  /** 육해살 (六害煞), Six Harms. */
  | 'LIU_HAI'
  /** 년살 (年煞), Peach Blossom. */
  | 'NIAN_SHA'
  /** 반안살 (攀鞍煞), Saddle Star. */
  | 'PAN_AN'
  /** 천살 (天煞), Heavenly Calamity. */
  | 'TIAN_SHA'
  /** 망신살 (亡神煞), Disgrace Star. */
  | 'WANG_SHEN'
  /** 역마살 (驛馬煞), Travelling Horse. */
  | 'YI_MA'
  /** 월살 (月煞), Month Star. */
  | 'YUE_SHA'
  /** 재살 (災煞), Disaster Star. */
  | 'ZAI_SHA';

/** A birth and, optionally, a place to relocate the chart to. */
export type WesternAstrocartographyInput = {
  /** The ayanamsa of the sidereal zodiac (ignored when tropical). */
  ayanamsa?: Ayanamsa | null | undefined;
  /** How the houses are divided. */
  houseSystem?: HouseSystem | null | undefined;
  /** The natal chart's name. */
  name?: string | null | undefined;
  /** Local wall-clock time YYYY-MM-DDTHH:MM:SS in natalLocation.timezone, or with an explicit offset. */
  natalDatetime: string;
  /** The birth place. */
  natalLocation: LocationInput;
  /** Where to cast the relocated chart (same instant). */
  relocateTo?: LocationInput | null | undefined;
  /** Tropical (default) or sidereal longitudes. */
  zodiac?: Zodiac | null | undefined;
};

/** How a birth at 23:00–23:59 (the 子 hour that straddles midnight) sets the day and hour pillars. */
export type ZasiConvention =
  /** The day changes at 23:00 (甲戌日 甲子時). */
  | 'JASI'
  /** The same day’s 子 stem (癸酉日 → 壬子時). */
  | 'MIDNIGHT'
  /** 야자시 (default): the day stays, the hour is the next day’s 子 (癸酉日 23:30 → 甲子時). */
  | 'SPLIT';

/** The zodiac longitudes are counted in. */
export type Zodiac =
  /** From the fixed stars: the tropical longitude less the chosen ayanamsa. */
  | 'SIDEREAL'
  /** From the true equinox of date (the default). */
  | 'TROPICAL';

export type WesternAstrocartographySvgQueryVariables = Exact<{
  input: WesternAstrocartographyInput;
  lang?: Lang | null | undefined;
}>;


export type WesternAstrocartographySvgQuery = { westernAstrocartography: { svg: string } };

export type BirthClockRecordFragment = { instantUtc: string, timezone: string, timezoneSource: BirthZoneSource, clockTime: string, daylightSavingMinutes: number, standardOffset: string, solarTime: SolarTime, longitude: number | null, localMeanTimeMinutes: number | null, equationOfTimeMinutes: number | null, dayHourClock: string, zasi: ZasiConvention, warnings: Array<string> };

export type EclipticPointRecordFragment = { longitude: number, sign: Sign, dms: string };

export type DignityRecordFragment = { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } };

export type ChartRecordFragment = { warnings: Array<string>, info: { name: string, datetime: string, timezone: string, houseSystem: HouseSystem, location: { latitude: number, longitude: number, elevation: number } }, angles: { asc: { longitude: number, sign: Sign, dms: string }, mc: { longitude: number, sign: Sign, dms: string }, dsc: { longitude: number, sign: Sign, dms: string }, ic: { longitude: number, sign: Sign, dms: string } }, bodies: { all: Array<{ id: string, longitude: number, latitude: number, distance: number | null, sign: Sign, house: number, retrograde: boolean, dms: string, speed: number }> }, houses: Array<{ number: number, cuspLongitude: number, sign: Sign, bodies: Array<string> }>, aspects: Array<{ body1: string, body2: string, type: AspectType, orb: number, exact: boolean, applying: boolean | null }> };

export type DignitiesRecordFragment = { dignities: { sun: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, moon: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, mercury: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, venus: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, mars: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, jupiter: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, saturn: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } } } };

export type PrimaryDirectionsQueryVariables = Exact<{
  input: PrimaryDirectionsInput;
}>;


export type PrimaryDirectionsQuery = { westernPrimaryDirections: { natalChart: { warnings: Array<string>, info: { name: string, datetime: string, timezone: string, houseSystem: HouseSystem, location: { latitude: number, longitude: number, elevation: number } }, angles: { asc: { longitude: number, sign: Sign, dms: string }, mc: { longitude: number, sign: Sign, dms: string }, dsc: { longitude: number, sign: Sign, dms: string }, ic: { longitude: number, sign: Sign, dms: string } }, bodies: { all: Array<{ id: string, longitude: number, latitude: number, distance: number | null, sign: Sign, house: number, retrograde: boolean, dms: string, speed: number }> }, houses: Array<{ number: number, cuspLongitude: number, sign: Sign, bodies: Array<string> }>, aspects: Array<{ body1: string, body2: string, type: AspectType, orb: number, exact: boolean, applying: boolean | null }>, dignities: { sun: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, moon: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, mercury: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, venus: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, mars: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, jupiter: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, saturn: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } } } }, info: { method: DirectionMethod, directionType: DirectionType, age: number, natalDate: string, calculationDate: string, arcPerYear: number }, directedPoints: Array<{ point: string, direction: Direction, natalLongitude: number, directedLongitude: number, arc: number, sign: Sign }>, activeDirections: Array<{ directedPoint: string, natalPoint: string, aspectType: DirectionAspect, direction: Direction, arc: number, orb: number }> } };

export type EventsQueryVariables = Exact<{
  input: EventsInput;
  transits: boolean;
  ingresses: boolean;
  stations: boolean;
  lunarPhases: boolean;
  eclipses: boolean;
  returns: boolean;
  returnBodies: Array<EventBody> | EventBody;
}>;


export type EventsQuery = { westernEvents: { from: string, to: string, zodiac: Zodiac, ayanamsa: Ayanamsa | null, warnings: Array<string>, transits?: Array<{ instant: string, julianDayUT: number, phase: TransitPhase, body: EventBody, natalPoint: string, aspectType: AspectType, angle: number, longitude: number, sign: Sign, natalLongitude: number, pass: number | null, retrograde: boolean }>, ingresses?: Array<{ instant: string, julianDayUT: number, body: EventBody, fromSign: Sign, toSign: Sign, longitude: number, retrograde: boolean }>, stations?: Array<{ instant: string, julianDayUT: number, body: EventBody, station: StationKind, longitude: number, sign: Sign }>, lunarPhases?: Array<{ instant: string, julianDayUT: number, phase: LunarPhase, elongation: number, moonLongitude: number, sunLongitude: number, sign: Sign }>, eclipses?: Array<{ instant: string, julianDayUT: number, eclipsed: EclipsedBody, kind: EclipseKind, obscuration: number | null, latitude: number | null, longitude: number | null, local: { visible: boolean, kind: EclipseKind | null, obscuration: number | null, contacts: Array<{ contact: EclipseContact, instant: string, altitude: number }> } | null }>, returns?: Array<{ instant: string, julianDayUT: number, body: EventBody, longitude: number, pass: number, retrograde: boolean }> } };

export type FirdariaQueryVariables = Exact<{
  input: FirdariaInput;
  lang?: Lang | null | undefined;
}>;


export type FirdariaQuery = { westernFirdaria: { gender: string | null, currentAge: number, sequenceType: string, yearsIntoPeriod: number, yearsRemaining: number, interpretation: string, currentPeriod: { planet: string, startAge: number, endAge: number, themes: Array<string> }, periods: Array<{ order: number, planet: string, startAge: number, endAge: number, years: number, isCurrent: boolean }> } };

export type JamiAnalysisQueryVariables = Exact<{
  input: JamiInput;
  targetYearGanji?: string | null | undefined;
  withAnnual: boolean;
  lang?: Lang | null | undefined;
  withBirthClock?: boolean | null | undefined;
}>;


export type JamiAnalysisQuery = { jamiChart: { naeum: string, bureau: number, lifePalaceBranch: EarthlyBranch, fireBellRelation: string, voidRelation: string, birthClock?: { instantUtc: string, timezone: string, timezoneSource: BirthZoneSource, clockTime: string, daylightSavingMinutes: number, standardOffset: string, solarTime: SolarTime, longitude: number | null, localMeanTimeMinutes: number | null, equationOfTimeMinutes: number | null, dayHourClock: string, zasi: ZasiConvention, warnings: Array<string> } | null, annual?: { doujun: EarthlyBranch, kui: EarthlyBranch, yue: EarthlyBranch, lucun: EarthlyBranch, tuoluo: EarthlyBranch, qingyang: EarthlyBranch, wenchang: EarthlyBranch, wenqu: EarthlyBranch, tianma: EarthlyBranch, secondaryOccurrencePalaces: Array<EarthlyBranch>, problemPalaces: Array<EarthlyBranch>, wealthOpportunities: Array<string>, emotionalChanges: Array<string>, healthCautions: Array<string>, careerChanges: Array<string>, palaces: Array<{ ganji: string, originalPalace: JamiPalaceId, annualPalace: JamiPalaceId, branch: EarthlyBranch }>, transformations: Array<{ type: JamiMutagen, star: JamiStarId, branch: EarthlyBranch }> }, palaces: Array<{ id: JamiPalaceId, branch: EarthlyBranch, ganji: string }>, stars: Array<{ id: JamiStarId, branch: EarthlyBranch, brightness: JamiBrightness | null, transformation: JamiMutagen | null }>, transformations: Array<{ type: JamiMutagen, star: JamiStarId }>, unplacedStars: { xunkong: Array<EarthlyBranch>, dahao: EarthlyBranch, hongyan: EarthlyBranch, jiesha: EarthlyBranch }, twelveGods: { changsheng: Array<{ name: string, branch: EarthlyBranch }>, boshi: Array<{ name: string, branch: EarthlyBranch }>, suiqian: Array<{ name: string, branch: EarthlyBranch }>, jiangqian: Array<{ name: string, branch: EarthlyBranch }> }, relations: { punishments: Array<{ name: string, branches: Array<EarthlyBranch>, occurs: boolean, palaces: Array<JamiPalaceId> }>, clashes: Array<{ name: string, branches: Array<EarthlyBranch>, occurs: boolean, palaces: Array<JamiPalaceId> }>, threeHarmonies: Array<{ name: string, branches: Array<EarthlyBranch> }>, sixHarmonies: Array<{ name: string, branches: Array<EarthlyBranch> }> }, patterns: { main: Array<string>, specialName: string, specialDescription: string, specialVerdict: string, auxiliary: Array<string> }, fortune: { overall: number, wealth: number, career: number, love: number, health: number, relationships: number, study: number, summary: string }, periods: Array<{ ganji: string, palaceBranch: EarthlyBranch, ageRange: string, originalPalace: JamiPalaceId, innerPalaces: Array<EarthlyBranch>, outerPalaces: Array<EarthlyBranch>, secondaryOccurrencePalaces: Array<EarthlyBranch>, problemPalaces: Array<EarthlyBranch>, secondaryResultPalaces: Array<EarthlyBranch>, palaces: Array<{ palace: JamiPalaceId, branch: EarthlyBranch }>, transformations: Array<{ type: JamiMutagen, star: JamiStarId, branch: EarthlyBranch, inField: boolean | null }>, interpretation: { mainFeatures: string, favorable: string, cautions: string, focus: string } }> } };

type JamiScopeRecord_JamiDecadalScope_Fragment = { name: string, ganji: string, lifePalaceBranch: EarthlyBranch, natalPalace: JamiPalaceId, palaces: Array<{ palace: JamiPalaceId, branch: EarthlyBranch }>, transformations: Array<{ mutagen: JamiMutagen, star: JamiStarId, branch: EarthlyBranch, natalPalace: JamiPalaceId, scopePalace: JamiPalaceId }> };

type JamiScopeRecord_JamiMinorScope_Fragment = { name: string, ganji: string, lifePalaceBranch: EarthlyBranch, natalPalace: JamiPalaceId, palaces: Array<{ palace: JamiPalaceId, branch: EarthlyBranch }>, transformations: Array<{ mutagen: JamiMutagen, star: JamiStarId, branch: EarthlyBranch, natalPalace: JamiPalaceId, scopePalace: JamiPalaceId }> };

type JamiScopeRecord_JamiPillarScope_Fragment = { name: string, ganji: string, lifePalaceBranch: EarthlyBranch, natalPalace: JamiPalaceId, palaces: Array<{ palace: JamiPalaceId, branch: EarthlyBranch }>, transformations: Array<{ mutagen: JamiMutagen, star: JamiStarId, branch: EarthlyBranch, natalPalace: JamiPalaceId, scopePalace: JamiPalaceId }> };

type JamiScopeRecord_JamiYearlyScope_Fragment = { name: string, ganji: string, lifePalaceBranch: EarthlyBranch, natalPalace: JamiPalaceId, palaces: Array<{ palace: JamiPalaceId, branch: EarthlyBranch }>, transformations: Array<{ mutagen: JamiMutagen, star: JamiStarId, branch: EarthlyBranch, natalPalace: JamiPalaceId, scopePalace: JamiPalaceId }> };

export type JamiScopeRecordFragment =
  | JamiScopeRecord_JamiDecadalScope_Fragment
  | JamiScopeRecord_JamiMinorScope_Fragment
  | JamiScopeRecord_JamiPillarScope_Fragment
  | JamiScopeRecord_JamiYearlyScope_Fragment
;

export type JamiMovingStarRecordFragment = { name: string, branch: EarthlyBranch };

export type JamiHoroscopeQueryVariables = Exact<{
  input: JamiInput;
  date: string;
  time?: string | null | undefined;
  withBirthClock?: boolean | null | undefined;
}>;


export type JamiHoroscopeQuery = { jamiHoroscope: { date: string, timeIndex: number, zasi: ZasiConvention, lunarDate: string, lunarIsLeapMonth: boolean, age: number, yearPillar: { hanja: string }, monthPillar: { hanja: string }, dayPillar: { hanja: string }, hourPillar: { hanja: string }, decadal: { childhood: boolean, ageFrom: number, ageTo: number, name: string, ganji: string, lifePalaceBranch: EarthlyBranch, natalPalace: JamiPalaceId, stars: Array<{ name: string, branch: EarthlyBranch }>, palaces: Array<{ palace: JamiPalaceId, branch: EarthlyBranch }>, transformations: Array<{ mutagen: JamiMutagen, star: JamiStarId, branch: EarthlyBranch, natalPalace: JamiPalaceId, scopePalace: JamiPalaceId }> } | null, minor: { age: number, name: string, ganji: string, lifePalaceBranch: EarthlyBranch, natalPalace: JamiPalaceId, palaces: Array<{ palace: JamiPalaceId, branch: EarthlyBranch }>, transformations: Array<{ mutagen: JamiMutagen, star: JamiStarId, branch: EarthlyBranch, natalPalace: JamiPalaceId, scopePalace: JamiPalaceId }> } | null, yearly: { year: number, jieshen: EarthlyBranch, name: string, ganji: string, lifePalaceBranch: EarthlyBranch, natalPalace: JamiPalaceId, stars: Array<{ name: string, branch: EarthlyBranch }>, palaces: Array<{ palace: JamiPalaceId, branch: EarthlyBranch }>, transformations: Array<{ mutagen: JamiMutagen, star: JamiStarId, branch: EarthlyBranch, natalPalace: JamiPalaceId, scopePalace: JamiPalaceId }> }, monthly: { name: string, ganji: string, lifePalaceBranch: EarthlyBranch, natalPalace: JamiPalaceId, stars: Array<{ name: string, branch: EarthlyBranch }>, palaces: Array<{ palace: JamiPalaceId, branch: EarthlyBranch }>, transformations: Array<{ mutagen: JamiMutagen, star: JamiStarId, branch: EarthlyBranch, natalPalace: JamiPalaceId, scopePalace: JamiPalaceId }> }, daily: { name: string, ganji: string, lifePalaceBranch: EarthlyBranch, natalPalace: JamiPalaceId, stars: Array<{ name: string, branch: EarthlyBranch }>, palaces: Array<{ palace: JamiPalaceId, branch: EarthlyBranch }>, transformations: Array<{ mutagen: JamiMutagen, star: JamiStarId, branch: EarthlyBranch, natalPalace: JamiPalaceId, scopePalace: JamiPalaceId }> }, hourly: { name: string, ganji: string, lifePalaceBranch: EarthlyBranch, natalPalace: JamiPalaceId, stars: Array<{ name: string, branch: EarthlyBranch }>, palaces: Array<{ palace: JamiPalaceId, branch: EarthlyBranch }>, transformations: Array<{ mutagen: JamiMutagen, star: JamiStarId, branch: EarthlyBranch, natalPalace: JamiPalaceId, scopePalace: JamiPalaceId }> }, birthClock?: { instantUtc: string, timezone: string, timezoneSource: BirthZoneSource, clockTime: string, daylightSavingMinutes: number, standardOffset: string, solarTime: SolarTime, longitude: number | null, localMeanTimeMinutes: number | null, equationOfTimeMinutes: number | null, dayHourClock: string, zasi: ZasiConvention, warnings: Array<string> } | null } };

export type JamiRecordFragment = { naeum: string, bureau: number, lifePalaceBranch: EarthlyBranch, fireBellRelation: string, voidRelation: string, palaces: Array<{ id: JamiPalaceId, branch: EarthlyBranch, ganji: string }>, stars: Array<{ id: JamiStarId, branch: EarthlyBranch, brightness: JamiBrightness | null, transformation: JamiMutagen | null }>, transformations: Array<{ type: JamiMutagen, star: JamiStarId }>, unplacedStars: { xunkong: Array<EarthlyBranch>, dahao: EarthlyBranch, hongyan: EarthlyBranch, jiesha: EarthlyBranch }, twelveGods: { changsheng: Array<{ name: string, branch: EarthlyBranch }>, boshi: Array<{ name: string, branch: EarthlyBranch }>, suiqian: Array<{ name: string, branch: EarthlyBranch }>, jiangqian: Array<{ name: string, branch: EarthlyBranch }> }, relations: { punishments: Array<{ name: string, branches: Array<EarthlyBranch>, occurs: boolean, palaces: Array<JamiPalaceId> }>, clashes: Array<{ name: string, branches: Array<EarthlyBranch>, occurs: boolean, palaces: Array<JamiPalaceId> }>, threeHarmonies: Array<{ name: string, branches: Array<EarthlyBranch> }>, sixHarmonies: Array<{ name: string, branches: Array<EarthlyBranch> }> }, patterns: { main: Array<string>, specialName: string, specialDescription: string, specialVerdict: string, auxiliary: Array<string> }, fortune: { overall: number, wealth: number, career: number, love: number, health: number, relationships: number, study: number, summary: string }, periods: Array<{ ganji: string, palaceBranch: EarthlyBranch, ageRange: string, originalPalace: JamiPalaceId, innerPalaces: Array<EarthlyBranch>, outerPalaces: Array<EarthlyBranch>, secondaryOccurrencePalaces: Array<EarthlyBranch>, problemPalaces: Array<EarthlyBranch>, secondaryResultPalaces: Array<EarthlyBranch>, palaces: Array<{ palace: JamiPalaceId, branch: EarthlyBranch }>, transformations: Array<{ type: JamiMutagen, star: JamiStarId, branch: EarthlyBranch, inField: boolean | null }>, interpretation: { mainFeatures: string, favorable: string, cautions: string, focus: string } }> };

export type JamiNamedBranchRecordFragment = { name: string, branch: EarthlyBranch };

export type JamiBranchRelationRecordFragment = { name: string, branches: Array<EarthlyBranch>, occurs: boolean, palaces: Array<JamiPalaceId> };

export type JamiPeriodRecordFragment = { ganji: string, palaceBranch: EarthlyBranch, ageRange: string, originalPalace: JamiPalaceId, innerPalaces: Array<EarthlyBranch>, outerPalaces: Array<EarthlyBranch>, secondaryOccurrencePalaces: Array<EarthlyBranch>, problemPalaces: Array<EarthlyBranch>, secondaryResultPalaces: Array<EarthlyBranch>, palaces: Array<{ palace: JamiPalaceId, branch: EarthlyBranch }>, transformations: Array<{ type: JamiMutagen, star: JamiStarId, branch: EarthlyBranch, inField: boolean | null }>, interpretation: { mainFeatures: string, favorable: string, cautions: string, focus: string } };

export type JamiAnnualRecordFragment = { doujun: EarthlyBranch, kui: EarthlyBranch, yue: EarthlyBranch, lucun: EarthlyBranch, tuoluo: EarthlyBranch, qingyang: EarthlyBranch, wenchang: EarthlyBranch, wenqu: EarthlyBranch, tianma: EarthlyBranch, secondaryOccurrencePalaces: Array<EarthlyBranch>, problemPalaces: Array<EarthlyBranch>, wealthOpportunities: Array<string>, emotionalChanges: Array<string>, healthCautions: Array<string>, careerChanges: Array<string>, palaces: Array<{ ganji: string, originalPalace: JamiPalaceId, annualPalace: JamiPalaceId, branch: EarthlyBranch }>, transformations: Array<{ type: JamiMutagen, star: JamiStarId, branch: EarthlyBranch }> };

export type JamiSvgQueryVariables = Exact<{
  input: JamiInput;
  lang?: Lang | null | undefined;
  theme?: PictureTheme | null | undefined;
}>;


export type JamiSvgQuery = { jamiSvg: string };

export type NatalChartDemoQueryVariables = Exact<{ [key: string]: never; }>;


export type NatalChartDemoQuery = { westernNatalChartDemo: { warnings: Array<string>, info: { name: string, datetime: string, timezone: string, houseSystem: HouseSystem, location: { latitude: number, longitude: number, elevation: number } }, angles: { asc: { longitude: number, sign: Sign, dms: string }, mc: { longitude: number, sign: Sign, dms: string }, dsc: { longitude: number, sign: Sign, dms: string }, ic: { longitude: number, sign: Sign, dms: string } }, bodies: { all: Array<{ id: string, longitude: number, latitude: number, distance: number | null, sign: Sign, house: number, retrograde: boolean, dms: string, speed: number }> }, houses: Array<{ number: number, cuspLongitude: number, sign: Sign, bodies: Array<string> }>, aspects: Array<{ body1: string, body2: string, type: AspectType, orb: number, exact: boolean, applying: boolean | null }>, dignities: { sun: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, moon: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, mercury: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, venus: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, mars: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, jupiter: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, saturn: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } } } } };

export type NatalChartSvgQueryVariables = Exact<{
  input: NatalChartInput;
  lang?: Lang | null | undefined;
  theme?: PictureTheme | null | undefined;
  layout?: PictureLayout | null | undefined;
}>;


export type NatalChartSvgQuery = { westernNatalChartSvg: string };

export type NatalChartQueryVariables = Exact<{
  input: NatalChartInput;
}>;


export type NatalChartQuery = { westernNatalChart: { warnings: Array<string>, info: { name: string, datetime: string, timezone: string, houseSystem: HouseSystem, location: { latitude: number, longitude: number, elevation: number } }, angles: { asc: { longitude: number, sign: Sign, dms: string }, mc: { longitude: number, sign: Sign, dms: string }, dsc: { longitude: number, sign: Sign, dms: string }, ic: { longitude: number, sign: Sign, dms: string } }, bodies: { all: Array<{ id: string, longitude: number, latitude: number, distance: number | null, sign: Sign, house: number, retrograde: boolean, dms: string, speed: number }> }, houses: Array<{ number: number, cuspLongitude: number, sign: Sign, bodies: Array<string> }>, aspects: Array<{ body1: string, body2: string, type: AspectType, orb: number, exact: boolean, applying: boolean | null }>, dignities: { sun: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, moon: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, mercury: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, venus: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, mars: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, jupiter: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, saturn: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } } } } };

export type ProfectionsQueryVariables = Exact<{
  input: ProfectionsInput;
  lang?: Lang | null | undefined;
}>;


export type ProfectionsQuery = { westernAnnualProfection: { age: number, house: number, sign: Sign, ruler: string, cuspLongitude: number, houseTheme: string, interpretation: string, rulerNatal: { sign: Sign, house: number }, houses: Array<{ number: number, cuspLongitude: number, sign: Sign, ruler: string, isProfected: boolean }>, natalChart: { warnings: Array<string>, info: { name: string, datetime: string, timezone: string, houseSystem: HouseSystem, location: { latitude: number, longitude: number, elevation: number } }, angles: { asc: { longitude: number, sign: Sign, dms: string }, mc: { longitude: number, sign: Sign, dms: string } } } } };

export type ProgressedLunationsQueryVariables = Exact<{
  input: ProgressedLunationsInput;
}>;


export type ProgressedLunationsQuery = { westernProgressedLunations: { fromAge: number, toAge: number, warnings: Array<string>, natalChart: { info: { datetime: string } }, lunations: Array<{ quarter: LunarPhase, elongation: number, moment: { dateUtc: string, moonDms: string, ageYears: number, date: string, progressedDatetime: string, moonLongitude: number, moonSign: Sign } }>, currentPhase: { phase: LunationPhase, elongation: number, ageYears: number, targetDate: string, start: { ageYears: number, date: string, progressedDatetime: string, moonLongitude: number, moonSign: Sign }, end: { ageYears: number, date: string, progressedDatetime: string, moonLongitude: number, moonSign: Sign }, lunationStart: { ageYears: number, date: string, progressedDatetime: string, moonLongitude: number, moonSign: Sign } } | null } };

export type ProgressedMomentRecordFragment = { ageYears: number, date: string, progressedDatetime: string, moonLongitude: number, moonSign: Sign };

export type ProgressionsQueryVariables = Exact<{
  input: ProgressionsInput;
}>;


export type ProgressionsQuery = { westernProgressions: { warnings: Array<string>, natalChart: { warnings: Array<string>, info: { name: string, datetime: string, timezone: string, houseSystem: HouseSystem, location: { latitude: number, longitude: number, elevation: number } }, angles: { asc: { longitude: number, sign: Sign, dms: string }, mc: { longitude: number, sign: Sign, dms: string }, dsc: { longitude: number, sign: Sign, dms: string }, ic: { longitude: number, sign: Sign, dms: string } }, bodies: { all: Array<{ id: string, longitude: number, latitude: number, distance: number | null, sign: Sign, house: number, retrograde: boolean, dms: string, speed: number }> }, houses: Array<{ number: number, cuspLongitude: number, sign: Sign, bodies: Array<string> }>, aspects: Array<{ body1: string, body2: string, type: AspectType, orb: number, exact: boolean, applying: boolean | null }>, dignities: { sun: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, moon: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, mercury: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, venus: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, mars: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, jupiter: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, saturn: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } } } }, progressedChart: { info: { name: string, datetime: string, timezone: string, houseSystem: HouseSystem, location: { latitude: number, longitude: number, elevation: number } }, points: Array<{ id: string, longitude: number, sign: Sign, house: number, dms: string }>, aspects: Array<{ body1: string, body2: string, type: AspectType, orb: number, exact: boolean, applying: boolean | null }> }, info: { progressionType: ProgressionType, natalDate: string, targetDate: string, methodDescription: string, calculationDate: string }, aspectsToNatal: Array<{ body1: string, body2: string, type: AspectType, orb: number }> } };

export type SajuAnalysisQueryVariables = Exact<{
  input: SajuInput;
  lang?: Lang | null | undefined;
  withBirthClock?: boolean | null | undefined;
}>;


export type SajuAnalysisQuery = { sajuAnalysis: { fiveElements: { dayElement: FiveElement, totalScore: number, strength: { wood: number, fire: number, earth: number, metal: number, water: number } }, shinsal: { year: Array<{ branch: EarthlyBranch, shinsal: TwelveShinsal }>, day: Array<{ branch: EarthlyBranch, shinsal: TwelveShinsal }> }, comprehensive: { twelveStages: Array<{ pillar: string, stem: HeavenlyStem, branch: EarthlyBranch, stage: LifeStage, energy: string }>, hiddenStems: Array<{ branch: EarthlyBranch, stems: Array<{ stem: HeavenlyStem, type: HiddenStemType, days: number }> }>, nobleStars: Array<{ id: SajuNobleStar, stars: Array<{ impact: string | null, name: string, koreanName: string, reference: string, location: Array<string>, meaning: string }> }>, evilStars: Array<{ id: SajuEvilStar, stars: Array<{ warning: string | null, name: string, koreanName: string, reference: string, location: Array<string>, meaning: string }> }>, naeumElements: Array<{ pillar: string, ganzi: string, element: string, meaning: string, character: string }>, overallAssessment: { nobleCount: number, shinsalCount: number, mainFeatures: Array<string>, cautions: Array<string>, applications: Array<string> } }, pillars: { year: { stem: { id: HeavenlyStem }, branch: { id: EarthlyBranch } }, month: { stem: { id: HeavenlyStem }, branch: { id: EarthlyBranch } }, day: { stem: { id: HeavenlyStem }, branch: { id: EarthlyBranch } }, hour: { stem: { id: HeavenlyStem }, branch: { id: EarthlyBranch } } | null }, daeun: { years: number, startDate: string, isForward: boolean, periods: Array<{ age: number, pillar: { hanja: string } }> }, birthClock?: { instantUtc: string, timezone: string, timezoneSource: BirthZoneSource, clockTime: string, daylightSavingMinutes: number, standardOffset: string, solarTime: SolarTime, longitude: number | null, localMeanTimeMinutes: number | null, equationOfTimeMinutes: number | null, dayHourClock: string, zasi: ZasiConvention, warnings: Array<string> }, tenGods: { yearStem: TenGod, yearBranch: TenGod, monthStem: TenGod, monthBranch: TenGod, dayStem: TenGod, dayBranch: TenGod, hourStem: TenGod | null, hourBranch: TenGod | null } } };

export type SajuBasicQueryVariables = Exact<{
  input: SajuInput;
  withBirthClock?: boolean | null | undefined;
}>;


export type SajuBasicQuery = { sajuBasic: { pillars: { year: { stem: { id: HeavenlyStem }, branch: { id: EarthlyBranch } }, month: { stem: { id: HeavenlyStem }, branch: { id: EarthlyBranch } }, day: { stem: { id: HeavenlyStem }, branch: { id: EarthlyBranch } }, hour: { stem: { id: HeavenlyStem }, branch: { id: EarthlyBranch } } | null }, daeun: { years: number, startDate: string, isForward: boolean, periods: Array<{ age: number, pillar: { hanja: string } }> }, birthClock?: { instantUtc: string, timezone: string, timezoneSource: BirthZoneSource, clockTime: string, daylightSavingMinutes: number, standardOffset: string, solarTime: SolarTime, longitude: number | null, localMeanTimeMinutes: number | null, equationOfTimeMinutes: number | null, dayHourClock: string, zasi: ZasiConvention, warnings: Array<string> }, tenGods: { yearStem: TenGod, yearBranch: TenGod, monthStem: TenGod, monthBranch: TenGod, dayStem: TenGod, dayBranch: TenGod, hourStem: TenGod | null, hourBranch: TenGod | null } } };

type SajuLuckEntryRecord_SajuDayLuck_Fragment = { start: string, end: string, stemTenGod: TenGod, branchTenGod: TenGod, stage: LifeStage, pillar: { hanja: string, korean: string }, daeun: { index: number, age: number, start: string, pillar: { hanja: string } } | null, interactions: Array<{ name: string, part: SajuPillarPart, characters: string, places: Array<SajuPlace>, element: FiveElement | null, transforms: boolean | null, text: string }> };

type SajuLuckEntryRecord_SajuMonthLuck_Fragment = { start: string, end: string, stemTenGod: TenGod, branchTenGod: TenGod, stage: LifeStage, pillar: { hanja: string, korean: string }, daeun: { index: number, age: number, start: string, pillar: { hanja: string } } | null, interactions: Array<{ name: string, part: SajuPillarPart, characters: string, places: Array<SajuPlace>, element: FiveElement | null, transforms: boolean | null, text: string }> };

type SajuLuckEntryRecord_SajuYearLuck_Fragment = { start: string, end: string, stemTenGod: TenGod, branchTenGod: TenGod, stage: LifeStage, pillar: { hanja: string, korean: string }, daeun: { index: number, age: number, start: string, pillar: { hanja: string } } | null, interactions: Array<{ name: string, part: SajuPillarPart, characters: string, places: Array<SajuPlace>, element: FiveElement | null, transforms: boolean | null, text: string }> };

export type SajuLuckEntryRecordFragment =
  | SajuLuckEntryRecord_SajuDayLuck_Fragment
  | SajuLuckEntryRecord_SajuMonthLuck_Fragment
  | SajuLuckEntryRecord_SajuYearLuck_Fragment
;

export type SajuLuckQueryVariables = Exact<{
  input: SajuInput;
  fromYear?: number | null | undefined;
  years?: number | null | undefined;
  monthYear: number;
  withMonths: boolean;
  fromDate: string;
  days?: number | null | undefined;
  withDays: boolean;
  lang?: Lang | null | undefined;
  withBirthClock?: boolean | null | undefined;
}>;


export type SajuLuckQuery = { sajuLuck: { birthClock?: { instantUtc: string, timezone: string, timezoneSource: BirthZoneSource, clockTime: string, daylightSavingMinutes: number, standardOffset: string, solarTime: SolarTime, longitude: number | null, localMeanTimeMinutes: number | null, equationOfTimeMinutes: number | null, dayHourClock: string, zasi: ZasiConvention, warnings: Array<string> }, years: Array<{ year: number, start: string, end: string, stemTenGod: TenGod, branchTenGod: TenGod, stage: LifeStage, pillar: { hanja: string, korean: string }, daeun: { index: number, age: number, start: string, pillar: { hanja: string } } | null, interactions: Array<{ name: string, part: SajuPillarPart, characters: string, places: Array<SajuPlace>, element: FiveElement | null, transforms: boolean | null, text: string }> }>, months?: Array<{ year: number, month: number, jie: string, start: string, end: string, stemTenGod: TenGod, branchTenGod: TenGod, stage: LifeStage, pillar: { hanja: string, korean: string }, daeun: { index: number, age: number, start: string, pillar: { hanja: string } } | null, interactions: Array<{ name: string, part: SajuPillarPart, characters: string, places: Array<SajuPlace>, element: FiveElement | null, transforms: boolean | null, text: string }> }>, days?: Array<{ date: string, start: string, end: string, stemTenGod: TenGod, branchTenGod: TenGod, stage: LifeStage, pillar: { hanja: string, korean: string }, daeun: { index: number, age: number, start: string, pillar: { hanja: string } } | null, interactions: Array<{ name: string, part: SajuPillarPart, characters: string, places: Array<SajuPlace>, element: FiveElement | null, transforms: boolean | null, text: string }> }> } };

export type PillarRecordFragment = { stem: { id: HeavenlyStem }, branch: { id: EarthlyBranch } };

type SajuRecord_SajuAnalysis_Fragment = { pillars: { year: { stem: { id: HeavenlyStem }, branch: { id: EarthlyBranch } }, month: { stem: { id: HeavenlyStem }, branch: { id: EarthlyBranch } }, day: { stem: { id: HeavenlyStem }, branch: { id: EarthlyBranch } }, hour: { stem: { id: HeavenlyStem }, branch: { id: EarthlyBranch } } | null }, daeun: { years: number, startDate: string, isForward: boolean, periods: Array<{ age: number, pillar: { hanja: string } }> }, birthClock?: { instantUtc: string, timezone: string, timezoneSource: BirthZoneSource, clockTime: string, daylightSavingMinutes: number, standardOffset: string, solarTime: SolarTime, longitude: number | null, localMeanTimeMinutes: number | null, equationOfTimeMinutes: number | null, dayHourClock: string, zasi: ZasiConvention, warnings: Array<string> }, tenGods: { yearStem: TenGod, yearBranch: TenGod, monthStem: TenGod, monthBranch: TenGod, dayStem: TenGod, dayBranch: TenGod, hourStem: TenGod | null, hourBranch: TenGod | null } };

type SajuRecord_SajuBasic_Fragment = { pillars: { year: { stem: { id: HeavenlyStem }, branch: { id: EarthlyBranch } }, month: { stem: { id: HeavenlyStem }, branch: { id: EarthlyBranch } }, day: { stem: { id: HeavenlyStem }, branch: { id: EarthlyBranch } }, hour: { stem: { id: HeavenlyStem }, branch: { id: EarthlyBranch } } | null }, daeun: { years: number, startDate: string, isForward: boolean, periods: Array<{ age: number, pillar: { hanja: string } }> }, birthClock?: { instantUtc: string, timezone: string, timezoneSource: BirthZoneSource, clockTime: string, daylightSavingMinutes: number, standardOffset: string, solarTime: SolarTime, longitude: number | null, localMeanTimeMinutes: number | null, equationOfTimeMinutes: number | null, dayHourClock: string, zasi: ZasiConvention, warnings: Array<string> }, tenGods: { yearStem: TenGod, yearBranch: TenGod, monthStem: TenGod, monthBranch: TenGod, dayStem: TenGod, dayBranch: TenGod, hourStem: TenGod | null, hourBranch: TenGod | null } };

export type SajuRecordFragment =
  | SajuRecord_SajuAnalysis_Fragment
  | SajuRecord_SajuBasic_Fragment
;

type StarRecord_SajuEvilStarOccurrence_Fragment = { name: string, koreanName: string, reference: string, location: Array<string>, meaning: string };

type StarRecord_SajuNobleStarOccurrence_Fragment = { name: string, koreanName: string, reference: string, location: Array<string>, meaning: string };

export type StarRecordFragment =
  | StarRecord_SajuEvilStarOccurrence_Fragment
  | StarRecord_SajuNobleStarOccurrence_Fragment
;

export type SajuStructureQueryVariables = Exact<{
  input: SajuInput;
  usefulGodMethod?: SajuUsefulGodMethod | null | undefined;
  lang?: Lang | null | undefined;
  withBirthClock?: boolean | null | undefined;
}>;


export type SajuStructureQuery = { sajuStructure: { texts: Array<string>, interactions: Array<{ name: string, part: SajuPillarPart, characters: string, places: Array<SajuPlace>, element: FiveElement | null, transforms: boolean | null, text: string }>, strength: { score: number, category: string, deukryeong: boolean, deukji: boolean, deukse: boolean, groups: { companion: number, output: number, wealth: number, officer: number, resource: number } }, usefulGods: { method: SajuUsefulGodMethod, applied: SajuUsefulGodMethod, useful: FiveElement, usefulGroup: string, favorable: FiveElement, unfavorable: FiveElement, reason: string }, pattern: { name: string, tenGod: TenGod, basis: SajuPatternBasis, revealedAt: Array<SajuPlace>, stem: { id: HeavenlyStem } }, taewon: { hanja: string }, myeonggung: { hanja: string } | null, singung: { hanja: string } | null, birthClock?: { instantUtc: string, timezone: string, timezoneSource: BirthZoneSource, clockTime: string, daylightSavingMinutes: number, standardOffset: string, solarTime: SolarTime, longitude: number | null, localMeanTimeMinutes: number | null, equationOfTimeMinutes: number | null, dayHourClock: string, zasi: ZasiConvention, warnings: Array<string> } } };

export type SajuSvgQueryVariables = Exact<{
  input: SajuInput;
  lang?: Lang | null | undefined;
  theme?: PictureTheme | null | undefined;
}>;


export type SajuSvgQuery = { sajuSvg: string };

export type SolarArcQueryVariables = Exact<{
  input: SolarArcInput;
}>;


export type SolarArcQuery = { westernSolarArc: { method: SolarArcMethod, arc: number, arcDms: string, trueArc: number, naibodArc: number, ageYears: number, natalDate: string, targetDate: string, progressedDatetime: string, orbDegrees: number, warnings: Array<string>, natalChart: { warnings: Array<string>, info: { name: string, datetime: string, timezone: string, houseSystem: HouseSystem, location: { latitude: number, longitude: number, elevation: number } }, angles: { asc: { longitude: number, sign: Sign, dms: string }, mc: { longitude: number, sign: Sign, dms: string }, dsc: { longitude: number, sign: Sign, dms: string }, ic: { longitude: number, sign: Sign, dms: string } }, bodies: { all: Array<{ id: string, longitude: number, latitude: number, distance: number | null, sign: Sign, house: number, retrograde: boolean, dms: string, speed: number }> }, houses: Array<{ number: number, cuspLongitude: number, sign: Sign, bodies: Array<string> }>, aspects: Array<{ body1: string, body2: string, type: AspectType, orb: number, exact: boolean, applying: boolean | null }>, dignities: { sun: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, moon: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, mercury: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, venus: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, mars: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, jupiter: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, saturn: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } } } }, points: Array<{ id: string, natalLongitude: number, longitude: number, sign: Sign, dms: string, natalHouse: number }>, houseCusps: Array<{ number: number, natalLongitude: number, cuspLongitude: number, sign: Sign, dms: string }>, aspectsToNatal: Array<{ body1: string, body2: string, type: AspectType, orb: number, exact: boolean, applying: boolean | null }> } };

export type ReturnInfoRecordFragment = { datetime: string, datetimeUtc: string, julianDayUT: number, natalLongitude: number, longitude: number, differenceArcsec: number, precisionSeconds: number };

export type SolarReturnQueryVariables = Exact<{
  input: SolarReturnInput;
  includeRelocated: boolean;
  includeLunarReturn: boolean;
}>;


export type SolarReturnQuery = { westernSolarReturn: { returnYear: number, toleranceMinutes: number, daysFromBirthday: number, natalChart: { warnings: Array<string>, info: { name: string, datetime: string, timezone: string, houseSystem: HouseSystem, location: { latitude: number, longitude: number, elevation: number } }, angles: { asc: { longitude: number, sign: Sign, dms: string }, mc: { longitude: number, sign: Sign, dms: string }, dsc: { longitude: number, sign: Sign, dms: string }, ic: { longitude: number, sign: Sign, dms: string } }, bodies: { all: Array<{ id: string, longitude: number, latitude: number, distance: number | null, sign: Sign, house: number, retrograde: boolean, dms: string, speed: number }> }, houses: Array<{ number: number, cuspLongitude: number, sign: Sign, bodies: Array<string> }>, aspects: Array<{ body1: string, body2: string, type: AspectType, orb: number, exact: boolean, applying: boolean | null }>, dignities: { sun: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, moon: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, mercury: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, venus: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, mars: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, jupiter: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } }, saturn: { isPeregrine: boolean, classicalScore: number, essentialDignities: { rulership: string | null, exaltation: string | null, triplicity: string | null, term: string | null, face: string | null, detriment: string | null, fall: string | null } } } }, chart: { warnings: Array<string>, info: { name: string, datetime: string, timezone: string, houseSystem: HouseSystem, location: { latitude: number, longitude: number, elevation: number } }, angles: { asc: { longitude: number, sign: Sign, dms: string }, mc: { longitude: number, sign: Sign, dms: string }, dsc: { longitude: number, sign: Sign, dms: string }, ic: { longitude: number, sign: Sign, dms: string } }, bodies: { all: Array<{ id: string, longitude: number, latitude: number, distance: number | null, sign: Sign, house: number, retrograde: boolean, dms: string, speed: number }> }, houses: Array<{ number: number, cuspLongitude: number, sign: Sign, bodies: Array<string> }>, aspects: Array<{ body1: string, body2: string, type: AspectType, orb: number, exact: boolean, applying: boolean | null }> }, info: { datetime: string, datetimeUtc: string, julianDayUT: number, natalLongitude: number, longitude: number, differenceArcsec: number, precisionSeconds: number }, relocatedChart?: { warnings: Array<string>, info: { name: string, datetime: string, timezone: string, houseSystem: HouseSystem, location: { latitude: number, longitude: number, elevation: number } }, angles: { asc: { longitude: number, sign: Sign, dms: string }, mc: { longitude: number, sign: Sign, dms: string }, dsc: { longitude: number, sign: Sign, dms: string }, ic: { longitude: number, sign: Sign, dms: string } }, bodies: { all: Array<{ id: string, longitude: number, latitude: number, distance: number | null, sign: Sign, house: number, retrograde: boolean, dms: string, speed: number }> }, houses: Array<{ number: number, cuspLongitude: number, sign: Sign, bodies: Array<string> }>, aspects: Array<{ body1: string, body2: string, type: AspectType, orb: number, exact: boolean, applying: boolean | null }> } | null, lunarReturn?: { daysAfterSolarReturn: number, info: { datetime: string, datetimeUtc: string, julianDayUT: number, natalLongitude: number, longitude: number, differenceArcsec: number, precisionSeconds: number }, chart: { warnings: Array<string>, info: { name: string, datetime: string, timezone: string, houseSystem: HouseSystem, location: { latitude: number, longitude: number, elevation: number } }, angles: { asc: { longitude: number, sign: Sign, dms: string }, mc: { longitude: number, sign: Sign, dms: string }, dsc: { longitude: number, sign: Sign, dms: string }, ic: { longitude: number, sign: Sign, dms: string } }, bodies: { all: Array<{ id: string, longitude: number, latitude: number, distance: number | null, sign: Sign, house: number, retrograde: boolean, dms: string, speed: number }> }, houses: Array<{ number: number, cuspLongitude: number, sign: Sign, bodies: Array<string> }>, aspects: Array<{ body1: string, body2: string, type: AspectType, orb: number, exact: boolean, applying: boolean | null }> } } } };

export type SynastrySvgQueryVariables = Exact<{
  input: SynastryInput;
  lang?: Lang | null | undefined;
  theme?: PictureTheme | null | undefined;
  layout?: PictureLayout | null | undefined;
}>;


export type SynastrySvgQuery = { westernSynastry: { svg: string } };

export type SynastryPointRecordFragment = { name: string, longitude: number, latitude: number, sign: Sign, degreeInSign: number, house: number, type: PointType, category: PointCategory, weight: number, retrograde: boolean, speed: number, labelKo: string };

export type SynastryHouseRecordFragment = { number: number, cuspLongitude: number, sign: Sign, degreeInSign: number, bodies: Array<string> };

export type SynastryAspectRecordFragment = { person1Point: string, person2Point: string, type: SynastryAspectType, code: string, orb: number, exactAngle: number, nature: AspectNature, isMajor: boolean, isFromPerson1: boolean, weight: number, tightness: Tightness, sign: Sign, signInterpretation: string, interpretationKey: string, person1PointKo: string, person2PointKo: string, signLabelKo: string };

export type SynastryChartRecordFragment = { info: { name: string, datetime: string, houseSystem: HouseSystem }, bodies: Array<{ name: string, longitude: number, latitude: number, sign: Sign, degreeInSign: number, house: number, type: PointType, category: PointCategory, weight: number, retrograde: boolean, speed: number, labelKo: string }>, angles: Array<{ name: string, longitude: number, latitude: number, sign: Sign, degreeInSign: number, house: number, type: PointType, category: PointCategory, weight: number, retrograde: boolean, speed: number, labelKo: string }>, houses: Array<{ number: number, cuspLongitude: number, sign: Sign, degreeInSign: number, bodies: Array<string> }> };

export type OverlayRecordFragment = { point: string, house: number, houseMeaning: string, longitude: number, sign: Sign, interpretation: string, houseMeaningKo: string, pointKo: string };

export type DistributionRecordFragment = { dominantElement: Element, dominantModality: Modality, elements: { fire: number, earth: number, air: number, water: number }, modalities: { cardinal: number, fixed: number, mutable: number }, pointDetails: Array<{ point: string, sign: Sign, element: Element, modality: Modality, weight: number, signLabelKo: string, elementKo: string, modalityKo: string }> };

export type AreaRecordFragment = { rating: string, score: number, factors: Array<string> };

export type ThemeRecordFragment = { score: number, rating: string, level: number, description: string, factors: Array<string> };

export type SynastryQueryVariables = Exact<{
  input: SynastryInput;
  withOverlay: boolean;
  detailed: boolean;
  comprehensive: boolean;
  withComposite: boolean;
  lang?: Lang | null | undefined;
}>;


export type SynastryQuery = { westernSynastry: { info: { person1Name: string, person2Name: string, person1Datetime: string, person2Datetime: string, relationshipType: RelationshipType, analysisDepth: AnalysisDepth, houseSystem: HouseSystem, orbDegrees: number, minorOrbDegrees: number, compatibilityMethod: CompatibilityMethod, calculationDate: string }, person1: { info: { name: string, datetime: string, houseSystem: HouseSystem }, bodies: Array<{ name: string, longitude: number, latitude: number, sign: Sign, degreeInSign: number, house: number, type: PointType, category: PointCategory, weight: number, retrograde: boolean, speed: number, labelKo: string }>, angles: Array<{ name: string, longitude: number, latitude: number, sign: Sign, degreeInSign: number, house: number, type: PointType, category: PointCategory, weight: number, retrograde: boolean, speed: number, labelKo: string }>, houses: Array<{ number: number, cuspLongitude: number, sign: Sign, degreeInSign: number, bodies: Array<string> }> }, person2: { info: { name: string, datetime: string, houseSystem: HouseSystem }, bodies: Array<{ name: string, longitude: number, latitude: number, sign: Sign, degreeInSign: number, house: number, type: PointType, category: PointCategory, weight: number, retrograde: boolean, speed: number, labelKo: string }>, angles: Array<{ name: string, longitude: number, latitude: number, sign: Sign, degreeInSign: number, house: number, type: PointType, category: PointCategory, weight: number, retrograde: boolean, speed: number, labelKo: string }>, houses: Array<{ number: number, cuspLongitude: number, sign: Sign, degreeInSign: number, bodies: Array<string> }> }, aspects: Array<{ person1Point: string, person2Point: string, type: SynastryAspectType, code: string, orb: number, exactAngle: number, nature: AspectNature, isMajor: boolean, isFromPerson1: boolean, weight: number, tightness: Tightness, sign: Sign, signInterpretation: string, interpretationKey: string, person1PointKo: string, person2PointKo: string, signLabelKo: string }>, houseOverlay?: { person1InPerson2Houses: Array<{ point: string, house: number, houseMeaning: string, longitude: number, sign: Sign, interpretation: string, houseMeaningKo: string, pointKo: string }>, person2InPerson1Houses: Array<{ point: string, house: number, houseMeaning: string, longitude: number, sign: Sign, interpretation: string, houseMeaningKo: string, pointKo: string }>, significantOverlays: Array<{ direction: OverlayDirection, point: string, house: number, houseMeaning: string, significance: string, interpretation: string, pointKo: string }>, summary: { totalOverlays: number, person1ActivatesHouses: Array<number>, person2ActivatesHouses: Array<number> } }, elementModality?: { temperamentAnalysis: string, person1Distribution: { dominantElement: Element, dominantModality: Modality, elements: { fire: number, earth: number, air: number, water: number }, modalities: { cardinal: number, fixed: number, mutable: number }, pointDetails: Array<{ point: string, sign: Sign, element: Element, modality: Modality, weight: number, signLabelKo: string, elementKo: string, modalityKo: string }> }, person2Distribution: { dominantElement: Element, dominantModality: Modality, elements: { fire: number, earth: number, air: number, water: number }, modalities: { cardinal: number, fixed: number, mutable: number }, pointDetails: Array<{ point: string, sign: Sign, element: Element, modality: Modality, weight: number, signLabelKo: string, elementKo: string, modalityKo: string }> }, elementCompatibility: { person1Dominant: Element, person2Dominant: Element, score: number, type: ElementCompatibilityType, description: string, person1DominantKo: string, person2DominantKo: string, breakdown: Array<{ element: Element, person1Count: number, person2Count: number, totalCount: number, balanceScore: number, elementKo: string }> }, modalityCompatibility: { person1Dominant: Modality, person2Dominant: Modality, score: number, type: ModalityCompatibilityType, description: string, person1DominantKo: string, person2DominantKo: string, breakdown: Array<{ modality: Modality, person1Count: number, person2Count: number, totalCount: number, balanceScore: number, modalityKo: string }> } }, compatibility: { overallScore: number, totalAspects: number, majorAspects: number, minorAspects: number, harmoniousAspects: number, challengingAspects: number, neutralAspects: number, totalWeight: number, positiveWeight: number, challengingWeight: number, strengths: Array<string>, challenges: Array<string>, notes: string, aspectBreakdown: Array<{ type: SynastryAspectType, count: number, totalWeight: number, averageOrb: number, nature: AspectNature, averageWeight: number }> }, houseOverlayAnalysis?: { keyInsights: Array<string>, overallInterpretation: string, areas: { romance: { rating: string, score: number, factors: Array<string> }, communication: { rating: string, score: number, factors: Array<string> }, stability: { rating: string, score: number, factors: Array<string> }, growth: { rating: string, score: number, factors: Array<string> }, intimacy: { rating: string, score: number, factors: Array<string> } }, summary: { totalMeaningfulOverlays: number, strongestArea: RelationshipArea, relationshipFocus: RelationshipFocus } }, themes?: { keyThemes: Array<RelationshipTheme>, summary: string, themes: { romanceChemistry: { score: number, rating: string, level: number, description: string, factors: Array<string> }, emotionalBond: { score: number, rating: string, level: number, description: string, factors: Array<string> }, communication: { score: number, rating: string, level: number, description: string, factors: Array<string> }, intellectualConnection: { score: number, rating: string, level: number, description: string, factors: Array<string> }, physicalAttraction: { score: number, rating: string, level: number, description: string, factors: Array<string> }, longTermStability: { score: number, rating: string, level: number, description: string, factors: Array<string> }, spiritualConnection: { score: number, rating: string, level: number, description: string, factors: Array<string> }, growthPotential: { score: number, rating: string, level: number, description: string, factors: Array<string> } } }, composite?: { info: { name: string, datetime: string, houseSystem: HouseSystem }, bodies: Array<{ name: string, longitude: number, latitude: number, sign: Sign, degreeInSign: number, house: number, type: PointType, category: PointCategory, weight: number, retrograde: boolean, speed: number, labelKo: string }>, angles: Array<{ name: string, longitude: number, latitude: number, sign: Sign, degreeInSign: number, house: number, type: PointType, category: PointCategory, weight: number, retrograde: boolean, speed: number, labelKo: string }>, houses: Array<{ number: number, cuspLongitude: number, sign: Sign, degreeInSign: number, bodies: Array<string> }> } } };

export type ChartMetadataRecordFragment = { datetimeUtc: string, datetimeLocal: string, timezone: string, latitude: number, longitude: number, houseSystem: HouseSystem, ephemeris: string };

export type ChartPointRecordFragment = { id: string, name: string, kind: PointKind, longitude: number, latitude: number, speed: number, latitudeSpeed: number, distance: number | null, declination: number, retrograde: boolean, sign: Sign, degreeInSign: number, dms: string, house: number, rightAscensionHours: number };

export type TransitsQueryVariables = Exact<{
  input: TransitsInput;
}>;


export type TransitsQuery = { westernTransits: { warnings: Array<string>, natalMetadata: { datetimeUtc: string, datetimeLocal: string, timezone: string, latitude: number, longitude: number, houseSystem: HouseSystem, ephemeris: string }, transitMetadata: { datetimeUtc: string, datetimeLocal: string, timezone: string, latitude: number, longitude: number, houseSystem: HouseSystem, ephemeris: string }, natalPoints: Array<{ id: string, name: string, kind: PointKind, longitude: number, latitude: number, speed: number, latitudeSpeed: number, distance: number | null, declination: number, retrograde: boolean, sign: Sign, degreeInSign: number, dms: string, house: number, rightAscensionHours: number }>, transitPoints: Array<{ id: string, name: string, kind: PointKind, longitude: number, latitude: number, speed: number, latitudeSpeed: number, distance: number | null, declination: number, retrograde: boolean, sign: Sign, degreeInSign: number, dms: string, house: number, rightAscensionHours: number }>, aspects: Array<{ body1: string, body2: string, type: AspectType, orb: number, separation: number, applying: boolean | null, separating: boolean | null, exact: boolean }> } };

export const EclipticPointRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EclipticPointRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EclipticPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}}]}}]} as unknown as DocumentNode<EclipticPointRecordFragment, unknown>;
export const ChartRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NatalChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"houseSystem"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"elevation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"angles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bodies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"house"}},{"kind":"Field","name":{"kind":"Name","value":"retrograde"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"houses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cuspLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"bodies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aspects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body1"}},{"kind":"Field","name":{"kind":"Name","value":"body2"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"orb"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}},{"kind":"Field","name":{"kind":"Name","value":"applying"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EclipticPointRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EclipticPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}}]}}]} as unknown as DocumentNode<ChartRecordFragment, unknown>;
export const DignityRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DignityRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dignity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"essentialDignities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulership"}},{"kind":"Field","name":{"kind":"Name","value":"exaltation"}},{"kind":"Field","name":{"kind":"Name","value":"triplicity"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"face"}},{"kind":"Field","name":{"kind":"Name","value":"detriment"}},{"kind":"Field","name":{"kind":"Name","value":"fall"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPeregrine"}},{"kind":"Field","name":{"kind":"Name","value":"classicalScore"}}]}}]} as unknown as DocumentNode<DignityRecordFragment, unknown>;
export const DignitiesRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DignitiesRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NatalChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dignities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mercury"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"venus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jupiter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"saturn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DignityRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dignity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"essentialDignities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulership"}},{"kind":"Field","name":{"kind":"Name","value":"exaltation"}},{"kind":"Field","name":{"kind":"Name","value":"triplicity"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"face"}},{"kind":"Field","name":{"kind":"Name","value":"detriment"}},{"kind":"Field","name":{"kind":"Name","value":"fall"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPeregrine"}},{"kind":"Field","name":{"kind":"Name","value":"classicalScore"}}]}}]} as unknown as DocumentNode<DignitiesRecordFragment, unknown>;
export const JamiScopeRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JamiScopeRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JamiHoroscopeScope"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ganji"}},{"kind":"Field","name":{"kind":"Name","value":"lifePalaceBranch"}},{"kind":"Field","name":{"kind":"Name","value":"natalPalace"}},{"kind":"Field","name":{"kind":"Name","value":"palaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"palace"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transformations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mutagen"}},{"kind":"Field","name":{"kind":"Name","value":"star"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"natalPalace"}},{"kind":"Field","name":{"kind":"Name","value":"scopePalace"}}]}}]}}]} as unknown as DocumentNode<JamiScopeRecordFragment, unknown>;
export const JamiMovingStarRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JamiMovingStarRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JamiMovingStar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}}]}}]} as unknown as DocumentNode<JamiMovingStarRecordFragment, unknown>;
export const JamiNamedBranchRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JamiNamedBranchRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JamiNamedBranch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}}]}}]} as unknown as DocumentNode<JamiNamedBranchRecordFragment, unknown>;
export const JamiBranchRelationRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JamiBranchRelationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JamiBranchRelation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}},{"kind":"Field","name":{"kind":"Name","value":"occurs"}},{"kind":"Field","name":{"kind":"Name","value":"palaces"}}]}}]} as unknown as DocumentNode<JamiBranchRelationRecordFragment, unknown>;
export const JamiPeriodRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JamiPeriodRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JamiPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ganji"}},{"kind":"Field","name":{"kind":"Name","value":"palaceBranch"}},{"kind":"Field","name":{"kind":"Name","value":"ageRange"}},{"kind":"Field","name":{"kind":"Name","value":"originalPalace"}},{"kind":"Field","name":{"kind":"Name","value":"palaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"palace"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transformations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"star"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"inField"}}]}},{"kind":"Field","name":{"kind":"Name","value":"innerPalaces"}},{"kind":"Field","name":{"kind":"Name","value":"outerPalaces"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryOccurrencePalaces"}},{"kind":"Field","name":{"kind":"Name","value":"problemPalaces"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryResultPalaces"}},{"kind":"Field","name":{"kind":"Name","value":"interpretation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainFeatures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"favorable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"cautions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"focus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}}]}}]} as unknown as DocumentNode<JamiPeriodRecordFragment, unknown>;
export const JamiRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JamiRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JamiChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"naeum"}},{"kind":"Field","name":{"kind":"Name","value":"bureau"}},{"kind":"Field","name":{"kind":"Name","value":"lifePalaceBranch"}},{"kind":"Field","name":{"kind":"Name","value":"palaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"ganji"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"brightness"}},{"kind":"Field","name":{"kind":"Name","value":"transformation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fireBellRelation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"voidRelation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"transformations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"star"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unplacedStars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"xunkong"}},{"kind":"Field","name":{"kind":"Name","value":"dahao"}},{"kind":"Field","name":{"kind":"Name","value":"hongyan"}},{"kind":"Field","name":{"kind":"Name","value":"jiesha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"twelveGods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changsheng"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiNamedBranchRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boshi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiNamedBranchRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suiqian"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiNamedBranchRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jiangqian"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiNamedBranchRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"relations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"punishments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiBranchRelationRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clashes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiBranchRelationRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"threeHarmonies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sixHarmonies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"patterns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"main"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"specialName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"specialDescription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"specialVerdict"}},{"kind":"Field","name":{"kind":"Name","value":"auxiliary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"fortune"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overall"}},{"kind":"Field","name":{"kind":"Name","value":"wealth"}},{"kind":"Field","name":{"kind":"Name","value":"career"}},{"kind":"Field","name":{"kind":"Name","value":"love"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"relationships"}},{"kind":"Field","name":{"kind":"Name","value":"study"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"periods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiPeriodRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JamiNamedBranchRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JamiNamedBranch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JamiBranchRelationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JamiBranchRelation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}},{"kind":"Field","name":{"kind":"Name","value":"occurs"}},{"kind":"Field","name":{"kind":"Name","value":"palaces"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JamiPeriodRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JamiPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ganji"}},{"kind":"Field","name":{"kind":"Name","value":"palaceBranch"}},{"kind":"Field","name":{"kind":"Name","value":"ageRange"}},{"kind":"Field","name":{"kind":"Name","value":"originalPalace"}},{"kind":"Field","name":{"kind":"Name","value":"palaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"palace"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transformations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"star"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"inField"}}]}},{"kind":"Field","name":{"kind":"Name","value":"innerPalaces"}},{"kind":"Field","name":{"kind":"Name","value":"outerPalaces"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryOccurrencePalaces"}},{"kind":"Field","name":{"kind":"Name","value":"problemPalaces"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryResultPalaces"}},{"kind":"Field","name":{"kind":"Name","value":"interpretation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainFeatures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"favorable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"cautions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"focus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}}]}}]} as unknown as DocumentNode<JamiRecordFragment, unknown>;
export const JamiAnnualRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JamiAnnualRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JamiAnnual"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"palaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ganji"}},{"kind":"Field","name":{"kind":"Name","value":"originalPalace"}},{"kind":"Field","name":{"kind":"Name","value":"annualPalace"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"doujun"}},{"kind":"Field","name":{"kind":"Name","value":"kui"}},{"kind":"Field","name":{"kind":"Name","value":"yue"}},{"kind":"Field","name":{"kind":"Name","value":"lucun"}},{"kind":"Field","name":{"kind":"Name","value":"tuoluo"}},{"kind":"Field","name":{"kind":"Name","value":"qingyang"}},{"kind":"Field","name":{"kind":"Name","value":"wenchang"}},{"kind":"Field","name":{"kind":"Name","value":"wenqu"}},{"kind":"Field","name":{"kind":"Name","value":"transformations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"star"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tianma"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryOccurrencePalaces"}},{"kind":"Field","name":{"kind":"Name","value":"problemPalaces"}},{"kind":"Field","name":{"kind":"Name","value":"wealthOpportunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"emotionalChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"healthCautions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"careerChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}}]} as unknown as DocumentNode<JamiAnnualRecordFragment, unknown>;
export const ProgressedMomentRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressedMomentRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgressedMoment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ageYears"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"progressedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"moonLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"moonSign"}}]}}]} as unknown as DocumentNode<ProgressedMomentRecordFragment, unknown>;
export const SajuLuckEntryRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SajuLuckEntryRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SajuLuckPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pillar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hanja"}},{"kind":"Field","name":{"kind":"Name","value":"korean"}}]}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"stemTenGod"}},{"kind":"Field","name":{"kind":"Name","value":"branchTenGod"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"daeun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"pillar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hanja"}}]}},{"kind":"Field","name":{"kind":"Name","value":"start"}}]}},{"kind":"Field","name":{"kind":"Name","value":"interactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"part"}},{"kind":"Field","name":{"kind":"Name","value":"characters"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"element"}},{"kind":"Field","name":{"kind":"Name","value":"transforms"}},{"kind":"Field","name":{"kind":"Name","value":"text"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}}]}}]} as unknown as DocumentNode<SajuLuckEntryRecordFragment, unknown>;
export const PillarRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PillarRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pillar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PillarRecordFragment, unknown>;
export const BirthClockRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BirthClockRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BirthClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instantUtc"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"timezoneSource"}},{"kind":"Field","name":{"kind":"Name","value":"clockTime"}},{"kind":"Field","name":{"kind":"Name","value":"daylightSavingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"standardOffset"}},{"kind":"Field","name":{"kind":"Name","value":"solarTime"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"localMeanTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"equationOfTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"dayHourClock"}},{"kind":"Field","name":{"kind":"Name","value":"zasi"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}}]} as unknown as DocumentNode<BirthClockRecordFragment, unknown>;
export const SajuRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SajuRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SajuChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pillars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PillarRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"month"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PillarRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"day"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PillarRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PillarRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"daeun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"isForward"}},{"kind":"Field","name":{"kind":"Name","value":"periods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"pillar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hanja"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"birthClock"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withBirthClock"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BirthClockRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenGods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yearStem"}},{"kind":"Field","name":{"kind":"Name","value":"yearBranch"}},{"kind":"Field","name":{"kind":"Name","value":"monthStem"}},{"kind":"Field","name":{"kind":"Name","value":"monthBranch"}},{"kind":"Field","name":{"kind":"Name","value":"dayStem"}},{"kind":"Field","name":{"kind":"Name","value":"dayBranch"}},{"kind":"Field","name":{"kind":"Name","value":"hourStem"}},{"kind":"Field","name":{"kind":"Name","value":"hourBranch"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PillarRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pillar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BirthClockRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BirthClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instantUtc"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"timezoneSource"}},{"kind":"Field","name":{"kind":"Name","value":"clockTime"}},{"kind":"Field","name":{"kind":"Name","value":"daylightSavingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"standardOffset"}},{"kind":"Field","name":{"kind":"Name","value":"solarTime"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"localMeanTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"equationOfTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"dayHourClock"}},{"kind":"Field","name":{"kind":"Name","value":"zasi"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}}]} as unknown as DocumentNode<SajuRecordFragment, unknown>;
export const StarRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StarRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Star"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"koreanName"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"meaning"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}}]} as unknown as DocumentNode<StarRecordFragment, unknown>;
export const ReturnInfoRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReturnInfoRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"datetimeUtc"}},{"kind":"Field","name":{"kind":"Name","value":"julianDayUT"}},{"kind":"Field","name":{"kind":"Name","value":"natalLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"differenceArcsec"}},{"kind":"Field","name":{"kind":"Name","value":"precisionSeconds"}}]}}]} as unknown as DocumentNode<ReturnInfoRecordFragment, unknown>;
export const SynastryAspectRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SynastryAspectRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SynastryAspect"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person1Point"}},{"kind":"Field","name":{"kind":"Name","value":"person2Point"}},{"kind":"Field","alias":{"kind":"Name","value":"person1PointKo"},"name":{"kind":"Name","value":"person1PointLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","alias":{"kind":"Name","value":"person2PointKo"},"name":{"kind":"Name","value":"person2PointLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"orb"}},{"kind":"Field","name":{"kind":"Name","value":"exactAngle"}},{"kind":"Field","name":{"kind":"Name","value":"nature"}},{"kind":"Field","name":{"kind":"Name","value":"isMajor"}},{"kind":"Field","name":{"kind":"Name","value":"isFromPerson1"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"tightness"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","alias":{"kind":"Name","value":"signLabelKo"},"name":{"kind":"Name","value":"signLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","name":{"kind":"Name","value":"signInterpretation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"interpretationKey"}}]}}]} as unknown as DocumentNode<SynastryAspectRecordFragment, unknown>;
export const SynastryPointRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SynastryPointRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SynastryPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"degreeInSign"}},{"kind":"Field","name":{"kind":"Name","value":"house"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"retrograde"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","alias":{"kind":"Name","value":"labelKo"},"name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]}]}}]} as unknown as DocumentNode<SynastryPointRecordFragment, unknown>;
export const SynastryHouseRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SynastryHouseRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SynastryHouse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cuspLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"degreeInSign"}},{"kind":"Field","name":{"kind":"Name","value":"bodies"}}]}}]} as unknown as DocumentNode<SynastryHouseRecordFragment, unknown>;
export const SynastryChartRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SynastryChartRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SynastryChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"houseSystem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bodies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SynastryPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"angles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SynastryPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"houses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SynastryHouseRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SynastryPointRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SynastryPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"degreeInSign"}},{"kind":"Field","name":{"kind":"Name","value":"house"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"retrograde"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","alias":{"kind":"Name","value":"labelKo"},"name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SynastryHouseRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SynastryHouse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cuspLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"degreeInSign"}},{"kind":"Field","name":{"kind":"Name","value":"bodies"}}]}}]} as unknown as DocumentNode<SynastryChartRecordFragment, unknown>;
export const OverlayRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OverlayRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HouseOverlayEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","name":{"kind":"Name","value":"house"}},{"kind":"Field","name":{"kind":"Name","value":"houseMeaning"}},{"kind":"Field","alias":{"kind":"Name","value":"houseMeaningKo"},"name":{"kind":"Name","value":"houseMeaning"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","alias":{"kind":"Name","value":"pointKo"},"name":{"kind":"Name","value":"pointLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","name":{"kind":"Name","value":"interpretation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}}]} as unknown as DocumentNode<OverlayRecordFragment, unknown>;
export const DistributionRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ElementModalityDistribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"elements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fire"}},{"kind":"Field","name":{"kind":"Name","value":"earth"}},{"kind":"Field","name":{"kind":"Name","value":"air"}},{"kind":"Field","name":{"kind":"Name","value":"water"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modalities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardinal"}},{"kind":"Field","name":{"kind":"Name","value":"fixed"}},{"kind":"Field","name":{"kind":"Name","value":"mutable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dominantElement"}},{"kind":"Field","name":{"kind":"Name","value":"dominantModality"}},{"kind":"Field","name":{"kind":"Name","value":"pointDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","alias":{"kind":"Name","value":"signLabelKo"},"name":{"kind":"Name","value":"signLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","name":{"kind":"Name","value":"element"}},{"kind":"Field","alias":{"kind":"Name","value":"elementKo"},"name":{"kind":"Name","value":"elementLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","name":{"kind":"Name","value":"modality"}},{"kind":"Field","alias":{"kind":"Name","value":"modalityKo"},"name":{"kind":"Name","value":"modalityLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}}]}}]} as unknown as DocumentNode<DistributionRecordFragment, unknown>;
export const AreaRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AreaRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RelationshipAreaScore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"factors"}}]}}]} as unknown as DocumentNode<AreaRecordFragment, unknown>;
export const ThemeRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeScore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"factors"}}]}}]} as unknown as DocumentNode<ThemeRecordFragment, unknown>;
export const ChartMetadataRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartMetadataRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChartMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datetimeUtc"}},{"kind":"Field","name":{"kind":"Name","value":"datetimeLocal"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"houseSystem"}},{"kind":"Field","name":{"kind":"Name","value":"ephemeris"}}]}}]} as unknown as DocumentNode<ChartMetadataRecordFragment, unknown>;
export const ChartPointRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartPointRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChartPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"latitudeSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"declination"}},{"kind":"Field","name":{"kind":"Name","value":"retrograde"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"degreeInSign"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}},{"kind":"Field","name":{"kind":"Name","value":"house"}},{"kind":"Field","name":{"kind":"Name","value":"rightAscensionHours"}}]}}]} as unknown as DocumentNode<ChartPointRecordFragment, unknown>;
export const WesternAstrocartographySvgDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WesternAstrocartographySvg"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WesternAstrocartographyInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"westernAstrocartography"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"svg"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}}]}}]} as unknown as DocumentNode<WesternAstrocartographySvgQuery, WesternAstrocartographySvgQueryVariables>;
export const PrimaryDirectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrimaryDirections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrimaryDirectionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"westernPrimaryDirections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"natalChart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartRecord"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignitiesRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"directionType"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"natalDate"}},{"kind":"Field","name":{"kind":"Name","value":"calculationDate"}},{"kind":"Field","name":{"kind":"Name","value":"arcPerYear"}}]}},{"kind":"Field","name":{"kind":"Name","value":"directedPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"natalLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"directedLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"arc"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeDirections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directedPoint"}},{"kind":"Field","name":{"kind":"Name","value":"natalPoint"}},{"kind":"Field","name":{"kind":"Name","value":"aspectType"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"arc"}},{"kind":"Field","name":{"kind":"Name","value":"orb"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EclipticPointRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EclipticPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DignityRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dignity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"essentialDignities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulership"}},{"kind":"Field","name":{"kind":"Name","value":"exaltation"}},{"kind":"Field","name":{"kind":"Name","value":"triplicity"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"face"}},{"kind":"Field","name":{"kind":"Name","value":"detriment"}},{"kind":"Field","name":{"kind":"Name","value":"fall"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPeregrine"}},{"kind":"Field","name":{"kind":"Name","value":"classicalScore"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NatalChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"houseSystem"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"elevation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"angles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bodies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"house"}},{"kind":"Field","name":{"kind":"Name","value":"retrograde"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"houses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cuspLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"bodies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aspects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body1"}},{"kind":"Field","name":{"kind":"Name","value":"body2"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"orb"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}},{"kind":"Field","name":{"kind":"Name","value":"applying"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DignitiesRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NatalChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dignities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mercury"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"venus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jupiter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"saturn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}}]}}]}}]} as unknown as DocumentNode<PrimaryDirectionsQuery, PrimaryDirectionsQueryVariables>;
export const EventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Events"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transits"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ingresses"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stations"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lunarPhases"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eclipses"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"returns"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"returnBodies"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventBody"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"westernEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"zodiac"}},{"kind":"Field","name":{"kind":"Name","value":"ayanamsa"}},{"kind":"Field","name":{"kind":"Name","value":"transits"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transits"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instant"}},{"kind":"Field","name":{"kind":"Name","value":"julianDayUT"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"natalPoint"}},{"kind":"Field","name":{"kind":"Name","value":"aspectType"}},{"kind":"Field","name":{"kind":"Name","value":"angle"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"natalLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"retrograde"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ingresses"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ingresses"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instant"}},{"kind":"Field","name":{"kind":"Name","value":"julianDayUT"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"fromSign"}},{"kind":"Field","name":{"kind":"Name","value":"toSign"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"retrograde"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stations"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stations"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instant"}},{"kind":"Field","name":{"kind":"Name","value":"julianDayUT"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"station"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lunarPhases"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lunarPhases"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instant"}},{"kind":"Field","name":{"kind":"Name","value":"julianDayUT"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"elongation"}},{"kind":"Field","name":{"kind":"Name","value":"moonLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"sunLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eclipses"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eclipses"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instant"}},{"kind":"Field","name":{"kind":"Name","value":"julianDayUT"}},{"kind":"Field","name":{"kind":"Name","value":"eclipsed"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"obscuration"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"local"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visible"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"obscuration"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"instant"}},{"kind":"Field","name":{"kind":"Name","value":"altitude"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"returns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bodies"},"value":{"kind":"Variable","name":{"kind":"Name","value":"returnBodies"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"returns"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instant"}},{"kind":"Field","name":{"kind":"Name","value":"julianDayUT"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"retrograde"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}}]}}]} as unknown as DocumentNode<EventsQuery, EventsQueryVariables>;
export const FirdariaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Firdaria"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FirdariaInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Lang"}},"defaultValue":{"kind":"EnumValue","value":"KO"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"westernFirdaria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"currentAge"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceType"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planet"}},{"kind":"Field","name":{"kind":"Name","value":"startAge"}},{"kind":"Field","name":{"kind":"Name","value":"endAge"}},{"kind":"Field","name":{"kind":"Name","value":"themes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"yearsIntoPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"yearsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"periods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"planet"}},{"kind":"Field","name":{"kind":"Name","value":"startAge"}},{"kind":"Field","name":{"kind":"Name","value":"endAge"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"interpretation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}}]}}]} as unknown as DocumentNode<FirdariaQuery, FirdariaQueryVariables>;
export const JamiAnalysisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JamiAnalysis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JamiInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetYearGanji"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}},"defaultValue":{"kind":"StringValue","value":"갑자","block":false}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withAnnual"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Lang"}},"defaultValue":{"kind":"EnumValue","value":"KO"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withBirthClock"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jamiChart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiRecord"}},{"kind":"Field","name":{"kind":"Name","value":"birthClock"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withBirthClock"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BirthClockRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"annual"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"targetYearGanji"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetYearGanji"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withAnnual"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiAnnualRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JamiNamedBranchRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JamiNamedBranch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JamiBranchRelationRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JamiBranchRelation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}},{"kind":"Field","name":{"kind":"Name","value":"occurs"}},{"kind":"Field","name":{"kind":"Name","value":"palaces"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JamiPeriodRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JamiPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ganji"}},{"kind":"Field","name":{"kind":"Name","value":"palaceBranch"}},{"kind":"Field","name":{"kind":"Name","value":"ageRange"}},{"kind":"Field","name":{"kind":"Name","value":"originalPalace"}},{"kind":"Field","name":{"kind":"Name","value":"palaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"palace"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transformations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"star"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"inField"}}]}},{"kind":"Field","name":{"kind":"Name","value":"innerPalaces"}},{"kind":"Field","name":{"kind":"Name","value":"outerPalaces"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryOccurrencePalaces"}},{"kind":"Field","name":{"kind":"Name","value":"problemPalaces"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryResultPalaces"}},{"kind":"Field","name":{"kind":"Name","value":"interpretation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainFeatures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"favorable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"cautions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"focus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JamiRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JamiChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"naeum"}},{"kind":"Field","name":{"kind":"Name","value":"bureau"}},{"kind":"Field","name":{"kind":"Name","value":"lifePalaceBranch"}},{"kind":"Field","name":{"kind":"Name","value":"palaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"ganji"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"brightness"}},{"kind":"Field","name":{"kind":"Name","value":"transformation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fireBellRelation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"voidRelation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"transformations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"star"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unplacedStars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"xunkong"}},{"kind":"Field","name":{"kind":"Name","value":"dahao"}},{"kind":"Field","name":{"kind":"Name","value":"hongyan"}},{"kind":"Field","name":{"kind":"Name","value":"jiesha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"twelveGods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changsheng"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiNamedBranchRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boshi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiNamedBranchRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suiqian"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiNamedBranchRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jiangqian"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiNamedBranchRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"relations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"punishments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiBranchRelationRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clashes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiBranchRelationRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"threeHarmonies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sixHarmonies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"patterns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"main"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"specialName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"specialDescription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"specialVerdict"}},{"kind":"Field","name":{"kind":"Name","value":"auxiliary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"fortune"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overall"}},{"kind":"Field","name":{"kind":"Name","value":"wealth"}},{"kind":"Field","name":{"kind":"Name","value":"career"}},{"kind":"Field","name":{"kind":"Name","value":"love"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"relationships"}},{"kind":"Field","name":{"kind":"Name","value":"study"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"periods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiPeriodRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BirthClockRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BirthClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instantUtc"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"timezoneSource"}},{"kind":"Field","name":{"kind":"Name","value":"clockTime"}},{"kind":"Field","name":{"kind":"Name","value":"daylightSavingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"standardOffset"}},{"kind":"Field","name":{"kind":"Name","value":"solarTime"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"localMeanTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"equationOfTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"dayHourClock"}},{"kind":"Field","name":{"kind":"Name","value":"zasi"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JamiAnnualRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JamiAnnual"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"palaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ganji"}},{"kind":"Field","name":{"kind":"Name","value":"originalPalace"}},{"kind":"Field","name":{"kind":"Name","value":"annualPalace"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"doujun"}},{"kind":"Field","name":{"kind":"Name","value":"kui"}},{"kind":"Field","name":{"kind":"Name","value":"yue"}},{"kind":"Field","name":{"kind":"Name","value":"lucun"}},{"kind":"Field","name":{"kind":"Name","value":"tuoluo"}},{"kind":"Field","name":{"kind":"Name","value":"qingyang"}},{"kind":"Field","name":{"kind":"Name","value":"wenchang"}},{"kind":"Field","name":{"kind":"Name","value":"wenqu"}},{"kind":"Field","name":{"kind":"Name","value":"transformations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"star"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tianma"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryOccurrencePalaces"}},{"kind":"Field","name":{"kind":"Name","value":"problemPalaces"}},{"kind":"Field","name":{"kind":"Name","value":"wealthOpportunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"emotionalChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"healthCautions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"careerChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}}]} as unknown as DocumentNode<JamiAnalysisQuery, JamiAnalysisQueryVariables>;
export const JamiHoroscopeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JamiHoroscope"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JamiInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"time"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withBirthClock"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jamiHoroscope"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"time"},"value":{"kind":"Variable","name":{"kind":"Name","value":"time"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeIndex"}},{"kind":"Field","name":{"kind":"Name","value":"zasi"}},{"kind":"Field","name":{"kind":"Name","value":"lunarDate"}},{"kind":"Field","name":{"kind":"Name","value":"lunarIsLeapMonth"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"yearPillar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hanja"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthPillar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hanja"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dayPillar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hanja"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hourPillar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hanja"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decadal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiScopeRecord"}},{"kind":"Field","name":{"kind":"Name","value":"childhood"}},{"kind":"Field","name":{"kind":"Name","value":"ageFrom"}},{"kind":"Field","name":{"kind":"Name","value":"ageTo"}},{"kind":"Field","name":{"kind":"Name","value":"stars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiMovingStarRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"minor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiScopeRecord"}},{"kind":"Field","name":{"kind":"Name","value":"age"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yearly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiScopeRecord"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"stars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiMovingStarRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jieshen"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiScopeRecord"}},{"kind":"Field","name":{"kind":"Name","value":"stars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiMovingStarRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiScopeRecord"}},{"kind":"Field","name":{"kind":"Name","value":"stars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiMovingStarRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hourly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiScopeRecord"}},{"kind":"Field","name":{"kind":"Name","value":"stars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JamiMovingStarRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"birthClock"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withBirthClock"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BirthClockRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JamiScopeRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JamiHoroscopeScope"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ganji"}},{"kind":"Field","name":{"kind":"Name","value":"lifePalaceBranch"}},{"kind":"Field","name":{"kind":"Name","value":"natalPalace"}},{"kind":"Field","name":{"kind":"Name","value":"palaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"palace"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transformations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mutagen"}},{"kind":"Field","name":{"kind":"Name","value":"star"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"natalPalace"}},{"kind":"Field","name":{"kind":"Name","value":"scopePalace"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JamiMovingStarRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JamiMovingStar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BirthClockRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BirthClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instantUtc"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"timezoneSource"}},{"kind":"Field","name":{"kind":"Name","value":"clockTime"}},{"kind":"Field","name":{"kind":"Name","value":"daylightSavingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"standardOffset"}},{"kind":"Field","name":{"kind":"Name","value":"solarTime"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"localMeanTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"equationOfTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"dayHourClock"}},{"kind":"Field","name":{"kind":"Name","value":"zasi"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}}]} as unknown as DocumentNode<JamiHoroscopeQuery, JamiHoroscopeQueryVariables>;
export const JamiSvgDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JamiSvg"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JamiInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Lang"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"theme"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PictureTheme"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jamiSvg"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}},{"kind":"Argument","name":{"kind":"Name","value":"theme"},"value":{"kind":"Variable","name":{"kind":"Name","value":"theme"}}}]}]}}]} as unknown as DocumentNode<JamiSvgQuery, JamiSvgQueryVariables>;
export const NatalChartDemoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NatalChartDemo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"westernNatalChartDemo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartRecord"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignitiesRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EclipticPointRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EclipticPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DignityRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dignity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"essentialDignities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulership"}},{"kind":"Field","name":{"kind":"Name","value":"exaltation"}},{"kind":"Field","name":{"kind":"Name","value":"triplicity"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"face"}},{"kind":"Field","name":{"kind":"Name","value":"detriment"}},{"kind":"Field","name":{"kind":"Name","value":"fall"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPeregrine"}},{"kind":"Field","name":{"kind":"Name","value":"classicalScore"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NatalChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"houseSystem"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"elevation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"angles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bodies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"house"}},{"kind":"Field","name":{"kind":"Name","value":"retrograde"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"houses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cuspLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"bodies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aspects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body1"}},{"kind":"Field","name":{"kind":"Name","value":"body2"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"orb"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}},{"kind":"Field","name":{"kind":"Name","value":"applying"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DignitiesRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NatalChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dignities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mercury"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"venus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jupiter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"saturn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}}]}}]}}]} as unknown as DocumentNode<NatalChartDemoQuery, NatalChartDemoQueryVariables>;
export const NatalChartSvgDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NatalChartSvg"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NatalChartInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Lang"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"theme"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PictureTheme"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layout"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PictureLayout"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"westernNatalChartSvg"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}},{"kind":"Argument","name":{"kind":"Name","value":"theme"},"value":{"kind":"Variable","name":{"kind":"Name","value":"theme"}}},{"kind":"Argument","name":{"kind":"Name","value":"layout"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layout"}}}]}]}}]} as unknown as DocumentNode<NatalChartSvgQuery, NatalChartSvgQueryVariables>;
export const NatalChartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NatalChart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NatalChartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"westernNatalChart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartRecord"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignitiesRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EclipticPointRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EclipticPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DignityRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dignity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"essentialDignities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulership"}},{"kind":"Field","name":{"kind":"Name","value":"exaltation"}},{"kind":"Field","name":{"kind":"Name","value":"triplicity"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"face"}},{"kind":"Field","name":{"kind":"Name","value":"detriment"}},{"kind":"Field","name":{"kind":"Name","value":"fall"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPeregrine"}},{"kind":"Field","name":{"kind":"Name","value":"classicalScore"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NatalChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"houseSystem"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"elevation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"angles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bodies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"house"}},{"kind":"Field","name":{"kind":"Name","value":"retrograde"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"houses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cuspLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"bodies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aspects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body1"}},{"kind":"Field","name":{"kind":"Name","value":"body2"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"orb"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}},{"kind":"Field","name":{"kind":"Name","value":"applying"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DignitiesRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NatalChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dignities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mercury"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"venus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jupiter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"saturn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}}]}}]}}]} as unknown as DocumentNode<NatalChartQuery, NatalChartQueryVariables>;
export const ProfectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Profections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfectionsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Lang"}},"defaultValue":{"kind":"EnumValue","value":"KO"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"westernAnnualProfection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"house"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"ruler"}},{"kind":"Field","name":{"kind":"Name","value":"cuspLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"houseTheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"interpretation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"rulerNatal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"house"}}]}},{"kind":"Field","name":{"kind":"Name","value":"houses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cuspLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"ruler"}},{"kind":"Field","name":{"kind":"Name","value":"isProfected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"natalChart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"houseSystem"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"elevation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"angles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EclipticPointRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EclipticPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}}]}}]} as unknown as DocumentNode<ProfectionsQuery, ProfectionsQueryVariables>;
export const ProgressedLunationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgressedLunations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgressedLunationsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"westernProgressedLunations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"natalChart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datetime"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fromAge"}},{"kind":"Field","name":{"kind":"Name","value":"toAge"}},{"kind":"Field","name":{"kind":"Name","value":"lunations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quarter"}},{"kind":"Field","name":{"kind":"Name","value":"elongation"}},{"kind":"Field","name":{"kind":"Name","value":"moment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgressedMomentRecord"}},{"kind":"Field","name":{"kind":"Name","value":"dateUtc"}},{"kind":"Field","name":{"kind":"Name","value":"moonDms"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentPhase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"elongation"}},{"kind":"Field","name":{"kind":"Name","value":"ageYears"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"start"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgressedMomentRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"end"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgressedMomentRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lunationStart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgressedMomentRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressedMomentRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgressedMoment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ageYears"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"progressedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"moonLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"moonSign"}}]}}]} as unknown as DocumentNode<ProgressedLunationsQuery, ProgressedLunationsQueryVariables>;
export const ProgressionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Progressions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgressionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"westernProgressions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"natalChart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartRecord"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignitiesRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"progressedChart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"houseSystem"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"elevation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"house"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aspects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body1"}},{"kind":"Field","name":{"kind":"Name","value":"body2"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"orb"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}},{"kind":"Field","name":{"kind":"Name","value":"applying"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"progressionType"}},{"kind":"Field","name":{"kind":"Name","value":"natalDate"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"methodDescription"}},{"kind":"Field","name":{"kind":"Name","value":"calculationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aspectsToNatal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body1"}},{"kind":"Field","name":{"kind":"Name","value":"body2"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"orb"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EclipticPointRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EclipticPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DignityRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dignity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"essentialDignities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulership"}},{"kind":"Field","name":{"kind":"Name","value":"exaltation"}},{"kind":"Field","name":{"kind":"Name","value":"triplicity"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"face"}},{"kind":"Field","name":{"kind":"Name","value":"detriment"}},{"kind":"Field","name":{"kind":"Name","value":"fall"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPeregrine"}},{"kind":"Field","name":{"kind":"Name","value":"classicalScore"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NatalChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"houseSystem"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"elevation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"angles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bodies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"house"}},{"kind":"Field","name":{"kind":"Name","value":"retrograde"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"houses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cuspLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"bodies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aspects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body1"}},{"kind":"Field","name":{"kind":"Name","value":"body2"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"orb"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}},{"kind":"Field","name":{"kind":"Name","value":"applying"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DignitiesRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NatalChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dignities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mercury"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"venus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jupiter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"saturn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}}]}}]}}]} as unknown as DocumentNode<ProgressionsQuery, ProgressionsQueryVariables>;
export const SajuAnalysisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SajuAnalysis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SajuInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Lang"}},"defaultValue":{"kind":"EnumValue","value":"KO"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withBirthClock"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sajuAnalysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SajuRecord"}},{"kind":"Field","name":{"kind":"Name","value":"fiveElements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"strength"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wood"}},{"kind":"Field","name":{"kind":"Name","value":"fire"}},{"kind":"Field","name":{"kind":"Name","value":"earth"}},{"kind":"Field","name":{"kind":"Name","value":"metal"}},{"kind":"Field","name":{"kind":"Name","value":"water"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dayElement"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shinsal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"shinsal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"day"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"shinsal"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"comprehensive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twelveStages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pillar"}},{"kind":"Field","name":{"kind":"Name","value":"stem"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"energy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"hiddenStems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"stems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stem"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nobleStars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StarRecord"}},{"kind":"Field","name":{"kind":"Name","value":"impact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"evilStars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StarRecord"}},{"kind":"Field","name":{"kind":"Name","value":"warning"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"naeumElements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pillar"}},{"kind":"Field","name":{"kind":"Name","value":"ganzi"}},{"kind":"Field","name":{"kind":"Name","value":"element"}},{"kind":"Field","name":{"kind":"Name","value":"meaning"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"character"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"overallAssessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nobleCount"}},{"kind":"Field","name":{"kind":"Name","value":"shinsalCount"}},{"kind":"Field","name":{"kind":"Name","value":"mainFeatures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"cautions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"applications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PillarRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pillar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BirthClockRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BirthClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instantUtc"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"timezoneSource"}},{"kind":"Field","name":{"kind":"Name","value":"clockTime"}},{"kind":"Field","name":{"kind":"Name","value":"daylightSavingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"standardOffset"}},{"kind":"Field","name":{"kind":"Name","value":"solarTime"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"localMeanTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"equationOfTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"dayHourClock"}},{"kind":"Field","name":{"kind":"Name","value":"zasi"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SajuRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SajuChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pillars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PillarRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"month"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PillarRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"day"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PillarRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PillarRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"daeun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"isForward"}},{"kind":"Field","name":{"kind":"Name","value":"periods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"pillar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hanja"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"birthClock"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withBirthClock"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BirthClockRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenGods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yearStem"}},{"kind":"Field","name":{"kind":"Name","value":"yearBranch"}},{"kind":"Field","name":{"kind":"Name","value":"monthStem"}},{"kind":"Field","name":{"kind":"Name","value":"monthBranch"}},{"kind":"Field","name":{"kind":"Name","value":"dayStem"}},{"kind":"Field","name":{"kind":"Name","value":"dayBranch"}},{"kind":"Field","name":{"kind":"Name","value":"hourStem"}},{"kind":"Field","name":{"kind":"Name","value":"hourBranch"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StarRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Star"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"koreanName"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"meaning"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}}]} as unknown as DocumentNode<SajuAnalysisQuery, SajuAnalysisQueryVariables>;
export const SajuBasicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SajuBasic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SajuInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withBirthClock"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sajuBasic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SajuRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PillarRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pillar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BirthClockRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BirthClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instantUtc"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"timezoneSource"}},{"kind":"Field","name":{"kind":"Name","value":"clockTime"}},{"kind":"Field","name":{"kind":"Name","value":"daylightSavingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"standardOffset"}},{"kind":"Field","name":{"kind":"Name","value":"solarTime"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"localMeanTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"equationOfTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"dayHourClock"}},{"kind":"Field","name":{"kind":"Name","value":"zasi"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SajuRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SajuChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pillars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PillarRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"month"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PillarRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"day"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PillarRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PillarRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"daeun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"isForward"}},{"kind":"Field","name":{"kind":"Name","value":"periods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"pillar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hanja"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"birthClock"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withBirthClock"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BirthClockRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenGods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yearStem"}},{"kind":"Field","name":{"kind":"Name","value":"yearBranch"}},{"kind":"Field","name":{"kind":"Name","value":"monthStem"}},{"kind":"Field","name":{"kind":"Name","value":"monthBranch"}},{"kind":"Field","name":{"kind":"Name","value":"dayStem"}},{"kind":"Field","name":{"kind":"Name","value":"dayBranch"}},{"kind":"Field","name":{"kind":"Name","value":"hourStem"}},{"kind":"Field","name":{"kind":"Name","value":"hourBranch"}}]}}]}}]} as unknown as DocumentNode<SajuBasicQuery, SajuBasicQueryVariables>;
export const SajuLuckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SajuLuck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SajuInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromYear"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"years"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"monthYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withMonths"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withDays"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Lang"}},"defaultValue":{"kind":"EnumValue","value":"KO"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withBirthClock"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sajuLuck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthClock"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withBirthClock"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BirthClockRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"years"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"Variable","name":{"kind":"Name","value":"years"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SajuLuckEntryRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"months"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"monthYear"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withMonths"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"jie"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SajuLuckEntryRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withDays"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SajuLuckEntryRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BirthClockRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BirthClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instantUtc"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"timezoneSource"}},{"kind":"Field","name":{"kind":"Name","value":"clockTime"}},{"kind":"Field","name":{"kind":"Name","value":"daylightSavingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"standardOffset"}},{"kind":"Field","name":{"kind":"Name","value":"solarTime"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"localMeanTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"equationOfTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"dayHourClock"}},{"kind":"Field","name":{"kind":"Name","value":"zasi"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SajuLuckEntryRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SajuLuckPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pillar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hanja"}},{"kind":"Field","name":{"kind":"Name","value":"korean"}}]}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"stemTenGod"}},{"kind":"Field","name":{"kind":"Name","value":"branchTenGod"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"daeun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"pillar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hanja"}}]}},{"kind":"Field","name":{"kind":"Name","value":"start"}}]}},{"kind":"Field","name":{"kind":"Name","value":"interactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"part"}},{"kind":"Field","name":{"kind":"Name","value":"characters"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"element"}},{"kind":"Field","name":{"kind":"Name","value":"transforms"}},{"kind":"Field","name":{"kind":"Name","value":"text"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}}]}}]} as unknown as DocumentNode<SajuLuckQuery, SajuLuckQueryVariables>;
export const SajuStructureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SajuStructure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SajuInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"usefulGodMethod"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SajuUsefulGodMethod"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Lang"}},"defaultValue":{"kind":"EnumValue","value":"KO"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withBirthClock"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sajuStructure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"usefulGodMethod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"usefulGodMethod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"part"}},{"kind":"Field","name":{"kind":"Name","value":"characters"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"element"}},{"kind":"Field","name":{"kind":"Name","value":"transforms"}},{"kind":"Field","name":{"kind":"Name","value":"text"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"strength"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"deukryeong"}},{"kind":"Field","name":{"kind":"Name","value":"deukji"}},{"kind":"Field","name":{"kind":"Name","value":"deukse"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companion"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"wealth"}},{"kind":"Field","name":{"kind":"Name","value":"officer"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"usefulGods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"useful"}},{"kind":"Field","name":{"kind":"Name","value":"usefulGroup"}},{"kind":"Field","name":{"kind":"Name","value":"favorable"}},{"kind":"Field","name":{"kind":"Name","value":"unfavorable"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"pattern"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tenGod"}},{"kind":"Field","name":{"kind":"Name","value":"stem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"revealedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taewon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hanja"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myeonggung"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hanja"}}]}},{"kind":"Field","name":{"kind":"Name","value":"singung"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hanja"}}]}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"birthClock"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withBirthClock"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BirthClockRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BirthClockRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BirthClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instantUtc"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"timezoneSource"}},{"kind":"Field","name":{"kind":"Name","value":"clockTime"}},{"kind":"Field","name":{"kind":"Name","value":"daylightSavingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"standardOffset"}},{"kind":"Field","name":{"kind":"Name","value":"solarTime"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"localMeanTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"equationOfTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"dayHourClock"}},{"kind":"Field","name":{"kind":"Name","value":"zasi"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}}]} as unknown as DocumentNode<SajuStructureQuery, SajuStructureQueryVariables>;
export const SajuSvgDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SajuSvg"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SajuInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Lang"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"theme"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PictureTheme"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sajuSvg"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}},{"kind":"Argument","name":{"kind":"Name","value":"theme"},"value":{"kind":"Variable","name":{"kind":"Name","value":"theme"}}}]}]}}]} as unknown as DocumentNode<SajuSvgQuery, SajuSvgQueryVariables>;
export const SolarArcDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SolarArc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SolarArcInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"westernSolarArc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"natalChart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartRecord"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignitiesRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"arc"}},{"kind":"Field","name":{"kind":"Name","value":"arcDms"}},{"kind":"Field","name":{"kind":"Name","value":"trueArc"}},{"kind":"Field","name":{"kind":"Name","value":"naibodArc"}},{"kind":"Field","name":{"kind":"Name","value":"ageYears"}},{"kind":"Field","name":{"kind":"Name","value":"natalDate"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"progressedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"natalLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}},{"kind":"Field","name":{"kind":"Name","value":"natalHouse"}}]}},{"kind":"Field","name":{"kind":"Name","value":"houseCusps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"natalLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"cuspLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aspectsToNatal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body1"}},{"kind":"Field","name":{"kind":"Name","value":"body2"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"orb"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}},{"kind":"Field","name":{"kind":"Name","value":"applying"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orbDegrees"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EclipticPointRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EclipticPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DignityRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dignity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"essentialDignities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulership"}},{"kind":"Field","name":{"kind":"Name","value":"exaltation"}},{"kind":"Field","name":{"kind":"Name","value":"triplicity"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"face"}},{"kind":"Field","name":{"kind":"Name","value":"detriment"}},{"kind":"Field","name":{"kind":"Name","value":"fall"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPeregrine"}},{"kind":"Field","name":{"kind":"Name","value":"classicalScore"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NatalChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"houseSystem"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"elevation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"angles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bodies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"house"}},{"kind":"Field","name":{"kind":"Name","value":"retrograde"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"houses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cuspLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"bodies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aspects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body1"}},{"kind":"Field","name":{"kind":"Name","value":"body2"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"orb"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}},{"kind":"Field","name":{"kind":"Name","value":"applying"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DignitiesRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NatalChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dignities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mercury"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"venus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jupiter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"saturn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}}]}}]}}]} as unknown as DocumentNode<SolarArcQuery, SolarArcQueryVariables>;
export const SolarReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SolarReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SolarReturnInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeRelocated"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeLunarReturn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"westernSolarReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"natalChart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartRecord"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignitiesRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returnYear"}},{"kind":"Field","name":{"kind":"Name","value":"toleranceMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"daysFromBirthday"}},{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReturnInfoRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relocatedChart"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeRelocated"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lunarReturn"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeLunarReturn"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReturnInfoRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daysAfterSolarReturn"}},{"kind":"Field","name":{"kind":"Name","value":"chart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartRecord"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EclipticPointRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EclipticPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DignityRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dignity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"essentialDignities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulership"}},{"kind":"Field","name":{"kind":"Name","value":"exaltation"}},{"kind":"Field","name":{"kind":"Name","value":"triplicity"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"face"}},{"kind":"Field","name":{"kind":"Name","value":"detriment"}},{"kind":"Field","name":{"kind":"Name","value":"fall"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPeregrine"}},{"kind":"Field","name":{"kind":"Name","value":"classicalScore"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NatalChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"houseSystem"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"elevation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"angles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dsc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EclipticPointRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bodies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"house"}},{"kind":"Field","name":{"kind":"Name","value":"retrograde"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"houses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cuspLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"bodies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aspects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body1"}},{"kind":"Field","name":{"kind":"Name","value":"body2"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"orb"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}},{"kind":"Field","name":{"kind":"Name","value":"applying"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DignitiesRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NatalChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dignities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mercury"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"venus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jupiter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"saturn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DignityRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReturnInfoRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"datetimeUtc"}},{"kind":"Field","name":{"kind":"Name","value":"julianDayUT"}},{"kind":"Field","name":{"kind":"Name","value":"natalLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"differenceArcsec"}},{"kind":"Field","name":{"kind":"Name","value":"precisionSeconds"}}]}}]} as unknown as DocumentNode<SolarReturnQuery, SolarReturnQueryVariables>;
export const SynastrySvgDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SynastrySvg"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SynastryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Lang"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"theme"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PictureTheme"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layout"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PictureLayout"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"westernSynastry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"svg"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}},{"kind":"Argument","name":{"kind":"Name","value":"theme"},"value":{"kind":"Variable","name":{"kind":"Name","value":"theme"}}},{"kind":"Argument","name":{"kind":"Name","value":"layout"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layout"}}}]}]}}]}}]} as unknown as DocumentNode<SynastrySvgQuery, SynastrySvgQueryVariables>;
export const SynastryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Synastry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SynastryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withOverlay"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"detailed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comprehensive"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withComposite"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Lang"}},"defaultValue":{"kind":"EnumValue","value":"KO"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"westernSynastry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person1Name"}},{"kind":"Field","name":{"kind":"Name","value":"person2Name"}},{"kind":"Field","name":{"kind":"Name","value":"person1Datetime"}},{"kind":"Field","name":{"kind":"Name","value":"person2Datetime"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipType"}},{"kind":"Field","name":{"kind":"Name","value":"analysisDepth"}},{"kind":"Field","name":{"kind":"Name","value":"houseSystem"}},{"kind":"Field","name":{"kind":"Name","value":"orbDegrees"}},{"kind":"Field","name":{"kind":"Name","value":"minorOrbDegrees"}},{"kind":"Field","name":{"kind":"Name","value":"compatibilityMethod"}},{"kind":"Field","name":{"kind":"Name","value":"calculationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"person1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SynastryChartRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"person2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SynastryChartRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aspects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SynastryAspectRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"houseOverlay"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withOverlay"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person1InPerson2Houses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OverlayRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"person2InPerson1Houses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OverlayRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"significantOverlays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","alias":{"kind":"Name","value":"pointKo"},"name":{"kind":"Name","value":"pointLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","name":{"kind":"Name","value":"house"}},{"kind":"Field","name":{"kind":"Name","value":"houseMeaning"}},{"kind":"Field","name":{"kind":"Name","value":"significance"}},{"kind":"Field","name":{"kind":"Name","value":"interpretation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalOverlays"}},{"kind":"Field","name":{"kind":"Name","value":"person1ActivatesHouses"}},{"kind":"Field","name":{"kind":"Name","value":"person2ActivatesHouses"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"elementModality"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"detailed"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person1Distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistributionRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"person2Distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistributionRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"elementCompatibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person1Dominant"}},{"kind":"Field","name":{"kind":"Name","value":"person2Dominant"}},{"kind":"Field","alias":{"kind":"Name","value":"person1DominantKo"},"name":{"kind":"Name","value":"person1DominantLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","alias":{"kind":"Name","value":"person2DominantKo"},"name":{"kind":"Name","value":"person2DominantLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"breakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"element"}},{"kind":"Field","alias":{"kind":"Name","value":"elementKo"},"name":{"kind":"Name","value":"elementLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","name":{"kind":"Name","value":"person1Count"}},{"kind":"Field","name":{"kind":"Name","value":"person2Count"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceScore"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"modalityCompatibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person1Dominant"}},{"kind":"Field","name":{"kind":"Name","value":"person2Dominant"}},{"kind":"Field","alias":{"kind":"Name","value":"person1DominantKo"},"name":{"kind":"Name","value":"person1DominantLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","alias":{"kind":"Name","value":"person2DominantKo"},"name":{"kind":"Name","value":"person2DominantLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"breakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modality"}},{"kind":"Field","alias":{"kind":"Name","value":"modalityKo"},"name":{"kind":"Name","value":"modalityLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","name":{"kind":"Name","value":"person1Count"}},{"kind":"Field","name":{"kind":"Name","value":"person2Count"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceScore"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"temperamentAnalysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"compatibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overallScore"}},{"kind":"Field","name":{"kind":"Name","value":"totalAspects"}},{"kind":"Field","name":{"kind":"Name","value":"majorAspects"}},{"kind":"Field","name":{"kind":"Name","value":"minorAspects"}},{"kind":"Field","name":{"kind":"Name","value":"harmoniousAspects"}},{"kind":"Field","name":{"kind":"Name","value":"challengingAspects"}},{"kind":"Field","name":{"kind":"Name","value":"neutralAspects"}},{"kind":"Field","name":{"kind":"Name","value":"totalWeight"}},{"kind":"Field","name":{"kind":"Name","value":"positiveWeight"}},{"kind":"Field","name":{"kind":"Name","value":"challengingWeight"}},{"kind":"Field","name":{"kind":"Name","value":"aspectBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"totalWeight"}},{"kind":"Field","name":{"kind":"Name","value":"averageOrb"}},{"kind":"Field","name":{"kind":"Name","value":"nature"}},{"kind":"Field","name":{"kind":"Name","value":"averageWeight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strengths"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"challenges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"notes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"houseOverlayAnalysis"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"detailed"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyInsights"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"romance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AreaRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"communication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AreaRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AreaRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"growth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AreaRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"intimacy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AreaRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"overallInterpretation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalMeaningfulOverlays"}},{"kind":"Field","name":{"kind":"Name","value":"strongestArea"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipFocus"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"themes"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comprehensive"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"themes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"romanceChemistry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emotionalBond"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"communication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"intellectualConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"physicalAttraction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"longTermStability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spiritualConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"growthPotential"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeRecord"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyThemes"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"composite"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withComposite"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"houseSystem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bodies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SynastryPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"angles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SynastryPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"houses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SynastryHouseRecord"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SynastryPointRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SynastryPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"degreeInSign"}},{"kind":"Field","name":{"kind":"Name","value":"house"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"retrograde"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","alias":{"kind":"Name","value":"labelKo"},"name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SynastryHouseRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SynastryHouse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cuspLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"degreeInSign"}},{"kind":"Field","name":{"kind":"Name","value":"bodies"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SynastryChartRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SynastryChart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"houseSystem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bodies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SynastryPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"angles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SynastryPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"houses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SynastryHouseRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SynastryAspectRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SynastryAspect"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person1Point"}},{"kind":"Field","name":{"kind":"Name","value":"person2Point"}},{"kind":"Field","alias":{"kind":"Name","value":"person1PointKo"},"name":{"kind":"Name","value":"person1PointLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","alias":{"kind":"Name","value":"person2PointKo"},"name":{"kind":"Name","value":"person2PointLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"orb"}},{"kind":"Field","name":{"kind":"Name","value":"exactAngle"}},{"kind":"Field","name":{"kind":"Name","value":"nature"}},{"kind":"Field","name":{"kind":"Name","value":"isMajor"}},{"kind":"Field","name":{"kind":"Name","value":"isFromPerson1"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"tightness"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","alias":{"kind":"Name","value":"signLabelKo"},"name":{"kind":"Name","value":"signLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","name":{"kind":"Name","value":"signInterpretation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"interpretationKey"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OverlayRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HouseOverlayEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","name":{"kind":"Name","value":"house"}},{"kind":"Field","name":{"kind":"Name","value":"houseMeaning"}},{"kind":"Field","alias":{"kind":"Name","value":"houseMeaningKo"},"name":{"kind":"Name","value":"houseMeaning"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","alias":{"kind":"Name","value":"pointKo"},"name":{"kind":"Name","value":"pointLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","name":{"kind":"Name","value":"interpretation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ElementModalityDistribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"elements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fire"}},{"kind":"Field","name":{"kind":"Name","value":"earth"}},{"kind":"Field","name":{"kind":"Name","value":"air"}},{"kind":"Field","name":{"kind":"Name","value":"water"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modalities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardinal"}},{"kind":"Field","name":{"kind":"Name","value":"fixed"}},{"kind":"Field","name":{"kind":"Name","value":"mutable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dominantElement"}},{"kind":"Field","name":{"kind":"Name","value":"dominantModality"}},{"kind":"Field","name":{"kind":"Name","value":"pointDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","alias":{"kind":"Name","value":"signLabelKo"},"name":{"kind":"Name","value":"signLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","name":{"kind":"Name","value":"element"}},{"kind":"Field","alias":{"kind":"Name","value":"elementKo"},"name":{"kind":"Name","value":"elementLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","name":{"kind":"Name","value":"modality"}},{"kind":"Field","alias":{"kind":"Name","value":"modalityKo"},"name":{"kind":"Name","value":"modalityLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"EnumValue","value":"KO"}}]},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AreaRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RelationshipAreaScore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"factors"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeScore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"factors"}}]}}]} as unknown as DocumentNode<SynastryQuery, SynastryQueryVariables>;
export const TransitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Transits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransitsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"westernTransits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"natalMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartMetadataRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transitMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartMetadataRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"natalPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transitPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartPointRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aspects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body1"}},{"kind":"Field","name":{"kind":"Name","value":"body2"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"orb"}},{"kind":"Field","name":{"kind":"Name","value":"separation"}},{"kind":"Field","name":{"kind":"Name","value":"applying"}},{"kind":"Field","name":{"kind":"Name","value":"separating"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartMetadataRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChartMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datetimeUtc"}},{"kind":"Field","name":{"kind":"Name","value":"datetimeLocal"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"houseSystem"}},{"kind":"Field","name":{"kind":"Name","value":"ephemeris"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartPointRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChartPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"latitudeSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"declination"}},{"kind":"Field","name":{"kind":"Name","value":"retrograde"}},{"kind":"Field","name":{"kind":"Name","value":"sign"}},{"kind":"Field","name":{"kind":"Name","value":"degreeInSign"}},{"kind":"Field","name":{"kind":"Name","value":"dms"}},{"kind":"Field","name":{"kind":"Name","value":"house"}},{"kind":"Field","name":{"kind":"Name","value":"rightAscensionHours"}}]}}]} as unknown as DocumentNode<TransitsQuery, TransitsQueryVariables>;