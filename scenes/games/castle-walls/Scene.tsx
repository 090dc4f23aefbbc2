import type { SceneProps } from '@scenes/engine/types';
import { ItemsScene } from '@scenes/kits/castle/ui/ItemsScene';
import { wallsGame } from './logic';
import { wallLook } from './look';
import { challengeWalls } from './rounds';

/** Castle Walls: the shared castle item scene over this game's data and look. */
export default function CastleWallsScene({ routeId, resetCount, challenge }: SceneProps) {
  return (
    <ItemsScene
      routeId={routeId}
      game={wallsGame}
      look={wallLook}
      resetCount={resetCount}
      challenge={challenge}
      round={challengeWalls}
    />
  );
}
