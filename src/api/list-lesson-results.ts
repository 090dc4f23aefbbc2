import { supabase } from '@/lib/supabase';

/** One stored lesson result, as the dashboard needs it. */
export interface LessonResultRow {
  activity_id: string;
  is_correct: boolean;
}

/**
 * Reads the signed-in user's lesson results from `activity_results` (all their students together:
 * the lesson cards show the family's progress). Row-level security limits it to their own rows.
 */
export async function listLessonResults(userId: string): Promise<LessonResultRow[]> {
  const { data, error } = await supabase
    .from('activity_results')
    .select('activity_id,is_correct')
    .eq('user_id', userId)
    .eq('kind', 'lesson');
  if (error) throw new Error(error.message);
  return data ?? [];
}
