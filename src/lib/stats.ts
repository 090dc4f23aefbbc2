/**
 * Pure statistics for the performance and profile pages, computed from real activity results.
 *
 * Rules (spec §9 "Performance", issues 5 and 14):
 * - Stars: 3 per correct lesson (spec), plus the stars a game reported when it was completed
 *   (up to 100 per activity; a level finished with help reports fewer). Lessons' own `stars` column
 *   is ignored so a lesson always counts exactly 3.
 * - Accuracy: right answers over results that asked a question, as a whole percentage (Math.round),
 *   null when none. A level finished with help is not a right answer; games that ask no question
 *   (Star Treasure Hunt, Ferris Wheel Race) count as played and stay out of it.
 * - Mastery per subject uses the Lessons tab's units: a lesson card is done when its whole unit is
 *   right; games count per level finished without help.
 * - Days, weeks and streaks are calendar days in the viewer's time zone; weeks start on Monday.
 */
import { describeActivity, gameTotals, SUBJECTS, type Subject } from '@/content/activity-names';
import { cardProgress } from '@/content/lesson-card-progress';
import { divisionCards, multiplicationCards } from '@/content/lesson-cards';
import type { ActivityResult } from '@/state/results';
import { type Achievement, achievements } from './achievements';
import { asksQuestion, isRightAnswer } from './rightAnswer';
import { currentStreak, type DayCount, weeklyProgress } from './stats-time';

export { type Achievement, achievements } from './achievements';
export { asksQuestion, isRightAnswer } from './rightAnswer';
export { addDays, currentStreak, type DayCount, dayKey, WEEKLY_GOAL, weeklyProgress } from './stats-time';

/** Stars one correct lesson is worth (spec §9). */
export const STARS_PER_CORRECT_LESSON = 3;

/** Progress in one subject, in the Lessons tab's units. */
export interface SubjectProgress {
  subject: Subject;
  label: string;
  /** Lesson cards whose whole unit is right (Completed on the Lessons tab). */
  lessonsDone: number;
  /** Lesson cards started (In Progress or Completed). */
  lessonsTried: number;
  /** Lesson cards of this subject. */
  lessons: number;
  /** Game levels finished without help. */
  gamesDone: number;
  /** Game levels played at all. */
  gamesTried: number;
  /** Game levels of this subject. */
  games: number;
  /** (lessonsDone + gamesDone) over (lessons + games) as a whole percentage. */
  percent: number;
  /** (lessonsTried + gamesTried) over the same, for the lighter "tried" bar. */
  triedPercent: number;
}

/** How an activity went, in the recent-activity list's words. */
export type Outcome = 'right' | 'wrong' | 'helped' | 'played';

/** One line of the recent-activity list. */
export interface RecentItem {
  kind: 'lesson' | 'game';
  activityId: string;
  name: string;
  isCorrect: boolean;
  /** Right, wrong, finished with a helper button, or played (a game that asks no question). */
  outcome: Outcome;
  stars: number;
  completedAt: string;
}

/** Everything the pages show. */
export interface Stats {
  /** Every activity result. */
  total: number;
  /** Results that asked a question (the accuracy's denominator). */
  graded: number;
  /** Right answers: correct, without help, to a question. */
  correct: number;
  stars: number;
  accuracy: number | null;
  bySubject: SubjectProgress[];
  recent: RecentItem[];
  week: { days: DayCount[]; count: number; goal: number; percent: number };
  streak: number;
  achievements: Achievement[];
}

/** Options: the clock and the viewer's time zone (both injectable for tests). */
export interface StatsOptions {
  now?: Date;
  timeZone?: string;
  recentLimit?: number;
}

/** Total stars: 3 per correct lesson plus the stars of games (see the module comment). */
export function countStars(results: readonly ActivityResult[]): number {
  return results.reduce((sum, r) => {
    if (r.kind === 'lesson') return sum + (r.isCorrect ? STARS_PER_CORRECT_LESSON : 0);
    return sum + Math.max(0, r.stars);
  }, 0);
}

/** Right answers over results that asked a question, as a rounded percentage; null without any. */
export function accuracy(results: readonly ActivityResult[]): number | null {
  const graded = results.filter(asksQuestion);
  if (graded.length === 0) return null;
  return Math.round((graded.filter(isRightAnswer).length / graded.length) * 100);
}

const byTime = (a: ActivityResult, b: ActivityResult) =>
  Date.parse(a.completedAt) - Date.parse(b.completedAt);
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** Progress per subject, in the fixed subject order (see the module comment). */
export function progressBySubject(results: readonly ActivityResult[]): SubjectProgress[] {
  const outcomes = [...results]
    .filter((r) => r.kind === 'lesson')
    .sort(byTime)
    .map((r) => ({ lessonId: r.activityId, isCorrect: r.isCorrect }));
  const cards = [...multiplicationCards, ...divisionCards].map((card) => ({
    subject: describeActivity('lesson', card.chain[0]).subject,
    progress: cardProgress(card, outcomes),
  }));
  const games = gameTotals();
  return SUBJECTS.map(({ id, label }) => {
    const mine = cards.filter((c) => c.subject === id);
    const lessonsDone = mine.filter((c) => c.progress.status === 'Completed').length;
    const lessonsTried = mine.filter((c) => c.progress.status !== 'Not Started').length;
    const played = results.filter(
      (r) => r.kind === 'game' && describeActivity('game', r.activityId).subject === id,
    );
    const latest = new Map([...played].sort(byTime).map((r) => [r.activityId, r]));
    const gamesTried = latest.size;
    const gamesDone = [...latest.values()].filter((r) => r.isCorrect && !r.assisted).length;
    const whole = mine.length + Math.max(games[id], gamesTried);
    return {
      subject: id,
      label,
      lessonsDone,
      lessonsTried,
      lessons: mine.length,
      gamesDone,
      gamesTried,
      games: Math.max(games[id], gamesTried),
      percent: percentOf(lessonsDone + gamesDone, whole),
      triedPercent: percentOf(lessonsTried + gamesTried, whole),
    };
  });
}

/** How one result went (see Outcome). */
export function outcomeOf(r: ActivityResult): Outcome {
  if (!r.isCorrect) return 'wrong';
  if (r.assisted) return 'helped';
  return asksQuestion(r) ? 'right' : 'played';
}

/** The latest results first, with display names. */
export function recentActivity(results: readonly ActivityResult[], limit = 8): RecentItem[] {
  return [...results]
    .sort((a, b) => Date.parse(b.completedAt) - Date.parse(a.completedAt))
    .slice(0, limit)
    .map((r) => ({
      kind: r.kind,
      activityId: r.activityId,
      name: describeActivity(r.kind, r.activityId).name,
      isCorrect: r.isCorrect,
      outcome: outcomeOf(r),
      stars: r.kind === 'lesson' ? (r.isCorrect ? STARS_PER_CORRECT_LESSON : 0) : Math.max(0, r.stars),
      completedAt: r.completedAt,
    }));
}

/** All statistics for a set of results. */
export function computeStats(results: readonly ActivityResult[], options: StatsOptions = {}): Stats {
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const stars = countStars(results);
  const week = weeklyProgress(results, now, timeZone);
  const streak = currentStreak(results, now, timeZone);
  return {
    total: results.length,
    graded: results.filter(asksQuestion).length,
    correct: results.filter(isRightAnswer).length,
    stars,
    accuracy: accuracy(results),
    bySubject: progressBySubject(results),
    recent: recentActivity(results, options.recentLimit),
    week,
    streak,
    achievements: achievements(results, { stars, streak, weekCount: week.count }),
  };
}
