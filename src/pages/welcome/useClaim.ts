import { useEffect, useState } from 'react';
import { claimPurchase } from '@/api/my-pack';
import { refreshPack, setPack } from '@/state/pack';

/** Where /welcome stands for a signed-in grown-up. */
export type ClaimState = 'checking' | 'unlocked' | 'slow' | 'off';

/** How long /welcome keeps asking before it says the pack can take a minute (issue 36 §1). */
export const pollMs = 20_000;
const everyMs = 1_500;

/** A checkout session id as Stripe writes them (cs_test_…, cs_live_…); anything else is ignored. */
export function sessionIdOf(value: string | null): string | null {
  return value && /^cs_[A-Za-z0-9_]{4,250}$/.test(value) ? value : null;
}

/**
 * Asks until the pack is there, for up to 20 s: with the page's checkout session it claims it (the
 * server refuses until that session is paid, and forever if it is another account's), which also
 * succeeds when the webhook already attached it to this account; without one it reads my_pack().
 */
export function useClaim(userId: string | null, sessionId: string | null): ClaimState {
  const [state, setState] = useState<ClaimState>('checking');
  useEffect(() => {
    if (!userId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    setState('checking');
    const ask = async () => {
      const pack = await refreshPack().catch(() => null);
      if (!live) return;
      if (pack && !pack.payments) return setState('off');
      if (pack?.has_pack && (!sessionId || pack.purchase?.state === 'paid')) return setState('unlocked');
      if (sessionId) {
        const claimed = await claimPurchase(sessionId).catch(() => null);
        if (!live) return;
        if (claimed?.claimed && claimed.has_pack) {
          setPack(claimed);
          return setState('unlocked');
        }
      }
      if (Date.now() - started >= pollMs) return setState('slow');
      timer = setTimeout(ask, everyMs);
    };
    ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [userId, sessionId]);
  return state;
}
