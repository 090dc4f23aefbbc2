import { getSupabase } from '@/lib/supabase';
import { check } from './errors';
import type { StudentProfile } from './types';

/** The user's student profiles, oldest first (spec §7 "List students"). */
export async function listStudents(userId: string): Promise<StudentProfile[]> {
  const supabase = await getSupabase();
  return check(
    await supabase
      .from('student_profiles')
      .select('*')
      .eq('user_id', userId)
      .order('created_at', { ascending: true }),
  );
}
