import { useEffect, useRef } from 'react';
import { listStudents } from '@/api/list-students';
import type { StudentProfile } from '@/api/types';
import { useLoad } from '@/pages/dashboard/account/useLoad';
import { useActiveStudentId } from '@/state/activeStudent';
import { useDevicePlayer, usePickerRequested, useStudentsVersion } from '@/state/devicePlayer';
import { GROWN_UP, isKidChoice, type PlayerMode, playerMode } from '@/state/playerMode';
import { isChildUser, useSession } from '@/state/session';

/** The dashboard's player mode, or 'loading' while it cannot be told yet; and the students. */
export interface PlayerState {
  mode: PlayerMode | { kind: 'loading' };
  students: readonly StudentProfile[];
}

/**
 * Who plays on this device (DESIGN §3.3b, issue 22 §3): loads the account's students, applies the
 * stored choice (playerMode), and shows "Who's playing?" while the Switch player button asked for
 * it (its Grown-up tile locked when a child holds the device). A stored child is trusted while the
 * list loads, so kid mode never flashes the grown-up's menu; without a list (offline) nobody is
 * unlocked by it. The list reloads when this tab changes the students (a deleted child's name must
 * not stay in the header).
 */
export function usePlayerMode(atHome: boolean): PlayerState {
  const session = useSession();
  // A child's class session plays as itself: its user id is its student id (issue 17).
  const child = isChildUser(session) ? childProfile(session) : null;
  const userId = child ? null : (session?.user.id ?? null);
  const [choice] = useDevicePlayer();
  const [requested] = usePickerRequested();
  const version = useStudentsVersion();
  const setActive = useActiveStudentId()[1];
  const { state, reload } = useLoad(userId && `${userId}:${version}`, () =>
    userId ? listStudents(userId) : Promise.resolve([]),
  );
  // While a change reloads the list, the last one stands (the header keeps its name meanwhile).
  const last = useRef<readonly StudentProfile[]>([]);
  if (state.data) last.current = state.data;
  const students = state.data ?? last.current;
  // The picker lists the account's children as they are now (one may have been added meanwhile).
  useEffect(() => {
    if (requested) reload();
  }, [requested, reload]);

  let mode: PlayerState['mode'];
  if (state.status === 'ready') {
    mode = requested
      ? { kind: 'ask', locked: isKidChoice(choice) }
      : playerMode(
          choice,
          students.map((s) => s.id),
          atHome,
        );
  } else if (requested && state.status === 'loading') mode = { kind: 'loading' };
  else if (choice && choice !== GROWN_UP) mode = { kind: 'kid', studentId: choice };
  else if (choice === GROWN_UP || !atHome || state.status === 'error') mode = { kind: 'grown-up' };
  else mode = { kind: 'loading' };

  if (child) mode = { kind: 'kid', studentId: child.id };

  // The child playing is the active student: their results and fact attempts are saved for them.
  const kidId = mode.kind === 'kid' ? mode.studentId : null;
  useEffect(() => {
    if (kidId) setActive(kidId);
  }, [kidId, setActive]);

  return { mode, students: child ? [child] : students };
}

/** A child's own student profile, from its class session (first name and avatar; no grown-up data). */
function childProfile(session: ReturnType<typeof useSession>): StudentProfile | null {
  if (!session) return null;
  const meta = session.user.user_metadata as { first_name?: string; avatar_url?: string | null };
  const owner = (session.user.app_metadata as { owner_id?: string }).owner_id ?? '';
  return {
    id: session.user.id,
    user_id: owner,
    student_name: meta.first_name ?? '',
    student_grade: null,
    avatar_url: meta.avatar_url ?? null,
    created_at: session.user.created_at,
  };
}
