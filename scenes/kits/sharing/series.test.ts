import { describe, expect, it } from 'vitest';
import { clampLevel, levelRouteId, seriesRoutes } from './series';
import { share } from './step';

describe('series routes', () => {
  it('names level 1 by the base id and later levels with a suffix', () => {
    expect(seriesRoutes('ice-cream-party', 'Ice Cream Party').map((r) => r.id)).toEqual([
      'ice-cream-party',
      'ice-cream-party-2',
      'ice-cream-party-3',
      'ice-cream-party-4',
    ]);
    expect(levelRouteId('backpack-train', 3)).toBe('backpack-train-3');
    expect(clampLevel(4)).toBe(4);
    expect(clampLevel(9)).toBe(1);
  });

  it('gives every level its "Game N of 4" for the frame heading (screen readers)', () => {
    expect(seriesRoutes('backpack-train', 'Backpack Train').map((r) => r.levelLabel)).toEqual([
      'Game 1 of 4',
      'Game 2 of 4',
      'Game 3 of 4',
      'Game 4 of 4',
    ]);
  });

  it('shares with an integer quotient and a remainder', () => {
    expect(share(35, 7)).toEqual({ each: 5, left: 0 });
    expect(share(20, 6)).toEqual({ each: 3, left: 2 });
  });
});
