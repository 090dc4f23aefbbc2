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
