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
  // Issue 33: walls of 3–7 segments of 2–5 stones, then 2–8 segments of 2–7 (up to 56 stones).
  challenge: {
    op: 'mul',
    levels: [
      { a: [3, 7], b: [2, 5] },
      { a: [2, 8], b: [2, 7], maxProduct: 56 },
    ],
  },
};
