import type { SceneReducer } from '@scenes/engine/types';
import { planets, STARS_PER_PLANET } from './data';

/** Star Treasure Hunt state: the planets visited, in the order the child tapped them. */
export interface StarHuntState {
  visited: number[];
}

/** The one thing a child does: tap a planet. */
export type StarHuntAction = { type: 'visit'; planet: number };

/** Nothing visited yet. */
export function initStarHunt(): StarHuntState {
  return { visited: [] };
}

/** An unvisited planet becomes visited (+5 stars); a visited or unknown one does nothing. */
export const reduceStarHunt: SceneReducer<StarHuntState, StarHuntAction> = (state, action) => {
  const known = planets.some((p) => p.id === action.planet);
  if (!known || state.visited.includes(action.planet)) return { state, effects: [] };
  return { state: { visited: [...state.visited, action.planet] }, effects: [] };
};

/** Stars collected so far. */
export function totalStars(state: StarHuntState): number {
  return state.visited.length * STARS_PER_PLANET;
}

/** All 4 planets visited. */
export function isComplete(state: StarHuntState): boolean {
  return state.visited.length === planets.length;
}

/** The running total as repeated addition, e.g. "5 + 5 + 5 = 15" (empty before the first visit). */
export function additionText(state: StarHuntState): string {
  if (state.visited.length === 0) return '';
  return `${state.visited.map(() => STARS_PER_PLANET).join(' + ')} = ${totalStars(state)}`;
}

/** The running total as multiplication, e.g. "3 × 5 = 15 stars". */
export function productText(state: StarHuntState): string {
  if (state.visited.length === 0) return '';
  return `${state.visited.length} × ${STARS_PER_PLANET} = ${totalStars(state)} stars`;
}
