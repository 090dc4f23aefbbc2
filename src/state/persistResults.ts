import type { ResultOwner } from '@/api/save-result';
import { isOfflineError } from '@/lib/offline';
import { store } from '@/lib/store';
import { activeStudentChosenAtom, activeStudentIdAtom, reconcileActiveStudent } from './activeStudent';
import { queuedRowOf, queueResult } from './resultQueue';
import { type ActivityResult, onResult } from './results';
import { isChildUser, sessionAtom } from './session';

/**
 * The user's active student, choosing one when none was ever chosen. A parent who goes straight from
 * login to a game (or the Lessons tab) has never opened a page that picks the student, so the first
 * profile is chosen here, as the profile page would (spec §4), instead of recording for nobody.
 * `students` is the caller's own read of the user's profiles, when it makes one.
 */
export async function ensureActiveStudent(
  userId: string,
  students?: Promise<readonly { id: string }[]>,
): Promise<string | null> {
  if (!store.get(activeStudentChosenAtom)) {
    // A caller that reads the profiles anyway passes its read, so they are not read twice.
    const list = students ?? import('@/api/list-students').then(({ listStudents }) => listStudents(userId));
    const ids = (await list).map((s) => s.id);
    if (!store.get(activeStudentChosenAtom) && store.get(sessionAtom)?.user.id === userId)
      store.set(activeStudentIdAtom, reconcileActiveStudent(null, ids, true));
  }
  return store.get(activeStudentIdAtom);
}

/**
 * The owner of a result: the user and their active student. Offline, the student chosen before
 * stands (ensureActiveStudent needs the network only when none was ever chosen).
 */
async function ownerOf(userId: string): Promise<ResultOwner> {
  const owner: ResultOwner = { userId, studentId: await ensureActiveStudent(userId) };
  return isChildUser(store.get(sessionAtom)) ? { ...owner, insertOnly: true } : owner;
}

/** The results being written now (startResultPersistence), which pages that read results wait for. */
let writing: Promise<void> = Promise.resolve();

/**
 * Resolves once every result recorded so far is written (or queued on the device), so a page opened
 * straight after a game reads its result too.
 */
export function resultsWritten(): Promise<void> {
  return writing;
}

/**
 * Starts writing recorded results to `activity_results` for the signed-in user and the active
 * student (DESIGN §3.3). Writes run one after another, so two quick answers to the same lesson
 * can't both insert. The API modules (and supabase-js) are fetched with the first result, so a game
 * route does not download them up front. Returns the function that stops it.
 */
export function startResultPersistence(): () => void {
  // Attempts already written per (user, student, kind, activity) in this visit: the in-memory
  // result carries the running total, the database row adds only what is new.
  const written = new Map<string, number>();
  let queue: Promise<void> = Promise.resolve();

  const unsubscribe = onResult((result: ActivityResult) => {
    const userId = store.get(sessionAtom)?.user.id;
    if (!userId) return;
    queue = queue
      .then(async () => {
        const owner = await ownerOf(userId);
        const key = `${owner.userId}|${owner.studentId ?? ''}|${result.kind}|${result.activityId}`;
        const newAttempts = Math.max(1, result.attempts - (written.get(key) ?? 0));
        written.set(key, result.attempts);
        // Offline (or the request never reached the server): the result waits on the device and
        // is sent once, as its own row, when the network returns (resultQueue.ts).
        if (!navigator.onLine) return queueResult(queuedRowOf(owner, result, newAttempts));
        try {
          const { saveResult } = await import('@/api/save-result');
          await saveResult(owner, result, newAttempts);
        } catch (error) {
          if (!isOfflineError(error)) throw error;
          await queueResult(queuedRowOf(owner, result, newAttempts));
        }
      })
      .catch((error: unknown) => {
        // Progress is a nice-to-have for the child at play: never interrupt the game for it.
        console.warn('Could not save the activity result', error);
      });
    writing = queue;
  });
  return unsubscribe;
}
