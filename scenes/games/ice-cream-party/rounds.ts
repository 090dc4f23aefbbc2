import type { ChallengeSetup } from '@scenes/engine/challenge';
import { shareFacts, totalOf } from '@scenes/kits/sharing/challenge';
import type { Fact } from '@/fluency/types';
import type { IceCreamLevel } from './data';

/** A challenge round's sharings (issue 33): the child's ÷ facts, each share `a`, `b` friends. Pure, seeded. */
export function iceCreamFacts(setup: ChallengeSetup): Fact[] {
  return shareFacts(setup);
}

/** The party a sharing sets on series level `level`: a·b scoops for b friends. */
export function levelFor(fact: Fact, level: number): IceCreamLevel {
  return { level, scoops: totalOf(fact), children: fact.b };
}
