/** Korean text helpers shared by the interpretive texts. */

export type ParticleForms = '이/가' | '은/는' | '을/를' | '과/와' | '으로/로';

/** Each particle as [after a final consonant, after a vowel]. */
const PARTICLE_FORMS: Record<ParticleForms, readonly [string, string]> = {
  '이/가': ['이', '가'],
  '은/는': ['은', '는'],
  '을/를': ['을', '를'],
  '과/와': ['과', '와'],
  '으로/로': ['으로', '로'],
};

const TRAILING_PARENTHESIS = /\s*\([^()]*\)$/;
/** The word without a trailing "(…)" and trailing spaces: 인궁(명궁) → 인궁. */
function readPast(word: string): string {
  return (word.endsWith(')') ? word.replace(TRAILING_PARENTHESIS, '') : word).trimEnd();
}

/**
 * The form of a particle that fits the last syllable of a word (with or without a final consonant);
 * a trailing "(…)" is read past, as in 인궁(명궁)을. A final ㄹ takes 로, not 으로.
 */
export function particle(word: string, forms: ParticleForms): string {
  const base = readPast(word);
  const code = base.charCodeAt(base.length - 1) - 0xac00;
  const final = code >= 0 && code < 11172 ? code % 28 : 0;
  const [withFinal, without] = PARTICLE_FORMS[forms];
  if (forms === '으로/로') return final === 0 || final === 8 ? without : withFinal;
  return final ? withFinal : without;
}

/** Korean readings of the digits, for names such as "Person 1" (일 → Person 1이). */
const DIGIT_READINGS = ['영', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];

/**
 * The word followed by the fitting particle: josa('목', '이/가') → 목이. A trailing "(…)" is read
 * past; a final digit takes its Korean reading (Person 1이); a final Latin letter, whose reading is
 * unknown, gets both forms (Kim이(가)).
 */
export function josa(word: string, forms: ParticleForms): string {
  const base = readPast(word);
  const last = base.charCodeAt(base.length - 1);
  if (last >= 0xac00 && last <= 0xd7a3) return word + particle(base, forms);
  if (last >= 0x30 && last <= 0x39) return word + particle(DIGIT_READINGS[last - 0x30], forms);
  const [withFinal, without] = PARTICLE_FORMS[forms];
  return `${word}${withFinal}(${without})`;
}
