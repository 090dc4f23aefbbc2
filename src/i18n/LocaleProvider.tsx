import { I18nProvider } from '@lingui/react';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { i18n } from './i18n';

/**
 * Lingui's provider, with the tree keyed by the language: a switch re-renders every text at once,
 * including the ones a scene drew into its canvas. The switch lives on the footer and the Profile
 * page, never inside a game, so the remount costs no play.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState(i18n.locale);
  useEffect(() => i18n.on('change', () => setLocale(i18n.locale)), []);
  return (
    <I18nProvider i18n={i18n}>
      <Fragment key={locale}>{children}</Fragment>
    </I18nProvider>
  );
}
