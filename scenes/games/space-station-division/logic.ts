import { makeMissionReducer } from '@scenes/kits/space/missionLogic';
import { splits, texts } from './data';

export { allDone, initMissions, type MissionState, runningTotal } from '@scenes/kits/space/missionLogic';

/** Space Station Division: tapping a station shares its astronauts and adds them to the count. */
export const reduceSpaceStation = makeMissionReducer(splits, texts);
