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
  // Issue 33: towers of 2–6 rows of 2–4 stones, then taller and wider (products up to 40, then 60).
  challenge: {
    op: 'mul',
    levels: [
      { a: [2, 6], b: [2, 4] },
      { a: [2, 8], b: [2, 5], maxProduct: 40 },
      { a: [2, 10], b: [2, 6], maxProduct: 60 },
    ],
  },
};
