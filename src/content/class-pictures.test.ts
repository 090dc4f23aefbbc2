import { describe, expect, it } from 'vitest';
import { classPictures, picturePairNames } from './class-pictures';

describe('class pictures', () => {
  it('are the 12 plain names in the server’s index order', () => {
    expect(classPictures).toEqual([
      'cat',
      'dog',
      'rocket',
      'apple',
      'star',
      'fish',
      'tree',
      'sun',
      'ball',
      'car',
      'moon',
      'flower',
    ]);
    expect(new Set(classPictures).size).toBe(12);
  });

  it('name a pair in tap order and refuse malformed pairs', () => {
    expect(picturePairNames([2, 0])).toEqual(['rocket', 'cat']);
    expect(picturePairNames([11, 10])).toEqual(['flower', 'moon']);
    for (const bad of [[], [1], [1, 1], [0, 12], [-1, 3], [1, 2, 3], [0.5, 1]]) {
      expect(picturePairNames(bad)).toBeUndefined();
    }
  });
});
