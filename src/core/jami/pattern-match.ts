/**
 * The matching of a 격국 rule (interpret-tables.ts PATTERNS) against a chart: its clauses, each a
 * set of stars at a place relative to 명궁 (or a fixed branch), all satisfied by the chart's stars.
 */
import { mod } from '../saju/ganzhi.js';
import { BRIGHT, DIM, branch, type Clause, type PatternRule } from './interpret-tables.js';
import type { JamiFacts, StarPlacement } from './types.js';
import { majorsAt, sanfang, unique } from './interpret-labels.js';

/** The chart's stars by id and by birth transformation (the keys a clause token can use: star and mutagen ids differ). */
type StarIndex = Map<string, StarPlacement[]>;
export function indexStars(facts: JamiFacts): StarIndex {
  const index: StarIndex = new Map();
  for (const s of facts.stars) {
    for (const key of [s.id, s.mutagen]) if (key) index.set(key, [...(index.get(key) ?? []), s]);
  }
  return index;
}

/** The stars that satisfy a clause (one per token), or null. */
function matchClause(L: number, index: StarIndex, clause: Clause): StarPlacement[] | null {
  const lit = clause.light && (clause.light === 'bright' ? BRIGHT : DIM);
  const candidates = clause.stars.map((token) =>
    token.split('|')
      .flatMap((key) => index.get(key) ?? [])
      .filter((s) => !lit || (s.brightness !== null && lit.includes(s.brightness))),
  );
  const pick = (ok: (b: number) => boolean) => {
    const found = candidates.map((list) => list.find((s) => ok(s.branch)));
    return found.every((s) => s !== undefined) ? found : null;
  };
  switch (clause.where) {
    case 'life':
      return pick((b) => b === L);
    case 'trine':
      return pick((b) => b === mod(L + 4, 12) || b === mod(L + 8, 12));
    case 'sanfang':
      return pick((b) => sanfang(L).includes(b));
    case 'together':
      return sanfang(L).map((at) => pick((b) => b === at)).find((m) => m !== null) ?? null;
    case 'flank':
      return pickFlank(candidates, mod(L - 1, 12), mod(L + 1, 12));
    default:
      // The rest of Where: a fixed branch (HanjaBranch).
      return pick((b) => b === branch(clause.where));
  }
}

/** One star of the first list on one side of 명궁 and one of the second on the other. */
function pickFlank([first, second]: StarPlacement[][], left: number, right: number): StarPlacement[] | null {
  for (const [x, y] of [[left, right], [right, left]]) {
    const a = first.find((s) => s.branch === x);
    const b = second.find((s) => s.branch === y);
    if (a && b) return [a, b];
  }
  return null;
}

export function matchPattern(facts: JamiFacts, index: StarIndex, rule: PatternRule): StarPlacement[] | null {
  const L = facts.lifeBranch;
  if (rule.lifeOn && ![...rule.lifeOn].map(branch).includes(L)) return null;
  if (rule.emptyLife && majorsAt(facts, L).length) return null;
  const matched: StarPlacement[] = [];
  for (const clause of rule.clauses) {
    const stars = matchClause(L, index, clause);
    if (!stars) return null;
    matched.push(...stars);
  }
  return unique(matched);
}
