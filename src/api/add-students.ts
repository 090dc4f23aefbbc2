import { getSupabase } from '@/lib/supabase';
import { ApiError, planLimitOf } from './errors';
import type { StudentProfile } from './types';

/**
 * Makes a whole roster in one transaction (issue 24 §1, `add_students()`): every student or none.
 * Each gets a picture pair unique in the class (a trigger). Returns the new rows, in order.
 */
export async function addStudents(
  rows: { name: string; grade: string | null; avatar_url: string }[],
): Promise<StudentProfile[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('add_students', { p_students: rows });
  if (error) throw new ApiError(error, planLimitOf(error));
  return data as StudentProfile[];
}
