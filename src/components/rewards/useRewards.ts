import { useEffect, useState } from 'react';
import type { FocusTables } from '@/api/get-focus';
import type { StudentProfile } from '@/api/types';
import type { RewardCounts } from '@/rewards';
import { useActiveStudentId } from '@/state/activeStudent';
import { ensureActiveStudent } from '@/state/persistResults';
import { useSession } from '@/state/session';

/** The active child's rewards, focus and profile, loaded together for the kid home and My rocket. */
export type RewardsLoad =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'none' }
  | {
      status: 'ready';
      student: Pick<StudentProfile, 'id' | 'student_name' | 'avatar_url'>;
      counts: RewardCounts;
      focus: FocusTables | null;
    };

/** Loads the active student's rewards (one RPC), their focus tables and their name and avatar. */
export function useRewards(): RewardsLoad {
  const userId = useSession()?.user.id;
  const studentId = useActiveStudentId()[0];
  const [load, setLoad] = useState<RewardsLoad>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of player reloads
  useEffect(() => {
    if (!userId) return;
    let live = true;
    (async () => {
      const id = await ensureActiveStudent(userId);
      if (!id) return live && setLoad({ status: 'none' });
      const [{ getRewards }, { getFocus }, { listStudents }, { getStudent }] = await Promise.all([
        import('@/api/get-rewards'),
        import('@/api/get-focus'),
        import('@/api/list-students'),
        import('@/api/get-student'),
      ]);
      const [counts, focus, students] = await Promise.all([
        getRewards(id),
        getFocus(id).catch(() => null),
        listStudents(userId),
      ]);
      // A child's class session: its student belongs to the teacher, so it reads its own row by id.
      const student = students.find((s) => s.id === id) ?? (await getStudent(id));
      if (!live) return;
      if (!counts || !student) setLoad({ status: 'none' });
      else setLoad({ status: 'ready', student, counts, focus });
    })().catch((error: unknown) => {
      console.warn('Could not load rewards', error);
      if (live) setLoad({ status: 'error' });
    });
    return () => {
      live = false;
    };
  }, [userId, studentId]);
  return load;
}
