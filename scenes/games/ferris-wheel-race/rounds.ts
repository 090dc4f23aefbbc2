import type { ChallengeSetup } from '@scenes/engine/challenge';
import { allowedAfter, pickFacts } from '@scenes/kits/challenge/pick';
import { seededRng } from '@/fluency/random';
import { type Fact, factKey } from '@/fluency/types';

/** Turn-around pairs in a challenge round (issue 33: 2–3 pairs). */
export const CHALLENGE_PAIRS = 2;

/** One ride of a challenge: a × b asked before the spin, then its turn-around b × a after it. */
export interface FerrisPair {
  a: number;
  b: number;
}

/** The turn-around of a fact: 6 × 3 → 3 × 6. */
export function turnAround(fact: Fact): Fact {
  return { op: 'mul', a: fact.b, b: fact.a };
}

/** The two facts a pair asks, in order. */
export function factsOfPair(pair: FerrisPair): Fact[] {
  return [
    { op: 'mul', a: pair.a, b: pair.b },
    { op: 'mul', a: pair.b, b: pair.a },
  ];
}

/**
 * A challenge round's pairs (issue 33): facts from the child's plan with two different factors (a
 * turn-around that is a new fact), neither of a pair's facts asked by the round before or thrice in
 * five rounds, and no pair twice. Pure and seeded.
 */
export function challengePairs(setup: ChallengeSetup): FerrisPair[] {
  const rng = seededRng(setup.seed);
  const accept = (fact: Fact, picked: readonly Fact[]) => {
    const back = factKey(turnAround(fact));
    return fact.a !== fact.b && allowedAfter(setup.history, back) && !picked.some((p) => factKey(p) === back);
  };
  return pickFacts(setup, CHALLENGE_PAIRS, rng, accept).map((f) => ({ a: f.a, b: f.b }));
}
