import { describe, expect, it } from 'vitest';
import { NEXT_MS, REVEAL_MS, texts, vaults, WRONG_MS } from './data';
import { initVault, isMaster, reduceVault, type VaultState } from './logic';

const choose = (s: VaultState, value: number, now = 0) => reduceVault(s, { type: 'choose', value }, now);

describe('secret vault logic', () => {
  it('has three vaults answering 56, 54, 56, each with six keys including the answer', () => {
    expect(vaults.map((v) => v.answer)).toEqual([56, 54, 56]);
    for (const v of vaults) {
      expect(v.options).toHaveLength(6);
      expect(new Set(v.options).size).toBe(6);
      expect(v.options).toContain(v.answer);
      expect(v.factor1 * v.factor2).toBe(v.answer);
    }
  });

  it('says the first question as a prompt when the scene opens', () => {
    const s = initVault(0);
    expect(reduceVault(s, { type: 'open' }, 0)).toEqual({
      state: s,
      effects: [{ say: 'What is 7 × 8?', prompt: true }, { announce: '0 of 3 vaults opened' }],
    });
  });

  it('a wrong key: a timed fact attempt, the wrong sound, "7 × 8 is not 48", and it clears after 1 s', () => {
    const { state, effects } = choose(initVault(1000), 48, 3500);
    expect(state).toMatchObject({ chosen: 48, feedback: 'wrong', opened: 0 });
    expect(WRONG_MS).toBe(1000);
    expect(effects).toEqual([
      { fact: { fact: { op: 'mul', a: 7, b: 8 }, answer: 48, correct: false, ms: 2500 } },
      { sound: 'wrong' },
      { announce: '7 × 8 is not 48' },
      { say: 'Try again' },
      { after: 1000, action: { type: 'clearWrong' } },
    ]);
    const cleared = reduceVault(state, { type: 'clearWrong' }, 4500);
    expect(cleared.state).toEqual(initVault(4500));
    expect(cleared.effects).toEqual([]);
  });

  it('times the retry from when the wrong key cleared', () => {
    const wrong = choose(initVault(0), 48, 2000).state;
    const cleared = reduceVault(wrong, { type: 'clearWrong' }, 3000).state;
    expect(choose(cleared, 56, 4200).effects[0]).toEqual({
      fact: { fact: { op: 'mul', a: 7, b: 8 }, answer: 56, correct: true, ms: 1200 },
    });
  });

  it('keys are locked while feedback shows', () => {
    const wrong = choose(initVault(), 48).state;
    expect(choose(wrong, 56)).toEqual({ state: wrong, effects: [] });
    const right = choose(initVault(), 56).state;
    expect(choose(right, 48).state).toBe(right);
  });

  it('a value that is not one of the keys is refused, with no effect', () => {
    const s = initVault();
    expect(choose(s, 99)).toEqual({ state: s, effects: [] });
  });

  it('a correct key: fact, the correct sound, the opening said, and the next vault after 2 s', () => {
    const { state, effects } = choose(initVault(0), 56, 1500);
    expect(state).toMatchObject({ feedback: 'correct', opened: 1, vault: 0 });
    expect(NEXT_MS).toBe(2000);
    expect(effects).toEqual([
      { fact: { fact: { op: 'mul', a: 7, b: 8 }, answer: 56, correct: true, ms: 1500 } },
      { sound: 'correct' },
      { say: '7 × 8 = 56. The vault is open!' },
      { say: '1 of 3 vaults opened' },
      { after: 2000, action: { type: 'nextVault' } },
    ]);
    const next = reduceVault(state, { type: 'nextVault' }, 3500);
    expect(next.state).toMatchObject({ vault: 1, opened: 1, chosen: null, feedback: 'none', shownAt: 3500 });
    expect(next.effects).toEqual([
      { say: 'What is 6 × 9?', prompt: true },
      { announce: '1 of 3 vaults opened' },
    ]);
  });

  it('stray timer actions are ignored', () => {
    const s = initVault();
    expect(reduceVault(s, { type: 'clearWrong' }, 0)).toEqual({ state: s, effects: [] });
    expect(reduceVault(s, { type: 'nextVault' }, 0)).toEqual({ state: s, effects: [] });
  });

  it('the last vault stays open: Vault Master! is said and the game reported with 3 stars; Play Again resets', () => {
    let s = initVault();
    for (const v of vaults.slice(0, 2)) {
      const step = choose(s, v.answer);
      s = reduceVault(step.state, { type: 'nextVault' }, 0).state;
    }
    const last = choose(s, 56, 100);
    expect(last.effects.slice(1)).toEqual([
      { sound: 'correct' },
      { say: '8 × 7 = 56. The vault is open!' },
      { say: '3 of 3 vaults opened' },
      { sound: 'complete' },
      { say: texts.done },
      { result: { isCorrect: true, stars: 3 } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
    expect(isMaster(last.state)).toBe(true);
    expect(last.state.vault).toBe(2);
    expect(texts.done).toBe('Vault Master!');
    expect(choose(last.state, 56).state).toBe(last.state);
    const again = reduceVault(last.state, { type: 'playAgain' }, 9000);
    expect(again.state).toEqual(initVault(9000));
    expect(again.effects).toEqual([
      { say: 'What is 7 × 8?', prompt: true },
      { announce: '0 of 3 vaults opened' },
    ]);
  });

  it('New challenge asks the page for a challenge round', () => {
    expect(reduceVault(initVault(), { type: 'newChallenge' }, 0).effects).toEqual([
      { navigate: 'challenge' },
    ]);
  });
});

const plan = (review: [number, number][]) => ({
  focus: [],
  targets: [],
  review: review.map(([a, b]) => ({ op: 'mul' as const, a, b })),
});

describe('secret vault challenge round (issue 33)', () => {
  const setup = {
    plan: plan([
      [3, 4],
      [6, 7],
      [9, 2],
      [5, 5],
    ]),
    level: 1,
    levels: 3,
    history: [],
    seed: 7,
  };

  it("asks three of the plan's facts, each with six keys", () => {
    const s = initVault(0, setup);
    expect(s.vaults).toHaveLength(3);
    for (const v of s.vaults) {
      expect(v.options).toHaveLength(6);
      expect(v.options).toContain(v.answer);
      expect(v.question).toBe(`What is ${v.factor1} × ${v.factor2}?`);
    }
    expect(s.challenge?.track.level).toBe(1);
  });

  it('a wrong key shows and says the right answer, and the round goes on', () => {
    const s = initVault(0, setup);
    const v = s.vaults[0];
    const wrong = v.options.find((o) => o !== v.answer) ?? 0;
    const step = choose(s, wrong, 2000);
    expect(step.state.feedback).toBe('reveal');
    expect(step.effects).toEqual([
      {
        fact: {
          fact: { op: 'mul', a: v.factor1, b: v.factor2 },
          answer: wrong,
          correct: false,
          ms: 2000,
          source: 'game',
        },
      },
      { sound: 'wrong' },
      { say: `Not quite: ${v.factor1} × ${v.factor2} = ${v.answer}` },
      { challenge: { round: 7, asked: [`mul:${v.factor1}:${v.factor2}`], level: 1 } },
      { after: REVEAL_MS, action: { type: 'nextVault' } },
    ]);
    const next = reduceVault(step.state, { type: 'nextVault' }, 5000);
    expect(next.state.vault).toBe(1);
    expect(next.effects[0]).toEqual({ say: s.vaults[1].question, prompt: true });
  });

  it('three quick right answers level up; the last one ends the round with a score and the offer', () => {
    let s = initVault(0, setup);
    let effects: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const step = choose(s, s.vaults[i].answer, 1000 + i * 3000);
      effects = step.effects;
      s = i < 2 ? reduceVault(step.state, { type: 'nextVault' }, 2000 + i * 3000).state : step.state;
    }
    expect(isMaster(s)).toBe(true);
    expect(effects).toContainEqual({ say: 'Level up! Now level 2.' });
    expect(effects).toContainEqual({ say: 'Challenge complete!' });
    expect(effects).toContainEqual({ say: 'You got 3 of 3 right' });
    expect(effects).toContainEqual({ result: { isCorrect: true, stars: 3 } });
    expect(effects.at(-1)).toEqual({ say: 'Tap New challenge for new numbers!' });
    expect(reduceVault(s, { type: 'playAgain' }, 0).effects).toEqual([{ navigate: 'replay' }]);
  });
});
