import type { SceneDefinition } from '@scenes/engine/types';
import { vaultBackground } from '@scenes/kits/sharing/backgrounds';
import Scene, { ChallengeRound } from './Scene';
import { inverseTexts as T } from './texts';

/** Inverse Vault (spec §2 "Game behaviours"). */
const definition: SceneDefinition = {
  // Getters: read when the frame shows them, in the language on screen (after the catalogue loads).
  get howToPlay() {
    return [...T.howToPlay];
  },
  get intro() {
    return T.intro;
  },
  Scene,
  preloadChallenge: ChallengeRound.preload,
  background: vaultBackground(),
};

export default definition;
