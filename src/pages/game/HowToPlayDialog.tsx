import { Trans } from '@lingui/react/macro';

import * as Dialog from '@radix-ui/react-dialog';
import { narrator } from '@scenes/engine/narration';
import { type ReactNode, useEffect } from 'react';

/** The props of the "How to Play" panel. */
export interface HowToPlayProps {
  title: string;
  steps: string[];
  trigger: ReactNode;
  /** Opens the dialog as it mounts (it is loaded by the trigger's first press). */
  startOpen?: boolean;
}

/**
 * The "How to Play" panel: the game's steps in a Radix dialog. Loaded by `HowToPlay` on the first
 * press of its trigger, and then mounted already open. Opening it says the steps (when prompts are
 * read aloud), without replacing the game's prompt that Read aloud repeats; closing it stops them.
 */
export default function HowToPlayDialog({ title, steps, trigger, startOpen }: HowToPlayProps) {
  const howTo = `How to Play. ${steps.join(' ')}`;
  const onOpenChange = (open: boolean) => {
    narrator.stop();
    if (open) narrator.say(howTo);
  };
  // Loaded by the first press and mounted open: that first opening is said here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first mount opens it
  useEffect(() => {
    if (startOpen) narrator.say(howTo);
  }, []);
  return (
    <Dialog.Root defaultOpen={startOpen} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-card bg-paper p-6 shadow-2xl">
          <Dialog.Title className="font-display text-2xl font-bold text-primary">
            <Trans>How to Play</Trans>
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-ink-soft">{title}</Dialog.Description>
          <ol className="mt-4 list-decimal space-y-2 pl-6 text-lg text-ink">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <Dialog.Close className="mt-6 min-h-12 w-full rounded-full bg-primary px-6 font-display text-lg font-bold text-white hover:bg-primary-dark">
            <Trans>Got it!</Trans>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
