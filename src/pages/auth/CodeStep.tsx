import { useLingui } from '@lingui/react/macro';

import type { Session } from '@supabase/supabase-js';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { signOut } from '@/api/auth-sign-out';
import { ApiError } from '@/api/errors';
import { mfaChallenge } from '@/api/mfa-challenge';
import { mfaVerify } from '@/api/mfa-verify';
import { messages } from '@/content/messages';
import { AuthCard } from './AuthCard';
import { toastAuthFailure } from './authToasts';
import { SubmitButton, TextField } from './FormField';

const texts = messages.loginCode;

/** Why a code was refused, in words for the page (null: the server could not answer). */
function refusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'over_request_rate_limit') return texts.tooMany;
  return texts.wrong;
}

/**
 * The login's second step, shown while the session is password-only (aal1) but the account has
 * two-factor on: the 6-digit code raises it to aal2 (the login page then moves on), a wrong code
 * stays here with an error, and "back" ends this half-signed-in session to start over.
 */
export function CodeStep({ session }: { session: Session }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  const factor = (session.user.factors ?? []).find((f) => f.status === 'verified');
  const field = useRef<HTMLInputElement>(null);
  // The step replaces the password form: put the cursor in the code field, and back after an error.
  useEffect(() => {
    if (!busy) field.current?.focus();
  }, [busy]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError(texts.incomplete);
    if (!factor) return;
    setBusy(true);
    setError(undefined);
    try {
      // A fresh challenge per try: the server spends a challenge on every verify, right or wrong.
      await mfaVerify(factor.id, await mfaChallenge(factor.id), code);
      toast.success(messages.login.successTitle, { description: messages.login.successText });
    } catch (e) {
      const why = refusal(e);
      if (why) setError(why);
      else toastAuthFailure(messages.login.errorTitle, e);
      setCode('');
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={texts.title}
      intro={texts.intro}
      footer={
        <button
          type="button"
          onClick={() => signOut('local')}
          className="rounded-lg font-bold text-primary underline"
        >
          {texts.back}
        </button>
      }
    >
      <form noValidate onSubmit={submit} aria-label={t`Two-factor code`} className="space-y-1">
        <TextField
          ref={field}
          label={texts.label}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          value={code}
          error={error}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        <SubmitButton busy={busy} label={texts.submit} busyLabel={texts.busy} />
      </form>
    </AuthCard>
  );
}
