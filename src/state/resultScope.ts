import { atom } from 'jotai';
import { store } from '@/lib/store';
import { activeStudentChosenAtom, activeStudentIdAtom } from './activeStudent';
import { resultsAtom } from './results';
import { sessionAtom } from './session';

/**
 * Who is playing: the signed-in user and their active student. `studentId` is undefined while the
 * user has never chosen one (the first result then picks the first student, spec §4).
 */
export interface Player {
  userId: string | null;
  studentId: string | null | undefined;
}

/** The current player, derived from the session and the active-student choice. */
export const playerAtom = atom<Player>((get) => ({
  userId: get(sessionAtom)?.user.id ?? null,
  studentId: get(activeStudentChosenAtom) ? get(activeStudentIdAtom) : undefined,
}));

/**
 * Whether results recorded for `prev` still belong to `next`: the same user and student, or the same
 * user choosing a student for the first time (the results were recorded for that choice).
 */
export function samePlayer(prev: Player, next: Player): boolean {
  if (prev.userId !== next.userId) return false;
  return prev.studentId === next.studentId || prev.studentId === undefined;
}

/**
 * Clears the in-memory results whenever the player changes: sign-out, sign-in (as anyone, the same
 * user included, since signing out cleared them) and a change of active student (DESIGN §3.3), so
 * one child's card statuses, block reviews and attempt counts never show for another.
 * Returns the function that stops it.
 */
export function startResultScoping(): () => void {
  let current = store.get(playerAtom);
  return store.sub(playerAtom, () => {
    const next = store.get(playerAtom);
    if (!samePlayer(current, next)) store.set(resultsAtom, []);
    current = next;
  });
}
