/**
 * Calendar arithmetic for the statistics: days, weeks (Monday first) and streaks are calendar days
 * in the viewer's time zone, so an evening session in New York is not "tomorrow" in UTC.
 */
import type { ActivityResult } from '@/state/results';

/** Activities per week the weekly goal asks for (spec §9). */
export const WEEKLY_GOAL = 5;

/** Activity counts of one day of the current week. */
export interface DayCount {
  /** 'YYYY-MM-DD' in the viewer's time zone. */
  day: string;
  /** Short weekday label, Mon … Sun. */
  label: string;
  count: number;
  isToday: boolean;
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
