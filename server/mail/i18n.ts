import { type I18n, setupI18n } from '@lingui/core';
import { messages as en } from '../locales/en';
import { messages as ptBR } from '../locales/pt-BR';

/** The languages a mail is written in (the app's locales). */
export type MailLocale = 'en' | 'pt-BR';

const instances = new Map<MailLocale, I18n>();

/**
 * The server's own Lingui instance for one language (never the global one: each mail is rendered in
 * its recipient's language, whatever other requests are doing). Messages are written as
 * `i18n._(/*i18n*\/ { id: 'mail.…', message: '…' })`, which the extractor collects into
 * server/locales; the compiled catalogues are imported here.
 */
export function mailI18n(locale: MailLocale = 'en'): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { en, 'pt-BR': ptBR } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/** A recipient's language from profiles.locale: pt-BR when set so, else English (null included). */
export function mailLocale(value: string | null | undefined): MailLocale {
  return value === 'pt-BR' ? 'pt-BR' : 'en';
}

/** Joins names the locale's way: "Ana, Bia and Caio" / "Ana, Bia e Caio" (no serial comma). */
export function listOf(i18n: I18n, items: readonly string[]): string {
  const lang = i18n.locale === 'en' ? 'en-GB' : i18n.locale;
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
}
