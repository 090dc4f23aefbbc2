import { type FormEvent, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { changeEmail, verifiedTotpFactor } from '@/api/change-email';
import { ApiError } from '@/api/errors';
import { Button, fieldClass } from '@/features/account/ui';
import { profileTexts as t } from './texts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the server's refusal means for the person at the form, or null for a toast. */
function problemOf(e: unknown): string | null {
  if (!(e instanceof ApiError)) return null;
  if (e.code === 'invalid_credentials') return t.currentPasswordWrong;
  if (e.code === 'email_exists') return t.emailTaken;
  if (e.code === 'mfa_verification_failed' || e.code === 'reauthentication_needed') return t.emailCodeWrong;
  return null;
}

/**
 * Changes the account's email: new address, current password and, with two-factor on, a fresh code.
 * The account keeps the old address until the link mailed to the new one is used.
 */
export function ChangeEmail({ email }: { email: string }) {
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
      ? t.emailInvalid
      : !current
        ? t.currentPasswordMissing
        : needsCode && !/^\d{6}$/.test(code)
          ? t.emailCodeWrong
          : null;
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const pending = await changeEmail(next.trim(), current, needsCode ? code : undefined);
      setSent(t.emailSent(pending, email));
      setNext('');
      setCurrent('');
      setCode('');
    } catch (e) {
      const known = problemOf(e);
      if (known) setError(known);
      else toast.error(t.emailFailed, { description: e instanceof Error ? e.message : undefined });
    } finally {
      setSaving(false);
    }
  };

  const described = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="font-display text-lg font-semibold">
        Change email
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1 font-semibold">
          New email
          <input
            type="email"
            className={fieldClass}
            value={next}
            onChange={(e) => setNext(e.target.value)}
            autoComplete="email"
            inputMode="email"
            {...described}
          />
        </label>
        <label className="flex flex-col gap-1 font-semibold">
          Current password
          <input
            type="password"
            className={fieldClass}
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            autoComplete="current-password"
            {...described}
          />
        </label>
        {needsCode && (
          <label className="flex flex-col gap-1 font-semibold">
            6-digit code from your app
            <input
              className={`${fieldClass} font-mono tracking-[0.3em]`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              {...described}
            />
          </label>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="font-semibold text-[#b91c1c]">
          {error}
        </p>
      )}
      {sent && (
        <p role="status" className="rounded-2xl bg-primary-soft px-4 py-3 text-ink">
          {sent}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={saving}>
        {saving ? 'Sending…' : 'Change email'}
      </Button>
    </form>
  );
}
