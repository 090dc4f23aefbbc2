import { getSupabase } from '@/lib/supabase';
import { check } from './errors';

/**
 * The owner's students whose class sign-in is delayed or locked now (too many wrong pictures at some
 * address), as student id → until when.
 */
export async function listClassSignInLocks(): Promise<Map<string, Date>> {
  const supabase = await getSupabase();
  const rows = check(await supabase.rpc('class_sign_in_locks'));
  return new Map(rows.map((r) => [r.student_profile_id, new Date(r.locked_until)]));
}

/** Lifts a student's sign-in delays (every address) and the class's lock. */
export async function unlockClassSignIn(studentId: string): Promise<void> {
  const supabase = await getSupabase();
  check(await supabase.rpc('unlock_student_sign_in', { p_student: studentId }));
}
