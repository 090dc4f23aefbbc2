import { Trans, useLingui } from '@lingui/react/macro';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type FormEvent, useId, useState } from 'react';
import { Button, FormError, TextField } from '@/components/ui/controls';

/**
 * Asks before deleting a student profile (their saved results go with it), with the grown-up's
 * password: the server refuses the delete without a recent one, so a child holding the device cannot.
 * `onConfirm` answers an error text to show, or null when the student is gone.
 */
export function DeleteStudentDialog({
  name,
  onConfirm,
}: {
  name: string;
  onConfirm: (password: string) => Promise<string | null>;
}) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setPassword('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !password) return;
    setBusy(true);
    const refused = await onConfirm(password);
    setBusy(false);
    if (refused) setError(refused);
    else setOpen(false);
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>
        <Button variant="dangerGhost" aria-label={t`Delete ${name}`}>
          <Trans>Delete</Trans>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-display text-2xl font-semibold text-ink">
            <Trans>Delete {name}?</Trans>
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-lg text-ink-soft">
            <Trans>This removes {name}'s profile and the progress saved for them. It can't be undone.</Trans>
          </AlertDialog.Description>
          <form onSubmit={submit} noValidate className="mt-4 space-y-3">
            <TextField
              label={t`Your password`}
              type="password"
              value={password}
              onValue={setPassword}
              autoComplete="current-password"
              errorId={error ? `${id}-error` : undefined}
            />
            <FormError id={`${id}-error`} text={error} />
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary">
                  <Trans>Cancel</Trans>
                </Button>
              </AlertDialog.Cancel>
              <Button variant="danger" type="submit" disabled={busy || !password}>
                <Trans>Delete</Trans>
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
