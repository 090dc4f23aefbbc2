import type { SceneDefinition } from '@scenes/engine/types';
import { castleBackground } from '@scenes/kits/castle/background';
import Scene from './Scene';

/** Castle Walls (castle-walls). */
const definition: SceneDefinition = {
  intro: 'Build the 4 castle walls! Multiply the segments by the stones in each segment.',
  howToPlay: [
    'Each wall shows segments × stones in each segment, like 6 × 4.',
    'Tap the number of stones the wall needs. The right number builds it!',
    'Tap another wall to build that one first.',
    'Build all 4 walls to finish.',
  ],
  Scene,
  hasReset: true,
  background: castleBackground(),
};

export default definition;
