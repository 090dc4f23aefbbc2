import { makeMissionReducer } from '../engine/space/missionLogic';
import { stations } from './data';

export { allDone, initMissions, runningTotal } from '../engine/space/missionLogic';

/** Cosmic Multiplication: tapping a station marks it done and adds its rocket total (spec §2). */
export const reduceCosmic = makeMissionReducer(stations);
