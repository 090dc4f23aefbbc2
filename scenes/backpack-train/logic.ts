import { type Step, settle, share } from '../sharing-shared/step';
import { type BackpackLevel, SETTLE_MS, STEP_MS, WAGON_COLORS } from './data';

/** A wagon (spec §3: id, backpacks, colour). */
export interface Wagon {
  id: number;
  backpacks: number;
  color: string;
}

/** Loading by hand, auto-distributing, or done. */
export type BackpackPhase = 'loading' | 'distributing' | 'done';

/** The whole game state of one level. */
export interface BackpackState {
  level: BackpackLevel;
  wagons: Wagon[];
  phase: BackpackPhase;
}

/** What the child (or the engine's timer) can do. */
export type BackpackAction =
  | { type: 'tapWagon'; wagon: number }
  | { type: 'autoDistribute' }
  | { type: 'autoStep' }
  | { type: 'autoDone' }
  | { type: 'newJourney' };

/** A fresh journey: every wagon empty. */
export function initBackpack(level: BackpackLevel): BackpackState {
  const wagons = Array.from({ length: level.wagons }, (_, i) => ({
    id: i + 1,
    backpacks: 0,
    color: WAGON_COLORS[i % WAGON_COLORS.length],
  }));
  return { level, wagons, phase: 'loading' };
}

/** Backpacks loaded so far. */
export function loaded(state: BackpackState): number {
  return state.wagons.reduce((sum, w) => sum + w.backpacks, 0);
}

/** The pure reducer of Backpack Train (spec §4 "Backpack", §5). */
export function backpackReducer(
  state: BackpackState,
  action: BackpackAction,
): Step<BackpackState, BackpackAction> {
  const { each } = share(state.level.backpacks, state.level.wagons);
  switch (action.type) {
    case 'tapWagon': {
      // Taps are ignored while distributing or done; refused once the target is reached.
      if (state.phase !== 'loading' || !state.wagons[action.wagon]) return settle(state);
      if (loaded(state) >= state.level.backpacks) return settle(state);
      const wagons = state.wagons.map((w, i) =>
        i === action.wagon ? { ...w, backpacks: w.backpacks + 1 } : w,
      );
      const next = { ...state, wagons };
      return settle(loaded(next) >= state.level.backpacks ? { ...next, phase: 'done' } : next);
    }
    case 'autoDistribute': {
      if (state.phase !== 'loading') return settle(state);
      // The train is unloaded first so every wagon climbs together from zero to the fair share.
      const wagons = state.wagons.map((w) => ({ ...w, backpacks: 0 }));
      const steps = Array.from({ length: each }, (_, k) => ({
        after: STEP_MS * (k + 1),
        action: { type: 'autoStep' } as const,
      }));
      return {
        state: { ...state, wagons, phase: 'distributing' },
        effects: [...steps, { after: STEP_MS * each + SETTLE_MS, action: { type: 'autoDone' } }],
      };
    }
    case 'autoStep': {
      if (state.phase !== 'distributing') return settle(state);
      const wagons = state.wagons.map((w) => (w.backpacks < each ? { ...w, backpacks: w.backpacks + 1 } : w));
      return settle({ ...state, wagons });
    }
    case 'autoDone':
      if (state.phase !== 'distributing') return settle(state);
      return settle({ ...state, phase: 'done' });
    case 'newJourney':
      return settle(initBackpack(state.level));
  }
}
