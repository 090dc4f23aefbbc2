import { answerOf, optionsOf } from '@scenes/kits/castle/itemsLogic';
import { describe, expect, it } from 'vitest';
import { completeGame, initialState, reducer } from './logic';

describe('castle-complete', () => {
  it('has the spec royal features', () => {
    expect(completeGame.items).toEqual([
      { name: 'Royal Flags', a: 3, b: 4 },
      { name: 'Guard Posts', a: 4, b: 2 },
      { name: 'Royal Gardens', a: 2, b: 6 },
      { name: 'Treasure Rooms', a: 5, b: 3 },
    ]);
  });

  it('offers the product and wrong options 2 away', () => {
    expect(completeGame.items.map((f, i) => optionsOf(f, i, completeGame.spread))).toEqual([
      [10, 12, 14],
      [8, 10, 6],
      [14, 10, 12],
      [13, 15, 17],
    ]);
  });

  it('builds all four with the right taps, ignoring wrong ones, then completes', () => {
    let state = initialState;
    completeGame.items.forEach((f, i) => {
      const wrong = optionsOf(f, i, 2).find((v) => v !== answerOf(f))!;
      expect(reducer(state, { type: 'choose', value: wrong }).state).toBe(state);
      state = reducer(state, { type: 'choose', value: answerOf(f) }).state;
    });
    expect(state.phase).toBe('finishing');
    const card = reducer(state, { type: 'showCard' });
    expect(card.effects).toContainEqual({ type: 'announce', text: 'Castle complete!' });
    expect(card.effects).toContainEqual({ type: 'report', stars: 5 });
    expect(reducer(card.state, { type: 'reset' }).state).toEqual(initialState);
  });

  it('shows the finished castle for 2.6 s before the card (the last build schedules it later)', () => {
    let state = initialState;
    let last: ReturnType<typeof reducer> | null = null;
    for (const f of completeGame.items) {
      last = reducer(state, { type: 'choose', value: answerOf(f) });
      state = last.state;
    }
    expect(last?.effects).toContainEqual({ after: 2600, action: { type: 'showCard' } });
  });
});
