import { type Step, settle, share } from '@scenes/kits/sharing/step';
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
  | { type: 'takeOut'; wagon: number }
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

/** The fair share of each wagon (the quotient; a remainder stays on the platform). */
export function fairShare(state: BackpackState): number {
  return share(state.level.backpacks, state.level.wagons).each;
}

/** True when every wagon carries the fair share: the only load the train leaves with. */
export function isFair(state: BackpackState): boolean {
  const each = fairShare(state);
  return state.wagons.every((w) => w.backpacks === each);
}

/** True when the platform is empty but the wagons carry different numbers: shown in red. */
export function isUneven(state: BackpackState): boolean {
  return state.phase === 'loading' && loaded(state) >= state.level.backpacks && !isFair(state);
}

/** Wagons whose load differs from the fair share (red-highlighted while the load is uneven). */
export function unevenWagons(state: BackpackState): boolean[] {
  const uneven = isUneven(state);
  const each = fairShare(state);
  return state.wagons.map((w) => uneven && w.backpacks !== each);
}

/** Sets one wagon's load, and leaves (done) once every wagon carries the fair share. */
function load(state: BackpackState, wagon: number, delta: number): BackpackState {
  const wagons = state.wagons.map((w, i) => (i === wagon ? { ...w, backpacks: w.backpacks + delta } : w));
  const next = { ...state, wagons };
  return isFair(next) ? { ...next, phase: 'done' } : next;
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
      return settle(load(state, action.wagon, 1));
    }
    case 'takeOut': {
      // A backpack goes back to the platform, so an uneven load can be made fair by hand.
      const wagon = state.wagons[action.wagon];
      if (state.phase !== 'loading' || !wagon || wagon.backpacks === 0) return settle(state);
      return settle(load(state, action.wagon, -1));
    }
    case 'autoDistribute': {
      if (state.phase !== 'loading') return settle(state);
      // Tops up what the child loaded by hand: every wagon climbs by one a step to the fair share
      // (an over-full wagon gives its extra back to the platform the same way, one a step).
      const steps = Math.max(0, ...state.wagons.map((w) => Math.abs(w.backpacks - each)));
      const effects = Array.from({ length: steps }, (_, k) => ({
        after: STEP_MS * (k + 1),
        action: { type: 'autoStep' } as const,
      }));
      return {
        state: { ...state, phase: 'distributing' },
        effects: [...effects, { after: STEP_MS * steps + SETTLE_MS, action: { type: 'autoDone' } }],
      };
    }
    case 'autoStep': {
      if (state.phase !== 'distributing') return settle(state);
      const wagons = state.wagons.map((w) => ({
        ...w,
        backpacks: w.backpacks + Math.sign(each - w.backpacks),
      }));
      return settle({ ...state, wagons });
    }
    case 'autoDone':
      if (state.phase !== 'distributing') return settle(state);
      return settle({ ...state, phase: 'done' });
    case 'newJourney':
      return settle(initBackpack(state.level));
  }
}
