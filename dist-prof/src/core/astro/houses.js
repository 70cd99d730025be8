/**
 * Angles and house cusps from ARMC, true obliquity and latitude.
 * Formulas: western.md §6 (they reproduce Swiss Ephemeris 2.10 swehouse.c to < 0.001″).
 */
import { asind, atan2d, atand, cosd, norm360, sind, tand } from './angle.js';
export const HOUSE_SYSTEMS = [
    'PLACIDUS',
    'KOCH',
    'CAMPANUS',
    'REGIOMONTANUS',
    'EQUAL',
    'WHOLE_SIGN',
    'PORPHYRY',
    'ALCABITIUS',
    'TOPOCENTRIC',
    'MORINUS',
];
const NAMES = {
    PLACIDUS: 'Placidus',
    KOCH: 'Koch',
    CAMPANUS: 'Campanus',
    REGIOMONTANUS: 'Regiomontanus',
    EQUAL: 'Equal',
    WHOLE_SIGN: 'Whole sign',
    PORPHYRY: 'Porphyry',
    ALCABITIUS: 'Alcabitius',
    TOPOCENTRIC: 'Topocentric',
    MORINUS: 'Morinus',
};
/** Systems whose cusps follow the MC to the IC inside the polar circle (swehouse.c cases C, R, T). */
const TURN_WITH_MC = new Set(['CAMPANUS', 'REGIOMONTANUS', 'TOPOCENTRIC']);
/** Swiss Ephemeris moves ±90° latitude by VERY_SMALL = 1e-10° (swehouse.c CalcH), so tan φ stays finite. */
const MAX_LATITUDE = 90 - 1e-10;
/** Placidus iteration: stop when λ moves less than this (Swiss: 0.01″); ≤ 70 steps up to the polar circle. */
const PLACIDUS_TOLERANCE = 1e-10;
const PLACIDUS_MAX_STEPS = 100;
/** cusp(R, P): ecliptic point cut by the circle crossing the equator at RA R with pole height P (western.md §6). */
function cusp(ra, pole, eps) {
    return norm360(atan2d(sind(ra), cosd(ra) * cosd(eps) - sind(eps) * tand(pole)));
}
/** Ascensional difference of ecliptic longitude λ: AD = asin(tan δ·tan φ), δ = asin(sin ε·sin λ). */
function ascensionalDifference(lon, eps, phi) {
    return asind(tand(asind(sind(eps) * sind(lon))) * tand(phi));
}
/**
 * Placidus cusp: iterate λ = cusp(RA, 0) until RA = θ + f·DSA (above the horizon)
 * or RA = θ + 180° − f·NSA (below), DSA = 90° + AD, NSA = 90° − AD (western.md §6).
 */
