import { getSupabase } from '@/lib/supabase';
import { ApiError, check } from './errors';

/** Deletes a student profile (spec §7 "Delete student"); their results go with it (cascade). */
export async function deleteStudent(id: string): Promise<void> {
  const supabase = await getSupabase();
  const rows = check(await supabase.from('student_profiles').delete().eq('id', id).select('id'));
  if (rows.length === 0) throw new ApiError({ message: 'No student profile was deleted' });
}
