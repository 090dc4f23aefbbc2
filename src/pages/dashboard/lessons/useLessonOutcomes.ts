import { useCallback, useEffect, useMemo, useState } from 'react';
import { listLessonResults } from '@/api/list-lesson-results';
import { listStudents } from '@/api/list-students';
import type { LessonOutcome } from '@/content/lesson-card-progress';
import { useActiveStudentChosen, useActiveStudentId } from '@/state/activeStudent';
import { ensureActiveStudent } from '@/state/persistResults';
import { useResults } from '@/state/results';
import { useSession } from '@/state/session';

/** The lesson outcomes behind the cards' status, with loading and error states. */
export interface LessonOutcomes {
  state: 'loading' | 'ready' | 'error';
  /** Oldest first: stored rows, then this visit's answers. */
  outcomes: LessonOutcome[];
  /** Whose progress it is (null without a student), so a teacher knows which child the cards show. */
  studentName: string | null;
  retry: () => void;
}

/**
 * The active student's lesson outcomes: their stored rows of `activity_results` plus this visit's
 * results in the store (which may not have reached the server yet, and which the store clears when
 * the player changes). With no student chosen yet, the first one is chosen, as for saving.
 */
export function useLessonOutcomes(): LessonOutcomes {
  const userId = useSession()?.user.id;
  const chosen = useActiveStudentChosen();
  const studentId = useActiveStudentId()[0];
  const memory = useResults();
  const [stored, setStored] = useState<LessonOutcome[]>([]);
  const [studentName, setStudentName] = useState<string | null>(null);
  const [state, setState] = useState<LessonOutcomes['state']>('loading');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` changes on purpose to re-fetch; `chosen` and `studentId` pick whose results.
  useEffect(() => {
    if (!userId) return;
    let live = true;
    setState('loading');
    ensureActiveStudent(userId)
      .then((student) => Promise.all([listLessonResults(userId, student), listStudents(userId), student]))
      .then(([rows, students, student]) => {
        if (!live) return;
        setStored(rows.map((r) => ({ lessonId: r.activity_id, isCorrect: r.is_correct })));
        setStudentName(students.find((s) => s.id === student)?.student_name ?? null);
        setState('ready');
      })
      .catch(() => live && setState('error'));
    return () => {
      live = false;
    };
  }, [userId, chosen, studentId, attempt]);

  const outcomes = useMemo(
    () => [
      ...stored,
      ...memory
        .filter((r) => r.kind === 'lesson')
        .map((r) => ({ lessonId: r.activityId, isCorrect: r.isCorrect })),
    ],
    [stored, memory],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, outcomes, studentName, retry };
}
