import { initSpaceChallenge } from '@scenes/kits/space/spaceChallenge';
import { describe, expect, it } from 'vitest';
import { missions, texts } from './data';
import { allDone, initMissions, type MissionState, reduceAsteroid, runningTotal } from './logic';
import { reduceAsteroidChallenge } from './rounds';

const tap = (s: MissionState, item: number) => reduceAsteroid(s, { type: 'complete', item }, 0);

describe('asteroid division logic', () => {
  it('has the spec missions 24/4=6, 30/5=6, 16/4=4, 18/3=6', () => {
    expect(missions.map((m) => [m.totalCrew, m.shuttles, m.crewPerShuttle])).toEqual([
      [24, 4, 6],
      [30, 5, 6],
      [16, 4, 4],
      [18, 3, 6],
    ]);
    for (const m of missions) expect(m.totalCrew / m.shuttles).toBe(m.crewPerShuttle);
  });

  it('a mission tap shares its crew: correct sound, the division and the crew on board said, no fact', () => {
    const { state, effects } = tap(initMissions(), 3);
    expect(state.done).toEqual([3]);
    expect(runningTotal(state, missions)).toBe(16);
    expect(effects).toEqual([
      { sound: 'correct' },
      { say: '16 ÷ 4 = 4 crew per shuttle' },
      { say: 'Crew on board: 16' },
    ]);
  });

  it('a done mission and an unknown one are refused', () => {
    const s = tap(initMissions(), 1).state;
    expect(tap(s, 1)).toEqual({ state: s, effects: [] });
    expect(tap(s, 5)).toEqual({ state: s, effects: [] });
  });

  it('all 4 done → Mission Complete with 88 crew, reported with 3 stars; Next Game goes next', () => {
    let s = initMissions();
    for (const m of [4, 2, 3]) s = tap(s, m).state;
    expect(reduceAsteroid(s, { type: 'next' }, 0)).toEqual({ state: s, effects: [] });
    const last = tap(s, 1);
    expect(allDone(last.state, missions)).toBe(true);
    expect(last.effects).toEqual([
      { sound: 'correct' },
      { say: '24 ÷ 4 = 6 crew per shuttle' },
      { say: 'Crew on board: 88' },
      { sound: 'complete' },
      { say: texts.done },
      { say: 'Crew on board: 88' },
      { result: { isCorrect: true, stars: 3 } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
    expect(reduceAsteroid(last.state, { type: 'next' }, 0)).toEqual({
      state: last.state,
      effects: [{ navigate: 'next' }],
    });
  });

  it('a challenge asks "24 crew in 4 shuttles: how many in each?" first; right celebrates, wrong shows why and goes on', () => {
    const fact = { op: 'div' as const, a: 6, b: 4 };
    const setup = {
      plan: { focus: [], targets: [], review: [fact] },
      level: 1,
      levels: 3,
      history: [],
      seed: 1,
    };
    const s = initSpaceChallenge([fact, fact], setup, 0);
    expect(reduceAsteroidChallenge(s, { type: 'open' }, 0).effects).toEqual([
      { say: '24 crew in 4 shuttles: how many in each?', prompt: true },
    ]);
    const right = reduceAsteroidChallenge(s, { type: 'answer', value: 6 }, 1500);
    expect(right.effects.slice(1, 3)).toEqual([{ sound: 'correct' }, { say: 'Yes! 24 ÷ 4 = 6' }]);
    const wrong = reduceAsteroidChallenge(s, { type: 'answer', value: 7 }, 1500);
    expect(wrong.state.feedback).toBe('wrong');
    expect(wrong.effects.slice(1, 3)).toEqual([
      { sound: 'wrong' },
      { say: 'Not quite: 24 shared by 4 shuttles is 6 in each' },
    ]);
    expect(wrong.effects.at(-1)).toEqual({ after: 4500, action: { type: 'nextQuestion' } });
  });
});
