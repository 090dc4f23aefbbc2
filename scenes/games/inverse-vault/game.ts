import { t } from '@lingui/core/macro';
import { div, type GameManifest } from '@scenes/engine/manifest';
import { pitch } from './pitch';

/** Inverse Vault: the manifest (DESIGN §3.1). */
export const game: GameManifest = {
  subject: 'division',
  levels: [
    {
      id: 'inverse-vault',
      get title() {
        return t`Inverse Vault`;
      },
    },
  ],
  facts: div([20, 4], [42, 6], [72, 9]),
  // Issue 33: a is the answer (2–10, all among the number keys), b the divisor; products up to
  // 25, then 50, then 100.
  challenge: {
    op: 'div',
    levels: [
      { a: [2, 5], b: [2, 5] },
      { a: [2, 10], b: [2, 10], maxProduct: 50 },
      { a: [2, 10], b: [2, 10], maxProduct: 100 },
    ],
  },
  card: {
    position: 7,
    get title() {
      return t`Inverse Vault`;
    },
    get description() {
      return t`Use a times fact to crack the division code.`;
    },
    emoji: '🗝️',
    color: 'from-violet-200 to-purple-50',
    featured: false,
    family: 'puzzle',
  },
  pitch,
};
