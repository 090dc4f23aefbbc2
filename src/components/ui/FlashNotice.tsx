import { useEffect, useState } from 'react';

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

/** Shows the notice left by setFlash once, as a toast-like status pill, for a few seconds. */
export function FlashNotice() {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let value: string | null = null;
    try {
      value = window.sessionStorage.getItem(KEY);
      window.sessionStorage.removeItem(KEY);
    } catch {
      return;
    }
    if (!value) return;
    setText(value);
    const t = window.setTimeout(() => setText(null), 8000);
    return () => window.clearTimeout(t);
  }, []);
  if (!text) return null;
  return (
    <div
      role="status"
      className="fixed bottom-5 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 rounded-2xl bg-ink px-5 py-4 text-center text-base font-semibold text-white shadow-xl"
    >
      {text}
    </div>
  );
}
