import { describe, expect, it } from 'vitest';
import {
  answerOf,
  castleItem,
  type ItemsAction,
  type ItemsGame,
  type ItemsState,
  initialItemsState,
  isRightChoice,
  itemsRules,
  optionsOf,
  promptOf,
} from './itemsLogic';
import { CARD_DELAY_MS, CASTLE_STARS } from './rules';

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
const { init, reducer } = itemsRules(game);
const start = init(0);
const play = (actions: ItemsAction[], from: ItemsState = start) =>
  actions.reduce((s, a) => reducer(s, a, 0).state, from);
const choose = (value: number): ItemsAction => ({ type: 'choose', value });
const select = (item: number): ItemsAction => ({ type: 'select', item });
const mul = (a: number, b: number) => ({ op: 'mul', a, b });

describe('castleItem', () => {
  it('reads its name each time it shows (a change of language renames it), with its factors', () => {
    let word = 'Tower 1';
    const item = castleItem(() => word, 4, 3);
    expect(item.name).toBe('Tower 1');
    word = 'Torre 1';
    expect(item.name).toBe('Torre 1');
    expect([item.a, item.b, answerOf(item)]).toEqual([4, 3, 12]);
  });
});

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
  it('says the first question as a prompt when the game opens', () => {
    expect(reducer(start, { type: 'open' }, 0)).toEqual({
      state: start,
      effects: [{ say: 'Hut 1: 2 × 3 = ?', prompt: true }],
    });
  });

  it('starts with nothing built, the options on item 1, its question shown at `now`', () => {
    expect(init(1234)).toEqual({
      built: [false, false, false, false],
      current: 0,
      phase: 'playing',
      shownAt: 1234,
    });
    expect(initialItemsState(game)).toEqual(init(0));
  });

  it('a correct tap: a timed fact attempt, builds the item, says it and asks the next one', () => {
    const step = reducer(init(1000), choose(6), 3500);
    expect(step.state).toEqual({
      built: [true, false, false, false],
      current: 1,
      phase: 'playing',
      shownAt: 3500,
    });
    expect(step.effects).toEqual([
      { fact: { fact: mul(2, 3), answer: 6, correct: true, ms: 2500 } },
      { sound: 'correct' },
      { say: 'Hut 1 built! 2 × 3 = 6' },
      { say: 'Hut 2: 4 × 5 = ?', prompt: true },
    ]);
  });

  it('a wrong option changes nothing but is an attempt, a tap, why for screen readers and "Try again"', () => {
    for (const wrong of [4, 8]) {
      const step = reducer(start, choose(wrong), 1800);
      expect(step.state).toBe(start);
      expect(step.effects).toEqual([
        { fact: { fact: mul(2, 3), answer: wrong, correct: false, ms: 1800 } },
        { sound: 'tap' },
        { announce: `2 × 3 is not ${wrong}` },
        { say: 'Try again' },
      ]);
    }
  });

  it('times a retry after a wrong tap from when the question showed (a wrong tap changes nothing)', () => {
    const wrong = reducer(init(500), choose(4), 1500).state;
    expect(reducer(wrong, choose(6), 4000).effects[0]).toEqual({
      fact: { fact: mul(2, 3), answer: 6, correct: true, ms: 3500 },
    });
  });

  it('a value that is not one of the options is refused without a word', () => {
    expect(reducer(start, choose(20), 100)).toEqual({ state: start, effects: [] });
  });

  it('selecting an unbuilt item moves the options to it, asks its question and times from then', () => {
    const step = reducer(start, select(2), 700);
    expect(step.state).toEqual({ ...start, current: 2, shownAt: 700 });
    expect(step.effects).toEqual([{ sound: 'tap' }, { say: 'Hut 3: 3 × 3 = ?', prompt: true }]);
    const built = reducer(step.state, choose(9), 2700);
    expect(built.state.built).toEqual([false, false, true, false]);
    expect(built.effects[0]).toEqual({ fact: { fact: mul(3, 3), answer: 9, correct: true, ms: 2000 } });
  });

  it('locks a built item: selecting it again, the current one or no item is refused', () => {
    const one = play([choose(6)]);
    for (const item of [0, 1, 9]) expect(reducer(one, select(item), 5)).toEqual({ state: one, effects: [] });
  });

  it('wraps to an earlier unbuilt item after building the last one', () => {
    const step = reducer(play([select(3)]), choose(12), 10);
    expect(step.state.current).toBe(0);
    expect(step.effects.at(-1)).toEqual({ say: 'Hut 1: 2 × 3 = ?', prompt: true });
  });

  it('after all 4 the options close, then the card shows and the result is reported', () => {
    const three = play([choose(6), choose(20), choose(9)]);
    const last = reducer({ ...three, shownAt: 100 }, choose(12), 1100);
    expect(last.state).toEqual({
      built: [true, true, true, true],
      current: null,
      phase: 'finishing',
      shownAt: 100,
    });
    expect(last.effects).toEqual([
      { fact: { fact: mul(6, 2), answer: 12, correct: true, ms: 1000 } },
      { sound: 'correct' },
      { say: 'Hut 4 built! 6 × 2 = 12' },
      { after: CARD_DELAY_MS, action: { type: 'showCard' }, wall: true },
    ]);
    expect(reducer(last.state, choose(12), 0)).toEqual({ state: last.state, effects: [] });
    const card = reducer(last.state, { type: 'showCard' }, 0);
    expect(card.state).toEqual({ ...last.state, phase: 'done' });
    expect(card.effects).toEqual([
      { sound: 'complete' },
      { say: 'All huts built!' },
      { say: 'Well done!' },
      { result: { isCorrect: true, stars: CASTLE_STARS } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
    expect(reducer(card.state, { type: 'showCard' }, 0)).toEqual({ state: card.state, effects: [] });
    expect(reducer(card.state, select(0), 0)).toEqual({ state: card.state, effects: [] });
  });

  it('a card delay of its own schedules the card later', () => {
    const rules = itemsRules({ ...game, cardDelay: 2600 });
    const s = [6, 20, 9].reduce((st, v) => rules.reducer(st, choose(v), 0).state, rules.init(0));
    expect(rules.reducer(s, choose(12), 0).effects.at(-1)).toEqual({
      after: 2600,
      action: { type: 'showCard' },
      wall: true,
    });
  });

  it('ignores showCard unless the last item was just built', () => {
    expect(reducer(start, { type: 'showCard' }, 0)).toEqual({ state: start, effects: [] });
  });
});

describe('leaving', () => {
  it("the card's button goes where the view asks (next game, or the games tab), once the card shows", () => {
    const done = play([choose(6), choose(20), choose(9), choose(12), { type: 'showCard' }]);
    expect(reducer(done, { type: 'leave', to: 'next' }, 0)).toEqual({
      state: done,
      effects: [{ navigate: 'next' }],
    });
    expect(reducer(done, { type: 'leave', to: 'games' }, 0).effects).toEqual([{ navigate: 'games' }]);
  });

  it('is refused before the card shows', () => {
    const finishing = play([choose(6), choose(20), choose(9), choose(12)]);
    for (const s of [start, finishing])
      expect(reducer(s, { type: 'leave', to: 'next' }, 0)).toEqual({ state: s, effects: [] });
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
