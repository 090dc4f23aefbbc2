import type { SceneDefinition } from '@scenes/engine/types';
import { background, CosmicMultiplicationScene } from './Scene';

/** Cosmic Multiplication (spec §2): 4 stations, rockets per module × modules. */
const definition: SceneDefinition = {
  howToPlay: [
    'Each station has modules full of rockets.',
    'Tap a station to launch its rockets.',
    'Modules × rockets in each module = all the rockets.',
    'Launch all 4 stations to complete the mission!',
  ],
  intro: 'Count the rockets at each space station. Multiply the modules by the rockets in each module!',
  Scene: CosmicMultiplicationScene,
  background,
};

export default definition;
