/**
 * zoneFromCoordinates (@photostructure/tz-lookup) where zones changed recently. The expected zones
 * are not the library's output copied: they are IANA's own, from tzdata's zone1970.tab (2025b),
 * which gives each zone's principal place as ±DDMM±DDDMM; the city centres are the same cities'.
 * The offsets are the rules of tzdata (2022g–2024b) as ICU applies them to the zone found.
 */
import { describe, expect, it } from 'vitest';
import { ianaZone, zoneFromCoordinates } from '../../src/core/time/local-time.js';

/** zone1970.tab's ±DDMM or ±DDDMM in degrees. */
function degrees(text: string): number {
  const [, sign, deg, min] = /^([+-])(\d{2,3})(\d{2})$/.exec(text)!;
  return (sign === '-' ? -1 : 1) * (Number(deg) + Number(min) / 60);
}

/** Offset in minutes east of UTC at noon UTC of a date. */
function offsetOn(zone: string, date: string): number {
  return ianaZone(zone).offset(Date.parse(`${date}T12:00:00Z`));
}

describe('zoneFromCoordinates at the principal places of zone1970.tab', () => {
  it.each([
    // Mexico ended DST in October 2022; the border towns kept the US rules (tzdata 2022g).
    ['America/Chihuahua', '+2838', '-10605'],
    ['America/Ciudad_Juarez', '+3144', '-10629'],
    ['America/Ojinaga', '+2934', '-10425'],
    ['America/Monterrey', '+2540', '-10019'],
    // Kazakhstan on one time, UTC+5, from 1 March 2024 (tzdata 2024a).
    ['Asia/Almaty', '+4315', '+07657'],
    ['Asia/Qostanay', '+5312', '+06337'],
    // Greenland's new standard time (2023) and Ittoqqortoormiit's move to it (2024b).
    ['America/Nuuk', '+6411', '-05144'],
    ['America/Scoresbysund', '+7029', '-02158'],
    // Renamed: Europe/Kiev (2022b), Pacific/Enderbury (2021b), America/Godthab (2020a).
    ['Europe/Kyiv', '+5026', '+03031'],
    ['Pacific/Kanton', '-0247', '-17143'],
  ])('%s at %s%s', (zone, lat, lon) => {
    expect(zoneFromCoordinates(degrees(lat), degrees(lon))).toBe(zone);
  });
});

describe('zoneFromCoordinates at city centres', () => {
  it.each([
    ['Chihuahua', 28.6353, -106.0889, 'America/Chihuahua'],
    ['Ciudad Juárez', 31.6904, -106.4245, 'America/Ciudad_Juarez'],
    ['Almaty', 43.2389, 76.8897, 'Asia/Almaty'],
    ['Astana', 51.1694, 71.4491, 'Asia/Almaty'],
    ['Nuuk', 64.1814, -51.6941, 'America/Nuuk'],
    ['Kyiv', 50.4501, 30.5234, 'Europe/Kyiv'],
    ['Seoul', 37.5665, 126.978, 'Asia/Seoul'],
  ])('%s → %s', (_city, lat, lon, zone) => {
    expect(zoneFromCoordinates(lat, lon)).toBe(zone);
  });
});

describe('the zones found carry the changed rules', () => {
  it('Chihuahua city: MST in winter until 2022, CST all year since', () => {
    const zone = zoneFromCoordinates(28.6353, -106.0889);
    expect([offsetOn(zone, '2022-01-15'), offsetOn(zone, '2024-01-15'), offsetOn(zone, '2024-07-01')]).toEqual([
      -420, -360, -360,
    ]);
  });

  it('Ciudad Juárez: MST/MDT with the US (-07:00 in January, -06:00 in July)', () => {
    const zone = zoneFromCoordinates(31.6904, -106.4245);
    expect([offsetOn(zone, '2024-01-15'), offsetOn(zone, '2024-07-01')]).toEqual([-420, -360]);
  });

  it('Almaty: UTC+6 until February 2024, UTC+5 since', () => {
    const zone = zoneFromCoordinates(43.2389, 76.8897);
    expect([offsetOn(zone, '2023-06-01'), offsetOn(zone, '2024-06-01')]).toEqual([360, 300]);
  });

  it('Nuuk: UTC-3 until 2023, UTC-2 and summer time UTC-1 since', () => {
    const zone = zoneFromCoordinates(64.1814, -51.6941);
    expect([offsetOn(zone, '2022-01-15'), offsetOn(zone, '2024-01-15'), offsetOn(zone, '2024-07-01')]).toEqual([
      -180, -120, -60,
    ]);
  });

  it('Kyiv: EET/EEST', () => {
    const zone = zoneFromCoordinates(50.4501, 30.5234);
    expect([offsetOn(zone, '2024-01-15'), offsetOn(zone, '2024-07-01')]).toEqual([120, 180]);
  });
});

describe('zoneFromCoordinates on the open sea', () => {
  it.each([
    [0, 0, 'Etc/GMT'],
    [30, -40, 'Etc/GMT+3'],
    [40, -150, 'Etc/GMT+10'],
    [-45, -120, 'Etc/GMT+8'],
    [-30, 80, 'Etc/GMT-5'],
    [-50, 100, 'Etc/GMT-7'],
    [10, -30, 'Etc/GMT+2'],
  ])('%f, %f → the nautical zone %s (UTC offset round(lon / 15) h, POSIX sign)', (lat, lon, zone) => {
    expect(zoneFromCoordinates(lat, lon)).toBe(zone);
    expect(offsetOn(zone, '2024-01-15')).toBe(Math.round(lon / 15) * 60);
  });
});

describe('zoneFromCoordinates out of range', () => {
  it.each([
    [91, 0],
    [-91, 0],
    [0, 181],
    [0, -181],
    [Number.NaN, 0],
  ])('%f, %f throws RangeError', (lat, lon) => {
    expect(() => zoneFromCoordinates(lat, lon)).toThrow(RangeError);
  });
});
