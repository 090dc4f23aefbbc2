import { t } from '@lingui/core/macro';
import { type GameManifest, mul } from '@scenes/engine/manifest';

/** Castle Complete: the manifest (DESIGN §3.1). */
export const game: GameManifest = {
  subject: 'multiplication',
  levels: [
    {
      id: 'castle-complete',
      get title() {
        return t`Castle Complete`;
      },
    },
  ],
  facts: mul([3, 4], [4, 2], [2, 6], [5, 3]),
};
