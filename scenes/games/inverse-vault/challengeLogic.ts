import type { ChallengeSetup } from '@scenes/engine/challenge';
import { go, settle } from '@scenes/engine/effects';
import { startProgress } from '@scenes/kits/challenge/ask';
import { challengeEnd, challengeSays, chooseInChallenge } from './challenge';
import { vaultReducer } from './logic';
import { challengeVaults } from './rounds';
import type { InverseState } from './state';

/** A fresh challenge round (issue 33) at its first vault, shown at `now`: the child's own divisions. */
export function initInverseChallenge(now: number, setup: ChallengeSetup): InverseState {
  return {
    challenges: challengeVaults(setup),
    index: 0,
    phase: 'choosing',
    selected: null,
    opened: 0,
    shownAt: now,
    challenge: startProgress(setup),
  };
}

/**
 * The reducer of Inverse Vault's challenge round (issue 33): the spec round's flow, with a
 * challenge's words, answers (a wrong one reveals the right one), end and Explore Again (the page's
 * replay). In its own chunk with its view, so the spec round never downloads it.
 */
export const inverseChallengeReducer = vaultReducer({
  says: (state) => challengeSays(state),
  choose: (state, value, now) => {
    // Every challenge state has its progress (initInverseChallenge): refuse, never throw, without it.
    if (!state.challenge) return settle(state);
    return chooseInChallenge(state, value, now, state.challenge);
  },
  end: challengeEnd,
  // A challenge's Explore Again is the spec's round (the page's replay).
  exploreAgain: (state) => ({ state, effects: [go('replay')] }),
});
