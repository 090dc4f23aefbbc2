import { isLater, type SceneEffect } from '@scenes/engine/effects';
import { describe, expect, it } from 'vitest';
import { BACKPACK_LEVELS, SETTLE_MS, STEP_MS } from './data';
import {
  type BackpackAction,
  type BackpackState,
  backpackReducer,
  initBackpack,
  isUneven,
  loaded,
  unevenWagons,
} from './logic';
import { backpackTexts } from './texts';

const [L1, L2, L3, L4] = BACKPACK_LEVELS;
const wrong = (state: BackpackState) => ({ state, effects: [{ sound: 'wrong' }] });

function taps(state: BackpackState, n: number): BackpackState {
  let s = state;
  for (let i = 0; i < n; i++)
    s = backpackReducer(s, { type: 'tapWagon', wagon: i % s.wagons.length }, 0).state;
  return s;
}

/** Runs timed effects in time order up to `until` ms, as the engine clock would. */
function runUntil(
  state: BackpackState,
  effects: readonly SceneEffect<BackpackAction>[],
  until: number,
): BackpackState {
  let s = state;
  for (const e of effects.filter(isLater).sort((a, b) => a.after - b.after)) {
    if (e.after <= until) s = backpackReducer(s, e.action, e.after).state;
  }
  return s;
}

describe('opening', () => {
  it('says the task as a prompt, then the load so far and what Auto Distribute does', () => {
    const s = initBackpack(L1);
    expect(backpackReducer(s, { type: 'open' }, 0)).toEqual({
      state: s,
      effects: [
        { say: 'Load 24 backpacks onto 8 wagons so every wagon carries the same!', prompt: true },
        { say: '0 of 24 backpacks' },
        { say: 'Auto Distribute shares them out for you.' },
      ],
    });
  });
});

describe('backpack data (spec §9)', () => {
  it('has 24/8, 30/6, 45/9, 56/7', () => {
    expect(BACKPACK_LEVELS.map((l) => [l.backpacks, l.wagons, l.backpacks / l.wagons])).toEqual([
      [24, 8, 3],
      [30, 6, 5],
      [45, 9, 5],
      [56, 7, 8],
    ]);
    expect([STEP_MS, SETTLE_MS]).toEqual([200, 500]);
  });
});

describe('tapping wagons', () => {
  it('each tap adds one backpack to that wagon', () => {
    const s = backpackReducer(initBackpack(L1), { type: 'tapWagon', wagon: 2 }, 0).state;
    expect(s.wagons.map((w) => w.backpacks)).toEqual([0, 0, 1, 0, 0, 0, 0, 0]);
    expect(backpackTexts.progress(loaded(s), 24)).toBe('1 of 24 backpacks');
  });

  it('is done when the total reaches the target, then taps are refused', () => {
    const almost = taps(initBackpack(L1), 23);
    expect(almost.phase).toBe('loading');
    const done = backpackReducer(almost, { type: 'tapWagon', wagon: 7 }, 0).state;
    expect(done.phase).toBe('done');
    expect(loaded(done)).toBe(24);
    expect(backpackReducer(done, { type: 'tapWagon', wagon: 0 }, 0)).toEqual(wrong(done));
    expect(backpackTexts.perWagon(L1)).toBe('24 ÷ 8 = 3 backpacks per wagon');
    expect(backpackTexts.success(done)).toBe('All aboard! 24 ÷ 8 = 3 backpacks per wagon');
  });

  it('an uneven load never leaves: all 24 in Wagon 1 is uneven, and taps are refused', () => {
    let s = initBackpack(L1);
    for (let i = 0; i < 24; i++) s = backpackReducer(s, { type: 'tapWagon', wagon: 0 }, 0).state;
    expect(loaded(s)).toBe(24);
    expect(s.phase).toBe('loading');
    expect(isUneven(s)).toBe(true);
    expect(unevenWagons(s)).toEqual([true, true, true, true, true, true, true, true]);
    expect(backpackReducer(s, { type: 'tapWagon', wagon: 1 }, 0)).toEqual(wrong(s));
    expect(backpackTexts.uneven).toBe('Not fair yet! Take backpacks out so every wagon carries the same.');
  });

  it('is not uneven while backpacks still wait on the platform', () => {
    const s = backpackReducer(initBackpack(L1), { type: 'tapWagon', wagon: 0 }, 0).state;
    expect(isUneven(s)).toBe(false);
    expect(unevenWagons(s).some(Boolean)).toBe(false);
  });

  it('taking backpacks out of an over-full wagon and loading the others makes it fair, then done', () => {
    let s = initBackpack(L2);
    for (let i = 0; i < 30; i++)
      s = backpackReducer(s, { type: 'tapWagon', wagon: i < 10 ? 0 : 1 + (i % 5) }, 0).state;
    expect(s.wagons.map((w) => w.backpacks)).toEqual([10, 4, 4, 4, 4, 4]);
    expect(unevenWagons(s)).toEqual([true, true, true, true, true, true]);
    for (let i = 0; i < 5; i++) s = backpackReducer(s, { type: 'takeOut', wagon: 0 }, 0).state;
    expect(loaded(s)).toBe(25);
    expect(isUneven(s)).toBe(false);
    for (let w = 1; w <= 4; w++) s = backpackReducer(s, { type: 'tapWagon', wagon: w }, 0).state;
    expect(s.phase).toBe('loading');
    s = backpackReducer(s, { type: 'tapWagon', wagon: 5 }, 0).state;
    expect(s.phase).toBe('done');
    expect(backpackTexts.success(s)).toBe('All aboard! 30 ÷ 6 = 5 backpacks per wagon');
  });

  it('refuses taking out of an empty wagon, an unknown one, or once done', () => {
    const s = initBackpack(L1);
    expect(backpackReducer(s, { type: 'takeOut', wagon: 0 }, 0)).toEqual(wrong(s));
    expect(backpackReducer(s, { type: 'takeOut', wagon: 8 }, 0)).toEqual(wrong(s));
    const done = taps(s, 24);
    expect(done.phase).toBe('done');
    expect(backpackReducer(done, { type: 'takeOut', wagon: 0 }, 0)).toEqual(wrong(done));
    expect(backpackTexts.takeOut(3)).toBe('Take out of Wagon 3');
  });

  it('refuses an unknown wagon', () => {
    const s = initBackpack(L1);
    expect(backpackReducer(s, { type: 'tapWagon', wagon: 8 }, 0)).toEqual(wrong(s));
  });
});

