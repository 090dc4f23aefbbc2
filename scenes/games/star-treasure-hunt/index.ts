import { t } from '@lingui/core/macro';
import { spaceBackground } from '@scenes/engine/backgrounds';
import type { SceneDefinition } from '@scenes/engine/types';
import { ChallengeRound, StarTreasureHuntScene } from './Scene';

/** Star Treasure Hunt (spec §2): 4 planets × 5 stars. */
const definition: SceneDefinition = {
  get howToPlay() {
    return [
      t`Tap a planet to visit it.`,
      t`Each planet gives you 5 stars.`,
      t`Watch the stars add up: 5 + 5 is 2 × 5.`,
      t`Visit all 4 planets to find the treasure!`,
      t`Then tap New challenge: count the planets and their stars, and type how many stars before the last planet lands.`,
    ];
  },
  get intro() {
    return t`Fly your rocket to each planet and collect 5 stars. How many stars will you have after 4 planets?`;
  },
  Scene: StarTreasureHuntScene,
  preloadChallenge: ChallengeRound.preload,
  background: spaceBackground(3),
};

export default definition;
