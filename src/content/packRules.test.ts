import { cardGames, gameRouteIds } from '@scenes/manifests';
import { describe, expect, it } from 'vitest';
import { divisionCards, multiplicationCards } from './lesson-cards';
import { gameIsFree, gameRouteIsFree, lessonCardIsFree, lessonIsFree, worksheetIsFree } from './packRules';
import { worksheets } from './worksheets';

describe('what is open without the Fun Pack', () => {
  it('the first game of each family, nothing further along', () => {
    const free = cardGames()
      .filter((g) => gameIsFree(g.id))
      .map((g) => g.id);
    expect(free).toEqual(['star-treasure-hunt', 'castle-builder', 'ferris-wheel-race', 'ice-cream-party']);
    expect(gameRouteIsFree('castle-towers')).toBe(false);
    expect(gameRouteIds().filter(gameRouteIsFree).length).toBeLessThan(gameRouteIds().length);
  });
  it('the first lesson block and two worksheets', () => {
    expect(
      [...multiplicationCards, ...divisionCards].filter((c) => lessonCardIsFree(c.id)).map((c) => c.id),
    ).toEqual(['m1']);
    expect(lessonIsFree('multiplication1')).toBe(true);
    expect(lessonIsFree('multiplication3')).toBe(false);
    expect(worksheets.filter((_, i) => worksheetIsFree(i))).toHaveLength(2);
  });
});
