import { lazyView } from '@scenes/engine/lazyView';
import type { SceneProps } from '@scenes/engine/types';
import { SharingCard } from '@scenes/kits/sharing/SharingCard';
import { InverseView, type OverlayProps, type VaultRound } from './InverseView';
import { initInverse, inverseReducer } from './logic';
import { inverseTexts as T } from './texts';

/** The spec's round: the known times fact, the division on the door, the sharing card at the end. */
const SPEC_ROUND: VaultRound = {
  reducer: inverseReducer,
  init: (now) => initInverse(now),
  words: (state) => {
    const c = state.challenges[state.index];
    return { known: T.known(c), question: c.division };
  },
  Overlay: ({ state, progress, actions }: OverlayProps) =>
    state.phase === 'finished' ? <SharingCard title={T.done} message={progress} actions={actions} /> : null,
};

/**
 * The challenge round (issue 33) in its own chunk: its reducer, level badge and end card; the frame
 * preloads it with the round's plan (`preloadChallenge`).
 */
export const ChallengeRound = lazyView(() => import('./ChallengeRound').then((m) => m.ChallengeRound));

/** Inverse Vault: a challenge round when the frame gives one, else the spec's round. */
export default function InverseScene({ resetCount, challenge }: SceneProps) {
  if (challenge) return <ChallengeRound setup={challenge} resetCount={resetCount} />;
  return <InverseView round={SPEC_ROUND} resetCount={resetCount} />;
}
