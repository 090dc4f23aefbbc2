import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { getPracticeSheet, listSheetMarks, saveSheetMarks } from '@/api/practice-sheets';
import type { StudentProfile } from '@/api/types';
import { Button, Card, LoadError } from '@/components/ui/controls';
import { Skeleton } from '@/components/ui/Skeleton';
import { sheetItemsOf } from '@/fluency/weekSheet';
import { useLoad } from '@/pages/dashboard/account/useLoad';
import { type ItemMark, markFromTyped, storedAnswer } from './markModel';
import { printedItem } from './printedItem';
import { SheetPicker } from './SheetPicker';

/**
 * Marking a printed sheet back (issue 37), on the Performance page (a grown-up area: behind the
 * parental gate in kid mode). Without a sheet, pick a child and their sheet; with one, its items as
 * a grid: type the child's answer or tap ✓ / ✗. Each mark is one fact attempt (source 'paper').
 */
export default function MarkSheet({
  sheetId,
  students,
  onPick,
  doneHref,
}: {
  sheetId: string;
  students: readonly StudentProfile[];
  onPick: (id: string) => void;
  doneHref: (studentId: string) => string;
}) {
  const { t } = useLingui();
  const load = useLoad(sheetId ? `sheet:${sheetId}` : null, async () => {
    const sheet = await getPracticeSheet(sheetId);
    return { sheet, marked: sheet ? await listSheetMarks(sheet.id) : new Map<number, boolean>() };
  });
  if (!sheetId) return <SheetPicker students={students} onPick={onPick} />;
  if (load.state.status === 'loading')
    return (
      <div role="status" aria-label={t`Loading the sheet`}>
        <Skeleton className="h-72" />
      </div>
    );
  if (load.state.status === 'error')
    return <LoadError text={t`We couldn't load the sheet. Check your connection.`} onRetry={load.reload} />;
  const { sheet, marked } = load.state.data;
  if (!sheet)
    return (
      <Card title={t`Mark a sheet`} icon="✏️">
        <p role="alert" className="text-lg text-ink">
          <Trans>This sheet isn't one of yours, or it no longer exists.</Trans>
        </p>
        <Button variant="secondary" className="mt-3" onClick={() => onPick('')}>
          <Trans>Choose a sheet</Trans>
        </Button>
      </Card>
    );
  const child = students.find((s) => s.id === sheet.student_profile_id);
  return (
    <MarkGrid
      key={sheet.id}
      sheet={sheet}
      marked={marked}
      childName={child?.student_name ?? ''}
      doneHref={doneHref(sheet.student_profile_id)}
      onSaved={load.reload}
    />
  );
}

function MarkGrid({
  sheet,
  marked,
  childName,
  doneHref,
  onSaved,
}: {
  sheet: NonNullable<Awaited<ReturnType<typeof getPracticeSheet>>>;
  marked: Map<number, boolean>;
  childName: string;
  doneHref: string;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const items = useMemo(() => sheetItemsOf(sheet.facts, sheet.forms), [sheet]);
  const [marks, setMarks] = useState<Map<number, ItemMark>>(new Map());
  const [typed, setTyped] = useState<Map<number, string>>(new Map());
  const [busy, setBusy] = useState(false);
  const set = (n: number, mark: ItemMark | null) =>
    setMarks((m) => {
      const next = new Map(m);
      if (mark) next.set(n, mark);
      else next.delete(n);
      return next;
    });
  const week = Number(sheet.week.slice(6));
  const save = async () => {
    setBusy(true);
    try {
      const at = new Date().toISOString();
      const fresh = [...marks].filter(([n]) => !marked.has(n));
      await saveSheetMarks(
        sheet,
        fresh.map(([n, mark]) => ({
          item: n,
          attempt: {
            clientId: crypto.randomUUID(),
            fact: items[n - 1]!.fact,
            answer: storedAnswer(items[n - 1]!, mark),
            correct: mark.correct,
            at,
          },
        })),
      );
      const right = fresh.filter(([, m]) => m.correct).length;
      const wrong = fresh.length - right;
      toast.success(t`Marks saved: ${right} right, ${wrong} to practise.`);
      setMarks(new Map());
      onSaved();
    } catch {
      toast.error(t`Could not save the marks. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  const pending = [...marks.keys()].filter((n) => !marked.has(n)).length;
  return (
    <Card title={t`Mark ${childName}'s sheet, week ${week}`} icon="✏️" id="mark-sheet">
      <p className="mb-3 text-ink-soft">
        <Trans>
          Type the answer your child wrote, or tap ✓ or ✗. Paper answers count for accuracy, not speed.
        </Trans>
      </p>
      <ol className="grid gap-2 sm:grid-cols-2">
        {items.map((item, i) => {
          const n = i + 1;
          const p = printedItem(item);
          const saved = marked.get(n);
          const mark = marks.get(n);
          const state = saved ?? mark?.correct;
          return (
            <li
              key={n}
              className={`flex flex-wrap items-center gap-2 rounded-2xl border-2 p-2 ${state === true ? 'border-correct bg-correct-soft' : state === false ? 'border-wrong bg-wrong-soft' : 'border-primary-soft bg-white'}`}
            >
              <span className="w-7 text-right font-bold text-primary-dark">{n}.</span>
              <span className="min-w-36 flex-1 font-display text-lg text-ink">
                {p.hint && <span className="block text-sm text-ink-soft">{p.hint}</span>}
                {p.before}
                <span className="mx-0.5 inline-block min-w-8 border-b-2 border-ink-soft text-center font-bold text-primary-dark">
                  {p.answer}
                </span>
                {p.after}
              </span>
              {saved !== undefined ? (
                <span className="font-bold text-ink-soft">{saved ? t`Saved ✓` : t`Saved ✗`}</span>
              ) : (
                <>
                  <input
                    inputMode="numeric"
                    aria-label={t`Answer ${n}`}
                    className="h-11 w-16 rounded-xl border-2 border-primary-soft px-2 text-center text-lg"
                    value={typed.get(n) ?? ''}
                    onChange={(e) => {
                      const text = e.target.value;
                      setTyped((m) => new Map(m).set(n, text));
                      set(n, markFromTyped(item, text));
                    }}
                  />
                  <button
                    type="button"
                    aria-label={t`${n} right`}
                    aria-pressed={mark?.correct === true}
                    onClick={() => set(n, { correct: true, typed: null })}
                    className="size-11 rounded-full border-2 border-correct text-xl font-bold text-correct aria-pressed:bg-correct aria-pressed:text-white"
                  >
                    ✓
                  </button>
                  <button
                    type="button"
                    aria-label={t`${n} wrong`}
                    aria-pressed={mark?.correct === false}
                    onClick={() => set(n, { correct: false, typed: null })}
                    className="size-11 rounded-full border-2 border-wrong text-xl font-bold text-wrong aria-pressed:bg-wrong aria-pressed:text-white"
                  >
                    ✗
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button disabled={busy || pending === 0} onClick={() => void save()}>
          <Trans>Save marks</Trans>
        </Button>
        <Link to={doneHref} className="font-bold text-primary-dark underline-offset-2 hover:underline">
          <Trans>See {childName}'s facts</Trans>
        </Link>
      </div>
    </Card>
  );
}
