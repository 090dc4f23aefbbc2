import type { SceneDefinition } from '@scenes/engine/types';
import { AsteroidDivisionScene, background } from './Scene';

/** Asteroid Division (spec §2): crew ÷ shuttles = crew per shuttle. */
const definition: SceneDefinition = {
  howToPlay: [
    'Each mission has a crew and some shuttles.',
    'Tap a mission to share the crew equally among its shuttles.',
    'Crew ÷ shuttles = crew in each shuttle.',
    'Fly all 4 missions to complete the game!',
  ],
  intro: 'Help the astronauts fly past the asteroids. Share each crew equally among the shuttles!',
  Scene: AsteroidDivisionScene,
  background,
};

export default definition;
