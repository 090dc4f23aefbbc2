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
  // Issue 33: astronauts up to 20, then 40, then 60 in 2–6 chambers (for ÷, a is the share, b the groups).
  challenge: {
    op: 'div',
    levels: [
      { a: [2, 5], b: [2, 4] },
      { a: [2, 8], b: [2, 6], maxProduct: 40 },
      { a: [2, 10], b: [2, 6], maxProduct: 60 },
    ],
  },
};
