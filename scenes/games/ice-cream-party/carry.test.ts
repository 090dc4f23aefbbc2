import { describe, expect, it } from 'vitest';
import { pressChild, pressScoop } from './carry';
import { iceCreamReducer, initIceCream } from './logic';
import { iceCreamTexts as T } from './texts';

describe('carrying a scoop between friends', () => {
  it('a friend pressed with nothing held gets a scoop from the bowl', () => {
    expect(pressChild(null, 2)).toEqual({ carrying: null, action: { type: 'give', child: 2 } });
  });

  it('picking up a scoop, then pressing another friend moves it', () => {
    const picked = pressScoop(null, 1, 'Leo');
    expect(picked).toEqual({ carrying: 1, say: T.pickedUp('Leo') });
    expect(pressChild(picked.carrying, 0)).toEqual({
      carrying: null,
      action: { type: 'move', from: 1, to: 0 },
    });
  });

  it('pressing the same scoop or the same friend again puts it back', () => {
    expect(pressScoop(1, 1, 'Leo')).toEqual({ carrying: null, say: T.putBack });
    expect(pressChild(1, 1)).toEqual({ carrying: null, say: T.putBack });
  });

  it('picking up from another friend switches what is held', () => {
    expect(pressScoop(1, 3, 'Zoe').carrying).toBe(3);
  });

  it('a carried move fixes an unfair share with an empty bowl (the keyboard dead end it removes)', () => {
    let state = initIceCream({ level: 1, scoops: 4, children: 2 });
    for (const child of [0, 0, 0, 1]) state = iceCreamReducer(state, { type: 'give', child }).state;
    state = iceCreamReducer(state, { type: 'check' }).state;
    expect(state.unfair).toBe(true);
    const held = pressScoop(null, 0, 'Mia');
    const { action } = pressChild(held.carrying, 1);
    state = iceCreamReducer(state, action!).state;
    state = iceCreamReducer(state, { type: 'check' }).state;
    expect(state.done).toBe(true);
  });
});
