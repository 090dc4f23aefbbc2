import type { ChallengeSetup } from '@scenes/engine/challenge';
import { pickFacts } from '@scenes/kits/challenge/pick';
import { seededRng } from '@/fluency/random';
import type { Fact } from '@/fluency/types';
import type { InverseChallenge } from './data';

/** Vaults in a challenge round, as in the spec's. */
export const CHALLENGE_VAULTS = 3;

/** The vault of a division fact a·b ÷ b = a: its multiplication and its division. */
export function vaultOf(fact: Fact): InverseChallenge {
  const product = fact.a * fact.b;
  return {
    multiplication: `${fact.a} × ${fact.b} = ${product}`,
    multiplicationAnswer: product,
    division: `${product} ÷ ${fact.b} = ?`,
    divisionAnswer: fact.a,
  };
}

/**
 * A challenge round's vaults (issue 33): three of the child's division facts (the plan's order, the
 * no-repeat rule), each answered on the spec's number keys. Pure and seeded.
 */
export function challengeVaults(setup: ChallengeSetup): InverseChallenge[] {
  return pickFacts(setup, CHALLENGE_VAULTS, seededRng(setup.seed)).map(vaultOf);
}
