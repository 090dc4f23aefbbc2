import { describe, expect, it } from 'vitest';
import { PER_CHAMBER, splits, texts } from './data';
import { allDone, initMissions, reduceSpaceStation, runningTotal } from './logic';

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

  it('labels per chamber as "/chamber"', () => {
    expect(PER_CHAMBER).toBe('/chamber');
    expect(texts.caption(splits[0], true)).toBe('4 /chamber');
    expect(texts.equation(splits[1])).toBe('15 ÷ 5 = 3 /chamber');
  });

  it('tapping a station marks it done and adds its astronauts; done ones are refused', () => {
    const s = reduceSpaceStation(initMissions(), { type: 'complete', item: 2 }).state;
    expect(runningTotal(s, splits)).toBe(15);
    expect(reduceSpaceStation(s, { type: 'complete', item: 2 }).state).toBe(s);
  });

  it('all 4 done → Mission Complete with 53 astronauts', () => {
    let s = initMissions();
    for (const sp of splits) s = reduceSpaceStation(s, { type: 'complete', item: sp.id }).state;
    expect(allDone(s, splits)).toBe(true);
    expect(runningTotal(s, splits)).toBe(53);
  });
});
