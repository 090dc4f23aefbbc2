import { t } from '@lingui/core/macro';
import type { SceneDefinition } from '@scenes/engine/types';
import { background, ChallengeRound, CosmicMultiplicationScene } from './Scene';

/** Cosmic Multiplication (spec §2): 4 stations, rockets per module × modules. */
const definition: SceneDefinition = {
  get howToPlay() {
    return [
      t`Each station has modules full of rockets.`,
      t`Tap a station to launch its rockets.`,
      t`Modules × rockets in each module = all the rockets.`,
      t`Launch all 4 stations to complete the mission!`,
      t`Then tap New challenge: type how many rockets there are before the last module lands.`,
    ];
  },
  get intro() {
    return t`Count the rockets at each space station. Multiply the modules by the rockets in each module!`;
  },
  Scene: CosmicMultiplicationScene,
  preloadChallenge: ChallengeRound.preload,
  background,
};

export default definition;
