import { GroupsModel } from '@scenes/kits/space/GroupsModel';
import type { SpaceChallengeConfig } from '@scenes/kits/space/SpaceChallenge';
import { challengeWords } from './data';
import { challengeRound, reduceStarChallenge } from './rounds';

/** Star Treasure Hunt's challenge round (issue 33): its own chunk, loaded when a challenge starts. */
export const challengeConfig: SpaceChallengeConfig = {
  reducer: reduceStarChallenge,
  round: challengeRound,
  words: challengeWords,
  model: (p) => <GroupsModel kind="planet" {...p} />,
};
