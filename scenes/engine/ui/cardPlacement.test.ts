import { describe, expect, it } from 'vitest';
import { cardPlacement } from './cardPlacement';

describe('completion card placement', () => {
  it('stays in the middle when it clears the caption', () => {
    expect(cardPlacement(860, 420, undefined, 708)).toEqual({ y: 450, scale: 1 });
    expect(cardPlacement(640, 420)).toEqual({ y: 340, scale: 1 });
  });

  it('moves up, and shrinks if it must, to stay above a caption with Pip on screen', () => {
    const p = cardPlacement(640, 420, undefined, 498);
    expect(p.y + (420 * p.scale) / 2).toBeLessThanOrEqual(486);
    expect(p.y - (420 * p.scale) / 2 - 100).toBeGreaterThanOrEqual(0);
    expect(p.scale).toBeLessThanOrEqual(1);
  });
});
