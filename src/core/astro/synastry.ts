/**
 * Synastry: two natal charts compared (interface-spec §4.12, docs/techniques.md §6). Every block is a
 * lazily memoised part of one Synastry, so a request computes each chart once and only the blocks
 * it asks for; the texts live in synastry-texts.ts and the composite in composite.ts, and neither
 * runs unless a text or the composite is selected.
 *
 * Numbers (all deterministic):
 * - aspect_weight = 10 × (w1·w2/100) × aspect factor × (1 − ½·orb/allowed orb) × relationship factor
 *   × emphasis, rounded to 0.01. w = point weight (Sun, Moon 10 … ASC 8, MC 7); aspect factor
 *   CNJ 1.0, OPP 0.9, TRI 0.85, SQR 0.85, SXT 0.7, QCX 0.5, SSQ/SQQ 0.4, SSX/QNT/BQT 0.35; relationship
 *   factor = mean of the two points' factors for relationship_type (synastry-tables.ts); emphasis =
 *   1.25 per luminary with emphasis_luminaries and 1.1 per personal point with emphasis_personal_planets.
 * - overall_score = round(100 · raw^0.8), raw = ¼·harmony + ¾·connection (weighted, simple) or
 *   0.8·that + 0.2·(element score + modality score)/200 (advanced). harmony = (positive + ½·neutral)
 *   / total weight (counts for simple); connection = for each key point of the relationship type and
 *   each person, the best contact with the other's key points, contact value × (1 − orb/allowed),
 *   averaged with point weights (unweighted for simple; luminaries ×1.5 with emphasis_luminaries).
 */
import { separation, wrap180 } from './angle.js';
import type { Ayanamsa } from './ayanamsa.js';
import { compositeChart, davisonChart } from './composite.js';
import type { HouseSystem } from './houses.js';
import { natalChart, type ExtraPointId, type PlaceInput } from './chart.js';
import { ASTRO_DEFAULTS } from './defaults.js';
import {
  AREA_FOCUS, AREA_HOUSES, AREA_RATINGS, AREAS, ASPECTS, BALANCED_SHARE, ELEMENT_PAIR_TYPE, ELEMENT_TYPE_SCORE, ELEMENTS,
  KEY_POINTS, LUMINARIES, MODALITIES, MODALITY_PAIR_TYPE, MODALITY_TYPE_SCORE, RELATIONSHIP_POINT_FACTORS, SIGNIFICANT_HOUSES,
  SIGNIFICANT_MIN_WEIGHT, THEME_DEFS, THEME_RATINGS, THEMES, POINT_NAMES, scoreBand, type AnalysisDepth, type Area,
  type AspectDef, type AspectNature, type CompatibilityMethod, type Element, type ElementCompatibilityType, type Modality,
  type ModalityCompatibilityType, type PointDef, type PointName, type RelationshipType, type SynastryAspectType, type Theme,
} from './synastry-tables.js';
import { PersonChart, type ChartPoint } from './synastry-points.js';
import { lazy } from '../lazy.js';
import { aspectNature, round1, round2, tightnessOf, type SynastryAspect } from './synastry-aspects.js';
import { distribution, pairCompatibility, type PairCompatibility } from './synastry-elements.js';

export interface SynastryPerson {
  /** Default: Person 1, Person 2. */
  name?: string | null;
  /** Wall-clock time in location.timezone unless it carries its own offset. */
  datetime: string;
  location: PlaceInput;
}

export interface SynastryOptions {
  relationshipType: RelationshipType;
  analysisDepth: AnalysisDepth;
  houseSystem: HouseSystem;
  /** Orb of the major aspects, degrees (REST: 2.0–15.0). */
  orbDegrees: number;
  /** Orb of the minor aspects, degrees (REST: 1.0–8.0). */
  minorOrbDegrees: number;
  includeMinorAspects: boolean;
  compatibilityMethod: CompatibilityMethod;
  emphasisLuminaries: boolean;
  emphasisPersonalPlanets: boolean;
  includeVertexPoints: boolean;
}

