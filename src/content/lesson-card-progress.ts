/**
 * A lesson card's progress for one student (issue 14 §2): the card stands for a unit of lessons
 * (`LessonCard.chain`), and its status says how much of that unit the student has answered right.
 */
import type { LessonCard } from './lesson-cards';

/** A card's progress as shown on the dashboard. */
export type LessonStatus = 'Not Started' | 'In Progress' | 'Completed';

/** One lesson result, reduced to what the status needs. */
export interface LessonOutcome {
  lessonId: string;
  isCorrect: boolean;
}

/** A card's status with the lessons of its unit answered right (`done`) out of all (`total`). */
export interface CardProgress {
  status: LessonStatus;
  done: number;
  total: number;
}

/**
 * The last outcome of each lesson, in first-seen order. Pass older outcomes first (stored rows, then
 * this visit's): a later answer replaces is_correct, as the results rule does (spec §4).
 */
export function latestOutcomes(outcomes: readonly LessonOutcome[]): LessonOutcome[] {
  const latest = new Map<string, LessonOutcome>();
  for (const o of outcomes) {
    latest.delete(o.lessonId);
    latest.set(o.lessonId, o);
  }
  const order = [...new Set(outcomes.map((o) => o.lessonId))];
  return order.map((id) => latest.get(id) as LessonOutcome);
}

/**
 * A card's progress: Not Started without any answer in its unit; Completed when every lesson of
 * the unit is answered right (its latest answer); otherwise In Progress with how many are right.
 */
export function cardProgress(card: LessonCard, outcomes: readonly LessonOutcome[]): CardProgress {
  const unit = new Set(card.chain);
  const mine = latestOutcomes(outcomes).filter((o) => unit.has(o.lessonId));
  const done = mine.filter((o) => o.isCorrect).length;
  const total = unit.size;
  if (mine.length === 0) return { status: 'Not Started', done, total };
  return { status: done === total ? 'Completed' : 'In Progress', done, total };
}
