import { playThrough } from '@scenes/kits/sharing/playThrough';
import { describe, expect, it } from 'vitest';
import { CHECK_DELAY_MS, CHILD_NAMES, ICE_CREAM_LEVELS } from './data';
import { type IceCreamAction, type IceCreamState, iceCreamReducer, initIceCream, isFair } from './logic';
import { iceCreamTexts as T } from './texts';

const [L1, L2, L3, L4] = ICE_CREAM_LEVELS;
const check = { after: 100, action: { type: 'check' } };

const play = (s: IceCreamState, actions: IceCreamAction[], now = 0) =>
  playThrough(iceCreamReducer, s, actions, now);

/** `n` gives, one per child in turn. */
const gives = (n: number, children: number): IceCreamAction[] =>
  Array.from({ length: n }, (_, i) => ({ type: 'give', child: i % children }));

describe('opening', () => {
  it('says the task as a prompt, then the bowl and what Auto Distribute does', () => {
    const s = initIceCream(L1);
    expect(iceCreamReducer(s, { type: 'open' }, 0)).toEqual({
      state: s,
      effects: [
        { say: 'Share 12 scoops of ice cream fairly among 4 friends!', prompt: true },
        { say: '12 scoops left in the bowl' },
        { say: 'Auto Distribute shares them out for you.' },
      ],
    });
  });
});

describe('ice cream data (spec §9)', () => {
  it('has the four levels 12/4, 18/6, 24/8, 35/7 and fixed child names', () => {
    expect(ICE_CREAM_LEVELS.map((l) => [l.scoops, l.children])).toEqual([
      [12, 4],
      [18, 6],
      [24, 8],
      [35, 7],
    ]);
    const s = initIceCream(L3, 500);
    expect(s.children.map((c) => c.name)).toEqual([...CHILD_NAMES]);
    expect(initIceCream(L1).children.map((c) => c.name)).toEqual(['Mia', 'Leo', 'Ava', 'Sam']);
    expect(s).toMatchObject({ pool: 24, carrying: null, shownAt: 500, done: false, unfair: false });
    expect(s.children.every((c) => c.scoops === 0)).toBe(true);
  });
});

describe('moves', () => {
  it('gives a scoop from the pool to a child, says the bowl and checks after 100 ms', () => {
    const step = iceCreamReducer(initIceCream(L1), { type: 'give', child: 1 }, 0);
    expect(step.state.pool).toBe(11);
    expect(step.state.children[1].scoops).toBe(1);
    expect(CHECK_DELAY_MS).toBe(100);
    expect(step.effects).toEqual([{ say: '11 scoops left in the bowl' }, check]);
  });

  it('refuses a give from an empty pool or to nobody: same state, the gentle no', () => {
    const empty = { ...initIceCream(L1), pool: 0 };
    expect(iceCreamReducer(empty, { type: 'give', child: 0 }, 0)).toEqual({
      state: empty,
      effects: [{ sound: 'wrong' }],
    });
    const s = initIceCream(L1);
    expect(iceCreamReducer(s, { type: 'give', child: 9 }, 0)).toEqual({
      state: s,
      effects: [{ sound: 'wrong' }],
    });
  });

  it('a dragged scoop dropped on another friend moves it and checks (the bowl line is unchanged)', () => {
    const s = play(initIceCream(L1), [{ type: 'give', child: 0 }]);
    const step = iceCreamReducer(s, { type: 'drop', from: 0, to: 2 }, 0);
    expect(step.state.children.map((c) => c.scoops)).toEqual([0, 0, 1, 0]);
    expect(step.state.pool).toBe(11);
    expect(step.effects).toEqual([check]);
  });

  it('a drop on nobody or back on its friend changes nothing and says nothing (it springs back)', () => {
    const s = play(initIceCream(L1), [{ type: 'give', child: 0 }]);
    expect(iceCreamReducer(s, { type: 'drop', from: 0, to: -1 }, 0)).toEqual({ state: s, effects: [] });
    expect(iceCreamReducer(s, { type: 'drop', from: 0, to: 0 }, 0)).toEqual({ state: s, effects: [] });
  });

  it('refuses a drop from an empty friend or onto no seat with the gentle no', () => {
    const s = play(initIceCream(L1), [{ type: 'give', child: 0 }]);
    expect(iceCreamReducer(s, { type: 'drop', from: 1, to: 0 }, 0)).toEqual({
      state: s,
      effects: [{ sound: 'wrong' }],
    });
    expect(iceCreamReducer(s, { type: 'drop', from: 0, to: 9 }, 0)).toEqual({
      state: s,
      effects: [{ sound: 'wrong' }],
    });
  });

  it('the bowl handle and the pile say how to share', () => {
    const s = initIceCream(L1);
    expect(iceCreamReducer(s, { type: 'hint' }, 0)).toEqual({
      state: s,
      effects: [{ say: 'Drag a scoop to a friend, or tap a friend to give them one.' }],
    });
  });
});

