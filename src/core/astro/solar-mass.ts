/**
 * The Sun's effective mass for light passing through its disk. A ray whose closest approach b is
 * inside the Sun is bent only by the mass within the cylinder of radius b about the line of sight
 * (the thin-lens deflection of a spherical mass), so the deflection of a body behind the solar disk
 * is scaled by that fraction, as the Swiss Ephemeris does (sweph.c, meff; it used Stix's model).
 *
 * Density profile: the standard solar model of Turck-Chièze et al. (1988, ApJ 335, 415), radius in
 * solar radii and density in g/cm³, interpolated linearly in log density.
 */
const RADIUS = [0, 0.01, 0.022, 0.061, 0.09, 0.12, 0.166, 0.202, 0.246, 0.281, 0.317, 0.37, 0.453, 0.611, 0.7304, 0.862, 0.965, 1];
const DENSITY = [
  147.74, 146.66, 142.73, 116.1, 93.35, 72.73, 48.19, 34.28, 21.958, 15.157, 10.157, 5.566, 2.259, 0.4483, 0.1528, 0.042, 0.00361,
  1.99e-7,
];
/** Radial steps of the integration and points of the fraction's table (b = 0, 0.01 … 1). */
const STEPS = 4000;
const POINTS = 100;

function density(r: number): number {
  let i = 0;
  while (RADIUS[i + 1] < r) i++;
  const f = (r - RADIUS[i]) / (RADIUS[i + 1] - RADIUS[i]);
  return Math.exp(Math.log(DENSITY[i]) + f * (Math.log(DENSITY[i + 1]) - Math.log(DENSITY[i])));
}

let table: Float64Array | undefined;

/** Fractions at b = k / POINTS: the shell at r > b lies inside the cylinder for 1 − √(1 − b²/r²) of it. */
function buildTable(): Float64Array {
  const shells = Array.from({ length: STEPS }, (_, k) => {
    const r = (k + 0.5) / STEPS;
    return { r, mass: r * r * density(r) };
  });
  const total = shells.reduce((sum, s) => sum + s.mass, 0);
  return Float64Array.from({ length: POINTS + 1 }, (_, k) => {
    const b = k / POINTS;
    const inside = shells.reduce((sum, { r, mass }) => sum + mass * (r <= b ? 1 : 1 - Math.sqrt(1 - (b * b) / (r * r))), 0);
    return inside / total;
  });
}

/** Fraction of the Sun's mass that bends a ray passing at b solar radii from its centre (1 outside). */
export function effectiveSolarMass(b: number): number {
  if (b >= 1) return 1;
  table ??= buildTable();
  const x = Math.max(b, 0) * POINTS;
  const i = Math.min(Math.floor(x), POINTS - 1);
  return table[i] + (x - i) * (table[i + 1] - table[i]);
}
