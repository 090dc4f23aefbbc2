import { neighbourRoute } from '@scenes/manifests';
import { describe, expect, it } from 'vitest';
import { perChamber, splits, texts } from './data';
import { allDone, initMissions, type MissionState, reduceSpaceStation, runningTotal } from './logic';

const tap = (s: MissionState, item: number) => reduceSpaceStation(s, { type: 'complete', item }, 0);

describe('space station division logic', () => {
  it('has the spec stations 12/3=4, 15/5=3, 8/4=2, 18/6=3', () => {
    expect(splits.map((s) => [s.astronauts, s.chambers, s.perChamber])).toEqual([
      [12, 3, 4],
      [15, 5, 3],
      [8, 4, 2],
      [18, 6, 3],
    ]);
    for (const s of splits) expect(s.astronauts / s.chambers).toBe(s.perChamber);
  });

  it('labels per chamber as "4 in each chamber"', () => {
    expect(perChamber(4)).toBe('4 in each chamber');
    expect(texts.caption(splits[0], true)).toBe('4 in each chamber');
    expect(texts.caption(splits[0], false)).toBe('12 ÷ 3 = ?');
  });

  it('a station tap settles its astronauts: correct sound and "15 ÷ 5 = 3 in each chamber" said, no fact; done ones are refused', () => {
    const { state, effects } = tap(initMissions(), 2);
    expect(runningTotal(state, splits)).toBe(15);
    expect(effects).toEqual([
      { sound: 'correct' },
      { say: '15 ÷ 5 = 3 in each chamber' },
      { say: 'Astronauts settled: 15' },
    ]);
    expect(tap(state, 2)).toEqual({ state, effects: [] });
  });

  it('all 4 done → Mission Complete with 53 astronauts and 3 stars; Next Game asks the manifest for next', () => {
    let s = initMissions();
    for (const sp of splits.slice(1)) s = tap(s, sp.id).state;
    const last = tap(s, 1);
    expect(allDone(last.state, splits)).toBe(true);
    expect(last.effects).toEqual([
      { sound: 'correct' },
      { say: '12 ÷ 3 = 4 in each chamber' },
      { say: 'Astronauts settled: 53' },
      { sound: 'complete' },
      { say: 'Mission Complete' },
      { say: 'Astronauts settled: 53' },
      { result: { isCorrect: true, stars: 3 } },
    ]);
    expect(reduceSpaceStation(last.state, { type: 'next' }, 0).effects).toEqual([{ navigate: 'next' }]);
    // The last game of the space series: its manifest's next is the start of the series.
    expect(neighbourRoute('space-station-division', 'next')).toBe('star-treasure-hunt');
  });
});
