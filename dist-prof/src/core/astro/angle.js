/** Angle helpers in degrees, shared by every astro module (one place for wrap rules). */
export const DEG = Math.PI / 180;
export const RAD = 180 / Math.PI;
/** Normalise to [0, 360). */
export function norm360(x) {
    const r = x % 360;
    const y = r < 0 ? r + 360 : r;
    return y >= 360 ? 0 : y; // −1e-15 + 360 rounds to 360
}
/** Wrap to (−180, 180]. */
export function wrap180(x) {
    const r = norm360(x);
    return r > 180 ? r - 360 : r;
}
/** Shortest angular separation in [0, 180]. */
export function separation(a, b) {
    return Math.abs(wrap180(a - b));
}
export const sind = (x) => Math.sin(x * DEG);
export const cosd = (x) => Math.cos(x * DEG);
export const tand = (x) => Math.tan(x * DEG);
export const asind = (x) => Math.asin(Math.max(-1, Math.min(1, x))) * RAD;
export const atand = (x) => Math.atan(x) * RAD;
export const atan2d = (y, x) => Math.atan2(y, x) * RAD;