/** The two people and any options (absent ones: ASTRO_DEFAULTS.synastry). */
export type SynastryInput = { [K in keyof SynastryOptions]?: SynastryOptions[K] | null } & {
  person1: SynastryPerson;
  person2: SynastryPerson;
  /** Both charts (and the composite and Davison) sidereal with this ayanamsa; absent or null: tropical. */
  ayanamsa?: Ayanamsa | null;
  /**
   * Extra points listed in each person's natal chart (`chart`) and in the Davison chart; the
   * synastry points (bodies, aspects, overlays, scores, composite) keep their fixed set.
   */
  points?: readonly ExtraPointId[] | null;
};

/**
 * Whether analysis_depth `depth` includes the blocks that `from` adds. REST blocks: basic = both
 * charts, synastry_info, synastry_aspects, compatibility_analysis; standard adds house_overlay;
 * detailed adds element_modality_analysis and house_overlay_analysis; comprehensive adds
 * relationship_theme_summary. composite_chart follows include_composite alone.
 */
export function depthIncludes(depth: AnalysisDepth, from: AnalysisDepth): boolean {
  const order: AnalysisDepth[] = ['basic', 'standard', 'detailed', 'comprehensive'];
  return order.indexOf(depth) >= order.indexOf(from);
}
// ── Overlays ─────────────────────────────────────────────────────────────────────────────────

export type OverlayDirection = 'person1_to_person2' | 'person2_to_person1';

export interface Overlay {
  direction: OverlayDirection;
  /** The point placed, from the owner's chart. */
  point: ChartPoint;
  /** House of the host's chart it falls in. */
  house: number;
  ownerName: string;
  hostName: string;
  significant: boolean;
}
// ── Compatibility ────────────────────────────────────────────────────────────────────────────

export interface AspectTypeStats {
  type: SynastryAspectType;
  count: number;
  totalWeight: number;
  averageOrb: number;
  /** The type's nature; conjunctions are listed as neutral (theirs depends on the points). */
  nature: AspectNature;
  averageWeight: number;
}

export interface CompatibilityStats {
  method: CompatibilityMethod;
  /** 0–100, integer. */
  overallScore: number;
  band: ReturnType<typeof scoreBand>;
  /** The harmony part (0–1) and the key-contact part (0–1) of the score. */
  harmony: number;
  connection: number;
  totalAspects: number;
  majorAspects: number;
  minorAspects: number;
  harmoniousAspects: number;
  challengingAspects: number;
  neutralAspects: number;
  totalWeight: number;
  positiveWeight: number;
  challengingWeight: number;
  neutralWeight: number;
  breakdown: AspectTypeStats[];
  /** The five heaviest aspects. */
  strongest: SynastryAspect[];
}

// ── Areas and themes ─────────────────────────────────────────────────────────────────────────

/** One contribution to an area or theme: an aspect or an overlay and what it adds. */
interface Contribution {
  value: number;
  aspect?: SynastryAspect;
  overlay?: Overlay;
}

export interface AreaScore {
  area: Area;
  /** Σ point weight × house relevance over both directions, divided by the area's relevance sum; 0.1. */
  score: number;
  rating: string;
  /** Up to 3, "body-house (+weight)". */
  factors: string[];
}

export interface AreaAnalysis {
  areas: AreaScore[];
  strongest: AreaScore;
  focus: string;
  /** Overlays adding at least MEANINGFUL_CONTRIBUTION to some area. */
  meaningfulOverlays: number;
}

const MEANINGFUL_CONTRIBUTION = 6;

export interface ThemeScore {
  theme: Theme;
  score: number;
  rating: string;
  level: number;
  /** Sum of the positive contributions, and of the negative ones (as a positive number). */
  support: number;
  strain: number;
  factors: string[];
}

/**
 * Theme score = 100 × (1 − e^(−support/scale)) × e^(−strain/THEME_STRAIN_SCALE), one decimal: support
 * is the sum of the positive contributions, strain of the negative ones (challenging aspects of
 * themes where tension hurts). Each theme's scale is set so that random pairs score 50 at the median.
 */
