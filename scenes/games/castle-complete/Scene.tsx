import type { SceneProps } from '@scenes/engine/types';
import { ItemsScene } from '@scenes/kits/castle/ui/ItemsScene';
import { completeGame } from './logic';
import { featureLook } from './look';
import { challengeFeatures } from './rounds';

/** Castle Complete: the shared castle item scene over this game's data and look. */
export default function CastleCompleteScene({ routeId, resetCount, challenge }: SceneProps) {
  return (
    <ItemsScene
      routeId={routeId}
      game={completeGame}
      look={featureLook}
      resetCount={resetCount}
      challenge={challenge}
      round={challengeFeatures}
      finale
    />
  );
}
