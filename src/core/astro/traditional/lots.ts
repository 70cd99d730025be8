/**
 * Hellenistic lots (docs/techniques.md §8): a lot is ASC + B − C, with B and C swapped in a night
 * chart for the lots that reverse. The chart's sect is Chart.diurnal (the Sun above the horizon,
 * docs/techniques.md §7: the Sun exactly on the ASC counts as night, exactly on the DSC as day).
 */
import { norm360 } from '../angle.js';
import type { Chart } from '../chart.js';
import { rulerOf, type TraditionalRuler } from '../profections.js';
import { signIndex } from '../zodiac.js';

/** Points a lot formula may use: the seven planets, the angles and the two principal lots. */
export const LOT_POINTS = [
  'sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'asc', 'mc', 'dsc', 'ic', 'fortune', 'spirit',
] as const;
export type LotPoint = (typeof LOT_POINTS)[number];

/** How a formula changes at night. */
export type LotReversal = 'REVERSE_AT_NIGHT' | 'NONE';

export interface LotFormula {
  /** A (usually the ASC) + B − C by day. */
  a: LotPoint;
  b: LotPoint;
  c: LotPoint;
  reversal: LotReversal;
}

export const LOT_IDS = ['fortune', 'spirit', 'eros', 'necessity', 'courage', 'victory', 'nemesis', 'basis', 'exaltation'] as const;
export type LotId = (typeof LOT_IDS)[number];

/**
 * The lots as Paulus Alexandrinus gives them (Introductory Matters, ch. 23: Fortune, Daimon/Spirit,
 * Eros, Necessity, Courage, Victory, Nemesis), each reversed at night. Basis (Valens, Anthology
 * II) and Exaltation (Firmicus Maternus, Mathesis; Valens) have rules of their own.
 */
export const PAULUS_LOTS: Readonly<Record<Exclude<LotId, 'basis' | 'exaltation'>, LotFormula>> = {
  fortune: { a: 'asc', b: 'moon', c: 'sun', reversal: 'REVERSE_AT_NIGHT' },
  spirit: { a: 'asc', b: 'sun', c: 'moon', reversal: 'REVERSE_AT_NIGHT' },
  eros: { a: 'asc', b: 'venus', c: 'spirit', reversal: 'REVERSE_AT_NIGHT' },
  necessity: { a: 'asc', b: 'fortune', c: 'mercury', reversal: 'REVERSE_AT_NIGHT' },
  courage: { a: 'asc', b: 'fortune', c: 'mars', reversal: 'REVERSE_AT_NIGHT' },
  victory: { a: 'asc', b: 'jupiter', c: 'spirit', reversal: 'REVERSE_AT_NIGHT' },
  nemesis: { a: 'asc', b: 'fortune', c: 'saturn', reversal: 'REVERSE_AT_NIGHT' },
};

/** Exaltation: ASC + 19° Aries − Sun by day, ASC + 3° Taurus − Moon by night (the luminaries' exaltation degrees). */
const EXALTATION = { day: { degree: 19, body: 'sun' }, night: { degree: 33, body: 'moon' } } as const;

export interface Lot {
  id: LotId | 'custom';
  longitude: number;
  /** The formula as applied (after any night reversal). */
  applied: { a: LotPoint; b: LotPoint | number; c: LotPoint };
  /** Whether the night reversal swapped B and C. */
  reversed: boolean;
  /** House in the chart's own system, and counted by whole signs from the ASC's sign. */
  house: number;
  wholeSignHouse: number;
  ruler: TraditionalRuler;
}

/** The lots of one chart, memoised (Eros, Necessity … use Fortune and Spirit). */
export class Lots {
  private readonly cache = new Map<LotId, Lot>();

  constructor(readonly chart: Chart) {}

  get diurnal(): boolean {
    return this.chart.diurnal();
  }

  /** Longitude of a formula point. */
  point(p: LotPoint): number {
    const h = this.chart.houses();
    switch (p) {
      case 'asc':
        return h.asc;
      case 'mc':
        return h.mc;
      case 'dsc':
        return h.dsc;
      case 'ic':
        return h.ic;
      case 'fortune':
      case 'spirit':
        return this.lot(p).longitude;
      default:
        return this.chart.body(p).lon;
    }
  }

  lot(id: LotId): Lot {
    let lot = this.cache.get(id);
    if (!lot) {
      lot = this.compute(id);
      this.cache.set(id, lot);
    }
    return lot;
  }

  all(): Lot[] {
    return LOT_IDS.map((id) => this.lot(id));
  }

  /** A user's lot A + B − C; B and C swap at night when the reversal says so. */
  custom(formula: LotFormula): Lot {
    return this.apply('custom', formula);
  }

  private compute(id: LotId): Lot {
    if (id === 'basis') {
      // Basis (Valens, Anthology II): the shorter arc between Fortune and Spirit, counted from the ASC.
      const arc = norm360(this.point('spirit') - this.point('fortune'));
      return this.describe('basis', norm360(this.point('asc') + Math.min(arc, 360 - arc)), { a: 'asc', b: 'spirit', c: 'fortune' }, false);
    }
    if (id === 'exaltation') {
      const { degree, body } = this.diurnal ? EXALTATION.day : EXALTATION.night;
      return this.describe('exaltation', norm360(this.point('asc') + degree - this.point(body)), { a: 'asc', b: degree, c: body }, !this.diurnal);
    }
    return this.apply(id, PAULUS_LOTS[id]);
  }

  private apply(id: LotId | 'custom', f: LotFormula): Lot {
    const reversed = f.reversal === 'REVERSE_AT_NIGHT' && !this.diurnal;
    const [b, c] = reversed ? [f.c, f.b] : [f.b, f.c];
    return this.describe(id, norm360(this.point(f.a) + this.point(b) - this.point(c)), { a: f.a, b, c }, reversed);
  }

  private describe(id: Lot['id'], longitude: number, applied: Lot['applied'], reversed: boolean): Lot {
    const ascSign = signIndex(this.chart.houses().asc);
    return {
      id,
      longitude,
      applied,
      reversed,
      house: this.chart.houseOf(longitude),
      wholeSignHouse: ((signIndex(longitude) - ascSign + 12) % 12) + 1,
      ruler: rulerOf(longitude),
    };
  }
}
