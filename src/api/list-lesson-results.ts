import { lastKnown } from '@/lib/lastKnown';
import { getSupabase } from '@/lib/supabase';
import type { ActivityResultRow } from './types';

/** One stored lesson result, as the dashboard needs it. */
export type LessonResultRow = Pick<ActivityResultRow, 'activity_id' | 'is_correct'>;

/**
 * Reads one student's lesson results from `activity_results` (with `studentId` null, those recorded
 * without a student), oldest first so a later answer can replace an earlier one. Each card shows the
 * progress of the child who is playing, never another child's. Row-level security limits it to the
 * user's own rows. Offline, the last ones read on this device.
 */
export async function listLessonResults(
  userId: string,
  studentId: string | null,
): Promise<LessonResultRow[]> {
  return lastKnown(`lesson-results:${userId}:${studentId ?? ''}`, async () => {
    const supabase = await getSupabase();
    let query = supabase
      .from('activity_results')
      .select('activity_id,is_correct')
      .eq('user_id', userId)
      .eq('kind', 'lesson');
    query = studentId ? query.eq('student_profile_id', studentId) : query.is('student_profile_id', null);
    const { data, error } = await query.order('completed_at', { ascending: true }).limit(1000);
    if (error) throw new Error(error.message);
    return data ?? [];
  });
}
