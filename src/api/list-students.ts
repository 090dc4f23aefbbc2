import { type LastKnownOptions, lastKnown } from '@/lib/lastKnown';
import { rememberGrades } from '@/lib/narrationSettings';
import { restReader } from '@/lib/restReader';
import { check } from './errors';
import type { StudentProfile } from './types';

/**
 * The user's student profiles, oldest first (spec §7 "List students"); offline, the last ones seen.
 * Their grades are remembered on the device: games and lessons read each child's "Read prompts
 * aloud" default from them.
 */
export async function listStudents(userId: string, options?: LastKnownOptions): Promise<StudentProfile[]> {
  const students = await lastKnown(
    `students:${userId}`,
    async () => {
      const supabase = restReader();
      return check(
        await supabase
          .from('student_profiles')
          .select('*')
          .eq('user_id', userId)
          .order('created_at', { ascending: true }),
      );
    },
    options,
  );
  rememberGrades(students);
  return students;
}