describe('auto distribute', () => {
  it.each([L1, L2, L3, L4])(
    'raises every wagon by one each 200 ms, done at 200 × q + 500 ms ($backpacks/$wagons)',
    (level) => {
      const q = level.backpacks / level.wagons;
      const step = backpackReducer(initBackpack(level), { type: 'autoDistribute' }, 0);
      expect(step.state.phase).toBe('distributing');
      expect(
        step.effects
          .filter(isLater)
          .filter((e) => e.action.type === 'autoStep')
          .map((e) => e.after),
      ).toEqual(Array.from({ length: q }, (_, k) => 200 * (k + 1)));
      expect(step.effects.filter(isLater).find((e) => e.action.type === 'autoDone')?.after).toBe(
        200 * q + 500,
      );
      const mid = runUntil(step.state, step.effects, 400);
      expect(mid.wagons.every((w) => w.backpacks === Math.min(2, q))).toBe(true);
      expect(mid.phase).toBe('distributing');
      const full = runUntil(step.state, step.effects, 200 * q);
      expect(full.wagons.every((w) => w.backpacks === q)).toBe(true);
      expect(full.phase).toBe('distributing');
      const done = runUntil(step.state, step.effects, 200 * q + 500);
      expect(done.phase).toBe('done');
      expect(loaded(done)).toBe(level.backpacks);
    },
  );

  it('ignores taps and a second Auto Distribute while distributing or done', () => {
    const step = backpackReducer(initBackpack(L1), { type: 'autoDistribute' }, 0);
    expect(backpackReducer(step.state, { type: 'tapWagon', wagon: 0 }, 0)).toEqual(wrong(step.state));
    expect(backpackReducer(step.state, { type: 'autoDistribute' }, 0)).toEqual(wrong(step.state));
    const done = runUntil(step.state, step.effects, 10_000);
    expect(backpackReducer(done, { type: 'tapWagon', wagon: 0 }, 0)).toEqual(wrong(done));
    expect(backpackReducer(done, { type: 'autoDistribute' }, 0)).toEqual(wrong(done));
  });

  it('tops up what the child loaded by hand, never emptying a wagon first', () => {
    let s = initBackpack(L1);
    for (const w of [0, 0, 1]) s = backpackReducer(s, { type: 'tapWagon', wagon: w }, 0).state;
    expect(s.wagons.map((w) => w.backpacks)).toEqual([2, 1, 0, 0, 0, 0, 0, 0]);
    const step = backpackReducer(s, { type: 'autoDistribute' }, 0);
    expect(step.state.wagons.map((w) => w.backpacks)).toEqual([2, 1, 0, 0, 0, 0, 0, 0]);
    expect(step.effects.filter(isLater).filter((e) => e.action.type === 'autoStep')).toHaveLength(3);
    const first = runUntil(step.state, step.effects, 200);
    expect(first.wagons.map((w) => w.backpacks)).toEqual([3, 2, 1, 1, 1, 1, 1, 1]);
    const done = runUntil(step.state, step.effects, 200 * 3 + 500);
    expect(done.wagons.every((w) => w.backpacks === 3)).toBe(true);
    expect(done.phase).toBe('done');
  });

  it('an over-full wagon gives its extra back one a step, and a remainder stays on the platform', () => {
    const odd = { level: 9, backpacks: 26, wagons: 8 };
    let s = initBackpack(odd);
    for (let i = 0; i < 5; i++) s = backpackReducer(s, { type: 'tapWagon', wagon: 0 }, 0).state;
    const step = backpackReducer(s, { type: 'autoDistribute' }, 0);
    expect(step.effects.filter(isLater).filter((e) => e.action.type === 'autoStep')).toHaveLength(3);
    const first = runUntil(step.state, step.effects, 200);
    expect(first.wagons.map((w) => w.backpacks)).toEqual([4, 1, 1, 1, 1, 1, 1, 1]);
    const done = runUntil(step.state, step.effects, 10_000);
    expect(done.wagons.every((w) => w.backpacks === 3)).toBe(true);
    expect(done.phase).toBe('done');
    expect(backpackTexts.perWagon(odd)).toBe('26 ÷ 8 = 3 backpacks per wagon, 2 left on the platform');
  });

  it('late timer actions after New Journey do nothing', () => {
    const step = backpackReducer(initBackpack(L1), { type: 'autoDistribute' }, 0);
    const fresh = backpackReducer(step.state, { type: 'newJourney' }, 0).state;
    expect(fresh).toEqual(initBackpack(L1));
    expect(backpackReducer(fresh, { type: 'autoStep' }, 0)).toEqual({ state: fresh, effects: [] });
    expect(backpackReducer(fresh, { type: 'autoDone' }, 0)).toEqual({ state: fresh, effects: [] });
  });
});
