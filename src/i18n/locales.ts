/** The two languages MathPop speaks (README "Languages"). English is the source locale. */
export const locales = ['en', 'pt-BR'] as const;

/** A supported locale. */
export type Locale = (typeof locales)[number];

/** The source locale: what a message falls back to. */
export const sourceLocale: Locale = 'en';

/** The language names shown in the switch, each in its own language. */
export const localeNames: Record<Locale, string> = { en: 'English', 'pt-BR': 'Português (Brasil)' };

/** The BCP 47 tag the speech voice and `Intl` use for a locale. */
export const speechLang: Record<Locale, string> = { en: 'en-US', 'pt-BR': 'pt-BR' };

/** True for a supported locale tag. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The locale for a browser's language list: any Portuguese means pt-BR, anything else English. */
export function pickLocale(languages: readonly string[]): Locale {
  const first = languages.find((tag) => /^(pt|en)\b/i.test(tag));
  return first && /^pt\b/i.test(first) ? 'pt-BR' : 'en';
}
