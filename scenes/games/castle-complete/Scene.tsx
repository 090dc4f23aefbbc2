import type { SceneProps } from '@scenes/engine/types';
import { castleMessages } from '@scenes/kits/castle/messages';
import { ItemsScene } from '@scenes/kits/castle/ui/ItemsScene';
import { dashboardTabPath } from '@/app/paths';
import { completeGame } from './logic';
import { featureLook } from './look';

const next = { label: castleMessages.backToGames, path: dashboardTabPath('games') };

/** Castle Complete: the shared castle item scene over this game's data and look. */
export default function CastleCompleteScene({ resetCount }: SceneProps) {
  return (
    <ItemsScene
      gameId="castle-complete"
      game={completeGame}
      look={featureLook}
      next={next}
      resetCount={resetCount}
      finale
    />
  );
}