const THEME_STRAIN_SCALE = 30;
/** Overlay evidence per point weight. */
const THEME_OVERLAY_FACTOR = 0.5;
/** Evidence of a neutral aspect relative to a harmonious one. */
const THEME_NEUTRAL_FACTOR = 0.6;

/** "Venus-5 (+9.0)" for an overlay, "Venus trine Mars (+7.2)" for an aspect (person 1's point first). */
function factorText({ value, aspect, overlay }: Contribution): string {
  const label = aspect ? `${aspect.p1.def.name} ${aspect.def.type} ${aspect.p2.def.name}` : `${overlay!.point.def.name}-${overlay!.house}`;
  return `${label} (${value >= 0 ? '+' : '-'}${Math.abs(value).toFixed(1)})`;
}

/** An unordered pair of points as one number (orders are < 16). */
const pairCode = (a: number, b: number) => (a < b ? a * 16 + b : b * 16 + a);
const orderOf = (name: PointName) => POINT_NAMES.indexOf(name);
const THEME_PAIR_CODES = THEMES.map((theme) => THEME_DEFS[theme].pairs.map(([x, y]) => pairCode(orderOf(x), orderOf(y))));

// ── The synastry ─────────────────────────────────────────────────────────────────────────────

export class Synastry {
  readonly person1: PersonChart;
  readonly person2: PersonChart;
  /** When the synastry was made (synastry_info.calculation_date). */
  readonly calculatedAt = new Date();

  /** The options with every default applied. */
  readonly input: SynastryOptions;

  constructor(input: SynastryInput) {
    const options: Record<string, unknown> = { ...(ASTRO_DEFAULTS.synastry satisfies SynastryOptions) };
    for (const key of Object.keys(options)) {
      const given = input[key as keyof SynastryOptions];
      if (given !== null && given !== undefined) options[key] = given;
    }
    this.input = options as unknown as SynastryOptions;
    const person = (p: SynastryPerson, defaultName: string) =>
      natalChart({
        name: p.name ?? defaultName,
        natalDatetime: p.datetime,
        natalLocation: p.location,
        houseSystem: this.input.houseSystem,
        includeAsteroids: false,
        ayanamsa: input.ayanamsa,
        points: input.points,
      });
    const [name1, name2] = ASTRO_DEFAULTS.personNames;
    const chart1 = person(input.person1, name1);
    const chart2 = person(input.person2, name2);
    this.person1 = new PersonChart(chart1.input.name, chart1, this.input.includeVertexPoints);
    this.person2 = new PersonChart(chart2.input.name, chart2, this.input.includeVertexPoints);
  }

  /** Checks both instants now (bad dates and zones fail before anything is charged). */
  resolveTimes(): void {
    this.person1.chart.time();
    this.person2.chart.time();
  }

  private relationshipFactor(name: PointName): number {
    return RELATIONSHIP_POINT_FACTORS[this.input.relationshipType][name] ?? 1;
  }

  private emphasis(def: PointDef): number {
    let f = 1;
    if (this.input.emphasisLuminaries && LUMINARIES.has(def.name)) f *= 1.25;
    if (this.input.emphasisPersonalPlanets && def.category === 'personal') f *= 1.1;
    return f;
  }

  /** Every aspect between a point of person1 and a point of person2, heaviest first. */
  readonly aspects = lazy((): SynastryAspect[] => {
    const { orbDegrees, minorOrbDegrees, includeMinorAspects } = this.input;
    const candidates = includeMinorAspects ? ASPECTS : ASPECTS.filter((a) => a.major);
    const out: SynastryAspect[] = [];
    for (const p1 of this.person1.points()) {
      for (const p2 of this.person2.points()) {
        const sep = separation(p1.lon, p2.lon);
        let best: AspectDef | null = null;
        let bestOrb = Infinity;
        for (const def of candidates) {
          const orb = Math.abs(sep - def.angle);
          if (orb < bestOrb && orb <= (def.major ? orbDegrees : minorOrbDegrees)) {
            best = def;
            bestOrb = orb;
          }
        }
        if (best) out.push(this.aspect(p1, p2, best, bestOrb));
      }
    }
    return out.sort(
      (a, b) => b.weight - a.weight || a.orb - b.orb || a.p1.def.order - b.p1.def.order || a.p2.def.order - b.p2.def.order,
    );
  });

