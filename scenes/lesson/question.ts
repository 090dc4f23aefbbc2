import type { LessonConfig } from '@/content/lessons';
import { expressionOf } from '@/content/lessons/problems';
import { messages } from '@/content/messages';
import type { LessonExit, LessonQuestion } from './logic';

/** Where CONTINUE leads from a lesson: the next lesson, the block review or the dashboard. */
export function exitOf(config: LessonConfig): LessonExit {
  if (config.nextLesson) return { kind: 'lesson', lessonId: config.nextLesson };
  if (config.isLastInBlock) {
    return {
      kind: 'review',
      blockName: config.blockName,
      blockPrefix: config.blockPrefix,
      nextBlock: config.nextBlock,
    };
  }
  return { kind: 'app' };
}

/** Picks the praise for a lesson: alternates "Great job!" and "Excellent work!" along the path. */
export function praiseFor(config: LessonConfig): string {
  const [great, excellent] = messages.lesson.correct;
  return config.lessonNumber % 2 === 1 ? great : excellent;
}

/** Turns a lesson config into the question the state machine runs; `exit` overrides where it leads. */
export function questionFor(config: LessonConfig, exit: LessonExit = exitOf(config)): LessonQuestion {
  const mode = config.kind === 'multi' ? 'multi' : config.kind === 'fill' ? 'fill' : 'single';
  const correct = config.kind === 'multi' ? [...config.correctAnswer] : [config.correctAnswer];
  return {
    lessonId: config.lessonId,
    mode,
    correct,
    hints: config.hints,
    expression: config.kind === 'number' ? expressionOf(config.problem) : null,
    praise: praiseFor(config),
    wrongText: messages.lesson.wrong,
    isLastInBlock: config.isLastInBlock,
    blockName: config.blockName,
    stars: config.stars,
    exit,
  };
}
