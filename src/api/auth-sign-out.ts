import { authStorageKey } from '@/lib/authStorage';
import { supabase } from '@/lib/supabase';
import { clearSession } from '@/state/session';

/**
 * Signs out (spec §7 "Sign out": no payload, failures ignored). When the server can't be reached
 * supabase-js keeps the local session, so the user would stay signed in: drop it locally instead.
 */
export async function signOut(): Promise<void> {
  try {
    const { error } = await supabase.auth.signOut();
    if (!error) return;
  } catch {
    // Ignored on purpose: the spec says sign-out failures are ignored.
  }
  window.localStorage.removeItem(authStorageKey());
  clearSession();
}