  private aspect(p1: ChartPoint, p2: ChartPoint, def: AspectDef, orb: number): SynastryAspect {
    const allowedOrb = def.major ? this.input.orbDegrees : this.input.minorOrbDegrees;
    const a = p1.def;
    const b = p2.def;
    const weight =
      10 * ((a.weight * b.weight) / 100) * def.weight * (1 - (0.5 * orb) / allowedOrb) *
      ((this.relationshipFactor(a.name) + this.relationshipFactor(b.name)) / 2) *
      this.emphasis(a) * this.emphasis(b);
    const fromPerson1 = a.order !== b.order ? a.order < b.order : wrap180(p2.lon - p1.lon) >= 0;
    return {
      p1, p2, def, orb, allowedOrb,
      nature: aspectNature(def, a.name, b.name),
      tightness: tightnessOf(orb),
      weight: round2(weight),
      fromPerson1,
    };
  }

  // ── House overlays ──

  readonly overlays = lazy(() => ({
    person1InPerson2: this.overlay(this.person1, this.person2, 'person1_to_person2'),
    person2InPerson1: this.overlay(this.person2, this.person1, 'person2_to_person1'),
  }));

  private overlay(owner: PersonChart, host: PersonChart, direction: OverlayDirection): Overlay[] {
    const houses = SIGNIFICANT_HOUSES[this.input.relationshipType];
    return owner.points().map((point) => {
      const house = host.houseOf(point.lon);
      return {
        direction,
        point,
        house,
        ownerName: owner.name,
        hostName: host.name,
        significant: point.def.weight >= SIGNIFICANT_MIN_WEIGHT && houses.includes(house),
      };
    });
  }

  /** Weighty points in the relationship type's key houses, both directions, heaviest first. */
  readonly significantOverlays = lazy((): Overlay[] => {
    const { person1InPerson2, person2InPerson1 } = this.overlays();
    return [...person1InPerson2, ...person2InPerson1]
      .filter((o) => o.significant)
      .sort((a, b) => b.point.def.weight - a.point.def.weight || a.point.def.order - b.point.def.order);
  });

  /** Houses of the host activated by each person's points, ascending. */
  activatedHouses(direction: OverlayDirection): number[] {
    const list = direction === 'person1_to_person2' ? this.overlays().person1InPerson2 : this.overlays().person2InPerson1;
    return [...new Set(list.map((o) => o.house))].sort((a, b) => a - b);
  }

  // ── Elements and modalities ──

  readonly distribution1 = lazy(() => distribution(this.person1.points()));
  readonly distribution2 = lazy(() => distribution(this.person2.points()));

  readonly elementCompatibility = lazy((): PairCompatibility<Element, ElementCompatibilityType> => {
    const d1 = this.distribution1();
    const d2 = this.distribution2();
    const a = d1.dominantElement;
    const b = d2.dominantElement;
    const type: ElementCompatibilityType = a !== b && (d1.elementTied || d2.elementTied) ? 'neutral' : ELEMENT_PAIR_TYPE(a, b);
    return pairCompatibility(ELEMENTS, d1.elements, d2.elements, a, b, type, ELEMENT_TYPE_SCORE[type]);
  });

  readonly modalityCompatibility = lazy((): PairCompatibility<Modality, ModalityCompatibilityType> => {
    const d1 = this.distribution1();
    const d2 = this.distribution2();
    const type = MODALITY_PAIR_TYPE(d1.dominantModality, d2.dominantModality);
    return pairCompatibility(MODALITIES, d1.modalities, d2.modalities, d1.dominantModality, d2.dominantModality, type, MODALITY_TYPE_SCORE[type]);
  });

