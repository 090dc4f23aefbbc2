import { lastKnown } from '@/lib/lastKnown';
import { getSupabase } from '@/lib/supabase';
import type { ActivityResult } from '@/state/results';
import { check } from './errors';
import { latestPerActivity } from './latest-results';
import { resultKindOf } from './row-values';
import type { ActivityResultRow } from './types';

/**
 * The activity results of one student (or, with `studentId` null, those recorded without a
 * student), newest first, mapped to the in-app result shape the statistics use, one per activity
 * (a child's class session adds a row per visit: see latestPerActivity). Offline, the last ones read
 * on this device.
 */
export async function listResults(userId: string, studentId: string | null): Promise<ActivityResult[]> {
  return lastKnown(`results:${userId}:${studentId ?? ''}`, async () => {
    const supabase = await getSupabase();
    let query = supabase.from('activity_results').select('*').eq('user_id', userId);
    query = studentId ? query.eq('student_profile_id', studentId) : query.is('student_profile_id', null);
    const rows = check(await query.order('completed_at', { ascending: false }).limit(1000));
    return latestPerActivity(rows.map(toResult));
  });
}

/** Maps a table row to the in-app result shape. */
export function toResult(row: ActivityResultRow): ActivityResult {
  return {
    kind: resultKindOf(row.kind),
    activityId: row.activity_id,
    isCorrect: row.is_correct,
    attempts: row.attempts,
    stars: row.stars,
    assisted: row.assisted,
    completedAt: row.completed_at,
  };
}
