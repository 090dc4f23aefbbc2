import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useId } from 'react';
import { currentLocale, switchLocale } from './i18n';
import { isLocale, type Locale, localeNames, locales } from './locales';

/**
 * The language switch (footer and Profile): each language named in itself. It is remembered on
 * this device; `onSwitched` lets a signed-in grown-up's page keep it in their profile too. On the
 * pre-rendered landing, which runs no React, src/pages/landing/landingScript.ts finds it by
 * `data-language-switch`.
 */
export function LanguageSwitch({
  className = '',
  onSwitched,
}: {
  className?: string;
  onSwitched?: (locale: Locale) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isLocale(next)) return;
    void switchLocale(next).then(() => onSwitched?.(next));
  };
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <label htmlFor={id}>{t`Language`}</label>
      <select
        id={id}
        data-language-switch=""
        value={currentLocale()}
        onChange={change}
        className="min-h-11 rounded-lg border border-current/30 bg-transparent px-2 font-semibold"
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}
