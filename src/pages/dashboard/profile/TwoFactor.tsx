import { useState } from 'react';
import { toast } from 'sonner';
import { mfaAssuranceLevel } from '@/api/mfa-assurance-level';
import { mfaChallenge } from '@/api/mfa-challenge';
import { mfaEnroll, type TotpEnrollment } from '@/api/mfa-enroll';
import { mfaListFactors } from '@/api/mfa-list-factors';
import { mfaUnenroll } from '@/api/mfa-unenroll';
import { mfaVerify } from '@/api/mfa-verify';
import { Button, LoadError, Skeleton } from '@/features/account/ui';
import { useLoad } from '@/features/account/useLoad';
import { CodeForm } from './CodeForm';
import { profileTexts } from './texts';

/** TOTP two-factor authentication: enrol with a QR code or key, verify, list and remove, show the AAL. */
export function TwoFactor({ userId }: { userId: string }) {
  const mfa = useLoad(`mfa:${userId}`, async () => {
    const [factors, level] = await Promise.all([mfaListFactors(), mfaAssuranceLevel()]);
    return { factors, level };
  });
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const [starting, setStarting] = useState(false);

  if (mfa.state.status === 'loading') return <Skeleton className="h-24" />;
  if (mfa.state.status === 'error')
    return <LoadError text={profileTexts.mfaLoadFailed} onRetry={mfa.reload} />;
  const { factors, level } = mfa.state.data;
  const verified = factors.filter((f) => f.status === 'verified');

  const verifyFactor = async (factorId: string, code: string, success: string) => {
    try {
      await mfaVerify(factorId, await mfaChallenge(factorId), code);
      toast.success(success);
      setEnrollment(null);
      mfa.reload();
    } catch {
      toast.error(profileTexts.mfaVerifyFailed);
    }
  };

  const start = async () => {
    setStarting(true);
    try {
      // A half-finished setup from before would clash with the new one's name: clear it first.
      for (const f of factors.filter((x) => x.status === 'unverified')) await mfaUnenroll(f.id);
      setEnrollment(await mfaEnroll('Authenticator app'));
    } catch {
      toast.error(profileTexts.mfaEnrollFailed);
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
    if (enrollment) await mfaUnenroll(enrollment.id).catch(() => undefined);
    setEnrollment(null);
    mfa.reload();
  };

  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded-full px-3 py-1 text-sm font-bold ${verified.length ? 'bg-correct-soft text-[#166534]' : 'bg-cloud text-ink-soft'}`}
        >
          {verified.length ? 'On' : 'Off'}
        </span>
        <span data-testid="assurance-level">
          Assurance level: <strong>{level.current?.toUpperCase() ?? 'unknown'}</strong>
          {level.current === 'aal2' ? ' (password and authenticator code)' : ' (password only)'}
        </span>
      </p>
      {verified.length > 0 && level.current === 'aal1' && level.next === 'aal2' && (
        <CodeForm
          label="Code from your authenticator app"
          submitLabel="Confirm"
          onSubmit={(code) => verifyFactor(verified[0].id, code, profileTexts.mfaVerified)}
        />
      )}
      {factors.length > 0 && (
        <ul aria-label="Authenticator apps" className="space-y-2">
          {factors.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center gap-3 rounded-2xl bg-cloud px-4 py-2">
              <span aria-hidden="true">📱</span>
              <span className="flex-1 font-semibold">
                {f.friendlyName}{' '}
                <span className="text-sm font-normal text-ink-soft">
                  · {f.type.toUpperCase()} · {f.status === 'verified' ? 'verified' : 'not verified yet'}
                </span>
              </span>
              {/* Removing a verified factor needs an AAL2 session (GoTrue): confirm with a code first. */}
              {(f.status !== 'verified' || level.current === 'aal2') && (
                <Button
                  variant="dangerGhost"
                  onClick={() => remove(f.id)}
                  aria-label={`Remove ${f.friendlyName}`}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {enrollment ? (
        <div className="grid gap-4 rounded-card border-2 border-primary-soft p-4 sm:grid-cols-[auto_1fr]">
          <img
            src={enrollment.qrCode}
            alt="QR code to scan with your authenticator app"
            className="size-44 rounded-2xl bg-white p-2 ring-1 ring-primary-soft"
          />
          <div className="min-w-0 space-y-3">
            <p>1. Scan the QR code with an authenticator app (Google Authenticator, 1Password, Authy…).</p>
            <p>
              Can't scan? Type this key:{' '}
              <code
                data-testid="totp-secret"
                className="block break-all rounded-xl bg-cloud px-3 py-2 font-mono text-base"
              >
                {enrollment.secret}
              </code>
            </p>
            <p>2. Enter the 6-digit code the app shows.</p>
            <CodeForm
              label="6-digit code"
              submitLabel="Verify"
              onSubmit={(code) => verifyFactor(enrollment.id, code, profileTexts.mfaEnabled)}
            >
              <Button variant="ghost" onClick={cancel}>
                Cancel
              </Button>
            </CodeForm>
          </div>
        </div>
      ) : (
        verified.length === 0 && (
          <Button variant="secondary" onClick={start} disabled={starting}>
            {starting ? 'Starting…' : 'Set up authenticator app'}
          </Button>
        )
      )}
    </div>
  );
}
