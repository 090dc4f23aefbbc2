import { supabase } from '@/lib/supabase';
import { ApiError, type BackendError } from './errors';
import type { Plan, StudentProfile } from './types';

/**
 * Which plan's limit the database's plan-limit trigger reported, if that is what refused the insert
 * (server/README.md: SQLSTATE P0001 with message `plan_limit_parents` or `plan_limit_teachers`).
 */
export function planLimitOf(error: BackendError): Plan | undefined {
  if (error.message === 'plan_limit_parents') return 'parents';
  if (error.message === 'plan_limit_teachers') return 'teachers';
  return undefined;
}

/** Creates a student profile (spec §7 "Add student"); the name is trimmed. Returns the new row. */
export async function addStudent(
  userId: string,
  fields: { student_name: string; student_grade: string | null },
): Promise<StudentProfile> {
  const { data, error } = await supabase
    .from('student_profiles')
    .insert({
      user_id: userId,
      student_name: fields.student_name.trim(),
      student_grade: fields.student_grade,
    })
    .select()
    .single();
  if (error) throw new ApiError(error, planLimitOf(error));
  return data as StudentProfile;
}