  // ── Compatibility ──

  readonly compatibility = lazy((): CompatibilityStats => {
    const aspects = this.aspects();
    const method = this.input.compatibilityMethod;
    let positive = 0, challenging = 0, neutral = 0, h = 0, c = 0, n = 0, major = 0;
    const byType = new Map<SynastryAspectType, { count: number; weight: number; orb: number }>();
    for (const a of aspects) {
      if (a.def.major) major++;
      if (a.nature === 'harmonious') { positive += a.weight; h++; }
      else if (a.nature === 'challenging') { challenging += a.weight; c++; }
      else { neutral += a.weight; n++; }
      const row = byType.get(a.def.type) ?? { count: 0, weight: 0, orb: 0 };
      row.count++;
      row.weight += a.weight;
      row.orb += a.orb;
      byType.set(a.def.type, row);
    }
    const total = positive + challenging + neutral;
    const harmony = method === 'simple'
      ? (aspects.length ? (h + 0.5 * n) / aspects.length : 0.5)
      : (total > 0 ? (positive + 0.5 * neutral) / total : 0.5);
    const connection = this.connection(method === 'simple');
    let raw = 0.25 * harmony + 0.75 * connection;
    if (method === 'advanced') {
      raw = 0.8 * raw + (0.2 * (this.elementCompatibility().score + this.modalityCompatibility().score)) / 200;
    }
    const overallScore = Math.round(100 * Math.max(0, Math.min(1, raw)) ** 0.8);
    return {
      method,
      overallScore,
      band: scoreBand(overallScore),
      harmony,
      connection,
      totalAspects: aspects.length,
      majorAspects: major,
      minorAspects: aspects.length - major,
      harmoniousAspects: h,
      challengingAspects: c,
      neutralAspects: n,
      totalWeight: round2(total),
      positiveWeight: round2(positive),
      challengingWeight: round2(challenging),
      neutralWeight: round2(neutral),
      breakdown: ASPECTS.filter((d) => byType.has(d.type)).map((d) => {
        const row = byType.get(d.type)!;
        return {
          type: d.type,
          count: row.count,
          totalWeight: round2(row.weight),
          averageOrb: round2(row.orb / row.count),
          nature: d.nature ?? 'neutral',
          averageWeight: round2(row.weight / row.count),
        };
      }),
      strongest: aspects.slice(0, 5),
    };
  });

  /**
   * Key contacts (0–1): for each key point of each person, its best contact with the other's key
   * points (contact value × (1 − orb/allowed); a neutral conjunction counts 0.8), averaged.
   */
  private connection(unweighted: boolean): number {
    const keys = new Set<PointName>(KEY_POINTS[this.input.relationshipType]);
    const best1 = new Map<PointName, number>();
    const best2 = new Map<PointName, number>();
    for (const a of this.aspects()) {
      const n1 = a.p1.def.name;
      const n2 = a.p2.def.name;
      if (!keys.has(n1) || !keys.has(n2)) continue;
      const value = (a.def.type === 'conjunction' && a.nature === 'neutral' ? 0.8 : a.def.contact) * (1 - a.orb / a.allowedOrb);
      if (value > (best1.get(n1) ?? 0)) best1.set(n1, value);
      if (value > (best2.get(n2) ?? 0)) best2.set(n2, value);
    }
    let sum = 0;
    let norm = 0;
    for (const name of keys) {
      const def = this.person1.point(name)?.def;
      if (!def) continue;
      const w = unweighted ? 1 : def.weight * (this.input.emphasisLuminaries && LUMINARIES.has(name) ? 1.5 : 1);
      sum += w * ((best1.get(name) ?? 0) + (best2.get(name) ?? 0));
      norm += 2 * w;
    }
    return norm > 0 ? sum / norm : 0;
  }

  // ── House overlay analysis ──

