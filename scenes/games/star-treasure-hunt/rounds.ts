import type { ChallengeSetup } from '@scenes/engine/challenge';
import { makeSpaceChallenge, spaceRound } from '@scenes/kits/space/spaceChallenge';
import type { Fact } from '@/fluency/types';
import { challengeWords } from './data';

/**
 * A challenge round's facts (issue 33): three of the child's facts within the manifest's range, in the
 * plan's order (focus, targets, review), keeping the no-repeat rule. Pure and seeded by `setup.seed`.
 */
export function challengeRound(setup: ChallengeSetup): Fact[] {
  return spaceRound(setup);
}

/** The challenge round (issue 33): ask on the pad, then show; wrong answers are shown and the round goes on. */
export const reduceStarChallenge = makeSpaceChallenge(challengeWords);
