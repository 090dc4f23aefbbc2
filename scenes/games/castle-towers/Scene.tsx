import type { SceneProps } from '@scenes/engine/types';
import { ItemsScene } from '@scenes/kits/castle/ui/ItemsScene';
import { towersGame } from './logic';
import { towerLook } from './look';
import { challengeTowers } from './rounds';

/** Castle Towers: the shared castle item scene over this game's data and look. */
export default function CastleTowersScene({ routeId, resetCount, challenge }: SceneProps) {
  return (
    <ItemsScene
      routeId={routeId}
      game={towersGame}
      look={towerLook}
      resetCount={resetCount}
      challenge={challenge}
      round={challengeTowers}
    />
  );
}
