import { describe, expect, it } from 'vitest';
import type { ActivityResult } from '@/state/results';
import { latestPerActivity } from './latest-results';

const row = (
  activityId: string,
  completedAt: string,
  over: Partial<ActivityResult> = {},
): ActivityResult => ({
  kind: 'game',
  activityId,
  isCorrect: true,
  attempts: 1,
  stars: 0,
  assisted: false,
  completedAt,
  ...over,
});

describe('latestPerActivity', () => {
  it('keeps one result per activity: the latest outcome, attempts summed, the best stars', () => {
    const merged = latestPerActivity([
      row('space', '2026-11-24T10:00:00Z', { isCorrect: false, stars: 4, assisted: true }),
      row('castle', '2026-11-24T09:30:00Z'),
      row('space', '2026-11-24T09:00:00Z', { stars: 20, attempts: 2 }),
    ]);
    expect(merged).toEqual([
      row('space', '2026-11-24T10:00:00Z', { isCorrect: false, stars: 20, assisted: true, attempts: 3 }),
      row('castle', '2026-11-24T09:30:00Z'),
    ]);
  });

  it('tells lessons and games with the same id apart', () => {
    const both = [row('x', '2026-11-24T10:00:00Z'), row('x', '2026-11-24T09:00:00Z', { kind: 'lesson' })];
    expect(latestPerActivity(both)).toHaveLength(2);
  });
});
