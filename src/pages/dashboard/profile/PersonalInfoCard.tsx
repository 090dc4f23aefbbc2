import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import type { Profile, ProfileUpdate } from '@/api/types';
import { updateProfile } from '@/api/update-profile';
import { Button, Card, fieldClass } from '@/components/ui/controls';
import { messages } from '@/content/messages';
import { GRADE_OPTIONS, optionLabel, SUBJECT_OPTIONS, withCurrent } from '@/pages/dashboard/account/options';
import { EmailText } from './EmailText';

/** Personal information: view, then edit, then save or cancel (spec §4 "Profile edit"). */
export function PersonalInfoCard({
  profile,
  email,
  userId,
  onSaved,
}: {
  profile: Profile;
  email: string;
  userId: string | null;
  onSaved: (profile: Profile) => void;
}) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [draft, setDraft] = useState<ProfileUpdate>(pick(profile));

  const startEdit = () => {
    setDraft(pick(profile));
    setEditing(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!userId) {
      toast.error(messages.profile.updateNoSession);
      return;
    }
    setSaving(true);
    try {
      const saved = await updateProfile(userId, {
        full_name: draft.full_name?.trim() || null,
        grade: draft.grade || null,
        favorite_subject: draft.favorite_subject || null,
      });
      onSaved(saved);
      setEditing(false);
      toast.success(messages.profile.updated);
    } catch {
      toast.error(messages.profile.updateFailed);
    } finally {
      setSaving(false);
    }
  };

  const set = (field: keyof ProfileUpdate) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));

  return (
    <Card
      title={t`Personal information`}
      icon="🙂"
      id="personal"
      action={
        !editing && (
          <Button variant="secondary" onClick={startEdit}>
            <Trans>Edit</Trans>
          </Button>
        )
      }
    >
      {editing ? (
        <form onSubmit={save} className="grid gap-4 sm:grid-cols-2" aria-label={t`Edit personal information`}>
          <label className="flex flex-col gap-1 font-semibold sm:col-span-2">
            <Trans>Full name</Trans>
            <input
              className={fieldClass}
              value={draft.full_name ?? ''}
              onChange={set('full_name')}
              autoComplete="name"
            />
          </label>
          <label className="flex flex-col gap-1 font-semibold">
            <Trans>Grade</Trans>
            <select className={fieldClass} value={draft.grade ?? ''} onChange={set('grade')}>
              <option value="">{t`Not set`}</option>
              {withCurrent(GRADE_OPTIONS, draft.grade).map((g) => (
                <option key={g} value={g}>
                  {optionLabel(g)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 font-semibold">
            <Trans>Favorite subject</Trans>
            <select
              className={fieldClass}
              value={draft.favorite_subject ?? ''}
              onChange={set('favorite_subject')}
            >
              <option value="">{t`Not set`}</option>
              {withCurrent(SUBJECT_OPTIONS, draft.favorite_subject).map((s) => (
                <option key={s} value={s}>
                  {optionLabel(s)}
                </option>
              ))}
            </select>
          </label>
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <Button type="submit" disabled={saving}>
              {saving ? t`Saving…` : t`Save`}
            </Button>
            <Button variant="ghost" onClick={() => setEditing(false)} disabled={saving}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label={t`Full name`} value={profile.full_name} />
          <Field label={t`Email`} value={email} wide render={(v) => <EmailText email={v} />} />
          <Field label={t`Grade`} value={profile.grade} render={optionLabel} />
          <Field label={t`Favorite subject`} value={profile.favorite_subject} render={optionLabel} />
        </dl>
      )}
    </Card>
  );
}

function Field({
  label,
  value,
  wide = false,
  render = (v) => v,
}: {
  label: string;
  value: string | null;
  /** Takes the whole row (an email address needs the room). */
  wide?: boolean;
  /** How a set value is shown (the email wraps only between its pieces). */
  render?: (value: string) => React.ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className={`min-w-0 rounded-2xl bg-cloud px-4 py-3 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
      <dd
        className={`text-lg font-semibold [overflow-wrap:anywhere] ${value ? 'text-ink' : 'text-ink-soft italic'}`}
      >
        {value ? render(value) : t`Not set`}
      </dd>
    </div>
  );
}

function pick(profile: Profile): ProfileUpdate {
  return { full_name: profile.full_name, grade: profile.grade, favorite_subject: profile.favorite_subject };
}
