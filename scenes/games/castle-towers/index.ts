import { t } from '@lingui/core/macro';
import type { SceneDefinition } from '@scenes/engine/types';
import { castleBackground } from '@scenes/kits/castle/background';
import Scene from './Scene';

/** Castle Towers (castle-towers). */
const definition: SceneDefinition = {
  get intro() {
    return t`Build 4 castle towers! Each tower has rows of stones. Multiply to find how many stones it needs.`;
  },
  get howToPlay() {
    return [
      t`Each tower shows rows × stones in a row, like 4 × 3.`,
      t`Tap the number of stones the tower needs. The right number builds it!`,
      t`Tap another tower to build that one first.`,
      t`Build all 4 towers to finish.`,
      t`Then tap New challenge: new towers with your own facts. A wrong number still builds the tower, so you can count the right one.`,
    ];
  },
  Scene,
  hasReset: true,
  background: castleBackground(),
};

export default definition;
