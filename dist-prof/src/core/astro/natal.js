/**
 * A natal chart as a set of lazily computed, memoised parts: each part is computed the first time
 * something asks for it, so a caller that only needs the Sun's sign computes only the Sun.
 */
import { findAspects } from './aspects.js';
import { essentialDignities, isDiurnal } from './dignities.js';
import { bodyPosition, skyFrame } from './ephemeris.js';
import { computeHouses, houseOf } from './houses.js';
import { asind, norm360, sind } from './angle.js';
import { instantInZone, utcIso } from '../time/instant.js';
import { resolveLocalTime } from '../time/localTime.js';
import { lazy } from '../lazy.js';
/** Bodies of every chart, in output order (spec §2.5). */
export const CHART_BODIES = [
    'sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true_node',
];
/**
 * Extras with include_asteroids. north_node is the MEAN node (Meeus + nutation) so that both node
 * conventions are on offer beside true_node; south_node is its opposite point.
 */
export const ASTEROID_BODIES = ['chiron', 'north_node', 'south_node'];
/** The seven classical planets carry essential dignities (techniques.md §7). */
export const DIGNIFIED_BODIES = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'];
const NODES = new Set(['true_node', 'north_node', 'south_node']);
export class NatalChart {
    input;
    bodyCache = new Map();
    constructor(input) {
        this.input = input;
    }
    /** A chart for a UTC instant (epoch ms) instead of a wall-clock text; `datetime` is its UTC ISO text. */
    static atInstant(utcMs, input) {
        return new NatalChart({ ...input, datetime: utcIso(utcMs), instantMs: utcMs });
    }
    /** The instant: wall clock → UTC with the zone's offset and any gap/fold warning. */
    time = lazy(() => this.input.instantMs === undefined
        ? resolveLocalTime(this.input.datetime, this.input.location.timezone)
        : instantInZone(this.input.instantMs, this.input.location.timezone));
    frame = lazy(() => skyFrame(this.time().jdUT));
    /** ARMC = GAST + east longitude (western.md §6). */
    armc = lazy(() => norm360(this.frame().gastDeg + this.input.location.longitude));
    houses = lazy(() => computeHouses(this.input.houseSystem, {
        armc: this.armc(),
        obliquity: this.frame().obliquity,
        latitude: this.input.location.latitude,
    }));
    bodyIds() {
        return this.input.includeAsteroids ? [...CHART_BODIES, ...ASTEROID_BODIES] : [...CHART_BODIES];
    }
    hasBody(id) {
        return CHART_BODIES.includes(id) || this.input.includeAsteroids;
    }
    body(id) {
        let body = this.bodyCache.get(id);
        if (!body) {
            const position = this.position(id);
            body = { ...position, id, retrograde: position.lonSpeed < 0 };
            this.bodyCache.set(id, body);
        }
        return body;
    }
    position(id) {
        const jd = this.time().jdUT;
        switch (id) {
            case 'north_node':
                return bodyPosition('mean_node', jd);
            case 'south_node':
                return oppositePoint(this.body('north_node'), this.frame().obliquity);
            default:
                return bodyPosition(id, jd);
        }
    }
    /** House (1–12) of a longitude in this chart's cusps. */
    houseOf(lon) {
        return houseOf(lon, this.houses().cusps);
    }
    /** Each body, and the ASC and MC, with the house it falls in. */
    occupants = lazy(() => {
        const { asc, mc } = this.houses();
        return [
            ...this.bodyIds().map((id) => ({ id, house: this.houseOf(this.body(id).lon) })),
            { id: 'asc', house: this.houseOf(asc) },
            { id: 'mc', house: this.houseOf(mc) },
        ];
    });
    aspects = lazy(() => {
        const points = this.bodyIds().map((id) => {
            const b = this.body(id);
            return { id, lon: b.lon, lonSpeed: b.lonSpeed, dec: b.dec };
        });
        const { asc, mc } = this.houses();
        const obl = this.frame().obliquity;
        points.push({ id: 'asc', lon: asc, lonSpeed: null, dec: eclipticDeclination(asc, obl) });
        points.push({ id: 'mc', lon: mc, lonSpeed: null, dec: eclipticDeclination(mc, obl) });
        // Aspects among the nodes themselves are fixed by construction (conjunct or opposite): omit them.
        return findAspects(points, this.input.aspectOptions).filter((a) => !(NODES.has(a.body1) && NODES.has(a.body2)));
    });
    /** Day chart when the Sun is above the horizon (techniques.md §7). */
    diurnal = lazy(() => isDiurnal(this.body('sun').lon, this.houses().asc));
    dignityCache = new Map();
    dignity(id) {
        let dignity = this.dignityCache.get(id);
        if (!dignity) {
            dignity = essentialDignities(id, this.body(id).lon, this.diurnal());
            this.dignityCache.set(id, dignity);
        }
        return dignity;
    }
    warnings() {
        return [...this.time().warnings, ...this.houses().warnings];
    }
}
/** Declination of an ecliptic point (β = 0): sin δ = sin ε · sin λ. */
function eclipticDeclination(lon, obliquity) {
    return asind(sind(obliquity) * sind(lon));
}
/** The point opposite a node: λ + 180°, same speed, mirrored equatorial coordinates. */
function oppositePoint(p, obliquity) {
    const lon = norm360(p.lon + 180);
    return {
        ...p,
        lon,
        lat: -p.lat,
        ra: norm360(p.ra + 180),
        dec: eclipticDeclination(lon, obliquity),
    };
}
