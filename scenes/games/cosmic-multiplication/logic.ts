import { makeMissionReducer } from '@scenes/kits/space/missionLogic';
import { stations, texts } from './data';

export { allDone, initMissions, type MissionState, runningTotal } from '@scenes/kits/space/missionLogic';

/** Cosmic Multiplication: tapping a station marks it done and adds its rocket total (spec §2). */
export const reduceCosmic = makeMissionReducer(stations, texts);
