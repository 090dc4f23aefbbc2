import { describe, expect, it } from 'vitest';
import { missions, texts } from './data';
import { allDone, initMissions, type MissionState, reduceAsteroid, runningTotal } from './logic';

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
    ]);
    expect(reduceAsteroid(last.state, { type: 'next' }, 0)).toEqual({
      state: last.state,
      effects: [{ navigate: 'next' }],
    });
  });
});
