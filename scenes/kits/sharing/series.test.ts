import { describe, expect, it } from 'vitest';
import { clampLevel, levelRouteId } from './series';
import { share } from './step';

describe('series routes', () => {
  it('names level 1 by the base id and later levels with a suffix', () => {
    expect(levelRouteId('backpack-train', 1)).toBe('backpack-train');
    expect(levelRouteId('backpack-train', 3)).toBe('backpack-train-3');
    expect(clampLevel(4)).toBe(4);
    expect(clampLevel(9)).toBe(1);
  });

  it('shares with an integer quotient and a remainder', () => {
    expect(share(35, 7)).toEqual({ each: 5, left: 0 });
    expect(share(20, 6)).toEqual({ each: 3, left: 2 });
  });
});
