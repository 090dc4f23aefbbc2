import type { SceneProps } from '@scenes/engine/types';
import { ItemsScene } from '@scenes/kits/castle/ui/ItemsScene';
import { wallsGame } from './logic';
import { wallLook } from './look';

/** Castle Walls: the shared castle item scene over this game's data and look. */
export default function CastleWallsScene({ routeId, resetCount }: SceneProps) {
  return <ItemsScene routeId={routeId} game={wallsGame} look={wallLook} resetCount={resetCount} />;
}
