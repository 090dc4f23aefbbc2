import { t } from '@lingui/core/macro';
import { type GameManifest, mul } from '@scenes/engine/manifest';

/** Castle Walls: the manifest (DESIGN §3.1). */
export const game: GameManifest = {
  subject: 'multiplication',
  levels: [
    {
      id: 'castle-walls',
      get title() {
        return t`Castle Walls`;
      },
    },
  ],
  next: 'castle-complete',
  facts: mul([6, 4], [5, 3], [4, 5], [7, 3]),
};
