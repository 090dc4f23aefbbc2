import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { listPracticeSheets } from '@/api/practice-sheets';
import type { StudentProfile } from '@/api/types';
import { Card, LoadError } from '@/components/ui/controls';
import { Skeleton } from '@/components/ui/Skeleton';
import { useLoad } from '@/pages/dashboard/account/useLoad';
import { StudentSelect } from '@/pages/dashboard/performance/StudentPicker';

/** "Mark a sheet" without a code to scan: pick the child, then one of their printed sheets. */
export function SheetPicker({
  students,
  onPick,
}: {
  students: readonly StudentProfile[];
  onPick: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [studentId, setStudentId] = useState<string | null>(students.length === 1 ? students[0]!.id : null);
  const sheets = useLoad(studentId ? `sheets:${studentId}` : null, () => listPracticeSheets(studentId!));
  return (
    <Card title={t`Mark a sheet`} icon="✏️" id="mark-sheet">
      <p className="mb-3 text-ink-soft">
        <Trans>Scan the code on a sheet's answer key, or choose the child and the sheet here.</Trans>
      </p>
      {students.length > 1 && (
        <StudentSelect students={students} activeId={studentId} onChange={setStudentId} />
      )}
      {studentId && sheets.state.status === 'loading' && <Skeleton className="mt-3 h-24" />}
      {studentId && sheets.state.status === 'error' && (
        <LoadError text={t`We couldn't load the sheets. Check your connection.`} onRetry={sheets.reload} />
      )}
      {studentId && sheets.state.status === 'ready' && sheets.state.data.length === 0 && (
        <p className="mt-3 text-lg text-ink">
          <Trans>No sheets printed for this child yet. Print this week's sheet from Worksheets.</Trans>
        </p>
      )}
      {studentId && sheets.state.status === 'ready' && sheets.state.data.length > 0 && (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {sheets.state.data.map((s) => {
            const week = Number(s.week.slice(6));
            const count = s.facts.split(',').length;
            const printed = i18n.date(new Date(s.created_at), { day: 'numeric', month: 'short' });
            return (
              <li key={s.id}>
                <button
                  type="button"
                  onClick={() => onPick(s.id)}
                  className="flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl border-2 border-primary-soft bg-white px-4 py-2 text-left font-bold text-ink hover:bg-primary-soft"
                >
                  <span>{t`Week ${week} sheet`}</span>
                  <span className="text-sm font-semibold text-ink-soft">{t`${count} problems, printed ${printed}`}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
