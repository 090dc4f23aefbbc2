import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Button } from '@/components/ui/controls';

/** Asks before deleting a student profile (their saved results go with it). */
export function DeleteStudentDialog({ name, onConfirm }: { name: string; onConfirm: () => void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="dangerGhost" aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-display text-2xl font-semibold text-ink">
            Delete {name}?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-lg text-ink-soft">
            This removes {name}'s profile and the progress saved for them. It can't be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                Delete
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
