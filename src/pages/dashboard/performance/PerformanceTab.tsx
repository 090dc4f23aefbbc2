import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getPlan } from '@/api/get-plan';
import { listResults } from '@/api/list-results';
import { listStudentsWithResults } from '@/api/list-students-with-results';
import { paths, performanceStudentPath } from '@/app/paths';
import { LoadError } from '@/components/ui/controls';
import { Skeleton } from '@/components/ui/Skeleton';
import { useLoad } from '@/pages/dashboard/account/useLoad';
import { reconcileActiveStudent, useActiveStudentId } from '@/state/activeStudent';
import { resultsWritten } from '@/state/persistResults';
import { useSession } from '@/state/session';
import { ClassOverview } from './class/ClassOverview';
import { FactsPanel } from './FactsPanel';
import { FocusCard } from './focus/FocusCard';
import { PerformanceBoard } from './PerformanceBoard';
import { StudentSelect } from './StudentPicker';

// This week's sheet (issue 37): its actions and the marking page load on their own.
const SheetActions = lazy(() => import('@/pages/dashboard/worksheets/sheet/SheetActions'));
const MarkSheet = lazy(() => import('@/pages/dashboard/worksheets/sheet/MarkSheet'));

/**
 * Performance tab (also /app/performance): real statistics of the active student from
 * activity_results; parents see their one student. Teachers open on their class at a glance
 * (issue 24 §3); a child's name leads to that child's page (`?student=<id>`).
 */
export default function PerformanceTab() {
  const { t } = useLingui();
  const userId = useSession()?.user.id ?? null;
  const [activeId, setActiveId] = useActiveStudentId();
  const [search, setSearch] = useSearchParams();
  const viewedId = search.get('student');
  // The child the page will most likely show: its results come embedded with the students, in the
  // same request (issue 34), instead of a second round trip once the students are known.
  const wantedId = viewedId ?? activeId;
  const account = useLoad(userId, async () => {
    const withResults = wantedId
      ? resultsWritten().then(() => listStudentsWithResults(userId!, wantedId))
      : listStudentsWithResults(userId!, null);
    const [plan, read] = await Promise.all([getPlan(userId!), withResults]);
    return { plan, students: read.students, results: read.results, resultsOf: wantedId };
  });
  const plan = account.state.data?.plan;
  const students = account.state.data?.students;
  const isTeacher = plan === 'teachers';
  // ?mark=<sheet id> (the answer key's QR code) or ?mark= (choose one): marking a sheet back.
  const markId = search.get('mark');

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

  // A teacher sees the class unless the address names one of their children.
  const shownId = isTeacher ? (students?.some((s) => s.id === viewedId) ? viewedId : null) : activeId;
  const onClass = isTeacher && !shownId;
  const resultsKey = userId && plan && !onClass && markId === null ? `${userId}:${shownId ?? 'none'}` : null;
  // A result saved a moment ago (the game just played) is waited for, so the page shows it.
  const read = account.state.data;
  const embedded = read?.results && read.resultsOf === shownId ? read.results : null;
  const results = useLoad(resultsKey, () =>
    embedded ? Promise.resolve(embedded) : resultsWritten().then(() => listResults(userId!, shownId)),
  );
  const student = useMemo(() => students?.find((s) => s.id === shownId) ?? null, [students, shownId]);
  const studentName = student?.student_name;

  return (
    <section aria-labelledby="performance-title" className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="performance-title" className="font-display text-3xl font-bold text-ink">
            <Trans>Performance</Trans>
          </h1>
          <p className="text-lg text-ink-soft">
            {student
              ? t`How ${studentName} is doing`
              : onClass
                ? t`Your class at a glance`
                : t`Stars, streaks and badges from real play`}
          </p>
          {isTeacher && student && (
            <Link
              to={paths.performance}
              className="font-bold text-primary underline-offset-2 hover:underline"
            >
              <Trans>← Whole class</Trans>
            </Link>
          )}
        </div>
        {students && isTeacher && student && (
          <StudentSelect
            students={students}
            activeId={shownId}
            onChange={(id) => setSearch(id ? new URLSearchParams({ student: id }) : new URLSearchParams())}
          />
        )}
        {students && !isTeacher && students.length > 1 && (
          <StudentSelect students={students} activeId={activeId} onChange={setActiveId} />
        )}
      </header>
      {markId === null && students && (onClass ? students.length > 0 : student) && (
        <Suspense fallback={null}>
          <SheetActions students={onClass ? students : [student!]} />
        </Suspense>
      )}
      {account.state.status === 'loading' && <BoardSkeleton />}
      {markId !== null && students && (
        <Suspense fallback={<BoardSkeleton />}>
          <MarkSheet
            sheetId={markId}
            students={students}
            onPick={(id) => setSearch(new URLSearchParams({ mark: id }))}
            doneHref={(id) => (isTeacher ? performanceStudentPath(id) : paths.performance)}
          />
        </Suspense>
      )}
      {account.state.status === 'error' && (
        <LoadError
          text={t`We couldn't load your students. Check your connection.`}
          onRetry={account.reload}
        />
      )}
      {markId === null && onClass && userId && students && (
        <ClassOverview userId={userId} students={students} />
      )}
      {resultsKey && results.state.status === 'loading' && account.state.status === 'ready' && (
        <BoardSkeleton />
      )}
      {resultsKey && results.state.status === 'error' && (
        <LoadError text={t`We couldn't load the results. Check your connection.`} onRetry={results.reload} />
      )}
      {resultsKey && results.state.status === 'ready' && (
        <PerformanceBoard
          results={results.state.data}
          studentName={student?.student_name ?? null}
          studentId={student?.id ?? null}
          forTeacher={isTeacher}
        />
      )}
      {markId === null && student && <FocusCard student={{ id: student.id, name: student.student_name }} />}
      {markId === null && userId && plan && students && !onClass && (
        <FactsPanel userId={userId} students={students} student={student} isTeacher={false} />
      )}
    </section>
  );
}

function BoardSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading performance`} className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-48" />
    </div>
  );
}
