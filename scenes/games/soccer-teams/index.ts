import type { SceneDefinition } from '@scenes/engine/types';
import { pitchBackground } from '@scenes/kits/sharing/backgrounds';
import { ChallengeStage } from '@scenes/kits/sharing/lazyChallengeStage';
import { SOCCER_LEVELS } from './data';
import Scene from './Scene';
import { soccerTexts as T } from './texts';

/** Soccer Teams 1-4 (spec §2 "Game behaviours"): one folder, the level comes from the route. */
const definition: SceneDefinition = {
  // Getters: read when the frame shows them, in the language on screen (after the catalogue loads).
  get howToPlay() {
    return [...T.howToPlay];
  },
  get intro() {
    return T.intro(SOCCER_LEVELS[0]);
  },
  Scene,
  preloadChallenge: ChallengeStage.preload,
  background: pitchBackground(),
  hasReset: true,
  get levels() {
    return Object.fromEntries(SOCCER_LEVELS.map((l) => [l.level, { intro: T.intro(l) }]));
  },
};

export default definition;
