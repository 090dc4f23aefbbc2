import { t } from '@lingui/core/macro';
import { type GameManifest, mul } from '@scenes/engine/manifest';

/** Castle Towers: the manifest (DESIGN §3.1). */
export const game: GameManifest = {
  subject: 'multiplication',
  levels: [
    {
      id: 'castle-towers',
      get title() {
        return t`Castle Towers`;
      },
    },
  ],
  next: 'castle-walls',
  facts: mul([4, 3], [5, 2], [6, 2], [3, 4]),
};
