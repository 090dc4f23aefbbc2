import { useEffect, useMemo } from 'react';
import { getPlan } from '@/api/get-plan';
import { listResults } from '@/api/list-results';
import { listStudents } from '@/api/list-students';
import { LoadError } from '@/components/ui/controls';
import { Skeleton } from '@/components/ui/Skeleton';
import { useLoad } from '@/pages/dashboard/account/useLoad';
import { reconcileActiveStudent, useActiveStudentId } from '@/state/activeStudent';
import { useSession } from '@/state/session';
import { FactsPanel } from './FactsPanel';
import { PerformanceBoard } from './PerformanceBoard';
import { PickStudentPrompt, StudentSelect } from './StudentPicker';

/**
 * Performance tab (also /app/performance): real statistics of the active student from
 * activity_results. Teachers pick the student first; parents see their one student.
 */
export default function PerformanceTab() {
  const userId = useSession()?.user.id ?? null;
  const [activeId, setActiveId] = useActiveStudentId();
  const account = useLoad(userId, async () => {
    const [plan, students] = await Promise.all([getPlan(userId!), listStudents(userId!)]);
    return { plan, students };
  });
  const plan = account.state.data?.plan;
  const students = account.state.data?.students;

  // Parents have one student: select it by default. Teachers choose (spec §2).
  useEffect(() => {
    if (!plan || !students) return;
    const next = reconcileActiveStudent(
      activeId,
      students.map((s) => s.id),
      plan === 'parents',
    );
    if (next !== activeId) setActiveId(next);
  }, [plan, students, activeId, setActiveId]);

  const needsPick = plan === 'teachers' && !activeId;
  const resultsKey = userId && plan && !needsPick ? `${userId}:${activeId ?? 'none'}` : null;
  const results = useLoad(resultsKey, () => listResults(userId!, activeId));
  const student = useMemo(() => students?.find((s) => s.id === activeId) ?? null, [students, activeId]);

  return (
    <section aria-labelledby="performance-title" className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="performance-title" className="font-display text-3xl font-bold text-ink">
            Performance
          </h1>
          <p className="text-lg text-ink-soft">
            {student ? `How ${student.student_name} is doing` : 'Stars, streaks and badges from real play'}
          </p>
        </div>
        {students && (plan === 'teachers' ? students.length > 0 : students.length > 1) && !needsPick && (
          <StudentSelect students={students} activeId={activeId} onChange={setActiveId} />
        )}
      </header>
      {account.state.status === 'loading' && <BoardSkeleton />}
      {account.state.status === 'error' && (
        <LoadError text="We couldn't load your students. Check your connection." onRetry={account.reload} />
      )}
      {needsPick && students && <PickStudentPrompt students={students} onPick={setActiveId} />}
      {resultsKey && results.state.status === 'loading' && account.state.status === 'ready' && (
        <BoardSkeleton />
      )}
      {resultsKey && results.state.status === 'error' && (
        <LoadError text="We couldn't load the results. Check your connection." onRetry={results.reload} />
      )}
      {resultsKey && results.state.status === 'ready' && (
        <PerformanceBoard results={results.state.data} studentName={student?.student_name ?? null} />
      )}
      {userId && plan && students && (
        <FactsPanel
          userId={userId}
          students={students}
          student={needsPick ? null : student}
          isTeacher={plan === 'teachers'}
        />
      )}
    </section>
  );
}

function BoardSkeleton() {
  return (
    <div role="status" aria-label="Loading performance" className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-48" />
    </div>
  );
}
