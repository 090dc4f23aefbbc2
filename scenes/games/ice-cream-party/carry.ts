import type { IceCreamAction } from './logic';
import { iceCreamTexts as T } from './texts';

/**
 * Moving a scoop between friends without dragging (keyboard, screen reader, or a child who finds
 * dragging hard): press a friend's top scoop to pick it up, then press the friend who gets it.
 * Pure: the scene keeps `carrying` (the index of the friend whose scoop is held) as view state.
 */
export interface CarryOutcome {
  carrying: number | null;
  action?: IceCreamAction;
  say?: string;
}

/** Pressing friend `index`'s top scoop: picks it up, or puts it back if it is the one held. */
export function pressScoop(carrying: number | null, index: number, name: string): CarryOutcome {
  if (carrying === index) return { carrying: null, say: T.putBack };
  return { carrying: index, say: T.pickedUp(name) };
}

/** Pressing friend `index`: gives them the held scoop, or else one from the bowl. */
export function pressChild(carrying: number | null, index: number): CarryOutcome {
  if (carrying === null) return { carrying: null, action: { type: 'give', child: index } };
  if (carrying === index) return { carrying: null, say: T.putBack };
  return { carrying: null, action: { type: 'move', from: carrying, to: index } };
}
