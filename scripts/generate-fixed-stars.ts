/**
 * Regenerates the astrometry of src/core/astro/data/fixed-stars.ts from the Hipparcos new reduction
 * (van Leeuwen 2007, CDS I/311) as johanley/star-catalog's open-source Bright Star Catalogue carries
 * it (catalogs/output/open-source-bsc/os-bright-star-catalog-hip.utf8; CC0 1.0): ICRS position at
 * J1991.25, parallax, proper motions, with radial velocities from the Pulkovo compilation
 * (Gontcharov 2006) and HR numbers from the Bright Star Catalogue. Each row of the data file keeps
 * its name, designation, HR number and V magnitude; its position, proper motion, parallax and radial
 * velocity become Hipparcos's, moved from J1991.25 to J2000.0 along the star's straight-line space
 * motion. A row is matched by HR number, else by position (within 5″: the catalogue lists some
 * doubles under the other component's HR number); a row with no match keeps its values (the Bright
 * Star Catalogue's, parallax and radial velocity 0), and is printed.
 *
 * Run: npx tsx scripts/generate-fixed-stars.ts path/to/os-bright-star-catalog-hip.utf8
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { FIXED_STARS, type StarRow } from '../src/core/astro/data/fixed-stars.js';

const TARGET = new URL('../src/core/astro/data/fixed-stars.ts', import.meta.url);
const MAS = Math.PI / 180 / 3_600_000;
/** km/s in AU per Julian year. */
const KMS_TO_AU_PER_YEAR = (365.25 * 86_400) / 149_597_870.7;
const YEARS = 2000 - 1991.25;
const MATCH_ARCSEC = 5;

type Vec = [number, number, number];
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const add = (a: Vec, b: Vec, k = 1): Vec => [a[0] + k * b[0], a[1] + k * b[1], a[2] + k * b[2]];
const scale = (a: Vec, k: number): Vec => [a[0] * k, a[1] * k, a[2] * k];
/** The unit vector and the directions of increasing α and δ at (α, δ) in radians. */
function frame(a: number, d: number): [Vec, Vec, Vec] {
  return [
    [Math.cos(d) * Math.cos(a), Math.cos(d) * Math.sin(a), Math.sin(d)],
    [-Math.sin(a), Math.cos(a), 0],
    [-Math.sin(d) * Math.cos(a), -Math.sin(d) * Math.sin(a), Math.cos(d)],
  ];
}

interface Astrometry {
  ra: number;
  dec: number;
  pmRa: number;
  pmDec: number;
  parallax: number;
  rv: number;
}

/** Hipparcos's J1991.25 record moved to J2000.0 on a straight line at constant velocity (AU, AU/yr). */
function toJ2000(h: Astrometry): Astrometry {
  const [u, ea, ed] = frame(h.ra, h.dec);
  const distance = 1 / (h.parallax * MAS);
  const velocity = add(scale(add(scale(ea, h.pmRa * MAS), ed, h.pmDec * MAS), distance), u, h.rv * KMS_TO_AU_PER_YEAR);
  const r = add(scale(u, distance), velocity, YEARS);
  const d = Math.hypot(...r);
  const u2 = scale(r, 1 / d);
  const ra = Math.atan2(u2[1], u2[0]);
  const dec = Math.asin(u2[2]);
  const [, ea2, ed2] = frame(ra, dec);
  return {
    ra: ra < 0 ? ra + 2 * Math.PI : ra,
    dec,
    pmRa: dot(velocity, ea2) / d / MAS,
    pmDec: dot(velocity, ed2) / d / MAS,
    parallax: 1 / d / MAS,
    rv: dot(velocity, u2) / KMS_TO_AU_PER_YEAR,
  };
}

const catalogPath = process.argv[2];
if (!catalogPath) throw new Error('Usage: npx tsx scripts/generate-fixed-stars.ts os-bright-star-catalog-hip.utf8');
// Fixed columns (the catalogue's ReadMe.utf8, 1-based [start, width]): HR [196,4], α rad [45,12],
// δ rad [59,13], π mas [73,7], μα* mas/yr [81,8], μδ [90,8], v_r km/s [99,7].
const records = readFileSync(catalogPath, 'utf8').split('\n').filter((l) => l.trim()).map((l) => ({
  hr: Number(l.slice(195, 199)) || 0,
  astrometry: toJ2000({
    ra: Number(l.slice(44, 56)),
    dec: Number(l.slice(58, 71)),
    parallax: Number(l.slice(72, 79)),
    pmRa: Number(l.slice(80, 88)),
    pmDec: Number(l.slice(89, 97)),
    rv: Number(l.slice(98, 105)) || 0,
  }),
}));
const byHr = new Map(records.filter((r) => r.hr > 0).map((r) => [r.hr, r.astrometry]));

function separationArcsec(a: Astrometry, raDeg: number, decDeg: number): number {
  const [u] = frame(a.ra, a.dec);
  const [v] = frame((raDeg * Math.PI) / 180, (decDeg * Math.PI) / 180);
  return (Math.acos(Math.min(1, dot(u, v))) * 180 * 3600) / Math.PI;
}

const fixed = (x: number, digits: number) => Number(x.toFixed(digits));
const rows = FIXED_STARS.map((row): StarRow => {
  const [name, designation, hr, ra, dec, , , , , magnitude] = row;
  const match = byHr.get(hr) ?? records.map((r) => r.astrometry).find((a) => separationArcsec(a, ra, dec) < MATCH_ARCSEC);
  if (!match) {
    console.log(`kept the Bright Star Catalogue's values: ${name} (HR ${hr})`);
    return row;
  }
  return [
    name, designation, hr,
    fixed((match.ra * 180) / Math.PI, 9), fixed((match.dec * 180) / Math.PI, 9),
    fixed(match.pmRa, 2), fixed(match.pmDec, 2), fixed(match.parallax, 2), fixed(match.rv, 1), magnitude,
  ];
});

const source = readFileSync(TARGET, 'utf8');
const start = source.indexOf('export const FIXED_STARS');
const body = rows.map((r) => `  [${r.map((v) => JSON.stringify(v)).join(', ')}],`).join('\n');
writeFileSync(TARGET, `${source.slice(0, start)}export const FIXED_STARS: readonly StarRow[] = [\n${body}\n];\n`);
