import { t } from '@lingui/core/macro';
import { type GameManifest, mul } from '@scenes/engine/manifest';
import { pitch } from './pitch';

/** Secret Vault: the manifest (DESIGN §3.1). */
export const game: GameManifest = {
  subject: 'multiplication',
  levels: [
    {
      id: 'secret-vault',
      get title() {
        return t`Secret Vault`;
      },
    },
  ],
  facts: mul([7, 8], [6, 9], [8, 7]),
  // Issue 33: products up to 25, then 50, then 100.
  challenge: {
    op: 'mul',
    levels: [
      { a: [2, 5], b: [2, 5] },
      { a: [2, 10], b: [2, 10], maxProduct: 50 },
      { a: [2, 10], b: [2, 10], maxProduct: 100 },
    ],
  },
  card: {
    position: 4,
    get title() {
      return t`Secret Vault`;
    },
    get description() {
      return t`Find the key with the right answer to open 3 vaults.`;
    },
    emoji: '🔐',
    color: 'from-amber-200 to-yellow-50',
    featured: false,
    family: 'puzzle',
  },
  pitch,
};
