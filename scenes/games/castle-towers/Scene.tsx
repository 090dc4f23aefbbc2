import type { SceneProps } from '@scenes/engine/types';
import { castleMessages } from '@scenes/kits/castle/messages';
import { ItemsScene } from '@scenes/kits/castle/ui/ItemsScene';
import { gamePath } from '@/app/paths';
import { towersGame } from './logic';
import { towerLook } from './look';

const next = { label: castleMessages.nextGame, path: gamePath('castle-walls') };

/** Castle Towers: the shared castle item scene over this game's data and look. */
export default function CastleTowersScene({ resetCount }: SceneProps) {
  return (
    <ItemsScene
      gameId="castle-towers"
      game={towersGame}
      look={towerLook}
      next={next}
      resetCount={resetCount}
    />
  );
}
