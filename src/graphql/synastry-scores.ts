/**
 * The overall compatibility score and its parts, and the relationship themes.
 */
import type { AspectTypeStats, Synastry, ThemeScore } from '../core/astro/synastry.js';
import { THEMES, scoreBandLabel, type Theme } from '../core/astro/synastry-tables.js';
import * as texts from '../core/astro/synastry-texts.js';
import { builder } from './builder.js';
import { langField, textField, textListField } from './labels.js';
import { replacedBy } from './renames.js';
import { SynastryAspectObject, aspectViews } from './synastry-aspects.js';
import {
  AspectNatureEnum, CompatibilityMethodEnum, RelationshipThemeEnum, ScoreBandEnum, SynastryAspectTypeEnum,
} from './synastry-enums.js';

// ── Compatibility ────────────────────────────────────────────────────────────────────────────

const AspectTypeStatsObject = builder.objectRef<AspectTypeStats>('AspectTypeStats').implement({
  description: 'The inter-aspects of one type.',
  fields: (t) => ({
    type: t.field({ type: SynastryAspectTypeEnum, description: 'The aspect type.', resolve: (r) => r.type }),
    count: t.exposeInt('count', { description: 'Aspects of this type.' }),
    totalWeight: t.exposeFloat('totalWeight', { description: 'Sum of their weights, 0.01.' }),
    averageOrb: t.exposeFloat('averageOrb', { description: 'Mean orb, degrees, 0.01.' }),
    nature: t.field({ type: AspectNatureEnum, description: 'Conjunctions: neutral (theirs depends on the points).', resolve: (r) => r.nature }),
    averageWeight: t.exposeFloat('averageWeight', { description: 'Mean weight, 0.01.' }),
  }),
});

export const CompatibilityObject = builder.objectRef<Synastry>('CompatibilityAnalysis').implement({
  description:
    'overall_score = round(100 × raw^0.8), raw = ¼·harmony + ¾·connection (advanced: 0.8 × that + 0.2 × element and modality scores / 200).',
  fields: (t) => {
    const c = (s: Synastry) => s.compatibility();
    return {
      overallScore: t.int({ description: '0–100.', resolve: (s) => c(s).overallScore }),
      band: t.field({ type: ScoreBandEnum, description: 'Band of overallScore.', resolve: (s) => c(s).band.band }),
      bandLabel: langField(t, 'western', 'The band by name (높음 / High).', (s, lang) => scoreBandLabel(c(s).band, lang)),
      bandKo: t.string({ description: 'The band in Korean, e.g. 높음.', ...replacedBy('bandLabel(lang: KO)', ['bandLabel']), resolve: (s) => c(s).band.ko }),
      method: t.field({ type: CompatibilityMethodEnum, description: 'The method used.', resolve: (s) => c(s).method }),
      harmony: t.float({ description: '(positive + ½·neutral) / total weight (simple: counts); 0–1.', resolve: (s) => c(s).harmony }),
      connection: t.float({ description: 'Key-point contacts weighted by tightness; 0–1.', resolve: (s) => c(s).connection }),
      totalAspects: t.int({ description: 'Inter-aspects found.', resolve: (s) => c(s).totalAspects }),
      majorAspects: t.int({ description: 'Of them, major.', resolve: (s) => c(s).majorAspects }),
      minorAspects: t.int({ description: 'Of them, minor.', resolve: (s) => c(s).minorAspects }),
      harmoniousAspects: t.int({ description: 'Of them, harmonious.', resolve: (s) => c(s).harmoniousAspects }),
      challengingAspects: t.int({ description: 'Of them, challenging.', resolve: (s) => c(s).challengingAspects }),
      neutralAspects: t.int({ description: 'Of them, neutral.', resolve: (s) => c(s).neutralAspects }),
      totalWeight: t.float({ description: 'Sum of all aspect weights.', resolve: (s) => c(s).totalWeight }),
      positiveWeight: t.float({ description: 'Sum of the harmonious aspects’ weights.', resolve: (s) => c(s).positiveWeight }),
      challengingWeight: t.float({ description: 'Sum of the challenging aspects’ weights.', resolve: (s) => c(s).challengingWeight }),
      neutralWeight: t.float({ description: 'Sum of the neutral aspects’ weights.', resolve: (s) => c(s).neutralWeight }),
      aspectBreakdown: t.field({ type: [AspectTypeStatsObject], description: 'Statistics per aspect type found.', resolve: (s) => c(s).breakdown }),
      strongestAspects: t.field({ type: [SynastryAspectObject], description: 'The five heaviest aspects.', resolve: (s) => aspectViews(s, c(s).strongest) }),
      strengths: textListField(t, 'Strengths of the relationship.', (s, lang) => texts.relationshipStrengths(s, lang)),
      challenges: textListField(t, 'Challenges of the relationship.', (s, lang) => texts.relationshipChallenges(s, lang)),
      notes: textField(t, 'A note on the score.', (s, lang) => texts.compatibilityNotes(s, lang)),
    };
  },
});
// ── Relationship themes ──────────────────────────────────────────────────────────────────────

const ThemeScoreObject = builder.objectRef<ThemeScore>('ThemeScore').implement({
  description: 'One theme scored: 100 × (1 − e^(−support/scale)) × e^(−strain/30).',
  fields: (t) => ({
    theme: t.field({ type: RelationshipThemeEnum, description: 'The theme.', resolve: (s) => s.theme }),
    score: t.exposeFloat('score', { description: '0–100, one decimal.' }),
    rating: t.exposeString('rating', { description: '매우 높음 ≥ 80, 높음 ≥ 65, 보통 ≥ 45, 낮음 ≥ 30, 매우 낮음.' }),
    level: t.exposeInt('level', { description: '1–5, 5 highest.' }),
    description: textField(t, 'The theme for this pair.', (s, lang) => texts.themeDescription(s, lang)),
    factors: t.exposeStringList('factors', { description: 'Up to 3, the largest contributions.' }),
    support: t.exposeFloat('support', { description: 'Sum of the positive contributions (aspects and overlays), 0.01.' }),
    strain: t.exposeFloat('strain', { description: 'Sum of the negative contributions, as a positive number, 0.01.' }),
  }),
});

const camel = (id: string) => id.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

const ThemesObject = builder.objectRef<Synastry>('RelationshipThemes').implement({
  description: 'The eight relationship themes scored.',
  fields: (t) =>
    Object.fromEntries(
      THEMES.map((theme: Theme) => [
        camel(theme),
        t.field({ type: ThemeScoreObject, description: `The ${theme.replace(/_/g, ' ')} theme.`, resolve: (s) => s.themes().find((x) => x.theme === theme)! }),
      ]),
    ),
});

export const ThemeSummaryObject = builder.objectRef<Synastry>('RelationshipThemeSummary').implement({
  description: 'The relationship themes and the key ones.',
  fields: (t) => ({
    themes: t.field({ type: ThemesObject, description: 'Every theme’s score.', resolve: (s) => s }),
    keyThemes: t.field({
      type: [RelationshipThemeEnum],
      description: 'Themes at level 4–5, best first, at most 4 (the single best one when none is).',
      resolve: (s) => s.keyThemes().map((x) => x.theme),
    }),
    summary: textField(t, 'The relationship in a few sentences.', (s, lang) => texts.relationshipSummary(s, lang)),
  }),
});
