import { atom, useAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { activeStudentIdAtom } from './activeStudent';
import { GROWN_UP } from './playerMode';
import { sessionAtom } from './session';

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
