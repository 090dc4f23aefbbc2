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
  // Issue 33: crew up to 20, then 30, then 48 in 2–6 shuttles (for ÷, a is the share, b the groups).
  challenge: {
    op: 'div',
    levels: [
      { a: [2, 5], b: [2, 4] },
      { a: [2, 6], b: [2, 5], maxProduct: 30 },
      { a: [2, 9], b: [2, 6], maxProduct: 48 },
    ],
  },
};
