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
  // Issue 33: 2–5 groups of 2–6, then 2–6 groups of 2–8 (up to 48).
  challenge: {
    op: 'mul',
    levels: [
      { a: [2, 5], b: [2, 6] },
      { a: [2, 6], b: [2, 8], maxProduct: 48 },
    ],
  },
};
