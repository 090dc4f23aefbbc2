import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { setProfileLocale } from '@/api/set-profile-locale';
import { LanguageSwitch } from '@/i18n/LanguageSwitch';
import type { Locale } from '@/i18n/locales';

/**
 * The language switch in Profile → Account settings: the page changes language at once, this
 * device remembers it, and the grown-up's profile keeps it so their other devices follow.
 */
export function LanguageSetting({ userId }: { userId: string }) {
  const { t } = useLingui();
  const save = (locale: Locale) =>
    setProfileLocale(userId, locale).catch(() =>
      // The tree has re-rendered in the new language by now: this toast reads in it.
      toast.error(t`Your language is set on this device, but we couldn't save it to your account.`),
    );
  return (
    <section aria-labelledby="language-title" className="space-y-3">
      <h3 id="language-title" className="font-display text-lg font-semibold">
        <Trans>Language</Trans>
      </h3>
      <p className="text-ink-soft">
        <Trans>The language of MathPop on this device and on every device you sign in to.</Trans>
      </p>
      <LanguageSwitch onSwitched={save} />
    </section>
  );
}
