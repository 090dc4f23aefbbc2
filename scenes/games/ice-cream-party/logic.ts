import { type Step, settle, share } from '@scenes/kits/sharing/step';
import { CHECK_DELAY_MS, CHILD_NAMES, type IceCreamLevel } from './data';

/** One child at the party (spec §3: id, scoops, name). */
export interface Child {
  id: number;
  name: string;
  scoops: number;
}

/** The whole game state of one level. */
export interface IceCreamState {
  level: IceCreamLevel;
  /** Scoops still in the serving bowl. */
  pool: number;
  children: Child[];
  done: boolean;
  /** Set when the bowl is empty but the shares are not equal, so the scene can hint. */
  unfair: boolean;
  /** Set when Auto Distribute shared the scoops out instead of the child (reported as assisted). */
  assisted: boolean;
}

/** What the child (or the engine's timer) can do. */
export type IceCreamAction =
  | { type: 'give'; child: number }
  | { type: 'move'; from: number; to: number }
  | { type: 'check' }
  | { type: 'autoDistribute' }
  | { type: 'reset' };

/** A fresh level: every scoop in the bowl, every child empty. */
export function initIceCream(level: IceCreamLevel): IceCreamState {
  const children = Array.from({ length: level.children }, (_, i) => ({
    id: i + 1,
    name: CHILD_NAMES[i % CHILD_NAMES.length],
    scoops: 0,
  }));
  return { level, pool: level.scoops, children, done: false, unfair: false, assisted: false };
}

/** True when the bowl is empty and everyone holds the same number of scoops. */
export function isFair(state: IceCreamState): boolean {
  return state.pool === 0 && state.children.every((c) => c.scoops === state.children[0].scoops);
}

const check = { after: CHECK_DELAY_MS, action: { type: 'check' } } as const;

/** The pure reducer of Ice Cream Party (spec §4 "Ice cream", §5). */
export function iceCreamReducer(
  state: IceCreamState,
  action: IceCreamAction,
): Step<IceCreamState, IceCreamAction> {
  switch (action.type) {
    case 'give': {
      const target = state.children[action.child];
      if (state.done || state.pool === 0 || !target) return settle(state);
      const children = state.children.map((c, i) =>
        i === action.child ? { ...c, scoops: c.scoops + 1 } : c,
      );
      return { state: { ...state, pool: state.pool - 1, children, unfair: false }, effects: [check] };
    }
    case 'move': {
      const source = state.children[action.from];
      const target = state.children[action.to];
      if (state.done || !source || !target || action.from === action.to || source.scoops === 0) {
        return settle(state);
      }
      const children = state.children.map((c, i) => {
        if (i === action.from) return { ...c, scoops: c.scoops - 1 };
        if (i === action.to) return { ...c, scoops: c.scoops + 1 };
        return c;
      });
      return { state: { ...state, children, unfair: false }, effects: [check] };
    }
    case 'check': {
      if (state.done) return settle(state);
      if (isFair(state)) return settle({ ...state, done: true, unfair: false });
      return settle({ ...state, unfair: state.pool === 0 });
    }
    case 'autoDistribute': {
      if (state.done) return settle(state);
      const { each, left } = share(state.level.scoops, state.level.children);
      const children = state.children.map((c) => ({ ...c, scoops: each }));
      return settle({ ...state, children, pool: left, done: true, unfair: false, assisted: true });
    }
    case 'reset':
      return settle(initIceCream(state.level));
  }
}
