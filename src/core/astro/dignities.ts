/** Essential dignities and the classical score (docs/western.md decision 5, docs/techniques.md §7). */
import { norm360 } from './angle.js';
import { degreeInSign, signIndex } from './zodiac.js';

export type Planet = 'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn';
export type PlanetId = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn';

interface SignDignities {
  domicile: Planet;
  /** Exaltation lord and its degree (informational: scored by sign). */
  exaltation: { planet: Planet; degree: number } | null;
  detriment: Planet;
  fall: Planet | null;
  /** Dorothean triplicity rulers. */
  triplicity: { day: Planet; night: Planet; participating: Planet };
  /** Egyptian terms: [lord, up to degree], in order. */
  terms: readonly (readonly [Planet, number])[];
  /** Chaldean faces 0–10°, 10–20°, 20–30°. */
  faces: readonly [Planet, Planet, Planet];
}

const [Su, Mo, Me, Ve, Ma, Ju, Sa]: Planet[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];

type Terms = SignDignities['terms'];
const sign = (
  domicile: Planet,
  exaltation: [Planet, number] | null,
  detriment: Planet,
  fall: Planet | null,
  [day, night, participating]: [Planet, Planet, Planet],
  terms: Terms,
  faces: [Planet, Planet, Planet],
): SignDignities => ({
  domicile,
  exaltation: exaltation && { planet: exaltation[0], degree: exaltation[1] },
  detriment,
  fall,
  triplicity: { day, night, participating },
  terms,
  faces,
});

/** docs/techniques.md §7 table, Aries … Pisces. */
export const DIGNITIES: readonly SignDignities[] = [
  // domicile, exaltation, detriment, fall, triplicity day/night/participating, Egyptian terms, faces
  sign(Ma, [Su, 19], Ve, Sa, [Su, Ju, Sa], [[Ju, 6], [Ve, 12], [Me, 20], [Ma, 25], [Sa, 30]], [Ma, Su, Ve]),
  sign(Ve, [Mo, 3], Ma, null, [Ve, Mo, Ma], [[Ve, 8], [Me, 14], [Ju, 22], [Sa, 27], [Ma, 30]], [Me, Mo, Sa]),
  sign(Me, null, Ju, null, [Sa, Me, Ju], [[Me, 6], [Ju, 12], [Ve, 17], [Ma, 24], [Sa, 30]], [Ju, Ma, Su]),
  sign(Mo, [Ju, 15], Sa, Ma, [Ve, Ma, Mo], [[Ma, 7], [Ve, 13], [Me, 19], [Ju, 26], [Sa, 30]], [Ve, Me, Mo]),
  sign(Su, null, Sa, null, [Su, Ju, Sa], [[Ju, 6], [Ve, 11], [Sa, 18], [Me, 24], [Ma, 30]], [Sa, Ju, Ma]),
  sign(Me, [Me, 15], Ju, Ve, [Ve, Mo, Ma], [[Me, 7], [Ve, 17], [Ju, 21], [Ma, 28], [Sa, 30]], [Su, Ve, Me]),
  sign(Ve, [Sa, 21], Ma, Su, [Sa, Me, Ju], [[Sa, 6], [Me, 14], [Ju, 21], [Ve, 28], [Ma, 30]], [Mo, Sa, Ju]),
  sign(Ma, null, Ve, Mo, [Ve, Ma, Mo], [[Ma, 7], [Ve, 11], [Me, 19], [Ju, 24], [Sa, 30]], [Ma, Su, Ve]),
  sign(Ju, null, Me, null, [Su, Ju, Sa], [[Ju, 12], [Ve, 17], [Me, 21], [Sa, 26], [Ma, 30]], [Me, Mo, Sa]),
  sign(Sa, [Ma, 28], Mo, Ju, [Ve, Mo, Ma], [[Me, 7], [Ju, 14], [Ve, 22], [Sa, 26], [Ma, 30]], [Ju, Ma, Su]),
  sign(Sa, null, Su, null, [Sa, Me, Ju], [[Me, 7], [Ve, 13], [Ju, 20], [Ma, 25], [Sa, 30]], [Ve, Me, Mo]),
  sign(Ju, [Ve, 27], Me, Me, [Ve, Ma, Mo], [[Ve, 12], [Ju, 16], [Me, 19], [Ma, 28], [Sa, 30]], [Sa, Ju, Ma]),
];

/** Points per dignity held by the body itself; peregrine when it holds none of the first five (Lilly). */
const SCORE = { rulership: 5, exaltation: 4, triplicity: 3, term: 2, face: 1, detriment: -5, fall: -4, peregrine: -5 } as const;

/** Diurnal when the Sun is above the horizon: (λ☉ − λASC) mod 360° ≥ 180° (docs/techniques.md §7). */
export function isDiurnal(sunLon: number, ascLon: number): boolean {
  return norm360(sunLon - ascLon) >= 180;
}

export interface EssentialDignities {
  /** The planet holding each dignity at the place. */
  holders: {
    rulership: Planet;
    exaltation: Planet | null;
    triplicity: Planet;
    term: Planet;
    face: Planet;
    detriment: Planet;
    fall: Planet | null;
  };
  isPeregrine: boolean;
  classicalScore: number;
}

/** Holders of each dignity at `lon` and the score of `planet` there; triplicity by sect only (participating scores 0). */
export function essentialDignities(planet: PlanetId, lon: number, diurnal: boolean): EssentialDignities {
  const self = (planet[0].toUpperCase() + planet.slice(1)) as Planet;
  const row = DIGNITIES[signIndex(lon)];
  const deg = degreeInSign(lon);
  const held = {
    rulership: row.domicile,
    exaltation: row.exaltation?.planet ?? null,
    triplicity: diurnal ? row.triplicity.day : row.triplicity.night,
    term: row.terms.find(([, upTo]) => deg < upTo)![0],
    face: row.faces[Math.floor(deg / 10)],
    detriment: row.detriment,
    fall: row.fall,
  };
  const isPeregrine = (['rulership', 'exaltation', 'triplicity', 'term', 'face'] as const).every((k) => held[k] !== self);
  const classicalScore =
    (Object.keys(held) as (keyof typeof held)[]).reduce((sum, k) => sum + (held[k] === self ? SCORE[k] : 0), 0) +
    (isPeregrine ? SCORE.peregrine : 0);
  return { holders: held, isPeregrine, classicalScore };
}
