import { t } from '@lingui/core/macro';
import {
  go,
  prompt,
  result,
  type SceneEffect,
  type SceneReducer,
  say,
  settle,
  sound,
} from '@scenes/engine/effects';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { planets, STARS_PER_PLANET, texts } from './data';

/** Star Treasure Hunt state: the planets visited, in the order the child tapped them. */
export interface StarHuntState {
  visited: number[];
}

/**
 * A planet tap (the view says whether motion is reduced: then the rocket jumps instead of flying,
 * and makes no whoosh), or Next Game on the completion card.
 */
export type StarHuntAction =
  | { type: 'open' }
  | { type: 'visit'; planet: number; reducedMotion: boolean }
  | { type: 'next' }
  | { type: 'newChallenge' };

/** Nothing visited yet. */
export function initStarHunt(): StarHuntState {
  return { visited: [] };
}

/**
 * Opening the game says its instruction as a prompt. An unvisited planet becomes visited (+5 stars): the correct sound, the rocket's whoosh, and the
 * totals said as multiplication and repeated addition; the 4th also says "Treasure Found!" and
 * reports the game with the stars collected. A visited or unknown planet is refused. Planets are
 * taps, not answers (the child is shown n × 5, never asked it), so no fact attempt is reported.
 * Next Game asks for the next game once all are visited (the manifest says which).
 */
export const reduceStarHunt: SceneReducer<StarHuntState, StarHuntAction> = (state, action) => {
  if (action.type === 'open') return { state, effects: [prompt(texts.start)] };
  if (action.type === 'newChallenge')
    return isComplete(state) ? { state, effects: [go('challenge')] } : settle(state);
  if (action.type === 'next') return isComplete(state) ? { state, effects: [go('next')] } : settle(state);
  const known = planets.some((p) => p.id === action.planet);
  if (!known || state.visited.includes(action.planet)) return settle(state);
  const next = { visited: [...state.visited, action.planet] };
  const effects: SceneEffect<StarHuntAction>[] = [sound('correct')];
  if (!action.reducedMotion) effects.push(sound('whoosh'));
  effects.push(say(productText(next)), say(additionText(next)));
  if (isComplete(next))
    effects.push(
      sound('complete'),
      say(texts.done),
      result({ isCorrect: true, stars: totalStars(next) }),
      say(challengeTexts.offer),
    );
  return { state: next, effects };
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
  const planets = state.visited.length;
  const total = totalStars(state);
  return t`${planets} × ${STARS_PER_PLANET} = ${total} stars`;
}
