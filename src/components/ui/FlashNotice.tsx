import { useEffect, useState } from 'react';

/**
 * Shows a notice left by setFlash (./flash.ts) as a toast-like status pill, for a few seconds. The
 * page loads it only when there is one (see LandingPage).
 */
export default function FlashNotice({ text }: { text: string }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const t = window.setTimeout(() => setShown(false), 8000);
    return () => window.clearTimeout(t);
  }, []);
  if (!shown) return null;
  return (
    <div
      role="status"
      className="fixed bottom-5 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 rounded-2xl bg-ink px-5 py-4 text-center text-base font-semibold text-white shadow-xl"
    >
      {text}
    </div>
  );
}
