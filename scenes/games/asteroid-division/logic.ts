import { makeMissionReducer } from '@scenes/kits/space/missionLogic';
import { missions, texts } from './data';

export { allDone, initMissions, type MissionState, runningTotal } from '@scenes/kits/space/missionLogic';

/** Asteroid Division: tapping a mission shares its crew and adds it to the running count (spec §2). */
export const reduceAsteroid = makeMissionReducer(missions, texts);
