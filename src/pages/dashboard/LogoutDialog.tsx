import { Trans, useLingui } from '@lingui/react/macro';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '@/api/auth-sign-out';
import { paths } from '@/app/paths';
import { useIsChildSession, useSigningOut } from '@/state/session';

/**
 * Logout with confirmation (Radix AlertDialog): Cancel keeps the session; Log out signs out,
 * ignoring failures (spec §7), and goes to the home page (a child's class session: back to /class,
 * where the next child signs in). Opened by `trigger`, or controlled with `open`/`onOpenChange` (kid
 * mode at home opens it only after the parental gate).
 */
export function LogoutDialog({
  trigger,
  open,
  onOpenChange,
}: {
  trigger?: React.ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const setSigningOut = useSigningOut()[1];
  const child = useIsChildSession();

  const confirm = async (e: React.MouseEvent) => {
    e.preventDefault(); // keep the dialog open (and busy) until sign-out has finished
    setBusy(true);
    setSigningOut(true);
    await signOut();
    // The guard stays quiet until it unmounts on the way home (it clears the flag then).
    navigate(child ? paths.classSignIn : paths.home, { replace: true });
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-blob bg-white p-7 text-center shadow-2xl">
          <div aria-hidden="true" className="text-5xl">
            👋
          </div>
          <AlertDialog.Title className="mt-2 font-display text-2xl font-bold text-ink">
            <Trans>Log out?</Trans>
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-lg text-ink-soft">
            <Trans>You can log back in any time to keep learning.</Trans>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <AlertDialog.Cancel className="h-12 rounded-2xl border-2 border-primary-soft px-6 text-lg font-bold text-primary-dark hover:bg-primary-soft">
              <Trans>Cancel</Trans>
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={confirm}
              disabled={busy}
              className="h-12 rounded-2xl bg-wrong px-6 text-lg font-bold text-white hover:bg-red-700 disabled:opacity-80"
            >
              {busy ? t`Logging out…` : t`Log out`}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
