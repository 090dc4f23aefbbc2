import { answerOf, optionsOf } from '@scenes/kits/castle/itemsLogic';
import { describe, expect, it } from 'vitest';
import { initialState, reducer, towersGame } from './logic';

describe('castle-towers', () => {
  it('has the spec towers (height × width 4×3, 5×2, 6×2, 3×4)', () => {
    expect(towersGame.items.map((t) => [t.a, t.b])).toEqual([
      [4, 3],
      [5, 2],
      [6, 2],
      [3, 4],
    ]);
  });

  it('offers the product and wrong options 2 away', () => {
    expect(towersGame.items.map((t, i) => optionsOf(t, i, towersGame.spread))).toEqual([
      [10, 12, 14],
      [10, 12, 8],
      [14, 10, 12],
      [10, 12, 14],
    ]);
  });

  it('builds all four with the right taps, ignoring wrong ones, then completes', () => {
    let state = initialState;
    const announced: string[] = [];
    towersGame.items.forEach((tower, i) => {
      for (const value of optionsOf(tower, i, 2).filter((v) => v !== answerOf(tower))) {
        expect(reducer(state, { type: 'choose', value }).state).toBe(state);
      }
      const step = reducer(state, { type: 'choose', value: answerOf(tower) });
      for (const e of step.effects) if ('type' in e && e.type === 'announce') announced.push(e.text);
      state = step.state;
    });
    expect(announced).toEqual([
      'Tower 1 built! 4 × 3 = 12',
      'Tower 2 built! 5 × 2 = 10',
      'Tower 3 built! 6 × 2 = 12',
      'Tower 4 built! 3 × 4 = 12',
    ]);
    const card = reducer(state, { type: 'showCard' });
    expect(card.state.phase).toBe('done');
    expect(card.effects).toContainEqual({ type: 'announce', text: 'Towers built!' });
    expect(reducer(card.state, { type: 'reset' }).state).toEqual(initialState);
  });
});
