import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { AvatarChooser } from '@/components/avatars/AvatarChooser';
import { avatarToken, parseAvatar } from '@/components/avatars/avatarList';
import { Button, fieldClass } from '@/components/ui/controls';
import { GRADE_OPTIONS, optionLabel, withCurrent } from '@/pages/dashboard/account/options';
import { profileTexts } from './texts';

/** The values a student form saves. */
export interface StudentDraft {
  student_name: string;
  student_grade: string | null;
  /** A built-in avatar's token ("avatar:fox"), or null. */
  avatar_url: string | null;
}

/** Add or edit a student: the name is required (trimmed), the grade and avatar optional (spec §5). */
export function StudentForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  focusName = true,
}: {
  initial?: StudentDraft;
  submitLabel: string;
  onSubmit: (draft: StudentDraft) => Promise<boolean>;
  /** Absent: no Cancel (the dashboard's first-child form has nowhere to go back to). */
  onCancel?: () => void;
  /** Focus the name field on open (a form opened by a tap); off where the page shows it unasked. */
  focusName?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const [name, setName] = useState(initial?.student_name ?? '');
  const [grade, setGrade] = useState(initial?.student_grade ?? '');
  const [avatar, setAvatar] = useState(() => parseAvatar(initial?.avatar_url));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(profileTexts.nameRequired);
      return;
    }
    setError(null);
    setSaving(true);
    // On success the parent closes the form; on failure it stays open with what was typed.
    const ok = await onSubmit({
      student_name: trimmed,
      student_grade: grade || null,
      avatar_url: avatar ? avatarToken(avatar) : null,
    });
    if (!ok) setSaving(false);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={submitLabel}
      className="grid gap-3 rounded-card bg-cloud p-4 sm:grid-cols-[1fr_12rem]"
    >
      <label className="flex flex-col gap-1 font-semibold" htmlFor={`${id}-name`}>
        <Trans>Student name</Trans>
        <input
          id={`${id}-name`}
          className={fieldClass}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the form opens on the user's request; focus belongs in it
          autoFocus={focusName}
        />
      </label>
      <label className="flex flex-col gap-1 font-semibold">
        <Trans>Grade (optional)</Trans>
        <select
          className={fieldClass}
          value={grade}
          onChange={(e) => setGrade(e.target.value)}
          aria-describedby={`${id}-voice`}
        >
          <option value="">{t`Not set`}</option>
          {withCurrent(GRADE_OPTIONS, grade).map((g) => (
            <option key={g} value={g}>
              {optionLabel(g)}
            </option>
          ))}
        </select>
        {/* Issue 38: the grade never switches the voice off; say where the default is changed. */}
        <span id={`${id}-voice`} className="text-sm font-normal text-ink-soft">
          <Trans>
            Questions are read aloud at every grade. Switch it with Read prompts aloud in Practice; your child
            can turn the voice on or off too.
          </Trans>
        </span>
      </label>
      <div className="sm:col-span-2">
        <AvatarChooser name={`${id}-avatar`} value={avatar} onChange={setAvatar} />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="font-semibold text-[#b91c1c] sm:col-span-2">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? t`Saving…` : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
