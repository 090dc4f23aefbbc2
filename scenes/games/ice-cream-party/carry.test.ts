import { playThrough } from '@scenes/kits/sharing/playThrough';
import { describe, expect, it } from 'vitest';
import { ICE_CREAM_LEVELS } from './data';
import { type IceCreamAction, type IceCreamState, iceCreamReducer, initIceCream } from './logic';
import { iceCreamTexts as T } from './texts';

const play = (s: IceCreamState, actions: IceCreamAction[], now = 0) =>
  playThrough(iceCreamReducer, s, actions, now);

/** Level 1 with Mia 0, Leo 2, Ava 1 scoops, 9 in the bowl. */
function party(): IceCreamState {
  return play(initIceCream(ICE_CREAM_LEVELS[0]), [
    { type: 'give', child: 1 },
    { type: 'give', child: 1 },
    { type: 'give', child: 2 },
  ]);
}

describe('carrying a scoop between friends (keyboard, screen reader, no drag)', () => {
  it('a friend pressed with nothing held gets a scoop from the bowl', () => {
    const step = iceCreamReducer(party(), { type: 'pressChild', child: 3 }, 0);
    expect(step.state.children[3].scoops).toBe(1);
    expect(step.effects).toEqual([
      { say: '8 scoops left in the bowl' },
      { after: 100, action: { type: 'check' } },
    ]);
  });

  it('picking up a scoop says so; pressing another friend moves it and checks', () => {
    const picked = iceCreamReducer(party(), { type: 'pressScoop', child: 1 }, 0);
    expect(picked.state.carrying).toBe(1);
    expect(picked.effects).toEqual([{ say: T.pickedUp('Leo') }]);
    const moved = iceCreamReducer(picked.state, { type: 'pressChild', child: 0 }, 0);
    expect(moved.state.carrying).toBeNull();
    expect(moved.state.children.map((c) => c.scoops)).toEqual([1, 1, 1, 0]);
    expect(moved.effects).toEqual([{ after: 100, action: { type: 'check' } }]);
  });

  it('two quick presses on the same scoop pick it up and put it back (the reducer sees the first)', () => {
    const picked = iceCreamReducer(party(), { type: 'pressScoop', child: 1 }, 0).state;
    const back = iceCreamReducer(picked, { type: 'pressScoop', child: 1 }, 0);
    expect(back.state.carrying).toBeNull();
    expect(back.effects).toEqual([{ say: 'Scoop put back.' }]);
  });

  it('pressing the friend whose scoop is held puts it back', () => {
    const picked = iceCreamReducer(party(), { type: 'pressScoop', child: 1 }, 0).state;
    const back = iceCreamReducer(picked, { type: 'pressChild', child: 1 }, 0);
    expect(back.state).toEqual({ ...picked, carrying: null });
    expect(back.effects).toEqual([{ say: T.putBack }]);
  });

  it('picking up from another friend switches what is held; an empty friend has no scoop to pick', () => {
    const picked = iceCreamReducer(party(), { type: 'pressScoop', child: 1 }, 0).state;
    const switched = iceCreamReducer(picked, { type: 'pressScoop', child: 2 }, 0);
    expect(switched.state.carrying).toBe(2);
    expect(switched.effects).toEqual([{ say: T.pickedUp('Ava') }]);
    const s = party();
    expect(iceCreamReducer(s, { type: 'pressScoop', child: 0 }, 0)).toEqual({ state: s, effects: [] });
  });

  it('a drag drops what was held', () => {
    const picked = iceCreamReducer(party(), { type: 'pressScoop', child: 1 }, 0).state;
    expect(iceCreamReducer(picked, { type: 'drop', from: 2, to: -1 }, 0)).toEqual({
      state: { ...picked, carrying: null },
      effects: [],
    });
  });

  it('a carried move fixes an unfair share with an empty bowl, and the share by hand is a fact attempt', () => {
    let state = initIceCream({ level: 1, scoops: 4, children: 2 }, 1000);
    state = play(
      state,
      [0, 0, 0, 1].map((child) => ({ type: 'give', child }) as const),
      2000,
    );
    expect(state.unfair).toBe(true);
    state = play(state, [{ type: 'pressScoop', child: 0 }]);
    const moved = iceCreamReducer(state, { type: 'pressChild', child: 1 }, 3000);
    expect(moved.effects).toEqual([
      { say: '0 scoops left in the bowl' },
      { after: 100, action: { type: 'check' } },
    ]);
    const done = iceCreamReducer(moved.state, { type: 'check' }, 3100);
    expect(done.state.done).toBe(true);
    expect(done.effects.at(-2)).toEqual({
      fact: { fact: { op: 'div', a: 2, b: 2 }, answer: 2, correct: true, ms: 2100 },
    });
  });
});
