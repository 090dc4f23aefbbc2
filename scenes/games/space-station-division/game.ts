import { t } from '@lingui/core/macro';
import { div, type GameManifest } from '@scenes/engine/manifest';

/** Space Station Division: the manifest (DESIGN §3.1). */
export const game: GameManifest = {
  subject: 'division',
  levels: [
    {
      id: 'space-station-division',
      get title() {
        return t`Space Station Division`;
      },
    },
  ],
  next: 'star-treasure-hunt',
  facts: div([12, 3], [15, 5], [8, 4], [18, 6]),
};
