/**
 * The inter-aspects of a synastry, their weights and texts.
 */
import { aspectSignIndex, interpretationKey, round2, type SynastryAspect } from '../core/astro/synastry-aspects.js';
import { pointLabel } from '../core/astro/synastry-tables.js';
import type { Synastry } from '../core/astro/synastry.js';
import * as texts from '../core/astro/synastry-texts.js';
import { SIGNS, type SignName } from '../core/astro/zodiac.js';
import { aspectLabel } from '../core/labels.js';
import { builder } from './builder.js';
import { replacedBy } from './renames.js';
import { langField, signLabelField, textField } from './labels.js';
import { SignEnum } from './natal.js';
import { AspectNatureEnum, SynastryAspectTypeEnum, TightnessEnum } from './synastry-enums.js';

// ── Aspects ──────────────────────────────────────────────────────────────────────────────────

/** An aspect as a plain record (see PointView); the texts are resolved from `synastry` and `aspect` on demand. */
interface AspectView {
  synastry: Synastry;
  aspect: SynastryAspect;
  person1Point: string;
  person2Point: string;
  type: SynastryAspect['def']['type'];
  code: string;
  orb: number;
  exactAngle: number;
  allowedOrb: number;
  nature: SynastryAspect['nature'];
  isMajor: boolean;
  isFromPerson1: boolean;
  weight: number;
  tightness: SynastryAspect['tightness'];
  sign: SignName;
  signKo: string;
  interpretationKey: string;
}

export function aspectViews(synastry: Synastry, list: readonly SynastryAspect[]): AspectView[] {
  return list.map((aspect) => {
    const sign = SIGNS[aspectSignIndex(aspect)];
    return {
      synastry,
      aspect,
      person1Point: aspect.p1.def.name,
      person2Point: aspect.p2.def.name,
      type: aspect.def.type,
      code: aspect.def.code,
      orb: round2(aspect.orb),
      exactAngle: aspect.def.angle,
      allowedOrb: aspect.allowedOrb,
      nature: aspect.nature,
      isMajor: aspect.def.major,
      isFromPerson1: aspect.fromPerson1,
      weight: aspect.weight,
      tightness: aspect.tightness,
      sign: sign.en,
      signKo: sign.ko,
      interpretationKey: interpretationKey(aspect),
    };
  });
}

export const SynastryAspectObject = builder.objectRef<AspectView>('SynastryAspect').implement({
  description: 'An aspect between a point of person 1 and a point of person 2.',
  fields: (t) => ({
    person1Point: t.exposeString('person1Point', { description: 'Person 1’s point, e.g. Venus, True Node, ASC.' }),
    person2Point: t.exposeString('person2Point', { description: 'Person 2’s point.' }),
    person1PointLabel: langField(t, 'western', 'Person 1’s point by name (금성 / Venus).', (v, lang) => pointLabel(v.aspect.p1.def, lang)),
    person2PointLabel: langField(t, 'western', 'Person 2’s point by name.', (v, lang) => pointLabel(v.aspect.p2.def, lang)),
    person1PointKo: t.string({
      description: 'Person 1’s point in Korean, e.g. 금성.', ...replacedBy('person1PointLabel(lang: KO)', ['person1PointLabel']), resolve: (v) => pointLabel(v.aspect.p1.def, 'ko'),
    }),
    person2PointKo: t.string({
      description: 'Person 2’s point in Korean.', ...replacedBy('person2PointLabel(lang: KO)', ['person2PointLabel']), resolve: (v) => pointLabel(v.aspect.p2.def, 'ko'),
    }),
    type: t.expose('type', { type: SynastryAspectTypeEnum, description: 'The aspect type.' }),
    label: langField(t, 'western', 'The aspect type by name (트라인 / Trine).', (v, lang) => aspectLabel(v.type, lang)),
    code: t.exposeString('code', { description: 'CNJ, SXT, SQR, TRI, OPP; minors QCX, SSX, SSQ, SQQ, QNT, BQT.' }),
    orb: t.exposeFloat('orb', { description: 'Degrees, rounded to 0.01.' }),
    exactAngle: t.exposeFloat('exactAngle', { description: 'The exact angle of the type, degrees.' }),
    allowedOrb: t.exposeFloat('allowedOrb', { description: 'The orb allowed for this aspect, degrees (orbDegrees or minorOrbDegrees).' }),
    nature: t.expose('nature', { type: AspectNatureEnum, description: 'Harmonious, challenging or neutral.' }),
    isMajor: t.exposeBoolean('isMajor', { description: 'One of the five major types.' }),
    isFromPerson1: t.exposeBoolean('isFromPerson1', {
      description: "Person 1's point acts: it comes first in the point order (Sun … Pluto, node, angles), or for the same point lies behind in the zodiac.",
    }),
    weight: t.exposeFloat('weight', {
      description: '10 × w1·w2/100 × aspect factor × (1 − ½·orb/allowed) × relationship factor × emphasis.',
    }),
    tightness: t.expose('tightness', { type: TightnessEnum, description: 'Band of the orb.' }),
    sign: t.expose('sign', { type: SignEnum, description: 'Sign of the acting point.' }),
    signLabel: signLabelField(t, (v) => v.sign),
    signKo: t.exposeString('signKo', { description: 'That sign in Korean.', ...replacedBy('signLabel(lang: KO)', ['signLabel']) }),
    signInterpretation: textField(t, 'What the aspect means for the pair.', (v, lang) => texts.aspectInterpretation(v.synastry, v.aspect, lang)),
    interpretationKey: t.exposeString('interpretationKey', { description: 'acting point _ aspect _ other point, e.g. venus_trine_mars.' }),
  }),
});
