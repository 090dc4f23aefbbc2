import { getSupabase } from '@/lib/supabase';
import { ApiError, check } from './errors';
import type { StudentProfile } from './types';

/** Renames a student and sets their grade (and avatar, when given) (spec §7 "Edit student"); returns the saved row. */
export async function updateStudent(
  id: string,
  fields: { student_name: string; student_grade: string | null; avatar_url?: string | null },
): Promise<StudentProfile> {
  const supabase = await getSupabase();
  const rows = check(
    await supabase
      .from('student_profiles')
      .update({
        student_name: fields.student_name.trim(),
        student_grade: fields.student_grade,
        ...(fields.avatar_url === undefined ? {} : { avatar_url: fields.avatar_url }),
      })
      .eq('id', id)
      .select('*'),
  );
  if (rows.length === 0) throw new ApiError({ message: 'No student profile was updated' });
  return rows[0];
}
