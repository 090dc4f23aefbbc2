import { makeMissionReducer } from '@scenes/kits/space/missionLogic';
import { makeSpaceChallenge } from '@scenes/kits/space/spaceChallenge';
import { challengeWords, missions, texts } from './data';

export { allDone, initMissions, type MissionState, runningTotal } from '@scenes/kits/space/missionLogic';

/** Asteroid Division: tapping a mission shares its crew and adds it to the running count (spec §2). */
export const reduceAsteroid = makeMissionReducer(missions, texts);

/** The challenge round (issue 33): ask on the pad, then show; wrong answers are shown and the round goes on. */
export const reduceAsteroidChallenge = makeSpaceChallenge(challengeWords);
