import { useState } from 'react';
import { resendConfirmation } from '@/api/auth-recovery';
import { messages } from '@/content/messages';
import { useSession } from '@/state/session';

const t = messages.recovery;
const dismissedKey = (userId: string) => `mathpop-confirm-reminder-dismissed:${userId}`;

/**
 * A reminder over the dashboard while the signed-in address is not confirmed (the user's
 * email_confirmed_at is empty), with "Send again"; dismissed for the rest of the browser session.
 */
export function ConfirmReminder() {
  const user = useSession()?.user;
  const [dismissed, setDismissed] = useState(() =>
    user ? sessionStorage.getItem(dismissedKey(user.id)) === '1' : false,
  );
  const [sent, setSent] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  if (!user?.email || user.email_confirmed_at || dismissed) return null;
  const email = user.email;

  const dismiss = () => {
    sessionStorage.setItem(dismissedKey(user.id), '1');
    setDismissed(true);
  };
  const sendAgain = async () => {
    setSent('sending');
    try {
      await resendConfirmation(email);
      setSent('sent');
    } catch {
      setSent('failed');
    }
  };

  return (
    <section
      aria-label={t.reminderTitle}
      className="mb-5 flex flex-wrap items-center gap-3 rounded-3xl border-2 border-sun bg-[#fff8e1] px-4 py-3 text-ink"
    >
      <div className="min-w-0 flex-1 basis-64">
        <h2 className="font-display text-lg font-semibold">{t.reminderTitle}</h2>
        <p className="break-words">{t.reminderText(email)}</p>
        {sent === 'sent' && <p role="status">{t.reminderSent}</p>}
        {sent === 'failed' && <p role="alert">{t.forgotFailed}</p>}
      </div>
      <button
        type="button"
        onClick={sendAgain}
        disabled={sent === 'sending' || sent === 'sent'}
        className="min-h-11 rounded-2xl bg-primary px-4 font-bold text-white disabled:opacity-60"
      >
        {t.reminderResend}
      </button>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t.reminderDismiss}
        className="grid size-11 place-items-center rounded-2xl text-2xl text-ink-soft hover:bg-white"
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
