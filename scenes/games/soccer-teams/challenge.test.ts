import type { ChallengeSetup } from '@scenes/engine/challenge';
import { NEXT_MS, REVEAL_MS } from '@scenes/kits/sharing/challenge';
import { describe, expect, it } from 'vitest';
import { SOCCER_LEVELS } from './data';
import {
  benchPlayers,
  fullTeams,
  initSoccer,
  initSoccerChallenge,
  type SoccerState,
  soccerReducer,
} from './logic';

const div = (a: number, b: number) => ({ op: 'div' as const, a, b });
/** A plan of exactly three matches: 3 teams of 6, 2 of 4, 4 of 5. */
const setup: ChallengeSetup = {
  plan: { focus: [div(3, 6), div(2, 4), div(4, 5)], targets: [], review: [] },
  level: 1,
  levels: 3,
  history: [],
  seed: 11,
};

const type = (s: SoccerState, value: number, now: number) => {
  let state = s;
  for (const digit of String(value))
    state = soccerReducer(state, { type: 'digit', digit: Number(digit) }, now).state;
  return soccerReducer(state, { type: 'enter' }, now);
};

describe('a Soccer Teams challenge round (issue 33)', () => {
  const start = initSoccerChallenge(1, setup, 500);
  const first = start.challenge!.facts[0];
  const players = first.a * first.b;

  it('asks how many teams before any team is formed (a spoken prompt); the teams wait', () => {
    expect(start.level).toEqual({ level: 1, players, teamSize: first.b });
    expect(start.teams).toHaveLength(first.a);
    expect(soccerReducer(start, { type: 'open' }, 500).effects).toEqual([
      { say: `${players} players in teams of ${first.b}: how many teams?`, prompt: true },
    ]);
    expect(soccerReducer(start, { type: 'addToTeam', team: 0 }, 600)).toEqual({ state: start, effects: [] });
    expect(soccerReducer(start, { type: 'formTeams' }, 600)).toEqual({ state: start, effects: [] });
  });

  it('a wrong answer forms the teams to show it, says why, reports, and the round goes on', () => {
    const step = type(start, first.a + 2, 3500);
    expect(fullTeams(step.state)).toBe(first.a);
    expect(benchPlayers(step.state)).toHaveLength(0);
    expect(step.effects).toEqual([
      { fact: { fact: first, answer: first.a + 2, correct: false, ms: 3000, source: 'game' } },
      { sound: 'wrong' },
      { say: `Not quite: ${players} players make ${first.a} teams of ${first.b}` },
      { challenge: { round: 11, asked: [`div:${first.a}:${first.b}`], level: 1 } },
      { after: REVEAL_MS, action: { type: 'nextShare' } },
    ]);
    const next = soccerReducer(step.state, { type: 'nextShare' }, 8000);
    const second = start.challenge!.facts[1];
    expect(next.state.players).toHaveLength(second.a * second.b);
    expect(next.state.done).toBe(false);
    expect(next.effects).toEqual([
      { say: `${second.a * second.b} players in teams of ${second.b}: how many teams?`, prompt: true },
    ]);
  });

  it('a right answer celebrates; forming the teams by hand proves it, with no second fact attempt', () => {
    const step = type(start, first.a, 2500);
    expect(step.effects.slice(0, 4)).toEqual([
      { fact: { fact: first, answer: first.a, correct: true, ms: 2000, source: 'game' } },
      { sound: 'correct' },
      { say: `Yes! ${players} ÷ ${first.b} = ${first.a}` },
      { say: 'Now form the teams to check!' },
    ]);
    let s = step.state;
    const effects = [];
    for (let i = 0; i < players; i++) {
      const add = soccerReducer(s, { type: 'addToTeam', team: Math.floor(i / first.b) }, 4000);
      s = add.state;
      effects.push(...add.effects);
    }
    expect(s.done).toBe(true);
    expect(effects.filter((e) => 'fact' in e || 'result' in e)).toEqual([]);
    expect(effects).toContainEqual({ after: NEXT_MS, action: { type: 'nextShare' } });
  });

  it('the end: Challenge complete, the score, stars = right answers, the offer, and its buttons', () => {
    let s = start;
    for (let i = 0; i < 3; i++) {
      s = type(s, s.challenge!.facts[i].a, 2000 + i * 10_000).state;
      s = soccerReducer(s, { type: 'formTeams' }, 3000 + i * 10_000).state;
      if (i < 2) s = soccerReducer(s, { type: 'nextShare' }, 5000 + i * 10_000).state;
    }
    const end = soccerReducer(s, { type: 'nextShare' }, 40_000);
    expect(end.effects).toEqual([
      { sound: 'complete' },
      { say: 'Challenge complete!' },
      { say: 'You got 3 of 3 right' },
      { result: { isCorrect: true, stars: 3 } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
    expect(soccerReducer(end.state, { type: 'replay' }, 0).effects).toEqual([{ navigate: 'replay' }]);
  });

  it("the spec round's end card offers New challenge", () => {
    const done = soccerReducer(initSoccer(SOCCER_LEVELS[0]), { type: 'formTeams' }, 0);
    expect(done.effects.at(-1)).toEqual({ say: 'Tap New challenge for new numbers!' });
    expect(soccerReducer(done.state, { type: 'newChallenge' }, 0).effects).toEqual([
      { navigate: 'challenge' },
    ]);
  });
});
