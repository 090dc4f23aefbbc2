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
  type Step,
  say,
  settle,
  sound,
} from '@scenes/engine/effects';
import { wrongAnswerSays } from '@scenes/engine/feedback';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { CORRECT_MS, INVERSE_CHALLENGES, type InverseChallenge, WRONG_MS } from './data';
import type { InverseAction, InverseState } from './state';
import { inverseTexts as T } from './texts';

export type { InverseAction, InversePhase, InverseState } from './state';

/** Stars for opening all three vaults alone. */
export const INVERSE_STARS = 3;

/** A fresh spec round at the first vault, shown at `now` (a challenge round's: `challengeLogic.ts`). */
export function initInverse(
  now = 0,
  challenges: readonly InverseChallenge[] = INVERSE_CHALLENGES,
): InverseState {
  return {
    challenges,
    index: 0,
    phase: 'choosing',
    selected: null,
    opened: 0,
    shownAt: now,
    challenge: null,
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
  const challenge = state.challenges[state.index];
  const says = [prompt(T.known(challenge)), say(challenge.division)];
  return withProgress ? [...says, announceOnly(T.progress(state.opened, state.challenges.length))] : says;
}

type VaultStep = Step<InverseState, InverseAction>;

/** What a round of vaults does its own way: the spec's round below, a challenge's in `challengeLogic.ts`. */
export interface VaultRules {
  /** What a vault says as it shows (`withProgress`: the progress too, on opening). */
  says(state: InverseState, withProgress: boolean): SceneEffect<InverseAction>[];
  /** An answer while choosing. */
  choose(state: InverseState, value: number, now: number): VaultStep;
  /** The effects of the last vault's end (the state is already 'finished'). */
  end(finished: InverseState): SceneEffect<InverseAction>[];
  /** The end card's Explore Again. */
  exploreAgain(state: InverseState, now: number): VaultStep;
}

/** A reducer over vaults: the flow both rounds share (advance, clear a wrong answer, New challenge). */
export function vaultReducer(rules: VaultRules): SceneReducer<InverseState, InverseAction> {
  return (state, action, now) => {
    switch (action.type) {
      case 'open':
        return { state, effects: rules.says(state, true) };
      case 'choose':
        // Selection is blocked while an answer is being evaluated.
        if (state.phase !== 'choosing') return settle(state);
        return rules.choose(state, action.value, now);
      case 'advance': {
        if (state.phase !== 'open' && state.phase !== 'reveal') return settle(state);
        if (state.index === state.challenges.length - 1) {
          const finished: InverseState = { ...state, phase: 'finished', selected: null };
          return { state: finished, effects: rules.end(finished) };
        }
        const next: InverseState = {
          ...state,
          index: state.index + 1,
          phase: 'choosing',
          selected: null,
          shownAt: now,
        };
        return { state: next, effects: rules.says(next, false) };
      }
      case 'clearWrong':
        if (state.phase !== 'wrong') return settle(state);
        return settle({ ...state, phase: 'choosing', selected: null, shownAt: now });
      case 'exploreAgain':
        return rules.exploreAgain(state, now);
      case 'newChallenge':
        return { state, effects: [go('challenge')] };
    }
  };
}

function choose(state: InverseState, value: number, now: number): VaultStep {
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
    return { state: { ...state, phase: 'open', selected: value, opened }, effects };
  }
  return {
    state: { ...state, phase: 'wrong', selected: value },
    effects: [
      fact,
      sound('wrong'),
      ...wrongAnswerSays(challenge.division.replace(' = ?', ''), value),
      later(WRONG_MS, { type: 'clearWrong' }),
    ],
  };
}

/**
 * The pure reducer of Inverse Vault's spec round (spec §4 "Inverse Vault", like the vault): every
 * answer is a timed attempt at its division fact; a right one opens the vault and the next follows
 * after 3 s, a wrong one is announced ("20 ÷ 4 is not 4"), the narrator says "Try again", and it
 * clears after 1.5 s; the third vault reports the game. Opening the scene says the first vault.
 */
export const inverseReducer = vaultReducer({
  says: vaultSays,
  choose,
  end: () => [
    sound('complete'),
    say(T.done),
    result({ isCorrect: true, stars: INVERSE_STARS }),
    say(challengeTexts.offer),
  ],
  exploreAgain: (state, now) => {
    const fresh = initInverse(now, state.challenges);
    return { state: fresh, effects: vaultSays(fresh) };
  },
});
