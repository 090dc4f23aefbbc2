import { describe, expect, it } from 'vitest';
import { challenges, SPIN_MS, texts } from './data';
import {
  challengeLines,
  type FerrisAction,
  initFerris,
  isFinished,
  reduceFerris,
  type SpecState,
} from './logic';

/** Applies actions in order; returns the last state and the effects of the last action. */
function play(state: SpecState, ...actions: FerrisAction[]) {
  let step = { state, effects: [] as ReturnType<typeof reduceFerris>['effects'] };
  for (const action of actions) step = reduceFerris(step.state, action, 0);
  return step;
}

const spin: FerrisAction = { type: 'spin' };
const spinEnded: FerrisAction = { type: 'spinEnded' };
const next: FerrisAction = { type: 'next' };

describe('ferris wheel race logic', () => {
  it('has the spec challenges 6×3=18 and 4×5=20 with both orderings', () => {
    expect(challenges.map((c) => [c.calculation1, c.calculation2, c.answer])).toEqual([
      ['6 × 3', '3 × 6', 18],
      ['4 × 5', '5 × 4', 20],
    ]);
    expect(challengeLines(initFerris())).toEqual(['Challenge 1 of 2', 'Is 6 × 3 the same as 3 × 6?']);
    expect(reduceFerris(initFerris(), { type: 'open' }, 0)).toEqual({
      state: initFerris(),
      effects: [{ announce: 'Challenge 1 of 2' }, { say: 'Is 6 × 3 the same as 3 × 6?', prompt: true }],
    });
  });

  it('spin → spinning: the spin sound, its words and spinEnded after 3 s', () => {
    const { state, effects } = reduceFerris(initFerris(), spin, 0);
    expect(state.phase).toBe('spinning');
    expect(SPIN_MS).toBe(3000);
    expect(effects).toEqual([
      { sound: 'spin' },
      { say: 'The wheel is spinning…' },
      { after: 3000, action: { type: 'spinEnded' } },
    ]);
  });

  it('refuses a second spin while spinning and Next before the reveal', () => {
    const spinning = play(initFerris(), spin).state;
    expect(reduceFerris(spinning, spin, 0)).toEqual({ state: spinning, effects: [] });
    expect(reduceFerris(spinning, next, 0)).toEqual({ state: spinning, effects: [] });
    const ready = initFerris();
    expect(reduceFerris(ready, next, 0)).toEqual({ state: ready, effects: [] });
  });

  it('spinEnded reveals with the correct sound and both products said; a stray spinEnded is ignored', () => {
    const ready = initFerris();
    expect(reduceFerris(ready, spinEnded, 0)).toEqual({ state: ready, effects: [] });
    const { state, effects } = play(ready, spin, spinEnded);
    expect(state.phase).toBe('revealed');
    expect(isFinished(state)).toBe(false);
    expect(effects).toEqual([
      { sound: 'correct' },
      { say: 'Commutative Property!' },
      { say: '6 × 3 = 18 and 3 × 6 = 18' },
    ]);
    expect(texts.commutative).toBe('Commutative Property!');
  });

  it('Next Challenge shows the second challenge, not spun, and says it', () => {
    const { state, effects } = play(initFerris(), spin, spinEnded, next);
    expect(state).toEqual({ challenge: 1, phase: 'ready' });
    expect(effects).toEqual([
      { announce: 'Challenge 2 of 2' },
      { say: 'Is 4 × 5 the same as 5 × 4?', prompt: true },
    ]);
  });

  it('the last reveal congratulates and reports the game completed; Next is refused; Play Again restarts', () => {
    const { state, effects } = play(initFerris(), spin, spinEnded, next, spin, spinEnded);
    expect(isFinished(state)).toBe(true);
    expect(effects).toEqual([
      { sound: 'complete' },
      { say: 'Commutative Property!' },
      { say: '4 × 5 = 20 and 5 × 4 = 20' },
      { say: 'Congratulations! You mastered the commutative property!' },
      { result: { isCorrect: true, stars: 3 } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
    expect(reduceFerris(state, next, 0)).toEqual({ state, effects: [] });
    expect(reduceFerris(state, { type: 'restart' }, 0)).toEqual({
      state: initFerris(),
      effects: [{ announce: 'Challenge 1 of 2' }, { say: 'Is 6 × 3 the same as 3 × 6?', prompt: true }],
    });
  });

  it('reports no fact attempt anywhere: the child answers nothing, the wheel shows the products', () => {
    const all = [spin, spinEnded, next, spin, spinEnded, { type: 'restart' } as const];
    let state = initFerris();
    for (const action of all) {
      const step = reduceFerris(state, action, 0);
      expect(step.effects.filter((e) => 'fact' in e)).toEqual([]);
      state = step.state;
    }
  });
});
