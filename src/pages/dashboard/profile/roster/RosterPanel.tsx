import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { addStudents } from '@/api/add-students';
import { ApiError } from '@/api/errors';
import type { StudentProfile } from '@/api/types';
import { Button, fieldClass } from '@/components/ui/controls';
import { overLimitLines, parseRoster, rosterRows } from './parseRoster';
import { RosterPreview } from './RosterPreview';

/**
 * "Add students" for a class (issue 24 §1): paste names (one a line, optionally "name, grade") or
 * choose a CSV file, check the preview, then make them all in one step; any bad line blocks it.
 */
export function RosterPanel({
  students,
  limit,
  onCreated,
  onCancel,
}: {
  students: StudentProfile[];
  limit: number;
  onCreated: (created: StudentProfile[]) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const lines = useMemo(
    () =>
      parseRoster(text, {
        existingNames: students.map((s) => s.student_name),
        existingAvatars: students.map((s) => s.avatar_url),
        limit,
      }),
    [text, students, limit],
  );
  const bad = lines.filter((l) => l.error).length;
  const count = lines.length;
  const over = overLimitLines(lines, limit);
  const ready = !busy && count > 0 && bad === 0;

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > 100_000) return toast.error(t`That file is too big for a class list.`);
    setText(await file.text());
  };

  const create = async () => {
    setBusy(true);
    try {
      const made = await addStudents(rosterRows(lines));
      toast.success(
        plural(made.length, {
          one: '# student added. Download their login card below.',
          other: '# students added. Download their login cards below.',
        }),
      );
      onCreated(made);
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.planLimit
          ? t`No students were added. The plan allows ${limit}. Please check the list and try again.`
          : t`No students were added. Please check the list and try again.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label={t`Paste a class list`} className="mb-4 space-y-3 rounded-card bg-cloud p-4">
      <label htmlFor={`${id}-names`} className="block font-semibold text-ink">
        <Trans>Names, one per line</Trans>
        <span className="block text-sm font-normal text-ink-soft">
          <Trans>First names only; add a grade after a comma if you like: “Mia, 2nd grade”.</Trans>
        </span>
      </label>
      <textarea
        id={`${id}-names`}
        className={`${fieldClass} min-h-40 py-2 font-body`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t`Mia
Leo, 3rd grade
Ana`}
      />
      <label className="flex flex-wrap items-center gap-2 text-ink">
        <span className="font-semibold">
          <Trans>Or choose a CSV file:</Trans>
        </span>
        <input
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          onChange={(e) => void readFile(e.target.files?.[0])}
        />
      </label>
      {lines.length > 0 && (
        <>
          <p className="font-semibold text-ink" aria-live="polite">
            {bad === 0
              ? plural(count, { one: '# student ready to add.', other: '# students ready to add.' })
              : plural(count, {
                  one: `${bad} of # line needs fixing before anyone is added.`,
                  other: `${bad} of # lines need fixing before anyone is added.`,
                })}
          </p>
          {over.length > 0 && (
            <p className="font-semibold text-wrong">
              {plural(over.length, {
                one: `Line ${over.join(', ')} is over the plan's ${limit} students.`,
                other: `Lines ${over.join(', ')} are over the plan's ${limit} students.`,
              })}
            </p>
          )}
          {bad > 0 && (
            <ul aria-label={t`Lines to fix`} className="space-y-1 rounded-2xl bg-wrong-soft p-3 text-ink">
              {lines
                .filter((l) => l.error)
                .map((l) => (
                  <li key={l.line}>
                    <Trans>
                      <span className="font-semibold">Line {l.line}:</span> {l.error}
                    </Trans>
                  </li>
                ))}
            </ul>
          )}
          <RosterPreview lines={lines} />
        </>
      )}
      <div className="flex flex-wrap gap-2">
        {/* A count only on a button that can be pressed: never "Create 26 students" greyed out. */}
        <Button onClick={() => void create()} disabled={!ready}>
          {ready
            ? plural(count, { one: 'Create # student', other: 'Create # students' })
            : t`Create students`}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </section>
  );
}
