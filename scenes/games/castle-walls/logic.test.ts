import { answerOf, optionsOf } from '@scenes/kits/castle/itemsLogic';
import { describe, expect, it } from 'vitest';
import { initialState, reducer, wallsGame } from './logic';

describe('castle-walls', () => {
  it('has the spec walls (segments × stones: North 6×4, East 5×3, South 4×5, West 7×3)', () => {
    expect(wallsGame.items).toEqual([
      { name: 'North Wall', a: 6, b: 4 },
      { name: 'East Wall', a: 5, b: 3 },
      { name: 'South Wall', a: 4, b: 5 },
      { name: 'West Wall', a: 7, b: 3 },
    ]);
  });

  it('offers the product and wrong options 3 away', () => {
    expect(wallsGame.items.map((w, i) => optionsOf(w, i, wallsGame.spread))).toEqual([
      [21, 24, 27],
      [15, 18, 12],
      [23, 17, 20],
      [18, 21, 24],
    ]);
  });

  it('builds all four with the right taps, ignoring wrong ones, then completes', () => {
    let state = initialState;
    wallsGame.items.forEach((wall, i) => {
      const wrong = optionsOf(wall, i, 3).find((v) => v !== answerOf(wall))!;
      expect(reducer(state, { type: 'choose', value: wrong }).state).toBe(state);
      state = reducer(state, { type: 'choose', value: answerOf(wall) }).state;
      expect(state.built.filter(Boolean)).toHaveLength(i + 1);
    });
    const card = reducer(state, { type: 'showCard' });
    expect(card.effects).toContainEqual({ type: 'announce', text: 'Walls built!' });
    expect(reducer(card.state, { type: 'reset' }).state).toEqual(initialState);
  });
});
