import { isLater, type SceneReducer } from '@scenes/engine/effects';

/**
 * For logic tests: applies `actions` at engine time `now` and runs every timed follow-up at once
 * (as the engine's clock would, nested follow-ups included), returning the final state.
 */
export function playThrough<S, A>(reducer: SceneReducer<S, A>, state: S, actions: readonly A[], now = 0): S {
  let s = state;
  const queue = [...actions];
  for (let action = queue.shift(); action !== undefined; action = queue.shift()) {
    const step = reducer(s, action, now);
    s = step.state;
    const follow = step.effects.filter(isLater).map((e) => e.action);
    queue.unshift(...follow);
  }
  return s;
}
