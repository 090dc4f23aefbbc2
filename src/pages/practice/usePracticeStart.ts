import { loadSceneFonts } from '@scenes/engine/fonts';
import type { PracticeInit } from '@scenes/practice/logic';
import { modelFromFactLog, practiceDates } from '@scenes/practice/model';
import { useEffect, useState } from 'react';
import { getFactLog } from '@/api/get-fact-log';
import { getFocus } from '@/api/get-focus';
import { hasPractised } from '@/api/has-practised';
import { listStudents } from '@/api/list-students';
import { loadAreas } from '@/i18n/i18n';
import { loadSounds } from '@/lib/audio';
import { START_WAIT_MS } from '@/lib/lastKnown';
import { ensureActiveStudent } from '@/state/persistResults';

/** Where loading the practice stands: loading, failed, no child profile yet, or ready to play. */
export type PracticeLoad =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'empty' }
  | { status: 'ready'; studentId: string; init: PracticeInit };

/** A child waits on these reads: past this the device's last-known answers start the session. */
const hurry = { wait: START_WAIT_MS };

/**
 * Loads what a session starts from: the active student, their grade, their fact log (one RPC),
 * whether they ever practised (else a placement quiz), their focus tables, the scene font and
 * sounds. Offline, or when the network has not answered within START_WAIT_MS, from the answers last
 * read on this device (issue 39 §1; the home reads them ahead, src/state/warmPractice.ts). `attempt` changes to try again after a failure; `check` asks for a placement quiz.
 */
export function usePracticeStart(userId: string | undefined, attempt: number, check = false): PracticeLoad {
  const [load, setLoad] = useState<PracticeLoad>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try again) reloads
  useEffect(() => {
    if (!userId) return;
    let live = true;
    setLoad({ status: 'loading' });
    (async () => {
      // Everything that does not wait on another read starts at once (school Wi-Fi is slow): the
      // scene's font and sounds, and the profiles, shared with the choice of the active student.
      // The engine's words (the number pad's keys) are in the scenes' catalogue.
      const assets = Promise.all([loadSceneFonts(), loadSounds(), loadAreas(['scenes'])]);
      const studentsRead = listStudents(userId, hurry);
      // Their failures are met where they are awaited, below (not reported as unhandled meanwhile).
      for (const started of [assets, studentsRead]) started.catch(() => undefined);
      const studentId = await ensureActiveStudent(userId, studentsRead);
      if (!studentId) return live && setLoad({ status: 'empty' });
      const [students, log, practised, focus] = await Promise.all([
        studentsRead,
        getFactLog(studentId, hurry),
        hasPractised(studentId, hurry),
        // Focus tables are a nicety: practice goes on without them if they cannot load.
        getFocus(studentId, hurry).catch(() => null),
      ]);
      const grade = students.find((s) => s.id === studentId)?.student_grade ?? null;
      const ctx = { grade, tzOffsetMinutes: -new Date().getTimezoneOffset() };
      await assets;
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
