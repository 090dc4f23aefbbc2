import { t } from '@lingui/core/macro';
import type { SceneDefinition } from '@scenes/engine/types';
import { castleBackground } from '@scenes/kits/castle/background';
import Scene from './Scene';

/** Castle Walls (castle-walls). */
const definition: SceneDefinition = {
  get intro() {
    return t`Build the 4 castle walls! Multiply the segments by the stones in each segment.`;
  },
  get howToPlay() {
    return [
      t`Each wall shows segments × stones in each segment, like 6 × 4.`,
      t`Tap the number of stones the wall needs. The right number builds it!`,
      t`Tap another wall to build that one first.`,
      t`Build all 4 walls to finish.`,
      t`Then tap New challenge: new walls with your own facts. A wrong number still builds the wall, so you can count the right one.`,
    ];
  },
  Scene,
  hasReset: true,
  background: castleBackground(),
};

export default definition;
