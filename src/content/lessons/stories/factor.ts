import { msg } from '@lingui/core/macro';
import { messages } from '@/content/messages';
import type { CustomLessonContent, NumberLessonContent } from '../types';

const { hints } = messages.lesson;

/** The maths words the word lessons offer, each a catalogue message. */
const words = {
  factor: msg`factor`,
  product: msg`product`,
  sum: msg`sum`,
  difference: msg`difference`,
  quotient: msg`quotient`,
  multiple: msg`multiple`,
  remainder: msg`remainder`,
};
/** The unknown part of an equation: the same in every language. */
const unknown = () => '?';

/** Every number from 1 to n that divides n exactly. */
export function factorsOf(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);
}

/** The five factor lessons (spec §2 "Factor lessons"); factor5 is the last lesson of the curriculum. */
export const factorLessons: Record<string, NumberLessonContent | CustomLessonContent> = {
  factor1: {
    kind: 'word',
    title: msg`What Is a Factor?`,
    explanation: msg`In 3 × 4 = 12, the numbers we multiply, 3 and 4, are called factors. The answer, 12, is called the product. Factors are the building blocks of a multiplication!`,
    question: msg`Look at 3 × 4 = 12. The numbers 3 and 4 are multiplied together.`,
    highlightedQuestion: () => '3 × 4 = 12',
    finalQuestion: msg`What do we call the numbers we multiply?`,
    options: [words.factor, words.product, words.sum, words.difference, words.quotient, words.multiple],
    correctAnswer: words.factor,
    hints: {
      wrong: msg`The numbers we multiply are the building blocks. Read the card again!`,
      right: msg`Yes! 3 and 4 are factors of 12.`,
    },
    visual: { kind: 'equation', a: 3, b: 4, labels: [unknown, unknown, words.product] },
  },
  factor2: {
    kind: 'multi',
    title: msg`Finding All the Factors`,
    explanation: msg`A factor of 12 divides 12 with nothing left over. Try making rows of 12 dots: 1 row of 12, 2 rows of 6, 3 rows of 4. Every number you used is a factor of 12!`,
    question: msg`Tap every number that is a factor of 12. There is more than one!`,
    highlightedQuestion: () => '? × ? = 12',
    finalQuestion: msg`Which numbers are factors of 12?`,
    of: 12,
    options: Array.from({ length: 12 }, (_, i) => i + 1),
    correctAnswer: factorsOf(12),
    hints: {
      wrong: msg`Find the pairs that make 12: 1 × 12, 2 × 6, 3 × 4.`,
      right: msg`Yes! 1, 2, 3, 4, 6 and 12 are all factors of 12.`,
    },
    visual: { kind: 'factorPairs', n: 12 },
  },
  factor3: {
    kind: 'number',
    title: msg`Combining Factors`,
    explanation: msg`Count by 2s: 2, 4, 6 and on. Count by 5s: 5 and on. A number you land on both times has 2 and 5 as factors. It is called a common multiple. Find the smallest one!`,
    question: msg`Which is the smallest number that has both 2 and 5 as factors?`,
    finalQuestion: msg`Pick the smallest number that 2 and 5 both go into.`,
    problem: { kind: 'smallestCommonMultiple', a: 2, b: 5 },
    options: [7, 10, 15, 20, 25, 30],
    hints: { wrong: () => hints.lcmWrong, right: () => hints.lcmRight },
    visual: { kind: 'multiples', a: 2, b: 5, upTo: 30 },
  },
  factor4: {
    kind: 'fill',
    title: msg`Factors and Products`,
    explanation: msg`Every multiplication has two parts. The numbers we multiply are the factors. The number we get is the product. In 5 × 2 = 10, 5 and 2 are factors and 10 is the product.`,
    question: msg`Fill in the missing word. Tap one word to put it in the blank.`,
    highlightedQuestion: msg`Factor × Factor = ?`,
    finalQuestion: msg`Which word fills the blank?`,
    sentence: [msg`When we multiply two factors, the answer is called the`, () => '.'],
    options: [words.product, words.factor, words.sum, words.difference, words.quotient, words.remainder],
    correctAnswer: words.product,
    hints: { wrong: () => hints.productWrong, right: () => hints.productRight },
    visual: { kind: 'equation', a: 5, b: 2, labels: [words.factor, words.factor, unknown] },
  },
  factor5: {
    kind: 'number',
    title: msg`Prime Factors`,
    explanation: msg`A prime number has exactly two factors: 1 and itself, like 2, 3, 5 and 7. A prime factor is a prime number that divides another number. Split 18 into factors until only primes are left!`,
    question: msg`Only one of these numbers is prime and divides 18 with nothing left over.`,
    finalQuestion: msg`Which number is a prime factor of 18?`,
    problem: { kind: 'primeFactor', n: 18 },
    options: [4, 6, 9, 3, 12, 18],
    hints: { wrong: () => hints.primeWrong, right: () => hints.primeRight },
    visual: { kind: 'factorTree', n: 18 },
  },
};
