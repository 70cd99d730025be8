/**
 * The four pillars (사주), 대운 and ten gods of a Korean birth (saju.md decisions 3–6, §2–§5), as a
 * chart whose parts are computed the first time they are asked for: the pillars need no 대운.
 */
import { mod, pillarAt, type FourPillars, type Pillar } from './ganzhi.js';
import { SAJU_ZONE, resolveBirthClock, type BirthClock, type BirthPlace, type SolarTime } from './birth-clock.js';
import { computeDaeun, type Daeun, type DaeunCount } from './daeun.js';
import { tenGods, type TenGods } from './ten-gods.js';
import { SAJU_DEFAULTS } from './defaults.js';
import { formatOffset, isoWithoutOffset } from '../time/local-time.js';
import { previousJie, solarTermInstant, type JieInstant } from '../time/solar-terms.js';

/** How a birth at 23:xx is read (docs/saju.md decision 4): split (default), jasi, midnight. */
export const ZASI_CONVENTIONS = ['split', 'jasi', 'midnight'] as const;
export type ZasiConvention = (typeof ZASI_CONVENTIONS)[number];

export interface SajuInput {
  /** Solar (Gregorian) date, YYYY-MM-DD. */
  birthdate: string;
  /** HH:MM on the Korean clock (Asia/Seoul), or null when unknown. */
  birthTime: string | null;
  gender: 'M' | 'F';
  /** Default 'split': the day stays and the hour continues into the next day's 子. */
  zasi?: ZasiConvention;
  /** East longitude for the local-mean (or true solar) time of day and hour pillars; default null (off). */
  lmtLongitude?: number | null;
  /** The clock of day and hour pillars; default standard time, or local mean time when lmtLongitude is given. */
  solarTime?: SolarTime;
  /** A birth outside Korea: its zone or coordinates; default null (the Korean clock). */
  place?: BirthPlace | null;
  /** How the 대운 offset is counted; default 'exact' (minutes). */
  daeunCount?: DaeunCount;
}

export interface SajuProvenance {
  /** The birth instant, ISO UTC. */
  instantUtc: string;
  /** The clock reading used, with its offset (12:00 when the time is unknown). */
  clockTime: string;
  birthTimeKnown: boolean;
  /** The clock's offset from UTC, minutes east. */
  clockOffsetMinutes: number;
  standardOffsetMinutes: number;
  /** Daylight saving in the clock offset, minutes. */
  dstMinutes: number;
  lmtMinutes: number | null;
  /** The IANA zone the birth time was read on (Asia/Seoul unless born abroad). */
  zone: string;
  solarTime: SolarTime;
  /** The equation of time applied for true solar time, minutes; null otherwise. */
  eotMinutes: number | null;
  /** The standard-time clock (with any LMT correction) of the day and hour pillars, YYYY-MM-DDTHH:MM:SS. */
  pillarClock: string;
  /** The 節 that starts the month pillar. */
  monthJie: { name: string; hanja: string; longitude: number; utc: string };
  zasi: ZasiConvention;
  /** Explanations of the clock: DST, +08:30 standard time, LMT, unknown birth time. */
  notes: string[];
  /** Gap and fold warnings of the clock reading. */
  warnings: string[];
}

/** 五虎遁: 寅-month stem of 甲己 → 丙, 乙庚 → 戊, 丙辛 → 庚, 丁壬 → 壬, 戊癸 → 甲 years (by year stem mod 5). */
const TIGER_MONTH_STEM = [2, 4, 6, 8, 0];
/** 五鼠遁: 子-hour stem of 甲己 → 甲, 乙庚 → 丙, 丙辛 → 戊, 丁壬 → 庚, 戊癸 → 壬 days (by day stem mod 5). */
const RAT_HOUR_STEM = [0, 2, 4, 6, 8];

/** 입춘 is λ☉ = 315° = 15° · 21. */
const IPCHUN_TERM = 21;
const MS_PER_DAY = 86_400_000;
/** JDN of 1970-01-01. */
const UNIX_EPOCH_JDN = 2440588;

/** Year pillar: 60-cycle index (Y − 4) mod 60, Y = the year of the last 입춘 (§2). */
export function yearPillar(utcMs: number): Pillar {
  const year = new Date(utcMs).getUTCFullYear(); // 입춘 (≈ 4 Feb) is far from any year's end in any zone
  const y = utcMs >= solarTermInstant(year, IPCHUN_TERM) ? year : year - 1;
  return pillarAt(y - 4);
}

/** Month pillar: branch 寅 + ⌊(λ☉ − 315°)/30°⌋ of the 節 in force, stem by 五虎遁 (§2). */
export function monthPillar(yearStem: number, jie: JieInstant): Pillar {
  const fromTiger = mod((jie.longitude - 315) / 30, 12);
  return { stem: (TIGER_MONTH_STEM[yearStem % 5] + fromTiger) % 10, branch: (2 + fromTiger) % 12 };
}

/** Day pillar of a civil date: 60-cycle index (JDN + 49) mod 60, so 2000-01-01 = 戊午 (§2). */
export function dayPillar(jdn: number): Pillar {
  return pillarAt(jdn + 49);
}

/**
 * Hour pillar: branch slot 0 = 子 (00:00–00:59) … 11 = 亥 (21:00–22:59), 12 = 23:00–23:59, the next
 * day's 子; the stem counts on from the day's 子 stem by 五鼠遁 (§2), so slot 12 gives the next day's
 * 子 stem (癸酉日 23:30 → 甲子時).
 */
