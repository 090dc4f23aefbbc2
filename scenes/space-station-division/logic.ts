import { makeMissionReducer } from '../engine/space/missionLogic';
import { splits } from './data';

export { allDone, initMissions, runningTotal } from '../engine/space/missionLogic';

/** Space Station Division: tapping a station shares its astronauts and adds them to the count. */
export const reduceSpaceStation = makeMissionReducer(splits);
