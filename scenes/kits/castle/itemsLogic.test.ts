import { describe, expect, it } from 'vitest';
import { CARD_DELAY_MS, CASTLE_STARS } from './effects';
import {
  answerOf,
  type ItemsAction,
  type ItemsGame,
  type ItemsState,
  initialItemsState,
  isRightChoice,
  itemsReducer,
  optionsOf,
  promptOf,
} from './itemsLogic';

const game: ItemsGame = {
  noun: 'Hut',
  items: [
    { name: 'Hut 1', a: 2, b: 3 },
    { name: 'Hut 2', a: 4, b: 5 },
    { name: 'Hut 3', a: 3, b: 3 },
    { name: 'Hut 4', a: 6, b: 2 },
  ],
  spread: 2,
  doneTitle: 'All huts built!',
  doneMessage: 'Well done!',
};
const start = initialItemsState(game);
const play = (actions: ItemsAction[], from: ItemsState = start) =>
  actions.reduce((s, a) => itemsReducer(game, s, a).state, from);
const choose = (value: number): ItemsAction => ({ type: 'choose', value });
const select = (item: number): ItemsAction => ({ type: 'select', item });

describe('options', () => {
  it('offers the product and the two values ± spread, rotated by item position', () => {
    expect(optionsOf(game.items[0], 0, 2)).toEqual([4, 6, 8]);
    expect(optionsOf(game.items[1], 1, 2)).toEqual([20, 22, 18]);
    expect(optionsOf(game.items[2], 2, 2)).toEqual([11, 7, 9]);
    expect(optionsOf(game.items[3], 3, 3)).toEqual([9, 12, 15]);
  });

  it('puts the right answer in every position across the items', () => {
    const positions = game.items.map((item, i) => optionsOf(item, i, 2).indexOf(answerOf(item)));
    expect(positions).toEqual([1, 0, 2, 1]);
  });
});

describe('building', () => {
  it('starts with nothing built and the options on item 1', () => {
    expect(start).toEqual({ built: [false, false, false, false], current: 0, phase: 'playing' });
  });

  it('a correct tap builds the current item, announces it, and moves to the next unbuilt one', () => {
    const step = itemsReducer(game, start, choose(6));
    expect(step.state).toEqual({ built: [true, false, false, false], current: 1, phase: 'playing' });
    expect(step.effects).toEqual([
      { type: 'sound', sound: 'correct' },
      { type: 'announce', text: 'Hut 1 built! 2 × 3 = 6' },
    ]);
  });

  it('a wrong option changes nothing but is said to screen readers ("2 × 3 is not 4")', () => {
    for (const wrong of [4, 8]) {
      const step = itemsReducer(game, start, choose(wrong));
      expect(step.state).toBe(start);
      expect(step.effects).toEqual([{ type: 'announce', text: `2 × 3 is not ${wrong}` }]);
    }
  });

  it('a value that is not one of the options is refused without a word', () => {
    const step = itemsReducer(game, start, choose(20));
    expect(step.state).toBe(start);
    expect(step.effects).toEqual([]);
  });

  it('selecting an unbuilt item moves the options to it', () => {
    const step = itemsReducer(game, start, select(2));
    expect(step.state.current).toBe(2);
    expect(step.effects).toEqual([{ type: 'sound', sound: 'tap' }]);
    expect(play([select(2), choose(9)]).built).toEqual([false, false, true, false]);
  });

  it('locks a built item: selecting it again is refused', () => {
    const one = play([choose(6)]);
    expect(itemsReducer(game, one, select(0)).state).toBe(one);
    expect(itemsReducer(game, one, select(1)).state).toBe(one); // already current
    expect(itemsReducer(game, one, select(9)).state).toBe(one); // no such item
  });

  it('wraps to an earlier unbuilt item after building the last one', () => {
    const s = play([select(3), choose(12)]);
    expect(s.current).toBe(0);
  });

  it('after all 4 the options close, then the card shows and the result is reported', () => {
    const three = play([choose(6), choose(20), choose(9)]);
    const last = itemsReducer(game, three, choose(12));
    expect(last.state).toEqual({ built: [true, true, true, true], current: null, phase: 'finishing' });
    expect(last.effects).toEqual([
      { type: 'sound', sound: 'correct' },
      { type: 'announce', text: 'Hut 4 built! 6 × 2 = 12' },
      { after: CARD_DELAY_MS, action: { type: 'showCard' } },
    ]);
    expect(itemsReducer(game, last.state, choose(12)).state).toBe(last.state);
    const card = itemsReducer(game, last.state, { type: 'showCard' });
    expect(card.state.phase).toBe('done');
    expect(card.effects).toEqual([
      { type: 'sound', sound: 'complete' },
      { type: 'announce', text: 'All huts built!' },
      { type: 'announce', text: 'Well done!' },
      { type: 'report', stars: CASTLE_STARS },
    ]);
    expect(itemsReducer(game, card.state, { type: 'showCard' }).effects).toEqual([]);
    expect(itemsReducer(game, card.state, select(0)).state).toBe(card.state);
  });

  it('ignores showCard unless the last item was just built', () => {
    expect(itemsReducer(game, start, { type: 'showCard' }).state).toBe(start);
  });
});

describe('prompt and right choice', () => {
  it('asks about the current item and stops when all are built', () => {
    expect(promptOf(game, start)).toBe('Hut 1: 2 × 3 = ?');
    expect(promptOf(game, play([select(1)]))).toBe('Hut 2: 4 × 5 = ?');
    const all = play([choose(6), choose(20), choose(9), choose(12)]);
    expect(promptOf(game, all)).toBeNull();
  });

  it('knows the right choice of the current item only', () => {
    expect(isRightChoice(game, start, 6)).toBe(true);
    expect(isRightChoice(game, start, 8)).toBe(false);
    expect(isRightChoice(game, start, 20)).toBe(false);
    const all = play([choose(6), choose(20), choose(9), choose(12)]);
    expect(isRightChoice(game, all, 12)).toBe(false);
  });
});

describe('Reset', () => {
  it('clears everything at any point and cancels a pending card', () => {
    const mid = play([choose(6), select(3)]);
    expect(itemsReducer(game, mid, { type: 'reset' })).toEqual({ state: start, effects: [] });
    const finishing = play([choose(6), choose(20), choose(9), choose(12), { type: 'reset' }]);
    expect(finishing).toEqual(start);
    expect(itemsReducer(game, finishing, { type: 'showCard' }).state).toBe(finishing);
    const done = play([
      choose(6),
      choose(20),
      choose(9),
      choose(12),
      { type: 'showCard' },
      { type: 'reset' },
    ]);
    expect(done).toEqual(start);
  });
});
