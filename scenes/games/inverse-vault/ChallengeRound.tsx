import type { ChallengeSetup } from '@scenes/engine/challenge';
import { useLayout } from '@scenes/engine/LayoutContext';
import { CompletionCard } from '@scenes/engine/ui/CompletionCard';
import { LevelBadge } from '@scenes/kits/challenge/LevelBadge';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { useMemo } from 'react';
import { divisionOf, divisorOf } from './challenge';
import { initInverseChallenge, inverseChallengeReducer } from './challengeLogic';
import { InverseView, type OverlayProps, type VaultRound } from './InverseView';
import { inverseTexts as T } from './texts';

/** A challenge's level badge, and its end card (stars = right answers). */
function ChallengeOverlay({ state, actions }: OverlayProps) {
  const { portrait, width } = useLayout();
  const total = state.challenges.length;
  return (
    <>
      {state.challenge && (
        <LevelBadge
          x={portrait ? width / 2 : 940}
          y={portrait ? 24 : 60}
          level={state.challenge.track.level}
        />
      )}
      {state.phase === 'finished' && (
        <CompletionCard
          title={challengeTexts.done}
          message={challengeTexts.score(state.opened, total)}
          stars={state.opened}
          actions={actions}
        />
      )}
    </>
  );
}

/**
 * Inverse Vault's challenge round (issue 33): the same view with the challenge's reducer. The times
 * fact's factor stays hidden until the vault is answered, then the division shows filled in.
 */
export function ChallengeRound({ setup, resetCount }: { setup: ChallengeSetup; resetCount: number }) {
  const round = useMemo<VaultRound>(
    () => ({
      reducer: inverseChallengeReducer,
      init: (now) => initInverseChallenge(now, setup),
      words: (state) => {
        const c = state.challenges[state.index];
        const answered = state.phase === 'open' || state.phase === 'reveal';
        return {
          known: answered ? T.known(c) : T.missing(divisorOf(c), c.multiplicationAnswer),
          question: answered ? `${divisionOf(c)} = ${c.divisionAnswer}` : c.division,
        };
      },
      Overlay: ChallengeOverlay,
    }),
    [setup],
  );
  return <InverseView round={round} resetCount={resetCount} />;
}
