import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'sonner';
import { setWeeklyEmail } from '@/api/set-weekly-email';
import { paths } from '@/app/paths';
import { Card } from '@/components/ui/controls';

/**
 * The weekly email switch in Profile (issue 24 §4), off until the grown-up switches it on: parents
 * get their child's week, teachers the class digest; every mail has a one-click unsubscribe link.
 */
export function WeeklyEmailCard({
  userId,
  teachers,
  initial,
}: {
  userId: string;
  teachers: boolean;
  initial: boolean;
}) {
  const { t } = useLingui();
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const flip = async () => {
    const next = !on;
    setBusy(true);
    try {
      await setWeeklyEmail(userId, next);
      setOn(next);
      toast.success(next ? t`Weekly email switched on.` : t`Weekly email switched off.`);
    } catch {
      toast.error(t`Could not change the weekly email. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t`Weekly email`} icon="✉️" id="weekly-email">
      <div className="flex flex-wrap items-center gap-4">
        <p className="min-w-0 flex-1 text-ink-soft">
          {teachers
            ? t`Once a week: who practised, who needs help, and the class’s trickiest facts.`
            : t`Once a week: your child’s minutes, facts that became quick, the tricky few and the streak.`}{' '}
          <Trans>First names only.</Trans>{' '}
          <a className="font-semibold text-primary-dark underline" href={paths.privacy}>
            <Trans>What we send</Trans>
          </a>
        </p>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-label={t`Send me the weekly email`}
          disabled={busy}
          onClick={() => void flip()}
          className="inline-flex min-h-12 items-center gap-3 rounded-full px-1 font-bold text-ink disabled:opacity-60"
        >
          <span
            aria-hidden="true"
            data-testid="weekly-track"
            className={`relative inline-block h-8 w-14 shrink-0 rounded-full transition-colors ${on ? 'bg-primary' : 'bg-ink-soft/40'}`}
          >
            <span
              data-testid="weekly-knob"
              className={`absolute top-1 left-0 size-6 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-7' : 'translate-x-1'}`}
            />
          </span>
          {on ? t`On` : t`Off`}
        </button>
      </div>
    </Card>
  );
}
