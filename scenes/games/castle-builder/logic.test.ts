import { CASTLE_STARS, FOUNDATION_CARD_DELAY_MS } from '@scenes/kits/castle/effects';
import { describe, expect, it } from 'vitest';
import {
  BLOCK_VALUES,
  type BuilderAction,
  type BuilderState,
  canBuild,
  initialState,
  reducer,
  TARGET,
} from './logic';

/** Runs actions in order and returns the final state. */
function play(actions: BuilderAction[], from: BuilderState = initialState): BuilderState {
  return actions.reduce((s, a) => reducer(s, a).state, from);
}
const tap = (block: number): BuilderAction => ({ type: 'tapBlock', block });

describe('castle-builder data', () => {
  it('has six blocks valued 2 to 7 and the target 18', () => {
    expect(BLOCK_VALUES).toEqual([2, 3, 4, 5, 6, 7]);
    expect(TARGET).toBe(18);
  });
});

describe('selecting blocks', () => {
  it('selects an unplaced block with a tap sound', () => {
    const step = reducer(initialState, tap(0));
    expect(step.state.selected).toEqual([0]);
    expect(step.effects).toEqual([{ type: 'sound', sound: 'tap' }]);
  });

  it('deselects a selected block when tapped again', () => {
    expect(play([tap(0), tap(3), tap(0)]).selected).toEqual([3]);
  });

  it('refuses a third block', () => {
    const two = play([tap(0), tap(1)]);
    const step = reducer(two, tap(2));
    expect(step.state).toBe(two);
    expect(step.effects).toEqual([]);
  });

  it('ignores blocks that do not exist', () => {
    expect(reducer(initialState, tap(6)).state).toBe(initialState);
    expect(reducer(initialState, tap(-1)).state).toBe(initialState);
  });
});

describe('Build Foundation', () => {
  it('is enabled only with exactly 2 selected', () => {
    expect(canBuild(initialState)).toBe(false);
    expect(canBuild(play([tap(0)]))).toBe(false);
    expect(canBuild(play([tap(0), tap(1)]))).toBe(true);
    expect(canBuild(play([tap(0), tap(1), tap(1)]))).toBe(false);
  });

  it('does nothing with fewer than 2 blocks', () => {
    const one = play([tap(4)]);
    const step = reducer(one, { type: 'build' });
    expect(step.state).toBe(one);
    expect(step.effects).toEqual([]);
  });

  it('shows a wrong product as a total only, and play continues', () => {
    const two = play([tap(0), tap(2)]); // 2 × 4
    const step = reducer(two, { type: 'build' });
    expect(step.state.total).toBe(8);
    expect(step.state.selected).toEqual([0, 2]);
    expect(step.state.placed).toEqual([]);
    expect(step.state.built).toBe(false);
    expect(step.state.phase).toBe('playing');
    expect(step.effects).toEqual([
      { type: 'announce', text: 'Total: 8' },
      { type: 'announce', text: '2 × 4 is not 18' },
    ]);
    // play continues: change the selection (the stale total clears) and build again
    const changed = play([tap(2)], step.state);
    expect(changed.total).toBeNull();
    expect(changed.selected).toEqual([0]);
    expect(play([tap(1), { type: 'build' }], changed).total).toBe(6);
  });

  it('places both blocks and builds the foundation for 18, in either order', () => {
    for (const order of [
      [1, 4],
      [4, 1],
    ]) {
      const step = reducer(play(order.map(tap)), { type: 'build' });
      expect(step.state).toMatchObject({ total: 18, built: true, selected: [], phase: 'finishing' });
      expect([...step.state.placed].sort()).toEqual([1, 4]);
      expect(step.effects).toEqual([
        { type: 'announce', text: 'Total: 18' },
        { type: 'sound', sound: 'correct' },
        { after: FOUNDATION_CARD_DELAY_MS, action: { type: 'showCard' } },
      ]);
    }
  });

  it('shows the completion card after the build animation and reports the result once', () => {
    const finishing = play([tap(4), tap(1), { type: 'build' }]);
    const step = reducer(finishing, { type: 'showCard' });
    expect(step.state.phase).toBe('done');
    expect(step.effects).toEqual([
      { type: 'sound', sound: 'complete' },
      { type: 'announce', text: 'Foundation built!' },
      { type: 'announce', text: '3 × 6 = 18. Next up: the towers!' },
      { type: 'report', stars: CASTLE_STARS },
    ]);
    expect(reducer(step.state, { type: 'showCard' }).effects).toEqual([]);
  });

  it('ignores a stray showCard while playing', () => {
    expect(reducer(initialState, { type: 'showCard' }).state).toBe(initialState);
  });

  it('refuses taps and builds once the foundation is built', () => {
    const finishing = play([tap(1), tap(4), { type: 'build' }]);
    for (const s of [finishing, play([{ type: 'showCard' }], finishing)]) {
      expect(reducer(s, tap(0)).state).toBe(s);
      expect(reducer(s, tap(1)).state).toBe(s);
      expect(reducer(s, { type: 'build' }).state).toBe(s);
    }
  });
});

describe('Reset', () => {
  it('clears everything, mid-game and after the end', () => {
    expect(reducer(play([tap(0), tap(2), { type: 'build' }]), { type: 'reset' }).state).toEqual(initialState);
    const done = play([tap(1), tap(4), { type: 'build' }, { type: 'showCard' }]);
    expect(reducer(done, { type: 'reset' })).toEqual({ state: initialState, effects: [] });
  });

  it('makes a pending showCard harmless', () => {
    const reset = play([tap(1), tap(4), { type: 'build' }, { type: 'reset' }]);
    expect(reducer(reset, { type: 'showCard' }).state).toBe(reset);
  });
});
