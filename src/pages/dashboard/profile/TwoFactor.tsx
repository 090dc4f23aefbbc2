import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/api/errors';
import { mfaChallenge } from '@/api/mfa-challenge';
import { mfaEnroll, type TotpEnrollment } from '@/api/mfa-enroll';
import { mfaListFactors } from '@/api/mfa-list-factors';
import { mfaUnenroll } from '@/api/mfa-unenroll';
import { mfaVerify } from '@/api/mfa-verify';
import { Button, LoadError } from '@/components/ui/controls';
import { Skeleton } from '@/components/ui/Skeleton';
import { useLoad } from '@/pages/dashboard/account/useLoad';
import { CodeForm } from './CodeForm';
import { PasswordCheck } from './PasswordCheck';
import { profileTexts } from './texts';

/**
 * TOTP two-factor authentication: on or off in plain words, set up with a QR code or key, verify,
 * remove. A setup that is cancelled or left behind leaves no unverified factor on the account.
 */
export function TwoFactor({ userId }: { userId: string }) {
  const { t } = useLingui();
  // The enrolment in progress (also read by the unmount clean-up and the loader).
  const pending = useRef<string | null>(null);
  const mfa = useLoad(`mfa:${userId}`, async () => {
    const factors = await mfaListFactors();
    // An unverified factor other than the setup on screen was abandoned (tab closed, page left).
    const abandoned = factors.filter((f) => f.status === 'unverified' && f.id !== pending.current);
    await Promise.all(abandoned.map((f) => mfaUnenroll(f.id).catch(() => undefined)));
    return factors.filter((f) => f.status === 'verified');
  });
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const [starting, setStarting] = useState(false);
  // The server asked for the password first (the last password entry is over 5 minutes old).
  const [asking, setAsking] = useState(false);
  const track = (e: TotpEnrollment | null) => {
    pending.current = e?.id ?? null;
    setEnrollment(e);
  };
  // Leaving the page mid-setup abandons it: remove the unverified factor.
  useEffect(
    () => () => {
      if (pending.current) mfaUnenroll(pending.current).catch(() => undefined);
    },
    [],
  );

  if (mfa.state.status === 'loading') return <Skeleton className="h-24" />;
  if (mfa.state.status === 'error')
    return <LoadError text={profileTexts.mfaLoadFailed} onRetry={mfa.reload} />;
  const verified = mfa.state.data;
  const on = verified.length > 0;

  const verify = async (factorId: string, code: string) => {
    try {
      await mfaVerify(factorId, await mfaChallenge(factorId), code);
      toast.success(profileTexts.mfaEnabled);
      track(null);
      mfa.reload();
    } catch {
      toast.error(profileTexts.mfaVerifyFailed);
    }
  };

  const start = async () => {
    setStarting(true);
    try {
      // A half-finished setup from elsewhere would clash with the new one's name: clear it first.
      const stale = (await mfaListFactors()).filter((f) => f.status === 'unverified');
      for (const f of stale) await mfaUnenroll(f.id);
      track(await mfaEnroll(t`Authenticator app`));
    } catch (e) {
      if (e instanceof ApiError && e.code === 'reauthentication_needed') setAsking(true);
      else toast.error(profileTexts.mfaEnrollFailed);
    } finally {
      setStarting(false);
    }
  };

  const remove = async (factorId: string) => {
    try {
      await mfaUnenroll(factorId);
      toast.success(profileTexts.mfaRemoved);
      mfa.reload();
    } catch {
      toast.error(profileTexts.mfaRemoveFailed);
    }
  };

  const cancel = async () => {
    const id = pending.current;
    track(null);
    if (id) await mfaUnenroll(id).catch(() => undefined);
  };

  return (
    <div className="space-y-4">
      <p data-testid="two-factor-status" className="flex flex-wrap items-center gap-2">
        <span
          aria-hidden="true"
          className={`rounded-full px-3 py-1 text-sm font-bold ${on ? 'bg-correct-soft text-[#166534]' : 'bg-cloud text-ink-soft'}`}
        >
          {on ? t`On` : t`Off`}
        </span>
        <span className="font-semibold">{on ? profileTexts.mfaOn : profileTexts.mfaOff}</span>
        {on && <span className="w-full text-ink-soft">{profileTexts.mfaOnHint}</span>}
      </p>
      {on && (
        <ul aria-label={t`Authenticator apps`} className="space-y-2">
          {verified.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center gap-3 rounded-2xl bg-cloud px-4 py-2">
              <span aria-hidden="true">📱</span>
              <span className="flex-1 font-semibold">{f.friendlyName}</span>
              <Button
                variant="dangerGhost"
                onClick={() => remove(f.id)}
                aria-label={t`Remove ${f.friendlyName}`}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {enrollment ? (
        <div className="grid gap-4 rounded-card border-2 border-primary-soft p-4 sm:grid-cols-[auto_1fr]">
          <img
            src={enrollment.qrCode}
            alt={t`QR code to scan with your authenticator app`}
            className="size-44 rounded-2xl bg-white p-2 ring-1 ring-primary-soft"
          />
          <div className="min-w-0 space-y-3">
            <p>
              <Trans>
                1. Scan the QR code with an authenticator app (Google Authenticator, 1Password, Authy…).
              </Trans>
            </p>
            <p>
              <Trans>Can't scan? Type this key:</Trans>{' '}
              <code
                data-testid="totp-secret"
                className="block break-all rounded-xl bg-cloud px-3 py-2 font-mono text-base"
              >
                {enrollment.secret}
              </code>
            </p>
            <p>
              <Trans>2. Enter the 6-digit code the app shows.</Trans>
            </p>
            <CodeForm
              label={t`6-digit code`}
              submitLabel={t`Verify`}
              onSubmit={(code) => verify(enrollment.id, code)}
            >
              <Button variant="ghost" onClick={cancel}>
                <Trans>Cancel</Trans>
              </Button>
            </CodeForm>
          </div>
        </div>
      ) : asking ? (
        <PasswordCheck
          intro={t`To turn on two-factor, enter your password first.`}
          submitLabel={t`Continue`}
          onDone={() => {
            setAsking(false);
            void start();
          }}
          onCancel={() => setAsking(false)}
        />
      ) : (
        !on && (
          <Button variant="secondary" onClick={start} disabled={starting}>
            {starting ? t`Starting…` : t`Set up authenticator app`}
          </Button>
        )
      )}
    </div>
  );
}
