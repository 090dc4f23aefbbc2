import type { SceneDefinition } from '@scenes/engine/types';
import { parlourBackground } from '@scenes/kits/sharing/backgrounds';
import { ChallengeStage } from '@scenes/kits/sharing/lazyChallengeStage';
import { ICE_CREAM_LEVELS } from './data';
import Scene from './Scene';
import { iceCreamTexts as T } from './texts';

/** Ice Cream Party 1-4 (spec §2 "Game behaviours"): one folder, the level comes from the route. */
const definition: SceneDefinition = {
  // Getters: read when the frame shows them, in the language on screen (after the catalogue loads).
  get howToPlay() {
    return [...T.howToPlay];
  },
  get intro() {
    return T.intro(ICE_CREAM_LEVELS[0]);
  },
  Scene,
  preloadChallenge: ChallengeStage.preload,
  background: parlourBackground(),
  hasReset: true,
  get levels() {
    return Object.fromEntries(ICE_CREAM_LEVELS.map((l) => [l.level, { intro: T.intro(l) }]));
  },
};

export default definition;
