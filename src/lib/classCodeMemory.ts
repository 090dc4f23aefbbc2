// The class code a child signed in with, kept in this tab (sessionStorage) so "Switch player" can
// take the tablet back to the class roster without asking for the code again (issue 22 §2). It is
// on the class's printed login cards anyway; a new tab or a restarted browser asks again.

import { isLocale, type Locale } from '@/i18n/locales';

const KEY = 'mathpop.classCode';

/** Remembers the class code of the last class sign-in in this tab. */
export function rememberClassCode(code: string): void {
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    // storage blocked: the code box simply starts empty next time
  }
}

/** The class code of the last class sign-in in this tab, or ''. */
export function recallClassCode(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/** Navigation state asking /class to open straight on the roster of the remembered code. */
export interface ClassRosterRequest {
  roster: true;
}

/** Whether a location's state asks /class for the roster straight away. */
export function wantsRoster(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { roster?: unknown }).roster === true;
}

const LOCALE_KEY = 'mathpop.classLocale';

/**
 * Remembers the class's language (its teacher's) in this tab, so a reload during the class session
 * keeps it; null forgets it (the teacher never chose one: the device's language is used). The
 * device's own choice (localStorage) is never touched.
 */
export function rememberClassLocale(locale: Locale | null): void {
  try {
    if (locale) sessionStorage.setItem(LOCALE_KEY, locale);
    else sessionStorage.removeItem(LOCALE_KEY);
  } catch {
    // storage blocked: a reload falls back to the device's language
  }
}

/** The class's language remembered in this tab, or null. */
export function recallClassLocale(): Locale | null {
  try {
    const value = sessionStorage.getItem(LOCALE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}
