import { useEffect, useState } from 'react';
import { messages } from '@/content/messages';

/** "14:05" or "2:03:09": the time left, as a tablet shows it. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The visible countdown of a sign-in wait (issue 35 #1): "Try again in 14:05", ticking each second,
 * calling `onDone` when it reaches zero. The spoken text is said once by the page, not each second.
 */
export function WaitCountdown({ until, onDone }: { until: number; onDone: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (now >= until) onDone();
  }, [now, until, onDone]);
  return (
    <p
      role="timer"
      aria-live="off"
      data-testid="wait-countdown"
      className="rounded-card bg-primary-soft px-5 py-2 text-center font-display text-2xl font-bold text-ink"
    >
      {messages.classSignIn.waitLabel} <span className="tabular-nums">{clockText(until - now)}</span>
    </p>
  );
}
