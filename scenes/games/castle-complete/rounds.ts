import type { ChallengeSetup } from '@scenes/engine/challenge';
import type { ItemsRound } from '@scenes/kits/castle/challengeItems';
import { itemsRound } from '@scenes/kits/castle/challengeRound';
import { completeGame } from './logic';

/** A challenge round's four items with the child's facts (issue 33): pure and seeded. */
export function challengeFeatures(setup: ChallengeSetup): ItemsRound {
  return itemsRound(completeGame, setup);
}
