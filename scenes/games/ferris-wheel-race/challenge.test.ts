import type { ChallengeSetup } from '@scenes/engine/challenge';
import { describe, expect, it } from 'vitest';
import { initRound, type RoundAction, type RoundState, reduceRound } from './challenge';

// A child whose plan is 6 × 3 and 4 × 7 (a fresh device: level 1, no history).
const setup: ChallengeSetup = {
  plan: {
    focus: [],
    targets: [
      { op: 'mul', a: 6, b: 3 },
      { op: 'mul', a: 4, b: 7 },
    ],
    review: [],
  },
  level: 1,
  levels: 3,
  history: [],
  seed: 7,
};

function play(state: RoundState, ...actions: [RoundAction, number][]) {
  let step = { state, effects: [] as ReturnType<typeof reduceRound>['effects'] };
  for (const [action, now] of actions) step = reduceRound(step.state, action, now);
  return step;
}

const start = () => initRound(setup, 1000);
const answer = (value: number): RoundAction => ({ type: 'answer', value });

describe('Ferris Wheel Race challenge round (issue 33)', () => {
  it('asks "6 × 3 = ?" before Spin (a spoken prompt); Spin is refused until it is answered', () => {
    const s = start();
    expect(s).toMatchObject({ phase: 'ask', challenge: 0 });
    expect(reduceRound(s, { type: 'open' }, 1000).effects).toEqual([
      { announce: 'Challenge 1 of 2' },
      { say: '6 × 3 = ?', prompt: true },
    ]);
    expect(reduceRound(s, { type: 'spin' }, 1000)).toEqual({ state: s, effects: [] });
  });

  it('a wrong answer shows the product, says "Not quite", reports, and the ride goes on to Spin', () => {
    const { state, effects } = play(
      start(),
      [{ type: 'digit', digit: 2 }, 1500],
      [{ type: 'digit', digit: 0 }, 1600],
      [{ type: 'enter' }, 3000],
    );
    expect(state).toMatchObject({ phase: 'ready', round: { feedback: 'wrong', right: 0, answers: 1 } });
    expect(effects).toEqual([
      { fact: { fact: { op: 'mul', a: 6, b: 3 }, answer: 20, correct: false, ms: 2000, source: 'game' } },
      { sound: 'wrong' },
      { say: 'Not quite: 6 × 3 = 18' },
      { challenge: { round: 7, asked: ['mul:6:3'], level: 1 } },
    ]);
    // The pad is locked meanwhile: a second answer counts for nothing.
    expect(reduceRound(state, answer(18), 3100)).toEqual({ state, effects: [] });
    const spun = play(state, [{ type: 'spin' }, 3200]);
    expect(spun.effects).toEqual([
      { sound: 'spin' },
      { say: 'The wheel is spinning…' },
      { after: 3000, action: { type: 'spinEnded' } },
    ]);
  });

  it('after the spin asks the turn-around; a right one celebrates, and Next asks the next pair', () => {
    const turned = play(start(), [answer(18), 2000], [{ type: 'spin' }, 2100], [{ type: 'spinEnded' }, 5100]);
    expect(turned.state.phase).toBe('turn');
    expect(turned.effects).toEqual([{ sound: 'correct' }, { say: 'and 3 × 6?', prompt: true }]);
    const right = play(turned.state, [answer(18), 6100]);
    expect(right.state).toMatchObject({ phase: 'revealed', round: { right: 2, feedback: 'right' } });
    expect(right.effects).toEqual([
      { fact: { fact: { op: 'mul', a: 3, b: 6 }, answer: 18, correct: true, ms: 1000, source: 'game' } },
      { sound: 'correct' },
      { say: 'Yes! 3 × 6 = 18' },
      { say: 'Commutative Property!' },
      { challenge: { round: 7, asked: ['mul:6:3', 'mul:3:6'], level: 1 } },
    ]);
    const next = play(right.state, [{ type: 'next' }, 7000]);
    expect(next.state).toMatchObject({ phase: 'ask', challenge: 1, round: { feedback: 'none' } });
    expect(next.effects).toEqual([{ announce: 'Challenge 2 of 2' }, { say: '4 × 7 = ?', prompt: true }]);
  });

  it('a wrong turn-around says why through the first; the last answer ends the round with the card effects', () => {
    const last = play(
      start(),
      [answer(18), 2000],
      [{ type: 'spin' }, 2100],
      [{ type: 'spinEnded' }, 5100],
      [answer(17), 6100],
      [{ type: 'next' }, 7000],
      [answer(28), 8000],
      [{ type: 'spin' }, 8100],
      [{ type: 'spinEnded' }, 11100],
    );
    const end = play(last.state, [answer(28), 12100]);
    expect(end.effects.slice(2, 4)).toEqual([{ say: 'Yes! 7 × 4 = 28' }, { say: 'Commutative Property!' }]);
    expect(end.effects.slice(-5)).toEqual([
      { sound: 'complete' },
      { say: 'Challenge complete!' },
      { say: 'You got 3 of 4 right' },
      { result: { isCorrect: false, stars: 3 } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
    const wrongTurn = play(
      start(),
      [answer(18), 2000],
      [{ type: 'spin' }, 2100],
      [{ type: 'spinEnded' }, 5100],
      [answer(17), 6100],
    );
    expect(wrongTurn.state.phase).toBe('revealed');
    expect(wrongTurn.effects[2]).toEqual({ say: 'Not quite: 3 × 6 = 18, like 6 × 3' });
    expect(reduceRound(end.state, { type: 'next' }, 13000).effects).toEqual([]);
    expect(reduceRound(end.state, { type: 'newChallenge' }, 13000).effects).toEqual([
      { navigate: 'challenge' },
    ]);
    expect(reduceRound(end.state, { type: 'restart' }, 13000).effects).toEqual([{ navigate: 'replay' }]);
  });
});