  readonly areas = lazy((): AreaAnalysis => {
    const { person1InPerson2, person2InPerson1 } = this.overlays();
    const all = [...person1InPerson2, ...person2InPerson1];
    const meaningful = new Set<Overlay>();
    const areas = AREAS.map((area): AreaScore => {
      const relevance = AREA_HOUSES[area];
      const relevanceSum = (Object.values(relevance) as number[]).reduce((sum, r) => sum + r, 0);
      const contributions: Contribution[] = [];
      let sum = 0;
      for (const o of all) {
        const r = relevance[o.house];
        if (!r) continue;
        const value = o.point.def.weight * r;
        sum += value;
        contributions.push({ value, overlay: o });
        if (value >= MEANINGFUL_CONTRIBUTION) meaningful.add(o);
      }
      contributions.sort((x, y) => y.value - x.value);
      const score = round1(sum / relevanceSum);
      return {
        area,
        score,
        rating: AREA_RATINGS.find((b) => score >= b.min)!.ko,
        factors: contributions.slice(0, 3).map(factorText),
      };
    });
    const ranked = [...areas].sort((a, b) => b.score - a.score);
    const [first, second] = ranked;
    const balanced = first.score === 0 || second.score >= BALANCED_SHARE * first.score;
    return {
      areas,
      strongest: first,
      focus: balanced ? 'balanced_focus' : AREA_FOCUS[first.area],
      meaningfulOverlays: meaningful.size,
    };
  });

  // ── Relationship themes ──

  readonly themes = lazy((): ThemeScore[] => {
    const aspectsByPair = new Map<number, SynastryAspect[]>();
    for (const a of this.aspects()) {
      const key = pairCode(a.p1.def.order, a.p2.def.order);
      const list = aspectsByPair.get(key);
      if (list) list.push(a);
      else aspectsByPair.set(key, [a]);
    }
    const { person1InPerson2, person2InPerson1 } = this.overlays();
    const overlays = [...person1InPerson2, ...person2InPerson1];
    return THEMES.map((theme, t): ThemeScore => {
      const def = THEME_DEFS[theme];
      const contributions: Contribution[] = [];
      for (const key of THEME_PAIR_CODES[t]) {
        for (const a of aspectsByPair.get(key) ?? []) {
          const f = a.nature === 'harmonious' ? 1 : a.nature === 'neutral' ? THEME_NEUTRAL_FACTOR : def.challengingFactor;
          contributions.push({ value: a.weight * f, aspect: a });
        }
      }
      for (const o of overlays) {
        if (def.overlays[o.point.def.name]?.includes(o.house)) {
          contributions.push({ value: o.point.def.weight * THEME_OVERLAY_FACTOR, overlay: o });
        }
      }
      let support = 0;
      let strain = 0;
      for (const c of contributions) {
        if (c.value >= 0) support += c.value;
        else strain -= c.value;
      }
      const score = round1(100 * (1 - Math.exp(-support / def.scale)) * Math.exp(-strain / THEME_STRAIN_SCALE));
      const rating = THEME_RATINGS.find((r) => score >= r.min)!;
      contributions.sort((p, q) => Math.abs(q.value) - Math.abs(p.value));
      return {
        theme, score, rating: rating.ko, level: rating.level, support: round2(support), strain: round2(strain),
        factors: contributions.slice(0, 3).map(factorText),
      };
    });
  });

  // ── Relationship charts (composite.ts) ──

  readonly composite = lazy(() =>
    compositeChart(this.person1, this.person2, this.input.houseSystem, `${this.person1.name} & ${this.person2.name} Composite`),
  );

  readonly davison = lazy(() =>
    davisonChart(this.person1, this.person2, this.input.houseSystem, `${this.person1.name} & ${this.person2.name} Davison`),
  );

  /** Themes at level 4 or 5, best first, at most 4; the single best theme when none reaches level 4. */
  readonly keyThemes = lazy((): ThemeScore[] => {
    const ranked = [...this.themes()].sort((a, b) => b.score - a.score);
    const strong = ranked.filter((t) => t.level >= 4).slice(0, 4);
    return strong.length > 0 ? strong : ranked.slice(0, 1);
  });
}
