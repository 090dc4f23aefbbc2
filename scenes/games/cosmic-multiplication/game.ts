import { t } from '@lingui/core/macro';
import { type GameManifest, mul } from '@scenes/engine/manifest';

/** Cosmic Multiplication: the manifest (DESIGN §3.1). */
export const game: GameManifest = {
  subject: 'multiplication',
  levels: [
    {
      id: 'cosmic-multiplication',
      get title() {
        return t`Cosmic Multiplication`;
      },
    },
  ],
  next: 'asteroid-division',
  facts: mul([3, 4], [5, 3], [4, 2], [6, 3]),
  // Issue 33: modules 2–4 then up to 6, rockets in each 2–5 then up to 9 (for ÷, a is the share, b the groups).
  challenge: {
    op: 'mul',
    levels: [
      { a: [2, 4], b: [2, 5] },
      { a: [2, 6], b: [2, 6], maxProduct: 30 },
      { a: [2, 6], b: [2, 9], maxProduct: 54 },
    ],
  },
};
