import { lastKnown } from '@/lib/lastKnown';
import { getSupabase } from '@/lib/supabase';
import { check } from './errors';
import type { StudentProfile } from './types';

/**
 * One student profile by id, or null. A child's class session reads its own row this way (its
 * student row belongs to the teacher's account, so `listStudents` of the child's user finds none).
 */
export async function getStudent(id: string): Promise<StudentProfile | null> {
  return lastKnown(`student:${id}`, async () => {
    const supabase = await getSupabase();
    return check(await supabase.from('student_profiles').select('*').eq('id', id).maybeSingle());
  });
}
