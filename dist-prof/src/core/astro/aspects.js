/** Aspects between chart points: ecliptic-longitude aspects and declination parallels. */
import { separation, wrap180 } from './angle.js';
/** Aspect names as the API writes them (interface-spec §2.5). */
export const ASPECT_TYPES = [
    'Conjunction',
    'Opposition',
    'Trine',
    'Square',
    'Sextile',
    'Quincunx',
    'Semisextile',
    'Semisquare',
    'Sesquiquadrate',
    'Quintile',
    'Biquintile',
    'Parallel',
    'Contra-Parallel',
];
/**
 * Orb table (degrees). A common modern default set, not a traditional moiety scheme:
 * majors 8° for conjunction/opposition, 7° for trine/square, 5° for sextile, each 2° wider
 * (sextile 1°) when the Sun or Moon takes part; minors 3° (quincunx), 2° (semisextile,
 * semisquare, sesquiquadrate), 1° (quintile, biquintile), the same with or without a luminary.
 */
const LONGITUDE_ASPECTS = [
    { type: 'Conjunction', angle: 0, orb: 8, luminaryOrb: 10 },
    { type: 'Opposition', angle: 180, orb: 8, luminaryOrb: 10 },
    { type: 'Trine', angle: 120, orb: 7, luminaryOrb: 9 },
    { type: 'Square', angle: 90, orb: 7, luminaryOrb: 9 },
    { type: 'Sextile', angle: 60, orb: 5, luminaryOrb: 6 },
    { type: 'Quincunx', angle: 150, orb: 3, luminaryOrb: 3 },
    { type: 'Semisextile', angle: 30, orb: 2, luminaryOrb: 2 },
    { type: 'Semisquare', angle: 45, orb: 2, luminaryOrb: 2 },
    { type: 'Sesquiquadrate', angle: 135, orb: 2, luminaryOrb: 2 },
    { type: 'Quintile', angle: 72, orb: 1, luminaryOrb: 1 },
    { type: 'Biquintile', angle: 144, orb: 1, luminaryOrb: 1 },
];
/** Parallel and contra-parallel orb, degrees (the usual 1°). */
const DECLINATION_ORB = 1;
/** An aspect is `exact` when its orb is below 10′. */
export const EXACT_ORB = 10 / 60;
const LUMINARIES = new Set(['sun', 'moon']);
/** d|separation − angle|/dt < 0, with separation = |wrap180(λ2 − λ1)|. Exact or stationary counts as not applying. */
function isApplying(a, b, angle) {
    if (a.lonSpeed === null || b.lonSpeed === null)
        return null;
    const diff = wrap180(b.lon - a.lon);
    const separationRate = Math.sign(diff) * (b.lonSpeed - a.lonSpeed);
    return Math.sign(Math.abs(diff) - angle) * separationRate < 0;
}
/**
 * All aspects among `points`, each pair once with body1 before body2 in input order.
 * Per pair at most one longitude aspect and one declination aspect, the smallest orb of each kind.
 * Order: body1's input order, then body2's, the longitude aspect before the declination one.
 */
export function findAspects(points, options = {}) {
    const types = options.types;
    const candidates = types ? LONGITUDE_ASPECTS.filter((asp) => types.includes(asp.type)) : LONGITUDE_ASPECTS;
    const wanted = (type) => !types || types.includes(type);
    const out = [];
    for (let i = 0; i < points.length; i++) {
        const a = points[i];
        for (let j = i + 1; j < points.length; j++) {
            const b = points[j];
            const luminary = LUMINARIES.has(a.id) || LUMINARIES.has(b.id);
            const sep = separation(a.lon, b.lon);
            // The aspect with the smallest orb within its allowance.
            let best = -1;
            let bestOrb = Infinity;
            for (let k = 0; k < candidates.length; k++) {
                const asp = candidates[k];
                const orb = Math.abs(sep - asp.angle);
                if (orb < bestOrb && orb <= (options.orb ?? (luminary ? asp.luminaryOrb : asp.orb))) {
                    best = k;
                    bestOrb = orb;
                }
            }
            if (best >= 0) {
                const asp = candidates[best];
                out.push({
                    body1: a.id,
                    body2: b.id,
                    aspectType: asp.type,
                    angle: asp.angle,
                    separation: sep,
                    orb: bestOrb,
                    exact: bestOrb < EXACT_ORB,
                    applying: isApplying(a, b, asp.angle),
                });
            }
            if (a.dec === null || b.dec === null)
                continue;
            // The closer of parallel and contra-parallel, within the orb.
            const parallel = wanted('Parallel') ? Math.abs(a.dec - b.dec) : Infinity;
            const contra = wanted('Contra-Parallel') ? Math.abs(a.dec + b.dec) : Infinity;
            const [type, gap] = parallel <= contra ? ['Parallel', parallel] : ['Contra-Parallel', contra];
            if (gap <= DECLINATION_ORB) {
                out.push({ body1: a.id, body2: b.id, aspectType: type, angle: 0, separation: gap, orb: gap, exact: gap < EXACT_ORB, applying: null });
            }
        }
    }
    return out;
}
