/**
 * Solar and lunar eclipses from astronomy-engine's searches (SearchGlobalSolarEclipse,
 * SearchLunarEclipse and their Next… steps; SearchLocalSolarEclipse for a place): kind, peak and
 * obscuration, the place of greatest eclipse for a central solar eclipse, and, when a place is
 * given, whether and how the eclipse is seen there with its contacts and the body's altitude.
 * astronomy-engine tells no hybrid eclipse from a total or annular one, nor gives magnitudes.
 * Where its shadow axis misses the Earth it says partial; the Five Millennium Canon (Espenak & Meeus
 * 2006) calls the eclipse total or annular when the umbra or antumbra still touches the Earth
 * (non-central), and so does canonSolarKind.
 */
import * as Astronomy from 'astronomy-engine';
import { observerAt } from '../observer.js';
import { J2000_JD, astroTime } from '../../time/julian.js';
import type { ChartLocation } from '../chart.js';

export type SolarEclipseKind = 'total' | 'annular' | 'partial';
export type LunarEclipseKind = 'total' | 'partial' | 'penumbral';

export interface EclipseContact {
  /** partial_begin, total_begin, peak, total_end, partial_end (lunar: penumbral_begin … too). */
  contact: string;
  jdUT: number;
  /** Altitude of the eclipsed body above the horizon at the place, degrees. */
  altitude: number;
}

export interface LocalEclipse {
  /** Some part of the eclipse happens with the body above the horizon. */
  visible: boolean;
  /** The eclipse as seen at the place (solar: may be partial where it is total elsewhere). */
  eclipseKind: string;
  /** Fraction of the Sun's disc covered at the local peak (solar only). */
  obscuration: number | null;
  contacts: EclipseContact[];
}

export interface EclipseEvent {
  kind: 'eclipse';
  /** The peak. */
  jdUT: number;
  eclipsed: 'sun' | 'moon';
  eclipseKind: SolarEclipseKind | LunarEclipseKind;
  /**
   * Solar: fraction of the Sun's disc covered at greatest eclipse (central eclipses only, else
   * null); lunar: fraction of the Moon's disc in the umbra at the peak.
   */
  obscuration: number | null;
  /** Where a central solar eclipse is greatest; null otherwise. */
  latitude: number | null;
  longitude: number | null;
  /** Present when the search was given a place. */
  local: LocalEclipse | null;
}

const jdOf = (t: Astronomy.AstroTime) => t.ut + J2000_JD;

export function eclipseEvents(from: number, to: number, place: ChartLocation | null): EclipseEvent[] {
  const out: EclipseEvent[] = [];
  const observer = place ? observerAt(place.latitude, place.longitude, place.elevation) : null;
  for (let e = Astronomy.SearchGlobalSolarEclipse(astroTime(from)); jdOf(e.peak) <= to; e = Astronomy.NextGlobalSolarEclipse(e.peak)) {
    if (jdOf(e.peak) < from) continue;
    out.push({
      kind: 'eclipse',
      jdUT: jdOf(e.peak),
      eclipsed: 'sun',
      eclipseKind: canonSolarKind(e),
      obscuration: e.obscuration ?? null,
      latitude: e.latitude ?? null,
      longitude: e.longitude ?? null,
      local: observer ? localSolar(e, observer) : null,
    });
  }
  for (let e = Astronomy.SearchLunarEclipse(astroTime(from)); jdOf(e.peak) <= to; e = Astronomy.NextLunarEclipse(e.peak)) {
    if (jdOf(e.peak) < from) continue;
    out.push({
      kind: 'eclipse',
      jdUT: jdOf(e.peak),
      eclipsed: 'moon',
      eclipseKind: e.kind,
      obscuration: e.obscuration,
      latitude: null,
      longitude: null,
      local: observer ? localLunar(e, observer) : null,
    });
  }
  return out;
}

/** Radii, km: the Sun (IAU 2015 nominal), the Moon (IAU), the Earth's equator and pole (WGS 84). */
const SUN_RADIUS_KM = 695700;
const MOON_RADIUS_KM = 1737.4;
const EARTH_EQUATOR_KM = 6378.137;
const EARTH_POLE_KM = 6356.752;

