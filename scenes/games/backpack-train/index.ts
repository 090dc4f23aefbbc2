import type { SceneDefinition } from '@scenes/engine/types';
import { railwayBackground } from '@scenes/kits/sharing/backgrounds';
import { ChallengeStage } from '@scenes/kits/sharing/lazyChallengeStage';
import { BACKPACK_LEVELS } from './data';
import Scene from './Scene';
import { backpackTexts as T } from './texts';

/** Backpack Train 1-4 (spec §2 "Game behaviours"): one folder, the level comes from the route. */
const definition: SceneDefinition = {
  // Getters: read when the frame shows them, in the language on screen (after the catalogue loads).
  get howToPlay() {
    return [...T.howToPlay];
  },
  get intro() {
    return T.intro(BACKPACK_LEVELS[0]);
  },
  Scene,
  preloadChallenge: ChallengeStage.preload,
  background: railwayBackground(),
  get levels() {
    return Object.fromEntries(BACKPACK_LEVELS.map((l) => [l.level, { intro: T.intro(l) }]));
  },
};

export default definition;
