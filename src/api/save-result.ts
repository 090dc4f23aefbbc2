import { getSupabase } from '@/lib/supabase';
import type { ActivityResult } from '@/state/results';
import { check } from './errors';

/** Where a result belongs: the signed-in user and the active student (or none). */
export interface ResultOwner {
  userId: string;
  studentId: string | null;
  /** A child's class session: it may only insert (no update), so every result is a new row. */
  insertOnly?: boolean;
}

/**
 * Writes a result following the results rule (spec §4): the first answer inserts the row for
 * (user, student, kind, activity); a later one replaces is_correct, adds `newAttempts` to
 * attempts, keeps the best stars, records whether this attempt was assisted and moves completed_at.
 * A child session inserts a row with this visit's attempts; the readers merge rows per activity.
 */
export async function saveResult(owner: ResultOwner, result: ActivityResult, newAttempts: number) {
  const supabase = await getSupabase();
  if (owner.insertOnly) return insertResult(owner, result, newAttempts);
  let find = supabase
    .from('activity_results')
    .select('id, attempts, stars')
    .eq('user_id', owner.userId)
    .eq('kind', result.kind)
    .eq('activity_id', result.activityId);
  find = owner.studentId
    ? find.eq('student_profile_id', owner.studentId)
    : find.is('student_profile_id', null);
  const existing = check(await find.limit(1));
  if (existing.length > 0) {
    const row = existing[0];
    check(
      await supabase
        .from('activity_results')
        .update({
          is_correct: result.isCorrect,
          attempts: row.attempts + newAttempts,
          stars: Math.max(row.stars, result.stars),
          assisted: result.assisted,
          completed_at: result.completedAt,
        })
        .eq('id', row.id),
    );
    return;
  }
  await insertResult(owner, result, result.attempts);
}

/** Inserts a new result row with `attempts`. */
async function insertResult(owner: ResultOwner, result: ActivityResult, attempts: number) {
  const supabase = await getSupabase();
  check(
    await supabase.from('activity_results').insert({
      user_id: owner.userId,
      student_profile_id: owner.studentId,
      kind: result.kind,
      activity_id: result.activityId,
      is_correct: result.isCorrect,
      attempts,
      stars: Math.max(0, result.stars),
      assisted: result.assisted,
      completed_at: result.completedAt,
    }),
  );
}
