import { makeMissionReducer } from '@scenes/kits/space/missionLogic';
import { makeSpaceChallenge } from '@scenes/kits/space/spaceChallenge';
import { challengeWords, stations, texts } from './data';

export { allDone, initMissions, type MissionState, runningTotal } from '@scenes/kits/space/missionLogic';

/** Cosmic Multiplication: tapping a station marks it done and adds its rocket total (spec §2). */
export const reduceCosmic = makeMissionReducer(stations, texts);

/** The challenge round (issue 33): ask on the pad, then show; wrong answers are shown and the round goes on. */
export const reduceCosmicChallenge = makeSpaceChallenge(challengeWords);
