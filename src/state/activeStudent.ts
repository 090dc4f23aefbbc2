import { atom, useAtom, useAtomValue } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { isChildUser, sessionAtom } from './session';

/** localStorage key of the active student per user, so the choice survives reloads (spec §4). */
export const ACTIVE_STUDENT_STORAGE_KEY = 'mathpop.activeStudent';

/** user id → chosen student id (null = none chosen on purpose, e.g. after deleting the last one). */
const choicesAtom = atomWithStorage<Record<string, string | null>>(
  ACTIVE_STUDENT_STORAGE_KEY,
  {},
  createJSONStorage(() => localStorage),
  { getOnInit: true },
);

/**
 * The signed-in user's active student id (null when none is selected). Results are recorded for
 * this student and the performance page shows theirs. Writing stores the choice for this user.
 * A child's class session always plays as that child (its user id is its student_profile_id).
 */
export const activeStudentIdAtom = atom(
  (get) => {
    const session = get(sessionAtom);
    if (isChildUser(session)) return session?.user.id ?? null;
    const userId = session?.user.id;
    return userId ? (get(choicesAtom)[userId] ?? null) : null;
  },
  (get, set, studentId: string | null) => {
    const userId = get(sessionAtom)?.user.id;
    if (!userId) return;
    set(choicesAtom, { ...get(choicesAtom), [userId]: studentId });
  },
);

/** Whether the signed-in user has a choice on record (a student, or none on purpose). */
export const activeStudentChosenAtom = atom((get) => {
  if (isChildUser(get(sessionAtom))) return true;
  const userId = get(sessionAtom)?.user.id;
  return userId ? userId in get(choicesAtom) : false;
});

/**
 * The student to select after the list of students loaded (spec §4 "Active student profile"):
 * keep a choice that still exists; otherwise the first loaded profile when `autoSelect`, else none.
 */
export function reconcileActiveStudent(
  current: string | null,
  studentIds: readonly string[],
  autoSelect: boolean,
): string | null {
  if (current && studentIds.includes(current)) return current;
  return autoSelect ? (studentIds[0] ?? null) : null;
}

/** The student to select after one was deleted: the same if it was another one, else the first remaining. */
export function afterDeletion(
  current: string | null,
  deletedId: string,
  remainingIds: readonly string[],
): string | null {
  if (current !== deletedId && current && remainingIds.includes(current)) return current;
  return remainingIds[0] ?? null;
}

/** The active student's id in React and its setter. */
export function useActiveStudentId(): [string | null, (id: string | null) => void] {
  return useAtom(activeStudentIdAtom);
}

/** Whether a student was chosen on this device (as opposed to the default). */
export function useActiveStudentChosen(): boolean {
  return useAtomValue(activeStudentChosenAtom);
}
