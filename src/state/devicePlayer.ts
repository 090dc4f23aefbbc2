import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { store } from '@/lib/store';
import { activeStudentIdAtom } from './activeStudent';
import { GROWN_UP, isKidChoice } from './playerMode';
import { isChildUser, sessionAtom } from './session';

/** localStorage key of who plays on this device, per user id (a student id or GROWN_UP; never a token). */
export const DEVICE_PLAYER_STORAGE_KEY = 'mathpop.devicePlayer';

const choicesAtom = atomWithStorage<Record<string, string>>(
  DEVICE_PLAYER_STORAGE_KEY,
  {},
  createJSONStorage(() => localStorage),
  { getOnInit: true },
);

/**
 * Who plays on this device for the signed-in user: a student id (kid mode), GROWN_UP, or null
 * when nobody was chosen yet. Choosing a child also makes them the active student, so every result
 * and fact attempt is saved for them.
 */
export const devicePlayerAtom = atom(
  (get) => {
    const userId = get(sessionAtom)?.user.id;
    return userId ? (get(choicesAtom)[userId] ?? null) : null;
  },
  (get, set, choice: string) => {
    const userId = get(sessionAtom)?.user.id;
    if (!userId) return;
    set(choicesAtom, { ...get(choicesAtom), [userId]: choice });
    if (choice !== GROWN_UP) set(activeStudentIdAtom, choice);
  },
);

/**
 * A grown-up just signed in with their password (issue 22 §3): whatever this device was left as,
 * it starts in grown-up mode for them. Kid mode comes back only when they hand it to a child.
 */
export function startAsGrownUp(userId: string): void {
  const { [userId]: _forgotten, ...others } = store.get(choicesAtom);
  store.set(choicesAtom, others);
}

/** True in kid mode: a child was handed this device, or a child's class session (issue 17). */
export const kidModeAtom = atom((get) => isChildUser(get(sessionAtom)) || isKidChoice(get(devicePlayerAtom)));

/** Whether a child holds the device (kid mode or a class session): child words, the gate. */
export function useKidMode(): boolean {
  return useAtomValue(kidModeAtom);
}

/** Counts changes to the account's students made in this tab, so lists of them reload. */
export const studentsVersionAtom = atom(0);

/**
 * Reports a change to the students (added, edited or `removedId` deleted). A deleted child who held
 * this device leaves it to the grown-up who deleted them (they passed the gate to do it).
 */
export const studentsChangedAtom = atom(null, (get, set, removedId?: string) => {
  if (removedId && get(devicePlayerAtom) === removedId) {
    const userId = get(sessionAtom)?.user.id;
    if (userId) set(choicesAtom, { ...get(choicesAtom), [userId]: GROWN_UP });
  }
  set(studentsVersionAtom, get(studentsVersionAtom) + 1);
});

/** The count of student changes in this tab (a key for reloading lists of students). */
export function useStudentsVersion(): number {
  return useAtomValue(studentsVersionAtom);
}

/** The reporter of student changes (see studentsChangedAtom). */
export function useStudentsChanged(): (removedId?: string) => void {
  return useSetAtom(studentsChangedAtom);
}

/** True while "Who's playing?" is shown on request (the Switch player button). Not persisted. */
export const pickerRequestedAtom = atom(false);

/** This device's player choice in React (a student id, GROWN_UP, or null) and its setter. */
export function useDevicePlayer(): [string | null, (choice: string) => void] {
  return useAtom(devicePlayerAtom);
}

/** Whether "Switch player" asked for the picker, and its setter. */
export function usePickerRequested(): [boolean, (requested: boolean) => void] {
  return useAtom(pickerRequestedAtom);
}
