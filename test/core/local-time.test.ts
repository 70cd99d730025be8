import { IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  InvalidDateTimeError,
  ianaZone,
  instantInZone,
  InvalidTimezoneError,
  resolveLocalTime,
  wallClockIso,
  zoneFromCoordinates,
} from '../../src/core/time/local-time.js';

const utc = (ms: number) => new Date(ms).toISOString();

describe('resolveLocalTime: ordinary wall-clock times', () => {
  it('reads the zone offset of the date (Asia/Seoul KST)', () => {
    const r = resolveLocalTime('2000-01-01T09:00:00', 'Asia/Seoul');
    expect(utc(r.utcMs)).toBe('2000-01-01T00:00:00.000Z');
    expect(r.jdUT).toBe(2451544.5);
    expect(r).toMatchObject({ offsetMinutes: 540, zone: 'Asia/Seoul', localIso: '2000-01-01T09:00:00+09:00', warnings: [] });
  });

  it('accepts HH:MM without seconds and fractional seconds', () => {
    expect(utc(resolveLocalTime('2024-02-29T10:00', 'Europe/Berlin').utcMs)).toBe('2024-02-29T09:00:00.000Z');
    expect(utc(resolveLocalTime('2024-07-01T10:00:00.25', 'Europe/Berlin').utcMs)).toBe('2024-07-01T08:00:00.250Z');
  });

  it('follows Asia/Seoul history through ICU: +08:30 in 1955, DST +10:00 in 1987, LMT before 1908', () => {
    const winter1955 = resolveLocalTime('1955-01-15T12:00:00', 'Asia/Seoul');
    expect(winter1955.offsetMinutes).toBe(510);
    expect(utc(winter1955.utcMs)).toBe('1955-01-15T03:30:00.000Z');
    expect(resolveLocalTime('1987-07-01T12:00:00', 'Asia/Seoul').offsetMinutes).toBe(600);
    const lmt = resolveLocalTime('1900-01-01T00:00:00', 'Asia/Seoul');
    expect(lmt.localIso).toBe('1900-01-01T00:00:08+08:28'); // LMT +08:27:52: RFC 3339 minutes, the 8 s folded in
    expect(utc(lmt.utcMs)).toBe('1899-12-31T15:32:08.000Z');
  });

  it('parses years 1 to 9999', () => {
    expect(resolveLocalTime('0001-01-01T00:00:00', 'UTC').utcMs).toBe(Date.parse('0001-01-01T00:00:00Z'));
    expect(utc(resolveLocalTime('9999-12-31T23:59:59', 'UTC').utcMs)).toBe('9999-12-31T23:59:59.000Z');
  });
});

describe('resolveLocalTime: gaps and folds (western.md decision 4)', () => {
  it('moves a time in the spring-forward gap forward by the gap: New York 2021-03-14 02:30 → 03:30 EDT', () => {
    const r = resolveLocalTime('2021-03-14T02:30:00', 'America/New_York');
    expect(utc(r.utcMs)).toBe('2021-03-14T07:30:00.000Z');
    expect(r.offsetMinutes).toBe(-240);
    expect(r.localIso).toBe('2021-03-14T03:30:00-04:00');
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatch(/Nonexistent .*2021-03-14T02:30:00.*America\/New_York.*-05:00.*-04:00.*forward/);
  });

  it('takes the earlier offset in the fall-back fold: New York 2021-11-07 01:30 → EDT −04:00', () => {
    const r = resolveLocalTime('2021-11-07T01:30:00', 'America/New_York');
    expect(utc(r.utcMs)).toBe('2021-11-07T05:30:00.000Z');
    expect(r.offsetMinutes).toBe(-240);
    expect(r.localIso).toBe('2021-11-07T01:30:00-04:00');
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatch(/Ambiguous .*America\/New_York.*-04:00.*-05:00.*earlier.*-04:00/);
  });

  it('Asia/Seoul DST start 1988-05-08 02:00 → 03:00: 02:30 becomes 03:30 KDT (+10:00)', () => {
    const r = resolveLocalTime('1988-05-08T02:30:00', 'Asia/Seoul');
    expect(utc(r.utcMs)).toBe('1988-05-07T17:30:00.000Z');
    expect(r.localIso).toBe('1988-05-08T03:30:00+10:00');
    expect(r.warnings[0]).toMatch(/Nonexistent .*Asia\/Seoul.*\+09:00.*\+10:00/);
  });

  it('Asia/Seoul DST end 1988-10-09 03:00 → 02:00: 02:30 takes KDT (+10:00)', () => {
    const r = resolveLocalTime('1988-10-09T02:30:00', 'Asia/Seoul');
    expect(utc(r.utcMs)).toBe('1988-10-08T16:30:00.000Z');
    expect(r.offsetMinutes).toBe(600);
    expect(r.warnings[0]).toMatch(/Ambiguous .*Asia\/Seoul.*earlier.*\+10:00/);
  });

  it('does not warn just before or after a transition', () => {
    expect(resolveLocalTime('2021-03-14T01:59:59', 'America/New_York').warnings).toEqual([]);
    expect(resolveLocalTime('2021-03-14T03:00:00', 'America/New_York').warnings).toEqual([]);
    expect(resolveLocalTime('2021-11-07T02:00:00', 'America/New_York')).toMatchObject({ offsetMinutes: -300, warnings: [] });
  });
});

