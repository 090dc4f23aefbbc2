import type { Hints, Problem } from './types';

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

/** The problem written as maths for the big highlighted line, e.g. "3 × 4 = ?". */
export function highlight(problem: Problem): string {
  switch (problem.kind) {
    case 'multiply':
      return `${problem.groups} × ${problem.size} = ?`;
    case 'divide':
      return `${problem.dividend} ÷ ${problem.divisor} = ?`;
    case 'remainder':
      return `${problem.dividend} ÷ ${problem.divisor} = ${solve({ ...problem, kind: 'fullGroups' })} R ?`;
    case 'fullGroups':
      return `${problem.dividend} ÷ ${problem.divisor} = ? R ${solve({ ...problem, kind: 'remainder' })}`;
    case 'smallestCommonMultiple':
      return `${problem.a} and ${problem.b} both go into ?`;
    case 'primeFactor':
      return `? is prime and divides ${problem.n}`;
  }
}

/** The problem's maths without its answer, for "6 × 3 is not 15"; null where it reads badly that way. */
export function expressionOf(problem: Problem): string | null {
  if (problem.kind === 'multiply') return `${problem.groups} × ${problem.size}`;
  if (problem.kind === 'divide') return `${problem.dividend} ÷ ${problem.divisor}`;
  return null;
}

/** The hints a lesson shows after CHECK, derived from its numbers (a lesson may write its own). */
export function deriveHints(problem: Problem): Hints {
  const answer = solve(problem);
  switch (problem.kind) {
    case 'multiply':
      return {
        wrong: `Skip count by ${problem.size}, ${problem.groups} times!`,
        right: `Yes! ${problem.groups} × ${problem.size} = ${answer}`,
      };
    case 'divide':
      return {
        wrong: `Think: ${problem.divisor} × what = ${problem.dividend}?`,
        right: `Yes! ${problem.dividend} ÷ ${problem.divisor} = ${answer}, because ${problem.divisor} × ${answer} = ${problem.dividend}`,
      };
    case 'remainder': {
      const full = Math.floor(problem.dividend / problem.divisor);
      return {
        wrong: `Make groups of ${problem.divisor}. How many are left that can't make a group?`,
        right: `Yes! ${problem.divisor} × ${full} = ${full * problem.divisor}, and ${answer} are left over`,
      };
    }
    case 'fullGroups':
      return {
        wrong: `Count by ${problem.divisor}s but don't go past ${problem.dividend}!`,
        right: `Yes! ${answer} full groups of ${problem.divisor}, with ${problem.dividend - answer * problem.divisor} left over`,
      };
    case 'smallestCommonMultiple':
      return {
        wrong: `Think about ${problem.a} × ${problem.b}`,
        right: `Yes! ${problem.a} × ${problem.b} = ${answer}`,
      };
    case 'primeFactor':
      return {
        wrong: `Look for a prime number that divides ${problem.n}!`,
        right: `${answer} is prime and divides ${problem.n}!`,
      };
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
