import type { MessageDescriptor } from '@lingui/core';

/** The arithmetic behind a number lesson; the correct answer is computed from it, never typed twice. */
export type Problem =
  /** `groups` equal groups of `size`: groups × size. */
  | { kind: 'multiply'; groups: number; size: number }
  /** Share or group `dividend` by `divisor` exactly: dividend ÷ divisor. */
  | { kind: 'divide'; dividend: number; divisor: number }
  /** What is left over when `dividend` is split into groups of `divisor`. */
  | { kind: 'remainder'; dividend: number; divisor: number }
  /** How many full groups of `divisor` fit in `dividend` (leftovers ignored). */
  | { kind: 'fullGroups'; dividend: number; divisor: number }
  /** The smallest number that both `a` and `b` divide. */
  | { kind: 'smallestCommonMultiple'; a: number; b: number }
  /** The largest prime that divides n. */
  | { kind: 'primeFactor'; n: number };

/** Small pictures the visual models are drawn with. */
export type Item =
  | 'cookie'
  | 'star'
  | 'apple'
  | 'orange'
  | 'sock'
  | 'egg'
  | 'wheel'
  | 'ball'
  | 'coin'
  | 'gem'
  | 'flower'
  | 'balloon';

/** The visual model of a lesson's idea, drawn in Pixi from these numbers (not a static image). */
export type Visual =
  /** `groups` groups of `size`, plus `leftover` items that make no full group. */
  | { kind: 'groups'; groups: number; size: number; item: Item; leftover?: number }
  | { kind: 'array'; rows: number; cols: number; item: Item }
  /** `jumps` hops of `step`; `hopper` draws the one who jumps (the frog of the skip-counting story). */
  | { kind: 'numberLine'; step: number; jumps: number; direction: 'forward' | 'back'; hopper?: 'frog' }
  /** `total` items dealt out to `shares` plates; what cannot be shared fairly is left aside. */
  | { kind: 'sharing'; total: number; shares: number; item: Item }
  /** An equation with its parts named, e.g. 3 × 4 = 12 with "factor", "factor", "product". */
  | { kind: 'equation'; a: number; b: number; labels: readonly [string, string, string] }
  /** Every factor pair of n drawn as a little array. */
  | { kind: 'factorPairs'; n: number }
  /** Multiples of a and b marked on one number line, the shared ones circled. */
  | { kind: 'multiples'; a: number; b: number; upTo: number }
  /** n split into factors until only primes are left. */
  | { kind: 'factorTree'; n: number };

/** Feedback hints shown after CHECK: `wrong` after a wrong answer, `right` after a correct one. */
export interface Hints {
  wrong: string;
  right: string;
}

/** What every lesson config carries (spec §3 "Lesson config"). */
interface LessonBase {
  lessonId: string;
  title: string;
  /** The explanation card text (read aloud). */
  explanation: string;
  /** The question, as a short story. */
  question: string;
  /** The question's maths in a big highlighted line, e.g. "3 × 4 = ?". */
  highlightedQuestion: string;
  /** The prompt right above the options, e.g. "How many cookies in all?". */
  finalQuestion: string;
  stars: 5;
  /** The next lesson id, or null when the lesson ends a block (review) or the curriculum (/app). */
  nextLesson: string | null;
  isLastInBlock: boolean;
  blockName: string;
  blockPrefix: string;
  /** The block that follows this lesson's block (carried to the review), or null. */
  nextBlock: string | null;
  showRocketAnimation: boolean;
  /** Which overlay celebrates the end of the block. */
  celebration: 'rocket' | 'treasure';
  visualContent: Visual;
  lessonNumber: number;
  totalLessons: number;
  hints: Hints;
}

/** Pick one number from six. */
export interface NumberLesson extends LessonBase {
  kind: 'number';
  problem: Problem;
  options: readonly number[];
  correctAnswer: number;
}

/** Pick one word from six (factor1). */
export interface WordLesson extends LessonBase {
  kind: 'word';
  options: readonly string[];
  correctAnswer: string;
}

/** Select every number that fits (factor2). */
export interface MultiSelectLesson extends LessonBase {
  kind: 'multi';
  /** The number whose factors are asked for. */
  of: number;
  options: readonly number[];
  correctAnswer: readonly number[];
}

/** Fill the blank of a sentence with at most one word (factor4). */
export interface FillWordLesson extends LessonBase {
  kind: 'fill';
  /** The sentence around the blank: before, then after. */
  sentence: readonly [string, string];
  options: readonly string[];
  correctAnswer: string;
}

/** One lesson's full configuration. */
export type LessonConfig = NumberLesson | WordLesson | MultiSelectLesson | FillWordLesson;

/**
 * A text of the hand-written content, read in the current language when the lesson is shown (issue
 * 26): a catalogue message (`msg`), or a function that builds it then (a shared hint, a "?").
 */
export type Text = MessageDescriptor | (() => string);

/** Hints as the content writes them; the config reads them as strings. */
export interface TextHints {
  wrong: Text;
  right: Text;
}

/** The visual as the content writes it: an equation's labels are texts too. */
export type VisualContent =
  | Exclude<Visual, { kind: 'equation' }>
  | { kind: 'equation'; a: number; b: number; labels: readonly [Text, Text, Text] };

/** The texts every lesson's content writes. */
interface ContentTexts {
  title: Text;
  explanation: Text;
  question: Text;
  finalQuestion: Text;
  visual: VisualContent;
}

/** The hand-written part of a number lesson; the rest is derived by the graph. */
export interface NumberLessonContent extends ContentTexts {
  kind: 'number';
  problem: Problem;
  /** Optional hand-written hints; otherwise they are derived from the problem. */
  hints?: TextHints;
  /** Optional hand-picked options; otherwise six are derived from the problem. */
  options?: readonly number[];
}

/** What a custom (factor) lesson writes besides the common texts. */
interface CustomTexts extends ContentTexts {
  highlightedQuestion: Text;
  hints: TextHints;
}

/** The hand-written part of a custom (factor) lesson; word options and answers are texts. */
export type CustomLessonContent =
  | (CustomTexts & { kind: 'word'; options: readonly Text[]; correctAnswer: Text })
  | (CustomTexts & {
      kind: 'multi';
      of: number;
      options: readonly number[];
      correctAnswer: readonly number[];
    })
  | (CustomTexts & {
      kind: 'fill';
      sentence: readonly [Text, Text];
      options: readonly Text[];
      correctAnswer: Text;
    });

/** Hand-written content of any lesson. */
export type LessonContent = NumberLessonContent | CustomLessonContent;

/** Where a lesson sits in the graph: derived from the units in graph.ts. */
export interface Placement {
  nextLesson: string | null;
  isLastInBlock: boolean;
  blockName: string;
  blockPrefix: string;
  nextBlock: string | null;
  showRocketAnimation: boolean;
  celebration: 'rocket' | 'treasure';
  lessonNumber: number;
  totalLessons: number;
}
