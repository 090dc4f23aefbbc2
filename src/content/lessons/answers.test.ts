import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { getLesson, type LessonConfig, lessonIds } from './index';
import type { NumberLesson, Problem, Visual } from './types';

const all = lessonIds.map((id) => getLesson(id)!) as LessonConfig[];
const numberLessons = all.filter((l): l is NumberLesson => l.kind === 'number');
const isPrime = (n: number) =>
  n > 1 && Array.from({ length: n - 2 }, (_, i) => i + 2).every((d) => n % d !== 0);

/** Checks an answer against its problem by inverse operations, independent of solve(). */
function checks(problem: Problem, answer: number): boolean {
  switch (problem.kind) {
    case 'multiply':
      return Array.from({ length: problem.groups }, () => problem.size).reduce((a, b) => a + b, 0) === answer;
    case 'divide':
      return Number.isInteger(answer) && answer * problem.divisor === problem.dividend;
    case 'remainder':
      return answer >= 0 && answer < problem.divisor && (problem.dividend - answer) % problem.divisor === 0;
    case 'fullGroups':
      return (
        answer * problem.divisor <= problem.dividend && (answer + 1) * problem.divisor > problem.dividend
      );
    case 'smallestCommonMultiple':
      return (
        answer % problem.a === 0 &&
        answer % problem.b === 0 &&
        Array.from({ length: answer - 1 }, (_, i) => i + 1).every(
          (m) => m % problem.a !== 0 || m % problem.b !== 0,
        )
      );
    case 'primeFactor':
      return isPrime(answer) && problem.n % answer === 0;
  }
}

/** How many items a visual model draws, when it draws the problem's whole amount. */
function drawnTotal(visual: Visual): number | null {
  switch (visual.kind) {
    case 'groups':
      return visual.groups * visual.size + (visual.leftover ?? 0);
    case 'array':
      return visual.rows * visual.cols;
    case 'sharing':
      return visual.total;
    case 'numberLine':
      return visual.step * visual.jumps;
    default:
      return null;
  }
}

describe('lesson options and answers', () => {
  it('gives every single-answer lesson six distinct options that contain the answer', () => {
    for (const l of all.filter((x) => x.kind !== 'multi')) {
      expect(l.options, l.lessonId).toHaveLength(6);
      expect(new Set<unknown>(l.options).size, l.lessonId).toBe(6);
      expect((l.options as readonly unknown[]).includes(l.correctAnswer), l.lessonId).toBe(true);
    }
  });

  it('computes every number answer from the lesson’s own numbers', () => {
    expect(numberLessons.length).toBeGreaterThan(60);
    for (const l of numberLessons) {
      expect(checks(l.problem, l.correctAnswer), l.lessonId).toBe(true);
      for (const option of l.options) {
        if (option !== l.correctAnswer)
          expect(checks(l.problem, option), `${l.lessonId} ${option}`).toBe(false);
        expect(Number.isInteger(option) && option >= 0, `${l.lessonId} ${option}`).toBe(true);
      }
    }
  });

  it('shows the problem’s numbers in the question and the matching amount in the picture', () => {
    for (const l of numberLessons) {
      const p = l.problem;
      const numbers =
        p.kind === 'multiply' ? [p.groups, p.size] : 'dividend' in p ? [p.dividend, p.divisor] : [];
      for (const n of numbers)
        expect(`${l.question} ${l.finalQuestion}`, l.lessonId).toMatch(new RegExp(`\\b${n}\\b`));
      const whole = p.kind === 'multiply' ? l.correctAnswer : 'dividend' in p ? p.dividend : null;
      const drawn = drawnTotal(l.visualContent);
      if (whole !== null && drawn !== null) expect(drawn, l.lessonId).toBe(whole);
    }
  });

  it('writes every text, hint and progress field', () => {
    for (const l of all) {
      for (const text of [l.title, l.explanation, l.question, l.highlightedQuestion, l.finalQuestion]) {
        expect(text.trim().length, l.lessonId).toBeGreaterThan(3);
        expect(text.toLowerCase()).not.toContain('coming soon');
      }
      expect(l.hints.wrong.length).toBeGreaterThan(5);
      expect(l.hints.right.length).toBeGreaterThan(5);
      expect(l.stars).toBe(5);
    }
  });
});

describe('factor lessons (spec §2, §5, §8)', () => {
  const { hints } = messages.lesson;

  it('factor1 asks for the word "factor"', () => {
    const l = getLesson('factor1')!;
    expect(l.kind).toBe('word');
    expect(l.options).toEqual(['factor', 'product', 'sum', 'difference', 'quotient', 'multiple']);
    expect(l.correctAnswer).toBe('factor');
  });

  it('factor2 is a multi-select whose answer is exactly the factors of 12', () => {
    const l = getLesson('factor2')!;
    if (l.kind !== 'multi') throw new Error('factor2 must be multi-select');
    expect(l.correctAnswer).toEqual([1, 2, 3, 4, 6, 12]);
    for (const n of l.correctAnswer) expect(l.options).toContain(n);
    expect(l.options.filter((n) => 12 % n !== 0).length).toBeGreaterThan(0);
  });

  it('factor3 is the smallest common multiple, 10, with the spec hints', () => {
    const l = getLesson('factor3')!;
    expect(l.title).toBe('Combining Factors');
    expect(l.options).toEqual([7, 10, 15, 20, 25, 30]);
    expect(l.correctAnswer).toBe(10);
    expect(l.hints).toEqual({ wrong: hints.lcmWrong, right: hints.lcmRight });
  });

  it('factor4 "Factors and Products" is a fill-the-word lesson with answer product', () => {
    const l = getLesson('factor4')!;
    expect(l.kind).toBe('fill');
    expect(l.title).toBe('Factors and Products');
    expect(l.options).toEqual(['product', 'factor', 'sum', 'difference', 'quotient', 'remainder']);
    expect(l.correctAnswer).toBe('product');
    expect(l.hints).toEqual({ wrong: hints.productWrong, right: hints.productRight });
  });

  it('factor5 "Prime Factors" has the one prime factor of 18 among its options', () => {
    const l = getLesson('factor5')!;
    expect(l.title).toBe('Prime Factors');
    expect(l.options).toEqual([4, 6, 9, 3, 12, 18]);
    expect(l.correctAnswer).toBe(3);
    expect((l.options as number[]).filter((n) => isPrime(n) && 18 % n === 0)).toEqual([3]);
    expect(l.hints).toEqual({ wrong: hints.primeWrong, right: hints.primeRight });
  });
});
