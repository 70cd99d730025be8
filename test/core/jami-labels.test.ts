/**
 * The jami label tables (src/core/jami/labels.ts) name every id of their set once, and the names in each
 * language tell the ids apart (the REST records are keyed by them); the GraphQL enums are the ids in upper case.
 */
import { describe } from 'vitest';
import { BRIGHTNESS_LABELS, MUTAGEN_LABELS, PALACE_LABELS, STAR_LABELS } from '../../src/core/jami/labels.js';
import { BRIGHTNESS_LEVELS, MUTAGENS, PALACE_IDS } from '../../src/core/jami/names.js';
import { STAR_IDS } from '../../src/core/jami/tables.js';
import { labelSetTests } from '../helpers/label-sets.js';

const SETS = [
  ['JamiStarId', STAR_IDS, STAR_LABELS],
  ['JamiPalaceId', PALACE_IDS, PALACE_LABELS],
  ['JamiBrightness', BRIGHTNESS_LEVELS, BRIGHTNESS_LABELS],
  ['JamiMutagen', MUTAGENS, MUTAGEN_LABELS],
] as const;

describe('jami label tables', () => {
  labelSetTests(SETS);
});
