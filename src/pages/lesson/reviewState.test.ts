import { describe, expect, it } from 'vitest';
import { readRedoState, readReviewState } from './reviewState';

describe('review navigation state', () => {
  it('accepts block name, prefix and next block', () => {
    expect(
      readReviewState({ blockName: 'Fun Division Problems', blockPrefix: 'd7', nextBlock: 'division8' }),
    ).toEqual({
      blockName: 'Fun Division Problems',
      blockPrefix: 'd7',
      nextBlock: 'division8',
    });
    expect(
      readReviewState({ blockName: 'The Mysterious Remainder', blockPrefix: 'd5', nextBlock: null })
        ?.nextBlock,
    ).toBeNull();
  });

  it('rejects a missing or malformed state, so the review redirects to /app', () => {
    for (const value of [
      null,
      undefined,
      'd6',
      {},
      { blockName: 'X' },
      { blockName: 'X', blockPrefix: '' },
      { blockName: 1, blockPrefix: 'd6' },
    ])
      expect(readReviewState(value)).toBeNull();
  });

  it('reads the redo state a review link passes to a lesson', () => {
    const review = { blockName: 'Dividing in the Real World', blockPrefix: 'd6', nextBlock: 'division7' };
    expect(readRedoState({ review })).toEqual({ review });
    expect(readRedoState({ blockName: 'X', blockPrefix: 'd6' })).toBeNull();
    expect(readRedoState(null)).toBeNull();
  });
});