/**
 * Total, annular or partial as the Canon classifies: astronomy-engine's kind for a central eclipse;
 * for one whose shadow axis misses the Earth, total (annular) when the umbral (antumbral) cone at
 * the Earth reaches the ellipsoid. The ellipsoid is made a sphere by stretching the equator-of-date
 * z axis by a/b, which maps the shadow cone near the pole to within a few km.
 */
export function canonSolarKind(e: Astronomy.GlobalSolarEclipseInfo): SolarEclipseKind {
  if (e.kind !== Astronomy.EclipseKind.Partial) return e.kind as SolarEclipseKind;
  const rot = Astronomy.Rotation_EQJ_EQD(e.peak);
  const km = Astronomy.KM_PER_AU;
  const stretch = (v: Astronomy.Vector) => {
    const d = Astronomy.RotateVector(rot, v);
    return [d.x * km, d.y * km, (d.z * km * EARTH_EQUATOR_KM) / EARTH_POLE_KM];
  };
  const moon = stretch(Astronomy.GeoMoon(e.peak));
  const sun = stretch(Astronomy.GeoVector(Astronomy.Body.Sun, e.peak, false));
  const sunToMoon = moon.map((m, k) => m - sun[k]);
  const sunMoonKm = Math.hypot(...sunToMoon);
  const axis = sunToMoon.map((x) => x / sunMoonKm);
  // Along the axis from the Moon to the plane through the Earth's centre, and the axis's miss distance.
  const along = -(moon[0] * axis[0] + moon[1] * axis[1] + moon[2] * axis[2]);
  const miss = Math.hypot(...moon.map((m, k) => m + along * axis[k]));
  const umbra = MOON_RADIUS_KM - (along * (SUN_RADIUS_KM - MOON_RADIUS_KM)) / sunMoonKm;
  if (miss - Math.abs(umbra) >= EARTH_EQUATOR_KM) return 'partial';
  return umbra > 0 ? 'total' : 'annular';
}

/** The local circumstances of a global solar eclipse: the place's next eclipse from a day before, if it is this one. */
function localSolar(e: Astronomy.GlobalSolarEclipseInfo, observer: Astronomy.Observer): LocalEclipse {
  const local = Astronomy.SearchLocalSolarEclipse(e.peak.AddDays(-1), observer);
  if (Math.abs(local.peak.time.ut - e.peak.ut) > 0.5) return { visible: false, eclipseKind: 'none', obscuration: null, contacts: [] };
  const events: [string, Astronomy.EclipseEvent | undefined][] = [
    ['partial_begin', local.partial_begin],
    ['total_begin', local.total_begin],
    ['peak', local.peak],
    ['total_end', local.total_end],
    ['partial_end', local.partial_end],
  ];
  const contacts = events.flatMap(([contact, ev]) => (ev ? [{ contact, jdUT: jdOf(ev.time), altitude: ev.altitude }] : []));
  return { visible: contacts.some((c) => c.altitude > 0), eclipseKind: local.kind, obscuration: local.obscuration, contacts };
}

/** A lunar eclipse is seen wherever the Moon is up: the Moon's altitude at each contact. */
function localLunar(e: Astronomy.LunarEclipseInfo, observer: Astronomy.Observer): LocalEclipse {
  const minutes = (m: number) => m / 1440;
  const spans: [string, number][] = [
    ['penumbral_begin', -minutes(e.sd_penum)],
    ['partial_begin', -minutes(e.sd_partial)],
    ['total_begin', -minutes(e.sd_total)],
    ['peak', 0],
    ['total_end', minutes(e.sd_total)],
    ['partial_end', minutes(e.sd_partial)],
    ['penumbral_end', minutes(e.sd_penum)],
  ];
  const contacts = spans
    .filter(([contact, dt]) => contact === 'peak' || dt !== 0)
    .map(([contact, dt]) => {
      const time = e.peak.AddDays(dt);
      const eq = Astronomy.Equator(Astronomy.Body.Moon, time, observer, true, true);
      return { contact, jdUT: jdOf(time), altitude: Astronomy.Horizon(time, observer, eq.ra, eq.dec).altitude };
    });
  return { visible: contacts.some((c) => c.altitude > 0), eclipseKind: e.kind, obscuration: null, contacts };
}
