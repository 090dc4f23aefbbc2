import { t } from '@lingui/core/macro';
import type { SceneDefinition } from '@scenes/engine/types';
import { AsteroidDivisionScene, background, ChallengeRound } from './Scene';

/** Asteroid Division (spec §2): crew ÷ shuttles = crew per shuttle. */
const definition: SceneDefinition = {
  get howToPlay() {
    return [
      t`Each mission has a crew and some shuttles.`,
      t`Tap a mission to share the crew equally among its shuttles.`,
      t`Crew ÷ shuttles = crew in each shuttle.`,
      t`Fly all 4 missions to complete the game!`,
      t`Then tap New challenge: type how many crew go in each shuttle before the crew is shared.`,
    ];
  },
  get intro() {
    return t`Help the astronauts fly past the asteroids. Share each crew equally among the shuttles!`;
  },
  Scene: AsteroidDivisionScene,
  preloadChallenge: ChallengeRound.preload,
  background,
};

export default definition;
