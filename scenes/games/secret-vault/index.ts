import { t } from '@lingui/core/macro';
import { vaultBackground } from '@scenes/engine/backgrounds';
import type { SceneDefinition } from '@scenes/engine/types';
import { SecretVaultScene } from './Scene';

/** Secret Vault (spec §2): three vaults, six keys each, answers 56, 54, 56. */
const definition: SceneDefinition = {
  get howToPlay() {
    return [
      t`Read the question on the vault.`,
      t`Tap the key with the right answer.`,
      t`A wrong key turns red for a moment: try another one!`,
      t`Open all 3 vaults to become the Vault Master!`,
      t`Then tap New challenge: new vaults with your own facts. A wrong key shows you the right one, and the next vault comes.`,
    ];
  },
  get intro() {
    return t`Crack the secret vaults! Multiply the numbers and tap the key with the right answer.`;
  },
  Scene: SecretVaultScene,
  background: vaultBackground(),
};

export default definition;
