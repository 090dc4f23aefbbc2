import type { SceneDefinition } from '@scenes/engine/types';
import { vaultBackground } from '@scenes/kits/sharing/backgrounds';
import Scene from './Scene';
import { inverseTexts as T } from './texts';

/** Inverse Vault (spec §2 "Game behaviours"). */
const definition: SceneDefinition = {
  howToPlay: [...T.howToPlay],
  intro: T.intro,
  Scene,
  background: vaultBackground(),
};

export default definition;
