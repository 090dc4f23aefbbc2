import { ShareModel } from '@scenes/kits/space/ShareModel';
import type { SpaceChallengeConfig } from '@scenes/kits/space/SpaceChallenge';
import { challengeWords } from './data';
import { challengeRound, reduceAsteroidChallenge } from './rounds';

/** Asteroid Division's challenge round (issue 33): its own chunk, loaded when a challenge starts. */
export const challengeConfig: SpaceChallengeConfig = {
  reducer: reduceAsteroidChallenge,
  round: challengeRound,
  words: challengeWords,
  model: (p) => <ShareModel kind="shuttle" {...p} />,
};
