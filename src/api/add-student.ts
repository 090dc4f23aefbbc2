import { getSupabase } from '@/lib/supabase';
import { ApiError, planLimitOf } from './errors';
import type { StudentProfile } from './types';

/** Creates a student profile (spec §7 "Add student"); the name is trimmed; avatar_url is a built-in avatar's token. Returns the new row. */
export async function addStudent(
  userId: string,
  fields: { student_name: string; student_grade: string | null; avatar_url?: string | null },
): Promise<StudentProfile> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('student_profiles')
    .insert({
      user_id: userId,
      student_name: fields.student_name.trim(),
      student_grade: fields.student_grade,
      avatar_url: fields.avatar_url ?? null,
    })
    .select()
    .single();
  if (error) throw new ApiError(error, planLimitOf(error));
  return data;
}
