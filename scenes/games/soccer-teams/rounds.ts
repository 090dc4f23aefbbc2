import type { ChallengeSetup } from '@scenes/engine/challenge';
import { shareFacts, totalOf } from '@scenes/kits/sharing/challenge';
import type { Fact } from '@/fluency/types';
import type { SoccerLevel } from './data';

/** A challenge round's sharings (issue 33): the child's ÷ facts, `a` teams of `b` players. Pure, seeded. */
export function soccerFacts(setup: ChallengeSetup): Fact[] {
  return shareFacts(setup);
}

/** The match a sharing sets on series level `level`: a·b players in teams of b (a teams). */
export function levelFor(fact: Fact, level: number): SoccerLevel {
  return { level, players: totalOf(fact), teamSize: fact.b };
}
