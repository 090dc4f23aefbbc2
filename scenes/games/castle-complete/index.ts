import { t } from '@lingui/core/macro';
import type { SceneDefinition } from '@scenes/engine/types';
import { castleBackground } from '@scenes/kits/castle/background';
import Scene from './Scene';

/** Castle Complete (castle-complete). */
const definition: SceneDefinition = {
  get intro() {
    return t`Add the royal features to finish your castle! Multiply to find how many of each you need.`;
  },
  get howToPlay() {
    return [
      t`Each royal feature shows groups × things in each group, like 3 × 4 flags.`,
      t`Tap the right total to add it to your castle.`,
      t`Tap another feature to do that one first.`,
      t`Add all 4 features to complete your royal castle!`,
      t`Then tap New challenge: new royal features with your own facts. A wrong number still adds the feature, so you can count the right one.`,
    ];
  },
  Scene,
  hasReset: true,
  background: castleBackground(),
};

export default definition;
