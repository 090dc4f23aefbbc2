import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { getClassSummary } from '@/api/get-class-summary';
import { getClassFocus } from '@/api/get-focus';
import type { StudentProfile } from '@/api/types';
import { Button, Card, LoadError } from '@/components/ui/controls';
import { Skeleton } from '@/components/ui/Skeleton';
import { classSummary, factText, parseFactKey, statesFromFactLog } from '@/fluency';
import { useLoad } from '@/pages/dashboard/account/useLoad';
import { ClassFacts } from '../ClassFacts';
import { FocusCard } from '../focus/FocusCard';
import { ClassTable } from './ClassTable';
import { classCsv, classRows, sortRows } from './classRows';
import { saveFile } from './saveFile';

/** The browser's offset from UTC in minutes east, as src/fluency counts local days. */
const tzOffset = () => -new Date().getTimezoneOffset();

/**
 * A teacher's Performance page (issue 24 §3): the class at a glance from one class_summary call
 * (the table, with CSV and a one-page PDF report), the week's focus, and the class fact grid.
 */
export function ClassOverview({ userId, students }: { userId: string; students: readonly StudentProfile[] }) {
  const { t, i18n } = useLingui();
  const summary = useLoad(`class-summary:${userId}`, getClassSummary);
  const [busy, setBusy] = useState(false);
  const data = summary.state.status === 'ready' ? summary.state.data : null;
  const grid = useMemo(() => {
    if (!data) return null;
    const grades = new Map(data.children.map((c) => [c.id, c.grade]));
    return statesFromFactLog(data, (s) => (s ? grades.get(s) : null), tzOffset());
  }, [data]);
  const rows = useMemo(() => (data && grid ? classRows(data.children, grid) : []), [data, grid]);

  const day = new Date().toISOString().slice(0, 10);
  const csv = () => saveFile(classCsv(rows), `class-${day}.csv`, 'text/csv;charset=utf-8');
  const report = async () => {
    if (!grid) return;
    setBusy(true);
    try {
      const { classReportPdf } = await import('./classReportPdf');
      const tricky = [
        ...classSummary(
          grid,
          rows.map((r) => r.id),
        ).entries(),
      ]
        .filter(([, f]) => f.needHelp.length > 0)
        .sort((a, b) => b[1].needHelp.length - a[1].needHelp.length)
        .slice(0, 5)
        .map(([key, f]) => {
          const fact = factText(parseFactKey(key));
          return plural(f.needHelp.length, { one: `${fact} (# child)`, other: `${fact} (# children)` });
        });
      const bytes = await classReportPdf(sortRows(rows, 'name', true), {
        date: i18n.date(new Date(), { day: 'numeric', month: 'long', year: 'numeric' }),
        focus: await getClassFocus(),
        tricky,
      });
      saveFile(bytes, `class-report-${day}.pdf`, 'application/pdf');
    } catch {
      toast.error(t`Could not make the class report. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  if (students.length === 0)
    return (
      <p className="rounded-card border-2 border-dashed border-primary-soft bg-white p-6 text-lg text-ink-soft">
        <Trans>
          No students yet. Add your class in Profile (paste the whole list at once); their numbers appear here
          as they play.
        </Trans>
      </p>
    );
  return (
    <>
      <Card
        title={t`Your class`}
        icon="🏫"
        id="class-glance"
        action={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={csv} disabled={!data}>
              <Trans>Download CSV</Trans>
            </Button>
            <Button variant="secondary" onClick={() => void report()} disabled={!data || busy}>
              <Trans>Class report (PDF)</Trans>
            </Button>
          </div>
        }
      >
        {summary.state.status === 'loading' && (
          <div role="status" aria-label={t`Loading the class`}>
            <Skeleton className="h-64" />
          </div>
        )}
        {summary.state.status === 'error' && (
          <LoadError text={t`We couldn't load your class. Check your connection.`} onRetry={summary.reload} />
        )}
        {data && <ClassTable rows={rows} />}
        {data && (
          <p className="mt-3 text-sm text-ink-soft">
            <Trans>
              This week starts on Monday. Fluent: right and quick on recent tries, of the 100 multiplication
              facts. Choose a name to see that child's page.
            </Trans>
          </p>
        )}
      </Card>
      <FocusCard student={null} />
      <Card title={t`Class facts`} icon="🔢" id="perf-class-facts">
        {grid ? <ClassFacts grid={grid} students={students} /> : <Skeleton className="h-72" />}
      </Card>
    </>
  );
}
