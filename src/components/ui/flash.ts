const KEY = 'mathpop:flash';

/**
 * Leaves a one-line notice for the next page of this tab (e.g. "account deleted" shown on the home
 * page, which has no toaster: the sales pages do not load one).
 */
export function setFlash(text: string): void {
  try {
    window.sessionStorage.setItem(KEY, text);
  } catch {
    // storage blocked: the notice is a courtesy
  }
}

/** The notice setFlash left, once (it is removed as it is read), or null. */
export function takeFlash(): string | null {
  try {
    const text = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return text;
  } catch {
    return null;
  }
}
