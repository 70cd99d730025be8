/** Angle helpers in degrees, shared by every astro module (one place for wrap rules). */
export const DEG = Math.PI / 180;
export const RAD = 180 / Math.PI;

/** Normalise to [0, 360). */
export function norm360(x: number): number {
  const r = x % 360;
  const y = r < 0 ? r + 360 : r;
  return y >= 360 ? 0 : y; // −1e-15 + 360 rounds to 360
}

/** Wrap to (−180, 180]. */
export function wrap180(x: number): number {
  const r = norm360(x);
  return r > 180 ? r - 360 : r;
}

/** Shortest angular separation in [0, 180]. */
export function separation(a: number, b: number): number {
  return Math.abs(wrap180(a - b));
}

export const sind = (x: number) => Math.sin(x * DEG);
export const cosd = (x: number) => Math.cos(x * DEG);
export const tand = (x: number) => Math.tan(x * DEG);
export const asind = (x: number) => Math.asin(Math.max(-1, Math.min(1, x))) * RAD;
export const atand = (x: number) => Math.atan(x) * RAD;
export const atan2d = (y: number, x: number) => Math.atan2(y, x) * RAD;
