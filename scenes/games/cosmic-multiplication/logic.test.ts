import { describe, expect, it } from 'vitest';
import { stations, texts } from './data';
import { allDone, initMissions, type MissionState, reduceCosmic, runningTotal } from './logic';

const tap = (s: MissionState, item: number) => reduceCosmic(s, { type: 'complete', item }, 0);

describe('cosmic multiplication logic', () => {
  it('has the spec stations 3×4=12, 5×3=15, 4×2=8, 6×3=18', () => {
    expect(stations.map((s) => [s.modules, s.rocketsPer, s.total])).toEqual([
      [3, 4, 12],
      [5, 3, 15],
      [4, 2, 8],
      [6, 3, 18],
    ]);
    for (const s of stations) expect(s.modules * s.rocketsPer).toBe(s.total);
  });

  it('a station tap: correct sound, its equation and the running count said (a tap, not an answer: no fact)', () => {
    const first = tap(initMissions(), 2);
    expect(runningTotal(first.state, stations)).toBe(15);
    expect(first.effects).toEqual([
      { sound: 'correct' },
      { say: '5 × 3 = 15 rockets' },
      { say: 'Total: 15 rockets' },
    ]);
    const second = tap(first.state, 4);
    expect(runningTotal(second.state, stations)).toBe(33);
    expect(second.effects).toEqual([
      { sound: 'correct' },
      { say: '6 × 3 = 18 rockets' },
      { say: 'Total: 33 rockets' },
    ]);
  });

  it('a done station is refused', () => {
    const s = tap(initMissions(), 1).state;
    expect(tap(s, 1)).toEqual({ state: s, effects: [] });
    expect(tap(s, 1).state).toBe(s);
  });

  it('all 4 done → Mission Complete with 53 rockets, reported with 3 stars; Next Game goes next', () => {
    let s = initMissions();
    for (const st of stations.slice(0, 3)) s = tap(s, st.id).state;
    const last = tap(s, 4);
    expect(allDone(last.state, stations)).toBe(true);
    expect(texts.done).toBe('Mission Complete');
    expect(last.effects).toEqual([
      { sound: 'correct' },
      { say: '6 × 3 = 18 rockets' },
      { say: 'Total: 53 rockets' },
      { sound: 'complete' },
      { say: 'Mission Complete' },
      { say: 'Total: 53 rockets' },
      { result: { isCorrect: true, stars: 3 } },
    ]);
    expect(reduceCosmic(last.state, { type: 'next' }, 0).effects).toEqual([{ navigate: 'next' }]);
    expect(reduceCosmic(s, { type: 'next' }, 0)).toEqual({ state: s, effects: [] });
  });
});
