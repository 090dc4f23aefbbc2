import { GroupsModel } from '@scenes/kits/space/GroupsModel';
import type { SpaceChallengeConfig } from '@scenes/kits/space/SpaceChallenge';
import { challengeWords } from './data';
import { challengeRound, reduceCosmicChallenge } from './rounds';

/** Cosmic Multiplication's challenge round (issue 33): its own chunk, loaded when a challenge starts. */
export const challengeConfig: SpaceChallengeConfig = {
  reducer: reduceCosmicChallenge,
  round: challengeRound,
  words: challengeWords,
  model: (p) => <GroupsModel kind="module" {...p} />,
};
