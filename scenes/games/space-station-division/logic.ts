import { makeMissionReducer } from '@scenes/kits/space/missionLogic';
import { makeSpaceChallenge } from '@scenes/kits/space/spaceChallenge';
import { challengeWords, splits, texts } from './data';

export { allDone, initMissions, type MissionState, runningTotal } from '@scenes/kits/space/missionLogic';

/** Space Station Division: tapping a station shares its astronauts and adds them to the count. */
export const reduceSpaceStation = makeMissionReducer(splits, texts);

/** The challenge round (issue 33): ask on the pad, then show; wrong answers are shown and the round goes on. */
export const reduceSpaceStationChallenge = makeSpaceChallenge(challengeWords);