describe('completion check', () => {
  it('a fair share by hand: the complete ritual, 3 stars, and 12 ÷ 4 = 3 timed from when the level showed', () => {
    let s = initIceCream(L1, 2000);
    for (const a of gives(12, 4)) s = iceCreamReducer(s, a, 5000).state;
    const step = iceCreamReducer(s, { type: 'check' }, 9500);
    expect(step.state).toMatchObject({ done: true, unfair: false, carrying: null });
    expect(isFair(step.state)).toBe(true);
    expect(step.effects).toEqual([
      { sound: 'complete' },
      { say: 'Fair share! 12 ÷ 4 = 3 scoops each!' },
      { result: { isCorrect: true, stars: 3, assisted: false } },
      { fact: { fact: { op: 'div', a: 3, b: 4 }, answer: 3, correct: true, ms: 7500 } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
    expect(iceCreamReducer(step.state, { type: 'check' }, 9600)).toEqual({ state: step.state, effects: [] });
  });

  it('equal shares with scoops still in the bowl: the check changes nothing', () => {
    const s = play(initIceCream(L1), gives(4, 4));
    expect(s).toMatchObject({ done: false, unfair: false });
    expect(iceCreamReducer(s, { type: 'check' }, 0)).toEqual({ state: s, effects: [] });
  });

  it('an empty bowl with unequal shares says the unfair hint; a move fixes it and completes', () => {
    const uneven: IceCreamAction[] = gives(12, 4).map((a, i) => (i === 0 ? { type: 'give', child: 1 } : a));
    let s = initIceCream(L1);
    for (const a of uneven) s = iceCreamReducer(s, a, 0).state;
    const flagged = iceCreamReducer(s, { type: 'check' }, 0);
    expect(flagged.state.children.map((c) => c.scoops)).toEqual([2, 4, 3, 3]);
    expect(flagged.state.unfair).toBe(true);
    expect(flagged.effects).toEqual([{ say: T.unfair }]);
    const moved = iceCreamReducer(flagged.state, { type: 'drop', from: 1, to: 0 }, 0);
    expect(moved.effects).toEqual([{ say: '0 scoops left in the bowl' }, check]);
    expect(play(moved.state, [{ type: 'check' }]).done).toBe(true);
  });

  it('refuses moves and Auto Distribute once done', () => {
    const s = play(initIceCream(L1), [{ type: 'autoDistribute' }]);
    expect(iceCreamReducer(s, { type: 'drop', from: 0, to: 1 }, 0)).toEqual({
      state: s,
      effects: [{ sound: 'wrong' }],
    });
    expect(iceCreamReducer(s, { type: 'autoDistribute' }, 0)).toEqual({
      state: s,
      effects: [{ sound: 'wrong' }],
    });
    expect(iceCreamReducer(s, { type: 'pressScoop', child: 0 }, 0)).toEqual({ state: s, effects: [] });
  });
});

describe('auto distribute', () => {
  it.each(ICE_CREAM_LEVELS)(
    'gives each child the quotient and completes, assisted ($scoops / $children)',
    (level) => {
      const s = initIceCream(level);
      const step = iceCreamReducer(s, { type: 'autoDistribute' }, 3000);
      expect(step.state.children.every((c) => c.scoops === level.scoops / level.children)).toBe(true);
      expect(step.state).toMatchObject({ pool: 0, done: true });
      expect(step.effects).toEqual([
        { say: '0 scoops left in the bowl' },
        { sound: 'complete' },
        { say: T.success(step.state) },
        { result: { isCorrect: true, stars: 1, assisted: true } },
        { say: 'Tap New challenge for new numbers!' },
      ]);
    },
  );

  it('starts from any partial state and keeps a remainder in the bowl when the share is not exact', () => {
    const odd = { level: 5, scoops: 14, children: 4 };
    const s = play(initIceCream(odd), [{ type: 'give', child: 2 }, { type: 'autoDistribute' }]);
    expect(s.children.map((c) => c.scoops)).toEqual([3, 3, 3, 3]);
    expect(s).toMatchObject({ pool: 2, done: true });
    expect(T.success(s)).toBe('Fair share! 14 ÷ 4 = 3 scoops each! 2 left over.');
  });

  it('texts: level 2 and 4 success and pool counts', () => {
    expect(T.success(play(initIceCream(L2), [{ type: 'autoDistribute' }]))).toBe(
      'Fair share! 18 ÷ 6 = 3 scoops each!',
    );
    expect(T.success(play(initIceCream(L4), [{ type: 'autoDistribute' }]))).toBe(
      'Fair share! 35 ÷ 7 = 5 scoops each!',
    );
    expect(T.pool(1)).toBe('1 scoop left in the bowl');
    expect(T.pool(7)).toBe('7 scoops left in the bowl');
  });
});

describe('series buttons', () => {
  it.each(['previous', 'next', 'dashboard'] as const)(
    '%s navigates by intent and changes nothing',
    (intent) => {
      const s = initIceCream(L2);
      expect(iceCreamReducer(s, { type: 'go', intent }, 0)).toEqual({
        state: s,
        effects: [{ navigate: intent }],
      });
    },
  );
});
