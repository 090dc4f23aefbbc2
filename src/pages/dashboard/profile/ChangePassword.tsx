import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { changePassword } from '@/api/change-password';
import { ApiError } from '@/api/errors';
import { Button, FormError, TextField } from '@/components/ui/controls';
import { newPasswordProblem } from '@/lib/passwordRule';
import { profileTexts } from './texts';

/** Sets a new password (8 characters to 72 bytes, typed twice), given the current one. */
export function ChangePassword({ email }: { email: string }) {
  const { t } = useLingui();
  const id = useId();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem =
      newPasswordProblem(password, confirm) ?? (current ? null : profileTexts.currentPasswordMissing);
    if (problem) return setError(problem);
    setError(null);
    setSaving(true);
    try {
      await changePassword(password, current);
      setCurrent('');
      setPassword('');
      setConfirm('');
      toast.success(profileTexts.passwordChanged);
    } catch (e) {
      if (e instanceof ApiError && e.code === 'invalid_credentials') {
        return setError(profileTexts.currentPasswordWrong);
      }
      toast.error(profileTexts.passwordFailed, { description: e instanceof Error ? e.message : undefined });
    } finally {
      setSaving(false);
    }
  };

  const errorId = error ? `${id}-error` : undefined;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="font-display text-lg font-semibold">
        <Trans>Change password</Trans>
      </h3>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={t`Current password`}
        type="password"
        className="sm:w-1/2 sm:pr-1.5"
        value={current}
        onValue={setCurrent}
        autoComplete="current-password"
        errorId={errorId}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t`New password`}
          type="password"
          value={password}
          onValue={setPassword}
          autoComplete="new-password"
          errorId={errorId}
        />
        <TextField
          label={t`Confirm new password`}
          type="password"
          value={confirm}
          onValue={setConfirm}
          autoComplete="new-password"
          errorId={errorId}
        />
      </div>
      <FormError id={`${id}-error`} text={error} />
      <Button type="submit" variant="secondary" disabled={saving}>
        {saving ? t`Saving…` : t`Change password`}
      </Button>
    </form>
  );
}
