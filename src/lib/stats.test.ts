import { describe, expect, it } from 'vitest';
import { describeActivity } from '@/content/activity-names';
import type { ActivityResult } from '@/state/results';
import {
  accuracy,
  addDays,
  computeStats,
  countStars,
  currentStreak,
  dayKey,
  progressBySubject,
  recentActivity,
  weeklyProgress,
} from './stats';

function r(
  activityId: string,
  isCorrect: boolean,
  completedAt: string,
  extra: Partial<ActivityResult> = {},
): ActivityResult {
  return {
    kind: 'lesson',
    activityId,
    isCorrect,
    attempts: 1,
    stars: 5,
    assisted: false,
    completedAt,
    ...extra,
  };
}

describe('stars', () => {
  it('gives 3 per correct lesson, whatever the lesson reported, plus game stars', () => {
    const results = [
      r('multiplication1', true, '2026-03-02T10:00:00Z'),
      r('multiplication2', false, '2026-03-02T10:01:00Z'),
      r('division1', true, '2026-03-02T10:02:00Z', { stars: 0 }),
      r('star-treasure-hunt', true, '2026-03-02T10:03:00Z', { kind: 'game', stars: 20 }),
    ];
    expect(countStars(results)).toBe(3 + 3 + 20);
    expect(countStars([])).toBe(0);
  });
});

describe('accuracy', () => {
  it('is correct over all results, rounded to a whole percent', () => {
    const t = '2026-03-02T10:00:00Z';
    expect(accuracy([])).toBeNull();
    expect(accuracy([r('a', true, t), r('b', true, t), r('c', false, t)])).toBe(67);
    expect(accuracy([r('a', true, t), r('b', false, t), r('c', false, t)])).toBe(33);
    expect(accuracy([r('a', true, t), r('b', false, t)])).toBe(50);
    const eightOfNine = [...Array(8)].map((_, i) => r(`x${i}`, true, t)).concat(r('y', false, t));
    expect(accuracy(eightOfNine)).toBe(89);
    expect(accuracy([r('a', true, t)])).toBe(100);
  });
});

describe('what the child did (issue 14 §13)', () => {
  const t = '2026-03-02T10:00:00Z';
  const game = (id: string, extra: Partial<ActivityResult> = {}) =>
    r(id, true, t, { kind: 'game', stars: 3, ...extra });

  it('does not count a level finished with help as a right answer', () => {
    const results = [game('ice-cream-party'), game('soccer-teams', { assisted: true, stars: 1 })];
    expect(accuracy(results)).toBe(50);
    expect(computeStats(results, { now: new Date(t), timeZone: 'UTC' })).toMatchObject({
      correct: 1,
      graded: 2,
    });
  });

  it('counts games that ask no question as played, not as right', () => {
    const results = [
      game('star-treasure-hunt', { stars: 20 }),
      game('ferris-wheel-race'),
      r('factor1', false, t),
    ];
    expect(accuracy(results)).toBe(0);
    expect(accuracy([game('star-treasure-hunt'), game('ferris-wheel-race')])).toBeNull();
    expect(computeStats(results, { now: new Date(t), timeZone: 'UTC' })).toMatchObject({
      total: 3,
      graded: 1,
      correct: 0,
    });
  });
});