export function hourPillar(dayStem: number, slot: number): Pillar {
  return { stem: (RAT_HOUR_STEM[dayStem % 5] + slot) % 10, branch: slot % 12 };
}

/** Day and hour pillars from the pillar clock (epoch ms read as UTC fields) under a 子-hour convention. */
function dayAndHour(clockMs: number, hasTime: boolean, zasi: ZasiConvention): { day: Pillar; hour: Pillar | null } {
  let jdn = Math.floor(clockMs / MS_PER_DAY) + UNIX_EPOCH_JDN;
  if (!hasTime) return { day: dayPillar(jdn), hour: null };
  let slot = Math.floor((new Date(clockMs).getUTCHours() + 1) / 2);
  if (slot === 12 && zasi === 'jasi') {
    jdn += 1; // the day changes at 23:00
    slot = 0;
  } else if (slot === 12 && zasi === 'midnight') {
    slot = 0; // the same day's 子 (癸酉日 23:30 → 壬子時)
  }
  const day = dayPillar(jdn);
  return { day, hour: hourPillar(day.stem, slot) };
}

export class SajuChart {
  private clockCache?: BirthClock;
  private monthJieCache?: JieInstant;
  private pillarsCache?: FourPillars;
  private daeunCache?: Daeun;
  private tenGodsCache?: TenGods;
  private provenanceCache?: SajuProvenance;

  constructor(readonly input: SajuInput) {}

  get zasi(): ZasiConvention {
    return this.input.zasi ?? SAJU_DEFAULTS.zasi;
  }

  /** The instant and the pillar clock (decision 3); 12:00 without a birth time (decision 6). */
  clock(): BirthClock {
    const { lmtLongitude = null, solarTime, place = null } = this.input;
    return (this.clockCache ??= resolveBirthClock(this.input.birthdate, this.input.birthTime, {
      solarTime: solarTime ?? (lmtLongitude === null ? 'standard' : 'localMean'),
      longitude: lmtLongitude,
      place,
    }));
  }

  /** The 節 in force at the birth instant, which starts the month pillar. */
  monthJie(): JieInstant {
    return (this.monthJieCache ??= previousJie(this.clock().utcMs));
  }

  /** Year and month from the instant against the 節; day and hour from the standard (or LMT) clock. */
  pillars(): FourPillars {
    return (this.pillarsCache ??= this.computePillars());
  }

  private computePillars(): FourPillars {
    const { utcMs, pillarClockMs } = this.clock();
    const year = yearPillar(utcMs);
    const month = monthPillar(year.stem, this.monthJie());
    return { year, month, ...dayAndHour(pillarClockMs, this.input.birthTime !== null, this.zasi) };
  }

  /** 대운 from the birth instant (12:00 without a birth time); the day-and-hour count reads the pillar clock. */
  daeun(): Daeun {
    const c = this.clock();
    return (this.daeunCache ??= computeDaeun(c.utcMs, this.pillars().year.stem, this.pillars().month, this.input.gender, {
      count: this.input.daeunCount ?? SAJU_DEFAULTS.daeunCount,
      zone: c.zone,
      clockOffsetMs: c.pillarClockMs - c.utcMs,
    }));
  }

  tenGods(): TenGods {
    return (this.tenGodsCache ??= tenGods(this.pillars()));
  }

  provenance(): SajuProvenance {
    return (this.provenanceCache ??= this.computeProvenance());
  }

  private computeProvenance(): SajuProvenance {
    const c = this.clock();
    const jie = this.monthJie();
    const dstMinutes = c.offsetMinutes - c.standardOffsetMinutes;
    const notes: string[] = [];
    if (dstMinutes !== 0) {
      notes.push(
        `${c.zone} clock ${formatOffset(c.offsetMinutes)} includes ${dstMinutes} min of daylight saving; ` +
          `day and hour pillars use standard time ${formatOffset(c.standardOffsetMinutes)}.`,
      );
    }
    if (c.zone === SAJU_ZONE && c.standardOffsetMinutes === 510) notes.push(`${SAJU_ZONE} standard time was +08:30 (1908–11, 1954–61).`);
    if (c.zone !== SAJU_ZONE) notes.push(`Born outside Korea: the birth time was read on ${c.zone}; day and hour pillars use its standard time.`);
    if (c.lmtMinutes !== null) {
      notes.push(
        `Local mean time for longitude ${c.longitude}°: ${c.lmtMinutes.toFixed(1)} min applied to day and hour pillars.`,
      );
    }
    if (c.eotMinutes !== null) notes.push(`True solar time: equation of time ${c.eotMinutes.toFixed(1)} min added to local mean time.`);
    if (this.input.birthTime === null) notes.push('No birth time: no hour pillar; 대운 computed from 12:00.');
    return {
      instantUtc: new Date(c.utcMs).toISOString(),
      clockTime: c.localIso,
      birthTimeKnown: this.input.birthTime !== null,
      clockOffsetMinutes: c.offsetMinutes,
      standardOffsetMinutes: c.standardOffsetMinutes,
      dstMinutes,
      lmtMinutes: c.lmtMinutes,
      zone: c.zone,
      solarTime: c.solarTime,
      eotMinutes: c.eotMinutes,
      pillarClock: isoWithoutOffset(c.pillarClockMs).slice(0, 19), // to the second
      monthJie: { name: jie.name, hanja: jie.hanja, longitude: jie.longitude, utc: new Date(jie.utcMs).toISOString() },
      zasi: this.zasi,
      notes,
      warnings: [...c.warnings],
    };
  }
}
