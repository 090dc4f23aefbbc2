import type { ChallengeSetup } from '@scenes/engine/challenge';
import { spaceRound } from '@scenes/kits/space/spaceChallenge';
import type { Fact } from '@/fluency/types';

/**
 * A challenge round's facts (issue 33): three of the child's facts within the manifest's range, in the
 * plan's order (focus, targets, review), keeping the no-repeat rule. Pure and seeded by `setup.seed`.
 */
export function challengeRound(setup: ChallengeSetup): Fact[] {
  return spaceRound(setup);
}
