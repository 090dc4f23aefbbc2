import { dashboardTabPath } from '@/app/paths';
import { castleMessages } from '../castle-shared/messages';
import { ItemsScene } from '../castle-shared/ui/ItemsScene';
import type { SceneProps } from '../engine/types';
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
