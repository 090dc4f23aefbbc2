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
};
