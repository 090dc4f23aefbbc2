import {
  answered,
  later,
  result,
  type SceneEffect,
  type SceneFact,
  type SceneReducer,
  say,
  settle,
  sound,
} from '@scenes/engine/effects';
import { notAnswer } from '@scenes/engine/feedback';
import { CORRECT_MS, INVERSE_CHALLENGES, type InverseChallenge, WRONG_MS } from './data';
import { inverseTexts as T } from './texts';

/** Where the current vault is: choosing, showing a right or wrong answer, or all vaults done. */
export type InversePhase = 'choosing' | 'open' | 'wrong' | 'finished';

/** The whole game state. */
export interface InverseState {
  challenges: readonly InverseChallenge[];
  index: number;
  phase: InversePhase;
  /** The option being evaluated (or null while choosing). */
  selected: number | null;
  opened: number;
  /** When the current division showed (engine clock, ms): answers are timed from it. */
  shownAt: number;
}

/** What the child (or the engine's timer) can do. */
export type InverseAction =
  | { type: 'choose'; value: number }
  | { type: 'advance' }
  | { type: 'clearWrong' }
  | { type: 'exploreAgain' };

/** Stars for opening all three vaults alone. */
export const INVERSE_STARS = 3;

/** A fresh game at the first vault, shown at `now`. */
export function initInverse(
  now = 0,
  challenges: readonly InverseChallenge[] = INVERSE_CHALLENGES,
): InverseState {
  return { challenges, index: 0, phase: 'choosing', selected: null, opened: 0, shownAt: now };
}

/** The division a vault asks: (a·b) ÷ b with a the answer. */
export function factOf(c: InverseChallenge): SceneFact {
  return { op: 'div', a: c.divisionAnswer, b: c.multiplicationAnswer / c.divisionAnswer };
}

/** What the scene says when a vault shows: the known fact and the progress. */
export function openingLines(state: InverseState): string[] {
  return [T.known(state.challenges[state.index]), T.progress(state.opened, state.challenges.length)];
}

function choose(state: InverseState, value: number, now: number) {
  // Selection is blocked while an answer is being evaluated.
  if (state.phase !== 'choosing') return settle<InverseState, InverseAction>(state);
  const challenge = state.challenges[state.index];
  const fact = answered(factOf(challenge), value, state.shownAt, now);
  if (value === challenge.divisionAnswer) {
    const opened = state.opened + 1;
    const effects: SceneEffect<InverseAction>[] = [
      fact,
      sound('correct'),
      say(T.opened(challenge)),
      say(T.progress(opened, state.challenges.length)),
      later(CORRECT_MS, { type: 'advance' }),
    ];
    return { state: { ...state, phase: 'open' as const, selected: value, opened }, effects };
  }
  const wrong = notAnswer(challenge.division.replace(' = ?', ''), value);
  return {
    state: { ...state, phase: 'wrong' as const, selected: value },
    effects: [fact, sound('wrong'), say(wrong), later(WRONG_MS, { type: 'clearWrong' as const })],
  };
}

/**
 * The pure reducer of Inverse Vault (spec §4 "Inverse Vault", like the vault): every answer is a
 * timed attempt at its division fact; a right one opens the vault and the next follows after 3 s, a
 * wrong one is said ("20 ÷ 4 is not 4") and clears after 1.5 s; the third vault reports the game.
 */
export const inverseReducer: SceneReducer<InverseState, InverseAction> = (state, action, now) => {
  switch (action.type) {
    case 'choose':
      return choose(state, action.value, now);
    case 'advance': {
      if (state.phase !== 'open') return settle(state);
      if (state.index === state.challenges.length - 1) {
        return {
          state: { ...state, phase: 'finished', selected: null },
          effects: [sound('complete'), say(T.done), result({ isCorrect: true, stars: INVERSE_STARS })],
        };
      }
      const next: InverseState = {
        ...state,
        index: state.index + 1,
        phase: 'choosing',
        selected: null,
        shownAt: now,
      };
      return { state: next, effects: [say(T.known(next.challenges[next.index]))] };
    }
    case 'clearWrong':
      if (state.phase !== 'wrong') return settle(state);
      return settle({ ...state, phase: 'choosing', selected: null, shownAt: now });
    case 'exploreAgain': {
      const fresh = initInverse(now, state.challenges);
      return { state: fresh, effects: openingLines(fresh).map(say) };
    }
  }
};
