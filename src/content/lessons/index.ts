import { lessonContent } from './content';
import { type Unit, units } from './graph';
import { deriveHints, deriveOptions, highlight, solve } from './problems';
import { type ChainPosition, chainPositions } from './progress';
import { defineList, defineTexts, read } from './text';
import type {
  Hints,
  LessonConfig,
  LessonContent,
  Placement,
  TextHints,
  Visual,
  VisualContent,
} from './types';

export { blockStarts, dashboardEntries, REVIEW_ID, type Unit, units } from './graph';
export type { LessonConfig } from './types';

/** The lesson after the one at `index` of `unit`, or null where the unit ends in a review or /app. */
function successor(unit: Unit, index: number): string | null {
  if (index < unit.lessons.length - 1) return unit.lessons[index + 1];
  return unit.after.kind === 'lesson' ? unit.after.lessonId : null;
}

/** Where the lesson at `index` of `unit` sits: its successor, its block and its progress. */
function place(unit: Unit, index: number, position: ChainPosition): Placement {
  const last = index === unit.lessons.length - 1;
  const review = unit.after.kind === 'review' ? unit.after : null;
  const rocket = review?.showRocketAnimation ?? false;
  return {
    nextLesson: successor(unit, index),
    isLastInBlock: last && review !== null,
    blockName: unit.name,
    blockPrefix: unit.prefix,
    nextBlock: review?.nextBlock ?? null,
    showRocketAnimation: rocket,
    celebration: rocket ? 'rocket' : 'treasure',
    ...position,
  };
}

/** The visual the scene draws: an equation's labels read in the current language. */
function visualOf(visual: VisualContent): Visual {
  if (visual.kind !== 'equation') return visual;
  const { labels, ...rest } = visual;
  const out = { ...rest };
  defineList(out, 'labels', () => labels.map(read));
  return out as Visual;
}

/** The hints as strings, read when shown. */
function hintsOf(hints: TextHints): Hints {
  const out = {};
  defineTexts(out, { wrong: hints.wrong, right: hints.right });
  return out as Hints;
}

/**
 * Joins a lesson's hand-written content with its place in the graph. Its texts are getters that
 * read the lessons catalogue when shown (issue 26), so importing this module needs no catalogue.
 */
function build(lessonId: string, content: LessonContent, placement: Placement): LessonConfig {
  const { title, explanation, question, finalQuestion, visual } = content;
  const config: Record<string, unknown> = {
    kind: content.kind,
    lessonId,
    stars: 5 as const,
    ...placement,
    visualContent: visualOf(visual),
  };
  const texts = { title, explanation, question, finalQuestion };
  if (content.kind === 'number') {
    const { problem, options, hints } = content;
    defineTexts(config, { ...texts, highlightedQuestion: highlight(problem) });
    Object.assign(config, {
      problem,
      options: options ?? deriveOptions(problem),
      correctAnswer: solve(problem),
      hints: hintsOf(hints ?? deriveHints(problem)),
    });
    return config as unknown as LessonConfig;
  }
  defineTexts(config, { ...texts, highlightedQuestion: content.highlightedQuestion });
  config.hints = hintsOf(content.hints);
  if (content.kind === 'multi') {
    Object.assign(config, { of: content.of, options: content.options, correctAnswer: content.correctAnswer });
    return config as unknown as LessonConfig;
  }
  const { options, correctAnswer } = content;
  defineList(config, 'options', () => options.map(read));
  defineTexts(config, { correctAnswer });
  if (content.kind === 'fill') {
    const { sentence } = content;
    defineList(config, 'sentence', () => [read(sentence[0]), read(sentence[1])] as const);
  }
  return config as unknown as LessonConfig;
}

function buildAll(): Map<string, LessonConfig> {
  const next = new Map<string, string | null>();
  for (const unit of units) {
    unit.lessons.forEach((id, index) => {
      next.set(id, successor(unit, index));
    });
  }
  const blockOf = new Map<string, string>();
  for (const unit of units) {
    if (unit.after.kind === 'review') for (const id of unit.lessons) blockOf.set(id, unit.name);
  }
  const positions = chainPositions(next, blockOf);
  const all = new Map<string, LessonConfig>();
  for (const unit of units) {
    unit.lessons.forEach((id, index) => {
      const content = lessonContent[id];
      if (!content) throw new Error(`Lesson ${id} has no content`);
      all.set(id, build(id, content, place(unit, index, positions.get(id)!)));
    });
  }
  return all;
}

const lessons = buildAll();

/** Every lesson id, in teaching order. */
export const lessonIds: readonly string[] = [...lessons.keys()];

/** The config of one lesson, or undefined for an unknown id. */
export function getLesson(lessonId: string): LessonConfig | undefined {
  return lessons.get(lessonId);
}

/** What a block's review shows besides the wrong answers: the block's celebration and an extra lesson offered. */
export interface BlockReview {
  celebration: 'rocket' | 'treasure';
  /** A lesson the review also offers (e.g. the remainder block after the d5 card's chain), or null. */
  also: string | null;
}

/** The review details of the block named `blockName` (names are unique), or null for an unknown block. */
export function blockReview(blockName: string): BlockReview | null {
  const unit = units.find((u) => u.name === blockName && u.after.kind === 'review');
  if (unit?.after.kind !== 'review') return null;
  return {
    celebration: unit.after.showRocketAnimation ? 'rocket' : 'treasure',
    also: unit.after.also ?? null,
  };
}
