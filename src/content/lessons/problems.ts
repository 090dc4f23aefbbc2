import { t } from '@lingui/core/macro';
import type { Problem, Text, TextHints } from './types';

/** Computes a problem's answer: the one place a lesson's correct answer comes from. */
export function solve(problem: Problem): number {
  switch (problem.kind) {
    case 'multiply':
      return problem.groups * problem.size;
    case 'divide':
      return problem.dividend / problem.divisor;
    case 'remainder':
      return problem.dividend % problem.divisor;
    case 'fullGroups':
      return Math.floor(problem.dividend / problem.divisor);
    case 'smallestCommonMultiple': {
      let m = Math.max(problem.a, problem.b);
      while (m % problem.a !== 0 || m % problem.b !== 0) m += 1;
      return m;
    }
    case 'primeFactor': {
      let n = problem.n;
      let largest = 1;
      for (let p = 2; n > 1; p += 1) {
        while (n % p === 0) {
          largest = p;
          n /= p;
        }
      }
      return largest;
    }
  }
}

/**
 * The problem written as maths for the big highlighted line, e.g. "3 × 4 = ?": a text read when
 * shown (two kinds have words).
 */
export function highlight(problem: Problem): Text {
  switch (problem.kind) {
    case 'multiply':
      return () => `${problem.groups} × ${problem.size} = ?`;
    case 'divide':
      return () => `${problem.dividend} ÷ ${problem.divisor} = ?`;
    case 'remainder': {
      const full = solve({ ...problem, kind: 'fullGroups' });
      return () => `${problem.dividend} ÷ ${problem.divisor} = ${full} R ?`;
    }
    case 'fullGroups': {
      const left = solve({ ...problem, kind: 'remainder' });
      return () => `${problem.dividend} ÷ ${problem.divisor} = ? R ${left}`;
    }
    case 'smallestCommonMultiple': {
      const { a, b } = problem;
      return () => t`${a} and ${b} both go into ?`;
    }
    case 'primeFactor': {
      const { n } = problem;
      return () => t`? is prime and divides ${n}`;
    }
  }
}

/** The problem's maths without its answer, for "6 × 3 is not 15"; null where it reads badly that way. */
export function expressionOf(problem: Problem): string | null {
  if (problem.kind === 'multiply') return `${problem.groups} × ${problem.size}`;
  if (problem.kind === 'divide') return `${problem.dividend} ÷ ${problem.divisor}`;
  return null;
}

/** The hints a lesson shows after CHECK, derived from its numbers (a lesson may write its own). */
export function deriveHints(problem: Problem): TextHints {
  const answer = solve(problem);
  switch (problem.kind) {
    case 'multiply': {
      const { groups, size } = problem;
      return {
        wrong: () => t`Skip count by ${size}, ${groups} times!`,
        right: () => t`Yes! ${groups} × ${size} = ${answer}`,
      };
    }
    case 'divide': {
      const { dividend, divisor } = problem;
      return {
        wrong: () => t`Think: ${divisor} × what = ${dividend}?`,
        right: () =>
          t`Yes! ${dividend} ÷ ${divisor} = ${answer}, because ${divisor} × ${answer} = ${dividend}`,
      };
    }
    case 'remainder': {
      const { divisor } = problem;
      const full = Math.floor(problem.dividend / divisor);
      const made = full * divisor;
      return {
        wrong: () => t`Make groups of ${divisor}. How many are left that can't make a group?`,
        right: () => t`Yes! ${divisor} × ${full} = ${made}, and ${answer} are left over`,
      };
    }
    case 'fullGroups': {
      const { dividend, divisor } = problem;
      const left = dividend - answer * divisor;
      return {
        wrong: () => t`Count by ${divisor}s but don't go past ${dividend}!`,
        right: () => t`Yes! ${answer} full groups of ${divisor}, with ${left} left over`,
      };
    }
    case 'smallestCommonMultiple': {
      const { a, b } = problem;
      return {
        wrong: () => t`Think about ${a} × ${b}`,
        right: () => t`Yes! ${a} × ${b} = ${answer}`,
      };
    }
    case 'primeFactor': {
      const { n } = problem;
      return {
        wrong: () => t`Look for a prime number that divides ${n}!`,
        right: () => t`${answer} is prime and divides ${n}!`,
      };
    }
  }
}

/**
 * Six distinct options for a number problem: the answer and five likely slips (one group too many
 * or too few, an off-by-one, adding instead of multiplying), in a fixed, shuffled-looking order.
 */
export function deriveOptions(problem: Problem): number[] {
  const answer = solve(problem);
  const step = problem.kind === 'multiply' ? problem.size : 1;
  const slips =
    problem.kind === 'multiply'
      ? [
          answer + step,
          answer - step,
          answer + 1,
          answer - 1,
          problem.groups + problem.size,
          answer + 2 * step,
        ]
      : [answer + 1, answer - 1, answer + 2, answer - 2, answer + 3, answer + 4];
  const picked: number[] = [answer];
  for (const n of slips) {
    if (picked.length === 6) break;
    if (n >= 0 && !picked.includes(n)) picked.push(n);
  }
  for (let n = answer + 5; picked.length < 6; n += 1) if (!picked.includes(n)) picked.push(n);
  // Sorted, then laid out in one of three fixed patterns so the answer moves around.
  return scramble(picked, (answer * 7 + step) % 3);
}

/** A deterministic reordering so options do not appear sorted with the answer in a fixed place. */
function scramble(values: number[], pattern: number): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const order = [
    [0, 3, 1, 4, 2, 5],
    [2, 0, 4, 1, 5, 3],
    [1, 4, 0, 5, 3, 2],
  ][pattern];
  return order.map((i) => sorted[i]);
}
