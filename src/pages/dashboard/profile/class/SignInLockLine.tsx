import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/controls';

/**
 * A student whose class sign-in is locked (too many wrong pictures): "Locked: too many wrong
 * pictures" and the time it ends, with Unlock. Nothing when not locked.
 */
export function SignInLockLine({
  name,
  until,
  busy,
  onUnlock,
}: {
  name: string;
  until: Date | undefined;
  busy: boolean;
  onUnlock: () => void;
}) {
  const { t, i18n } = useLingui();
  if (!until) return null;
  const time = i18n.date(until, { hour: '2-digit', minute: '2-digit' });
  return (
    <div className="flex w-full flex-wrap items-center gap-2 sm:pl-15">
      <span className="rounded-full bg-[#fee2e2] px-3 py-1 text-sm font-bold text-[#b91c1c]">
        <Trans>Locked</Trans>
      </span>
      <p className="text-ink">
        <Trans>Too many wrong pictures. Sign-in opens again at {time}.</Trans>
      </p>
      <Button variant="secondary" onClick={onUnlock} disabled={busy} aria-label={t`Unlock ${name}`}>
        <Trans>Unlock</Trans>
      </Button>
    </div>
  );
}
