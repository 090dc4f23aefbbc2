import { authStorageKey } from '@/lib/authStorage';
import { clearLastKnown } from '@/lib/lastKnown';
import { store } from '@/lib/store';
import { getSupabase } from '@/lib/supabase';
import { sendQueuedFacts } from '@/state/factQueue';
import { forgetChild } from '@/state/handOver';
import { clearSession, isChildUser, sessionAtom } from '@/state/session';

/** How long sign-out waits, at most, for the answers still queued to be sent. */
export const SEND_BEFORE_SIGN_OUT_MS = 2000;

/**
 * Signs out (spec §7 "Sign out": no payload, failures ignored; `local` ends only this device's
 * session, as leaving the login's code step does). When the server can't be reached
 * supabase-js keeps the local session (or could not even be loaded), so the user would stay signed
 * in: drop it locally instead.
 */
export async function signOut(scope: 'global' | 'local' = 'global'): Promise<void> {
  // Answers given a moment ago wait up to 2 s to be sent (FLUSH_AFTER_ANSWER_MS): send them now, with
  // the session that gave them, before it ends. Sent after, they met a revoked token (401) and stayed
  // queued for the next visit. Online only, and for at most SEND_BEFORE_SIGN_OUT_MS.
  if (navigator.onLine)
    await Promise.race([
      sendQueuedFacts(),
      new Promise((resolve) => setTimeout(resolve, SEND_BEFORE_SIGN_OUT_MS)),
    ]).catch(() => undefined);
  // What this player's reads left on the device for offline play goes with them; a child's class
  // session also takes her settings (her queued answers stay, for her or her grown-up: handOver.ts).
  await clearLastKnown().catch(() => undefined);
  const session = store.get(sessionAtom);
  if (session && isChildUser(session)) forgetChild(session.user.id);
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signOut({ scope });
    if (!error) return;
  } catch {
    // Ignored on purpose: the spec says sign-out failures are ignored.
  }
  window.localStorage.removeItem(authStorageKey());
  clearSession();
}
