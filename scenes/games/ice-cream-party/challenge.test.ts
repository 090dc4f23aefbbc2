import type { ChallengeSetup } from '@scenes/engine/challenge';
import { isLater } from '@scenes/engine/effects';
import { NEXT_MS, REVEAL_MS } from '@scenes/kits/sharing/challenge';
import { describe, expect, it } from 'vitest';
import { ICE_CREAM_LEVELS } from './data';
import { type IceCreamState, iceCreamReducer, initIceCream, initIceCreamChallenge } from './logic';

const div = (a: number, b: number) => ({ op: 'div' as const, a, b });
/** A plan of exactly three sharings: 12 ÷ 3, 10 ÷ 2, 20 ÷ 5. */
const setup: ChallengeSetup = {
  plan: { focus: [div(4, 3), div(5, 2), div(4, 5)], targets: [], review: [] },
  level: 2,
  levels: 3,
  history: [],
  seed: 7,
};

const type = (s: IceCreamState, value: number, now: number) => {
  let state = s;
  for (const digit of String(value))
    state = iceCreamReducer(state, { type: 'digit', digit: Number(digit) }, now).state;
  return iceCreamReducer(state, { type: 'enter' }, now);
};

describe('an Ice Cream Party challenge round (issue 33)', () => {
  const start = initIceCreamChallenge(2, setup, 1000);
  const first = start.challenge!.facts[0];

  it('asks before it shows: the question is a spoken prompt and the bowl and friends wait', () => {
    expect(start.level).toEqual({ level: 2, scoops: first.a * first.b, children: first.b });
    expect(start.pool).toBe(first.a * first.b);
    expect(iceCreamReducer(start, { type: 'open' }, 1000).effects).toEqual([
      { say: `${first.a * first.b} scoops for ${first.b} friends: how many each?`, prompt: true },
    ]);
    expect(iceCreamReducer(start, { type: 'give', child: 0 }, 1200)).toEqual({ state: start, effects: [] });
    expect(iceCreamReducer(start, { type: 'autoDistribute' }, 1200)).toEqual({ state: start, effects: [] });
  });

  it('a wrong answer shows the shares, says why, reports, and the round goes on', () => {
    const step = type(start, first.a + 1, 4000);
    const total = first.a * first.b;
    expect(step.state.done).toBe(true);
    expect(step.state.children.every((c) => c.scoops === first.a)).toBe(true);
    expect(step.state.pool).toBe(0);
    expect(step.effects).toEqual([
      { fact: { fact: first, answer: first.a + 1, correct: false, ms: 3000, source: 'game' } },
      { sound: 'wrong' },
      { say: `Not quite: ${total} shared by ${first.b} is ${first.a} each` },
      { challenge: { round: 7, asked: [`div:${first.a}:${first.b}`], level: 2 } },
      { after: REVEAL_MS, action: { type: 'nextShare' } },
    ]);
    const next = iceCreamReducer(step.state, { type: 'nextShare' }, 8000);
    const second = start.challenge!.facts[1];
    expect(next.state.done).toBe(false);
    expect(next.state.pool).toBe(second.a * second.b);
    expect(next.state.challenge).toMatchObject({ index: 1, phase: 'asking', right: 0 });
    expect(next.effects).toEqual([
      { say: `${second.a * second.b} scoops for ${second.b} friends: how many each?`, prompt: true },
    ]);
  });

  it('a right answer celebrates, then the child shares it out to prove it, and the next comes', () => {
    const step = type(start, first.a, 3000);
    expect(step.effects.slice(0, 4)).toEqual([
      { fact: { fact: first, answer: first.a, correct: true, ms: 2000, source: 'game' } },
      { sound: 'correct' },
      { say: `Yes! ${first.a * first.b} ÷ ${first.b} = ${first.a}` },
      { say: 'Now share them out to check!' },
    ]);
    expect(step.state.done).toBe(false);
    const shared = iceCreamReducer(step.state, { type: 'autoDistribute' }, 5000);
    expect(shared.state.done).toBe(true);
    expect(shared.effects.filter((e) => 'fact' in e || 'result' in e)).toEqual([]);
    expect(shared.effects).toContainEqual({ sound: 'complete' });
    expect(shared.effects).toContainEqual({ after: NEXT_MS, action: { type: 'nextShare' } });
  });

  it('after three sharings: Challenge complete, the score, stars = right answers, and the offer', () => {
    let s = start;
    const answers = [0, 1, 2].map((i) => start.challenge!.facts[i].a);
    answers[1] += 1;
    for (const [i, answer] of answers.entries()) {
      const step = type(s, answer, 2000 + i * 10_000);
      s = step.state;
      if (!s.done) s = iceCreamReducer(s, { type: 'autoDistribute' }, 3000 + i * 10_000).state;
      if (i < 2) s = iceCreamReducer(s, { type: 'nextShare' }, 5000 + i * 10_000).state;
    }
    const end = iceCreamReducer(s, { type: 'nextShare' }, 40_000);
    expect(end.state.challenge?.phase).toBe('done');
    expect(end.effects).toEqual([
      { sound: 'complete' },
      { say: 'Challenge complete!' },
      { say: 'You got 2 of 3 right' },
      { result: { isCorrect: false, stars: 2 } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
    expect(end.effects.some(isLater)).toBe(false);
    expect(iceCreamReducer(end.state, { type: 'newChallenge' }, 0).effects).toEqual([
      { navigate: 'challenge' },
    ]);
    expect(iceCreamReducer(end.state, { type: 'replay' }, 0).effects).toEqual([{ navigate: 'replay' }]);
  });

  it("the spec round's end card offers New challenge", () => {
    const done = iceCreamReducer(initIceCream(ICE_CREAM_LEVELS[0]), { type: 'autoDistribute' }, 0);
    expect(done.effects.at(-1)).toEqual({ say: 'Tap New challenge for new numbers!' });
    expect(iceCreamReducer(done.state, { type: 'newChallenge' }, 0).effects).toEqual([
      { navigate: 'challenge' },
    ]);
  });
});
