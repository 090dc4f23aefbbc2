import type { ChallengeSetup } from '@scenes/engine/challenge';
import { CHALLENGE_NEXT_MS, CHALLENGE_REVEAL_MS, FOUNDATION_CARD_DELAY_MS } from '@scenes/kits/castle/rules';
import { describe, expect, it } from 'vitest';
import {
  type ChallengeBuilderState,
  initChallengeBuilder,
  challengeBuilderReducer as reducer,
} from './challenge';

const setup: ChallengeSetup = {
  plan: { focus: [], targets: [], review: [] },
  level: 1,
  levels: 2,
  history: [],
  seed: 5,
};
/** A round with known targets: 24 (3 × 8 or 4 × 6) among 2 3 4 6 8 9, then 12 (2 × 6 or 3 × 4). */
const start: ChallengeBuilderState = {
  ...initChallengeBuilder(setup, 0),
  targets: [
    { a: 4, b: 6, target: 24, blocks: [2, 3, 4, 6, 8, 9] },
    { a: 3, b: 4, target: 12, blocks: [2, 3, 4, 5, 6, 7] },
  ],
};
const tap = (block: number) => ({ type: 'tapBlock', block }) as const;
const build = { type: 'build' } as const;
const run = (s: ChallengeBuilderState, ...actions: Parameters<typeof reducer>[1][]) =>
  actions.reduce((st, a) => reducer(st, a, 0).state, s);

describe('Castle Foundation challenge round (issue 33)', () => {
  it('asks the target as a prompt', () => {
    expect(reducer(start, { type: 'open' }, 0).effects).toEqual([
      { say: 'Pick 2 blocks that multiply to 24!', prompt: true },
    ]);
  });

  it('a wrong pair: its total in red, the asked pair flies into the foundation, why is said, the round goes on', () => {
    const two = run(start, tap(1), tap(5)); // 3 × 9
    const step = reducer(two, build, 2500);
    expect(step.state).toMatchObject({ total: 27, placed: [2, 3], built: true, phase: 'judged', right: 0 });
    expect(step.effects).toEqual([
      { fact: { fact: { op: 'mul', a: 4, b: 6 }, answer: 27, correct: false, ms: 2500, source: 'game' } },
      { say: 'Total: 27' },
      { sound: 'wrong' },
      { say: 'Not quite: 4 × 6 = 24' },
      { challenge: { round: 5, asked: ['mul:4:6'], level: 1 } },
      { after: CHALLENGE_REVEAL_MS, action: { type: 'nextTarget' } },
    ]);
    expect(reducer(step.state, tap(0), 2600)).toEqual({ state: step.state, effects: [] });
    const next = reducer(step.state, { type: 'nextTarget' }, 5400);
    expect(next.state).toMatchObject({
      at: 1,
      selected: [],
      placed: [],
      total: null,
      built: false,
      shownAt: 5400,
    });
    expect(next.effects).toEqual([{ say: 'Pick 2 blocks that multiply to 12!', prompt: true }]);
  });

  it('the other factor pair is right too and celebrates; the last target leads to the card', () => {
    const step = reducer(run(start, tap(1), tap(4)), build, 1000); // 3 × 8
    expect(step.effects.slice(0, 4)).toEqual([
      { fact: { fact: { op: 'mul', a: 3, b: 8 }, answer: 24, correct: true, ms: 1000, source: 'game' } },
      { say: 'Total: 24' },
      { sound: 'correct' },
      { say: 'Yes! 3 × 8 = 24' },
    ]);
    expect(step.effects.at(-1)).toEqual({ after: CHALLENGE_NEXT_MS, action: { type: 'nextTarget' } });
    const second = run(step.state, { type: 'nextTarget' }, tap(2), tap(1));
    const last = reducer(second, build, 0);
    expect(last.state.phase).toBe('finishing');
    expect(last.effects.at(-1)).toEqual({
      after: FOUNDATION_CARD_DELAY_MS,
      action: { type: 'showCard' },
      wall: true,
    });
    const card = reducer(last.state, { type: 'showCard' }, 0);
    expect(card.effects).toEqual([
      { sound: 'complete' },
      { say: 'Challenge complete!' },
      { say: 'You got 2 of 2 right' },
      { result: { isCorrect: true, stars: 2 } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
    expect(reducer(card.state, { type: 'newChallenge' }, 0).effects).toEqual([{ navigate: 'challenge' }]);
    expect(reducer(card.state, { type: 'next' }, 0).effects).toEqual([{ navigate: 'next' }]);
  });

  it('refuses a third block and Build with fewer than two', () => {
    const two = run(start, tap(0), tap(1));
    expect(reducer(two, tap(2), 0)).toEqual({ state: two, effects: [] });
    const one = run(start, tap(0));
    expect(reducer(one, build, 0)).toEqual({ state: one, effects: [] });
  });
});
