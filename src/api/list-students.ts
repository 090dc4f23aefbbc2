import { lastKnown } from '@/lib/lastKnown';
import { getSupabase } from '@/lib/supabase';
import { check } from './errors';
import type { StudentProfile } from './types';

/** The user's student profiles, oldest first (spec §7 "List students"); offline, the last ones seen. */
export async function listStudents(userId: string): Promise<StudentProfile[]> {
  return lastKnown(`students:${userId}`, async () => {
    const supabase = await getSupabase();
    return check(
      await supabase
        .from('student_profiles')
        .select('*')
        .eq('user_id', userId)
        .order('created_at', { ascending: true }),
    );
  });
}
