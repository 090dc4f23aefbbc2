import { initSpaceChallenge } from '@scenes/kits/space/spaceChallenge';
import { describe, expect, it } from 'vitest';
import { texts } from './data';
import {
  additionText,
  initStarHunt,
  isComplete,
  productText,
  reduceStarHunt,
  type StarHuntState,
  totalStars,
} from './logic';
import { reduceStarChallenge } from './rounds';

/** A planet tap; the rocket flies there (and whooshes) unless motion is reduced. */
const visit = (s: StarHuntState, planet: number, reducedMotion = false) =>
  reduceStarHunt(s, { type: 'visit', planet, reducedMotion }, 0);

describe('star treasure hunt logic', () => {
  it('says the instruction as a prompt when the game opens', () => {
    const s = initStarHunt();
    expect(reduceStarHunt(s, { type: 'open' }, 0)).toEqual({
      state: s,
      effects: [{ say: 'Tap a planet to collect its 5 stars!', prompt: true }],
    });
  });

  it('starts with nothing visited and no stars', () => {
    const s = initStarHunt();
    expect(s.visited).toEqual([]);
    expect(totalStars(s)).toBe(0);
    expect(additionText(s)).toBe('');
    expect(isComplete(s)).toBe(false);
  });

  it("a planet tap: +5 stars, the correct sound and the rocket's whoosh, the totals said (a tap, not an answer: no fact)", () => {
    const { state, effects } = visit(initStarHunt(), 3);
    expect(state.visited).toEqual([3]);
    expect(totalStars(state)).toBe(5);
    expect(effects).toEqual([
      { sound: 'correct' },
      { sound: 'whoosh' },
      { say: '1 × 5 = 5 stars' },
      { say: '5 = 5' },
    ]);
  });

  it('with reduced motion the rocket does not fly, so there is no whoosh', () => {
    expect(visit(initStarHunt(), 1, true).effects).toEqual([
      { sound: 'correct' },
      { say: '1 × 5 = 5 stars' },
      { say: '5 = 5' },
    ]);
  });

  it('a visited planet and an unknown one are refused, with no effect', () => {
    const once = visit(initStarHunt(), 2).state;
    expect(visit(once, 2)).toEqual({ state: once, effects: [] });
    expect(visit(once, 2).state).toBe(once);
    expect(visit(once, 9)).toEqual({ state: once, effects: [] });
  });

  it('shows the running total as repeated addition and multiplication', () => {
    let s = initStarHunt();
    for (const p of [4, 1]) s = visit(s, p).state;
    const third = visit(s, 2);
    expect(additionText(third.state)).toBe('5 + 5 + 5 = 15');
    expect(third.effects.slice(2)).toEqual([{ say: '3 × 5 = 15 stars' }, { say: '5 + 5 + 5 = 15' }]);
    expect(isComplete(third.state)).toBe(false);
  });

  it('the 4th planet: Treasure Found! said and the game reported with its 20 stars; Next Game goes next', () => {
    let s = initStarHunt();
    for (const p of [1, 2, 3]) s = visit(s, p).state;
    expect(reduceStarHunt(s, { type: 'next' }, 0)).toEqual({ state: s, effects: [] });
    const last = visit(s, 4);
    expect(isComplete(last.state)).toBe(true);
    expect(productText(last.state)).toBe('4 × 5 = 20 stars');
    expect(texts.done).toBe('Treasure Found!');
    expect(last.effects).toEqual([
      { sound: 'correct' },
      { sound: 'whoosh' },
      { say: '4 × 5 = 20 stars' },
      { say: '5 + 5 + 5 + 5 = 20' },
      { sound: 'complete' },
      { say: 'Treasure Found!' },
      { result: { isCorrect: true, stars: 20 } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
    expect(reduceStarHunt(last.state, { type: 'next' }, 0)).toEqual({
      state: last.state,
      effects: [{ navigate: 'next' }],
    });
  });

  it('a challenge asks "4 planets with 3 stars each: how many stars?" first; right celebrates, wrong shows why and goes on', () => {
    const fact = { op: 'mul' as const, a: 4, b: 3 };
    const setup = {
      plan: { focus: [], targets: [], review: [fact] },
      level: 1,
      levels: 3,
      history: [],
      seed: 1,
    };
    const s = initSpaceChallenge([fact, fact], setup, 0);
    expect(reduceStarChallenge(s, { type: 'open' }, 0).effects).toEqual([
      { say: '4 planets with 3 stars each: how many stars?', prompt: true },
    ]);
    const right = reduceStarChallenge(s, { type: 'answer', value: 12 }, 1500);
    expect(right.effects.slice(1, 3)).toEqual([{ sound: 'correct' }, { say: 'Yes! 4 × 3 = 12' }]);
    const wrong = reduceStarChallenge(s, { type: 'answer', value: 13 }, 1500);
    expect(wrong.state.feedback).toBe('wrong');
    expect(wrong.effects.slice(1, 3)).toEqual([
      { sound: 'wrong' },
      { say: 'Not quite: 4 groups of 3 make 12' },
    ]);
    expect(wrong.effects.at(-1)).toEqual({ after: 4500, action: { type: 'nextQuestion' } });
  });
});
