import { t } from '@lingui/core/macro';
import { type GameManifest, mul } from '@scenes/engine/manifest';

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
  pitch: {
    position: 4,
    topic: 'Multiplication',
    glyph: '?×4',
    tile: 'bg-[#fef3c7] text-[#92400e]',
    get text() {
      return t`Pick the right key to crack each times-table vault.`;
    },
  },
};