describe('days and time zones', () => {
  it('puts an instant on the calendar day of the viewer', () => {
    const instant = new Date('2026-03-02T03:30:00Z');
    expect(dayKey(instant, 'UTC')).toBe('2026-03-02');
    expect(dayKey(instant, 'America/New_York')).toBe('2026-03-01');
    expect(dayKey(instant, 'Asia/Tokyo')).toBe('2026-03-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('streak', () => {
  const now = new Date('2026-03-05T15:00:00Z');

  it('counts consecutive days ending today', () => {
    const results = [
      r('a', true, '2026-03-05T09:00:00Z'),
      r('b', true, '2026-03-04T09:00:00Z'),
      r('c', false, '2026-03-03T09:00:00Z'),
      r('d', true, '2026-03-01T09:00:00Z'),
    ];
    expect(currentStreak(results, now, 'UTC')).toBe(3);
  });

  it('stays alive until the end of today when yesterday had activity', () => {
    const results = [r('a', true, '2026-03-04T09:00:00Z'), r('b', true, '2026-03-03T09:00:00Z')];
    expect(currentStreak(results, now, 'UTC')).toBe(2);
  });

  it('is broken by a missing day and zero without results', () => {
    expect(currentStreak([r('a', true, '2026-03-03T09:00:00Z')], now, 'UTC')).toBe(0);
    expect(currentStreak([], now, 'UTC')).toBe(0);
  });

  it('counts several results on one day once', () => {
    const results = [r('a', true, '2026-03-05T09:00:00Z'), r('b', true, '2026-03-05T10:00:00Z')];
    expect(currentStreak(results, now, 'UTC')).toBe(1);
  });

  it('uses the viewer’s calendar days, not UTC ones', () => {
    // 23:30 and 01:00 UTC are the same evening in New York but two days in UTC.
    const results = [r('a', true, '2026-03-04T23:30:00Z'), r('b', true, '2026-03-05T01:00:00Z')];
    expect(currentStreak(results, now, 'UTC')).toBe(2);
    expect(currentStreak(results, now, 'America/New_York')).toBe(1);
    // In Tokyo, 2026-03-05T15:00Z is already 6 March: a 5 March activity keeps the streak alive.
    expect(currentStreak([r('a', true, '2026-03-05T01:00:00Z')], now, 'Asia/Tokyo')).toBe(1);
  });

  it('crosses month and daylight-saving boundaries', () => {
    // US clocks move forward on 8 March 2026.
    const dstNow = new Date('2026-03-09T16:00:00Z');
    const results = ['2026-03-09T15:00:00Z', '2026-03-08T15:00:00Z', '2026-03-07T15:00:00Z'].map((t, i) =>
      r(`l${i}`, true, t),
    );
    expect(currentStreak(results, dstNow, 'America/Los_Angeles')).toBe(3);
    const monthEnd = [r('a', true, '2026-03-01T12:00:00Z'), r('b', true, '2026-02-28T12:00:00Z')];
    expect(currentStreak(monthEnd, new Date('2026-03-01T13:00:00Z'), 'UTC')).toBe(2);
  });
});

describe('weekly progress', () => {
  it('counts this Monday-to-Sunday week toward the goal of 5', () => {
    const now = new Date('2026-03-05T12:00:00Z'); // a Thursday
    const results = [
      r('a', true, '2026-03-02T08:00:00Z'), // Monday
      r('b', false, '2026-03-04T08:00:00Z'),
      r('c', true, '2026-03-05T08:00:00Z'),
      r('d', true, '2026-03-05T09:00:00Z'),
      r('e', true, '2026-03-01T08:00:00Z'), // last Sunday: not this week
    ];
    const week = weeklyProgress(results, now, 'UTC');
    expect(week.count).toBe(4);
    expect(week.goal).toBe(5);
    expect(week.percent).toBe(80);
    expect(week.days.map((d) => d.count)).toEqual([1, 0, 1, 2, 0, 0, 0]);
    expect(week.days.map((d) => d.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(week.days.find((d) => d.isToday)?.day).toBe('2026-03-05');
  });

  it('caps the percentage at 100 and respects the time zone of the week start', () => {
    const now = new Date('2026-03-02T02:00:00Z'); // Monday in UTC, still Sunday in New York
    const results = [...Array(7)].map((_, i) => r(`x${i}`, true, '2026-03-02T01:00:00Z'));
    expect(weeklyProgress(results, now, 'UTC').percent).toBe(100);
    const ny = weeklyProgress(results, now, 'America/New_York');
    expect(ny.days[0].day).toBe('2026-02-23');
    expect(ny.days[6].count).toBe(7);
  });
});

describe('subjects, names and recent activity', () => {
  it('classifies lesson and game ids into subjects', () => {
    expect(describeActivity('lesson', 'timestable3')).toEqual({
      name: 'Times Table Challenge 3',
      subject: 'multiplication',
    });
    expect(describeActivity('lesson', 'times-table-mission-2').name).toBe('Times Table Mission 2');
    expect(describeActivity('lesson', 'factor2').subject).toBe('factors');
    expect(describeActivity('lesson', 'division16')).toEqual({
      name: 'Division Explorers 1',
      subject: 'division',
    });
    expect(describeActivity('lesson', 'd6-3').subject).toBe('division');
    expect(describeActivity('game', 'ice-cream-party-3')).toEqual({
      name: 'Ice Cream Party 3',
      subject: 'division',
    });
    expect(describeActivity('game', 'secret-vault').subject).toBe('multiplication');
    expect(describeActivity('game', 'inverse-vault').subject).toBe('division');
    expect(describeActivity('game', 'brand-new-game').name).toBe('Brand New Game');
  });

  it('measures lessons in the Lessons tab units (cards) and games in levels finished alone', () => {
    const t = '2026-03-02T10:00:00Z';
    const table = ['timestable1', 'timestable2', 'timestable3', 'timestable4', 'timestable5'];
    const progress = progressBySubject([
      ...table.map((id) => r(id, true, t)),
      r('multiplication1', false, t),
      r('factor1', true, t),
      r('d5-2', true, t),
      r('ice-cream-party', true, t, { kind: 'game' }),
      r('soccer-teams', true, t, { kind: 'game', assisted: true }),
    ]);
    expect(progress.map((p) => p.subject)).toEqual(['multiplication', 'division', 'factors']);
    const [times, division, factors] = progress;
    expect(times).toMatchObject({ lessonsDone: 1, lessonsTried: 2, lessons: 6, gamesDone: 0, games: 8 });
    expect(factors).toMatchObject({ lessonsDone: 0, lessonsTried: 1, lessons: 1, games: 0 });
    expect(division).toMatchObject({ lessonsDone: 0, lessons: 7, gamesDone: 1, gamesTried: 2, games: 15 });
    expect(times.percent).toBe(Math.round((1 / 14) * 100));
  });

  it('lists the latest activity first with names', () => {
    const recent = recentActivity([
      r('multiplication1', true, '2026-03-02T10:00:00Z'),
      r('castle-builder', true, '2026-03-04T10:00:00Z', { kind: 'game', stars: 4 }),
      r('factor1', false, '2026-03-03T10:00:00Z'),
    ]);
    expect(recent.map((x) => x.name)).toEqual(['Castle Foundation', 'Factors 1', 'Multiplication Basics 1']);
    expect(recent.map((x) => x.stars)).toEqual([4, 0, 3]);
    const t = '2026-03-05T10:00:00Z';
    const outcomes = recentActivity([
      r('soccer-teams', true, t, { kind: 'game', assisted: true }),
      r('ferris-wheel-race', true, t, { kind: 'game' }),
    ]).map((x) => x.outcome);
    expect(outcomes).toEqual(['helped', 'played']);
  });
});

describe('achievements and the whole picture', () => {
  it('earns achievements from real results only', () => {
    const now = new Date('2026-03-05T12:00:00Z');
    expect(computeStats([], { now, timeZone: 'UTC' }).achievements.every((a) => !a.earned)).toBe(true);
    const results = [
      r('factor1', true, '2026-03-03T08:00:00Z'),
      r('factor2', true, '2026-03-04T08:00:00Z'),
      r('factor3', true, '2026-03-05T08:00:00Z'),
    ];
    const stats = computeStats(results, { now, timeZone: 'UTC' });
    const earned = stats.achievements.filter((a) => a.earned).map((a) => a.id);
    expect(earned).toEqual(['first-steps', 'factor-finder', 'on-a-roll']);
    expect(stats.achievements.find((a) => a.id === 'star-collector')).toMatchObject({
      current: 9,
      target: 30,
    });
    expect(stats).toMatchObject({ total: 3, correct: 3, stars: 9, accuracy: 100, streak: 3 });
  });
});
