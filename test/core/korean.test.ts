/** Korean particles chosen by the final consonant of the word before them. */
import { describe, expect, it } from 'vitest';
import { josa } from '../../src/core/korean.js';

describe('josa', () => {
  it('chooses the Korean particles by the final consonant', () => {
    expect(josa('달', '이/가')).toBe('달이');
    expect(josa('태양', '이/가')).toBe('태양이');
    expect(josa('금성', '과/와')).toBe('금성과');
    expect(josa('스퀘어', '을/를')).toBe('스퀘어를');
    expect(josa('민수', '은/는')).toBe('민수는');
    expect(josa('금성(애정과 가치관)', '이/가')).toBe('금성(애정과 가치관)이');
    expect(josa('Person 1', '이/가')).toBe('Person 1이');
    expect(josa('Person 2', '이/가')).toBe('Person 2가');
    expect(josa('Kim', '이/가')).toBe('Kim이(가)');
    expect(josa('안정(20.5점, 강함)', '으로/로')).toBe('안정(20.5점, 강함)으로');
    expect(josa('로맨스', '으로/로')).toBe('로맨스로');
    expect(josa('물', '으로/로')).toBe('물로');
  });
});
