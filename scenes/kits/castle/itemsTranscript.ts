import type { SceneEffect, SceneReducer } from '@scenes/engine/effects';
import type { ItemsAction, ItemsState } from './itemsLogic';

/**
 * Test support for the castle item games: taps the option `values` in turn, one every `gap` ms from a
 * game opened at 0, then lets the card show, and returns the effects of each step (the taps, then the
 * card), so a game's test compares its whole transcript with one literal list.
 */
export function itemsTranscript(
  rules: { init: (now: number) => ItemsState; reducer: SceneReducer<ItemsState, ItemsAction> },
  values: readonly number[],
  gap = 1000,
): SceneEffect<ItemsAction>[][] {
  let state = rules.init(0);
  const steps: SceneEffect<ItemsAction>[][] = [];
  const run = (action: ItemsAction, now: number) => {
    const step = rules.reducer(state, action, now);
    state = step.state;
    steps.push(step.effects);
  };
  values.forEach((value, i) => {
    run({ type: 'choose', value }, (i + 1) * gap);
  });
  run({ type: 'showCard' }, (values.length + 1) * gap);
  return steps;
}
