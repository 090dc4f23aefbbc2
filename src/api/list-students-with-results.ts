import { lastKnown } from '@/lib/lastKnown';
import { rememberGrades } from '@/lib/narrationSettings';
import { restReader } from '@/lib/restReader';
import type { ActivityResult } from '@/state/results';
import { check } from './errors';
import { latestPerActivity } from './latest-results';
import { toResult } from './list-results';
import { listStudents } from './list-students';
import type { StudentProfile } from './types';

/** The students of a user and the results of one of them (null when not read that way). */
export interface StudentsWithResults {
  students: StudentProfile[];
  results: ActivityResult[] | null;
}

/**
 * The user's students, oldest first (as listStudents), and the results of `studentId` (as
 * listResults: newest first, one per activity), in ONE request: the results are embedded in their
 * student's row (`student_profiles?select=*,activity_results(*)`, the other students' arrays empty),
 * so a performance page no longer waits for the students before asking for the results. Both answers
 * are kept for offline use under listStudents' and listResults' keys; offline, or without a student,
 * `results` is null and the caller reads them as before.
 */
export async function listStudentsWithResults(
  userId: string,
  studentId: string | null,
): Promise<StudentsWithResults> {
  if (!studentId) return { students: await listStudents(userId), results: null };
  let results: ActivityResult[] | null = null;
  const students = await lastKnown(`students:${userId}`, async () => {
    const rows = check(
      await restReader()
        .from('student_profiles')
        .select('*, activity_results(*)')
        .eq('user_id', userId)
        .eq('activity_results.student_profile_id', studentId)
        .eq('activity_results.user_id', userId)
        .order('created_at', { ascending: true })
        .order('completed_at', { referencedTable: 'activity_results', ascending: false })
        .limit(1000, { referencedTable: 'activity_results' }),
    );
    const own = rows.find((r) => r.id === studentId);
    if (own) results = latestPerActivity(own.activity_results.map(toResult));
    return rows.map(({ activity_results: _, ...student }) => student);
  });
  rememberGrades(students);
  const read = results;
  if (read) await lastKnown(`results:${userId}:${studentId}`, async () => read);
  return { students, results: read };
}