describe('resolveLocalTime: explicit offsets win over the zone', () => {
  it.each([
    ['2021-11-07T01:30:00-05:00', 'America/New_York', '2021-11-07T06:30:00.000Z', -300],
    ['2021-03-14T02:30:00-05:00', 'America/New_York', '2021-03-14T07:30:00.000Z', -300],
    ['1988-05-08T02:30:00Z', 'Asia/Seoul', '1988-05-08T02:30:00.000Z', 0],
    ['2000-01-01T05:30:00+05:30', 'UTC', '2000-01-01T00:00:00.000Z', 330],
    ['2000-01-01T09:00:00.5+0900', 'Europe/London', '2000-01-01T00:00:00.500Z', 540],
  ])('%s in %s', (text, zone, expected, offset) => {
    const r = resolveLocalTime(text, zone);
    expect(utc(r.utcMs)).toBe(expected);
    expect(r.offsetMinutes).toBe(offset);
    expect(r.warnings).toEqual([]);
  });
});

describe('resolveLocalTime: invalid input', () => {
  it.each([
    '2023-02-30T10:00:00', // no such day
    '2023-02-29T10:00:00', // not a leap year
    '2023-01-01T25:00:00',
    '2023-01-01T24:00:00',
    '2023-01-01T10:60:00',
    '2023-01-01T10:00:60',
    '2023-13-01T00:00:00',
    '2023-00-10T00:00:00',
    '0000-01-01T00:00:00',
    '2023-1-01T00:00:00',
    '2023-01-01 10:00:00',
    '2023-01-01',
    '2023-01-01T10',
    '2023-01-01T10:00:00+25:00',
    '2023-01-01T10:00:00 ',
    'yesterday',
    '',
  ])('%j throws InvalidDateTimeError', (text) => {
    expect(() => resolveLocalTime(text, 'UTC')).toThrow(InvalidDateTimeError);
  });

  it('throws InvalidTimezoneError for an unknown zone, even with an explicit offset', () => {
    expect(() => resolveLocalTime('2023-01-01T10:00:00', 'Mars/Olympus_Mons')).toThrow(InvalidTimezoneError);
    expect(() => resolveLocalTime('2023-01-01T10:00:00Z', 'Not/AZone')).toThrow(InvalidTimezoneError);
  });
});

describe('zoneFromCoordinates', () => {
  it.each([
    [37.5665, 126.978, 'Asia/Seoul'],
    [40.7128, -74.006, 'America/New_York'],
    [51.5072, -0.1276, 'Europe/London'],
    [-33.8688, 151.2093, 'Australia/Sydney'],
  ])('%f, %f → %s', (lat, lon, zone) => {
    expect(zoneFromCoordinates(lat, lon)).toBe(zone);
  });
});

describe('ianaZone(zone).offset: the same offsets as luxon reads from ICU', () => {
  it.each(['Asia/Seoul', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Chatham'])(
    '%s, 2,000 instants 1850–2100 incl. local mean time and half-hour DST',
    (zone) => {
      const luxon = IANAZone.create(zone);
      const fast = ianaZone(zone);
      const start = Date.UTC(1850, 0, 1);
      const step = (Date.UTC(2100, 0, 1) - start) / 2000;
      for (let i = 0; i < 2000; i++) {
        const t = Math.round(start + i * step + (i % 7) * 123_457.25);
        expect(fast.offset(t), `${zone} at ${new Date(t).toISOString()}`).toBe(luxon.offset(t));
      }
    },
  );

  it('reads years before the common era', () => {
    expect(ianaZone('UTC').offset(Date.UTC(-100, 5, 1, 12))).toBe(0);
    expect(ianaZone('Asia/Seoul').offset(Date.UTC(1900, 0, 1))).toBeCloseTo(507 + 52 / 60, 10); // LMT +08:27:52
  });
});

describe('local times are RFC 3339', () => {
  // RFC 3339 §5.6 date-time with a numeric offset of hours and minutes, whole seconds.
  const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
  it('in every zone and era, LMT included, naming the instant to the second', () => {
    const zones = ['Asia/Seoul', 'Europe/Dublin', 'Asia/Kolkata', 'America/St_Johns', 'Pacific/Chatham', 'Africa/Monrovia', 'Asia/Kathmandu'];
    for (const zone of zones) {
      for (let year = 1850; year <= 2100; year += 7) {
        const utcMs = Date.UTC(year, (year * 5) % 12, 1 + (year % 27), year % 24, year % 60, year % 60, year % 1000);
        const { localIso } = instantInZone(utcMs, zone);
        expect(localIso, `${zone} ${year}`).toMatch(RFC3339);
        expect(Math.abs(Date.parse(localIso) - utcMs), `${zone} ${year}`).toBeLessThanOrEqual(500);
      }
    }
  });

  it('the wall clock stays what was read: 23:59:55 on Seoul LMT is written 00:00:03 the next day, but its date is the 15th', () => {
    const late = resolveLocalTime('1900-06-15T23:59:55', 'Asia/Seoul');
    expect(late.localIso).toBe('1900-06-16T00:00:03+08:28');
    expect(wallClockIso(late)).toBe('1900-06-15T23:59:55');
    // Round trip: the wall clock read back in the zone is the same instant.
    for (const text of ['1900-06-15T23:59:55', '1955-01-15T12:00:00', '1987-07-01T12:00:00.250', '2024-03-10T12:34:56']) {
      const t = resolveLocalTime(text, 'Asia/Seoul');
      expect(wallClockIso(t)).toBe(text);
      expect(resolveLocalTime(wallClockIso(t), 'Asia/Seoul').utcMs).toBe(t.utcMs);
    }
  });
});
