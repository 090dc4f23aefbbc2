/**
 * The reducer contract of DESIGN §3.1 as the sharing games use it: a pure step returns the next state
 * and the timed follow-ups the engine must dispatch later. Time is data here, never a timer.
 */

import type { Step } from '@scenes/engine/types';

/** The engine's step and timed follow-up (a follow-up action dispatched `after` ms from now). */
export type { Effect as TimedEffect, Step } from '@scenes/engine/types';

/** A step with no follow-ups. */
export function settle<S, A>(state: S): Step<S, A> {
  return { state, effects: [] };
}

/** Integer quotient and remainder of a fair share, for every family (remainders stay general). */
export function share(total: number, groups: number): { each: number; left: number } {
  const each = Math.floor(total / groups);
  return { each, left: total - each * groups };
}
