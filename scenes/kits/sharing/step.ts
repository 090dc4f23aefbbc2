/**
 * The legacy reducer step of the sharing kit, kept only for inverse-vault (not yet on the engine's
 * effect path). The sharing series use `Step` from '@scenes/engine/effects'; delete this file once
 * inverse-vault moves.
 */

import type { Step } from '@scenes/engine/types';

/** The engine's legacy step and timed follow-up (a follow-up action dispatched `after` ms from now). */
export type { Effect as TimedEffect, Step } from '@scenes/engine/types';

/** A step with no follow-ups. */
export function settle<S, A>(state: S): Step<S, A> {
  return { state, effects: [] };
}
