import type { ChallengeSetup } from '@scenes/engine/challenge';
import { describe, expect, it } from 'vitest';
import type { Fact } from '@/fluency/types';
import {
  expressionOf,
  initSpaceChallenge,
  makeSpaceChallenge,
  REVEAL_MS,
  RIGHT_MS,
  type SpaceChallengeAction,
  type SpaceChallengeState,
  spaceLine,
} from './spaceChallenge';

const facts: Fact[] = [
  { op: 'mul', a: 4, b: 3 },
  { op: 'mul', a: 2, b: 5 },
];
const setup: ChallengeSetup = {
  plan: { focus: [], targets: [], review: facts },
  level: 1,
  levels: 3,
  history: [],
  seed: 7,
};
const words = {
  question: (f: Fact) => `${f.a} planets with ${f.b} stars each: how many stars?`,
  why: (f: Fact) => `${f.a} groups of ${f.b} make ${f.a * f.b}`,
};
const reduce = makeSpaceChallenge(words);
const step = (s: SpaceChallengeState, action: SpaceChallengeAction, now = 0) => reduce(s, action, now);
const type = (s: SpaceChallengeState, value: number, now: number) => {
  let state = s;
  for (const d of String(value)) state = step(state, { type: 'digit', digit: Number(d) }, now).state;
  return step(state, { type: 'enter' }, now);
};

describe('space challenge round (issue 33)', () => {
  it('opens by asking the first question as a spoken prompt; nothing is shown as answered', () => {
    const s = initSpaceChallenge(facts, setup, 100);
    expect(step(s, { type: 'open' }).effects).toEqual([
      { say: '4 planets with 3 stars each: how many stars?', prompt: true },
    ]);
    expect(s.feedback).toBe('none');
    expect(spaceLine(s, words)).toBe('4 planets with 3 stars each: how many stars?');
  });

  it('a right answer: a timed game attempt, the celebration, the report, then the next question', () => {
    const s = initSpaceChallenge(facts, setup, 1000);
    const { state, effects } = type(s, 12, 3500);
    expect(state.feedback).toBe('right');
    expect(state.right).toBe(1);
    expect(effects).toEqual([
      { fact: { fact: { op: 'mul', a: 4, b: 3 }, answer: 12, correct: true, ms: 2500, source: 'game' } },
      { sound: 'correct' },
      { say: 'Yes! 4 × 3 = 12' },
      { challenge: { round: 7, asked: ['mul:4:3'], level: 1 } },
      { after: RIGHT_MS, action: { type: 'nextQuestion' } },
    ]);
    expect(step(state, { type: 'digit', digit: 5 })).toEqual({ state, effects: [] });
    const next = step(state, { type: 'nextQuestion' }, 6000);
    expect(next.state.index).toBe(1);
    expect(next.state.ask).toEqual({ fact: facts[1], typed: '', shownAt: 6000 });
    expect(next.effects).toEqual([{ say: '2 planets with 5 stars each: how many stars?', prompt: true }]);
  });

  it('a wrong answer reveals the groups counted out, says "Not quite", and the round goes on', () => {
    const s = initSpaceChallenge(facts, setup, 0);
    const { state, effects } = type(s, 7, 2000);
    expect(state.feedback).toBe('wrong');
    expect(state.right).toBe(0);
    expect(spaceLine(state, words)).toBe('Not quite: 4 groups of 3 make 12');
    expect(effects).toEqual([
      { fact: { fact: { op: 'mul', a: 4, b: 3 }, answer: 7, correct: false, ms: 2000, source: 'game' } },
      { sound: 'wrong' },
      { say: 'Not quite: 4 groups of 3 make 12' },
      { challenge: { round: 7, asked: ['mul:4:3'], level: 1 } },
      { after: REVEAL_MS, action: { type: 'nextQuestion' } },
    ]);
    expect(step(state, { type: 'nextQuestion' }, 7000).state.index).toBe(1);
  });

  it('the last answer leads to the end card: done, score, stars = right answers, the offer', () => {
    let s = initSpaceChallenge(facts, setup, 0);
    s = type(s, 12, 1000).state;
    s = step(s, { type: 'nextQuestion' }, 2000).state;
    const last = type(s, 9, 4000);
    expect(last.effects.at(-1)).toEqual({ after: REVEAL_MS, action: { type: 'finish' } });
    expect(step(last.state, { type: 'nextQuestion' })).toEqual({ state: last.state, effects: [] });
    const end = step(last.state, { type: 'finish' });
    expect(end.state.finished).toBe(true);
    expect(end.effects).toEqual([
      { sound: 'complete' },
      { say: 'Challenge complete!' },
      { say: 'You got 1 of 2 right' },
      { result: { isCorrect: false, stars: 1 } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
    expect(step(end.state, { type: 'finish' })).toEqual({ state: end.state, effects: [] });
    expect(step(end.state, { type: 'newChallenge' }).effects).toEqual([{ navigate: 'challenge' }]);
    expect(step(end.state, { type: 'replay' }).effects).toEqual([{ navigate: 'replay' }]);
  });

  it('three quick right answers move the level up, said and reported', () => {
    const three: Fact[] = [...facts, { op: 'mul', a: 3, b: 3 }];
    let s = initSpaceChallenge(three, setup, 0);
    let effects: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      ({ state: s, effects } = type(s, three[i].a * three[i].b, s.ask.shownAt + 1500));
      if (i < 2) s = step(s, { type: 'nextQuestion' }, s.ask.shownAt + 4000).state;
    }
    expect(s.challenge.track.level).toBe(2);
    expect(effects).toContainEqual({ say: 'Level up! Now level 2.' });
    expect(effects).toContainEqual({
      challenge: { round: 7, asked: ['mul:4:3', 'mul:2:5', 'mul:3:3'], level: 2 },
    });
  });

  it('writes ÷ facts with the whole first: a is the share, b the groups', () => {
    expect(expressionOf({ op: 'div', a: 6, b: 4 })).toBe('24 ÷ 4');
    expect(expressionOf({ op: 'mul', a: 4, b: 3 })).toBe('4 × 3');
  });
});
