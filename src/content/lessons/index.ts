import { lessonContent } from './content';
import { type Unit, units } from './graph';
import { deriveHints, deriveOptions, highlight, solve } from './problems';
import type { LessonConfig, LessonContent, Placement } from './types';

export { blockStarts, dashboardEntries, REVIEW_ID, units } from './graph';
export type { LessonConfig } from './types';

/** Where the lesson at `index` of `unit` sits: its successor, its block and its progress. */
function place(unit: Unit, index: number): Placement {
  const last = index === unit.lessons.length - 1;
  const end = unit.after;
  const review = end.kind === 'review' ? end : null;
  return {
    nextLesson: !last ? unit.lessons[index + 1] : end.kind === 'lesson' ? end.lessonId : null,
    isLastInBlock: last && review !== null,
    blockName: unit.name,
    blockPrefix: unit.prefix,
    nextBlock: review?.nextBlock ?? null,
    showRocketAnimation: review?.showRocketAnimation ?? false,
    celebration: review?.celebration ?? 'treasure',
    lessonNumber: index + 1,
    totalLessons: unit.lessons.length,
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
  const all = new Map<string, LessonConfig>();
  for (const unit of units) {
    unit.lessons.forEach((id, index) => {
      const content = lessonContent[id];
      if (!content) throw new Error(`Lesson ${id} has no content`);
      all.set(id, build(id, content, place(unit, index)));
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
