import { neighbourRoute } from '@scenes/manifests';
import { describe, expect, it } from 'vitest';
import {
  BLOCK_VALUES,
  type BuilderAction,
  type BuilderState,
  canBuild,
  initBuilder,
  placedValues,
  reducer,
  TARGET,
} from './logic';

const start = initBuilder(0);
/** Runs actions in order (all at time 0) and returns the final state. */
function play(actions: BuilderAction[], from: BuilderState = start): BuilderState {
  return actions.reduce((s, a) => reducer(s, a, 0).state, from);
}
const tap = (block: number): BuilderAction => ({ type: 'tapBlock', block });
const build: BuilderAction = { type: 'build' };
const foundation = { op: 'mul', a: 3, b: 6 };

describe('castle-builder data', () => {
  it('has six blocks valued 2 to 7 and the target 18; opens with the goal shown at `now`', () => {
    expect(BLOCK_VALUES).toEqual([2, 3, 4, 5, 6, 7]);
    expect(TARGET).toBe(18);
    expect(initBuilder(420)).toEqual({
      selected: [],
      placed: [],
      total: null,
      built: false,
      phase: 'playing',
      shownAt: 420,
    });
  });
});

describe('selecting blocks', () => {
  it('selects an unplaced block with a tap sound', () => {
    const step = reducer(start, tap(0), 0);
    expect(step.state.selected).toEqual([0]);
    expect(step.effects).toEqual([{ sound: 'tap' }]);
  });

  it('deselects a selected block when tapped again, with a tap sound', () => {
    const step = reducer(play([tap(0), tap(3)]), tap(0), 0);
    expect(step.state.selected).toEqual([3]);
    expect(step.effects).toEqual([{ sound: 'tap' }]);
  });

  it('refuses a third block', () => {
    const two = play([tap(0), tap(1)]);
    expect(reducer(two, tap(2), 0)).toEqual({ state: two, effects: [] });
  });

  it('ignores blocks that do not exist', () => {
    for (const block of [6, -1]) expect(reducer(start, tap(block), 0)).toEqual({ state: start, effects: [] });
  });
});

describe('Build Foundation', () => {
  it('is enabled only with exactly 2 selected', () => {
    expect(canBuild(start)).toBe(false);
    expect(canBuild(play([tap(0)]))).toBe(false);
    expect(canBuild(play([tap(0), tap(1)]))).toBe(true);
    expect(canBuild(play([tap(0), tap(1), tap(1)]))).toBe(false);
  });

  it('does nothing with fewer than 2 blocks', () => {
    const one = play([tap(4)]);
    expect(reducer(one, build, 0)).toEqual({ state: one, effects: [] });
  });

  it('a wrong product: an attempt at 3 × 6 timed from the goal, the total only, and play continues', () => {
    const two = play([tap(0), tap(2)], initBuilder(1000)); // 2 × 4
    const step = reducer(two, build, 4200);
    expect(step.state).toEqual({ ...two, total: 8 });
    expect(step.effects).toEqual([
      { fact: { fact: foundation, answer: 8, correct: false, ms: 3200 } },
      { say: 'Total: 8' },
      { announce: '2 × 4 is not 18' },
      { say: 'Try again' },
    ]);
    // play continues: change the selection (the stale total clears) and build again
    const changed = play([tap(2)], step.state);
    expect(changed.total).toBeNull();
    expect(changed.selected).toEqual([0]);
    const again = reducer(play([tap(1)], changed), build, 6000);
    expect(again.state.total).toBe(6);
    expect(again.effects[0]).toEqual({ fact: { fact: foundation, answer: 6, correct: false, ms: 5000 } });
  });

  it('after a wrong build, a tap on any other block changes the pick (no dead end)', () => {
    const wrong = reducer(play([tap(0), tap(2)], initBuilder(0)), build, 1000).state; // 2 × 4, red
    const step = reducer(wrong, tap(4), 2000);
    expect(step.state).toEqual({ ...wrong, selected: [4], total: null });
    expect(step.effects).toEqual([{ sound: 'tap' }]);
    const fixed = reducer(play([tap(1)], step.state), build, 3000); // 6 × 3
    expect(fixed.state.built).toBe(true);
  });

  it('says the goal as a prompt when the game opens', () => {
    const s = initBuilder(0);
    expect(reducer(s, { type: 'open' }, 0)).toEqual({
      state: s,
      effects: [{ say: 'Pick 2 blocks that multiply to 18!', prompt: true }],
    });
  });

  it('places both blocks and builds the foundation for 18, in either order', () => {
    for (const order of [
      [1, 4],
      [4, 1],
    ]) {
      const step = reducer(play(order.map(tap), initBuilder(500)), build, 2500);
      expect(step.state).toEqual({
        selected: [],
        placed: order,
        total: 18,
        built: true,
        phase: 'finishing',
        shownAt: 500,
      });
      expect(placedValues(step.state)).toEqual([3, 6]);
      expect(step.effects).toEqual([
        { fact: { fact: foundation, answer: 18, correct: true, ms: 2000 } },
        { say: 'Total: 18' },
        { sound: 'correct' },
        { after: 2200, action: { type: 'showCard' } },
      ]);
    }
  });

  it('shows the completion card after the build animation and reports the result once', () => {
    const finishing = play([tap(4), tap(1), build]);
    const step = reducer(finishing, { type: 'showCard' }, 0);
    expect(step.state).toEqual({ ...finishing, phase: 'done' });
    expect(step.effects).toEqual([
      { sound: 'complete' },
      { say: 'Foundation built!' },
      { say: '3 × 6 = 18. Next up: the towers!' },
      { result: { isCorrect: true, stars: 5 } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
    expect(reducer(step.state, { type: 'showCard' }, 0)).toEqual({ state: step.state, effects: [] });
  });

  it('ignores a stray showCard while playing', () => {
    expect(reducer(start, { type: 'showCard' }, 0)).toEqual({ state: start, effects: [] });
  });

  it('refuses taps and builds once the foundation is built', () => {
    const finishing = play([tap(1), tap(4), build]);
    for (const s of [finishing, play([{ type: 'showCard' }], finishing)]) {
      for (const action of [tap(0), tap(1), build])
        expect(reducer(s, action, 0)).toEqual({ state: s, effects: [] });
    }
  });
});

describe('Next Game', () => {
  it('asks for the next game once the card shows, which the manifest says is Castle Towers', () => {
    const done = play([tap(1), tap(4), build, { type: 'showCard' }]);
    expect(reducer(done, { type: 'next' }, 0)).toEqual({ state: done, effects: [{ navigate: 'next' }] });
    expect(neighbourRoute('castle-builder', 'next')).toBe('castle-towers');
  });

  it('is refused before the card shows', () => {
    const finishing = play([tap(1), tap(4), build]);
    for (const s of [start, finishing])
      expect(reducer(s, { type: 'next' }, 0)).toEqual({ state: s, effects: [] });
  });
});
