import { supabase } from '@/lib/supabase';

/** Signs the user out (spec §7 "Sign out"); failures are ignored as the spec says. */
export async function signOut(): Promise<void> {
  await supabase.auth.signOut().catch(() => undefined);
}
