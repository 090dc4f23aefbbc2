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

/** One station/mission of the space series: an id and the amount it adds to the running count. */
export interface MissionItem {
  id: number;
  total: number;
}

/** Which items are done, in the order the child tapped them. */
export interface MissionState {
  done: number[];
}

/** The child taps an item, or Next Game on the completion card. */
export type MissionAction =
  | { type: 'open' }
  | { type: 'complete'; item: number }
  | { type: 'next' }
  | { type: 'newChallenge' };

/** The words a mission game says (the same its panel and completion card show). */
export interface MissionTexts<T> {
  /** The instruction said when the game opens ("Tap a station to launch all its rockets!"). */
  start: string;
  /** The completion card's title ("Mission Complete"). */
  done: string;
  /** The equation of one item, e.g. "3 × 4 = 12 rockets". */
  equation: (item: T) => string;
  /** The running count line, e.g. "Total: 27 rockets". */
  running: (total: number) => string;
}

/** Stars for finishing a mission game. */
export const MISSION_STARS = 3;

/** Nothing done yet. */
export function initMissions(): MissionState {
  return { done: [] };
}

/**
 * The shared flow of cosmic-multiplication, asteroid-division and space-station-division (spec §2):
 * opening says the instruction as a prompt; tapping an item not yet done marks it done, plays the correct sound and says its equation and the
 * running count; the last one also says the completion and reports the game done. A done or
 * unknown item is refused. Items are taps, not answers: the child is shown a fact with its answer
 * and never asked it, so no fact attempt is reported. Next Game asks for the next game once all
 * are done (the manifest says which); the end card offers New challenge (issue 33).
 */
export function makeMissionReducer<T extends MissionItem>(
  items: readonly T[],
  texts: MissionTexts<T>,
): SceneReducer<MissionState, MissionAction> {
  return (state, action) => {
    if (action.type === 'open') return { state, effects: [prompt(texts.start)] };
    if (action.type === 'newChallenge')
      return allDone(state, items) ? { state, effects: [go('challenge')] } : settle(state);
    if (action.type === 'next')
      return allDone(state, items) ? { state, effects: [go('next')] } : settle(state);
    const item = items.find((i) => i.id === action.item);
    if (!item || state.done.includes(item.id)) return settle(state);
    const next = { done: [...state.done, item.id] };
    const running = say(texts.running(runningTotal(next, items)));
    const effects: SceneEffect<MissionAction>[] = [sound('correct'), say(texts.equation(item)), running];
    if (allDone(next, items))
      effects.push(
        sound('complete'),
        say(texts.done),
        running,
        result({ isCorrect: true, stars: MISSION_STARS }),
        say(challengeTexts.offer),
      );
    return { state: next, effects };
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
