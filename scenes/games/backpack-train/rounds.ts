import type { ChallengeSetup } from '@scenes/engine/challenge';
import { shareFacts, totalOf } from '@scenes/kits/sharing/challenge';
import type { Fact } from '@/fluency/types';
import type { BackpackLevel } from './data';

/** A challenge round's sharings (issue 33): the child's ÷ facts, `a` backpacks on each of `b` wagons. Pure, seeded. */
export function backpackFacts(setup: ChallengeSetup): Fact[] {
  return shareFacts(setup);
}

/** The journey a sharing sets on series level `level`: a·b backpacks on b wagons. */
export function levelFor(fact: Fact, level: number): BackpackLevel {
  return { level, backpacks: totalOf(fact), wagons: fact.b };
}
