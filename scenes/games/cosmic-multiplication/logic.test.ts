import { describe, expect, it } from 'vitest';
import { stations, texts } from './data';
import { allDone, initMissions, reduceCosmic, runningTotal } from './logic';

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

  it('tapping a station marks it done and adds its rockets to the running count', () => {
    let s = reduceCosmic(initMissions(), { type: 'complete', item: 2 }).state;
    expect(runningTotal(s, stations)).toBe(15);
    s = reduceCosmic(s, { type: 'complete', item: 4 }).state;
    expect(runningTotal(s, stations)).toBe(33);
    expect(texts.running(33)).toBe('Total: 33 rockets');
    expect(texts.equation(stations[1])).toBe('5 × 3 = 15 rockets');
  });

  it('a done station is refused', () => {
    const s = reduceCosmic(initMissions(), { type: 'complete', item: 1 }).state;
    expect(reduceCosmic(s, { type: 'complete', item: 1 }).state).toBe(s);
  });

  it('all 4 done → Mission Complete with 53 rockets', () => {
    let s = initMissions();
    for (const st of stations) s = reduceCosmic(s, { type: 'complete', item: st.id }).state;
    expect(allDone(s, stations)).toBe(true);
    expect(runningTotal(s, stations)).toBe(53);
    expect(texts.done).toBe('Mission Complete');
  });
});
