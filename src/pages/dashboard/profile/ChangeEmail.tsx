import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { changeEmail, verifiedTotpFactor } from '@/api/change-email';
import { ApiError } from '@/api/errors';
import { Button, FormError, TextField } from '@/components/ui/controls';
import { profileTexts as texts } from './texts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the server's refusal means for the person at the form, or null for a toast. */
function problemOf(e: unknown): string | null {
  if (!(e instanceof ApiError)) return null;
  if (e.code === 'invalid_credentials') return texts.currentPasswordWrong;
  if (e.code === 'email_exists') return texts.emailTaken;
  if (e.code === 'mfa_verification_failed' || e.code === 'reauthentication_needed')
    return texts.emailCodeWrong;
  return null;
}

/**
 * Changes the account's email: new address, current password and, with two-factor on, a fresh code.
 * The account keeps the old address until the link mailed to the new one is used.
 */
export function ChangeEmail({ email }: { email: string }) {
  const { t } = useLingui();
  const id = useId();
  const [next, setNext] = useState('');
  const [current, setCurrent] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    verifiedTotpFactor().then(
      (f) => setNeedsCode(Boolean(f)),
      () => setNeedsCode(false),
    );
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = !emailPattern.test(next.trim())
      ? texts.emailInvalid
      : !current
        ? texts.currentPasswordMissing
        : needsCode && !/^\d{6}$/.test(code)
          ? texts.emailCodeWrong
          : null;
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const pending = await changeEmail(next.trim(), current, needsCode ? code : undefined);
      setSent(texts.emailSent(pending, email));
      setNext('');
      setCurrent('');
      setCode('');
    } catch (e) {
      const known = problemOf(e);
      if (known) setError(known);
      else toast.error(texts.emailFailed, { description: e instanceof Error ? e.message : undefined });
    } finally {
      setSaving(false);
    }
  };

  const errorId = error ? `${id}-error` : undefined;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="font-display text-lg font-semibold">
        <Trans>Change email</Trans>
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t`New email`}
          type="email"
          value={next}
          onValue={setNext}
          autoComplete="email"
          inputMode="email"
          errorId={errorId}
        />
        <TextField
          label={t`Current password`}
          type="password"
          value={current}
          onValue={setCurrent}
          autoComplete="current-password"
          errorId={errorId}
        />
        {needsCode && (
          <TextField
            label={t`6-digit code from your app`}
            inputClassName="font-mono tracking-[0.3em]"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onValue={(v) => setCode(v.replace(/\D/g, ''))}
            errorId={errorId}
          />
        )}
      </div>
      <FormError id={`${id}-error`} text={error} />
      {sent && (
        <p role="status" className="rounded-2xl bg-primary-soft px-4 py-3 text-ink">
          {sent}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={saving}>
        {saving ? t`Sending…` : t`Change email`}
      </Button>
    </form>
  );
}
