/** Korean text helpers shared by the interpretive texts. */

export type ParticleForms = '이/가' | '은/는' | '을/를' | '과/와' | '으로/로';

/**
 * The form of a particle that fits the last syllable of a word (with or without a final consonant);
 * a trailing "(…)" is read past, as in 인궁(명궁)을. A final ㄹ takes 로, not 으로.
 */
export function particle(word: string, forms: ParticleForms): string {
  const base = word.replace(/\([^()]*\)$/, '');
  const code = base.charCodeAt(base.length - 1) - 0xac00;
  const final = code >= 0 && code < 11172 ? code % 28 : 0;
  const [withFinal, without] = forms.split('/');
  if (forms === '으로/로') return final === 0 || final === 8 ? without : withFinal;
  return final ? withFinal : without;
}

/** The word followed by the fitting particle: josa('목', '이/가') → 목이. */
export const josa = (word: string, forms: ParticleForms) => word + particle(word, forms);
