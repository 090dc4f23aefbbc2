import { useEffect } from 'react';
import type { StudentProfile } from '@/api/types';
import { reconcileActiveStudent, useActiveStudentId } from '@/state/activeStudent';

/** Selects the first loaded student when none (or a deleted one) is active (spec §4). */
export function useActiveStudentDefault(students: readonly StudentProfile[] | undefined) {
  const [activeId, setActiveId] = useActiveStudentId();
  useEffect(() => {
    if (!students) return;
    const next = reconcileActiveStudent(
      activeId,
      students.map((s) => s.id),
      true,
    );
    if (next !== activeId) setActiveId(next);
  }, [students, activeId, setActiveId]);
}
