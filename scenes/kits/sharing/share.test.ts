import { describe, expect, it } from 'vitest';
import { share } from './share';

describe('share', () => {
  it('shares with an integer quotient and a remainder', () => {
    expect(share(35, 7)).toEqual({ each: 5, left: 0 });
    expect(share(20, 6)).toEqual({ each: 3, left: 2 });
  });
});
