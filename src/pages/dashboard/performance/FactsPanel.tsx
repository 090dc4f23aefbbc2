import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo } from 'react';
import { getFactLog } from '@/api/get-fact-log';
import type { StudentProfile } from '@/api/types';
import { Card, LoadError } from '@/components/ui/controls';
import { Skeleton } from '@/components/ui/Skeleton';
import { statesFromFactLog } from '@/fluency';
import { useLoad } from '@/pages/dashboard/account/useLoad';
import { sendQueuedFacts } from '@/state/factQueue';
import { CheckAgain } from './CheckAgain';
import { ClassFacts } from './ClassFacts';
import { FactGrid } from './FactGrid';
import { hasPractised, streakFromLog } from './factGridModel';
import { TrickyFive } from './TrickyFive';

/** The browser's offset from UTC in minutes east, as src/fluency counts local days. */
const tzOffset = () => -new Date().getTimezoneOffset();

/**
 * Fact fluency on the performance page (issue 16): the chosen child's fact grid with the tricky
 * five and streak, and for teachers the class view. One fact_log call feeds both.
 */
export function FactsPanel({
  userId,
  students,
  student,
  isTeacher,
}: {
  userId: string;
  students: readonly StudentProfile[];
  student: StudentProfile | null;
  isTeacher: boolean;
}) {
  const { t } = useLingui();
  // This device's queued answers first, so the grid includes the child's very last ones.
  const log = useLoad(`facts:${userId}`, () => sendQueuedFacts().then(() => getFactLog()));
  const grid = useMemo(() => {
    if (log.state.status !== 'ready') return null;
    const grades = new Map(students.map((s) => [s.id, s.student_grade]));
    return statesFromFactLog(log.state.data, (s) => (s ? grades.get(s) : null), tzOffset());
  }, [log.state, students]);

  const name = student?.student_name;
  const body = (ready: () => ReactNode) => {
    if (log.state.status === 'loading')
      return (
        <div role="status" aria-label={t`Loading facts`}>
          <Skeleton className="h-72" />
        </div>
      );
    if (log.state.status === 'error')
      return <LoadError text={t`We couldn't load the facts. Check your connection.`} onRetry={log.reload} />;
    return ready();
  };

  return (
    <>
      {student && (
        <Card title={t`Facts`} icon="🔢" id="perf-facts">
          {body(() =>
            log.state.status === 'ready' && grid && hasPractised(log.state.data, student.id) ? (
              <div className="grid gap-6 xl:grid-cols-[auto_1fr]">
                <FactGrid cells={grid.get(student.id) ?? new Map()} name={student.student_name} />
                <TrickyFive
                  cells={grid.get(student.id) ?? new Map()}
                  streak={streakFromLog(log.state.data, student.id, Date.now(), tzOffset())}
                />
              </div>
            ) : (
              <p className="rounded-2xl border-2 border-dashed border-primary-soft p-6 text-lg text-ink-soft">
                <Trans>
                  {name} hasn't practised any facts yet. The grid fills in as they answer × and ÷ questions in
                  lessons, games and practice.
                </Trans>
              </p>
            ),
          )}
          <CheckAgain studentId={student.id} name={student.student_name} />
        </Card>
      )}
      {isTeacher && students.length > 0 && (
        <Card title={t`Class facts`} icon="🏫" id="perf-class-facts">
          {body(() => grid && <ClassFacts grid={grid} students={students} />)}
        </Card>
      )}
    </>
  );
}
