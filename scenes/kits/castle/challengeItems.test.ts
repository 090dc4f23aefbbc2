import type { ChallengeSetup } from '@scenes/engine/challenge';
import { describe, expect, it } from 'vitest';
import { type ChallengeItemsAction, challengeItemsReducer, initChallengeItems } from './challengeItems';
import type { ItemsGame } from './itemsLogic';
import { CARD_DELAY_MS, CHALLENGE_NEXT_MS, CHALLENGE_REVEAL_MS } from './rules';

const game: ItemsGame = {
  noun: 'Hut',
  items: [],
  spread: 2,
  doneTitle: 'All huts built!',
  doneMessage: 'Well done!',
  why: (a, b) => `${a} rows of ${b} make ${a * b}`,
};
const round = {
  items: [
    { name: 'Hut 1', a: 7, b: 3 },
    { name: 'Hut 2', a: 4, b: 8 },
  ],
  options: [
    [18, 21, 24],
    [32, 28, 36],
  ],
};
const setup: ChallengeSetup = {
  plan: { focus: [], targets: [], review: [] },
  level: 1,
  levels: 2,
  history: [],
  seed: 77,
};
const reducer = challengeItemsReducer(game);
const start = initChallengeItems(round, setup, 100);
const choose = (value: number): ChallengeItemsAction => ({ type: 'choose', value });
const mul = (a: number, b: number) => ({ op: 'mul', a, b });

describe('castle challenge round (issue 33)', () => {
  it('opens on the first item, asked as a prompt', () => {
    expect(reducer(start, { type: 'open' }, 100).effects).toEqual([
      { say: 'Hut 1: 7 × 3 = ?', prompt: true },
    ]);
  });

  it('a wrong key builds the item anyway, says why in its model, reports, and the round goes on', () => {
    const step = reducer(start, choose(24), 1600);
    expect(step.state.built).toEqual([true, false]);
    expect(step.state.judged).toEqual({ value: 24, correct: false });
    expect(step.effects).toEqual([
      { fact: { fact: mul(7, 3), answer: 24, correct: false, ms: 1500, source: 'game' } },
      { sound: 'wrong' },
      { say: 'Not quite: 7 rows of 3 make 21' },
      { challenge: { round: 77, asked: ['mul:7:3'], level: 1 } },
      { after: CHALLENGE_REVEAL_MS, action: { type: 'nextItem' } },
    ]);
    // Keys are locked while the answer shows; then the next item is asked, timed from then.
    expect(reducer(step.state, choose(21), 1700).effects).toEqual([]);
    const next = reducer(step.state, { type: 'nextItem' }, 4400);
    expect(next.state).toMatchObject({ current: 1, judged: null, shownAt: 4400 });
    expect(next.effects).toEqual([{ say: 'Hut 2: 4 × 8 = ?', prompt: true }]);
  });

  it('a right key celebrates; the last answer leads to the card: score, stars = right answers, offer', () => {
    const first = reducer(start, choose(21), 1100);
    expect(first.effects.slice(1, 3)).toEqual([{ sound: 'correct' }, { say: 'Yes! 7 × 3 = 21' }]);
    expect(first.effects.at(-1)).toEqual({ after: CHALLENGE_NEXT_MS, action: { type: 'nextItem' } });
    const second = reducer(reducer(first.state, { type: 'nextItem' }, 3000).state, choose(28), 4000);
    expect(second.state.phase).toBe('finishing');
    expect(second.effects.at(-1)).toEqual({
      after: Math.max(CARD_DELAY_MS, CHALLENGE_REVEAL_MS),
      action: { type: 'showCard' },
      wall: true,
    });
    const card = reducer(second.state, { type: 'showCard' }, 7000);
    expect(card.effects).toEqual([
      { sound: 'complete' },
      { say: 'Challenge complete!' },
      { say: 'You got 1 of 2 right' },
      { result: { isCorrect: false, stars: 1 } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
    expect(reducer(card.state, { type: 'newChallenge' }, 0).effects).toEqual([{ navigate: 'challenge' }]);
    expect(reducer(card.state, { type: 'leave', to: 'next' }, 0).effects).toEqual([{ navigate: 'next' }]);
  });

  it('three quick right answers move the level up, said and shown', () => {
    const three = {
      items: [...round.items, { name: 'Hut 3', a: 2, b: 5 }],
      options: [...round.options, [10, 12, 8]],
    };
    let s = initChallengeItems(three, setup, 0);
    const said: unknown[] = [];
    for (const [i, v] of [21, 32, 10].entries()) {
      const step = reducer(s, choose(v), i * 3000 + 1000);
      said.push(...step.effects);
      s = reducer(step.state, { type: 'nextItem' }, i * 3000 + 3000).state;
    }
    expect(said).toContainEqual({ say: 'Level up! Now level 2.' });
    expect(s.challenge.track.level).toBe(2);
  });

  it('another unbuilt plot can be asked first; a value not among the keys is refused', () => {
    const step = reducer(start, { type: 'select', item: 1 }, 500);
    expect(step.effects).toEqual([{ sound: 'tap' }, { say: 'Hut 2: 4 × 8 = ?', prompt: true }]);
    expect(reducer(step.state, choose(21), 600)).toEqual({ state: step.state, effects: [] });
  });
});
