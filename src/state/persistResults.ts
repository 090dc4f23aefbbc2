import { saveResult } from '@/api/save-result';
import { store } from '@/lib/store';
import { activeStudentIdAtom } from './activeStudent';
import { type ActivityResult, onResult } from './results';
import { sessionAtom } from './session';

/**
 * Starts writing recorded results to `activity_results` for the signed-in user and the active
 * student (DESIGN §3.3). Writes run one after another, so two quick answers to the same lesson
 * can't both insert. Returns the function that stops it.
 */
export function startResultPersistence(): () => void {
  // Attempts already written per (user, student, kind, activity) in this visit: the in-memory
  // result carries the running total, the database row adds only what is new.
  const written = new Map<string, number>();
  let queue: Promise<void> = Promise.resolve();

  const unsubscribe = onResult((result: ActivityResult) => {
    const userId = store.get(sessionAtom)?.user.id;
    if (!userId) return;
    const owner = { userId, studentId: store.get(activeStudentIdAtom) };
    const key = `${owner.userId}|${owner.studentId ?? ''}|${result.kind}|${result.activityId}`;
    const newAttempts = Math.max(1, result.attempts - (written.get(key) ?? 0));
    written.set(key, result.attempts);
    queue = queue
      .then(() => saveResult(owner, result, newAttempts))
      .catch((error: unknown) => {
        // Progress is a nice-to-have for the child at play: never interrupt the game for it.
        console.warn('Could not save the activity result', error);
      });
  });
  return unsubscribe;
}
