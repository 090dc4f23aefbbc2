import { gamePath } from '@/app/paths';
import { castleMessages } from '../castle-shared/messages';
import { ItemsScene } from '../castle-shared/ui/ItemsScene';
import type { SceneProps } from '../engine/types';
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
