import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { type FocusTables, getClassFocus, getFocus } from '@/api/get-focus';
import { setFocus } from '@/api/set-focus';
import { Button, Card } from '@/components/ui/controls';
import { useLoad } from '@/pages/dashboard/account/useLoad';
import { focusText } from '../class/classReportPdf';

const TABLES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/**
 * The week's focus (issue 24 §2): which times tables practice asks first, with or without ÷. For a
 * teacher's whole class (no student) or one child (a teacher's child page, a parent's child).
 */
export function FocusCard({ student }: { student: { id: string; name: string } | null }) {
  const { t } = useLingui();
  const who = student ? student.name : t`the class`;
  const current = useLoad(`focus:${student?.id ?? 'class'}`, () =>
    student ? getFocus(student.id) : getClassFocus(),
  );
  const [tables, setTables] = useState<number[]>([]);
  const [division, setDivision] = useState(false);
  const [busy, setBusy] = useState(false);
  const saved = current.state.status === 'ready' ? current.state.data : null;
  // The choice starts from what is set (a child's page shows the class's focus when it has none).
  useEffect(() => {
    setTables(saved?.tables ?? []);
    setDivision(saved?.division ?? false);
  }, [saved]);

  const save = async (next: FocusTables | null) => {
    setBusy(true);
    try {
      await setFocus({
        tables: next?.tables ?? [],
        division: next?.division ?? false,
        studentId: student?.id,
      });
      const focus = next ? focusText(next) : '';
      toast.success(next ? t`Focus saved for ${who}: ${focus}.` : t`Focus cleared for ${who}.`);
      current.reload();
    } catch {
      toast.error(t`Could not save the focus. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  const toggle = (n: number) =>
    setTables((ts) => (ts.includes(n) ? ts.filter((x) => x !== n) : [...ts, n].sort((a, b) => a - b)));
  const inherited = student && saved?.scope === 'class';
  const id = student ? 'perf-focus' : 'class-focus';
  const now = saved ? focusText(saved) : '';
  return (
    // The wrapper carries the id tests and links use (Card puts ids on its heading only).
    <div id={id}>
      <Card title={t`This week's focus`} icon="🎯" id={id}>
        <p className="mb-3 text-ink-soft" aria-live="polite">
          {current.state.status === 'loading'
            ? t`Loading the focus…`
            : saved
              ? inherited
                ? t`Now: ${now} (set for the whole class). Practice asks these facts first.`
                : t`Now: ${now}. Practice asks these facts first.`
              : t`No focus set for ${who}: practice chooses facts by itself.`}
        </p>
        <fieldset>
          <legend className="mb-2 font-semibold text-ink">
            <Trans>Times tables for {who}</Trans>
          </legend>
          <div className="flex flex-wrap gap-2">
            {TABLES.map((n) => (
              <button
                key={n}
                type="button"
                aria-pressed={tables.includes(n)}
                onClick={() => toggle(n)}
                className="min-h-12 min-w-12 rounded-2xl border-2 border-primary-soft bg-white px-3 font-display text-lg font-bold text-ink aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-white"
              >
                ×{n}
              </button>
            ))}
          </div>
        </fieldset>
        <label className="mt-3 flex min-h-12 items-center gap-3 font-semibold text-ink">
          <input
            type="checkbox"
            className="size-6 accent-primary"
            checked={division}
            onChange={(e) => setDivision(e.target.checked)}
          />
          <Trans>With ÷ (the matching division facts)</Trans>
        </label>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            onClick={() => void save({ tables, division, scope: student ? 'student' : 'class' })}
            disabled={busy || tables.length === 0}
          >
            <Trans>Save focus</Trans>
          </Button>
          {saved && (!student || saved.scope === 'student') && (
            <Button variant="ghost" onClick={() => void save(null)} disabled={busy}>
              <Trans>Clear focus</Trans>
            </Button>
          )}
        </div>
      </Card>
    </div>
  );
}
