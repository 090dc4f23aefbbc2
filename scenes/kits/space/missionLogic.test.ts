import { describe, expect, it } from 'vitest';
import { allDone, initMissions, MISSION_STARS, makeMissionReducer, runningTotal } from './missionLogic';

const items = [
  { id: 1, total: 12 },
  { id: 2, total: 15 },
];
const texts = {
  start: 'Tap an item!',
  done: 'Mission Complete',
  equation: (i: { id: number; total: number }) => `item ${i.id} = ${i.total}`,
  running: (total: number) => `Total: ${total}`,
};
const reduce = makeMissionReducer(items, texts);
const complete = (item: number) => ({ type: 'complete', item }) as const;

describe('mission logic (shared by the space series)', () => {
  it('says the instruction as a prompt when the game opens', () => {
    const s = initMissions();
    expect(reduce(s, { type: 'open' }, 0)).toEqual({
      state: s,
      effects: [{ say: 'Tap an item!', prompt: true }],
    });
  });

  it('a tapped item is done: the correct sound, its equation and the running count said, no fact', () => {
    const { state, effects } = reduce(initMissions(), complete(2), 500);
    expect(state.done).toEqual([2]);
    expect(runningTotal(state, items)).toBe(15);
    expect(effects).toEqual([{ sound: 'correct' }, { say: 'item 2 = 15' }, { say: 'Total: 15' }]);
  });

  it('refuses a done item and an unknown one, with no effect', () => {
    const once = reduce(initMissions(), complete(1), 0).state;
    expect(reduce(once, complete(1), 0)).toEqual({ state: once, effects: [] });
    expect(reduce(once, complete(1), 0).state).toBe(once);
    expect(reduce(once, complete(7), 0)).toEqual({ state: once, effects: [] });
  });

  it('the last item says the completion and reports the game done with 3 stars', () => {
    const once = reduce(initMissions(), complete(1), 0).state;
    const { state, effects } = reduce(once, complete(2), 0);
    expect(allDone(state, items)).toBe(true);
    expect(runningTotal(state, items)).toBe(27);
    expect(MISSION_STARS).toBe(3);
    expect(effects).toEqual([
      { sound: 'correct' },
      { say: 'item 2 = 15' },
      { say: 'Total: 27' },
      { sound: 'complete' },
      { say: 'Mission Complete' },
      { say: 'Total: 27' },
      { result: { isCorrect: true, stars: 3 } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
  });

  it('Next Game asks for the next game only once every item is done', () => {
    const start = initMissions();
    expect(reduce(start, { type: 'next' }, 0)).toEqual({ state: start, effects: [] });
    let s = start;
    for (const i of items) s = reduce(s, complete(i.id), 0).state;
    expect(reduce(s, { type: 'next' }, 0)).toEqual({ state: s, effects: [{ navigate: 'next' }] });
  });
});
