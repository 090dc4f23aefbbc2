import { initSpaceChallenge } from '@scenes/kits/space/spaceChallenge';
import { describe, expect, it } from 'vitest';
import { stations, texts } from './data';
import { allDone, initMissions, type MissionState, reduceCosmic, runningTotal } from './logic';
import { reduceCosmicChallenge } from './rounds';

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
      { say: 'Tap New challenge for new numbers!' },
    ]);
    expect(reduceCosmic(last.state, { type: 'next' }, 0).effects).toEqual([{ navigate: 'next' }]);
    expect(reduceCosmic(s, { type: 'next' }, 0)).toEqual({ state: s, effects: [] });
  });

  it('a challenge asks "5 modules with 3 rockets each: how many rockets?" first; right celebrates, wrong shows why and goes on', () => {
    const fact = { op: 'mul' as const, a: 5, b: 3 };
    const setup = {
      plan: { focus: [], targets: [], review: [fact] },
      level: 1,
      levels: 3,
      history: [],
      seed: 1,
    };
    const s = initSpaceChallenge([fact, fact], setup, 0);
    expect(reduceCosmicChallenge(s, { type: 'open' }, 0).effects).toEqual([
      { say: '5 modules with 3 rockets each: how many rockets?', prompt: true },
    ]);
    const right = reduceCosmicChallenge(s, { type: 'answer', value: 15 }, 1500);
    expect(right.effects.slice(1, 3)).toEqual([{ sound: 'correct' }, { say: 'Yes! 5 × 3 = 15' }]);
    const wrong = reduceCosmicChallenge(s, { type: 'answer', value: 16 }, 1500);
    expect(wrong.state.feedback).toBe('wrong');
    expect(wrong.effects.slice(1, 3)).toEqual([
      { sound: 'wrong' },
      { say: 'Not quite: 5 groups of 3 make 15' },
    ]);
    expect(wrong.effects.at(-1)).toEqual({ after: 4500, action: { type: 'nextQuestion' } });
  });
});
