import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getPlan } from '@/api/get-plan';
import { listStudents } from '@/api/list-students';
import { markSheetPath } from '@/app/paths';
import { useLoad } from '@/pages/dashboard/account/useLoad';
import { StudentSelect } from '@/pages/dashboard/performance/StudentPicker';
import { useActiveStudentId } from '@/state/activeStudent';
import { useSession } from '@/state/session';
import { PrintSheetButton } from './PrintSheetButton';

/**
 * The Worksheets tab's own card (issue 37): this week's sheet made from the child's fact log, next
 * to the fixed sheets. A parent prints their child's; a teacher picks a child or prints the class
 * pack. "Mark a sheet" opens the marking page (a grown-up area).
 */
export default function ThisWeeksSheet() {
  const userId = useSession()?.user.id ?? null;
  const [activeId] = useActiveStudentId();
  const [chosen, setChosen] = useState<string | null>(null);
  const account = useLoad(userId, async () => {
    const [plan, students] = await Promise.all([getPlan(userId!), listStudents(userId!)]);
    return { plan, students };
  });
  if (account.state.status !== 'ready' || account.state.data.students.length === 0) return null;
  const { plan, students } = account.state.data;
  const teacher = plan === 'teachers' && students.length > 1;
  const pickedId = chosen ?? (students.some((s) => s.id === activeId) ? activeId : students[0]!.id);
  const picked = students.find((s) => s.id === pickedId);
  return (
    <section
      aria-labelledby="week-sheet-title"
      className="mt-6 flex flex-col gap-4 rounded-card bg-white p-5 shadow-[0_10px_30px_-18px_rgba(67,42,156,0.5)] md:flex-row md:items-center"
    >
      <span
        aria-hidden="true"
        className="grid size-14 shrink-0 place-items-center rounded-2xl bg-primary font-display text-3xl font-bold text-white"
      >
        ★
      </span>
      <div className="flex-1">
        <h2 id="week-sheet-title" className="font-display text-xl font-bold text-ink">
          <Trans>This week's sheet</Trans>
        </h2>
        <p className="text-base text-ink-soft">
          <Trans>
            Made from what your child is learning now, with a few shaky and quick facts. Mark it back and the
            facts grid updates.
          </Trans>
        </p>
        {teacher && (
          <div className="mt-3">
            <StudentSelect students={students} activeId={pickedId} onChange={setChosen} />
          </div>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row md:flex-col">
        {picked && <PrintSheetButton students={[picked]} />}
        {teacher && <PrintSheetButton students={students} variant="secondary" />}
        <Link
          to={markSheetPath()}
          className="inline-flex min-h-12 items-center justify-center rounded-full px-5 font-bold text-primary-dark hover:bg-primary-soft"
        >
          <Trans>Mark a sheet</Trans>
        </Link>
      </div>
    </section>
  );
}
