/**
 * Pluto over 1800–2200 for the tables: Moshier's series fitted to JPL's DE404 (plan404, valid
 * −3000 … +3000), evaluated by the npm package `ephemeris` (GPL-3.0; a devDependency, run by hand
 * with the generator, never shipped): heliocentric ecliptic and equinox of J2000. Pinned at 2.2.0:
 * 3.x evaluates the same tables to the same bits but requires Node 22.
 * Chosen on the Swiss fixtures (docs/accuracy.md): Meeus ch. 37 (Chapront's fit to DE200, 1885–2099)
 * with an orbit fitted to it outside his range was 11.7″ off by 2200 and astronomy-engine's TOP2013
 * Pluto 25″; DE404's Pluto stays within 6.1″ over 1800–2200 and 1.7″ over 1900–2100.
 */
import { createRequire } from 'node:module';

type Vec = [number, number, number];

/** The package's own evaluator of Moshier's tables: polar J2000 coordinates, radians and AU. */
interface Gplan {
  calc(date: { julian: number }, table: object): { longitude: number; latitude: number; distance: number };
}
// CommonJS modules without types, read from inside the package (it exports no Pluto of its own).
const require = createRequire(import.meta.url);
const gplan = require('ephemeris/src/astronomy/moshier/gplan.js') as Gplan;
const plan404 = require('ephemeris/src/astronomy/moshier/plan404/index.js') as { pluto: object };

/** Pluto, heliocentric J2000 ecliptic, AU, at the TT Julian day `jde`. */
export function plutoXYZ(jde: number): Vec {
  const { longitude: l, latitude: b, distance: r } = gplan.calc({ julian: jde }, plan404.pluto);
  return [r * Math.cos(b) * Math.cos(l), r * Math.cos(b) * Math.sin(l), r * Math.sin(b)];
}
