import type { ChallengeSetup } from '@scenes/engine/challenge';
import {
  announceOnly,
  answered,
  go,
  later,
  prompt,
  result,
  type SceneEffect,
  type SceneFact,
  type SceneReducer,
  say,
  settle,
  sound,
} from '@scenes/engine/effects';
import { wrongAnswerSays } from '@scenes/engine/feedback';
import { startProgress } from '@scenes/kits/challenge/ask';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { challengeEnd, challengeSays, chooseInChallenge } from './challenge';
import { CORRECT_MS, INVERSE_CHALLENGES, type InverseChallenge, WRONG_MS } from './data';
import { challengeVaults } from './rounds';
import type { InverseAction, InverseState } from './state';
import { inverseTexts as T } from './texts';

export type { InverseAction, InversePhase, InverseState } from './state';

/** Stars for opening all three vaults alone. */
export const INVERSE_STARS = 3;

/** A fresh game at the first vault, shown at `now`: the spec's vaults, or a challenge round's. */
export function initInverse(
  now = 0,
  challenges: readonly InverseChallenge[] = INVERSE_CHALLENGES,
  setup: ChallengeSetup | null = null,
): InverseState {
  return {
    challenges: setup ? challengeVaults(setup) : challenges,
    index: 0,
    phase: 'choosing',
    selected: null,
    opened: 0,
    shownAt: now,
    challenge: setup ? startProgress(setup) : null,
  };
}

/** The division a vault asks: (a·b) ÷ b with a the answer. */
export function factOf(c: InverseChallenge): SceneFact {
  return { op: 'div', a: c.divisionAnswer, b: c.multiplicationAnswer / c.divisionAnswer };
}

/**
 * What a vault says as it shows: the known fact (a prompt), the division on its door, and on
 * opening the progress (for screen readers only).
 */
export function vaultSays(state: InverseState, withProgress = true): SceneEffect<InverseAction>[] {
  if (state.challenge) return challengeSays(state);
  const challenge = state.challenges[state.index];
  const says = [prompt(T.known(challenge)), say(challenge.division)];
  return withProgress ? [...says, announceOnly(T.progress(state.opened, state.challenges.length))] : says;
}

function choose(state: InverseState, value: number, now: number) {
  // Selection is blocked while an answer is being evaluated.
  if (state.phase !== 'choosing') return settle<InverseState, InverseAction>(state);
  if (state.challenge) return chooseInChallenge(state, value, now, state.challenge);
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
  return {
    state: { ...state, phase: 'wrong' as const, selected: value },
    effects: [
      fact,
      sound('wrong'),
      ...wrongAnswerSays(challenge.division.replace(' = ?', ''), value),
      later(WRONG_MS, { type: 'clearWrong' as const }),
    ],
  };
}

/**
 * The pure reducer of Inverse Vault (spec §4 "Inverse Vault", like the vault): every answer is a
 * timed attempt at its division fact; a right one opens the vault and the next follows after 3 s, a
 * wrong one is announced ("20 ÷ 4 is not 4"), the narrator says "Try again", and it clears after
 * 1.5 s; the third vault reports the game. Opening the scene says the first vault.
 */
export const inverseReducer: SceneReducer<InverseState, InverseAction> = (state, action, now) => {
  switch (action.type) {
    case 'open':
      return { state, effects: vaultSays(state) };
    case 'choose':
      return choose(state, action.value, now);
    case 'advance': {
      if (state.phase !== 'open' && state.phase !== 'reveal') return settle(state);
      if (state.index === state.challenges.length - 1) {
        const finished: InverseState = { ...state, phase: 'finished', selected: null };
        if (state.challenge) return { state: finished, effects: challengeEnd(finished) };
        return {
          state: finished,
          effects: [
            sound('complete'),
            say(T.done),
            result({ isCorrect: true, stars: INVERSE_STARS }),
            say(challengeTexts.offer),
          ],
        };
      }
      const next: InverseState = {
        ...state,
        index: state.index + 1,
        phase: 'choosing',
        selected: null,
        shownAt: now,
      };
      return { state: next, effects: vaultSays(next, false) };
    }
    case 'clearWrong':
      if (state.phase !== 'wrong') return settle(state);
      return settle({ ...state, phase: 'choosing', selected: null, shownAt: now });
    case 'exploreAgain': {
      // A challenge's Explore Again is the spec's round (the page's replay).
      if (state.challenge) return { state, effects: [go('replay')] };
      const fresh = initInverse(now, state.challenges);
      return { state: fresh, effects: vaultSays(fresh) };
    }
    case 'newChallenge':
      return { state, effects: [go('challenge')] };
  }
};
