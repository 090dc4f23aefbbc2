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
