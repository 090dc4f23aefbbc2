import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';

import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { currentLocale } from '@/i18n/i18n';
import { answerGate, cooldownLeft, type GateChallenge, newChallenge } from '@/lib/parentalGate';
import { readLockedUntil, saveLockedUntil } from '@/state/gatePass';
import { LockIcon } from './LockIcon';

/**
 * The parental gate (a Radix dialog): a number from 100 to 999 written in words; the grown-up types
 * its digits. Wrong → a message and a visible 30 s countdown with the input disabled, then a new
 * number; right → `onPass(passedUntil)`. Cancel or Escape → `onCancel`.
 */
export function ParentalGateDialog({
  open,
  onPass,
  onCancel,
}: {
  open: boolean;
  onPass: (passedUntil: number) => void;
  onCancel: () => void;
}) {
  const id = useId();
  // The number is written in the words of the language on screen (useLingui: a switch re-renders).
  useLingui();
  const locale = currentLocale();
  const [challenge, setChallenge] = useState<GateChallenge>(() => newChallenge(locale));
  const [typed, setTyped] = useState('');
  const [lockedUntil, setLockedUntil] = useState<number | null>(readLockedUntil);
  const [now, setNow] = useState(Date.now);
  const [wrong, setWrong] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const countdown = useRef<HTMLParagraphElement>(null);
  const left = cooldownLeft(now, lockedUntil);

  // A fresh number each time the gate opens.
  useEffect(() => {
    if (!open) return;
    setChallenge(newChallenge(locale));
    setTyped('');
    setWrong(false);
    setLockedUntil(readLockedUntil());
    setNow(Date.now());
  }, [open, locale]);

  // Ticks the countdown; when it ends, a new number and the focus back in the field.
  useEffect(() => {
    if (!open || left === 0) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (cooldownLeft(t, lockedUntil) === 0) {
        setChallenge(newChallenge(locale));
        setTyped('');
        requestAnimationFrame(() => input.current?.focus());
      }
    }, 250);
    return () => clearInterval(timer);
  }, [open, left, lockedUntil, locale]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (left > 0 || typed.trim() === '') return;
    const t = Date.now();
    const result = answerGate(challenge, typed, t);
    if (result.ok) {
      onPass(result.passedUntil);
      return;
    }
    saveLockedUntil(result.lockedUntil);
    setLockedUntil(result.lockedUntil);
    setNow(t);
    setWrong(true);
    // The disabled field loses focus: keep it in the dialog, on the countdown that explains why.
    requestAnimationFrame(() => countdown.current?.focus());
  };

  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={`${id}-task`}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-blob bg-white p-6 shadow-2xl sm:p-8"
        >
          <Dialog.Title className="flex items-center gap-2 font-display text-2xl font-bold text-ink">
            <LockIcon className="size-7 text-primary" />
            <Trans>Grown-ups only</Trans>
          </Dialog.Title>
          <p id={`${id}-task`} className="mt-2 text-lg text-ink-soft">
            <Trans>
              To continue, type this number in digits:{' '}
              <strong className="mt-2 block font-display text-2xl text-primary-dark">
                {challenge.words}
              </strong>
            </Trans>
          </p>
          <form onSubmit={submit} className="mt-5 flex flex-col gap-3" noValidate>
            <label htmlFor={`${id}-answer`} className="font-semibold text-ink">
              <Trans>Number in digits</Trans>
            </label>
            <input
              ref={input}
              id={`${id}-answer`}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              disabled={left > 0}
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              aria-describedby={wrong ? `${id}-wrong` : undefined}
              className="h-14 rounded-2xl border-2 border-primary-soft px-4 text-2xl font-bold tracking-widest text-ink focus:border-primary disabled:bg-cloud disabled:text-ink-soft"
            />
            <div id={`${id}-wrong`} role="alert" className="min-h-7 font-semibold text-[#b91c1c]">
              {wrong && left > 0 ? (
                <Trans>That is not the number. Please wait, then try a new one.</Trans>
              ) : (
                ''
              )}
            </div>
            {left > 0 && (
              <p
                ref={countdown}
                tabIndex={-1}
                className="font-bold text-ink outline-none"
                data-testid="gate-cooldown"
              >
                <Trans>Try again in {left} s</Trans>
              </p>
            )}
            <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close className="h-12 rounded-2xl border-2 border-primary-soft px-6 text-lg font-bold text-primary-dark hover:bg-primary-soft">
                <Trans>Cancel</Trans>
              </Dialog.Close>
              <button
                type="submit"
                disabled={left > 0}
                className="h-12 rounded-2xl bg-primary px-6 text-lg font-bold text-white hover:bg-primary-dark disabled:bg-primary/50"
              >
                <Trans>Continue</Trans>
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
