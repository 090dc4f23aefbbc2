import { isLocale, type Locale, pickLocale } from './locales';

/** Where this device remembers its language: localStorage for the app, a cookie for the server. */
export const localeKey = 'mathpop.locale';

/** The cookie the server reads to send a pre-rendered sales page in the remembered language. */
export const localeCookie = 'mathpop-locale';

/** The language this device chose before, if any. */
export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(localeKey);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The language to start in: the device's own choice, else the language the page was pre-rendered
 * in (the server picked it from the cookie or Accept-Language), else the browser's languages.
 */
export function initialLocale(): Locale {
  const stored = storedLocale();
  if (stored) return stored;
  const lang = typeof document === 'undefined' ? null : document.documentElement.dataset.locale;
  if (isLocale(lang)) return lang;
  return pickLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/** Remembers a choice on this device (a year), for the app and for the server's pre-rendered pages. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(localeKey, locale);
  } catch {
    // Private mode without storage: the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  document.cookie = `${localeCookie}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
