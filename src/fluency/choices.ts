import { type Rng, shuffled } from './random';
import { answerOf, type Fact } from './types';

/**
 * Four distinct answers for a child who taps instead of types (grade ≤ 1): the right one and three
 * plausible mistakes, in random order. Mistakes come from the slips children make: a neighbouring
 * multiple (7 × 8 → 48, 63), off by one, or the other number of the fact.
 */
export function choicesFor(fact: Fact, rng: Rng): number[] {
  const answer = answerOf(fact);
  const near =
    fact.op === 'mul'
      ? [(fact.a - 1) * fact.b, (fact.a + 1) * fact.b, fact.a * (fact.b - 1), fact.a * (fact.b + 1)]
      : [answer - 1, answer + 1, fact.b, answer + 2];
  const wider = [answer - 1, answer + 1, answer + 2, answer - 2, answer + 10, answer + 3, answer + 4];
  const wrong: number[] = [];
  for (const value of [...shuffled(near, rng), ...wider]) {
    if (value > 0 && value !== answer && !wrong.includes(value)) wrong.push(value);
    if (wrong.length === 3) break;
  }
  return shuffled([answer, ...wrong], rng);
}
