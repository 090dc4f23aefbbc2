import type { ChallengeSetup } from '@scenes/engine/challenge';
import { describe, expect, it } from 'vitest';
import { initInverseChallenge, inverseChallengeReducer } from './challengeLogic';
import type { InverseState } from './state';

// A child whose plan is 24 ÷ 3 = 8, 35 ÷ 7 = 5 and 12 ÷ 4 = 3 (level 1 of 3, no history).
const setup: ChallengeSetup = {
  plan: {
    focus: [],
    targets: [
      { op: 'div', a: 8, b: 3 },
      { op: 'div', a: 5, b: 7 },
      { op: 'div', a: 3, b: 4 },
    ],
    review: [],
  },
  level: 1,
  levels: 3,
  history: [],
  seed: 11,
};

const choose = (s: InverseState, value: number, now: number) =>
  inverseChallengeReducer(s, { type: 'choose', value }, now);
const advance = (s: InverseState, now: number) => inverseChallengeReducer(s, { type: 'advance' }, now);

describe('Inverse Vault challenge round (issue 33)', () => {
  it("asks the plan's divisions with the times fact's factor missing (spoken)", () => {
    const s = initInverseChallenge(100, setup);
    expect(s.challenges.map((c) => c.division)).toEqual(['24 ÷ 3 = ?', '35 ÷ 7 = ?', '12 ÷ 4 = ?']);
    expect(inverseChallengeReducer(s, { type: 'open' }, 100).effects).toEqual([
      { say: '24 ÷ 3 = ?', prompt: true },
      { say: 'Think: ? × 3 = 24' },
      { announce: '0 of 3 vaults opened' },
    ]);
  });

  it('a wrong answer reveals the right one, says why, reports, and the next vault comes', () => {
    const s = initInverseChallenge(100, setup);
    const wrong = choose(s, 6, 2100);
    expect(wrong.state).toMatchObject({ phase: 'reveal', selected: 6, opened: 0 });
    expect(wrong.effects).toEqual([
      { fact: { fact: { op: 'div', a: 8, b: 3 }, answer: 6, correct: false, ms: 2000, source: 'game' } },
      { sound: 'wrong' },
      { say: 'Not quite: 8 × 3 = 24, so 24 ÷ 3 = 8' },
      { challenge: { round: 11, asked: ['div:8:3'], level: 1 } },
      { after: 2600, action: { type: 'advance' } },
    ]);
    // No retry: the keys are locked while it shows.
    expect(choose(wrong.state, 8, 2200).effects).toEqual([]);
    const next = advance(wrong.state, 4700);
    expect(next.state).toMatchObject({ index: 1, phase: 'choosing', shownAt: 4700 });
    expect(next.effects[0]).toEqual({ say: '35 ÷ 7 = ?', prompt: true });
  });

  it('a right answer opens the vault; the last one ends the round with the card effects', () => {
    let s = initInverseChallenge(0, setup);
    const right = choose(s, 8, 1000);
    expect(right.state).toMatchObject({ phase: 'open', opened: 1 });
    expect(right.effects.slice(1, 3)).toEqual([{ sound: 'correct' }, { say: 'Yes! 24 ÷ 3 = 8' }]);
    s = advance(right.state, 4000).state;
    s = advance(choose(s, 5, 5000).state, 8000).state;
    const last = choose(s, 4, 9000);
    const end = advance(last.state, 11600);
    expect(end.state.phase).toBe('finished');
    expect(end.effects).toEqual([
      { sound: 'complete' },
      { say: 'Challenge complete!' },
      { say: 'You got 2 of 3 right' },
      { result: { isCorrect: false, stars: 2 } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
    expect(inverseChallengeReducer(end.state, { type: 'newChallenge' }, 12000).effects).toEqual([
      { navigate: 'challenge' },
    ]);
    expect(inverseChallengeReducer(end.state, { type: 'exploreAgain' }, 12000).effects).toEqual([
      { navigate: 'replay' },
    ]);
  });
});
