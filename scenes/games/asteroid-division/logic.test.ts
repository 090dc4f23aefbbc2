import { describe, expect, it } from 'vitest';
import { missions, texts } from './data';
import { allDone, initMissions, reduceAsteroid, runningTotal } from './logic';

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

  it('tapping a mission marks it done and adds its crew to the running count', () => {
    const s = reduceAsteroid(initMissions(), { type: 'complete', item: 3 }).state;
    expect(s.done).toEqual([3]);
    expect(runningTotal(s, missions)).toBe(16);
    expect(texts.equation(missions[2])).toBe('16 ÷ 4 = 4 crew per shuttle');
  });

  it('a done mission is refused', () => {
    const s = reduceAsteroid(initMissions(), { type: 'complete', item: 1 }).state;
    expect(reduceAsteroid(s, { type: 'complete', item: 1 }).state).toBe(s);
  });

  it('all 4 done → Mission Complete with 88 crew', () => {
    let s = initMissions();
    for (const m of missions) s = reduceAsteroid(s, { type: 'complete', item: m.id }).state;
    expect(allDone(s, missions)).toBe(true);
    expect(texts.running(runningTotal(s, missions))).toBe('Crew on board: 88');
  });
});
