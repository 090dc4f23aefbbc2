import type { ChallengeSetup } from '@scenes/engine/challenge';
import { NEXT_MS, REVEAL_MS } from '@scenes/kits/sharing/challenge';
import { playThrough } from '@scenes/kits/sharing/playThrough';
import { describe, expect, it } from 'vitest';
import { BACKPACK_LEVELS } from './data';
import { type BackpackState, backpackReducer, initBackpack, initBackpackChallenge } from './logic';

const div = (a: number, b: number) => ({ op: 'div' as const, a, b });
/** A plan of exactly three journeys: 15 ÷ 3, 8 ÷ 4, 12 ÷ 2. */
const setup: ChallengeSetup = {
  plan: { focus: [div(5, 3), div(2, 4), div(6, 2)], targets: [], review: [] },
  level: 3,
  levels: 3,
  history: [],
  seed: 5,
};

const type = (s: BackpackState, value: number, now: number) => {
  let state = s;
  for (const digit of String(value))
    state = backpackReducer(state, { type: 'digit', digit: Number(digit) }, now).state;
  return backpackReducer(state, { type: 'enter' }, now);
};

describe('a Backpack Train challenge round (issue 33)', () => {
  const start = initBackpackChallenge(4, setup, 0);
  const first = start.challenge!.facts[0];
  const total = first.a * first.b;

  it('asks how many in each wagon before loading (a spoken prompt); the train waits', () => {
    expect(start.level).toEqual({ level: 4, backpacks: total, wagons: first.b });
    expect(backpackReducer(start, { type: 'open' }, 0).effects).toEqual([
      { say: `${total} backpacks on ${first.b} wagons: how many in each?`, prompt: true },
    ]);
    expect(backpackReducer(start, { type: 'tapWagon', wagon: 0 }, 100)).toEqual({
      state: start,
      effects: [],
    });
    expect(backpackReducer(start, { type: 'autoDistribute' }, 100)).toEqual({ state: start, effects: [] });
  });

  it('a wrong answer loads the fair share to show it, says why, reports, and the round goes on', () => {
    const step = type(start, first.a - 1, 2500);
    expect(step.state.phase).toBe('done');
    expect(step.state.wagons.every((w) => w.backpacks === first.a)).toBe(true);
    expect(step.effects).toEqual([
      { fact: { fact: first, answer: first.a - 1, correct: false, ms: 2500, source: 'game' } },
      { sound: 'wrong' },
      { say: `Not quite: ${total} shared by ${first.b} is ${first.a} each` },
      { challenge: { round: 5, asked: [`div:${first.a}:${first.b}`], level: 3 } },
      { after: REVEAL_MS, action: { type: 'nextShare' } },
    ]);
    const next = backpackReducer(step.state, { type: 'nextShare' }, 6000);
    const second = start.challenge!.facts[1];
    expect(next.state.phase).toBe('loading');
    expect(next.state.wagons).toHaveLength(second.b);
    expect(next.effects).toEqual([
      { say: `${second.a * second.b} backpacks on ${second.b} wagons: how many in each?`, prompt: true },
    ]);
  });

  it('a right answer celebrates; Auto Distribute then loads the train to prove it, and the next comes', () => {
    const step = type(start, first.a, 2000);
    expect(step.effects.slice(0, 4)).toEqual([
      { fact: { fact: first, answer: first.a, correct: true, ms: 2000, source: 'game' } },
      { sound: 'correct' },
      { say: `Yes! ${total} ÷ ${first.b} = ${first.a}` },
      { say: 'Now load the train to check!' },
    ]);
    expect(backpackReducer(step.state, { type: 'newJourney' }, 2100).state).toBe(step.state);
    const proved = playThrough(backpackReducer, step.state, [{ type: 'autoDistribute' }], 3000);
    // playThrough ran the proof's follow-up (the next sharing) too.
    expect(proved.challenge).toMatchObject({ index: 1, phase: 'asking', right: 1 });
    let s = backpackReducer(step.state, { type: 'autoDistribute' }, 3000).state;
    for (let i = 0; i < first.a; i++) s = backpackReducer(s, { type: 'autoStep' }, 3200).state;
    const done = backpackReducer(s, { type: 'autoDone' }, 4000);
    expect(done.effects.filter((e) => 'fact' in e || 'result' in e)).toEqual([]);
    expect(done.effects).toContainEqual({ after: NEXT_MS, action: { type: 'nextShare' } });
  });

  it('the end: Challenge complete, the score, stars = right answers, the offer', () => {
    let s = start;
    for (let i = 0; i < 3; i++) {
      s = type(s, 99, 2000 + i * 10_000).state;
      if (i < 2) s = backpackReducer(s, { type: 'nextShare' }, 5000 + i * 10_000).state;
    }
    const end = backpackReducer(s, { type: 'nextShare' }, 40_000);
    expect(end.effects).toEqual([
      { sound: 'complete' },
      { say: 'Challenge complete!' },
      { say: 'You got 0 of 3 right' },
      { result: { isCorrect: false, stars: 0 } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
    expect(backpackReducer(end.state, { type: 'newChallenge' }, 0).effects).toEqual([
      { navigate: 'challenge' },
    ]);
  });

  it("the spec round's end card offers New challenge", () => {
    const done = playThrough(backpackReducer, initBackpack(BACKPACK_LEVELS[0]), [{ type: 'autoDistribute' }]);
    expect(done.phase).toBe('done');
    expect(backpackReducer(done, { type: 'newChallenge' }, 0).effects).toEqual([{ navigate: 'challenge' }]);
  });
});
