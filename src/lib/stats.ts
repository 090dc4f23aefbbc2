/**
 * Pure statistics for the performance and profile pages, computed from real activity results.
 *
 * Rules (spec §9 "Performance", issue 5):
 * - Stars: 3 per correct lesson (spec), plus the stars a game reported when it was completed
 *   (up to 100 per activity). Lessons' own `stars` column is ignored so a lesson
 *   always counts exactly 3.
 * - Accuracy: correct results over all results, as a whole percentage (Math.round), null when none.
 * - Days, weeks and streaks are calendar days in the viewer's time zone; weeks start on Monday.
 */
import { activityTotals, describeActivity, SUBJECTS, type Subject } from '@/content/activity-names';
import type { ActivityResult } from '@/state/results';
import { type Achievement, achievements } from './achievements';
import { currentStreak, type DayCount, weeklyProgress } from './stats-time';

export { type Achievement, achievements } from './achievements';
export { addDays, currentStreak, type DayCount, dayKey, WEEKLY_GOAL, weeklyProgress } from './stats-time';

/** Stars one correct lesson is worth (spec §9). */
export const STARS_PER_CORRECT_LESSON = 3;

/** Progress in one subject. */
export interface SubjectProgress {
  subject: Subject;
  label: string;
  /** Distinct activities answered or completed correctly. */
  mastered: number;
  /** Activities tried at all. */
  attempted: number;
  /** Activities the app offers in this subject. */
  total: number;
  /** mastered / total as a whole percentage. */
  percent: number;
}

/** One line of the recent-activity list. */
export interface RecentItem {
  kind: 'lesson' | 'game';
  activityId: string;
  name: string;
  isCorrect: boolean;
  stars: number;
  completedAt: string;
}

/** Everything the pages show. */
export interface Stats {
  total: number;
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

/** Correct over all results as a rounded percentage; null without results. */
export function accuracy(results: readonly ActivityResult[]): number | null {
  if (results.length === 0) return null;
  return Math.round((results.filter((r) => r.isCorrect).length / results.length) * 100);
}

/** Progress per subject, in the fixed subject order. */
export function progressBySubject(results: readonly ActivityResult[]): SubjectProgress[] {
  const totals = activityTotals();
  return SUBJECTS.map(({ id, label }) => {
    const mine = results.filter((r) => describeActivity(r.kind, r.activityId).subject === id);
    const key = (r: ActivityResult) => `${r.kind}:${r.activityId}`;
    const attempted = new Set(mine.map(key)).size;
    const mastered = new Set(mine.filter((r) => r.isCorrect).map(key)).size;
    const total = Math.max(totals[id], attempted);
    return { subject: id, label, mastered, attempted, total, percent: Math.round((mastered / total) * 100) };
  });
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
    correct: results.filter((r) => r.isCorrect).length,
    stars,
    accuracy: accuracy(results),
    bySubject: progressBySubject(results),
    recent: recentActivity(results, options.recentLimit),
    week,
    streak,
    achievements: achievements(results, { stars, streak, weekCount: week.count }),
  };
}
