import { describe, expect, it } from 'vitest';
import { allDone, initMissions, makeMissionReducer, runningTotal } from './missionLogic';

const items = [
  { id: 1, total: 12 },
  { id: 2, total: 15 },
];
const reduce = makeMissionReducer(items);

describe('mission logic (shared by the space series)', () => {
  it('marks a tapped item done and adds its total', () => {
    const { state, effects } = reduce(initMissions(), { type: 'complete', item: 2 });
    expect(state.done).toEqual([2]);
    expect(runningTotal(state, items)).toBe(15);
    expect(effects).toEqual([]);
  });

  it('refuses a done item and an unknown one', () => {
    const once = reduce(initMissions(), { type: 'complete', item: 1 }).state;
    expect(reduce(once, { type: 'complete', item: 1 }).state).toBe(once);
    expect(reduce(once, { type: 'complete', item: 7 }).state).toBe(once);
  });

  it('is all done when every item is done', () => {
    let s = initMissions();
    expect(allDone(s, items)).toBe(false);
    s = reduce(s, { type: 'complete', item: 1 }).state;
    s = reduce(s, { type: 'complete', item: 2 }).state;
    expect(allDone(s, items)).toBe(true);
    expect(runningTotal(s, items)).toBe(27);
  });
});
