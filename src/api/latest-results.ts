import type { ActivityResult } from '@/state/results';

/**
 * One result per (kind, activity) from rows that may repeat it: a child's class session may only
 * insert (server/README.md "Class sign-in"), so each visit adds a row. Merged as the results rule
 * updates one row (spec §4): the latest row's is_correct, assisted and completed_at, attempts
 * added up, the best stars. Rows come newest first; the merged list keeps that order.
 */
export function latestPerActivity(rows: readonly ActivityResult[]): ActivityResult[] {
  const merged = new Map<string, ActivityResult>();
  for (const row of rows) {
    const key = `${row.kind}|${row.activityId}`;
    const seen = merged.get(key);
    const newer = !seen || row.completedAt > seen.completedAt;
    merged.set(
      key,
      seen
        ? {
            ...(newer ? row : seen),
            attempts: seen.attempts + row.attempts,
            stars: Math.max(seen.stars, row.stars),
          }
        : row,
    );
  }
  return [...merged.values()];
}
