import type { SceneProps } from '@scenes/engine';
import { OPEN } from '@scenes/engine/effects';
import { lazyView } from '@scenes/engine/lazyView';
import { useSceneReducer } from '@scenes/engine/useSceneReducer';
import { FerrisView } from './FerrisView';
import { initFerris, reduceFerris } from './logic';

/**
 * A challenge round (issue 33): its rules (challenge.ts), the ask panel and the level badge load when
 * a challenge starts (the frame preloads them), not with the spec's round.
 */
export const ChallengeRound = lazyView(() => import('./ChallengeRound').then((m) => m.FerrisChallengeRound));

/** Ferris Wheel Race: spin for 3 s, then see that both orderings give the same product. */
export function FerrisWheelRaceScene({ resetCount, challenge }: SceneProps) {
  if (challenge) return <ChallengeRound setup={challenge} resetCount={resetCount} />;
  return <SpecRound resetCount={resetCount} />;
}

function SpecRound({ resetCount }: { resetCount: number }) {
  const [state, dispatch] = useSceneReducer(reduceFerris, initFerris, resetCount, OPEN);
  return <FerrisView state={state} dispatch={dispatch} />;
}
