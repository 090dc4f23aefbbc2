import { go, isLater, type SceneEffect } from '@scenes/engine/effects';
import { describe, expect, it } from 'vitest';
import { BACKPACK_LEVELS } from './data';
import { type BackpackAction, type BackpackState, backpackReducer, initBackpack } from './logic';

const [L1, L2] = BACKPACK_LEVELS;
const tap = (wagon: number) => ({ type: 'tapWagon', wagon }) as const;

/** Every effect the engine would perform, timed follow-ups run in time order from `start` (ms). */
function runAll(state: BackpackState, action: BackpackAction, start: number) {
  const first = backpackReducer(state, action, start);
  const said: SceneEffect<BackpackAction>[] = first.effects.filter((e) => !isLater(e));
  let s = first.state;
  for (const e of first.effects.filter(isLater).sort((a, b) => a.after - b.after)) {
    const step = backpackReducer(s, e.action, start + e.after);
    s = step.state;
    said.push(...step.effects);
  }
  return { state: s, said };
}

describe('backpack train effects', () => {
  it('a tap says the load; New Journey says the empty train again', () => {
    const one = backpackReducer(initBackpack(L1), tap(0), 0);
    expect(one.effects).toEqual([{ say: '1 of 24 backpacks' }]);
    const fresh = backpackReducer(one.state, { type: 'newJourney' }, 7000);
    expect(fresh.state).toEqual(initBackpack(L1, 7000));
    expect(fresh.effects).toEqual([{ say: '0 of 24 backpacks' }]);
  });

  it('a full but uneven train says the load, then the red hint (once)', () => {
    let s = initBackpack(L1);
    for (let i = 0; i < 23; i++) s = backpackReducer(s, tap(0), 0).state;
    const full = backpackReducer(s, tap(0), 0);
    expect(full.effects).toEqual([
      { say: '24 of 24 backpacks' },
      { say: 'Not fair yet! Take backpacks out so every wagon carries the same.' },
    ]);
    expect(backpackReducer(full.state, { type: 'takeOut', wagon: 0 }, 0).effects).toEqual([
      { say: '23 of 24 backpacks' },
    ]);
  });

  it('loaded by hand: the load, the ritual with 3 stars and 24 ÷ 8 = 3, timed from the journey start', () => {
    let s = initBackpack(L1, 500);
    for (let i = 0; i < 23; i++) s = backpackReducer(s, tap(i % 8), 1000).state;
    const step = backpackReducer(s, tap(7), 20_500);
    expect(step.state.phase).toBe('done');
    expect(step.effects).toEqual([
      { say: '24 of 24 backpacks' },
      { sound: 'complete' },
      { say: 'All aboard! 24 ÷ 8 = 3 backpacks per wagon' },
      { result: { isCorrect: true, stars: 3, assisted: false } },
      { fact: { fact: { op: 'div', a: 3, b: 8 }, answer: 3, correct: true, ms: 20_000 } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
  });

  it('Auto Distribute: steps every 200 ms each with a soft tap, then 1 star, assisted, no fact', () => {
    const auto = backpackReducer(initBackpack(L2), { type: 'autoDistribute' }, 0);
    expect(auto.effects).toEqual([
      ...[200, 400, 600, 800, 1000].map((after) => ({ after, action: { type: 'autoStep' } })),
      { after: 1500, action: { type: 'autoDone' } },
    ]);
    const { state, said } = runAll(initBackpack(L2), { type: 'autoDistribute' }, 0);
    expect(state.phase).toBe('done');
    expect(said).toEqual([
      ...[6, 12, 18, 24, 30].flatMap((n) => [{ say: `${n} of 30 backpacks` }, { sound: 'tap' }]),
      { sound: 'complete' },
      { say: 'All aboard! 30 ÷ 6 = 5 backpacks per wagon' },
      { result: { isCorrect: true, stars: 1, assisted: true } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
  });

  it('an auto step plays a soft tap only when the load grows', () => {
    const odd = { level: 9, backpacks: 9, wagons: 3 };
    let s = initBackpack(odd);
    for (const w of [0, 0, 0, 0, 0, 1, 1, 1, 2]) s = backpackReducer(s, tap(w), 0).state;
    const moving = backpackReducer(s, { type: 'autoDistribute' }, 0).state;
    // 5, 3, 1 → 4, 3, 2: one backpack moves, the load stays 9: nothing to hear or say.
    const step = backpackReducer(moving, { type: 'autoStep' }, 200);
    expect(step.state.wagons.map((w) => w.backpacks)).toEqual([4, 3, 2]);
    expect(step.effects).toEqual([]);
    let grow = initBackpack(odd);
    for (let i = 0; i < 5; i++) grow = backpackReducer(grow, tap(0), 0).state;
    const climbing = backpackReducer(grow, { type: 'autoDistribute' }, 0).state;
    // 5, 0, 0 → 4, 1, 1: the load grows by one.
    expect(backpackReducer(climbing, { type: 'autoStep' }, 200).effects).toEqual([
      { say: '6 of 9 backpacks' },
      { sound: 'tap' },
    ]);
  });

  it.each(['next', 'dashboard'] as const)('the card button navigates by intent (%s)', (intent) => {
    const s = initBackpack(L1);
    expect(backpackReducer(s, { type: 'go', intent }, 0)).toEqual({ state: s, effects: [go(intent)] });
  });
});
