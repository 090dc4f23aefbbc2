/**
 * Pure statistics for the performance and profile pages, computed from real activity results.
 *
 * Rules (spec §9 "Performance", issue 5):
 * - Stars: 3 per correct lesson (spec), plus the stars a game reported when it was completed
 *   (the table stores 0-5 per activity). Lessons' own `stars` column is ignored so a lesson
 *   always counts exactly 3.
 * - Accuracy: correct results over all results, as a whole percentage (Math.round), null when none.
 * - Days, weeks and streaks are calendar days in the viewer's time zone; weeks start on Monday.
 */
import { activityTotals, describeActivity, SUBJECTS, type Subject } from '@/content/activity-names';
import type { ActivityResult } from '@/state/results';

/** Stars one correct lesson is worth (spec §9). */
export const STARS_PER_CORRECT_LESSON = 3;
/** Activities per week the weekly goal asks for (spec §9). */
export const WEEKLY_GOAL = 5;

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

/** Activity counts of one day of the current week. */
export interface DayCount {
  /** 'YYYY-MM-DD' in the viewer's time zone. */
  day: string;
  /** Short weekday label, Mon … Sun. */
  label: string;
  count: number;
  isToday: boolean;
}

/** An achievement with how far along it is. */
export interface Achievement {
  id: string;
  title: string;
  description: string;
  icon: string;
  current: number;
  target: number;
  earned: boolean;
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

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** The calendar day ('YYYY-MM-DD') an instant falls on in a time zone. */
export function dayKey(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The day `delta` calendar days after a day key (pure date arithmetic, no time zone involved). */
export function addDays(day: string, delta: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + delta)).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday for a day key. */
function weekdayIndex(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
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

/** Activities per day of the current Monday-to-Sunday week in the viewer's time zone. */
export function weeklyProgress(results: readonly ActivityResult[], now: Date, timeZone: string) {
  const today = dayKey(now, timeZone);
  const monday = addDays(today, -weekdayIndex(today));
  const days: DayCount[] = WEEKDAYS.map((label, i) => ({
    day: addDays(monday, i),
    label,
    count: 0,
    isToday: addDays(monday, i) === today,
  }));
  for (const r of results) {
    const day = days.find((d) => d.day === dayKey(new Date(r.completedAt), timeZone));
    if (day && day.day <= today) day.count += 1;
  }
  const count = days.reduce((s, d) => s + d.count, 0);
  return { days, count, goal: WEEKLY_GOAL, percent: Math.min(100, Math.round((count / WEEKLY_GOAL) * 100)) };
}

/**
 * Consecutive calendar days with at least one activity, ending today, or ending yesterday when
 * nothing has been done yet today (the streak is still alive until the day is over).
 */
export function currentStreak(results: readonly ActivityResult[], now: Date, timeZone: string): number {
  const days = new Set(results.map((r) => dayKey(new Date(r.completedAt), timeZone)));
  let day = dayKey(now, timeZone);
  if (!days.has(day)) day = addDays(day, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** The achievements and how far along each one is. */
export function achievements(
  results: readonly ActivityResult[],
  figures: { stars: number; streak: number; weekCount: number },
): Achievement[] {
  const correct = (pred: (r: ActivityResult) => boolean) =>
    new Set(results.filter((r) => r.isCorrect && pred(r)).map((r) => `${r.kind}:${r.activityId}`)).size;
  const inSubject = (s: Subject) => (r: ActivityResult) =>
    describeActivity(r.kind, r.activityId).subject === s;
  const list: Omit<Achievement, 'earned'>[] = [
    {
      id: 'first-steps',
      title: 'First Steps',
      description: 'Finish your first activity',
      icon: '🚀',
      current: results.length,
      target: 1,
    },
    {
      id: 'star-collector',
      title: 'Star Collector',
      description: 'Collect 30 stars',
      icon: '⭐',
      current: figures.stars,
      target: 30,
    },
    {
      id: 'times-ace',
      title: 'Times Ace',
      description: 'Get 5 multiplication activities right',
      icon: '✖️',
      current: correct(inSubject('multiplication')),
      target: 5,
    },
    {
      id: 'division-detective',
      title: 'Division Detective',
      description: 'Get 5 division activities right',
      icon: '🔍',
      current: correct(inSubject('division')),
      target: 5,
    },
    {
      id: 'factor-finder',
      title: 'Factor Finder',
      description: 'Get 3 factor lessons right',
      icon: '🧩',
      current: correct(inSubject('factors')),
      target: 3,
    },
    {
      id: 'game-champion',
      title: 'Game Champion',
      description: 'Complete 3 different games',
      icon: '🏆',
      current: correct((r) => r.kind === 'game'),
      target: 3,
    },
    {
      id: 'on-a-roll',
      title: 'On a Roll',
      description: 'Play 3 days in a row',
      icon: '🔥',
      current: figures.streak,
      target: 3,
    },
    {
      id: 'weekly-goal',
      title: 'Goal Getter',
      description: `Do ${WEEKLY_GOAL} activities in one week`,
      icon: '🎯',
      current: figures.weekCount,
      target: WEEKLY_GOAL,
    },
  ];
  return list.map((a) => ({ ...a, current: Math.min(a.current, a.target), earned: a.current >= a.target }));
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
