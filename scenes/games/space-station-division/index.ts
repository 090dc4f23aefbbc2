import type { SceneDefinition } from '@scenes/engine/types';
import { background, SpaceStationDivisionScene } from './Scene';

/** Space Station Division (spec §2): astronauts ÷ chambers = astronauts per chamber. */
const definition: SceneDefinition = {
  howToPlay: [
    'Each space station has astronauts and chambers.',
    'Tap a station to share the astronauts equally among its chambers.',
    'Astronauts ÷ chambers = astronauts in each chamber.',
    'Fill all 4 stations to complete the mission!',
  ],
  intro: 'The astronauts need rooms! Share them equally among the chambers of each space station.',
  Scene: SpaceStationDivisionScene,
  background,
};

export default definition;
