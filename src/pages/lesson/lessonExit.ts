import type { NavIntent } from '@scenes/engine/effects';
import { dashboardTabPath, lessonPath, paths } from '@/app/paths';
import type { LessonConfig } from '@/content/lessons';
import type { ReviewState } from './reviewState';

/** Where CONTINUE leads from a lesson: the next lesson, the block review or the dashboard. */
export type LessonExit =
  | { kind: 'lesson'; lessonId: string }
  | ({ kind: 'review' } & ReviewState)
  | { kind: 'app' };

/** A lesson's own exit: its next lesson, else its block's review, else the dashboard (spec §4). */
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

/** A URL and the navigation state it opens with (the review reads its block from it). */
export interface LessonRoute {
  path: string;
  state?: ReviewState;
}

/**
 * Turns the lesson scene's navigation intent into a route: 'next' is the lesson's exit (the next
 * lesson, or the block review with its navigation state, or the dashboard), 'games' the Games tab;
 * anything else ('dashboard', and 'previous'/'replay', which a lesson never asks) the dashboard.
 */
export function lessonRoute(intent: NavIntent, exit: LessonExit): LessonRoute {
  if (intent === 'games') return { path: dashboardTabPath('games') };
  if (intent !== 'next' || exit.kind === 'app') return { path: paths.app };
  if (exit.kind === 'lesson') return { path: lessonPath(exit.lessonId) };
  const { blockName, blockPrefix, nextBlock } = exit;
  return { path: paths.review, state: { blockName, blockPrefix, nextBlock } };
}
