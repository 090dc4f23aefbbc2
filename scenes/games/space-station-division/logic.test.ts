import { initSpaceChallenge } from '@scenes/kits/space/spaceChallenge';
import { neighbourRoute } from '@scenes/manifests';
import { describe, expect, it } from 'vitest';
import { perChamber, splits, texts } from './data';
import { allDone, initMissions, type MissionState, reduceSpaceStation, runningTotal } from './logic';
import { reduceSpaceStationChallenge } from './rounds';

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
      { say: 'Tap New challenge for new numbers!' },
    ]);
    expect(reduceSpaceStation(last.state, { type: 'next' }, 0).effects).toEqual([{ navigate: 'next' }]);
    // The last game of the space series: its manifest's next is the start of the series.
    expect(neighbourRoute('space-station-division', 'next')).toBe('star-treasure-hunt');
  });

  it('a challenge asks "15 astronauts in 5 chambers: how many in each?" first; right celebrates, wrong shows why and goes on', () => {
    const fact = { op: 'div' as const, a: 3, b: 5 };
    const setup = {
      plan: { focus: [], targets: [], review: [fact] },
      level: 1,
      levels: 3,
      history: [],
      seed: 1,
    };
    const s = initSpaceChallenge([fact, fact], setup, 0);
    expect(reduceSpaceStationChallenge(s, { type: 'open' }, 0).effects).toEqual([
      { say: '15 astronauts in 5 chambers: how many in each?', prompt: true },
    ]);
    const right = reduceSpaceStationChallenge(s, { type: 'answer', value: 3 }, 1500);
    expect(right.effects.slice(1, 3)).toEqual([{ sound: 'correct' }, { say: 'Yes! 15 ÷ 5 = 3' }]);
    const wrong = reduceSpaceStationChallenge(s, { type: 'answer', value: 4 }, 1500);
    expect(wrong.state.feedback).toBe('wrong');
    expect(wrong.effects.slice(1, 3)).toEqual([
      { sound: 'wrong' },
      { say: 'Not quite: 15 shared by 5 chambers is 3 in each' },
    ]);
    expect(wrong.effects.at(-1)).toEqual({ after: 4500, action: { type: 'nextQuestion' } });
  });
});