function placidusCusp(th, eps, phi, f, above) {
    const ra = (ad) => (above ? th + f * (90 + ad) : th + 180 - f * (90 - ad));
    let lon = cusp(ra(0), 0, eps);
    for (let step = 0; step < PLACIDUS_MAX_STEPS; step++) {
        const next = cusp(ra(ascensionalDifference(lon, eps, phi)), 0, eps);
        const moved = Math.abs(next - lon);
        lon = next;
        if (Math.min(moved, 360 - moved) < PLACIDUS_TOLERANCE)
            break;
    }
    return lon;
}
/** Cusps 11, 12, 2, 3 of the quadrant systems (western.md §6 table). */
function quadrantCusps(system, { th, eps, phi, asc, mc }) {
    switch (system) {
        case 'PLACIDUS':
            return [
                placidusCusp(th, eps, phi, 1 / 3, true),
                placidusCusp(th, eps, phi, 2 / 3, true),
                placidusCusp(th, eps, phi, 2 / 3, false),
                placidusCusp(th, eps, phi, 1 / 3, false),
            ];
        case 'KOCH': {
            // ASC of the shifted ARMC θ′ = θ ∓ DSA_MC/3, ∓ 2·DSA_MC/3.
            const dsa = 90 + ascensionalDifference(mc, eps, phi);
            const ascAt = (t) => cusp(t + 90, phi, eps);
            return [ascAt(th - (2 * dsa) / 3), ascAt(th - dsa / 3), ascAt(th + dsa / 3), ascAt(th + (2 * dsa) / 3)];
        }
        case 'REGIOMONTANUS': {
            const at = (h) => cusp(th + h, atand(tand(phi) * sind(h)), eps);
            return [at(30), at(60), at(120), at(150)];
        }
        case 'CAMPANUS': {
            // H = atan(cos φ·tan A), +180° if A > 90° (atan2 picks the quadrant); P = asin(sin φ·sin A).
            const at = (a) => cusp(th + atan2d(cosd(phi) * sind(a), cosd(a)), asind(sind(phi) * sind(a)), eps);
            return [at(30), at(60), at(120), at(150)];
        }
        case 'TOPOCENTRIC': {
            const pole = (k) => atand((k * tand(phi)) / 3);
            return [
                cusp(th + 30, pole(1), eps),
                cusp(th + 60, pole(2), eps),
                cusp(th + 120, pole(2), eps),
                cusp(th + 150, pole(1), eps),
            ];
        }
        case 'ALCABITIUS': {
            // Trisect the ASC degree's diurnal and nocturnal semi-arcs in RA.
            const ad = ascensionalDifference(asc, eps, phi);
            const dsa = 90 + ad;
            const nsa = 90 - ad;
            return [
                cusp(th + dsa / 3, 0, eps),
                cusp(th + (2 * dsa) / 3, 0, eps),
                cusp(th + 180 - (2 * nsa) / 3, 0, eps),
                cusp(th + 180 - nsa / 3, 0, eps),
            ];
        }
        default: {
            // PORPHYRY: trisect the ecliptic arcs MC→ASC and ASC→IC.
            const q = norm360(asc - mc);
            return [mc + q / 3, mc + (2 * q) / 3, asc + (180 - q) / 3, asc + (2 * (180 - q)) / 3];
        }
    }
}
/** Cusps 1…12; `turn` (0° or 180°) is added to the quadrant cusps 11, 12, 2, 3. */
function allCusps(system, frame, turn) {
    const { th, eps, asc, mc } = frame;
    switch (system) {
        case 'EQUAL':
            return Array.from({ length: 12 }, (_, i) => norm360(asc + 30 * i));
        case 'WHOLE_SIGN':
            return Array.from({ length: 12 }, (_, i) => norm360(30 * Math.floor(asc / 30) + 30 * i));
        case 'MORINUS':
            // Cusp n: equator point R = θ + 30°·(n − 10) projected along ecliptic latitude: λ = atan2(sin R·cos ε, cos R).
            return Array.from({ length: 12 }, (_, i) => {
                const r = th + 30 * (i + 1 - 10);
                return norm360(atan2d(sind(r) * cosd(eps), cosd(r)));
            });
        default: {
            const [c11, c12, c2, c3] = quadrantCusps(system, frame).map((c) => norm360(c + turn));
            const houses1to3 = [asc, c2, c3];
            const houses10to12 = [mc, c11, c12];
            // Opposite houses: cusp n ± 6 = cusp n + 180°.
            const opposite = (c) => norm360(c + 180);
            return [...houses1to3, ...houses10to12.map(opposite), ...houses1to3.map(opposite), ...houses10to12];
        }
    }
}
/** Angles and cusps for one house system; never NaN for finite inputs, even at the poles. */
export function computeHouses(system, input) {
    const eps = input.obliquity;
    const th = norm360(input.armc);
    const phi = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, input.latitude));
    const polar = Math.abs(phi) >= 90 - eps;
    const warnings = [];
    // Swiss 2.10: Placidus and Koch are undefined inside the polar circle; it returns Porphyry and says so.
    let used = system;
    if (polar && (system === 'PLACIDUS' || system === 'KOCH')) {
        used = 'PORPHYRY';
        warnings.push(`${NAMES[system]} houses are undefined above the polar circle (latitude ${input.latitude.toFixed(2)}°); ` +
            'Porphyry cusps are returned');
    }
    let mc = cusp(th, 0, eps);
    let asc = cusp(th + 90, phi, eps);
    // Swiss 2.10, every system: an ASC west of the MC (ASC − MC in [180°, 360°)) is replaced by ASC + 180°.
    const ascWest = norm360(asc - mc) >= 180;
    if (ascWest)
        asc = norm360(asc + 180);
    // Swiss 2.10: inside the polar circle Campanus, Regiomontanus and Topocentric then also turn MC and cusps by 180°.
    const turn = ascWest && polar && TURN_WITH_MC.has(used) ? 180 : 0;
    mc = norm360(mc + turn);
    // Vertex (swehouse.c): cusp(θ − 90°, ±90° − φ); for |φ| ≤ ε it is kept west of the MC.
    let vertex = cusp(th - 90, (phi >= 0 ? 90 : -90) - phi, eps);
    const vertexFromMc = norm360(vertex - mc);
    if (Math.abs(phi) <= eps && vertexFromMc > 0 && vertexFromMc < 180)
        vertex = norm360(vertex + 180);
    return {
        system,
        used,
        cusps: allCusps(used, { th, eps, phi, asc, mc }, turn),
        asc,
        mc,
        dsc: norm360(asc + 180),
        ic: norm360(mc + 180),
        vertex,
        warnings,
    };
}
/**
 * House (1–12) holding longitude `lon`: house n runs from cusp n to cusp n+1 in the cusps' direction
 * (counter-clockwise, or clockwise as Campanus/Regiomontanus can be inside the polar circle).
 * If the cusps tile the circle neither way, the first house containing `lon` wins; a longitude that no
 * house takes (rounding exactly at a cusp, or all cusps equal) goes to the nearest cusp behind it.
 */
export function houseOf(lon, cusps) {
    const n = cusps.length;
    const next = (i) => cusps[(i + 1) % n];
    // The arcs between successive cusps add up to exactly one turn in the direction the houses run.
    const turns = (dir) => cusps.reduce((sum, c, i) => sum + norm360(dir * (next(i) - c)), 0) / 360;
    const dir = Math.abs(turns(1) - 1) > 1e-9 && Math.abs(turns(-1) - 1) < 1e-9 ? -1 : 1;
    const ahead = (from, to) => norm360(dir * (to - from));
    for (let i = 0; i < n; i++) {
        if (ahead(cusps[i], lon) < ahead(cusps[i], next(i)))
            return i + 1;
    }
    let best = 0;
    for (let i = 1; i < n; i++)
        if (ahead(cusps[i], lon) < ahead(cusps[best], lon))
            best = i;
    return best + 1;
}
