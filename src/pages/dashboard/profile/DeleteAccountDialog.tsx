import { Trans, useLingui } from '@lingui/react/macro';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@/api/errors';
import { paths } from '@/app/paths';
import { Button, fieldClass, TextField } from '@/components/ui/controls';
import { setFlash } from '@/components/ui/flash';
import { messages } from '@/content/messages';
import { useSigningOut } from '@/state/session';

/** The refusal text for a failed delete. */
function refusal(e: unknown): string {
  const code = e instanceof ApiError ? e.code : undefined;
  if (code === 'invalid_credentials') return messages.privacy.wrongPassword;
  if (code === 'mfa_verification_failed' || code === 'mfa_code_required') return messages.privacy.wrongCode;
  if (code === 'over_request_rate_limit') return messages.privacy.tooMany;
  return messages.privacy.deleteFailed;
}

/**
 * "Delete my account": asks for the password, the authenticator code when two-factor is on, and the
 * word DELETE (the button stays disabled until it is typed), then deletes, signs out and goes home.
 */
export function DeleteAccountDialog() {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const setSigningOut = useSigningOut()[1];
  const [open, setOpen] = useState(false);
  const [twoFactor, setTwoFactor] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [word, setWord] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setPassword('');
    setCode('');
    setWord('');
    setError(null);
    if (next) {
      import('@/api/mfa-list-factors')
        .then(({ mfaListFactors }) => mfaListFactors())
        .then((fs) => setTwoFactor(fs.some((f) => f.status === 'verified')))
        .catch(() => setTwoFactor(false));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (word !== 'DELETE' || busy) return;
    setBusy(true);
    setError(null);
    try {
      const { deleteAccount } = await import('@/api/delete-account');
      setSigningOut(true);
      await deleteAccount({ password, code: twoFactor ? code : undefined, confirm: word });
      setFlash(messages.privacy.accountDeleted);
      navigate(paths.home, { replace: true });
    } catch (e) {
      setSigningOut(false);
      setError(refusal(e));
      setBusy(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>
        <Button variant="danger">
          <Trans>Delete my account</Trans>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-display text-2xl font-semibold text-ink">
            <Trans>Delete your account?</Trans>
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-lg text-ink-soft">
            <Trans>
              This removes your account, every student and all their progress, and signs you out on every
              device. It can't be undone. You may want to download your data first.
            </Trans>
          </AlertDialog.Description>
          <form onSubmit={submit} noValidate className="mt-4 space-y-3">
            <TextField
              label={t`Password`}
              type="password"
              value={password}
              onValue={setPassword}
              autoComplete="current-password"
            />
            {twoFactor && (
              <TextField
                label={t`Code from your authenticator app`}
                value={code}
                onValue={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
                inputMode="numeric"
                autoComplete="one-time-code"
              />
            )}
            <label className="flex flex-col gap-1 font-semibold">
              <span>
                <Trans>
                  Type <strong className="text-[#b91c1c]">DELETE</strong> to confirm
                </Trans>
              </span>
              <input
                className={fieldClass}
                value={word}
                onChange={(e) => setWord(e.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </label>
            {error && (
              <p id={`${id}-error`} role="alert" className="font-semibold text-[#b91c1c]">
                {error}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary">
                  <Trans>Cancel</Trans>
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="danger" disabled={word !== 'DELETE' || !password || busy}>
                {busy ? t`Deleting…` : t`Delete everything`}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
