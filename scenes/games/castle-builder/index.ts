import { t } from '@lingui/core/macro';
import type { SceneDefinition } from '@scenes/engine/types';
import { castleBackground } from '@scenes/kits/castle/background';
import Scene from './Scene';

/** Castle Foundation (castle-builder): the first castle game. */
const definition: SceneDefinition = {
  get intro() {
    return t`Let's build a castle! Pick 2 blocks that multiply to 18 to make a strong foundation.`;
  },
  get howToPlay() {
    return [
      t`Tap 2 blocks to pick them. Tap a block again to put it back.`,
      t`Press Build Foundation to multiply the 2 numbers.`,
      t`When the total is 18, the blocks become the foundation and your castle rises!`,
      t`Then tap New challenge: a new number to build, with two ways to make it. A wrong pair shows you a right one, and the next foundation comes.`,
    ];
  },
  Scene,
  hasReset: true,
  background: castleBackground(),
};

export default definition;
