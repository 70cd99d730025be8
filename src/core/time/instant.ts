/**
 * A UTC instant read in an IANA zone: the counterpart of resolveLocalTime for charts that start from
 * an instant (solar and lunar returns, progressed and transit instants) rather than a wall clock.
 */
import { IANAZone } from 'luxon';
import { InvalidTimezoneError, type ResolvedTime } from './localTime.js';
import { jdFromEpochMs } from './julian.js';

const MS_PER_MINUTE = 60_000;

/** The instant `utcMs` (epoch ms, may be fractional) with the offset `zone` has at that instant. */
export function instantInZone(utcMs: number, zone: string): ResolvedTime {
  const tz = IANAZone.create(zone);
  if (!tz.isValid) throw new InvalidTimezoneError(`Unknown IANA time zone: ${zone}`);
  const offsetMinutes = tz.offset(Math.round(utcMs));
  const localIso = isoWithoutZone(utcMs + offsetMinutes * MS_PER_MINUTE) + formatOffset(offsetMinutes);
  return { utcMs, jdUT: jdFromEpochMs(utcMs), offsetMinutes, zone, localIso, warnings: [] };
}

/** YYYY-MM-DDTHH:MM:SSZ, with .mmm when the instant is not on a whole second. */
export function utcIso(utcMs: number): string {
  return `${isoWithoutZone(utcMs)}Z`;
}

/** YYYY-MM-DDTHH:MM:SS[.mmm] of an epoch ms read as UTC (rounded to the millisecond). */
function isoWithoutZone(ms: number): string {
  const iso = new Date(Math.round(ms)).toISOString();
  return iso.endsWith('.000Z') ? iso.slice(0, 19) : iso.slice(0, 23);
}

/** ±HH:MM, with :SS for local-mean-time offsets (as resolveLocalTime prints them). */
function formatOffset(minutes: number): string {
  const totalSeconds = Math.round(Math.abs(minutes) * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hhmm = `${minutes < 0 ? '-' : '+'}${pad(Math.floor(totalSeconds / 3600))}:${pad(Math.floor(totalSeconds / 60) % 60)}`;
  return totalSeconds % 60 ? `${hhmm}:${pad(totalSeconds % 60)}` : hhmm;
}
