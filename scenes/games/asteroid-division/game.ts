import { t } from '@lingui/core/macro';
import { div, type GameManifest } from '@scenes/engine/manifest';

/** Asteroid Division: the manifest (DESIGN §3.1). */
export const game: GameManifest = {
  subject: 'division',
  levels: [
    {
      id: 'asteroid-division',
      get title() {
        return t`Asteroid Division`;
      },
    },
  ],
  next: 'space-station-division',
  facts: div([24, 4], [30, 5], [16, 4], [18, 3]),
};
