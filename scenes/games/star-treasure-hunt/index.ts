import { spaceBackground } from '@scenes/engine/backgrounds';
import type { SceneDefinition } from '@scenes/engine/types';
import { StarTreasureHuntScene } from './Scene';

/** Star Treasure Hunt (spec §2): 4 planets × 5 stars. */
const definition: SceneDefinition = {
  howToPlay: [
    'Tap a planet to visit it.',
    'Each planet gives you 5 stars.',
    'Watch the stars add up: 5 + 5 is 2 × 5.',
    'Visit all 4 planets to find the treasure!',
  ],
  intro: 'Fly your rocket to each planet and collect 5 stars. How many stars will you have after 4 planets?',
  Scene: StarTreasureHuntScene,
  background: spaceBackground(3),
};

export default definition;
