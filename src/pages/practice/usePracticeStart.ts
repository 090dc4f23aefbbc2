import { loadSceneFonts } from '@scenes/engine/fonts';
import type { PracticeInit } from '@scenes/practice/logic';
import { modelFromFactLog, practiceDates } from '@scenes/practice/model';
import { useEffect, useState } from 'react';
import { loadSounds } from '@/lib/audio';
import { ensureActiveStudent } from '@/state/persistResults';

/** Where loading the practice stands: loading, failed, no child profile yet, or ready to play. */
export type PracticeLoad =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'empty' }
  | { status: 'ready'; studentId: string; init: PracticeInit };

/**
 * Loads what a session starts from: the active student, their grade, their fact log (one RPC),
 * whether they ever practised (else a placement quiz), their focus tables, the scene font and
 * sounds. `attempt` changes to try again after a failure; `check` asks for a placement quiz.
 */
export function usePracticeStart(userId: string | undefined, attempt: number, check = false): PracticeLoad {
  const [load, setLoad] = useState<PracticeLoad>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try again) reloads
  useEffect(() => {
    if (!userId) return;
    let live = true;
    setLoad({ status: 'loading' });
    (async () => {
      const studentId = await ensureActiveStudent(userId);
      if (!studentId) return live && setLoad({ status: 'empty' });
      const [{ listStudents }, { getFactLog }, { hasPractised }, { getFocus }] = await Promise.all([
        import('@/api/list-students'),
        import('@/api/get-fact-log'),
        import('@/api/has-practised'),
        import('@/api/get-focus'),
      ]);
      const [students, log, practised, focus] = await Promise.all([
        listStudents(userId),
        getFactLog(studentId),
        hasPractised(studentId),
        // Focus tables are a nicety: practice goes on without them if they cannot load.
        getFocus(studentId).catch(() => null),
      ]);
      const grade = students.find((s) => s.id === studentId)?.student_grade ?? null;
      const ctx = { grade, tzOffsetMinutes: -new Date().getTimezoneOffset() };
      await Promise.all([loadSceneFonts(), loadSounds()]);
      const init: PracticeInit = {
        model: modelFromFactLog(log, studentId, ctx),
        wallStart: Date.now(),
        seed: Math.floor(Math.random() * 2 ** 31),
        dates: practiceDates(log, studentId),
        // Issue 23: the first practice, and "Check again", is the placement quiz.
        placement: check || !practised,
        focus: focus ? { tables: focus.tables, division: focus.division } : undefined,
      };
      if (live) setLoad({ status: 'ready', studentId, init });
    })().catch((error: unknown) => {
      console.warn('Could not load practice', error);
      if (live) setLoad({ status: 'error' });
    });
    return () => {
      live = false;
    };
  }, [userId, attempt, check]);
  return load;
}
