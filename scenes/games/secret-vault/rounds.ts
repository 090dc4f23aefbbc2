import type { ChallengeSetup } from '@scenes/engine/challenge';
import { optionsFor, pickFacts } from '@scenes/kits/challenge/pick';
import { seededRng } from '@/fluency/random';
import { askText, type VaultChallenge } from './data';

/** Vaults in a challenge round, as in the spec's. */
export const CHALLENGE_VAULTS = 3;

/**
 * A challenge round's vaults (issue 33): three of the child's facts (the plan's order, the no-repeat
 * rule), each with six keys, the answer among near misses (a row off, one or two off). Pure and seeded.
 */
export function challengeVaults(setup: ChallengeSetup): VaultChallenge[] {
  const rng = seededRng(setup.seed);
  return pickFacts(setup, CHALLENGE_VAULTS, rng).map((fact) => {
    const answer = fact.a * fact.b;
    return {
      question: askText(fact.a, fact.b),
      factor1: fact.a,
      factor2: fact.b,
      answer,
      options: optionsFor(answer, Math.max(fact.a, fact.b), 6, rng),
    };
  });
}
