import type { SceneFact } from '@scenes/engine/effects';
import type { LessonConfig } from '@/content/lessons';

const inRange = (n: number) => Number.isInteger(n) && n >= 1 && n <= 10;

/**
 * The × or ÷ fact a lesson's answer is (issue 16), or null: a number lesson whose problem is
 * groups × size with both in 1..10 is mul(groups, size); dividend ÷ divisor with a whole quotient q
 * and q, divisor in 1..10 is div(q, divisor). Remainders, full groups, multiples, primes, word,
 * multi-select and fill-the-word answers, and operands over 10, are no fact and report none.
 */
export function lessonFact(config: LessonConfig): SceneFact | null {
  if (config.kind !== 'number') return null;
  const { problem } = config;
  if (problem.kind === 'multiply') {
    const { groups: a, size: b } = problem;
    return inRange(a) && inRange(b) ? { op: 'mul', a, b } : null;
  }
  if (problem.kind === 'divide') {
    const a = problem.dividend / problem.divisor;
    const b = problem.divisor;
    return inRange(a) && inRange(b) ? { op: 'div', a, b } : null;
  }
  return null;
}
