import { describe, expect, it } from 'vitest';
import { CHECK_DELAY_MS, CHILD_NAMES, ICE_CREAM_LEVELS } from './data';
import { type IceCreamAction, type IceCreamState, iceCreamReducer, initIceCream, isFair } from './logic';
import { iceCreamTexts } from './texts';

const [L1, L2, L3, L4] = ICE_CREAM_LEVELS;

/** Applies actions, running every timed effect at once (as the engine's clock would). */
function play(state: IceCreamState, actions: IceCreamAction[]): IceCreamState {
  let s = state;
  for (const a of actions) {
    const step = iceCreamReducer(s, a);
    s = step.state;
    for (const e of step.effects) s = iceCreamReducer(s, e.action).state;
  }
  return s;
}

describe('ice cream data (spec §9)', () => {
  it('has the four levels 12/4, 18/6, 24/8, 35/7 and fixed child names', () => {
    expect(ICE_CREAM_LEVELS.map((l) => [l.scoops, l.children])).toEqual([
      [12, 4],
      [18, 6],
      [24, 8],
      [35, 7],
    ]);
    const s = initIceCream(L3);
    expect(s.children.map((c) => c.name)).toEqual([...CHILD_NAMES]);
    expect(initIceCream(L1).children.map((c) => c.name)).toEqual(['Mia', 'Leo', 'Ava', 'Sam']);
    expect(s.pool).toBe(24);
    expect(s.children.every((c) => c.scoops === 0)).toBe(true);
  });
});

describe('moves', () => {
  it('gives a scoop from the pool to a child and schedules the check after 100 ms', () => {
    const step = iceCreamReducer(initIceCream(L1), { type: 'give', child: 1 });
    expect(step.state.pool).toBe(11);
    expect(step.state.children[1].scoops).toBe(1);
    expect(step.effects).toEqual([{ after: CHECK_DELAY_MS, action: { type: 'check' } }]);
    expect(CHECK_DELAY_MS).toBe(100);
  });

  it('refuses a give from an empty pool', () => {
    const empty = { ...initIceCream(L1), pool: 0 };
    const step = iceCreamReducer(empty, { type: 'give', child: 0 });
    expect(step.state).toBe(empty);
    expect(step.effects).toEqual([]);
  });

  it('moves a scoop from one child to another and schedules the check', () => {
    const s = play(initIceCream(L1), [{ type: 'give', child: 0 }]);
    const step = iceCreamReducer(s, { type: 'move', from: 0, to: 2 });
    expect(step.state.children.map((c) => c.scoops)).toEqual([0, 0, 1, 0]);
    expect(step.state.pool).toBe(11);
    expect(step.effects).toEqual([{ after: 100, action: { type: 'check' } }]);
  });

  it('refuses a move from an empty child or to the same child', () => {
    const s = play(initIceCream(L1), [{ type: 'give', child: 0 }]);
    expect(iceCreamReducer(s, { type: 'move', from: 1, to: 0 }).state).toBe(s);
    expect(iceCreamReducer(s, { type: 'move', from: 0, to: 0 }).state).toBe(s);
    expect(iceCreamReducer(s, { type: 'move', from: 0, to: 9 }).state).toBe(s);
    expect(iceCreamReducer(s, { type: 'give', child: 9 }).state).toBe(s);
  });
});

describe('completion check', () => {
  it('completes only when the pool is empty and all counts are equal', () => {
    const gives: IceCreamAction[] = Array.from({ length: 12 }, (_, i) => ({ type: 'give', child: i % 4 }));
    const s = play(initIceCream(L1), gives);
    expect(s.done).toBe(true);
    expect(isFair(s)).toBe(true);
    expect(iceCreamTexts.success(s)).toBe('Fair share! 12 ÷ 4 = 3 scoops each!');
  });

  it('does not complete when equal but the pool still has scoops', () => {
    const s = play(
      initIceCream(L1),
      [0, 1, 2, 3].map((child) => ({ type: 'give', child }) as const),
    );
    expect(s.done).toBe(false);
    expect(s.unfair).toBe(false);
  });

  it('flags an unfair share when the pool is empty, and completes once fixed by a child-to-child move', () => {
    const gives: IceCreamAction[] = Array.from({ length: 12 }, (_, i) => ({
      type: 'give',
      child: i === 0 ? 1 : i % 4,
    }));
    let s = play(initIceCream(L1), gives);
    expect(s.children.map((c) => c.scoops)).toEqual([2, 4, 3, 3]);
    expect(s.done).toBe(false);
    expect(s.unfair).toBe(true);
    s = play(s, [{ type: 'move', from: 1, to: 0 }]);
    expect(s.done).toBe(true);
    expect(s.unfair).toBe(false);
  });

  it('the check does nothing before its delay has been run', () => {
    const gives: IceCreamAction[] = Array.from({ length: 12 }, (_, i) => ({ type: 'give', child: i % 4 }));
    let s = initIceCream(L1);
    for (const a of gives) s = iceCreamReducer(s, a).state;
    expect(s.done).toBe(false);
    expect(iceCreamReducer(s, { type: 'check' }).state.done).toBe(true);
  });

  it('refuses moves once done', () => {
    const s = play(initIceCream(L1), [{ type: 'autoDistribute' }]);
    expect(iceCreamReducer(s, { type: 'move', from: 0, to: 1 }).state).toBe(s);
    expect(iceCreamReducer(s, { type: 'autoDistribute' }).state).toBe(s);
  });
});

describe('auto distribute and reset', () => {
  it.each(ICE_CREAM_LEVELS)(
    'gives each child the integer quotient and completes ($scoops / $children)',
    (level) => {
      const s = iceCreamReducer(initIceCream(level), { type: 'autoDistribute' }).state;
      expect(s.children.every((c) => c.scoops === level.scoops / level.children)).toBe(true);
      expect(s.pool).toBe(0);
      expect(s.done).toBe(true);
      expect(s.assisted).toBe(true);
    },
  );

  it('is not assisted when the child shares the scoops out', () => {
    const moves = Array.from({ length: 12 }, (_, i) => ({ type: 'give', child: i % 4 }) as const);
    const s = play(initIceCream(L1), [...moves, { type: 'check' }]);
    expect(s.done).toBe(true);
    expect(s.assisted).toBe(false);
  });

  it('starts from any partial state and keeps a remainder in the bowl when the share is not exact', () => {
    const odd = { level: 5, scoops: 14, children: 4 };
    let s = play(initIceCream(odd), [{ type: 'give', child: 2 }]);
    s = iceCreamReducer(s, { type: 'autoDistribute' }).state;
    expect(s.children.map((c) => c.scoops)).toEqual([3, 3, 3, 3]);
    expect(s.pool).toBe(2);
    expect(s.done).toBe(true);
    expect(iceCreamTexts.success(s)).toBe('Fair share! 14 ÷ 4 = 3 scoops each! 2 left over.');
  });

  it('reset clears everything back to the start', () => {
    const s = play(initIceCream(L4), [{ type: 'autoDistribute' }]);
    expect(iceCreamReducer(s, { type: 'reset' }).state).toEqual(initIceCream(L4));
  });

  it('texts: level 2 success and pool counts', () => {
    const s = iceCreamReducer(initIceCream(L2), { type: 'autoDistribute' }).state;
    expect(iceCreamTexts.success(s)).toBe('Fair share! 18 ÷ 6 = 3 scoops each!');
    expect(iceCreamTexts.pool(1)).toBe('1 scoop left in the bowl');
    expect(iceCreamTexts.pool(7)).toBe('7 scoops left in the bowl');
  });
});
