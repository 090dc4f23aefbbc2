import type { SceneProps } from '@scenes/engine/types';
import { castleMessages } from '@scenes/kits/castle/messages';
import { ItemsScene } from '@scenes/kits/castle/ui/ItemsScene';
import { gamePath } from '@/app/paths';
import { wallsGame } from './logic';
import { wallLook } from './look';

const next = { label: castleMessages.nextGame, path: gamePath('castle-complete') };

/** Castle Walls: the shared castle item scene over this game's data and look. */
export default function CastleWallsScene({ resetCount }: SceneProps) {
  return (
    <ItemsScene gameId="castle-walls" game={wallsGame} look={wallLook} next={next} resetCount={resetCount} />
  );
}
