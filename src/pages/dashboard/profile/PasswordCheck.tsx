import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { reauthenticate } from '@/api/reauthenticate';
import { Button, FormError, TextField } from '@/components/ui/controls';
import { passwordRefusal } from './passwordRefusal';

/**
 * "Enter your password to go on": re-enters the grown-up's password for this session (the server
 * then allows, for five minutes, what needs a recent password), then calls `onDone`.
 */
export function PasswordCheck({
  intro,
  submitLabel,
  onDone,
  onCancel,
}: {
  intro: string;
  submitLabel: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !password) return;
    setBusy(true);
    setError(null);
    try {
      await reauthenticate(password);
      onDone();
    } catch (e) {
      setError(passwordRefusal(e));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-card border-2 border-primary-soft p-4">
      <p>{intro}</p>
      <TextField
        label={t`Your password`}
        type="password"
        value={password}
        onValue={setPassword}
        autoComplete="current-password"
        errorId={error ? `${id}-error` : undefined}
      />
      <FormError id={`${id}-error`} text={error} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy || !password}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
