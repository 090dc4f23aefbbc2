import { lessonContent } from './content';
import { type Unit, units } from './graph';
import { deriveHints, deriveOptions, highlight, solve } from './problems';
import { type ChainPosition, chainPositions } from './progress';
import type { LessonConfig, LessonContent, Placement } from './types';

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

/** Joins a lesson's hand-written content with its place in the graph. */
function build(lessonId: string, content: LessonContent, placement: Placement): LessonConfig {
  const common = { lessonId, stars: 5 as const, ...placement };
  if (content.kind === 'number') {
    const { visual, problem, options, hints, ...text } = content;
    return {
      ...text,
      ...common,
      highlightedQuestion: highlight(problem),
      visualContent: visual,
      problem,
      options: options ?? deriveOptions(problem),
      correctAnswer: solve(problem),
      hints: hints ?? deriveHints(problem),
    };
  }
  const { visual, ...rest } = content;
  return { ...rest, ...common, visualContent: visual } as LessonConfig;
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
