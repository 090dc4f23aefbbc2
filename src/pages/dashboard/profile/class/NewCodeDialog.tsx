import { Trans } from '@lingui/react/macro';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Button } from '@/components/ui/controls';

/** Asks before rotating the class code: every child signed in with the old one is signed out. */
export function NewCodeDialog({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary" disabled={disabled}>
          <Trans>New class code</Trans>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-display text-2xl font-semibold text-ink">
            <Trans>Make a new class code?</Trans>
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-lg text-ink-soft">
            <Trans>
              Every child signed in with the old code is signed out at once. They sign in again with the new
              code and their same pictures. Print new login cards afterwards.
            </Trans>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">
                <Trans>Cancel</Trans>
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button onClick={onConfirm}>
                <Trans>Make new code</Trans>
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
