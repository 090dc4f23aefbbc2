import type { LessonConfig } from '@/content/lessons';
import { expressionOf } from '@/content/lessons/problems';
import { messages } from '@/content/messages';
import { lessonFact } from './fact';
import type { LessonQuestion } from './logic';

/** Picks the praise for a lesson: alternates "Great job!" and "Excellent work!" along the path. */
export function praiseFor(config: LessonConfig): string {
  const [great, excellent] = messages.lesson.correct;
  return config.lessonNumber % 2 === 1 ? great : excellent;
}

/** Whether CONTINUE ends the curriculum (FINISH → dashboard): no next lesson and no block review. */
export function endsCurriculum(config: LessonConfig): boolean {
  return !config.nextLesson && !config.isLastInBlock;
}

/**
 * Turns a lesson config into the question the state machine runs; `finish` says whether CONTINUE
 * ends the curriculum (the page sends a redo back to the review, which never does).
 */
export function questionFor(config: LessonConfig, finish = endsCurriculum(config)): LessonQuestion {
  const mode = config.kind === 'multi' ? 'multi' : config.kind === 'fill' ? 'fill' : 'single';
  const correct = config.kind === 'multi' ? [...config.correctAnswer] : [config.correctAnswer];
  return {
    mode,
    correct,
    hints: config.hints,
    expression: config.kind === 'number' ? expressionOf(config.problem) : null,
    fact: lessonFact(config),
    praise: praiseFor(config),
    wrongText: messages.lesson.wrong,
    spoken: `${config.question} ${config.finalQuestion}`,
    isLastInBlock: config.isLastInBlock,
    blockName: config.blockName,
    celebration: config.celebration,
    stars: config.stars,
    finish,
  };
}
