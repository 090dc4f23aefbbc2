import { t } from '@lingui/core/macro';
import type { SceneDefinition } from '@scenes/engine/types';
import { background, ChallengeRound, SpaceStationDivisionScene } from './Scene';

/** Space Station Division (spec §2): astronauts ÷ chambers = astronauts per chamber. */
const definition: SceneDefinition = {
  get howToPlay() {
    return [
      t`Each space station has astronauts and chambers.`,
      t`Tap a station to share the astronauts equally among its chambers.`,
      t`Astronauts ÷ chambers = astronauts in each chamber.`,
      t`Fill all 4 stations to complete the mission!`,
      t`Then tap New challenge: type how many astronauts go in each chamber before they are shared.`,
    ];
  },
  get intro() {
    return t`The astronauts need rooms! Share them equally among the chambers of each space station.`;
  },
  Scene: SpaceStationDivisionScene,
  preloadChallenge: ChallengeRound.preload,
  background,
};

export default definition;
