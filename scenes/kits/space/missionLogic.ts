import type { SceneReducer } from '@scenes/engine/types';

/** One station/mission of the space series: an id and the amount it adds to the running count. */
export interface MissionItem {
  id: number;
  total: number;
}

/** Which items are done, in the order the child tapped them. */
export interface MissionState {
  done: number[];
}

/** The child taps an item. */
export type MissionAction = { type: 'complete'; item: number };

/** Nothing done yet. */
export function initMissions(): MissionState {
  return { done: [] };
}

/**
 * The shared flow of cosmic-multiplication, asteroid-division and space-station-division (spec §2):
 * tapping an item not yet done marks it done; a done or unknown item is refused.
 */
export function makeMissionReducer(items: readonly MissionItem[]): SceneReducer<MissionState, MissionAction> {
  return (state, action) => {
    if (!items.some((i) => i.id === action.item) || state.done.includes(action.item))
      return { state, effects: [] };
    return { state: { done: [...state.done, action.item] }, effects: [] };
  };
}

/** The running count: the totals of the done items added up. */
export function runningTotal(state: MissionState, items: readonly MissionItem[]): number {
  return items.filter((i) => state.done.includes(i.id)).reduce((sum, i) => sum + i.total, 0);
}

/** Every item done. */
export function allDone(state: MissionState, items: readonly MissionItem[]): boolean {
  return items.every((i) => state.done.includes(i.id));
}
