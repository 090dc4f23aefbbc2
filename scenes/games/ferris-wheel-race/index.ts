import { t } from '@lingui/core/macro';
import { parkBackground } from '@scenes/engine/backgrounds';
import type { SceneDefinition } from '@scenes/engine/types';
import { ChallengeRound, FerrisWheelRaceScene } from './Scene';

/** Ferris Wheel Race (spec §2): the commutative property with 6×3 and 4×5. */
const definition: SceneDefinition = {
  get howToPlay() {
    return [
      t`Look at the two tickets: the same numbers in a different order.`,
      t`Press "Spin the Wheel" and wait for the wheel to stop.`,
      t`See the answers: both orders give the same number!`,
      t`Press "Next Challenge" to ride again.`,
      t`Then tap New challenge: type the answer on the number pad before you spin, then answer the turn-around. A wrong answer shows you the right one, and the ride goes on.`,
    ];
  },
  get intro() {
    return t`Spin the ferris wheel! Does 6 times 3 give the same answer as 3 times 6? Let us find out!`;
  },
  Scene: FerrisWheelRaceScene,
  preloadChallenge: ChallengeRound.preload,
  background: parkBackground(),
};

export default definition;
