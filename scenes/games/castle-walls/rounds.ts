import type { ChallengeSetup } from '@scenes/engine/challenge';
import type { ItemsRound } from '@scenes/kits/castle/challengeItems';
import { itemsRound } from '@scenes/kits/castle/challengeRound';
import { wallsGame } from './logic';

/** A challenge round's four items with the child's facts (issue 33): pure and seeded. */
export function challengeWalls(setup: ChallengeSetup): ItemsRound {
  return itemsRound(wallsGame, setup);
}
